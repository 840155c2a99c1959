import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root (`api/src/config.ts` and `api/dist/config.js` both sit two levels below it). */
/** Writes per minute of each write route with a limit of its own (`WRITE_RATE_LIMIT_PER_MINUTE`). */
export const DEFAULT_WRITES_PER_MINUTE = 20;

/** Team invite lookups and joins by invite link per minute and client address (`INVITE_RATE_LIMIT_PER_MINUTE`). */
export const DEFAULT_INVITE_LOOKUPS_PER_MINUTE = 30;

/** One rate window: at most `count` calls per `windowMs` (the publisher publishes them per key and region). */
export interface RateWindow {
  count: number;
  windowMs: number;
}

/**
 * The publisher's rate-limit notation, `20:1,100:120` (calls:seconds, comma-separated): the `X-App-Rate-Limit`
 * answer header and `RIOT_RATE_LIMITS`. Null when any entry is not two positive integers.
 */
export function parseRateLimits(raw: string | null | undefined): RateWindow[] | null {
  if (!raw || !raw.trim()) return null;
  const windows: RateWindow[] = [];
  for (const entry of raw.split(',')) {
    const match = /^\s*(\d+):(\d+)\s*$/.exec(entry);
    if (!match) return null;
    const [count, seconds] = [Number(match[1]), Number(match[2])];
    if (count < 1 || seconds < 1) return null;
    windows.push({ count, windowMs: seconds * 1000 });
  }
  return windows;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const PORTAL_PORTS = [8080, 8081, 8082, 8083, 8084] as const;
const DEFAULT_PORTAL_ORIGINS = PORTAL_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export type GameDataProviderName = 'simulated' | 'riot';

/** The game publisher's API (`GAME_DATA_PROVIDER=riot`). */
export interface RiotConfig {
  /** `RIOT_API_KEY`: sent as `X-Riot-Token`, never logged. */
  apiKey: string;
  /** `RIOT_API_BASE_URL`: replaces every regional and platform host (a stand-in, staging); null: the real hosts. */
  baseUrl: string | null;
  /** `RIOT_TOURNAMENT_REGION`: the tournament-v5 provider region (default `EUW`). */
  tournamentRegion: string;
  /** `RIOT_TOURNAMENT_STUB=1`: tournament-stub-v5 (development keys) instead of tournament-v5. */
  tournamentStub: boolean;
  /**
   * `RIOT_CALLBACK_SECRET`: the secret part of the game-end callback URL registered with the publisher; unset, it
   * is derived from the JWT secret.
   */
  callbackSecret?: string | null;
  /**
   * `RIOT_RATE_LIMITS` (`20:1,100:120`: calls:seconds): the key's application limits, a ceiling per region. Unset
   * (null), the development key's limits apply until the publisher's `X-App-Rate-Limit` header gives the key's.
   */
  rateLimits?: readonly RateWindow[] | null;
}

/** An OAuth client registered with a linked-account provider (its developer portal gives both values). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/** An S3-compatible bucket for uploaded files (`S3_BUCKET` and the settings beside it). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** `S3_ENDPOINT`: an S3-compatible server (MinIO, R2); null: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `S3_FORCE_PATH_STYLE=1`: `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean;
  /** `UPLOADS_PUBLIC_URL`: a CDN in front of the bucket; public uploads are redirected there. */
  publicUrl: string | null;
}

/**
 * Web Push with VAPID (issue 32, DESIGN §10): the API's key pair (base64url, as `web-push` takes them) and the
 * contact push services may write to.
 */
export interface PushConfig {
  /** `VAPID_PUBLIC_KEY`: 65 bytes, the browser's `applicationServerKey`. */
  publicKey: string;
  /** `VAPID_PRIVATE_KEY`: 32 bytes; never logged. */
  privateKey: string;
  /** `VAPID_SUBJECT`: a `mailto:` or `https:` address of whoever runs the portal. */
  subject: string;
  /** Whether a device may register an `http:` push service (a local one in tests); never in production. */
  allowHttpEndpoints: boolean;
}

