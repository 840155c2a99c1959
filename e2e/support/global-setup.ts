/**
 * Prepares one e2e run, once for all workers: builds the packages whose dist is missing (one production build,
 * shared: `npm test` builds everything in its build stage, so nothing is built here then) and publishes each
 * remote's build as its first release into a template releases folder, and migrates and seeds a database (on the
 * run's Postgres server where there is one: support/run-database.ts). Every
 * worker then starts its own portal from those (support/worker-portal.ts): its own API on a copy of the seeded
 * database, its own copy of the releases, its own ports. Returns the teardown, which removes the run's folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { buildWorkspace } from '../../deploy/lib/build.mjs';
import { isBuilt, REMOTES, remotePackageDir, servedPackages } from '../../deploy/lib/catalog.mjs';
import { publishRelease, versionOfBuild } from '../../deploy/lib/releases.mjs';
import { RUN_INFO_VARIABLE, type RunInfo } from './portal-info';
import { createServerDatabase } from '../../api/src/testing/postgres-server';
import { startRunPostgres } from './run-database';
import { seedDatabase } from './worker-portal';

export default async function globalSetup(_config: FullConfig) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
  const log = (line: string) => console.log(`[portal] ${line}`);
  const problems: string[] = [];
  const problem = (line: string) => {
    problems.push(line);
    log(`✖ ${line}`);
  };

  // Packages whose dist is missing are built first (ARENA_E2E_BUILD=0 serves only what is built).
  if (process.env.ARENA_E2E_BUILD !== '0') {
    for (const pkg of servedPackages()) {
      if (isBuilt(pkg)) continue;
      log(`building ${pkg.workspace} (no ${pkg.builtMarker} yet)…`);
      const result = await buildWorkspace(pkg.workspace);
      if (result.ok && isBuilt(pkg))
        log(`  built ${pkg.workspace} in ${(result.durationMs / 1000).toFixed(1)} s`);
      else {
        problem(
          `${pkg.workspace} failed to build (exit ${result.code}); serving everything else. Last lines:`,
        );
        for (const line of result.tail.slice(-12)) log(`    ${line}`);
      }
    }
  }

  // The template every worker copies: each remote's current build as its first (and only) release. Read from the
  // remotes' dist once, here: a release test rebuilds mfe-community/dist while other workers run.
  const releasesTemplate = path.join(workDir, 'releases');
  for (const remote of REMOTES) {
    const distDir = path.join(remotePackageDir(remote), 'dist');
    if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) {
      problem(`${remote} has no build: its routes show "temporarily unavailable"`);
      continue;
    }
    const version = versionOfBuild(remote, distDir);
    publishRelease({
      releasesDir: releasesTemplate,
      remote,
      version,
      distDir,
      source: 'e2e: first release of the existing build',
    });
    log(`published ${remote} ${version} (first release, from mfe-${remote}/dist)`);
  }

  const started = Date.now();
  const seededData = path.join(workDir, 'seeded-data');
  const server = await startRunPostgres();
  const postgres = server ? { url: server.url, seeded: 'seeded' } : undefined;
  const seededUrl = postgres ? await createServerDatabase(postgres.url, postgres.seeded) : undefined;
  for (const line of await seedDatabase(seededData, path.join(workDir, 'seeding'), seededUrl)) problem(line);
  log(
    `database migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (${server ? 'Postgres server' : 'PGlite'})`,
  );

  const info: RunInfo = { workDir, releasesTemplate, seededData, postgres, problems };
  // Workers are started after the global setup and inherit its environment.
  process.env[RUN_INFO_VARIABLE] = JSON.stringify(info);

  return async () => {
    await server?.stop();
    if (process.env.ARENA_E2E_KEEP) log(`kept ${workDir} (ARENA_E2E_KEEP)`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  };
}
