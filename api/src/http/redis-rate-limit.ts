import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { REDIS_COMMAND_TIMEOUT_MS } from '../config.js';
import { apiError } from '../errors.js';

/**
 * The API's Redis client (`REDIS_URL`): rate limits, the chat message limit, readiness. Every call is bounded, so
 * a slow, paused or stopped Redis costs a request at most `REDIS_COMMAND_TIMEOUT_MS`, never a hang:
 * - `commandTimeout`: a command without an answer in time fails (a paused Redis keeps the connection open);
 * - `enableOfflineQueue: false`: while disconnected, a command fails at once instead of waiting for a reconnect;
 * - `maxRetriesPerRequest: 0`: a command lost with its connection is not sent again.
 * The client keeps reconnecting in the background (ioredis's default backoff, up to 2 s).
 */
export function createRedisClient(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: 500,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: false,
  });
  redis.on('error', onError);
  return redis;
}

/** Waits until the client is connected, at most `timeoutMs` (a start with Redis down goes on; readiness says so). */
export async function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}

/** INCR with the window set on the first hit: the fixed-window count of `@fastify/rate-limit`'s own Redis store. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[1], ARGV[1])
    ttl = tonumber(ARGV[1])
  end
end
return {current, ttl}
`;

/** The error a failed count becomes: a fail-closed limit answers it (503, 5003); a fail-open one skips it. */
export function rateLimitUnavailable(): Error {
  return apiError('serviceUnavailable', {
    message: 'Request limits cannot be checked right now; try again in a moment',
    details: { dependency: 'redis' },
  });
}

/**
 * `@fastify/rate-limit`'s store over the API's bounded Redis client. It counts as the plugin's own Redis store does
 * (one key per client and route under `nameSpace`), but a failed or timed-out count becomes `rateLimitUnavailable()`:
 * with the plugin's `skipOnError` (the global limit) the request goes on uncounted; a route limit with
 * `skipOnError: false` answers it as 503 in the error shape (see `limits.ts` for which limit does which).
 */
export function redisRateLimitStore(
  redis: Redis,
  options: { nameSpace: string; onError: (error: unknown) => void },
): FastifyRateLimitStoreCtor {
  const run = (key: string, timeWindow: number) =>
    redis.eval(INCREMENT, 1, key, timeWindow) as Promise<[number, number]>;

  function store(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        run(`${prefix}${key}`, timeWindow).then(
          ([current, ttl]) => callback(null, { current, ttl }),
          (error: unknown) => {
            options.onError(error);
            callback(rateLimitUnavailable());
          },
        );
      },
      // The plugin passes the route's merged limit options, the route itself under `routeInfo` (typed otherwise).
      child(routeOptions) {
        const { routeInfo } = routeOptions as unknown as { routeInfo: { method?: unknown; url?: string } };
        return store(`${prefix}${String(routeInfo.method)}${routeInfo.url}-`);
      },
    };
  }

  return class RedisRateLimitStore {
    constructor() {
      return store(options.nameSpace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * A warning logger for a failing dependency that says it once per `intervalMs` (with how many were left out), not
 * once per request.
 */
export function throttledWarning(
  log: Pick<FastifyBaseLogger, 'warn'>,
  intervalMs: number,
): (error: unknown, message: string) => void {
  let last = 0;
  let skipped = 0;
  return (error, message) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      skipped += 1;
      return;
    }
    log.warn({ err: error, skipped }, message);
    last = now;
    skipped = 0;
  };
}
