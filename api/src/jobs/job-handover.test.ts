import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createDatabase, type Db } from '../db/database.js';
import { type PostgresServer, startPostgres } from '../testing/postgres-server.js';
import { NO_POSTGRES } from '../testing/several-instances.js';
import { JobInterrupted, JobQueue, type JobState, type RunningJob } from './job-queue.js';

const noErrors = (error: unknown) => assert.fail(`job queue error: ${String(error)}`);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) assert.fail(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Two API instances' job queues over one Postgres, as a rolling restart sees them: the instance that gets SIGTERM
 * stops its queue (`JobQueue.stop`, from the app's `preClose`) while a job runs. Each job's work is counted where it
 * completes: whichever instance finishes it, it is finished once.
 */
describe('a job running when its instance shuts down', { skip: NO_POSTGRES }, () => {
  let server: PostgresServer;
  const pools: Db[] = [];
  /** Each finished job's id, once per time its work was done, and which instance did it. */
  const finished: { id: string; instance: string; retryCount: number }[] = [];
  const started: string[] = [];

  /** An instance's queue: `quick` ignores the shutdown signal and ends in 300 ms; `long` stops at the signal. */
  const instance = (name: string) => {
    const db = createDatabase({ kind: 'postgres', url: server.url });
    pools.push(db);
    const queue = new JobQueue(db, { onError: noErrors, pollingIntervalSeconds: 0.5 });
    const done = (job: RunningJob<unknown>) =>
      finished.push({ id: job.id, instance: name, retryCount: job.retryCount });
    queue.define({
      name: 'quick',
      retryLimit: 3,
      expireInSeconds: 60,
      run: async (job) => {
        started.push(job.id);
        await new Promise((resolve) => setTimeout(resolve, 300));
        done(job);
      },
    });
    queue.define({
      name: 'long',
      retryLimit: 3,
      expireInSeconds: 60,
      run: async (job) => {
        started.push(job.id);
        const stopped = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 2_000);
          job.signal.addEventListener(
            'abort',
            () => {
              clearTimeout(timer);
              resolve(true);
            },
            { once: true },
          );
        });
        if (stopped) throw new JobInterrupted();
        done(job);
      },
    });
    return queue;
  };

  before(async () => {
    server = await startPostgres();
  });
  after(async () => {
    for (const db of pools) await db.destroy();
    await server?.stop();
  });

  test('a job that can finish is finished by the stopping instance; one that stops is finished by the other', async () => {
    const stopping = instance('stopping');
    await stopping.start();
    const quickId = randomUUID();
    const longId = randomUUID();
    await stopping.send('quick', {}, { id: quickId });
    await stopping.send('long', {}, { id: longId });
    stopping.wake('quick');
    stopping.wake('long');
    await until(async () => [quickId, longId].every((id) => started.includes(id)), Boolean);

    // The other instance polls while the first one stops (its graceful stop waits for the quick job).
    const other = instance('other');
    await other.start();
    try {
      await stopping.stop();
      const stateOf = (queueName: string, id: string) => other.state(queueName, id);
      assert.equal(
        await until<JobState | null>(
          () => stateOf('quick', quickId),
          (state) => state === 'completed',
        ),
        'completed',
      );
      assert.equal(
        await until<JobState | null>(
          () => stateOf('long', longId),
          (state) => state === 'completed',
        ),
        'completed',
      );
      // Given the other instance a few more polls to run anything twice.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      assert.deepEqual(
        finished.filter((job) => job.id === quickId),
        [{ id: quickId, instance: 'stopping', retryCount: 0 }],
      );
      assert.deepEqual(
        finished.filter((job) => job.id === longId),
        [{ id: longId, instance: 'other', retryCount: 1 }],
      );
    } finally {
      await other.stop();
    }
  });
});
