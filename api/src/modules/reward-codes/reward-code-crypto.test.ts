import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadServerConfig } from '../../config.js';
import { decryptAsTheBrowser, REWARD_CODE_PATTERN } from '../../testing/reward-codes.js';
import {
  decryptRewardCode,
  encryptRewardCode,
  generateRewardCode,
  playerRewardKey,
  rewardCodeSecret,
} from './reward-code-crypto.js';

const SECRET = 'reward-code-secret-for-tests-0123456789';
const PLAYER = '3f1c6a52-7d0e-5b1a-9c44-0a6f3e2b8d11';
const OTHER_PLAYER = '8b2d4e60-1a9f-5c3b-8e77-5d0c2a4f6b99';

describe('reward code encryption', () => {
  test('codes look like MENA-XXXX-XXXX-XXXX and differ each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateRewardCode()));
    assert.equal(codes.size, 200);
    for (const code of codes) assert.match(code, REWARD_CODE_PATTERN);
  });

  test('a player key: 32 bytes, the same for the same player, another for another player or secret', () => {
    const key = playerRewardKey(SECRET, PLAYER);
    assert.equal(key.length, 32);
    assert.deepEqual(playerRewardKey(SECRET, PLAYER), key);
    assert.notDeepEqual(playerRewardKey(SECRET, OTHER_PLAYER), key);
    assert.notDeepEqual(playerRewardKey(`${SECRET}!`, PLAYER), key);
  });

  test('the delivered format is hex IV : hex ciphertext, with a fresh IV each time', () => {
    const key = playerRewardKey(SECRET, PLAYER);
    const first = encryptRewardCode(key, 'MENA-ABCD-EFGH-JKMN');
    const second = encryptRewardCode(key, 'MENA-ABCD-EFGH-JKMN');
    assert.match(first, /^[0-9a-f]{32}:[0-9a-f]{64}$/);
    assert.notEqual(first, second);
    assert.equal(decryptRewardCode(key, first), 'MENA-ABCD-EFGH-JKMN');
  });

  test('round trip: the browser (WebCrypto, raw key, AES-CBC) reads what the server wrote', async () => {
    const key = playerRewardKey(SECRET, PLAYER);
    const code = generateRewardCode();
    assert.equal(await decryptAsTheBrowser(key.toString('hex'), encryptRewardCode(key, code)), code);
  });

  test("another player's key cannot read the code", async () => {
    const code = generateRewardCode();
    const otherKey = playerRewardKey(SECRET, OTHER_PLAYER).toString('hex');
    // Most wrong keys fail on the padding; a rare one gives garbage. Either way the code stays unread.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const encrypted = encryptRewardCode(playerRewardKey(SECRET, PLAYER), code);
      const read = await decryptAsTheBrowser(otherKey, encrypted).catch(() => null);
      assert.notEqual(read, code);
    }
    // WebCrypto checks the padding as Node does: of several wrong keys, some are refused outright.
    const encrypted = encryptRewardCode(playerRewardKey(SECRET, PLAYER), code);
    const refused = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        decryptAsTheBrowser(
          playerRewardKey(SECRET, `${OTHER_PLAYER}-${index}`).toString('hex'),
          encrypted,
        ).then(
          () => false,
          () => true,
        ),
      ),
    );
    assert.ok(refused.some(Boolean));
  });

  test('the secret: the configured one, else one derived from the JWT secret (not the JWT secret itself)', () => {
    const jwtSecret = 'jwt-secret-jwt-secret-jwt-secret-0123';
    assert.equal(rewardCodeSecret({ jwtSecret, rewardCodeSecret: SECRET }), SECRET);
    const derived = rewardCodeSecret({ jwtSecret });
    assert.equal(derived, rewardCodeSecret({ jwtSecret }));
    assert.notEqual(derived, jwtSecret);
    assert.ok(derived.length >= 32);
  });

  test('the server secret: ARENA_REWARD_CODE_SECRET, else generated once into the data folder (mode 600)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-reward-codes-'));
    try {
      const generated = loadServerConfig({ ARENA_DATA_DIR: dir }).rewardCodeSecret;
      assert.ok(generated && generated.length >= 32);
      assert.equal(
        loadServerConfig({ ARENA_DATA_DIR: dir }).rewardCodeSecret,
        generated,
        'kept across restarts',
      );
      const file = path.join(dir, 'reward-code-secret');
      assert.equal(readFileSync(file, 'utf8').trim(), generated);
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.notEqual(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim(), generated);
      const configured = 'r'.repeat(40);
      assert.equal(
        loadServerConfig({ ARENA_DATA_DIR: dir, ARENA_REWARD_CODE_SECRET: configured }).rewardCodeSecret,
        configured,
      );
      assert.throws(() => loadServerConfig({ ARENA_DATA_DIR: dir, ARENA_REWARD_CODE_SECRET: 'short' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
