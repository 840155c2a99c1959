import type { Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { type JobDatabase, jobDatabase, transactionJobDatabase } from './database-executor.js';

/** Where a job is in its life, as pg-boss records it. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a handler gets: the job, and a signal that aborts when this instance shuts down. */
export interface RunningJob<Data> {
  id: string;
  data: Data;
  /** 0 on the first run; more when the job is run again (after a shutdown or a crash of its instance). */
  retryCount: number;
  /** Aborted when the API stops: the handler stops at its next safe point and throws `JobInterrupted`. */
  signal: AbortSignal;
}

export interface JobDefinition<Data> {
  /** The queue's name (letters, digits, `-`, `_`). */
  name: string;
  run: (job: RunningJob<Data>) => Promise<void>;
  /**
   * Runs again after an interruption or an unexpected error, up to this many times. A handler that records its
   * own failure and returns is not retried.
   */
  retryLimit: number;
  /** A job still active this long after it started is taken as lost (its instance crashed) and run again. */
  expireInSeconds: number;
}

/**
 * Thrown by a handler that stopped because the API is shutting down: pg-boss marks the job for a retry, and the
 * next instance to poll (this one after a restart, or another) runs it again.
 */
export class JobInterrupted extends Error {
  override name = 'JobInterrupted';
  constructor() {
    super('The API stopped while the job was running; it will run again');
  }
}

export interface JobQueueOptions {
  /** How often an idle worker asks the database for work; a job sent on this instance wakes its worker at once. */
  pollingIntervalSeconds?: number;
  onError: (error: unknown) => void;
}

const RETRY_DELAY_SECONDS = 1;

/**
 * The API's background jobs (DESIGN §5): pg-boss over the API's own database, through `jobDatabase`. A job is a
 * row in the database from `send` on: it survives a restart, any instance's worker may run it, and `cancel`
 * stops it. Define the queues, then `start` (the app's `onReady`) and `stop` (its `preClose`).
 *
 * Why pg-boss: it takes a bring-your-own database adapter and polls (no LISTEN connection), so the same engine
 * runs over the embedded PGlite's single connection and over a Postgres pool; graphile-worker needs a pg Pool
 * and a listening connection, which PGlite does not offer. pg-boss 10 is its last major for Node 20 (11 and 12
 * need Node 22).
 */
export class JobQueue {
  private readonly database: JobDatabase;
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly workers = new Map<string, string>();
  private shutdown = new AbortController();
  private started = false;

  constructor(
    db: Db,
    private readonly options: JobQueueOptions,
  ) {
    this.database = jobDatabase(db);
    this.boss = new PgBoss({
      db: this.database,
      schedule: false,
      migrate: true,
      maintenanceIntervalSeconds: 30,
    });
    this.boss.on('error', options.onError);
  }

  /** Adds a queue and its handler; before `start`. */
  define<Data>(definition: JobDefinition<Data>): void {
    if (this.started) throw new Error(`Define the job queue "${definition.name}" before starting the queue`);
    this.definitions.set(definition.name, definition as JobDefinition<never>);
  }

  /** Whether `start` has completed and `stop` has not begun (readiness, `/ready`). */
  isRunning(): boolean {
    return this.started;
  }

  /** Installs or upgrades pg-boss's tables, creates the queues and starts a worker per queue. */
  async start(): Promise<void> {
    this.shutdown = new AbortController();
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) {
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: RETRY_DELAY_SECONDS,
        expireInSeconds: definition.expireInSeconds,
      });
      const workerId = await this.boss.work<never>(
        definition.name,
        {
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
        },
        async ([job]) => {
          await definition.run({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            signal: this.shutdown.signal,
          });
        },
      );
      this.workers.set(definition.name, workerId);
    }
  }

  /**
   * Stops taking work, asks running handlers to stop (they throw `JobInterrupted`, so their jobs run again after
   * the restart or on another instance) and waits for the queue's last statements.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.shutdown.abort();
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    this.workers.clear();
    await this.database.drain();
  }

  /**
   * Queues a job under the given id. With `trx`, the job is written in that transaction: it exists if and only
   * if the caller's writes commit. Workers find it at their next poll; `wake` runs it at once on this instance.
   */
  async send<Data extends object>(
    name: string,
    data: Data,
    options: { id: string; trx?: Transaction<Database> },
  ): Promise<void> {
    await this.boss.send(name, data, {
      id: options.id,
      ...(options.trx ? { db: transactionJobDatabase(options.trx) } : {}),
    });
  }

  /** Wakes this instance's worker of a queue: after `send` (and after its transaction has committed). */
  wake(name: string): void {
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** Cancels a job that has not finished: a waiting job never runs; a running handler sees it at its next check. */
  async cancel(name: string, id: string): Promise<void> {
    await this.boss.cancel(name, id);
  }

  /** The job's state, or null when pg-boss no longer holds it (never sent, or archived after it finished). */
  async state(name: string, id: string): Promise<JobState | null> {
    return (await this.boss.getJobById(name, id))?.state ?? null;
  }
}
