// Releases: immutable copies of each remote's build, and per environment the live manifest and a history.
//
// <releases>/
//   <remote>/<version>/...                     a copy of mfe-<remote>/dist, never changed once published
//   <remote>/published.json                    [{ version, publishedAt, source }]
//   environments/<env>/platform.json           the live platform manifest (the shell serves it on each request)
//   environments/<env>/history/<remote>.json   { live: [older, ..., current], events: [...] } for rollback
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPackageJson, REMOTES, remotePackageDir } from './catalog.mjs';
import {
  loadEnvironmentTemplate,
  renderPlatform,
  resolvePorts,
  resolveTemplate,
  switchEntryVersion,
  UNRELEASED,
} from './environments.mjs';

/** Versions are URL path segments: letters, digits, dot, dash, underscore. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,79}$/;

export function assertVersion(version) {
  if (!VERSION_PATTERN.test(version ?? '') || version === UNRELEASED) {
    throw new Error(
      `"${version}" is not a usable version (letters, digits, ".", "-", "_"; at most 80 characters)`,
    );
  }
  return version;
}

export function assertRemote(remote) {
  if (!REMOTES.includes(remote))
    throw new Error(`unknown remote "${remote}"; the remotes are ${REMOTES.join(', ')}`);
  return remote;
}

export function releasePaths(releasesDir, env = 'local') {
  const envDir = path.join(releasesDir, 'environments', env);
  return {
    releasesDir,
    envDir,
    stateFile: path.join(envDir, 'platform.json'),
    historyFile: (remote) => path.join(envDir, 'history', `${remote}.json`),
    remoteDir: (remote) => path.join(releasesDir, remote),
    versionDir: (remote, version) => path.join(releasesDir, remote, version),
    publishedFile: (remote) => path.join(releasesDir, remote, 'published.json'),
  };
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new Error(`cannot read ${file}: ${error.message}`, { cause: error });
  }
}

/** Writes through a temporary file and a rename, so a reader never sees half a manifest. */
export function writeJsonAtomic(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** Runs `fn` while holding `<releases>/.lock`, so two releases never interleave their writes. */
export async function withReleaseLock(releasesDir, fn, { timeoutMs = 30_000 } = {}) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const lockFile = path.join(releasesDir, '.lock');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const stale = (() => {
        try {
          return Date.now() - fs.statSync(lockFile).mtimeMs > 120_000;
        } catch {
          return false;
        }
      })();
      if (stale) fs.rmSync(lockFile, { force: true });
      else if (Date.now() > deadline)
        throw new Error(`${lockFile} is held by another release; try again`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Published versions of a remote, oldest first. */
export function listPublished(releasesDir, remote) {
  const paths = releasePaths(releasesDir);
  return readJson(paths.publishedFile(remote), []).filter((entry) =>
    fs.existsSync(path.join(paths.versionDir(remote, entry.version), 'mf-manifest.json')),
  );
}

export function isPublished(releasesDir, remote, version) {
  return fs.existsSync(path.join(releasePaths(releasesDir).versionDir(remote, version), 'mf-manifest.json'));
}

function assertBuilt(distDir) {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!fs.existsSync(path.join(distDir, file)))
      throw new Error(`${distDir} has no ${file}; build the remote first`);
  }
}

/**
 * Copies a remote's build to `<releases>/<remote>/<version>/`. A version is published once and never changed,
 * so hashed chunks it refers to stay available to open tabs after later releases.
 */
export function publishRelease({ releasesDir, remote, version, distDir, source = 'release' }) {
  assertRemote(remote);
  assertVersion(version);
  assertBuilt(distDir);
  const paths = releasePaths(releasesDir);
  const target = paths.versionDir(remote, version);
  if (fs.existsSync(target))
    throw new Error(`${remote} ${version} is already published (${target}); versions are immutable`);
  fs.mkdirSync(paths.remoteDir(remote), { recursive: true });
  const staging = path.join(
    paths.remoteDir(remote),
    `.staging-${version}-${crypto.randomBytes(4).toString('hex')}`,
  );
  // The build's file times come along: the static server sends a file's compressed copy (`x.js.br`) only when it is
  // not older than the file.
  fs.cpSync(distDir, staging, { recursive: true, preserveTimestamps: true });
  fs.renameSync(staging, target);
  const published = readJson(paths.publishedFile(remote), []);
  published.push({ version, publishedAt: new Date().toISOString(), source });
  writeJsonAtomic(paths.publishedFile(remote), published);
  return { remote, version, dir: target };
}

/** The live platform manifest of an environment, or null before the first start or release there. */
export function readPlatformState(releasesDir, env) {
  return readJson(releasePaths(releasesDir, env).stateFile, null);
}

/** `{ remote: version }` for every remote that has a live release in the manifest. */
export function liveVersions(state) {
  const versions = {};
  for (const line of state?.remotes ?? [])
    if (line.version && line.version !== UNRELEASED) versions[line.name] = line.version;
  return versions;
}

