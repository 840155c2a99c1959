import { buildApp } from './app.js';
import { ConfigError, loadServerConfig } from './config.js';
import { createDatabase, databaseTarget } from './db/database.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { createClusterAdapter } from './realtime/cluster-adapter.js';
import { prepareDatabase } from './seed/prepare.js';

/** Reads the environment, prepares the database (migrations, first-start seed) and serves the API. */
async function main(): Promise<void> {
  const config = loadServerConfig();
  const target = databaseTarget(config);
  const releaseLock = target.kind === 'pglite' ? lockDataDir(config.dataDir, 'api server') : () => {};
  const db = createDatabase(target);
  // Over Postgres, several instances may serve the same players: socket.io events are relayed between them.
  const cluster =
    target.kind === 'postgres'
      ? createClusterAdapter(target.url, { warn: (object, message) => console.warn(message, object) })
      : null;
  const app = await buildApp({ db, config, realtimeAdapter: cluster?.adapter });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => {
      app.log.error('graceful shutdown took over 10 s; exiting');
      releaseLock();
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    try {
      await app.close();
      // After the socket.io server has closed its adapters (they hold one of the pool's connections).
      await cluster?.close();
      await db.destroy();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const { migrations, seeded } = await prepareDatabase(db);
    if (migrations.length > 0) app.log.info({ migrations }, 'migrations applied');
    if (seeded) app.log.info({ seeded }, 'empty database: demo data seeded');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    await cluster?.close().catch(() => {});
    await db.destroy().catch(() => {});
    releaseLock();
    throw error;
  }

  app.log.info(
    {
      publicUrl: config.publicUrl,
      database: target.kind === 'postgres' ? 'postgres' : target.kind,
      portalOrigins: config.portalOrigins,
    },
    `MENA Arena API ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
