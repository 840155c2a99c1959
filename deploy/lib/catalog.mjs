// What the portal is made of: where the repository lives, which packages are remotes, and their default ports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The four remotes, by Module Federation container name, with the workspace folder that builds each. */
export const REMOTES = ['tournaments', 'pass', 'account', 'community'];

/** Workspace folder of a remote (`community` → `mfe-community`). */
export function remotePackageDir(remote, repoRoot = REPO_ROOT) {
  if (!REMOTES.includes(remote)) {
    throw new Error(`unknown remote "${remote}"; the remotes are ${REMOTES.join(', ')}`);
  }
  return path.join(repoRoot, `mfe-${remote}`);
}

/**
 * Every package `npm start` serves, with the file whose presence means "built". The API comes first so its
 * (slower) first start overlaps with nothing else failing silently.
 */
export function servedPackages(repoRoot = REPO_ROOT) {
  return [
    { name: 'api', workspace: 'api', dir: path.join(repoRoot, 'api'), builtMarker: 'dist/main.js' },
    { name: 'shell', workspace: 'shell', dir: path.join(repoRoot, 'shell'), builtMarker: 'dist/index.html' },
    ...REMOTES.map((remote) => ({
      name: remote,
      workspace: `mfe-${remote}`,
      dir: remotePackageDir(remote, repoRoot),
      builtMarker: 'dist/mf-manifest.json',
    })),
  ];
}

export function isBuilt(pkg) {
  return fs.existsSync(path.join(pkg.dir, pkg.builtMarker));
}

/** `ARENA_RELEASES_DIR`, else `<repo>/.releases`. */
export function defaultReleasesDir(env = process.env, repoRoot = REPO_ROOT) {
  return path.resolve(env.ARENA_RELEASES_DIR || path.join(repoRoot, '.releases'));
}

/** `ARENA_DATA_DIR`, else `<repo>/.data/pglite`. */
export function defaultDataDir(env = process.env, repoRoot = REPO_ROOT) {
  return path.resolve(env.ARENA_DATA_DIR || path.join(repoRoot, '.data/pglite'));
}

export function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}