/** Where uploaded files live: the data folder's `uploads/` (the embedded default) or a bucket. */
export type UploadStorageConfig = { kind: 'disk'; directory: string } | S3StorageConfig;

/** What `buildApp` needs; tests build it directly. */
export interface AppConfig {
  /** The API's own public base URL, without a trailing slash; absolute image URLs start with it. */
  publicUrl: string;
  /** Browser origins allowed by CORS, by socket.io and as sign-in `redirect_url` targets. */
  portalOrigins: string[];
  jwtSecret: string;
  /** Honour X-Forwarded-For (request.ip, rate limits, geo-IP) — only behind a trusted proxy. */
  trustProxy: boolean;
  gameDataProvider: GameDataProviderName;
  /** Set when `gameDataProvider` is `riot`. */
  riot?: RiotConfig | null;
  rateLimit: {
    perMinute: number;
    signInPerMinute: number;
    /**
     * `WRITE_RATE_LIMIT_PER_MINUTE` (default 20): each write route with a limit of its own (ticket creation, uploads,
     * mission verify, calendar rotation), per signed-in player (per client address when anonymous).
     */
    writesPerMinute?: number;
    /** `INVITE_RATE_LIMIT_PER_MINUTE` (default 30): team invite lookups and joins by invite link, per client address. */
    inviteLookupsPerMinute?: number;
  };
  /** Fastify logger level, or false for none (tests). */
  logLevel: string | false;
  /**
   * Real OAuth clients for linking accounts. A provider without one (the default) uses the local consent
   * stand-in page. Their callback is `{publicUrl}/v1/{provider}/callback`, to register with the provider.
   */
  oauth?: { discord?: OAuthClientConfig | null; twitter?: OAuthClientConfig | null };
  /** `ARENA_TEST_CLOCK=1`: enables `POST /v1/dev/clock` (e2e and the load test); never in production. */
  testClock?: boolean;
  /** `MATCHMAKING_STRATEGY`: `global` (default) or the naive `first-come` baseline the load test compares. */
  matchmakingStrategy?: 'global' | 'first-come';
  /** `PASS_ALLOWED_REGIONS`: the platforms whose players may register for the pass (default `me1,euw1,eun1`). */
  passAllowedRegions?: readonly string[];
  /** Which matches a pass sync imports (default: the last 3 days, at most 100); the sync benchmark widens it. */
  passSync?: { lookbackDays?: number; maxMatches?: number };
  /**
   * `ARENA_REWARD_CODE_SECRET`, else generated once into the data folder: each player's reward-code key is
   * derived from it, and codes at rest are encrypted under those keys, so losing it loses every code. Unset
   * (tests), it is derived from `jwtSecret`.
   */
  rewardCodeSecret?: string;
  /**
   * `ARENA_PAYMENT_SECRET`, else generated once into the data folder: the key of players' banking and wallet
   * details at rest is derived from it, so losing it loses them. Unset (tests), it is derived from `jwtSecret`.
   */
  paymentSecret?: string;
  /**
   * `AUTH_URL`: the real game-publisher sign-in service. When set (to another origin than the API's), the stand-ins
   * are off (see `standIns`): nobody can pick or create a player on the API itself.
   */
  authUrl?: string | null;
  /**
   * Whether the development stand-ins are on: the sign-in page (`/auth/signin`) and the linked-account consent pages
   * (`/auth/connect/{provider}`, for a provider without its OAuth client). One switch for all of them: on in
   * development, off when `AUTH_URL` names a real sign-in service or with `NODE_ENV=production`, unless
   * `ARENA_ALLOW_STAND_IN=1`. Unset (tests building a configuration by hand): on unless `AUTH_URL` is set. Read it
   * through `standInsEnabled`.
   */
  standIns?: boolean;
  /**
   * `ARENA_ALLOW_STAND_IN=1`: the stand-ins were switched on explicitly (a staging demo); the start logs a warning
   * and `/health` says so.
   */
  standInsForced?: boolean;
  /**
   * Whether the sign-in stand-in lists and hands out staff accounts (any staff role): only in development
   * (`NODE_ENV=development`) and on test servers (`ARENA_TEST_CLOCK=1`, the e2e portal). Off by default.
   */
  standInAdmins?: boolean;
  /**
   * `REDIS_URL`: rate limits (HTTP and the chat message limit) are counted in this Redis, shared by every API
   * instance; unset, each instance counts in its own memory.
   */
  redisUrl?: string | null;
  /**
   * Where uploaded files live (`api/src/storage`): a bucket when `S3_BUCKET` is set, else `<ARENA_DATA_DIR>/uploads`.
   * Unset (tests building a configuration by hand, with no data folder): in this process's memory.
   */
  uploadStorage?: UploadStorageConfig | null;
  /**
   * Web Push (`VAPID_*`), else (development) a key pair generated once into the data folder. Unset (tests building
   * a configuration by hand): a key pair made for the app, and `http:` push services allowed.
   */
  push?: PushConfig | null;
}

