import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../lib/catalog.mjs';
import {
  createRemoteResolver,
  liveVersions,
  publishRelease,
  readHistory,
  readPlatformState,
  rollbackRemote,
  switchRemoteLine,
  versionOfBuild,
} from '../lib/releases.mjs';
import { unmetSharedVersions } from '../lib/shared-versions.mjs';
import { fakeRemoteBuild, tempDir, writeFiles } from './helpers.mjs';

const run = promisify(execFile);

function release(releasesDir, dist, version, env = 'local') {
  fakeRemoteBuild(dist, version);
  publishRelease({ releasesDir, remote: 'community', version, distDir: dist });
  return switchRemoteLine({ releasesDir, env, remote: 'community', version, action: 'release' });
}

function communityLine(releasesDir, env = 'local') {
  return readPlatformState(releasesDir, env).remotes.find((line) => line.name === 'community');
}

test('a release switches only its own manifest line and keeps earlier versions published', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');

  const first = release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  assert.equal(first.from, 'unreleased');
  assert.equal(communityLine(releasesDir).entry, 'http://localhost:8084/1.0.0/mf-manifest.json');
  const before = readPlatformState(releasesDir, 'local');

  const second = release(releasesDir, path.join(dir, 'dist2'), '1.1.0');
  assert.deepEqual([second.from, second.to], ['1.0.0', '1.1.0']);
  const after = readPlatformState(releasesDir, 'local');
  assert.equal(communityLine(releasesDir).entry, 'http://localhost:8084/1.1.0/mf-manifest.json');
  assert.equal(communityLine(releasesDir).version, '1.1.0');
  assert.deepEqual(
    after.remotes.filter((line) => line.name !== 'community'),
    before.remotes.filter((line) => line.name !== 'community'),
    'other lines are untouched',
  );
  assert.equal(after.apiUrl, before.apiUrl);

  for (const version of ['1.0.0', '1.1.0']) {
    assert.ok(fs.existsSync(path.join(releasesDir, 'community', version, 'remoteEntry.js')), version);
  }
  assert.deepEqual(readHistory(releasesDir, 'local', 'community').live, ['1.0.0', '1.1.0']);
});

test('a published version keeps its build file times, so compressed copies stay usable', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  const dist = path.join(dir, 'dist');
  fakeRemoteBuild(dist, '1.0.0');
  const entry = path.join(dist, 'remoteEntry.js');
  fs.writeFileSync(`${entry}.br`, 'compressed copy');
  // The copy is written a second after the file, as the build writes it; the release must keep that order.
  fs.utimesSync(entry, new Date(2026, 0, 1, 12, 0, 0), new Date(2026, 0, 1, 12, 0, 0));
  fs.utimesSync(`${entry}.br`, new Date(2026, 0, 1, 12, 0, 1), new Date(2026, 0, 1, 12, 0, 1));
  const { dir: published } = publishRelease({
    releasesDir,
    remote: 'community',
    version: '1.0.0',
    distDir: dist,
  });
  for (const name of ['remoteEntry.js', 'remoteEntry.js.br']) {
    assert.equal(
      fs.statSync(path.join(published, name)).mtimeMs,
      fs.statSync(path.join(dist, name)).mtimeMs,
      name,
    );
  }
});

test('a release keeps the origin the running portal wrote (ports or hosts)', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  const stateFile = path.join(releasesDir, 'environments/local/platform.json');
  const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  state.remotes.find((line) => line.name === 'community').entry =
    'http://localhost:60004/1.0.0/mf-manifest.json';
  fs.writeFileSync(stateFile, JSON.stringify(state));
  release(releasesDir, path.join(dir, 'dist2'), '2.0.0');
  assert.equal(communityLine(releasesDir).entry, 'http://localhost:60004/2.0.0/mf-manifest.json');
});

