#!/usr/bin/env node
// Switches one remote back to the version it had before its current one in an environment (its history), by
// changing that remote's line in the live platform.json. Nothing is rebuilt; the old version is still published.
//
//   node deploy/bin/rollback.mjs <remote> [--env local]
//   npm run rollback -- community
import { parseArgs } from 'node:util';
import { defaultReleasesDir } from '../lib/catalog.mjs';
import {
  assertRemote,
  readHistory,
  releasePaths,
  rollbackRemote,
  withReleaseLock,
} from '../lib/releases.mjs';

const USAGE = `usage: node deploy/bin/rollback.mjs <remote> [--env local]
  env ARENA_RELEASES_DIR chooses the releases folder (default <repo>/.releases)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'local' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const remote = assertRemote(positionals[0]);
  const env = values.env;
  const releasesDir = defaultReleasesDir();
  const switched = await withReleaseLock(releasesDir, () => rollbackRemote({ releasesDir, env, remote }));
  const paths = releasePaths(releasesDir, env);
  console.log(`rolled back ${remote} in ${paths.stateFile}: ${switched.from} → ${switched.to}`);
  console.log(`           entry ${switched.entry}`);
  console.log(`history    ${readHistory(releasesDir, env, remote).live.join(' → ')} (live last)`);
  console.log('Live on the next page load.');
}

main().catch((error) => {
  console.error(`rollback failed: ${error.message}`);
  process.exit(1);
});
