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
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/error-handling.js';
import { BODY_LIMIT, MAX_PARAM_LENGTH, MULTIPART_LIMITS, RATE_LIMIT_WINDOW } from './http/limits.js';
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
import { registerSignInRoutes } from './modules/auth-signin/signin-routes.js';
import { registerBracketRoutes } from './modules/brackets/brackets-routes.js';
import { registerConnectionRoutes } from './modules/connections/connections-routes.js';
import { createTestClock, registerDevRoutes } from './modules/dev/dev-routes.js';
import { registerGeneralRoutes } from './modules/general/general-routes.js';
import { registerHealthRoutes } from './modules/health/health-routes.js';
import { createMatchChatChannel } from './modules/match-chat/match-chat-channel.js';
import { registerMatchChatRoutes } from './modules/match-chat/match-chat-routes.js';
import { registerLoyaltyRoutes } from './modules/loyalty/loyalty-routes.js';
import { registerMatchHistoryRoutes } from './modules/match-history/match-history-routes.js';
import { registerMatchResultRoutes } from './modules/matchmaking/match-results-routes.js';
import { MatchmakingEngine } from './modules/matchmaking/matchmaking-engine.js';
import { registerMatchmakingRoutes } from './modules/matchmaking/matchmaking-routes.js';
import { registerMediaRoutes } from './modules/media/media-routes.js';
import { registerNotificationRoutes } from './modules/notifications/notifications-routes.js';
import { registerMissionRoutes } from './modules/pass/missions-routes.js';
import { registerPassRoutes } from './modules/pass/pass-routes.js';
import { registerPaymentRoutes } from './modules/payments/payments-routes.js';
import { registerMatchSync } from './modules/pass/sync-routes.js';
import { registerPostRoutes } from './modules/posts/posts-routes.js';
import { registerReferralRoutes } from './modules/referrals/referrals-routes.js';
import { registerRegistrationRoutes } from './modules/registrations/registrations-routes.js';
import { registerRewardCodeRoutes } from './modules/reward-codes/reward-codes-routes.js';
import { registerBugReportRoutes } from './modules/bug-reports/bug-reports-routes.js';
import { registerMatchRoutes } from './modules/matches/matches-routes.js';
import { createTournamentChannel } from './modules/matches/tournament-channel.js';
import { createSupportChannel } from './modules/support/support-channel.js';
import { registerSupportRoutes } from './modules/support/support-routes.js';
import { registerTeamRoutes } from './modules/teams/teams-routes.js';
import { registerTournamentRoutes } from './modules/tournaments/tournaments-routes.js';
import { registerCalendarRoutes } from './modules/calendar/calendar-routes.js';
import { registerUploadRoutes } from './modules/uploads/uploads-routes.js';
import { MULTIPART_FILE_SIZE_LIMIT } from './modules/uploads/uploads-service.js';
import { registerUserRoutes } from './modules/users/users-routes.js';
import { registerOpenApi } from './openapi/openapi.js';
import { createGameDataProvider, type GameDataProvider } from './providers/game-data/index.js';
import { databaseCompanions } from './providers/game-data/companions.js';
import { databaseLobbyJoins } from './providers/game-data/lobby-joins.js';
import { gameEndUrl, registerRiotGameEndRoute } from './providers/game-data/riot/game-end-route.js';
import { notificationsChannel } from './realtime/notifications-channel.js';
import { memoryMessageLimiter, redisMessageLimiter } from './realtime/message-limit.js';
import { SocketRealtime } from './realtime/realtime.js';

export interface BuildAppOptions {
  db: Db;
  config: AppConfig;
  /** "Now" for derived state; tests pin it. */
  clock?: () => Date;
  /** Replaces the provider named in the configuration (tests). */
  gameData?: GameDataProvider;
  /** Relays socket.io events between API instances (see `realtime/cluster-adapter.ts`); omitted: one instance. */
  realtimeAdapter?: ServerOptions['adapter'];
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
  app.setSerializerCompiler(serializerCompiler);
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
  // routes, which it hooks as they are added.
  await app.register(compress, { global: true, threshold: 1024 });

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
      lookupCompanions: databaseCompanions(db),
      riot: config.riot,
      tournamentCallbackUrl: gameEndUrl(config),
      log: app.log,
    });
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
    log: app.log,
  };
  app.decorate('context', context);
  registerAuthHooks(app, db, tokens);

  registerHealthRoutes(app, context, { redis, queue: () => jobs });
  registerSignInRoutes(app, context);
  registerUserRoutes(app, context);
  registerConnectionRoutes(app, context);
  registerUploadRoutes(app, context);
  registerGeneralRoutes(app);
  registerReferralRoutes(app, context);
  registerTournamentRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerBracketRoutes(app, context);
  registerRegistrationRoutes(app, context);
  registerTeamRoutes(app, context);
  registerPostRoutes(app, context);
  registerPassRoutes(app, context);
  registerMissionRoutes(app, context);
  registerLoyaltyRoutes(app, context);
  registerRewardCodeRoutes(app, context);
  registerPaymentRoutes(app, context);
  registerBugReportRoutes(app, context);
  const jobs = new JobQueue(db, {
    onError: (error) => app.log.error({ err: error }, 'background job queue'),
  });
  registerMatchSync(app, context, jobs);
  registerNotificationRoutes(app, context);
  registerMatchHistoryRoutes(app, context);
  registerSupportRoutes(app, context);
  registerMatchRoutes(app, context);
  registerRiotGameEndRoute(app, context);
  registerMatchChatRoutes(app, context);
  const matchmaking = new MatchmakingEngine(context, {
    strategy: config.matchmakingStrategy,
    onError: (error) => app.log.error({ err: error }, 'matchmaking pass failed'),
  });
  registerMatchmakingRoutes(app, context, matchmaking);
  registerMatchResultRoutes(app, context);
  registerDevRoutes(app, context, testClock);
  // Timer passes start once the app is ready (migrations have run) and stop when it closes.
  app.addHook('onReady', async () => matchmaking.start());
  app.addHook('preClose', async () => matchmaking.stop());
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('onReady', async () => app.loyaltyBoard.start());
  app.addHook('preClose', async () => app.loyaltyBoard.stop());
  registerMediaRoutes(app);

  realtime.attach({
    httpServer: app.server,
    origins: config.portalOrigins,
    db,
    tokens,
    channels: [
      notificationsChannel,
      createSupportChannel(context),
      createTournamentChannel(context),
      createMatchChatChannel(context),
    ],
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
