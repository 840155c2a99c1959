import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { standInsEnabled } from '../../config.js';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import { contractRoute } from '../../http/contract-route.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { pingDatabase } from './health-service.js';

/** What `/ready` looks at besides the database. */
export interface ReadinessDependencies {
  /** The rate-limit Redis (`REDIS_URL`), or null when limits are counted in memory. */
  redis: Redis | null;
  /** The background job queue (created after the routes are registered, hence a getter). */
  queue: () => Pick<JobQueue, 'isRunning'> | undefined;
}

/** How long `/ready` waits for one dependency. */
const CHECK_TIMEOUT_MS = 1_000;

type CheckResult = 'ok' | 'not configured';

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The apps told to shut down (`markShuttingDown`): their `/ready` answers 503 before `close` begins. */
const shuttingDown = new WeakSet<FastifyInstance>();

/**
 * Turns this app's readiness off at once (a graceful shutdown's first step), while it still serves everything
 * else; `close` keeps it off.
 */
export function markShuttingDown(app: FastifyInstance): void {
  shuttingDown.add(app);
}

export const STAND_IN_WARNING =
  'The sign-in and consent stand-ins are on (ARENA_ALLOW_STAND_IN=1): anyone can sign in as any player. Demo only.';

/**
 * `/health` is liveness (the process answers and reaches its database): a load balancer or Kubernetes restarts an
 * instance that fails it. `/ready` is readiness (DESIGN §9): the database, Redis when configured, and the job queue
 * answer; an instance that fails it (or is shutting down) gets no traffic but is not restarted.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  context: AppContext,
  dependencies: ReadinessDependencies = { redis: null, queue: () => undefined },
): void {
  const forcedStandIns = context.config.standInsForced === true && standInsEnabled(context.config);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  /** Liveness and database reachability, for load balancers and the start script. */
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'GET /health'),
    config: { rateLimit: false },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        await pingDatabase(context.db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw apiError('internal', { message: 'Database unreachable', statusCode: 503 });
      }
      // Said on every answer, so whoever watches the instance sees it.
      if (forcedStandIns)
        return { status: 'ok' as const, standIns: true as const, warning: STAND_IN_WARNING };
      return { status: 'ok' as const };
    },
  });

  const checks: Record<string, () => Promise<CheckResult>> = {
    database: async () => {
      await within(pingDatabase(context.db), 'the database');
      return 'ok';
    },
    redis: async () => {
      const { redis } = dependencies;
      if (!redis) return 'not configured';
      if (redis.status !== 'ready') throw new Error(`redis connection is ${redis.status}`);
      await within(redis.ping(), 'redis');
      return 'ok';
    },
    queue: async () => {
      if (!dependencies.queue()?.isRunning()) throw new Error('the job queue is not running');
      return 'ok';
    },
  };

  /** Readiness: every dependency answers (503 naming the failed ones otherwise). */
  app.withTypeProvider<ZodTypeProvider>().route({
    ...contractRoute(app, 'GET /ready'),
    config: { rateLimit: false },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (closing || shuttingDown.has(app)) {
        throw apiError('serviceUnavailable', {
          message: 'This instance is shutting down',
          details: { failed: ['shutdown'] },
        });
      }
      const names = Object.keys(checks);
      const settled = await Promise.allSettled(names.map((name) => checks[name]!()));
      const results: Record<string, CheckResult> = {};
      const failed: string[] = [];
      const reasons: Record<string, string> = {};
      settled.forEach((outcome, index) => {
        const name = names[index]!;
        if (outcome.status === 'fulfilled') results[name] = outcome.value;
        else {
          failed.push(name);
          reasons[name] = outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason);
        }
      });
      if (failed.length > 0) {
        request.log.warn({ failed, reasons }, 'readiness check failed');
        throw apiError('serviceUnavailable', {
          message: `Not ready: ${failed.join(', ')} unavailable`,
          // The reasons go to the log only (they may name internal hosts).
          details: { failed },
        });
      }
      return { status: 'ready' as const, checks: results };
    },
  });
}
