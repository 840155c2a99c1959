import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerOptions } from 'socket.io';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAuthHooks } from './auth/request-user.js';
import { createTokenService } from './auth/tokens.js';
import type { AppConfig } from './config.js';
import { type AppContext, createAssetUrl } from './context.js';
import type { Db } from './db/database.js';
import { apiError } from './errors.js';
import { JobQueue } from './jobs/job-queue.js';
import { registerJsonParser } from './http/body-parsers.js';
import { createCompressionMemo } from './http/compression-memo.js';
import { rememberSharedAnswers } from './http/shared-answer.js';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handling.js';
import {
  BODY_LIMIT,
  clientAddress,
  MAX_PARAM_LENGTH,
  MULTIPART_FILE_SIZE_LIMIT,
  MULTIPART_LIMITS,
  RATE_LIMIT_WINDOW,
} from './http/limits.js';
import {
  createRedisClient,
  redisRateLimitStore,
  throttledWarning,
  waitForRedis,
} from './http/redis-rate-limit.js';
import { loggerOptions } from './http/log-redaction.js';
import { registerNulGuard } from './http/nul-guard.js';
import { registerRouteTable } from './http/route-table.js';
import { TtlCache } from './http/ttl-cache.js';
import type { ArenaModule, ModuleHost, ModuleParts } from './arena-module.js';
import { type DemoContent, NO_DEMO_CONTENT } from './demo-content.js';
import { schedulePeriodicPass } from './jobs/periodic-pass.js';
import { authSigninModule } from './modules/auth-signin/auth-signin-module.js';
import { bracketsModule } from './modules/brackets/brackets-module.js';
import { bugReportsModule } from './modules/bug-reports/bug-reports-module.js';
import { calendarModule } from './modules/calendar/calendar-module.js';
import { connectionsModule } from './modules/connections/connections-module.js';
import { devModule } from './modules/dev/dev-module.js';
import { generalModule } from './modules/general/general-module.js';
import { healthModule } from './modules/health/health-module.js';
import { homeModule } from './modules/home/home-module.js';
import { loyaltyModule } from './modules/loyalty/loyalty-module.js';
import { matchChatModule } from './modules/match-chat/match-chat-module.js';
import { matchHistoryModule } from './modules/match-history/match-history-module.js';
import { matchesModule } from './modules/matches/matches-module.js';
import { matchmakingModule } from './modules/matchmaking/matchmaking-module.js';
import { mediaModule } from './modules/media/media-module.js';
import { moderationModule } from './modules/moderation/moderation-module.js';
import { notificationsModule } from './modules/notifications/notifications-module.js';
import { organizerModule } from './modules/organizer/organizer-module.js';
import { publicProfilesModule } from './modules/public-profiles/public-profiles-module.js';
import { sitemapModule } from './modules/sitemap/sitemap-module.js';
import { pushModule } from './modules/push/push-module.js';
import { passModule } from './modules/pass/pass-module.js';
import { paymentsModule } from './modules/payments/payments-module.js';
import { postsModule } from './modules/posts/posts-module.js';
import { referralsModule } from './modules/referrals/referrals-module.js';
import { registrationsModule } from './modules/registrations/registrations-module.js';
import { rewardCodesModule } from './modules/reward-codes/reward-codes-module.js';
import { staffModule } from './modules/staff/staff-module.js';
import { supportModule } from './modules/support/support-module.js';
import { teamsModule } from './modules/teams/teams-module.js';
import { tournamentsModule } from './modules/tournaments/tournaments-module.js';
import { uploadsModule } from './modules/uploads/uploads-module.js';
import { usersModule } from './modules/users/users-module.js';
import { registerOpenApi } from './openapi/openapi.js';
import { createGameDataProvider, type GameDataProvider } from './providers/game-data/index.js';
import { databasePlaymates } from './providers/game-data/companions.js';
import { databaseLobbyJoins } from './providers/game-data/lobby-joins.js';
import { gameEndUrl } from './providers/game-data/riot/game-end-url.js';
import { notificationsChannel } from './realtime/notifications-channel.js';
import { memoryMessageLimiter, redisMessageLimiter } from './realtime/message-limit.js';
import { SocketRealtime } from './realtime/realtime.js';
import { createFileStorage } from './storage/create-storage.js';
import { createTestClock } from './test-clock.js';

