import { loadConfig } from '../config.js';
import { createDatabase, databaseTarget } from '../db/database.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { seedDatabase } from './seed.js';

/** `npm run seed`: migrates and replaces all data with the demo data set (stop the API first). */
async function reseed(): Promise<void> {
  const config = loadConfig();
  const target = databaseTarget(config);
  const releaseLock = target.kind === 'pglite' ? lockDataDir(config.dataDir, 'npm run seed') : () => {};
  const db = createDatabase(target);
  try {
    await migrateToLatest(db);
    const summary = await seedDatabase(db);
    const where = target.kind === 'postgres' ? 'DATABASE_URL' : config.dataDir;
    console.log(`Seeded ${where}:`, summary);
  } finally {
    await db.destroy();
    releaseLock();
  }
}

reseed().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
