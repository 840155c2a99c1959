import type { Redis } from 'ioredis';

/**
 * The chat message limit (10 messages in any 10 s), counted per player — not per socket, so reconnecting or
 * opening a second tab does not reset it. In memory for one instance; in Redis (`REDIS_URL`) for all of them.
 */
export interface MessageRateLimiter {
  /** Counts one message for `key` and answers true, or answers false (nothing counted) when over the limit. */
  take(key: string, now?: number): Promise<boolean>;
}

export const CHAT_MESSAGE_LIMIT = 10;
export const CHAT_MESSAGE_WINDOW_MS = 10_000;

/** One instance's own count: the send times of each key within the window. */
export function memoryMessageLimiter(
  limit = CHAT_MESSAGE_LIMIT,
  windowMs = CHAT_MESSAGE_WINDOW_MS,
): MessageRateLimiter {
  const sent = new Map<string, number[]>();
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of sent) if (times.every((time) => now - time >= windowMs)) sent.delete(key);
  };
  return {
    async take(key, now = Date.now()) {
      sweep(now);
      const times = (sent.get(key) ?? []).filter((time) => now - time < windowMs);
      if (times.length >= limit) {
        sent.set(key, times);
        return false;
      }
      times.push(now);
      sent.set(key, times);
      return true;
    },
  };
}

/**
 * A sliding log in a Redis sorted set per key (`arena:chat-limit:<key>`), trimmed, counted and added to in one
 * script, so every instance counts the same messages.
 */
const SLIDING_LOG = `
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
if redis.call('ZCARD', key) >= limit then return 0 end
redis.call('ZADD', key, now, ARGV[4])
redis.call('PEXPIRE', key, window)
return 1
`;

export function redisMessageLimiter(
  redis: Redis,
  options: { limit?: number; windowMs?: number; onError?: (error: unknown) => void } = {},
): MessageRateLimiter {
  const limit = options.limit ?? CHAT_MESSAGE_LIMIT;
  const windowMs = options.windowMs ?? CHAT_MESSAGE_WINDOW_MS;
  let sequence = 0;
  return {
    async take(key, now = Date.now()) {
      sequence = (sequence + 1) % 1_000_000_000;
      const member = `${now}:${process.pid}:${sequence}:${Math.random().toString(36).slice(2, 8)}`;
      try {
        const allowed = await redis.eval(
          SLIDING_LOG,
          1,
          `arena:chat-limit:${key}`,
          now,
          windowMs,
          limit,
          member,
        );
        return allowed === 1;
      } catch (error) {
        // Redis unreachable or slow (each call gives up after REDIS_COMMAND_TIMEOUT_MS): fail open, the chat keeps
        // working uncounted, as the global HTTP limit does (the table of limits is in `http/limits.ts`).
        options.onError?.(error);
        return true;
      }
    },
  };
}