/**
 * Every domain module, each wired below in the same loop: its routes in this order, then its socket channels,
 * queued jobs, ready work, periodic passes and services. Which module may import which is fixed by the layers
 * in api/README.md (linted); this list is only the order of registration.
 */
export const MODULES: readonly ArenaModule[] = [
  healthModule,
  authSigninModule,
  usersModule,
  connectionsModule,
  uploadsModule,
  generalModule,
  referralsModule,
  tournamentsModule,
  calendarModule,
  bracketsModule,
  registrationsModule,
  teamsModule,
  postsModule,
  homeModule,
  passModule,
  loyaltyModule,
  rewardCodesModule,
  paymentsModule,
  bugReportsModule,
  staffModule,
  moderationModule,
  notificationsModule,
  pushModule,
  matchHistoryModule,
  supportModule,
  matchesModule,
  matchChatModule,
  matchmakingModule,
  organizerModule,
  publicProfilesModule,
  sitemapModule,
  devModule,
  mediaModule,
];

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** "Now" for derived state; tests pin it. */
  clock?: () => Date;
  /** Replaces the provider named in the configuration (tests). */
  gameData?: GameDataProvider;
  /** Relays socket.io events between API instances (see `realtime/cluster-adapter.ts`); omitted: one instance. */
  realtimeAdapter?: ServerOptions['adapter'];
  /**
   * The seeded demo's images and featured sign-in players (`seed/demo-content.ts`): `main.ts` and the test app
   * pass it; omitted, those images answer 404.
   */
  demo?: DemoContent;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Services and configuration the feature modules share. */
    context: AppContext;
  }
}

