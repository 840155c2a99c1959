import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/request-user.js';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../http/contract-route.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import { DEFAULT_SYNC_SETTINGS, MATCH_SYNC_QUEUE, type MatchSyncData, runMatchSync } from './sync-job.js';
import { cancelMatchSync, matchSyncStatus, startMatchSync } from './sync-service.js';

/**
 * The pass's match sync (P2 §4, §7): its three endpoints; its job runs on the queue (`matchSyncJob`). A sync that
 * the API's shutdown interrupts runs again (here after a restart, or on another instance) up to this many times.
 */
const SYNC_RETRY_LIMIT = 10;
/** A sync still active this long after it started is taken as lost with its instance, and run again. */
const SYNC_EXPIRE_SECONDS = 5 * 60;

/** The match sync's queued job, with the configured settings. */
export function matchSyncJob(context: AppContext): JobDefinition<MatchSyncData> {
  const settings = { ...DEFAULT_SYNC_SETTINGS, ...context.config.passSync };
  return {
    name: MATCH_SYNC_QUEUE,
    retryLimit: SYNC_RETRY_LIMIT,
    expireInSeconds: SYNC_EXPIRE_SECONDS,
    run: (job) => runMatchSync(context, job, settings),
  };
}

export function registerMatchSyncRoutes(app: FastifyInstance, context: AppContext, jobs: JobQueue): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  routes.route({
    ...contractRoute(app, 'POST /v1/menapass/sync'),
    handler: async (request) => ({ data: await startMatchSync(db, jobs, signedInUser(request)) }),
  });

  routes.route({
    ...contractRoute(app, 'GET /v1/menapass/sync-status/:jobId'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return matchSyncStatus(db, jobs, signedInUser(request).id, request.params.jobId);
    },
  });

  routes.route({
    ...contractRoute(app, 'POST /v1/menapass/cancel-sync/:jobId'),
    handler: async (request) => cancelMatchSync(db, jobs, signedInUser(request).id, request.params.jobId),
  });
}
