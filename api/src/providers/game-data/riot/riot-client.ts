import { setTimeout as sleep } from 'node:timers/promises';
import { parseRateLimits, type RateWindow } from '../../../config.js';

// The notation is read where the configuration is read; the client's callers keep importing it from here.
export { parseRateLimits, type RateWindow };

/**
 * The game publisher's routing values. Account-v1 and match-v5 are served per regional cluster; a player's
 * platform (`me1`, `euw1`, `na1`...) picks the cluster (the publisher's routing table).
 */
export type RiotRegion = 'americas' | 'europe' | 'asia' | 'sea';

const PLATFORM_REGIONS: Readonly<Record<RiotPlatform, RiotRegion>> = {
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
  return PLATFORM_REGIONS[(platform ?? 'me1').toLowerCase() as RiotPlatform] ?? 'europe';
}

/**
 * A platform routing value (`me1`, `euw1`): league-v4 and summoner-v4 are served per platform, not per cluster.
 * Unknown platforms fall back to the Middle East's.
 */
export type RiotPlatform =
  | 'na1'
  | 'br1'
  | 'la1'
  | 'la2'
  | 'euw1'
  | 'eun1'
  | 'tr1'
  | 'ru'
  | 'me1'
  | 'kr'
  | 'jp1'
  | 'oc1'
  | 'sg2'
  | 'tw2'
  | 'vn2'
  | 'ph2'
  | 'th2';

/** The platform host of a player's region (`ME1` → `me1`); `me1` when it is not one the publisher serves. */
export function platformOf(region: string | undefined | null): RiotPlatform {
  const platform = (region ?? 'me1').toLowerCase();
  return (platform in PLATFORM_REGIONS ? platform : 'me1') as RiotPlatform;
}

/** Where a call goes: a regional cluster (account-v1, match-v5, tournament-v5) or a platform (league-v4). */
export type RiotRoute = RiotRegion | RiotPlatform;

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

/** A development key's published application limits: 20 calls a second and 100 every two minutes. */
export const DEVELOPMENT_KEY_LIMITS: readonly RateWindow[] = [
  { count: 20, windowMs: 1000 },
  { count: 100, windowMs: 120_000 },
];

/** How long interactive calls (a page is waiting) may take, limiter waits included, by default. */
export const INTERACTIVE_DEADLINE_MS = 5_000;

export interface RiotClientOptions {
  apiKey: string;
  /** Replaces every `https://{region}.api.riotgames.com` host (a stand-in, staging); paths stay the same. */
  baseUrl?: string | null;
  /**
   * `RIOT_RATE_LIMITS`: limits the client never exceeds, whatever the publisher announces. Unset, the development
   * key's limits apply until the publisher's `X-App-Rate-Limit` header announces the key's own.
   */
  limits?: readonly RateWindow[] | null;
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
  /** The HTTP client (tests inject one to see the real hosts without leaving the machine). */
  fetch?: typeof fetch;
}

/** Per call: a deadline for calls a page waits on (limiter waits, `Retry-After`, backoff and attempts within it). */
export interface RiotCallOptions {
  /** The whole call, waits included, fails with a `RiotApiError` rather than take longer than this. */
  deadlineMs?: number;
}

/** A wait the call's deadline does not allow: the call fails now rather than hang. */
class DeadlineExceeded extends Error {}

/**
 * The calls of one key and region. Each call reserves the earliest moment every window allows (first come, first
 * served: later calls get later moments) and sleeps until then; a `429` blocks the region until its `Retry-After`.
 * A call whose moment is past its deadline does not reserve it and fails at once.
 */
class RegionLimiter {
  /** Moments of calls that went out, or are reserved, in order. */
  private readonly starts: number[] = [];
  private blockedUntil = 0;
  /** The limits the publisher announced for this key and region (`X-App-Rate-Limit`). */
  private announced: readonly RateWindow[] | null = null;

  constructor(private readonly configured: readonly RateWindow[] | null) {}

  /** Configured limits are a ceiling; announced ones add to them, or replace the development key's defaults. */
  private limits(): readonly RateWindow[] {
    if (this.configured) return [...this.configured, ...(this.announced ?? [])];
    return this.announced ?? DEVELOPMENT_KEY_LIMITS;
  }

  /** The publisher's `X-App-Rate-Limit` answer header (ignored when unreadable). */
  announce(header: string | null): void {
    const windows = parseRateLimits(header);
    if (windows) this.announced = windows;
  }

  /** Resolves when one more call may go out; rejects with `DeadlineExceeded` when that is after `deadline`. */
  async acquire(deadline: number): Promise<void> {
    for (;;) {
      const now = Date.now();
      const limits = this.limits();
      const longest = Math.max(0, ...limits.map((limit) => limit.windowMs));
      while (this.starts.length && this.starts[0] <= now - longest) this.starts.shift();
      let at = Math.max(now, this.blockedUntil, this.starts.at(-1) ?? 0);
      for (const limit of limits) {
        if (this.starts.length >= limit.count) {
          at = Math.max(at, this.starts[this.starts.length - limit.count] + limit.windowMs);
        }
      }
      if (at > deadline) throw new DeadlineExceeded();
      this.starts.push(at);
      if (at > now) await sleep(at - now);
      // A 429 while this call slept moves the region's next moment: give the slot back and queue again.
      if (Date.now() >= this.blockedUntil) return;
      this.starts.splice(this.starts.lastIndexOf(at), 1);
    }
  }