test('versions are immutable and must be URL-safe', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  assert.throws(() => release(releasesDir, path.join(dir, 'dist2'), '1.0.0'), /already published/);
  for (const bad of ['../x', 'a/b', '', 'unreleased', 'with space']) {
    assert.throws(
      () =>
        publishRelease({ releasesDir, remote: 'community', version: bad, distDir: path.join(dir, 'dist1') }),
      /not a usable version/,
    );
  }
  assert.throws(
    () =>
      publishRelease({ releasesDir, remote: 'forum', version: '1.0.0', distDir: path.join(dir, 'dist1') }),
    /unknown remote/,
  );
  assert.throws(
    () =>
      publishRelease({
        releasesDir,
        remote: 'community',
        version: '3.0.0',
        distDir: path.join(dir, 'empty'),
      }),
    /has no mf-manifest.json/,
  );
});

test('rollback restores the previous version, step by step, and refuses past the first', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  release(releasesDir, path.join(dir, 'dist2'), '1.1.0');
  release(releasesDir, path.join(dir, 'dist3'), '1.2.0');

  const back = rollbackRemote({ releasesDir, env: 'local', remote: 'community' });
  assert.deepEqual([back.from, back.to], ['1.2.0', '1.1.0']);
  assert.equal(communityLine(releasesDir).entry, 'http://localhost:8084/1.1.0/mf-manifest.json');
  rollbackRemote({ releasesDir, env: 'local', remote: 'community' });
  assert.equal(liveVersions(readPlatformState(releasesDir, 'local')).community, '1.0.0');
  assert.throws(
    () => rollbackRemote({ releasesDir, env: 'local', remote: 'community' }),
    /no earlier release/,
  );

  const history = readHistory(releasesDir, 'local', 'community');
  assert.deepEqual(history.live, ['1.0.0']);
  assert.deepEqual(
    history.events.map((e) => e.action),
    ['release', 'release', 'release', 'rollback', 'rollback'],
  );
  assert.ok(
    fs.existsSync(path.join(releasesDir, 'community', '1.2.0', 'mf-manifest.json')),
    'rolled-back versions stay published',
  );
});

test('environments are independent', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0', 'local');
  switchRemoteLine({
    releasesDir,
    env: 'production.example',
    remote: 'community',
    version: '1.0.0',
    action: 'release',
  });
  assert.equal(
    communityLine(releasesDir, 'production.example').entry,
    'https://community.arena.example.com/1.0.0/mf-manifest.json',
  );
  release(releasesDir, path.join(dir, 'dist2'), '1.1.0', 'local');
  assert.equal(communityLine(releasesDir, 'production.example').version, '1.0.0');
});

test('the remote resolver serves every published version under /<version>/ and the live one at /', (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  release(releasesDir, path.join(dir, 'dist2'), '1.1.0');
  const resolve = createRemoteResolver({ releasesDir, env: 'local', remote: 'community' });
  assert.deepEqual(resolve(['1.0.0', 'remoteEntry.js']), {
    root: path.join(releasesDir, 'community/1.0.0'),
    segments: ['remoteEntry.js'],
  });
  assert.deepEqual(resolve(['index.html']), {
    root: path.join(releasesDir, 'community/1.1.0'),
    segments: ['index.html'],
  });
  assert.deepEqual(resolve(['9.9.9', 'x.js']), {
    root: path.join(releasesDir, 'community/1.1.0'),
    segments: ['9.9.9', 'x.js'],
  });
  rollbackRemote({ releasesDir, env: 'local', remote: 'community' });
  assert.equal(
    resolve([]).root,
    path.join(releasesDir, 'community/1.0.0'),
    'the live version follows the manifest',
  );
  const nothing = createRemoteResolver({ releasesDir, env: 'local', remote: 'pass' });
  assert.equal(nothing([]), null);
});

test('versionOfBuild uses a stamped release version, else the package version and a content hash', (t) => {
  const dir = tempDir(t);
  fakeRemoteBuild(path.join(dir, 'stamped'), '2.3.4-rc.1');
  assert.equal(versionOfBuild('community', path.join(dir, 'stamped')), '2.3.4-rc.1');
  const pkgVersion = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'mfe-community/package.json'), 'utf8'),
  ).version;
  fakeRemoteBuild(path.join(dir, 'plain'), pkgVersion);
  assert.match(
    versionOfBuild('community', path.join(dir, 'plain')),
    new RegExp(`^${pkgVersion.replace(/\./g, '\\.')}-build\\.[0-9a-f]{10}$`),
  );
});

