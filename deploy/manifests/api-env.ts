import type { EnvVariable } from '../../api/src/config.js';

/**
 * How a production API instance gets one of the variables the API reads (`ENV_VARIABLES`, api/src/config.ts):
 * - `value`: written in the Deployment (plain, not secret);
 * - `secret`: from the Secret `arena-api`, under a key named as the variable (`required: false`: the key may be
 *   missing; `create` is the value the documented `kubectl create secret` command gives it);
 * - `default`: not set, the API's default applies (`why` says why that is right in production);
 * - `unset`: must not be set in production (`why` says what it is for).
 */
export type EnvSetting =
  | { from: 'value'; value: string; why?: string }
  | { from: 'secret'; required: boolean; create?: string; why?: string }
  | { from: 'default'; why: string }
  | { from: 'unset'; why: string };

/** What the settings depend on: the public addresses (deploy/environments) and the instance count. */
export interface ApiEnvInputs {
  /** The portal's public origin (the shell's): CORS, socket.io and sign-in return addresses. */
  portalOrigin: string;
  /** The API's public base URL. */
  publicUrl: string;
  /** The game publisher's sign-in service. */
  authUrl: string;
  /** The port the API listens on inside its container. */
  port: number;
  /** `ARENA_INSTANCES`: the most instances the autoscaler runs. */
  instances: number;
  /** Where the image keeps the API's data folder (nothing is kept there over Postgres; see the Dockerfile). */
  dataDir: string;
  /** The CDN address in front of the uploads bucket. */
  uploadsUrl: string;
}

const RANDOM_SECRET = '"$(openssl rand -base64 48)"';

/**
 * Every variable the API reads, and how production sets it. Typed by `EnvVariable`, so a variable added to the
 * API's environment schema does not compile here until it is given a setting; deploy/test/manifests.test.mjs also
 * compares the keys with `ENV_VARIABLES` at run time.
 */