/** How long one Redis command may take before it counts as failed (rate limits, chat limit, readiness). */
export const REDIS_COMMAND_TIMEOUT_MS = 200;

/** What `main.ts` needs on top: where to listen and where the data lives. */
export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /** Holds the embedded database (`pgdata/`), the generated JWT secret and, later, uploads. */
  dataDir: string;
  /** A real Postgres instead of the embedded one. */
  databaseUrl: string | null;
  /** `NODE_ENV=production`: every required setting was given (see `productionProblems`). */
  production: boolean;
  /** `ARENA_INSTANCES`: how many API instances the deployment runs (its manifest declares it; default 1). */
  instances: number;
  /**
   * `ARENA_SHUTDOWN_DRAIN_MS`: after SIGTERM, how long the instance goes on serving with `/ready` at 503, so the load
   * balancer stops sending it work (default 5 s in production, 0 elsewhere).
   */
  shutdownDrainMs: number;
}

const originSchema = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).origin);

const flag = z.enum(['0', '1', 'true', 'false']);
const isOn = (value: string | undefined) => value === '1' || value === 'true';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8090),
  HOST: z.string().min(1).default('127.0.0.1'),
  ARENA_DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).optional(),
  ARENA_JWT_SECRET: z.string().min(32, 'ARENA_JWT_SECRET must be at least 32 characters').optional(),
  ARENA_REWARD_CODE_SECRET: z
    .string()
    .min(32, 'ARENA_REWARD_CODE_SECRET must be at least 32 characters')
    .optional(),
  ARENA_PAYMENT_SECRET: z.string().min(32, 'ARENA_PAYMENT_SECRET must be at least 32 characters').optional(),
  PORTAL_ORIGINS: z.string().optional(),
  ARENA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: flag.optional(),
  GAME_DATA_PROVIDER: z.enum(['simulated', 'riot']).default('simulated'),
  RIOT_API_KEY: z.string().trim().min(1).optional(),
  RIOT_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  RIOT_TOURNAMENT_REGION: z
    .string()
    .regex(/^[A-Z]{2,4}$/, 'RIOT_TOURNAMENT_REGION must be a region like EUW or ME')
    .default('EUW'),
  RIOT_TOURNAMENT_STUB: flag.optional(),
  RIOT_RATE_LIMITS: z.string().optional(),
  RIOT_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,}$/, 'RIOT_CALLBACK_SECRET must be at least 32 URL-safe characters')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1000),
  SIGNIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_WRITES_PER_MINUTE),
  INVITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_INVITE_LOOKUPS_PER_MINUTE),
  // Linked accounts: set both of a pair to use the real provider, leave both unset for the local stand-in.
  DISCORD_CLIENT_ID: z.string().trim().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TWITTER_CLIENT_ID: z.string().trim().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().trim().min(1).optional(),
  ARENA_TEST_CLOCK: flag.optional(),
  MATCHMAKING_STRATEGY: z.enum(['global', 'first-come']).default('global'),
  PASS_ALLOWED_REGIONS: z.string().optional(),
  NODE_ENV: z.string().optional(),
  AUTH_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  ARENA_ALLOW_STAND_IN: flag.optional(),
  ARENA_INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  // Uploaded files in an S3-compatible bucket (unset: the data folder's uploads/); see parseUploadStorage.
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  UPLOADS_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ARENA_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  // Web Push (issue 32): the VAPID key pair and contact; required in production, generated in development.
  // (The keys' form is checked when the push module gets ready: a wrong key stops the start naming it.)
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .optional(),
});

