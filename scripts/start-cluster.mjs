#!/usr/bin/env node
// `npm run start:cluster`: the production shape on this machine — a throwaway Postgres cluster, Redis, three API
// instances (TRUST_PROXY=1, ARENA_INSTANCES=3) behind nginx, and the portal's static servers whose manifest names
// nginx as the API; migrated and seeded. Installs Debian's postgresql, redis-server and nginx when missing.
// Ctrl-C (or SIGTERM) stops everything and removes the run's folder.
//
//   node scripts/start-cluster.mjs [--port-base 18300] [--production] [--drain-ms 1000]
import { parseArgs } from 'node:util';
import { DEFAULT_CLUSTER_BASE, INTERNAL_HOST, startCluster } from './lib/cluster.mjs';

const USAGE = `usage: node scripts/start-cluster.mjs [--port-base ${DEFAULT_CLUSTER_BASE}] [--production] [--drain-ms 1000]
  --port-base   nginx on it, the shell +10, the remotes +11..+14, the APIs +21..+23, Redis +30
  --production  NODE_ENV=production with the sign-in stand-in on by name (ARENA_ALLOW_STAND_IN=1); the default,
                development, also offers the seeded staff accounts on the stand-in
  --drain-ms    ARENA_SHUTDOWN_DRAIN_MS of each API instance`;

async function main() {
  const { values } = parseArgs({
    options: {
      'port-base': { type: 'string', default: String(DEFAULT_CLUSTER_BASE) },
      production: { type: 'boolean', default: false },
      'drain-ms': { type: 'string', default: '1000' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const cluster = await startCluster({
    base: Number(values['port-base']),
    production: values.production,
    drainMs: Number(values['drain-ms']),
  });

  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`\n${signal}: stopping the cluster…`);
    await cluster.stop();
    console.log('stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const pad = (text) => text.padEnd(13);
  console.log('');
  console.log('MENA Arena cluster is running (three API instances behind nginx)');
  console.log(`  ${pad('Portal')}${cluster.urls.shell}`);
  console.log(`  ${pad('API (nginx)')}${cluster.urls.api}   config ${cluster.nginxConf}`);
  for (const api of cluster.apis) {
    console.log(`  ${pad(`API ${api.index + 1}`)}${api.url}  pid ${api.proc.child.pid}  log ${api.logFile}`);
  }
  console.log(`  ${pad('Postgres')}${cluster.databaseUrl}`);
  console.log(`  ${pad('Redis')}redis://${INTERNAL_HOST}:${cluster.ports.redis}`);
  console.log(
    `  ${pad('Sign in')}press Sign In on the portal (the stand-in: ${cluster.urls.api}/auth/signin)`,
  );
  console.log(
    '\nRestart one instance gracefully: kill -TERM <pid> (nginx sends its traffic to the others). Ctrl-C stops.',
  );
}

main().catch((error) => {
  console.error(`start:cluster failed: ${error.message}`);
  process.exit(1);
});
