/**
 * Mission verification under real concurrency: two API instances over one Postgres (where transactions truly
 * overlap, unlike PGlite's one connection) receive verifies of one mission by one player at once; exactly one
 * grants, and every answer carries the same code.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createTokenService } from '../../auth/tokens.js';
import { SEED_TIERS } from '../../seed/pass.js';
import { seedPlayer } from '../../seed/players.js';
import { expectAnswer } from '../../testing/contract.js';
import { decryptAsTheBrowser, REWARD_CODE_PATTERN } from '../../testing/reward-codes.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';

describe('mission verify with several API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  const now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  const instances = severalInstances({ now, clock });

  test('ten verifies at once across both instances: one completion, one ledger row, one code', async () => {
    // Falcon (level 14) with the level 12 mission's target reached: a hextech chest.
    const falcon = seedPlayer('falcon');
    const mission = SEED_TIERS.find((tier) => tier.level === 12)!.missions[0];
    assert.equal(mission.rewardType, 'hextech_chest');
    const [{ db }] = instances;
    await db
      .insertInto('pass_mission_progress')
      .values({ user_id: falcon.id, mission_id: mission.id, progress: mission.target })
      .execute();
    const token = await createTokenService(TEST_CONFIG.jwtSecret, clock).sign(falcon.id);

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        instances[index % 2].app.inject({
          method: 'POST',
          url: `/v1/menapass/missions/${mission.id}/verify`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array(10).fill(200),
    );
    const data = answers.map(
      (answer) => expectAnswer('POST /v1/menapass/missions/:id/verify', answer.json()).data,
    );
    assert.equal(data.filter((answer) => !answer.alreadyCompleted).length, 1);
    assert.equal(new Set(data.map((answer) => answer.code)).size, 1);

    const count = async (table: 'pass_completed_missions' | 'reward_codes') =>
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', falcon.id)
          .where('mission_id', '=', mission.id)
          .executeTakeFirstOrThrow()
      ).count;
    assert.equal(Number(await count('pass_completed_missions')), 1);
    assert.equal(Number(await count('reward_codes')), 1);
    const ledger = await db
      .selectFrom('xp_ledger')
      .select('xp')
      .where('user_id', '=', falcon.id)
      .where('source_kind', '=', 'mission')
      .where('source_id', '=', mission.id)
      .execute();
    assert.deepEqual(ledger, [{ xp: mission.xpReward }]);

    const key = await instances[1].app.inject({
      method: 'GET',
      url: '/v1/reward-code/key',
      headers: { authorization: `Bearer ${token}` },
    });
    const code = data[0].code;
    assert.ok(code);
    assert.match(
      await decryptAsTheBrowser(expectAnswer('GET /v1/reward-code/key', key.json()).data.key, code),
      REWARD_CODE_PATTERN,
    );
  });
});