type EnvValues = z.infer<typeof envSchema>;

/** Every environment variable the API reads, by the name it reads it (deploy manifests are checked against it). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** One of `ENV_VARIABLES`: the deploy manifests' generator keeps a production setting for each (deploy/manifests). */
export type EnvVariable = keyof EnvValues;

/**
 * What a production start (`NODE_ENV=production`) needs whatever else is set; `productionProblems` adds the
 * conditional ones (`REDIS_URL` and `DATABASE_URL` with several instances, `RIOT_API_KEY`).
 */
export const PRODUCTION_REQUIRED: readonly string[] = [
  'ARENA_JWT_SECRET',
  'ARENA_REWARD_CODE_SECRET',
  'ARENA_PAYMENT_SECRET',
  'AUTH_URL',
  'TRUST_PROXY',
  'PORTAL_ORIGINS',
  'ARENA_PUBLIC_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'VAPID_SUBJECT',
];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The regions the pass opened to: Middle East, then EUW and EUNE (P2 §1, the changelog). */
export const DEFAULT_PASS_ALLOWED_REGIONS: readonly string[] = ['me1', 'euw1', 'eun1'];

/** A comma-separated list of platform ids (`me1,euw1`), lower-cased; empty or unset gives the default. */
function parsePassAllowedRegions(raw: string | undefined): readonly string[] {
  if (!raw || !raw.trim()) return DEFAULT_PASS_ALLOWED_REGIONS;
  const regions = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const invalid = regions.find((region) => !/^[a-z]{2,4}\d?$/.test(region));
  if (invalid)
    throw new ConfigError(`PASS_ALLOWED_REGIONS: "${invalid}" is not a platform id like me1 or euw1`);
  return [...new Set(regions)];
}

/** `RIOT_RATE_LIMITS`: the publisher's notation, `calls:seconds` pairs separated by commas; unset or empty: null. */
function parseRiotRateLimits(raw: string | undefined): readonly RateWindow[] | null {
  if (!raw || !raw.trim()) return null;
  const windows = parseRateLimits(raw);
  if (!windows) {
    throw new ConfigError(
      `RIOT_RATE_LIMITS: "${raw}" is not a list of calls:seconds limits like 20:1,100:120 (positive whole numbers)`,
    );
  }
  return windows;
}

function parsePortalOrigins(raw: string | undefined): string[] {
  if (!raw || !raw.trim()) return DEFAULT_PORTAL_ORIGINS;
  const origins = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const parsed = originSchema.safeParse(entry);
      if (!parsed.success) throw new ConfigError(`PORTAL_ORIGINS: "${entry}" is not an http(s) origin`);
      return parsed.data;
    });
  return [...new Set(origins)];
}

function oauthClient(
  prefix: 'DISCORD' | 'TWITTER',
  clientId: string | undefined,
  clientSecret: string | undefined,
): OAuthClientConfig | null {
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
  }
  return { clientId, clientSecret };
}

/**
 * Where uploads live: the bucket when `S3_BUCKET` is set (its credentials required with it), else the data folder.
 * A bucket setting without the bucket, or a bucket without both keys, is refused naming what is missing.
 */
