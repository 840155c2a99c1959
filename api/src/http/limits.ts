import type { ApiEndpoint, EndpointAuth } from '@arena/contract';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { type AppConfig, DEFAULT_INVITE_LOOKUPS_PER_MINUTE, DEFAULT_WRITES_PER_MINUTE } from '../config.js';

/**
 * The largest JSON body a route reads unless it says otherwise (issue 27): every body of the contract but the two
 * below fits in a few kilobytes (its longest texts are a 5,000-character bug report and a 2,000-character ticket),
 * and Fastify refuses a larger one with 413 before reading it. Also the limit of routes outside the contract.
 */
export const BODY_LIMIT = 64 * 1024;

/** The body limit of routes anyone may call without a token (sign-in and consent forms, the dev clock). */
export const PUBLIC_BODY_LIMIT = 16 * 1024;

/**
 * Routes whose bodies may be larger. A staff reply with an embed holds up to 40,400 characters (2,000 of text,
 * 256 + 4,096 + 2,048 of title, description and footer, 25 fields of 256 + 1,024): 4 bytes each at worst. The
 * publisher's game-end callback carries up to 10,000 characters of escaped JSON. A tournament of the organizer
 * console holds up to about 126,000 characters in its two languages (`ORGANIZER_TEXT_LIMITS`: a 5,000-character
 * description, 30 rules, 20 requirements, 20 FAQ entries, 32 prize places), 4 bytes each at worst. A news post holds
 * up to about 101,000 characters in its two languages (`NEWS_LIMITS`: a 50,000-character Markdown body each), 4 bytes
 * each at worst. A bug report with its 10 MB attachment sets its own limit in its route.
 */
const LARGER_BODIES: Partial<Record<ApiEndpoint, number>> = {
  'POST /v1/admin/support/tickets/:ticketId/messages': 192 * 1024,
  'POST /v1/riot/game-end/:secret': 64 * 1024,
  'POST /v1/admin/tournaments': 512 * 1024,
  'PATCH /v1/admin/tournaments/:id': 512 * 1024,
  'POST /v1/admin/news': 512 * 1024,
  'PUT /v1/admin/news/:id': 512 * 1024,
};

/** The body limit of a contract route: its own when it has one, else by who may call it. */
export function bodyLimitOf(key: ApiEndpoint, auth: EndpointAuth): number {
  return LARGER_BODIES[key] ?? (auth === 'public' ? PUBLIC_BODY_LIMIT : BODY_LIMIT);
}

/**
 * How deep a JSON body may nest arrays and objects (issue 27): the deepest body of the contract nests 4 levels
 * (a staff reply's embed fields), so 32 leaves room while a deeper body is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** The longest path parameter the router matches; a longer one is answered 414 before any route runs. */
export const MAX_PARAM_LENGTH = 200;

/** The largest image a player may upload (profile image, banner, team image). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * The multipart plugin's own per-file limit (registered once in `app.ts`): slightly above the image limit, so
 * a too-large image is still measured and answered 413 by `readImageUpload` instead of failing inside the
 * parser. Calls with a larger `maxBytes` pass their own limit.
 */
export const MULTIPART_FILE_SIZE_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/** The multipart field every image upload uses. */
export const IMAGE_FIELD = 'image';

/** How many files, plain fields and parts in all a `multipart/form-data` body may hold. */
export const MULTIPART_LIMITS = { files: 4, fields: 20, parts: 30 } as const;

/**
 * The rate limits of the API and what each does when Redis (`REDIS_URL`) cannot count (every Redis command gives
 * up after `REDIS_COMMAND_TIMEOUT_MS`, 200 ms, so a slow, paused or stopped Redis never holds a request):
 *
 * | limit                                                               | counted per          | Redis fails  |
 * | ------------------------------------------------------------------- | -------------------- | ------------ |
 * | global, every route without its own (reads)                         | client address       | open         |
 * | sign-in and consent stand-ins (`SIGNIN_RATE_LIMIT_PER_MINUTE`)      | client address       | closed (503) |
 * | writes: uploads, ticket creation, mission verify, calendar rotation | player, else address | closed (503) |
 * | team invite lookups and joins (`INVITE_RATE_LIMIT_PER_MINUTE`)      | client address       | closed (503) |
 * | chat messages over the socket (10 in 10 s)                          | player               | open         |
 *
 * Open: the request goes on uncounted, so a Redis outage does not take the portal's pages down. Closed: the request
 * is refused with 503 (5003) in the error shape; these limits stop abuse (signing in as others, filling storage,
 * spamming staff, guessing invite codes) and a real player retries a moment later. A route's limit replaces the
 * global one for that route; its hook runs after the route's auth hooks (the plugin adds it last to the route's
 * `onRequest`), so `request.user` is known, and before the body is read. This is the window of every one of them.
 */
export const RATE_LIMIT_WINDOW = '1 minute';

// The defaults are read with the configuration; route tests import them from here.
export { DEFAULT_INVITE_LOOKUPS_PER_MINUTE, DEFAULT_WRITES_PER_MINUTE };

/**
 * The client's address a limit counts by. A client that has gone before the request is handled leaves no address
 * (`request.ip` undefined: its socket is closed); the limiter's own default then throws and the caller got a 500
 * (seen under the capacity bench's overload), so such calls count together under `unknown`.
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  return request.ip || 'unknown';
}

/** Counts a signed-in player's calls by player, an anonymous caller's by client address. */
export function playerOrAddress(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${clientAddress(request)}`;
}

/** `WRITE_RATE_LIMIT_PER_MINUTE`: how many times a minute one player may call each limited write route. */
export function writesPerMinute(config: Pick<AppConfig, 'rateLimit'>): number {
  return config.rateLimit.writesPerMinute ?? DEFAULT_WRITES_PER_MINUTE;
}

/** The limit of a write route (ticket creation, uploads, mission verify, calendar rotation), per player. */
export function writeLimit(config: Pick<AppConfig, 'rateLimit'>): RateLimitOptions {
  return {
    max: writesPerMinute(config),
    timeWindow: RATE_LIMIT_WINDOW,
    keyGenerator: playerOrAddress,
    skipOnError: false,
  };
}

/** The limit of the sign-in and consent stand-ins, per client address. */
export function signInLimit(config: Pick<AppConfig, 'rateLimit'>): RateLimitOptions {
  return { max: config.rateLimit.signInPerMinute, timeWindow: RATE_LIMIT_WINDOW, skipOnError: false };
}

/** The limit of team invite lookups and joins by invite link, per client address. */
export function inviteLimit(config: Pick<AppConfig, 'rateLimit'>): RateLimitOptions {
  return {
    max: config.rateLimit.inviteLookupsPerMinute ?? DEFAULT_INVITE_LOOKUPS_PER_MINUTE,
    timeWindow: RATE_LIMIT_WINDOW,
    skipOnError: false,
  };
}
