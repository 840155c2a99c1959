import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The game publisher's routing values. Account-v1 and match-v5 are served per regional cluster; a player's
 * platform (`me1`, `euw1`, `na1`...) picks the cluster (the publisher's routing table).
 */
export type RiotRegion = 'americas' | 'europe' | 'asia' | 'sea';

const PLATFORM_REGIONS: Readonly<Record<string, RiotRegion>> = {
  na1: 'americas',
  br1: 'americas',
  la1: 'americas',
  la2: 'americas',
  euw1: 'europe',
  eun1: 'europe',
  tr1: 'europe',
  ru: 'europe',
  me1: 'europe',
  kr: 'asia',
  jp1: 'asia',
  oc1: 'sea',
  sg2: 'sea',
  tw2: 'sea',
  vn2: 'sea',
  ph2: 'sea',
  th2: 'sea',
};

/** The cluster of a platform id (`ME1_123` match ids carry it too); the Middle East's (europe) when unknown. */
export function regionOfPlatform(platform: string | undefined | null): RiotRegion {
  return PLATFORM_REGIONS[(platform ?? 'me1').toLowerCase()] ?? 'europe';
}

/** Account-v1 has no `sea` cluster: those accounts are read from `asia`. */
export function accountRegionOf(region: RiotRegion): Exclude<RiotRegion, 'sea'> {
  return region === 'sea' ? 'asia' : region;
}

/** A failed call to the publisher: the HTTP status (0 for a network failure) and the path, never the key. */
export class RiotApiError extends Error {
  override name = 'RiotApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** The log lines the client writes (pino's signature); the key is never part of them. */
export interface RiotLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

/** One rate window: at most `count` calls per `windowMs` (the publisher publishes them per key and region). */
export interface RateWindow {
  count: number;
  windowMs: number;
}

/** A development key's published application limits: 20 calls a second and 100 every two minutes. */
export const DEVELOPMENT_KEY_LIMITS: readonly RateWindow[] = [
  { count: 20, windowMs: 1000 },
  { count: 100, windowMs: 120_000 },
];

export interface RiotClientOptions {
  apiKey: string;
  /** Replaces every `https://{region}.api.riotgames.com` host (a stand-in, staging); paths stay the same. */
  baseUrl?: string | null;
  limits?: readonly RateWindow[];
  /** Attempts of one call on 5xx and network failures (default 4), with exponential backoff. */
  attempts?: number;
  /** First backoff delay (default 250 ms), doubled each attempt. */
  backoffMs?: number;
  /** How many `429`s one call waits out before giving up (default 5). */
  maxRateLimitWaits?: number;
  /** Longest wait one call accepts (default 60 s); a longer `Retry-After` fails the call instead. */
  maxWaitMs?: number;
  /** Per-attempt timeout (default 10 s). */
  timeoutMs?: number;
  log?: RiotLog;
  fetch?: typeof fetch;
}

/** Calls in the current windows of one key and region; waits when a window is full or after a `429`. */
class RegionLimiter {
  private readonly starts: number[] = [];
  private blockedUntil = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly limits: readonly RateWindow[]) {}

  /** Resolves when one more call may go out, in arrival order. */
  acquire(): Promise<void> {
    const turn = this.queue.then(async () => {
      for (;;) {
        const now = Date.now();
        const longest = Math.max(0, ...this.limits.map((limit) => limit.windowMs));
        while (this.starts.length && this.starts[0] <= now - longest) this.starts.shift();
        let waitMs = Math.max(0, this.blockedUntil - now);
        for (const limit of this.limits) {
          const inWindow = this.starts.filter((start) => start > now - limit.windowMs);
          if (inWindow.length >= limit.count) {
            waitMs = Math.max(waitMs, inWindow[inWindow.length - limit.count] + limit.windowMs - now);
          }
        }
        if (waitMs <= 0) break;
        await sleep(waitMs);
      }
      this.starts.push(Date.now());
    });
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** A `429`: nobody on this key and region calls before `Retry-After` has passed. */
  block(untilMs: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, untilMs);
  }
}