function parseUploadStorage(values: EnvValues, dataDir: string): UploadStorageConfig {
  const bucketSettings = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'UPLOADS_PUBLIC_URL',
  ] as const;
  if (!values.S3_BUCKET) {
    const given = bucketSettings.filter((name) => values[name] !== undefined);
    if (given.length > 0) {
      throw new ConfigError(`S3_BUCKET is missing: ${given.join(', ')} configure a bucket for uploads`);
    }
    return { kind: 'disk', directory: path.join(dataDir, 'uploads') };
  }
  const missingKeys = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !values[name]);
  if (missingKeys.length > 0) {
    throw new ConfigError(
      `S3_BUCKET is set but ${missingKeys.join(' and ')} ${missingKeys.length > 1 ? 'are' : 'is'} missing`,
    );
  }
  return {
    kind: 's3',
    bucket: values.S3_BUCKET,
    endpoint: values.S3_ENDPOINT ? values.S3_ENDPOINT.replace(/\/+$/, '') : null,
    region: values.S3_REGION ?? 'us-east-1',
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: isOn(values.S3_FORCE_PATH_STYLE),
    publicUrl: values.UPLOADS_PUBLIC_URL ? values.UPLOADS_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

/** Whether `AUTH_URL` names a sign-in service other than this API (the stand-in at the API's own origin is not one). */
function isRealAuthUrl(authUrl: string | undefined, publicUrl: string): boolean {
  return Boolean(authUrl) && new URL(authUrl!).origin !== new URL(publicUrl).origin;
}

/**
 * What stops a start, each naming its variable: in production (`NODE_ENV=production`) the secrets (no generating
 * them into the data folder: each instance would get its own), a real sign-in service, an explicit `TRUST_PROXY`,
 * the public origins, the real game-data provider (the stand-ins only with `ARENA_ALLOW_STAND_IN=1`) and no test
 * clock, and with several instances the uploads bucket (`S3_BUCKET`, unless a demo); anywhere, a deployment
 * declaring several instances (`ARENA_INSTANCES`) needs the shared Redis and Postgres.
 */
export function productionProblems(values: EnvValues, publicUrl: string): string[] {
  const problems: string[] = [];
  if (values.ARENA_INSTANCES > 1) {
    const several = `ARENA_INSTANCES=${values.ARENA_INSTANCES}`;
    if (!values.REDIS_URL)
      problems.push(`REDIS_URL is missing: ${several} need one shared Redis for their rate limits`);
    if (!values.DATABASE_URL)
      problems.push(
        `DATABASE_URL is missing: ${several} need one shared Postgres (the embedded one is single-process)`,
      );
  }
  if (values.NODE_ENV !== 'production') return problems;
  const allowStandIn = isOn(values.ARENA_ALLOW_STAND_IN);
  for (const name of ['ARENA_JWT_SECRET', 'ARENA_REWARD_CODE_SECRET', 'ARENA_PAYMENT_SECRET'] as const) {
    if (!values[name])
      problems.push(`${name} is missing (at least 32 characters, the same on every instance)`);
  }
  if (!allowStandIn && !isRealAuthUrl(values.AUTH_URL, publicUrl)) {
    problems.push(
      values.AUTH_URL
        ? "AUTH_URL names this API itself (the sign-in stand-in): set the real sign-in service's URL (or ARENA_ALLOW_STAND_IN=1 for a demo)"
        : 'AUTH_URL is missing: the real sign-in service (or ARENA_ALLOW_STAND_IN=1 for a demo, with the stand-ins on)',
    );
  }
  if (!values.TRUST_PROXY) {
    problems.push(
      'TRUST_PROXY is missing: 1 behind a proxy or load balancer that sets X-Forwarded-For, 0 when clients connect directly',
    );
  }
  if (!values.PORTAL_ORIGINS) problems.push("PORTAL_ORIGINS is missing: the portal's public origins");
  if (!values.ARENA_PUBLIC_URL) problems.push("ARENA_PUBLIC_URL is missing: the API's public base URL");
  if (values.GAME_DATA_PROVIDER !== 'riot' && !allowStandIn) {
    problems.push(
      "GAME_DATA_PROVIDER=riot (with RIOT_API_KEY) is required: production reads the publisher's API, not the simulated stand-in (or ARENA_ALLOW_STAND_IN=1 for a demo)",
    );
  }
  if (isOn(values.ARENA_TEST_CLOCK)) problems.push('ARENA_TEST_CLOCK must not be set in production');
  // Uploads on one instance's disk would be missing on the others: several production instances need the bucket (a
  // staging demo, ARENA_ALLOW_STAND_IN=1, may keep them in a data folder its instances share, as compose does).
  if (values.ARENA_INSTANCES > 1 && !values.S3_BUCKET && !allowStandIn) {
    problems.push(
      `S3_BUCKET is missing: ARENA_INSTANCES=${values.ARENA_INSTANCES} in production need one bucket for uploads (a file on one instance's disk is missing on the others)`,
    );
  }
  // Web Push: one key pair for every instance (a staging demo, ARENA_ALLOW_STAND_IN=1, may keep a generated pair in
  // its data folder, as development does, when its instances share that folder).
  if (!allowStandIn) {
    for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const) {
      if (!values[name])
        problems.push(
          `${name} is missing: Web Push needs one VAPID key pair, the same on every instance (npx web-push generate-vapid-keys)`,
        );
    }
    if (!values.VAPID_SUBJECT)
      problems.push('VAPID_SUBJECT is missing: a mailto: or https: contact push services may write to');
  }
  return problems;
}