/**
 * The API as a Fastify instance: every route, the sign-in stand-in, generated images and socket.io on the same
 * HTTP server. Tests call it with an in-memory database and use `app.inject`; `main.ts` adds `listen`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  // ARENA_TEST_CLOCK=1 (e2e, load test): "now" can be moved through POST /v1/dev/clock.
  const testClock = config.testClock ? createTestClock(options.clock ?? (() => new Date())) : null;
  const clock = testClock?.now ?? options.clock ?? (() => new Date());

  const app = Fastify({
    // No token in any log: request addresses are logged with their secrets redacted (http/log-redaction.ts).
    logger: config.logLevel ? loggerOptions(config.logLevel) : false,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  registerRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  // An answer many requests share is serialized once (http/shared-answer.ts).
  app.setSerializerCompiler(rememberSharedAnswers(serializerCompiler));
  registerJsonParser(app);
  registerErrorHandling(app);
  registerNulGuard(app);

  await app.register(cors, {
    origin: config.portalOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    maxAge: 600,
  });

  // Replies over 1 KB go out compressed (brotli at quality 4, or gzip): a tournament list is 55 KB of JSON, and a
  // phone on a slow network waits for every byte before the page can draw (DESIGN §8). Registered before the
  // routes, which it hooks as they are added. Bodies up to 512 KB are compressed in one call, through a memo of
  // recent bodies (http/compression-memo.ts): a list many players get alike is compressed once (issue 34).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 512 * 1024,
    zlib: createCompressionMemo().zlib,
  });

  // REDIS_URL: every instance counts in the same Redis, so N instances still allow the limit once (DESIGN §9).
  // Every Redis call is bounded (`createRedisClient`); a failed count lets the global limit through (fail open) and
  // refuses the routes whose own limit says `skipOnError: false` (fail closed): the table is in `http/limits.ts`.
  const redisProblem = throttledWarning(app.log, 10_000);
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, (error) => redisProblem(error, 'redis connection error'))
    : null;
  if (redis) {
    app.addHook('onReady', async () => {
      if (!(await waitForRedis(redis, 2_000))) app.log.warn('redis is not reachable yet; /ready says so');
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.perMinute,
    timeWindow: RATE_LIMIT_WINDOW,
    keyGenerator: clientAddress,
    ...(redis
      ? {
          store: redisRateLimitStore(redis, {
            nameSpace: 'arena:rate-limit:',
            onError: (error) => redisProblem(error, 'redis (rate limits) error'),
          }),
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      apiError('rateLimited', { details: { retryAfterMs: context.ttl, limit: context.max } }),
  });

  // Multipart bodies (image uploads) for every module; `readImageUpload` reads and checks them.
  await app.register(multipart, {
    limits: { fileSize: MULTIPART_FILE_SIZE_LIMIT, ...MULTIPART_LIMITS },
  });

  // Before every route: the API document is collected as routes are registered.
  await registerOpenApi(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const tokens = createTokenService(config.jwtSecret, clock);
  const realtime = new SocketRealtime();
  const gameData =
    options.gameData ??
    createGameDataProvider(config.gameDataProvider, {
      clock,
      lookupGameName: async (puuid) =>
        (await db.selectFrom('users').select('game_name').where('puuid', '=', puuid).executeTakeFirst())
          ?.game_name ?? null,
      lookupAccount: async (puuid) => {
        const row = await db
          .selectFrom('users')
          .select(['game_name', 'tag_line'])
          .where('puuid', '=', puuid)
          .executeTakeFirst();
        return row ? { gameName: row.game_name, tagLine: row.tag_line } : null;
      },
      lobbyJoins: databaseLobbyJoins(db),
      lookupCompanions: databasePlaymates(db),
      riot: config.riot,
      tournamentCallbackUrl: gameEndUrl(config),
      log: app.log,
    });
  const storage = await createFileStorage(config.uploadStorage);
  app.addHook('onClose', async () => storage.close());
  const context: AppContext = {
    db,
    config,
    tokens,
    gameData,
    realtime,
    clock,
    jobsHeld: testClock?.jobsHeld,
    cache: new TtlCache(),
    assetUrl: createAssetUrl(config.publicUrl),
    storage,
    log: app.log,
  };
  app.decorate('context', context);
  registerAuthHooks(app, db, tokens, clock);

  const jobs = new JobQueue(db, {
    onError: (error) => app.log.error({ err: error }, 'background job queue'),
  });
  const host: ModuleHost = { jobs, redis, testClock, demo: options.demo ?? NO_DEMO_CONTENT };

  // Every module in one loop: routes now, the rest collected and started once the app is ready.
  const parts: ModuleParts[] = MODULES.map((module) => {
    const added = module.parts(context, host);
    added.routes?.(app);
    return added;
  });
  for (const part of parts) for (const job of part.jobs ?? []) jobs.define(job);
  // Ready work first (migrations have run), then the periodic passes (their first turn awaited), the in-process
  // services and the job queue; closing stops every one of them before the sockets close.
  for (const part of parts) if (part.ready) app.addHook('onReady', part.ready);
  for (const part of parts) for (const pass of part.periodic ?? []) schedulePeriodicPass(app, context, pass);
  for (const service of parts.flatMap((part) => part.services ?? [])) {
    app.addHook('onReady', async () => service.start());
    app.addHook('preClose', async () => service.stop());
  }
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());

  realtime.attach({
    httpServer: app.server,
    origins: config.portalOrigins,
    db,
    tokens,
    clock,
    channels: [notificationsChannel, ...parts.flatMap((part) => part.sockets ?? [])],
    log: app.log,
    adapter: options.realtimeAdapter,
    messageLimit: redis
      ? redisMessageLimiter(redis, {
          onError: (error) => redisProblem(error, 'redis (chat limit) error'),
        })
      : memoryMessageLimiter(),
  });
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', async () => realtime.close());

  return app;
}