/**
 * The publisher's HTTP API: the `X-Riot-Token` header, one limiter per key and region, `429` answers waited out
 * for their `Retry-After`, 5xx and network failures retried with exponential backoff. The key goes in the header
 * only; log lines and errors name the method, path, region and status.
 */
export class RiotClient {
  private readonly limiters = new Map<string, RegionLimiter>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RiotClientOptions) {
    if (!options.apiKey) throw new Error('The publisher API needs a key (RIOT_API_KEY)');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private hostOf(region: RiotRegion): string {
    return (this.options.baseUrl ?? `https://${region}.api.riotgames.com`).replace(/\/+$/, '');
  }

  private limiterOf(region: RiotRegion): RegionLimiter {
    // Per key and region: a key change (a new client) starts new windows.
    let limiter = this.limiters.get(region);
    if (!limiter) {
      limiter = new RegionLimiter(this.options.limits ?? DEVELOPMENT_KEY_LIMITS);
      this.limiters.set(region, limiter);
    }
    return limiter;
  }

  /** GET a JSON answer; null on 404. */
  get<T>(region: RiotRegion, path: string): Promise<T | null> {
    return this.call<T>('GET', region, path);
  }

  /** POST a JSON body, answer JSON. */
  async post<T>(region: RiotRegion, path: string, body: unknown): Promise<T> {
    const answer = await this.call<T>('POST', region, path, body);
    if (answer === null) throw new RiotApiError(404, path, `POST ${path} answered 404`);
    return answer;
  }

  private async call<T>(method: string, region: RiotRegion, path: string, body?: unknown): Promise<T | null> {
    const attempts = this.options.attempts ?? 4;
    const backoffMs = this.options.backoffMs ?? 250;
    const maxWaits = this.options.maxRateLimitWaits ?? 5;
    const maxWaitMs = this.options.maxWaitMs ?? 60_000;
    const limiter = this.limiterOf(region);
    const url = `${this.hostOf(region)}${path}`;
    let failures = 0;
    let waits = 0;
    for (;;) {
      await limiter.acquire();
      let response: Response;
      try {
        response = await this.fetch(url, {
          method,
          headers: {
            'X-Riot-Token': this.options.apiKey,
            Accept: 'application/json',
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        failures += 1;
        const reason = error instanceof Error ? error.name : 'failure';
        this.options.log?.warn(
          { method, region, path, attempt: failures, reason },
          'publisher API unreachable',
        );
        if (failures >= attempts) {
          throw new RiotApiError(0, path, `${method} ${path} failed: the publisher API is unreachable`);
        }
        await sleep(backoffMs * 2 ** (failures - 1));
        continue;
      }
      const { status } = response;
      if (status === 429) {
        const retryAfterMs = retryAfterOf(response.headers.get('retry-after'));
        await response.body?.cancel();
        waits += 1;
        this.options.log?.warn(
          {
            method,
            region,
            path,
            status,
            retryAfterMs,
            limitType: response.headers.get('x-rate-limit-type'),
          },
          'publisher API rate limit: waiting',
        );
        if (waits > maxWaits || retryAfterMs > maxWaitMs) {
          throw new RiotApiError(429, path, `${method} ${path} answered 429 (rate limited)`);
        }
        limiter.block(Date.now() + retryAfterMs);
        continue;
      }
      if (status >= 500) {
        await response.body?.cancel();
        failures += 1;
        this.options.log?.warn({ method, region, path, status, attempt: failures }, 'publisher API error');
        if (failures >= attempts)
          throw new RiotApiError(status, path, `${method} ${path} answered ${status}`);
        await sleep(backoffMs * 2 ** (failures - 1));
        continue;
      }
      this.options.log?.info({ method, region, path, status }, 'publisher API call');
      if (status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (status < 200 || status >= 300) {
        await response.body?.cancel();
        throw new RiotApiError(status, path, `${method} ${path} answered ${status}`);
      }
      return (await response.json()) as T;
    }
  }
}

/** `Retry-After` in seconds (or an HTTP date); one second when absent or unreadable. */
function retryAfterOf(header: string | null): number {
  if (!header) return 1000;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - Date.now());
}
