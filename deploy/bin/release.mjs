#!/usr/bin/env node
// Releases one remote: builds it alone with its version stamped in, checks that the live shell can host it (every
// shared singleton the build asks for is provided by the shell's build in a version it accepts: a remote built on a
// newer shared-kit waits for the shell), publishes the build under <releases>/<remote>/<version>/ and switches that
// remote's line in the environment's live platform.json.
//
//   node deploy/bin/release.mjs <remote> [--version X] [--env local] [--no-build | --dist DIR] [--shell-dist DIR]
//   npm run release -- community --version 1.4.0
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWorkspace } from '../lib/build.mjs';
import { defaultReleasesDir, remotePackageDir, REPO_ROOT } from '../lib/catalog.mjs';
import {
  assertRemote,
  assertVersion,
  defaultVersion,
  isPublished,
  publishRelease,
  releasePaths,
  switchRemoteLine,
  withReleaseLock,
} from '../lib/releases.mjs';
import { assertShellHosts } from '../lib/shared-versions.mjs';

const USAGE = `usage: node deploy/bin/release.mjs <remote> [--version X] [--env local] [--no-build | --dist DIR] [--shell-dist DIR]
  <remote>        tournaments | pass | account | community
  --version X     version to publish (default: <package version>-<UTC timestamp>-<git sha>)
  --env NAME      environment whose platform.json is switched (default: local)
  --no-build      publish mfe-<remote>/dist as it is; with an already published version, switch back to it
  --dist DIR      publish the build in DIR (made elsewhere, e.g. by CI) as it is; implies --no-build
  --shell-dist D  the live shell's build, whose shared singletons must satisfy the remote's (default: shell/dist)
  env ARENA_RELEASES_DIR chooses the releases folder (default <repo>/.releases)`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      env: { type: 'string', default: 'local' },
      'no-build': { type: 'boolean', default: false },
      dist: { type: 'string' },
      'shell-dist': { type: 'string', default: path.join(REPO_ROOT, 'shell/dist') },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const remote = assertRemote(positionals[0]);
  const version = assertVersion(values.version ?? defaultVersion(remote));
  const env = values.env;
  const releasesDir = defaultReleasesDir();
  const distDir = values.dist ? path.resolve(values.dist) : path.join(remotePackageDir(remote), 'dist');
  const build = !values['no-build'] && !values.dist;
  const alreadyPublished = isPublished(releasesDir, remote, version);

  if (alreadyPublished && build) {
    throw new Error(
      `${remote} ${version} is already published; pick a new --version (or --no-build to switch back to it)`,
    );
  }

  if (build) {
    console.log(`building ${remote} ${version} (npm run build -w mfe-${remote})…`);
    const result = await buildWorkspace(`mfe-${remote}`, {
      repoRoot: REPO_ROOT,
      // ARENA_RELEASE_VERSION feeds __APP_VERSION__; MF_BUILD_VERSION stamps mf-manifest.json's buildVersion.
      env: { ARENA_RELEASE_VERSION: version, MF_BUILD_VERSION: version },
      onLine: (line) => console.log(`  │ ${line}`),
    });
    if (!result.ok)
      throw new Error(
        `the build of mfe-${remote} failed (exit ${result.code}); nothing was published or switched`,
      );
    console.log(`  built in ${(result.durationMs / 1000).toFixed(1)} s`);
  }

  // The build that goes live: the one just made (or given), or the published one switched back to.
  const liveDir = alreadyPublished ? releasePaths(releasesDir, env).versionDir(remote, version) : distDir;
  assertShellHosts({ remote, distDir: liveDir, shellDist: path.resolve(values['shell-dist']) });

  const outcome = await withReleaseLock(releasesDir, () => {
    const published = alreadyPublished
      ? null
      : publishRelease({
          releasesDir,
          remote,
          version,
          distDir,
          source: build ? 'release' : values.dist ? 'release --dist' : 'release --no-build',
        });
    const switched = switchRemoteLine({ releasesDir, env, remote, version, action: 'release' });
    return { published, switched };
  });

  const paths = releasePaths(releasesDir, env);
  if (outcome.published) {
    const files = fs.readdirSync(outcome.published.dir).length;
    console.log(`published  ${remote} ${version} → ${outcome.published.dir} (${files} files)`);
  } else {
    console.log(`reusing    ${remote} ${version}, published earlier`);
  }
  console.log(
    `switched   ${remote} in ${paths.stateFile}: ${outcome.switched.from} → ${outcome.switched.to}`,
  );
  console.log(`           entry ${outcome.switched.entry}`);
  console.log('Live on the next page load. Earlier versions stay served under /<version>/ for open tabs.');
  console.log(`Undo with: npm run rollback -- ${remote}${env === 'local' ? '' : ` --env ${env}`}`);
}

main().catch((error) => {
  console.error(`release failed: ${error.message}`);
  process.exit(1);
});
