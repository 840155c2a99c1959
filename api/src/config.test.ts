import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import {
  ConfigError,
  ENV_VARIABLES,
  loadConfig,
  loadServerConfig,
  PRODUCTION_REQUIRED,
  REPO_ROOT,
  resolveJwtSecret,
  standInsEnabled,
} from './config.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { configRefusal, PRODUCTION_ENV } from './testing/production-env.js';

describe('configuration', () => {
  test('defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8090);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.publicUrl, 'http://localhost:8090');
    assert.equal(config.dataDir, path.join(REPO_ROOT, '.data', 'pglite'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.trustProxy, false);
    assert.ok(config.portalOrigins.includes('http://localhost:8080'));
    assert.ok(config.portalOrigins.includes('http://127.0.0.1:8084'));
    assert.equal(config.portalOrigins.length, 10);
  });

  test('reads the environment', () => {
    const config = loadConfig({
      PORT: '18090',
      HOST: '0.0.0.0',
      PORTAL_ORIGINS: 'https://arena.example, https://www.arena.example/ ,https://arena.example',
      ARENA_PUBLIC_URL: 'https://api.arena.example/',
      TRUST_PROXY: '1',
      DATABASE_URL: 'postgres://u:p@db/arena',
    });
    assert.equal(config.port, 18090);
    assert.equal(config.host, '0.0.0.0');
    assert.deepEqual(config.portalOrigins, ['https://arena.example', 'https://www.arena.example']);
    assert.equal(config.publicUrl, 'https://api.arena.example');
    assert.equal(config.trustProxy, true);
    assert.equal(config.databaseUrl, 'postgres://u:p@db/arena');
  });

  test('PASS_ALLOWED_REGIONS: me1, euw1 and eun1 by default, else the listed platforms', () => {
    assert.deepEqual(loadConfig({}).passAllowedRegions, ['me1', 'euw1', 'eun1']);
    assert.deepEqual(loadConfig({ PASS_ALLOWED_REGIONS: ' ' }).passAllowedRegions, ['me1', 'euw1', 'eun1']);
    assert.deepEqual(loadConfig({ PASS_ALLOWED_REGIONS: 'ME1, tr1,,me1' }).passAllowedRegions, [
      'me1',
      'tr1',
    ]);
    assert.throws(() => loadConfig({ PASS_ALLOWED_REGIONS: 'me1,Middle East' }), /PASS_ALLOWED_REGIONS/);
  });

  test('GAME_DATA_PROVIDER: simulated by default; riot needs RIOT_API_KEY and may point at another host', () => {
    assert.equal(loadConfig({}).gameDataProvider, 'simulated');
    assert.equal(loadConfig({}).riot, null);
    assert.throws(
      () => loadConfig({ GAME_DATA_PROVIDER: 'riot' }),
      (error: Error) => error instanceof ConfigError && /RIOT_API_KEY/.test(error.message),
    );
    const riot = loadConfig({
      GAME_DATA_PROVIDER: 'riot',
      RIOT_API_KEY: 'RGAPI-key',
      RIOT_API_BASE_URL: 'http://127.0.0.1:9999/',
    });
    assert.equal(riot.gameDataProvider, 'riot');
    assert.deepEqual(riot.riot, {
      apiKey: 'RGAPI-key',
      baseUrl: 'http://127.0.0.1:9999',
      tournamentRegion: 'EUW',
      tournamentStub: false,
      callbackSecret: null,
      rateLimits: null,
    });
    assert.equal(
      loadConfig({ GAME_DATA_PROVIDER: 'riot', RIOT_API_KEY: 'k', RIOT_TOURNAMENT_STUB: '1' }).riot?.baseUrl,
      null,
    );
    const secret = 'a'.repeat(32);
    assert.equal(
      loadConfig({ GAME_DATA_PROVIDER: 'riot', RIOT_API_KEY: 'k', RIOT_CALLBACK_SECRET: secret }).riot
        ?.callbackSecret,
      secret,
    );
    assert.throws(
      () => loadConfig({ GAME_DATA_PROVIDER: 'riot', RIOT_API_KEY: 'k', RIOT_CALLBACK_SECRET: 'short' }),
      (error: Error) => error instanceof ConfigError && /RIOT_CALLBACK_SECRET/.test(error.message),
    );
    assert.throws(() => loadConfig({ GAME_DATA_PROVIDER: 'other' }), ConfigError);
    assert.throws(
      () => loadConfig({ GAME_DATA_PROVIDER: 'riot', RIOT_API_KEY: 'k', RIOT_API_BASE_URL: 'ftp://x' }),
      ConfigError,
    );
  });

  test("RIOT_RATE_LIMITS: the key's calls:seconds windows, checked at startup", () => {
    const riot = (RIOT_RATE_LIMITS: string) =>
      loadConfig({ GAME_DATA_PROVIDER: 'riot', RIOT_API_KEY: 'k', RIOT_RATE_LIMITS }).riot;
    assert.deepEqual(riot('500:10, 30000:600')?.rateLimits, [
      { count: 500, windowMs: 10_000 },
      { count: 30_000, windowMs: 600_000 },
    ]);
    assert.equal(
      riot('')?.rateLimits,
      null,
      "empty: the development key limits, then the publisher's header",
    );
    for (const bad of ['20/1', '20:1,', '0:1', '20:0', '20:1.5', 'fast']) {
      assert.throws(
        () => riot(bad),
        (error: Error) =>
          error instanceof ConfigError &&
          /RIOT_RATE_LIMITS/.test(error.message) &&
          /20:1,100:120/.test(error.message),
        bad,
      );
    }
    // A typo fails the start even while the simulated provider runs.
    assert.throws(() => loadConfig({ RIOT_RATE_LIMITS: 'x' }), /RIOT_RATE_LIMITS/);
  });

  test('rejects bad values, naming the variable', () => {
    assert.throws(
      () => loadConfig({ PORT: 'eighty' }),
      (error: Error) => error instanceof ConfigError && /PORT/.test(error.message),
    );
    assert.throws(() => loadConfig({ PORTAL_ORIGINS: 'ftp://x' }), /PORTAL_ORIGINS/);
    assert.throws(() => loadConfig({ ARENA_JWT_SECRET: 'short' }), /ARENA_JWT_SECRET/);
  });

  test('without ARENA_JWT_SECRET a secret is generated once and kept in the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-config-'));
    try {
      const first = resolveJwtSecret(null, dir);
      assert.ok(first.length >= 32);
      assert.equal(resolveJwtSecret(null, dir), first);
      assert.equal(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim(), first);
      assert.equal(statSync(path.join(dir, 'jwt-secret')).mode & 0o777, 0o600);
      assert.equal(resolveJwtSecret('x'.repeat(40), dir), 'x'.repeat(40));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the data folder lock refuses a second live holder and takes over a stale one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-lock-'));
    try {
      const release = lockDataDir(dir, 'test');
      release();
      const lockFile = path.join(dir, 'api.lock');
      // A live process (this test's parent) holds it:
      writeFileSync(lockFile, `${process.ppid}\nother\n`);
      assert.throws(() => lockDataDir(dir, 'test'), DataDirInUseError);
      writeFileSync(lockFile, '999999999\nstale\n');
      lockDataDir(dir, 'test')();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** An uploads bucket with its keys (see storage/storage-config.test.ts). */
const BUCKET_ENV = {
  S3_BUCKET: 'arena-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

const without = (env: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !names.includes(name)));

describe('a production start (NODE_ENV=production) refuses to start without its settings', () => {
  test('nothing given: one message naming every missing setting', () => {
    const message = configRefusal(() => loadConfig({ NODE_ENV: 'production' }));
    for (const name of [...PRODUCTION_REQUIRED, 'GAME_DATA_PROVIDER=riot']) {
      assert.match(message, new RegExp(`\\b${name}\\b`), `names ${name}:\n${message}`);
    }
    assert.match(message, /refusing to start/);
  });

  test('each required setting alone is refused, by name', () => {
    for (const name of PRODUCTION_REQUIRED) {
      const message = configRefusal(() => loadConfig(without(PRODUCTION_ENV, name)));
      assert.match(message, new RegExp(`- ${name} is missing`), message);
      assert.equal(
        message.split('\n').filter((line) => line.startsWith('  - ')).length,
        1,
        `only ${name}:\n${message}`,
      );
    }
  });

  test('with every setting it starts: stand-ins off, nothing generated into the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-production-'));
    try {
      const config = loadServerConfig({ ...PRODUCTION_ENV, ARENA_DATA_DIR: dir });
      assert.equal(config.production, true);
      assert.equal(config.standIns, false);
      assert.equal(standInsEnabled(config), false);
      assert.equal(config.standInsForced, false);
      assert.equal(config.trustProxy, true);
      assert.equal(config.jwtSecret, 'j'.repeat(48));
      assert.equal(config.rewardCodeSecret, 'r'.repeat(48));
      assert.equal(config.paymentSecret, 'p'.repeat(48));
      assert.deepEqual(readdirSync(dir), [], 'no secret written to the data folder');
      assert.equal(
        loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '0' }).trustProxy,
        false,
        'TRUST_PROXY=0 is explicit',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("AUTH_URL at the API's own origin is the stand-in, not a sign-in service", () => {
    const message = configRefusal(() =>
      loadConfig({ ...PRODUCTION_ENV, AUTH_URL: 'https://api.arena.example/' }),
    );
    assert.match(message, /AUTH_URL names this API itself/);
  });

  test('ARENA_ALLOW_STAND_IN=1 (a demo) starts without AUTH_URL and the real game data, with the stand-ins on', () => {
    const env = {
      ...without(PRODUCTION_ENV, 'AUTH_URL', 'GAME_DATA_PROVIDER', 'RIOT_API_KEY'),
      ARENA_ALLOW_STAND_IN: '1',
    };
    const config = loadConfig(env);
    assert.equal(config.standIns, true);
    assert.equal(config.standInsForced, true);
    assert.equal(config.standInAdmins, false, 'never the admin accounts in production');
    // The secrets stay required.
    assert.match(
      configRefusal(() => loadConfig(without(env, 'ARENA_JWT_SECRET'))),
      /ARENA_JWT_SECRET is missing/,
    );
  });

  test('ARENA_TEST_CLOCK is refused in production', () => {
    assert.match(
      configRefusal(() => loadConfig({ ...PRODUCTION_ENV, ARENA_TEST_CLOCK: '1' })),
      /ARENA_TEST_CLOCK/,
    );
  });

  test('several instances (ARENA_INSTANCES) need the shared Redis and Postgres, in any environment', () => {
    for (const env of [PRODUCTION_ENV, {}]) {
      const message = configRefusal(() => loadConfig({ ...env, ARENA_INSTANCES: '3' }));
      assert.match(message, /REDIS_URL is missing: ARENA_INSTANCES=3/);
      assert.match(message, /DATABASE_URL is missing: ARENA_INSTANCES=3/);
    }
    const config = loadConfig({
      ...PRODUCTION_ENV,
      ARENA_INSTANCES: '3',
      REDIS_URL: 'redis://redis:6379',
      DATABASE_URL: 'postgres://u:p@db/arena',
      ...BUCKET_ENV,
    });
    assert.equal(config.instances, 3);
    assert.equal(loadConfig({}).instances, 1);
    assert.throws(() => loadConfig({ ARENA_INSTANCES: 'two' }), /ARENA_INSTANCES/);
  });

  test("several production instances need the uploads bucket (S3_BUCKET): one instance's disk is not the others'", () => {
    const shared = { REDIS_URL: 'redis://redis:6379', DATABASE_URL: 'postgres://u:p@db/arena' };
    const message = configRefusal(() => loadConfig({ ...PRODUCTION_ENV, ...shared, ARENA_INSTANCES: '2' }));
    assert.match(
      message,
      /- S3_BUCKET is missing: ARENA_INSTANCES=2 in production need one bucket for uploads/,
    );
    assert.equal(
      message.split('\n').filter((line) => line.startsWith('  - ')).length,
      1,
      `only S3_BUCKET:\n${message}`,
    );
    // With the bucket the start goes on, its uploads in the bucket.
    const config = loadConfig({ ...PRODUCTION_ENV, ...shared, ARENA_INSTANCES: '2', ...BUCKET_ENV });
    assert.equal(config.uploadStorage?.kind, 's3');
    // One production instance, or several outside production, may keep uploads on disk.
    assert.equal(loadConfig(PRODUCTION_ENV).uploadStorage?.kind, 'disk');
    assert.equal(loadConfig({ ...shared, ARENA_INSTANCES: '3' }).uploadStorage?.kind, 'disk');
    // A demo (ARENA_ALLOW_STAND_IN=1, as docker-compose.yml) keeps them in the data folder its instances share.
    const demo = loadConfig({
      ...without(PRODUCTION_ENV, 'AUTH_URL', 'GAME_DATA_PROVIDER', 'RIOT_API_KEY'),
      ...shared,
      ARENA_INSTANCES: '3',
      ARENA_ALLOW_STAND_IN: '1',
    });
    assert.equal(demo.uploadStorage?.kind, 'disk');
  });

  test('the stand-in switch outside production: on by default, off with a real AUTH_URL unless allowed', () => {
    assert.equal(loadConfig({}).standIns, true);
    assert.equal(loadConfig({ AUTH_URL: 'https://signin.publisher.example' }).standIns, false);
    assert.equal(loadConfig({ AUTH_URL: 'http://localhost:8090' }).standIns, true, 'the API itself');
    assert.equal(
      loadConfig({ AUTH_URL: 'https://signin.publisher.example', ARENA_ALLOW_STAND_IN: '1' }).standIns,
      true,
    );
    // A configuration built by hand (tests) without the field: on unless AUTH_URL names another origin.
    const base = { publicUrl: 'http://api.test', authUrl: null };
    assert.equal(standInsEnabled(base), true);
    assert.equal(standInsEnabled({ ...base, authUrl: 'https://signin.example' }), false);
    assert.equal(standInsEnabled({ ...base, standIns: false }), false);
  });

  test('ENV_VARIABLES lists every variable read, PRODUCTION_REQUIRED among them', () => {
    for (const name of [
      ...PRODUCTION_REQUIRED,
      'REDIS_URL',
      'ARENA_INSTANCES',
      'ARENA_ALLOW_STAND_IN',
      'NODE_ENV',
    ]) {
      assert.ok(ENV_VARIABLES.includes(name), name);
    }
    assert.ok(!ENV_VARIABLES.includes('JWT_SECRET'));
  });

  test('the server process exits non-zero, naming each missing setting', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-production-start-'));
    try {
      const child = spawn(process.execPath, ['--conditions=arena-source', '--import', 'tsx', 'src/main.ts'], {
        cwd: path.join(REPO_ROOT, 'api'),
        // Only what a shell would have: no setting of the API's own but NODE_ENV and the data folder.
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          ARENA_DATA_DIR: dir,
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const [code] = (await once(child, 'exit')) as [number | null];
      assert.notEqual(code, 0, output);
      assert.equal(code, 1, output);
      for (const name of PRODUCTION_REQUIRED) assert.match(output, new RegExp(`${name} is missing`), output);
      assert.deepEqual(readdirSync(dir), [], 'nothing was written: no generated secret, no database');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
