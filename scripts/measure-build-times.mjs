#!/usr/bin/env node
// Times the production build of each package (`npm run build -w <package>`), one after the other.
//
//   node scripts/measure-build-times.mjs [package ...]     (default: shell, the four remotes, api)
import { pathToFileURL } from 'node:url';
import { buildWorkspace } from '../deploy/lib/build.mjs';

export const BUILD_PACKAGES = ['shell', 'mfe-tournaments', 'mfe-pass', 'mfe-account', 'mfe-community', 'api'];

/** Builds each package in turn; returns `[{ workspace, ok, durationMs, tail }]`. */
export async function measureBuildTimes(packages = BUILD_PACKAGES, { onResult = () => {} } = {}) {
  const results = [];
  for (const workspace of packages) {
    const result = await buildWorkspace(workspace);
    results.push(result);
    onResult(result);
  }
  return results;
}

export function formatBuildTime(result) {
  const seconds = `${(result.durationMs / 1000).toFixed(1)} s`.padStart(8);
  return `  ${result.workspace.padEnd(18)}${seconds}  ${result.ok ? 'ok' : `FAILED (exit ${result.code})`}`;
}

async function main() {
  const packages = process.argv.slice(2);
  console.log('Build time per package (npm run build -w <package>, sequential):');
  const results = await measureBuildTimes(packages.length ? packages : BUILD_PACKAGES, {
    onResult: (result) => {
      console.log(formatBuildTime(result));
      if (!result.ok) for (const line of result.tail.slice(-10)) console.log(`      ${line}`);
    },
  });
  const total = results.reduce((sum, r) => sum + r.durationMs, 0);
  console.log(`  ${'total'.padEnd(18)}${`${(total / 1000).toFixed(1)} s`.padStart(8)}`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
