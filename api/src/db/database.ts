import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Where the data lives: an embedded PGlite (folder or `memory://`) or a real Postgres. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string } | { kind: 'memory' } | { kind: 'postgres'; url: string };

/** The embedded database's folder inside the API data folder. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Chooses the target from configuration: `DATABASE_URL` wins, else PGlite in the data folder. */
export function databaseTarget(options: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  return { kind: 'pglite', dataDir: options.dataDir };
}

/**
 * Opens a Kysely instance. One SQL dialect everywhere (Postgres): the queries and migrations are the same for
 * PGlite and a real server. `db.destroy()` closes the underlying connection(s).
 */
export function createDatabase(target: DatabaseTarget): Db {
  switch (target.kind) {
    case 'memory':
      return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: new PGlite('memory://') }) });
    case 'pglite': {
      const directory = pgliteDirectory(target.dataDir);
      mkdirSync(directory, { recursive: true });
      return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: new PGlite(directory) }) });
    }
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: target.url, max: 10 });
      return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    }
  }
}
