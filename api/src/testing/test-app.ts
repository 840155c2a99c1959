import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { createTokenService } from '../auth/tokens.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { GameDataProvider } from '../providers/game-data/index.js';
import { seedDemoContent } from '../seed/demo-content.js';
import { seedPlayer } from '../seed/players.js';
import { createSeededDatabase } from './seeded-database.js';

export { recentSeedMoment } from './seeded-database.js';

export const TEST_PUBLIC_URL = 'http://api.test';
export const TEST_PORTAL_ORIGIN = 'http://localhost:8080';

export const TEST_CONFIG: AppConfig = {
  publicUrl: TEST_PUBLIC_URL,
  portalOrigins: [TEST_PORTAL_ORIGIN, 'http://localhost:8081'],
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  trustProxy: false,
  gameDataProvider: 'simulated',
  rateLimit: { perMinute: 10_000, signInPerMinute: 1_000 },
  logLevel: false,
};

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /**
   * The moment the data was seeded and the app's clock reads (unless a clock was given): `options.now`, else a
   * moment of the last `RECENT_MS` (seeded-database.ts), so test files share one snapshot of the seeded data.
   */
  now: Date;
  /** A valid token of a seeded player by key (`falcon`, `cheater`, ...). */
  tokenFor: (playerKey: string) => Promise<string>;
  /** `app.inject` with an optional bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
}

/** A fresh in-memory database, migrated and seeded (from a snapshot), and the app over it. One per test file. */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; clock?: () => Date; now?: Date; gameData?: GameDataProvider } = {},
): Promise<TestApp> {
  const config = { ...TEST_CONFIG, ...options.config };
  const { db, now } = await createSeededDatabase({ now: options.now });
  const clock = options.clock ?? (() => now);
  const app = await buildApp({ db, config, clock, gameData: options.gameData, demo: seedDemoContent() });
  await app.ready();
  const tokens = createTokenService(config.jwtSecret, clock);
  return {
    app,
    db,
    now,
    tokenFor: (playerKey) => tokens.sign(seedPlayer(playerKey).id),
    request: ({ token, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
