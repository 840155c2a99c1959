import { buildApp } from './app.js';
import { ConfigError, loadServerConfig, standInsEnabled } from './config.js';
import { createDatabase, databaseTarget } from './db/database.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { closeGracefully } from './modules/health/graceful-shutdown.js';
import { createClusterAdapter } from './realtime/cluster-adapter.js';
import { seedDemoContent } from './seed/demo-content.js';
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
  const app = await buildApp({ db, config, realtimeAdapter: cluster?.adapter, demo: seedDemoContent() });
  if (config.standInsForced) {
    // Loud on purpose (even with LOG_LEVEL=silent): with the stand-ins on, anyone can sign in as any player.
    const warning =
      'ARENA_ALLOW_STAND_IN=1: THE SIGN-IN AND CONSENT STAND-INS ARE ON. Anyone can sign in as any player. ' +
      'For a demo only; /health says so too.';
    if (config.logLevel) app.log.warn({ standIns: true, production: config.production }, warning);
    else console.warn(warning);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    // The drain, then the job queue's wait for its running jobs (10 s at most), the chat messages being handled
    // (5 s at most, twice) and the requests in flight.
    const forceExitMs = config.shutdownDrainMs + 25_000;
    const forceExit = setTimeout(() => {
      app.log.error({ forceExitMs }, 'graceful shutdown took too long; exiting');
      releaseLock();
      process.exit(1);
    }, forceExitMs);
    forceExit.unref();
    try {
      await closeGracefully(app, { drainMs: config.shutdownDrainMs, log: app.log });
      // After the socket.io server has closed its adapters (they hold one of the pool's connections).
      await cluster?.close();
      await db.destroy();
      app.log.info({ signal }, 'shut down');
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
      production: config.production,
      instances: config.instances,
      standIns: standInsEnabled(config),
      redis: config.redisUrl ? 'on' : 'off',
    },
    `MENA Arena API ready on http://${config.host}:${config.port}`,
  );
}

main().catch((error: unknown) => {
  // A refused configuration names every missing or bad setting; the exit code is 1.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
