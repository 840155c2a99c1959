#!/usr/bin/env node
// Switches one remote back to the version it had before its current one in an environment (its history), by
// changing that remote's line in the live platform.json. Nothing is rebuilt; the old version is still published.
// As a release does, it first checks that the live shell can host that version (its shared singletons: a shell
// moved to a new major shared-kit cannot host a remote built on the old one).
//
//   node deploy/bin/rollback.mjs <remote> [--env local] [--shell-dist DIR]
//   npm run rollback -- community
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultReleasesDir, REPO_ROOT } from '../lib/catalog.mjs';
import {
  assertRemote,
  readHistory,
  releasePaths,
  rollbackRemote,
  withReleaseLock,
} from '../lib/releases.mjs';
import { assertShellHosts } from '../lib/shared-versions.mjs';

const USAGE = `usage: node deploy/bin/rollback.mjs <remote> [--env local] [--shell-dist DIR]
  --shell-dist D  the live shell's build, whose shared singletons must satisfy the remote's (default: shell/dist)
  env ARENA_RELEASES_DIR chooses the releases folder (default <repo>/.releases)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'local' },
      'shell-dist': { type: 'string', default: path.join(REPO_ROOT, 'shell/dist') },
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
  const switched = await withReleaseLock(releasesDir, () => {
    const previous = readHistory(releasesDir, env, remote).live.at(-2);
    if (previous) {
      const distDir = releasePaths(releasesDir, env).versionDir(remote, previous);
      assertShellHosts({ remote, distDir, shellDist: path.resolve(values['shell-dist']) });
    }
    return rollbackRemote({ releasesDir, env, remote });
  });
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
