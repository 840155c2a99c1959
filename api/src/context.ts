import type { FastifyBaseLogger } from 'fastify';
import type { TokenService } from './auth/tokens.js';
import type { AppConfig } from './config.js';
import type { Db } from './db/database.js';
import type { TtlCache } from './http/ttl-cache.js';
import type { GameDataProvider } from './providers/game-data/game-data-provider.js';
import type { Realtime } from './realtime/realtime.js';
import type { FileStorage } from './storage/file-storage.js';

/** Absolute URL of a stored image path (`/static/...`); absolute URLs and null pass through. */
export type AssetUrl = (pathOrUrl: string | null) => string | null;

/** What every feature module gets: the database, configuration, services and providers. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  tokens: TokenService;
  gameData: GameDataProvider;
  realtime: Realtime;
  /** The time "now" for derived state (tournament status, relative seed times); injectable in tests. */
  clock: () => Date;
  /**
   * True while background passes (brackets, check-in reminders, ladder payouts, matchmaking turns) must skip their
   * turns: only on a test server whose clock was moved with `holdJobs` (POST /v1/dev/clock). Absent means never.
   */
  jobsHeld?: () => boolean;
  /** Hot public reads; writers of tournaments, registrations, posts and pass data invalidate their prefix. */
  cache: TtlCache;
  assetUrl: AssetUrl;
  /** Where uploaded files live: the data folder's `uploads/`, or a bucket (`config.uploadStorage`). */
  storage: FileStorage;
  /** The app's logger, for work outside a request (a provider failure a page survives, background passes). */
  log: FastifyBaseLogger;
}

export function createAssetUrl(publicUrl: string): AssetUrl {
  return (pathOrUrl) => {
    if (!pathOrUrl) return null;
    if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
    return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  };
}