/**
 * Reads the environment into a typed configuration. Throws `ConfigError` naming the bad variable; a production
 * start missing required settings throws one `ConfigError` naming every one of them.
 * The JWT secret is resolved by `resolveJwtSecret` (it may need to write a file).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Omit<ServerConfig, 'jwtSecret'> & {
  jwtSecret: string | null;
  /** `VAPID_SUBJECT` as given (the generated development key pair takes it too). */
  pushSubject: string | null;
} {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  const publicUrl = (values.ARENA_PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const problems = productionProblems(values, publicUrl);
  if (problems.length > 0) {
    const where =
      values.NODE_ENV === 'production' ? 'A production start (NODE_ENV=production)' : 'This start';
    throw new ConfigError(
      `${where} is missing required settings; refusing to start:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (values.GAME_DATA_PROVIDER === 'riot' && !values.RIOT_API_KEY) {
    throw new ConfigError('GAME_DATA_PROVIDER=riot needs RIOT_API_KEY (the publisher API key)');
  }
  // Checked whichever provider runs, so a typo shows at the first start.
  const riotRateLimits = parseRiotRateLimits(values.RIOT_RATE_LIMITS);
  const testClock = isOn(values.ARENA_TEST_CLOCK);
  const production = values.NODE_ENV === 'production';
  const dataDir = path.resolve(values.ARENA_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite'));
  const standInsForced = isOn(values.ARENA_ALLOW_STAND_IN);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL ?? null,
    jwtSecret: values.ARENA_JWT_SECRET ?? null,
    portalOrigins: parsePortalOrigins(values.PORTAL_ORIGINS),
    publicUrl,
    trustProxy: isOn(values.TRUST_PROXY),
    gameDataProvider: values.GAME_DATA_PROVIDER,
    riot:
      values.GAME_DATA_PROVIDER === 'riot' && values.RIOT_API_KEY
        ? {
            apiKey: values.RIOT_API_KEY,
            baseUrl: values.RIOT_API_BASE_URL ? values.RIOT_API_BASE_URL.replace(/\/+$/, '') : null,
            tournamentRegion: values.RIOT_TOURNAMENT_REGION,
            tournamentStub: isOn(values.RIOT_TOURNAMENT_STUB),
            callbackSecret: values.RIOT_CALLBACK_SECRET ?? null,
            rateLimits: riotRateLimits,
          }
        : null,
    rateLimit: {
      perMinute: values.RATE_LIMIT_PER_MINUTE,
      signInPerMinute: values.SIGNIN_RATE_LIMIT_PER_MINUTE,
      writesPerMinute: values.WRITE_RATE_LIMIT_PER_MINUTE,
      inviteLookupsPerMinute: values.INVITE_RATE_LIMIT_PER_MINUTE,
    },
    logLevel: values.LOG_LEVEL === 'silent' ? false : values.LOG_LEVEL,
    oauth: {
      discord: oauthClient('DISCORD', values.DISCORD_CLIENT_ID, values.DISCORD_CLIENT_SECRET),
      twitter: oauthClient('TWITTER', values.TWITTER_CLIENT_ID, values.TWITTER_CLIENT_SECRET),
    },
    testClock,
    authUrl: values.AUTH_URL ? values.AUTH_URL.replace(/\/+$/, '') : null,
    standIns: standInsForced || (!production && !isRealAuthUrl(values.AUTH_URL, publicUrl)),
    standInsForced,
    standInAdmins: values.NODE_ENV === 'development' || testClock,
    redisUrl: values.REDIS_URL ?? null,
    uploadStorage: parseUploadStorage(values, dataDir),
    push:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? {
            publicKey: values.VAPID_PUBLIC_KEY,
            privateKey: values.VAPID_PRIVATE_KEY,
            subject: values.VAPID_SUBJECT ?? DEFAULT_VAPID_SUBJECT,
            allowHttpEndpoints: !production,
          }
        : null,
    pushSubject: values.VAPID_SUBJECT ?? null,
    production,
    instances: values.ARENA_INSTANCES,
    shutdownDrainMs: values.ARENA_SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    matchmakingStrategy: values.MATCHMAKING_STRATEGY,
    passAllowedRegions: parsePassAllowedRegions(values.PASS_ALLOWED_REGIONS),
    ...(values.ARENA_REWARD_CODE_SECRET ? { rewardCodeSecret: values.ARENA_REWARD_CODE_SECRET } : {}),
    ...(values.ARENA_PAYMENT_SECRET ? { paymentSecret: values.ARENA_PAYMENT_SECRET } : {}),
  };
}

/** The VAPID contact when `VAPID_SUBJECT` is unset (development only: production requires it). */
export const DEFAULT_VAPID_SUBJECT = 'mailto:alerts@arena.localhost';

/** A new P-256 key pair in the form `web-push` takes: the raw public point and private scalar, base64url. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const point = publicKey.export({ format: 'der', type: 'spki' }).subarray(-65);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d! };
}

const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The configured VAPID keys, else (development: production requires them) the pair kept in the data folder, else
 * a new pair written there (mode 600), so `npm start` needs nothing and a browser's subscription survives restarts.
 */
export function resolvePushConfig(
  configured: PushConfig | null,
  subject: string | null,
  dataDir: string,
  production = false,
): PushConfig {
  if (configured) return configured;
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  let keys: { publicKey: string; privateKey: string } | null = null;
  if (existsSync(file)) {
    try {
      const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
      if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') {
        keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
      }
    } catch {
      keys = null;
    }
  }
  if (!keys) {
    keys = generateVapidKeys();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  }
  return { ...keys, subject: subject ?? DEFAULT_VAPID_SUBJECT, allowHttpEndpoints: !production };
}

const SECRET_FILE = 'jwt-secret';
const REWARD_CODE_SECRET_FILE = 'reward-code-secret';
const PAYMENT_SECRET_FILE = 'payment-secret';

/**
 * The configured secret, else the one persisted in the data folder, else a new one written there (mode 600),
 * so tokens survive restarts without any setup.
 */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, SECRET_FILE);
}

/** The reward-code secret, resolved like the JWT secret (`reward-code-secret` in the data folder). */
export function resolveRewardCodeSecret(configured: string | null, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, REWARD_CODE_SECRET_FILE);
}

/** The payment-details secret, resolved like the JWT secret (`payment-secret` in the data folder). */
export function resolvePaymentSecret(configured: string | null, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, PAYMENT_SECRET_FILE);
}

function resolveStoredSecret(configured: string | null, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * Whether the stand-ins (sign-in page, consent pages) are on: `config.standIns` as the environment decided it; a
 * configuration built without it (tests) has them on unless `AUTH_URL` names another origin than the API's.
 */
export function standInsEnabled(config: Pick<AppConfig, 'standIns' | 'authUrl' | 'publicUrl'>): boolean {
  if (config.standIns !== undefined) return config.standIns;
  return !isRealAuthUrl(config.authUrl ?? undefined, config.publicUrl);
}

/**
 * Full server configuration from the environment, secrets included. In production every secret was given
 * (`loadConfig` refuses otherwise), so nothing is generated into the data folder.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { pushSubject, ...config } = loadConfig(env);
  return {
    ...config,
    push: resolvePushConfig(config.push ?? null, pushSubject, config.dataDir, config.production),
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    rewardCodeSecret: resolveRewardCodeSecret(config.rewardCodeSecret ?? null, config.dataDir),
    paymentSecret: resolvePaymentSecret(config.paymentSecret ?? null, config.dataDir),
  };
}