export function readHistory(releasesDir, env, remote) {
  return readJson(releasePaths(releasesDir, env).historyFile(remote), { remote, live: [], events: [] });
}

/** The manifest an environment starts from when nothing was released there yet: the template, all unreleased. */
export function initialPlatformState(env, { ports } = {}) {
  const template = loadEnvironmentTemplate(env);
  return renderPlatform(resolveTemplate(template, resolvePorts(template, process.env, ports)), {});
}

/**
 * Points one remote's manifest line at a published version and records it in the remote's history.
 * `action` is `release` (push), `rollback` (pop) or `start` (first publish by `npm start`).
 * Returns `{ remote, from, to, entry }`.
 */
export function switchRemoteLine({ releasesDir, env, remote, version, action, state: givenState }) {
  assertRemote(remote);
  if (!isPublished(releasesDir, remote, version)) throw new Error(`${remote} ${version} is not published`);
  const paths = releasePaths(releasesDir, env);
  const state = givenState ?? readPlatformState(releasesDir, env) ?? initialPlatformState(env);
  let line = state.remotes.find((candidate) => candidate.name === remote);
  if (!line) {
    line = initialPlatformState(env).remotes.find((candidate) => candidate.name === remote);
    state.remotes.push(line);
  }
  const from = line.version;
  Object.assign(line, switchEntryVersion(line, version));
  writeJsonAtomic(paths.stateFile, state);

  recordHistory({ releasesDir, env, remote, from, to: version, action });
  return { remote, from, to: version, entry: line.entry };
}

/** Appends a switch to a remote's history: `rollback` pops the live stack, anything else pushes onto it. */
export function recordHistory({ releasesDir, env, remote, from, to, action }) {
  const history = readHistory(releasesDir, env, remote);
  if (action === 'rollback') history.live.pop();
  else if (history.live.at(-1) !== to) history.live.push(to);
  history.events.push({ at: new Date().toISOString(), action, from, to });
  writeJsonAtomic(releasePaths(releasesDir, env).historyFile(remote), history);
  return history;
}

/** Switches a remote back to the version before its current one in this environment's history. */
export function rollbackRemote({ releasesDir, env, remote }) {
  assertRemote(remote);
  const history = readHistory(releasesDir, env, remote);
  if (history.live.length < 2) {
    throw new Error(
      `${remote} has no earlier release to roll back to in "${env}" (history: ${history.live.join(', ') || 'empty'})`,
    );
  }
  const previous = history.live.at(-2);
  return switchRemoteLine({ releasesDir, env, remote, version: previous, action: 'rollback' });
}

function gitShortSha(repoRoot) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

/** `<package version>-<UTC yyyymmddhhmmss>[-<git sha>]`, e.g. `1.0.0-20251121052012-1b0fbff`. */
export function defaultVersion(remote, { repoRoot, now = new Date() } = {}) {
  const dir = remotePackageDir(remote, repoRoot);
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const sha = gitShortSha(path.dirname(dir));
  return [readPackageJson(dir).version, stamp, sha].filter(Boolean).join('-');
}

/**
 * The version to publish an existing build under when `npm start` finds no release: the build's own version if
 * a release build stamped one, else `<package version>-build.<hash of its entry files>`.
 */
export function versionOfBuild(remote, distDir, { repoRoot } = {}) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const packageVersion = readPackageJson(remotePackageDir(remote, repoRoot)).version;
  const stamped = manifest?.metaData?.buildInfo?.buildVersion;
  if (stamped && stamped !== packageVersion && VERSION_PATTERN.test(stamped) && stamped !== UNRELEASED)
    return stamped;
  const hash = crypto.createHash('sha256');
  for (const file of ['mf-manifest.json', 'remoteEntry.js'])
    hash.update(fs.readFileSync(path.join(distDir, file)));
  return `${packageVersion}-build.${hash.digest('hex').slice(0, 10)}`;
}

/** Resolves request segments for a remote's server: `/<published version>/...` or the live version at `/`. */
export function createRemoteResolver({ releasesDir, env, remote }) {
  const paths = releasePaths(releasesDir, env);
  // The manifest is replaced by rename, so inode + mtime identify its content; re-read only when they change.
  let cached = { stamp: '', version: null };
  const liveVersion = () => {
    let stamp;
    try {
      const stat = fs.statSync(paths.stateFile);
      stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (stamp !== cached.stamp)
      cached = { stamp, version: liveVersions(readJson(paths.stateFile, null))[remote] ?? null };
    return cached.version;
  };
  return (segments) => {
    const [first, ...rest] = segments;
    if (
      first &&
      VERSION_PATTERN.test(first) &&
      fs.existsSync(path.join(paths.versionDir(remote, first), 'mf-manifest.json'))
    ) {
      return { root: paths.versionDir(remote, first), segments: rest };
    }
    const live = liveVersion();
    return live ? { root: paths.versionDir(remote, live), segments } : null;
  };
}
