/**
 * Mission verification under real concurrency: two API instances over one Postgres (where transactions truly
 * overlap, unlike PGlite's one connection) receive verifies of one mission by one player at once; exactly one
 * grants, and every answer carries the same code.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../app.js';
import { createTokenService } from '../../auth/tokens.js';
import { createDatabase, type Db } from '../../db/database.js';
import { SEED_TIERS } from '../../seed/pass.js';
import { seedPlayer } from '../../seed/players.js';
import { prepareDatabase } from '../../seed/prepare.js';
import { expectAnswer } from '../../testing/contract.js';
import { findPostgresBin, type PostgresServer, startPostgres } from '../../testing/postgres-server.js';
import { decryptAsTheBrowser, REWARD_CODE_PATTERN } from '../../testing/reward-codes.js';
import { TEST_CONFIG } from '../../testing/test-app.js';

const skip =
  !findPostgresBin() && !process.env.CI ? 'no Postgres server binaries (apt install postgresql)' : false;

describe('mission verify with several API instances over one Postgres', { skip }, () => {
  const now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  let server: PostgresServer;
  const instances: { app: Awaited<ReturnType<typeof buildApp>>; db: Db }[] = [];

  before(async () => {
    server = await startPostgres();
    const setup = createDatabase({ kind: 'postgres', url: server.url });
    await prepareDatabase(setup, { now });
    await setup.destroy();
    for (let index = 0; index < 2; index += 1) {
      const db = createDatabase({ kind: 'postgres', url: server.url });
      const app = await buildApp({ db, config: TEST_CONFIG, clock });
      await app.ready();
      instances.push({ app, db });
    }
  });
  after(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.db.destroy();
    }
    await server?.stop();
  });

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