test('the rollback command prints what it switched, once the live shell can host the version it goes back to', async (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  const shellDist = path.join(dir, 'shell');
  const kitShell = (kit) =>
    writeFiles(shellDist, {
      'mf-manifest.json': JSON.stringify({
        shared: sharedEntries({ '@arena/shared-kit': [kit, `^${kit}`] }),
      }),
    });
  const builtOn = (dist, kit) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    manifest.shared = sharedEntries({ '@arena/shared-kit': [kit, `^${kit}`] });
    fs.writeFileSync(
      path.join(releasesDir, 'community', manifest.metaData.buildInfo.buildVersion, 'mf-manifest.json'),
      JSON.stringify(manifest),
    );
  };
  release(releasesDir, path.join(dir, 'dist1'), '1.0.0');
  builtOn(path.join(dir, 'dist1'), '1.4.0');
  release(releasesDir, path.join(dir, 'dist2'), '1.1.0');
  const env = { ...process.env, ARENA_RELEASES_DIR: releasesDir };
  const rollback = () =>
    run(
      process.execPath,
      [path.join(REPO_ROOT, 'deploy/bin/rollback.mjs'), 'community', '--shell-dist', shellDist],
      {
        env,
      },
    );

  // A shell on the next major kit cannot host the earlier build: the live line stays.
  kitShell('2.0.0');
  await assert.rejects(
    rollback(),
    /@arena\/shared-kit: community needs \^1\.4\.0, the shell provides 2\.0\.0/,
  );
  assert.equal(communityLine(releasesDir).version, '1.1.0');

  kitShell('1.5.2');
  const { stdout } = await rollback();
  assert.match(stdout, /rolled back community .*1\.1\.0 → 1\.0\.0/);
  assert.equal(communityLine(releasesDir).version, '1.0.0');
  await assert.rejects(rollback(), /no earlier release/);
});

