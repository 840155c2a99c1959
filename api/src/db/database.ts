import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Dialect, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Where the data lives: an embedded PGlite (folder or `memory://`) or a real Postgres. */
export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** `loadDataDir`: starts from a `dumpDataDir()` tarball instead of an empty cluster (the tests' snapshots). */
  | { kind: 'memory'; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string };

/** The embedded database's folder inside the API data folder. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Chooses the target from configuration: `DATABASE_URL` wins, else PGlite in the data folder. */
export function databaseTarget(options: { databaseUrl: string | null; dataDir: string }): DatabaseTarget {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  return { kind: 'pglite', dataDir: options.dataDir };
}

/** Extensions the migrations create, loaded into PGlite (a real Postgres ships them in its contrib package). */
const PGLITE_EXTENSIONS = { pg_trgm };

/** How long a request waits for a Postgres connection before failing with 503. */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Where a Kysely instance's database sends notifications (`LISTEN`): the embedded PGlite itself, or the Postgres
 * server a dedicated client connects to. Kysely keeps its driver private, so `createDatabase` records it here.
 */
export type NotificationSource = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
const notificationSources = new WeakMap<Db, NotificationSource>();

/** The notification source of a database opened by `createDatabase` (null for any other Kysely instance). */
export function notificationSource(db: Db): NotificationSource | null {
  return notificationSources.get(db) ?? null;
}

function remember(db: Db, source: NotificationSource): Db {
  notificationSources.set(db, source);
  return db;
}

/** Who is told of each statement a database opened by `createDatabase` runs (`watchStatements`). */
const statementWatchers = new WeakMap<Db, Set<(statement: string) => void>>();

/**
 * Tells `watcher` the SQL of every statement `db` runs through Kysely (PGlite or Postgres alike) until the returned
 * function is called: for tests that hold a route to a number of statements.
 */
export function watchStatements(db: Db, watcher: (statement: string) => void): () => void {
  const watchers = statementWatchers.get(db) ?? new Set();
  statementWatchers.set(db, watchers);
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** A Kysely instance whose statements `watchStatements` can follow. */
function kysely(dialect: Dialect): Db {
  const db: Db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (event.level === 'query') statementWatchers.get(db)?.forEach((watch) => watch(event.query.sql));
    },
  });
  return db;
}

/**
 * Opens a Kysely instance. One SQL dialect everywhere (Postgres): the queries and migrations are the same for
 * PGlite and a real server. `db.destroy()` closes the underlying connection(s).
 */
export function createDatabase(target: DatabaseTarget): Db {
  switch (target.kind) {
    case 'memory': {
      const pglite = new PGlite('memory://', {
        extensions: PGLITE_EXTENSIONS,
        ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      });
      return remember(kysely(new PGliteDialect({ pglite })), {
        kind: 'pglite',
        pglite,
      });
    }
    case 'pglite': {
      const directory = pgliteDirectory(target.dataDir);
      mkdirSync(directory, { recursive: true });
      const pglite = new PGlite(directory, { extensions: PGLITE_EXTENSIONS });
      return remember(kysely(new PGliteDialect({ pglite })), {
        kind: 'pglite',
        pglite,
      });
    }
    case 'postgres': {
      const pool = new pg.Pool({
        connectionString: target.url,
        max: 10,
        // While the server is down or restarting, a request waits at most this long for a connection, then
        // fails (503, `isDatabaseUnavailable`) instead of hanging; pg reconnects on the next checkout by itself.
        connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      });
      // An idle connection the server drops (restart, failover) is an 'error' on the pool: without a listener it
      // would crash the process. The pool has already discarded that connection.
      pool.on('error', () => {});
      // The same for a connection checked out between queries (a transaction waiting on the app): its query fails
      // with the error (503); the unhandled 'error' event would crash the process.
      pool.on('connect', (client) => client.on('error', () => {}));
      return remember(kysely(new PostgresDialect({ pool })), {
        kind: 'postgres',
        url: target.url,
      });
    }
  }
}