export function apiEnvironment(inputs: ApiEnvInputs): Record<EnvVariable, EnvSetting> {
  return {
    NODE_ENV: {
      from: 'value',
      value: 'production',
      why: 'the API refuses to start without every production setting',
    },
    PORT: { from: 'value', value: String(inputs.port) },
    HOST: { from: 'value', value: '0.0.0.0', why: 'reachable from the Service (default 127.0.0.1)' },
    ARENA_DATA_DIR: {
      from: 'value',
      value: inputs.dataDir,
      why: 'an emptyDir: over Postgres, with every secret given and uploads in the bucket, nothing is kept there',
    },
    ARENA_INSTANCES: {
      from: 'value',
      value: String(inputs.instances),
      why: "the autoscaler's maxReplicas; more than one makes REDIS_URL and DATABASE_URL required",
    },
    PORTAL_ORIGINS: { from: 'value', value: inputs.portalOrigin },
    ARENA_PUBLIC_URL: { from: 'value', value: inputs.publicUrl },
    AUTH_URL: {
      from: 'value',
      value: inputs.authUrl,
      why: 'the real sign-in service: the sign-in and consent stand-ins are off',
    },
    TRUST_PROXY: {
      from: 'value',
      value: '1',
      why: "behind the ingress: the client's address comes from X-Forwarded-For (rate limits, geo-IP)",
    },
    GAME_DATA_PROVIDER: { from: 'value', value: 'riot' },
    LOG_LEVEL: { from: 'value', value: 'info' },
    DATABASE_URL: { from: 'secret', required: true, create: 'postgres://arena:...@postgres:5432/arena' },
    REDIS_URL: { from: 'secret', required: true, create: 'redis://:...@arena-redis:6379' },
    ARENA_JWT_SECRET: { from: 'secret', required: true, create: RANDOM_SECRET },
    ARENA_REWARD_CODE_SECRET: { from: 'secret', required: true, create: RANDOM_SECRET },
    ARENA_PAYMENT_SECRET: { from: 'secret', required: true, create: RANDOM_SECRET },
    RIOT_API_KEY: { from: 'secret', required: true, create: 'RGAPI-...' },
    RIOT_CALLBACK_SECRET: { from: 'secret', required: false, why: 'else derived from the JWT secret' },
    VAPID_PUBLIC_KEY: {
      from: 'secret',
      required: true,
      create: '... (npx web-push generate-vapid-keys: its public key)',
      why: "Web Push: one key pair for every instance (browsers' subscriptions are made for this public key)",
    },
    VAPID_PRIVATE_KEY: {
      from: 'secret',
      required: true,
      create: '... (the private key of the same pair)',
    },
    VAPID_SUBJECT: {
      from: 'value',
      value: inputs.portalOrigin,
      why: "Web Push: the contact push services may use, the portal's https address",
    },
    DISCORD_CLIENT_ID: {
      from: 'secret',
      required: false,
      why: 'with DISCORD_CLIENT_SECRET; without the pair, linking Discord answers 503 providerNotConfigured',
    },
    DISCORD_CLIENT_SECRET: { from: 'secret', required: false },
    TWITTER_CLIENT_ID: {
      from: 'secret',
      required: false,
      why: 'with TWITTER_CLIENT_SECRET; without the pair, linking Twitter answers 503 providerNotConfigured',
    },
    TWITTER_CLIENT_SECRET: { from: 'secret', required: false },
    S3_BUCKET: {
      from: 'value',
      value: 'arena-uploads',
      why: "uploads in the bucket: on the data folder's disk each instance would keep its own",
    },
    S3_REGION: { from: 'value', value: 'me-central-1' },
    UPLOADS_PUBLIC_URL: { from: 'value', value: inputs.uploadsUrl, why: 'the CDN in front of the bucket' },
    S3_ACCESS_KEY_ID: { from: 'secret', required: true, create: '...' },
    S3_SECRET_ACCESS_KEY: { from: 'secret', required: true, create: '...' },
    S3_ENDPOINT: { from: 'default', why: 'AWS S3 itself; set it for another S3-compatible service' },
    S3_FORCE_PATH_STYLE: { from: 'default', why: "AWS S3's bucket host names; 1 for MinIO" },
    ARENA_SHUTDOWN_DRAIN_MS: {
      from: 'default',
      why: '5 s in production: /ready answers 503 while the endpoints and the ingress let the instance go',
    },
    RIOT_TOURNAMENT_REGION: {
      from: 'default',
      why: "EUW until the publisher's provider region says otherwise",
    },
    RIOT_RATE_LIMITS: {
      from: 'default',
      why: "learned from the publisher's X-App-Rate-Limit answers; set it to the production key's limits",
    },
    RATE_LIMIT_PER_MINUTE: { from: 'default', why: 'per client address, counted in Redis' },
    SIGNIN_RATE_LIMIT_PER_MINUTE: { from: 'default', why: 'per client address, counted in Redis' },
    WRITE_RATE_LIMIT_PER_MINUTE: { from: 'default', why: 'per player, counted in Redis' },
    INVITE_RATE_LIMIT_PER_MINUTE: { from: 'default', why: 'per client address, counted in Redis' },
    MATCHMAKING_STRATEGY: { from: 'default', why: 'global; first-come is the load test baseline' },
    PASS_ALLOWED_REGIONS: { from: 'default', why: 'me1, euw1, eun1 (the regions the pass opened to)' },
    RIOT_API_BASE_URL: { from: 'unset', why: 'replaces the publisher hosts with a stand-in (staging)' },
    RIOT_TOURNAMENT_STUB: { from: 'unset', why: 'tournament-stub-v5, for development keys' },
    ARENA_TEST_CLOCK: { from: 'unset', why: 'the test clock; the API refuses it in production' },
    ARENA_ALLOW_STAND_IN: {
      from: 'unset',
      why: 'turns the sign-in stand-ins on: anyone could sign in as anyone',
    },
  };
}
