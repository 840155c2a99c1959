import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from './context.js';
import type { DemoContent } from './demo-content.js';
import type { JobDefinition, JobQueue } from './jobs/job-queue.js';
import type { PeriodicPass } from './jobs/periodic-pass.js';
import type { AnyRealtimeChannel } from './realtime/realtime.js';
import type { TestClock } from './test-clock.js';

/** What `app.ts` hands every module besides the context: the app-wide pieces a few modules need. */
export interface ModuleHost {
  /** The background job queue (pg-boss): routes enqueue on it; the modules' `jobs` run on it. */
  jobs: JobQueue;
  /** The rate-limit Redis (`REDIS_URL`), or null when limits are counted in memory. */
  redis: Redis | null;
  /** The movable clock of a test server (`ARENA_TEST_CLOCK=1`), else null. */
  testClock: TestClock | null;
  /** The seeded demo's images and featured players, passed in by `main.ts` and the test app. */
  demo: DemoContent;
}

/** Something that runs for the app's lifetime in this process (a pairing timer, an in-memory board). */
export interface ModuleService {
  /** Called once the app is ready (after the modules' `ready` work). */
  start(): void | Promise<void>;
  /** Called before the app closes; resolves once its work in progress has finished. */
  stop(): Promise<void>;
}

/** What a domain module adds to one app. `app.ts` wires every part of every module in one loop. */
export interface ModuleParts {
  /** Registers its HTTP routes (and the hooks that belong to them). */
  routes?: (app: FastifyInstance) => void;
  /** Its socket.io channels. */
  sockets?: AnyRealtimeChannel[];
  /**
   * Background passes: each runs once the app is ready, then every `everyMs`, one turn at a time, skipped while a
   * test server holds background work; closing the app stops them and waits for a turn in progress
   * (`jobs/periodic-pass.ts`).
   */
  periodic?: PeriodicPass[];
  /** Queued jobs (pg-boss) it defines; they run once the app is ready and stop with it. */
  jobs?: JobDefinition<never>[];
  /** Work that must finish before the app is ready (a file to open, codes to issue); a failure fails the start. */
  ready?: () => Promise<void>;
  /** In-process services started when the app is ready and stopped before it closes. */
  services?: ModuleService[];
}

/**
 * A domain of `modules/<name>`: one object, exported by its `<name>-module.ts`. `parts` is called once per app; the
 * state its parts share (an engine, a board) lives in that call. Modules import only lower layers (api/README.md).
 *
 * @example export const pollsModule: ArenaModule = { name: 'polls', parts: (context) => ({ routes: (app) => registerPollRoutes(app, context) }) };
 */
export interface ArenaModule {
  name: string;
  parts: (context: AppContext, host: ModuleHost) => ModuleParts;
}

/** A job definition as a module lists it (the queue stores any JSON payload). */
export function moduleJob<Data>(definition: JobDefinition<Data>): JobDefinition<never> {
  return definition as unknown as JobDefinition<never>;
}