test('the release command publishes an existing build and switches (--no-build)', async (t) => {
  const dist = path.join(REPO_ROOT, 'mfe-community/dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) return t.skip('mfe-community is not built');
  // The release checks the build against the shell's (shell/dist by default).
  if (!fs.existsSync(path.join(REPO_ROOT, 'shell/dist/mf-manifest.json')))
    return t.skip('the shell is not built');
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  const env = { ...process.env, ARENA_RELEASES_DIR: releasesDir };
  const bin = path.join(REPO_ROOT, 'deploy/bin/release.mjs');
  await run(process.execPath, [bin, 'community', '--version', 'test-1', '--no-build'], { env });
  const { stdout } = await run(process.execPath, [bin, 'community', '--version', 'test-2', '--no-build'], {
    env,
  });
  assert.match(stdout, /switched\s+community .*test-1 → test-2/);
  assert.match(stdout, /entry http:\/\/localhost:8084\/test-2\/mf-manifest\.json/);
  assert.ok(fs.existsSync(path.join(releasesDir, 'community/test-1/remoteEntry.js')));
  await assert.rejects(
    run(process.execPath, [bin, 'community', '--version', 'test-2'], { env }),
    /already published/,
  );
  // Switching back to a published version is a roll-forward, not a rebuild.
  await run(process.execPath, [bin, 'community', '--version', 'test-1', '--no-build'], { env });
  assert.equal(communityLine(releasesDir).version, 'test-1');
});

/** A build's mf-manifest.json `shared` entries: singletons with the version provided and the range accepted. */
const sharedEntries = (versions) =>
  Object.entries(versions).map(([name, [version, requiredVersion]]) => ({
    name,
    version,
    requiredVersion,
    singleton: true,
  }));

test('a remote build is hostable when the shell provides every singleton it asks for in a version it accepts', () => {
  const remote = {
    shared: sharedEntries({ react: ['18.3.1', '^18.3.1'], '@arena/shared-kit': ['1.2.0', '^1.2.0'] }),
  };
  const shell = (kit) => ({
    shared: sharedEntries({ react: ['18.3.1', '^18.3.1'], '@arena/shared-kit': [kit, `^${kit}`] }),
  });
  assert.deepEqual(unmetSharedVersions(remote, shell('1.2.0')), []);
  assert.deepEqual(unmetSharedVersions(remote, shell('1.4.1')), []);
  assert.deepEqual(unmetSharedVersions(remote, shell('1.1.0')), [
    { name: '@arena/shared-kit', required: '^1.2.0', provided: '1.1.0' },
  ]);
  assert.deepEqual(unmetSharedVersions(remote, shell('2.0.0')), [
    { name: '@arena/shared-kit', required: '^1.2.0', provided: '2.0.0' },
  ]);
  assert.deepEqual(
    unmetSharedVersions(remote, { shared: sharedEntries({ '@arena/shared-kit': ['1.2.0', '^1.2.0'] }) }),
    [{ name: 'react', required: '^18.3.1', provided: null }],
  );
  // A build that shares nothing as a singleton (or accepts any version) asks for nothing.
  assert.deepEqual(
    unmetSharedVersions(
      { shared: [{ name: 'lodash', version: '4.17.21', requiredVersion: '^4' }] },
      shell('1.0.0'),
    ),
    [],
  );
  assert.deepEqual(unmetSharedVersions({}, shell('1.0.0')), []);
});

test('the release command refuses a build the live shell cannot host, switching nothing, and releases it once the shell can', async (t) => {
  const dir = tempDir(t);
  const releasesDir = path.join(dir, 'releases');
  const env = { ...process.env, ARENA_RELEASES_DIR: releasesDir };
  const bin = path.join(REPO_ROOT, 'deploy/bin/release.mjs');
  const shellDist = path.join(dir, 'shell');
  const writeShell = (kit) =>
    writeFiles(shellDist, {
      'mf-manifest.json': JSON.stringify({
        shared: sharedEntries({ react: ['18.3.1', '^18.3.1'], '@arena/shared-kit': [kit, `^${kit}`] }),
      }),
    });
  const build = (name, kit) => {
    const dist = path.join(dir, name);
    fakeRemoteBuild(dist, name);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    manifest.shared = sharedEntries({ react: ['18.3.1', '^18.3.1'], '@arena/shared-kit': [kit, `^${kit}`] });
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    return dist;
  };
  const releaseBuild = (dist, version) =>
    run(
      process.execPath,
      [bin, 'community', '--version', version, '--dist', dist, '--shell-dist', shellDist],
      { env },
    );

  writeShell('1.1.0');
  await releaseBuild(build('first', '1.1.0'), 'kit-1.1');
  assert.equal(communityLine(releasesDir).version, 'kit-1.1');

  await assert.rejects(releaseBuild(build('second', '1.2.0'), 'kit-1.2'), (error) => {
    assert.match(error.stderr, /cannot host this build of community/);
    assert.match(error.stderr, /@arena\/shared-kit: community needs \^1\.2\.0, the shell provides 1\.1\.0/);
    assert.match(error.stderr, /release the shell first; nothing was switched/);
    return true;
  });
  assert.equal(communityLine(releasesDir).version, 'kit-1.1');
  assert.equal(fs.existsSync(path.join(releasesDir, 'community/kit-1.2')), false);

  writeShell('1.2.0');
  const { stdout } = await releaseBuild(build('second', '1.2.0'), 'kit-1.2');
  assert.match(stdout, /switched\s+community .*kit-1\.1 → kit-1\.2/);

  // Without a shell build to check against, nothing goes live.
  fs.rmSync(shellDist, { recursive: true });
  await assert.rejects(
    releaseBuild(build('third', '1.2.0'), 'kit-1.2b'),
    /no shell build in .* to check community against/,
  );
  assert.equal(communityLine(releasesDir).version, 'kit-1.2');
});
