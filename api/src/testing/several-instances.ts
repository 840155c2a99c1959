import { after, before } from 'node:test';
import { buildApp } from '../app.js';
import { createDatabase, type Db } from '../db/database.js';
import { prepareDatabase } from '../seed/prepare.js';
import { findPostgresBin, type PostgresServer, startPostgres } from './postgres-server.js';
import { TEST_CONFIG } from './test-app.js';

/** Why a suite over a real Postgres server is skipped on this machine (no server binaries, outside CI), or false. */
export const NO_POSTGRES =
  !findPostgresBin() && !process.env.CI ? 'no Postgres server binaries (apt install postgresql)' : false;

/** One API instance of `severalInstances`: the app and its own database pool. */
export interface ApiInstance {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
}

/**
 * Inside a `describe` (skipped with `NO_POSTGRES`): a throwaway Postgres server, migrated and seeded (at `now` when
 * given), and two API instances over it, each with its own pool — where transactions truly overlap, unlike PGlite's
 * one connection. They start before the suite's tests (`ready` runs for each once it is ready) and close after
 * them; the list answered fills in then.
 *
 * @example const instances = severalInstances({ now, clock }); // instances[0].app.inject(...)
 */
export function severalInstances(
  options: { now?: Date; clock?: () => Date; ready?: (instance: ApiInstance) => Promise<void> } = {},
): ApiInstance[] {
  const instances: ApiInstance[] = [];
  let server: PostgresServer | undefined;
  before(async () => {
    server = await startPostgres();
    const setup = createDatabase({ kind: 'postgres', url: server.url });
    await prepareDatabase(setup, { now: options.now });
    await setup.destroy();
    for (let index = 0; index < 2; index += 1) {
      const db = createDatabase({ kind: 'postgres', url: server.url });
      const app = await buildApp({
        db,
        config: TEST_CONFIG,
        ...(options.clock ? { clock: options.clock } : {}),
      });
      await app.ready();
      const instance = { app, db };
      await options.ready?.(instance);
      instances.push(instance);
    }
  });
  after(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.db.destroy();
    }
    await server?.stop();
  });
  return instances;
}
