/**
 * The e2e run's databases. Where Debian's Postgres server binaries are installed (`npm test` installs them) and
 * ARENA_E2E_DB is not `pglite`, the run starts one throwaway Postgres server (api/src/testing/postgres-server.ts, as
 * the API tests do); the global setup's first API start migrates and seeds one database on it, and each worker's
 * API runs on a copy of that database (`create database … template`, a file copy inside the server) instead of the
 * embedded PGlite on a copy of the seeded data folder. Measured per test file the API needs about half the CPU on
 * Postgres (its queries run natively instead of through PGlite's WebAssembly build), and production runs Postgres.
 */
import { findPostgresBin, type PostgresServer, startPostgres } from '../../api/src/testing/postgres-server';

/** Starts the run's Postgres server, or answers null where the APIs run the embedded PGlite. */
export async function startRunPostgres(): Promise<PostgresServer | null> {
  if (process.env.ARENA_E2E_DB === 'pglite' || !findPostgresBin()) return null;
  // Each worker's API keeps a pool of up to ten, a listening connection and the job queue's; specs start portals
  // of their own too.
  return startPostgres({ maxConnections: 300 });
}
