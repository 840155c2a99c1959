import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from './seed.js';

/**
 * What a server does before it listens: migrations, then the demo data when the database is empty. Under one
 * session advisory lock, so API instances starting together over one Postgres migrate and seed once (the others
 * wait, then find the work done).
 */
export async function prepareDatabase(
  db: Db,
  options: { now?: Date } = {},
): Promise<{ migrations: string[]; seeded: SeedSummary | null }> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('arena:prepare-database'))`.execute(connection);
    try {
      const migrations = await migrateToLatest(connection);
      const seeded = (await isDatabaseEmpty(connection)) ? await seedDatabase(connection, options) : null;
      return { migrations, seeded };
    } finally {
      await sql`select pg_advisory_unlock(hashtext('arena:prepare-database'))`.execute(connection);
    }
  });
}
