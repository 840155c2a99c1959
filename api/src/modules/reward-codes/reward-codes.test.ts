import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEED_TIERS } from '../../seed/pass.js';
import { seedPlayer } from '../../seed/players.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { decryptAsTheBrowser, REWARD_CODE_PATTERN } from '../../testing/reward-codes.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('reward codes: the player key and the codes a player holds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = async (url: string, playerKey?: string) =>
    t.request({ method: 'GET', url, token: playerKey ? await t.tokenFor(playerKey) : undefined });
  const keyOf = async (playerKey: string) =>
    expectAnswer('GET /v1/reward-code/key', (await get('/v1/reward-code/key', playerKey)).json()).data.key;
  const redeemedOf = async (playerKey: string) =>
    expectAnswer(
      'GET /v1/reward-code/me/redeemed',
      (await get('/v1/reward-code/me/redeemed', playerKey)).json(),
    ).data;

  test('key: signed in only, never stored by a cache, 32 bytes for AES-CBC, one per player', async () => {
    for (const url of ['/v1/reward-code/key', '/v1/reward-code/me/redeemed']) {
      const anonymous = await get(url);
      assert.equal(anonymous.statusCode, 401, url);
      assert.equal(expectShape(errorBody, anonymous.json()).code, 3001);
    }
    const response = await get('/v1/reward-code/key', 'falcon');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    const { data } = expectAnswer('GET /v1/reward-code/key', response.json());
    assert.equal(data.algorithm, 'AES-CBC');
    assert.match(data.key, /^[0-9a-f]{64}$/);
    assert.equal(await keyOf('falcon'), data.key, 'the same key on every call');
    assert.notEqual(await keyOf('layla'), data.key);
  });

  test("seeded: Falcon holds the level 5 mission's hextech key and the Founders Cup's prize key, issued at start and readable with his key only", async () => {
    const redeemed = await get('/v1/reward-code/me/redeemed', 'falcon');
    assert.equal(redeemed.headers['cache-control'], 'private, no-store');
    const codes = expectAnswer('GET /v1/reward-code/me/redeemed', redeemed.json());
    assert.equal(codes.success, true);
    assert.deepEqual(
      codes.data.map((held) => [held.type, held.source, held.tournamentId]),
      [
        ['hextech_key', 'other', null],
        [
          'hextech_chest_key',
          'tournament',
          SEED_TOURNAMENTS.find((entry) => entry.key === 'founders-cup')!.id,
        ],
      ],
      'newest first: the mission was completed after the Founders Cup',
    );
    const [code, prize] = codes.data;
    assert.match(await decryptAsTheBrowser(await keyOf('falcon'), prize.code), REWARD_CODE_PATTERN);
    const plain = await decryptAsTheBrowser(await keyOf('falcon'), code.code);
    assert.match(plain, REWARD_CODE_PATTERN);
    const withLaylasKey = await decryptAsTheBrowser(await keyOf('layla'), code.code).catch(() => null);
    assert.notEqual(withLaylasKey, plain);

    // The pass shows the same code on the completed mission, beside loyalty missions without a code.
    const progress = expectAnswer(
      'GET /v1/menapass/progress',
      (await get('/v1/menapass/progress', 'falcon')).json(),
    ).data;
    assert.equal(progress.currentLevel, 14);
    const levelFive = SEED_TIERS[4].missions[0];
    assert.deepEqual(
      progress.completedMissions.find((mission) => mission.missionId === levelFive.id),
      { missionId: levelFive.id, rewardCode: code.code },
    );
    assert.ok(progress.completedMissions.some((mission) => mission.rewardCode === null));
  });

  test('redeemed: a player sees their own codes only, newest first, tournament prizes with their tournament', async () => {
    const layla = seedPlayer('layla');
    const tournament = SEED_TOURNAMENTS[0];
    const laylaKey = await keyOf('layla');
    assert.deepEqual(await redeemedOf('layla'), []);
    // A tournament prize and a pass reward recorded without a code: it is issued for Layla when she reads them.
    await t.db
      .insertInto('reward_codes')
      .values([
        {
          user_id: layla.id,
          type: 'hextech_chest_key',
          source: 'tournament',
          tournament_id: tournament.id,
          code: null,
          used_at: new Date(t.now.getTime() - 60_000),
        },
        {
          user_id: layla.id,
          type: 'mystery_skin',
          source: 'other',
          mission_id: SEED_TIERS[49].missions[0].id,
          code: null,
          used_at: t.now,
        },
      ])
      .execute();

    const codes = await redeemedOf('layla');
    assert.deepEqual(
      codes.map((code) => [code.type, code.source, code.tournamentId]),
      [
        ['mystery_skin', 'other', null],
        ['hextech_chest_key', 'tournament', tournament.id],
      ],
    );
    const plain = await Promise.all(codes.map((code) => decryptAsTheBrowser(laylaKey, code.code)));
    for (const code of plain) assert.match(code, REWARD_CODE_PATTERN);
    assert.notEqual(plain[0], plain[1]);
    assert.deepEqual(await redeemedOf('layla'), codes, 'issued once, the same on every read');

    const falconCodes = await redeemedOf('falcon');
    assert.equal(falconCodes.length, 2);
    assert.ok(falconCodes.every((code) => !codes.some((laylas) => laylas._id === code._id)));
  });
});