  /** A `429`: nobody on this key and region calls before `Retry-After` has passed. */
  block(untilMs: number): void {
    this.blockedUntil = Math.max(this.blockedUntil, untilMs);
  }
}

/**
 * The publisher's HTTP API: the `X-Riot-Token` header, one limiter per key and region (its limits from
 * `RIOT_RATE_LIMITS` and the publisher's `X-App-Rate-Limit` header), `429` answers waited out for their
 * `Retry-After`, 5xx and network failures retried with exponential backoff, and a deadline for calls a page waits
 * on. The key goes in the header only; log lines and errors name the method, path, region and status.
 */
export class RiotClient {
  private readonly limiters = new Map<string, RegionLimiter>();
  private readonly fetch: typeof fetch;

  constructor(private readonly options: RiotClientOptions) {
    if (!options.apiKey) throw new Error('The publisher API needs a key (RIOT_API_KEY)');
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The host of a routing value: the publisher's (`https://europe.api.riotgames.com`), or `RIOT_API_BASE_URL`. */
  private hostOf(region: RiotRoute): string {
    return (this.options.baseUrl ?? `https://${region}.api.riotgames.com`).replace(/\/+$/, '');
  }

  private limiterOf(region: RiotRoute): RegionLimiter {
    // Per key and region: a key change (a new client) starts new windows.
    let limiter = this.limiters.get(region);
    if (!limiter) {
      limiter = new RegionLimiter(this.options.limits ?? null);
      this.limiters.set(region, limiter);
    }
    return limiter;
  }

  /** GET a JSON answer; null on 404. */
  get<T>(region: RiotRoute, path: string, callOptions: RiotCallOptions = {}): Promise<T | null> {
    return this.call<T>('GET', region, path, undefined, callOptions);
  }

  /** POST a JSON body, answer JSON. */
  async post<T>(
    region: RiotRoute,
    path: string,
    body: unknown,
    callOptions: RiotCallOptions = {},
  ): Promise<T> {
    const answer = await this.call<T>('POST', region, path, body, callOptions);
    if (answer === null) throw new RiotApiError(404, path, `POST ${path} answered 404`);
    return answer;
  }

  private async call<T>(
    method: string,
    region: RiotRoute,
    path: string,
    body: unknown,
    callOptions: RiotCallOptions,
  ): Promise<T | null> {
    const attempts = this.options.attempts ?? 4;
    const backoffMs = this.options.backoffMs ?? 250;
    const maxWaits = this.options.maxRateLimitWaits ?? 5;
    const maxWaitMs = this.options.maxWaitMs ?? 60_000;
    const deadline = callOptions.deadlineMs === undefined ? Infinity : Date.now() + callOptions.deadlineMs;
    const limiter = this.limiterOf(region);
    const url = `${this.hostOf(region)}${path}`;
    /** Fails the call when waiting `ms` more would pass its deadline. */
    const tooLate = (ms: number, status: number, reason: string) => {
      if (Date.now() + ms <= deadline) return;
      this.options.log?.warn(
        { method, region, path, status, waitMs: ms },
        'publisher API: past the deadline',
      );
      throw new RiotApiError(
        status,
        path,
        `${method} ${path} ${reason}: not waiting past the call's deadline`,
      );
    };
    let failures = 0;
    let waits = 0;
    for (;;) {
      try {
        await limiter.acquire(deadline);
      } catch (error) {
        if (!(error instanceof DeadlineExceeded)) throw error;
        this.options.log?.warn({ method, region, path }, 'publisher API rate limit: past the deadline');
        throw new RiotApiError(
          429,
          path,
          `${method} ${path} not sent: the rate limit leaves no room before the call's deadline`,
        );
      }
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
          signal: AbortSignal.timeout(
            Math.max(1, Math.min(this.options.timeoutMs ?? 10_000, deadline - Date.now())),
          ),
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
        const delay = backoffMs * 2 ** (failures - 1);
        tooLate(delay, 0, 'failed: the publisher API is unreachable');
        await sleep(delay);
        continue;
      }
      const { status } = response;
      limiter.announce(response.headers.get('x-app-rate-limit'));
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
        limiter.block(Date.now() + retryAfterMs);
        if (waits > maxWaits || retryAfterMs > maxWaitMs) {
          throw new RiotApiError(429, path, `${method} ${path} answered 429 (rate limited)`);
        }
        tooLate(retryAfterMs, 429, 'answered 429 (rate limited)');
        continue;
      }
      if (status >= 500) {
        await response.body?.cancel();
        failures += 1;
        this.options.log?.warn({ method, region, path, status, attempt: failures }, 'publisher API error');
        if (failures >= attempts)
          throw new RiotApiError(status, path, `${method} ${path} answered ${status}`);
        const delay = backoffMs * 2 ** (failures - 1);
        tooLate(delay, status, `answered ${status}`);
        await sleep(delay);
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
