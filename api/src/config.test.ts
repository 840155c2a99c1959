import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, REPO_ROOT, resolveJwtSecret } from './config.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';

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
