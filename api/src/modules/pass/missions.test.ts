import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type PassTiersResponse } from '@arena/contract';
import { cumulativeXp, SEED_TIERS } from '../../seed/pass.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { decryptAsTheBrowser, REWARD_CODE_PATTERN } from '../../testing/reward-codes.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';
import { recordGain } from './ledger.js';

/** The first mission of a level (seeded ids are stable). */
function missionOf(level: number) {
  const mission = SEED_TIERS.find((tier) => tier.level === level)?.missions[0];
  assert.ok(mission, `a mission at level ${level}`);
  return mission;
}

/** Level 1 (takedowns, 5): loyalty points; level 5 (damage, 1): a hextech key; level 8: a hextech chest. */
const LOYALTY_MISSION = missionOf(1);
const KEY_MISSION = missionOf(5);
const CHEST_MISSION = missionOf(8);

interface Member {
  id: string;
  token: string;
}

describe('missions: progress per player, verify once, reward codes', () => {
  let t: TestApp;
  let members = 0;
  before(async () => {
    t = await createTestApp();
    assert.equal(LOYALTY_MISSION.rewardType, 'loyalty_points');
    assert.equal(KEY_MISSION.rewardType, 'hextech_key');
    assert.equal(CHEST_MISSION.rewardType, 'hextech_chest');
  });
  after(() => t.close());

  /** A new Middle East player, registered for the pass, with `xp` in the ledger (an activity). */
  async function newMember(xp = 0): Promise<Member> {
    members += 1;
    const gameName = `Mission ${members}`;
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_url: `${TEST_PORTAL_ORIGIN}/mena-pass`,
        game_name: gameName,
        tag_line: 'MSN',
        region: 'me1',
      }).toString(),
    });
    assert.equal(signIn.statusCode, 302);
    const token = new URL(String(signIn.headers.location)).searchParams.get('token')!;
    const { id } = await t.db
      .selectFrom('users')
      .select('id')
      .where('game_name', '=', gameName)
      .where('tag_line', '=', 'MSN')
      .executeTakeFirstOrThrow();
    assert.equal((await t.request({ method: 'POST', url: '/v1/menapass/register', token })).statusCode, 200);
    if (xp > 0) {
      await recordGain(t.db, {
        userId: id,
        sourceKind: 'activity',
        sourceId: 'missions-test',
        xp,
        loyaltyPoints: 0,
        multipliers: {},
        at: t.now,
      });
    }
    return { id, token };
  }

  async function setProgress(member: Member, missionId: string, progress: number): Promise<void> {
    await t.db
      .insertInto('pass_mission_progress')
      .values({ user_id: member.id, mission_id: missionId, progress })
      .onConflict((conflict) => conflict.columns(['user_id', 'mission_id']).doUpdateSet({ progress }))
      .execute();
  }

  /** The portal's call: no body, a JSON content type. */
  const verify = (missionId: string, token?: string) =>
    t.request({
      method: 'POST',
      url: `/v1/menapass/missions/${missionId}/verify`,
      headers: { 'content-type': 'application/json' },
      token,
    });

  const tiersAs = async (token?: string) => {
    const response = await t.request({ method: 'GET', url: '/v1/menapass/tiers', token });
    assert.equal(response.statusCode, 200);
    return { response, tiers: expectAnswer('GET /v1/menapass/tiers', response.json()).data };
  };

  const missionsIn = (tiers: PassTiersResponse, locale: 'en' | 'ar' = 'en') =>
    tiers[locale].tiers.flatMap((tier) => tier.missions);

  async function counts(member: Member, missionId: string) {
    const count = async (table: 'pass_completed_missions' | 'reward_codes') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('user_id', '=', member.id)
            .where('mission_id', '=', missionId)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const ledger = await t.db
      .selectFrom('xp_ledger')
      .select(['xp', 'loyalty_points'])
      .where('user_id', '=', member.id)
      .where('source_kind', '=', 'mission')
      .where('source_id', '=', missionId)
      .execute();
    return {
      completed: await count('pass_completed_missions'),
      codes: await count('reward_codes'),
      ledger,
    };
  }

  async function keyOf(member: Member): Promise<string> {
    const response = await t.request({ method: 'GET', url: '/v1/reward-code/key', token: member.token });
    return expectAnswer('GET /v1/reward-code/key', response.json()).data.key;
  }

  test('tiers: a visitor gets the public answer, cacheable, without progress', async () => {
    const { response, tiers } = await tiersAs();
    assert.equal(response.headers['cache-control'], 'public, max-age=60');
    assert.match(String(response.headers.vary), /Authorization/i);
    for (const locale of ['en', 'ar'] as const)
      for (const mission of missionsIn(tiers, locale)) {
        assert.equal('progress' in mission, false);
        assert.ok(mission.target > 0);
      }
  });

  test("tiers: a signed-in player sees each mission's progress and target, not cached across players", async () => {
    const first = await newMember();
    const second = await newMember();
    await setProgress(first, LOYALTY_MISSION.id, 3);

    const { response, tiers } = await tiersAs(first.token);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    for (const locale of ['en', 'ar'] as const) {
      const missions = missionsIn(tiers, locale);
      const loyalty = missions.find((mission) => mission._id === LOYALTY_MISSION.id);
      assert.deepEqual([loyalty?.progress, loyalty?.target], [3, LOYALTY_MISSION.target]);
      for (const mission of missions.filter((candidate) => candidate._id !== LOYALTY_MISSION.id))
        assert.equal(mission.progress, 0, mission._id);
    }

    const other = missionsIn((await tiersAs(second.token)).tiers);
    assert.equal(other.find((mission) => mission._id === LOYALTY_MISSION.id)?.progress, 0);
    const visitor = missionsIn((await tiersAs()).tiers);
    assert.ok(
      visitor.every((mission) => mission.progress === undefined),
      'the public answer stays public',
    );
    const badToken = missionsIn((await tiersAs('not-a-token')).tiers);
    assert.ok(
      badToken.every((mission) => mission.progress === undefined),
      'a bad token is a visitor',
    );
  });

  test('tiers: a completed mission shows its target reached', async () => {
    const falcon = missionsIn((await tiersAs(await t.tokenFor('falcon'))).tiers);
    assert.deepEqual(
      [falcon.find((mission) => mission._id === KEY_MISSION.id)?.progress],
      [KEY_MISSION.target],
    );
  });

  test('tiers: players without progress get one shared answer; a player who counts progress sees it at once', async () => {
    const [first, second] = [await newMember(), await newMember()];
    const [firstTiers, secondTiers] = [await tiersAs(first.token), await tiersAs(second.token)];
    assert.equal(firstTiers.response.body, secondTiers.response.body);
    for (const locale of ['en', 'ar'] as const)
      assert.ok(missionsIn(firstTiers.tiers, locale).every((mission) => mission.progress === 0));
    await setProgress(first, LOYALTY_MISSION.id, 2);
    const counted = missionsIn((await tiersAs(first.token)).tiers);
    assert.equal(counted.find((mission) => mission._id === LOYALTY_MISSION.id)?.progress, 2);
    assert.ok(missionsIn((await tiersAs(second.token)).tiers).every((mission) => mission.progress === 0));
    assert.ok(missionsIn((await tiersAs()).tiers).every((mission) => mission.progress === undefined));
  });

  test('verify: a loyalty reward goes to the ledger once (points and XP); a second verify grants nothing', async () => {
    const member = await newMember();
    await setProgress(member, LOYALTY_MISSION.id, LOYALTY_MISSION.target);

    const first = await verify(LOYALTY_MISSION.id, member.token);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'private, no-store');
    assert.deepEqual(expectAnswer('POST /v1/menapass/missions/:id/verify', first.json()), {
      status: 'success',
      message: 'Mission completed successfully',
      data: { type: 'loyalty_points', code: null, alreadyCompleted: false },
    });
    const second = await verify(LOYALTY_MISSION.id, member.token);
    assert.equal(second.statusCode, 200);
    assert.deepEqual(second.json().data, { type: 'loyalty_points', code: null, alreadyCompleted: true });

    assert.deepEqual(await counts(member, LOYALTY_MISSION.id), {
      completed: 1,
      codes: 0,
      ledger: [{ xp: LOYALTY_MISSION.xpReward, loyalty_points: LOYALTY_MISSION.reward }],
    });
    const progress = expectAnswer(
      'GET /v1/menapass/progress',
      (await t.request({ method: 'GET', url: '/v1/menapass/progress', token: member.token })).json(),
    ).data;
    assert.equal(progress.totalXP, LOYALTY_MISSION.xpReward);
    assert.equal(progress.loyaltyPoints, LOYALTY_MISSION.reward);
    assert.equal(progress.currentLevel, 1);
    assert.deepEqual(progress.completedMissions, [{ missionId: LOYALTY_MISSION.id, rewardCode: null }]);
  });

  test('verify: a code reward gives one code, for this player only, with the XP; a second verify answers the same code', async () => {
    const member = await newMember(cumulativeXp(5));
    await setProgress(member, KEY_MISSION.id, KEY_MISSION.target);

    const first = expectAnswer(
      'POST /v1/menapass/missions/:id/verify',
      (await verify(KEY_MISSION.id, member.token)).json(),
    );
    assert.equal(first.data.type, 'hextech_key');
    assert.equal(first.data.alreadyCompleted, false);
    const code = first.data.code;
    assert.ok(code);
    assert.match(code, /^[0-9a-f]{32}:[0-9a-f]+$/);
    assert.match(await decryptAsTheBrowser(await keyOf(member), code), REWARD_CODE_PATTERN);

    const again = expectAnswer(
      'POST /v1/menapass/missions/:id/verify',
      (await verify(KEY_MISSION.id, member.token)).json(),
    );
    assert.deepEqual(again.data, { type: 'hextech_key', code, alreadyCompleted: true });

    assert.deepEqual(await counts(member, KEY_MISSION.id), {
      completed: 1,
      codes: 1,
      ledger: [{ xp: KEY_MISSION.xpReward, loyalty_points: 0 }],
    });
    const progress = expectAnswer(
      'GET /v1/menapass/progress',
      (await t.request({ method: 'GET', url: '/v1/menapass/progress', token: member.token })).json(),
    ).data;
    assert.equal(progress.totalXP, cumulativeXp(5) + KEY_MISSION.xpReward);
    assert.deepEqual(progress.completedMissions, [{ missionId: KEY_MISSION.id, rewardCode: code }]);
    const redeemed = expectAnswer(
      'GET /v1/reward-code/me/redeemed',
      (await t.request({ method: 'GET', url: '/v1/reward-code/me/redeemed', token: member.token })).json(),
    );
    assert.deepEqual(
      redeemed.data.map((entry) => [entry.code, entry.type, entry.source, entry.tournamentId]),
      [[code, 'hextech_key', 'other', null]],
    );
  });

  test('verify: five verifies at once grant once: one completion, one ledger row, one code, the same answer', async () => {
    const member = await newMember(cumulativeXp(8));
    await setProgress(member, CHEST_MISSION.id, CHEST_MISSION.target);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify(CHEST_MISSION.id, member.token)),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200, 200],
    );
    const data = answers.map(
      (answer) => expectAnswer('POST /v1/menapass/missions/:id/verify', answer.json()).data,
    );
    assert.equal(data.filter((answer) => !answer.alreadyCompleted).length, 1);
    assert.equal(new Set(data.map((answer) => answer.code)).size, 1);
    assert.ok(data[0].code);
    assert.deepEqual(await counts(member, CHEST_MISSION.id), {
      completed: 1,
      codes: 1,
      ledger: [{ xp: CHEST_MISSION.xpReward, loyalty_points: 0 }],
    });
  });

  test('verify: refused with "You cannot complete this mission yet" when not completable; nothing granted', async () => {
    const member = await newMember(cumulativeXp(5));
    await setProgress(member, KEY_MISSION.id, KEY_MISSION.target - 1);
    await setProgress(member, CHEST_MISSION.id, CHEST_MISSION.target);

    for (const missionId of [
      KEY_MISSION.id, // progress short of the target
      CHEST_MISSION.id, // a level above the player's
      LOYALTY_MISSION.id, // level 1, no progress at all
    ]) {
      const response = await verify(missionId, member.token);
      assert.equal(response.statusCode, 400, missionId);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4000);
      assert.equal(body.message, 'You cannot complete this mission yet');
      // Screens translate the reason with its numbers, never the message (issue 29).
      assert.equal(body.details?.reason, RefusalReason.missionNotCompletable);
      assert.equal(typeof body.details?.progress, 'number');
      assert.equal(typeof body.details?.target, 'number');
      assert.equal(typeof body.details?.missionLevel, 'number');
      assert.equal(typeof body.details?.currentLevel, 'number');
      assert.deepEqual(await counts(member, missionId), { completed: 0, codes: 0, ledger: [] });
    }
  });

  test('verify: sign-in required; pass members only; unknown or malformed mission ids', async () => {
    const anonymous = await verify(LOYALTY_MISSION.id);
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 3001);

    const omar = await verify(LOYALTY_MISSION.id, await t.tokenFor('omar'));
    assert.equal(omar.statusCode, 404);
    assert.equal(expectShape(errorBody, omar.json()).message, 'Not registered for the pass');
    assert.equal(omar.json().details?.reason, RefusalReason.notPassMember);

    const member = await newMember();
    const unknown = await verify('00000000-0000-4000-8000-000000000000', member.token);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Mission not found');
    assert.equal(unknown.json().details?.reason, RefusalReason.missionNotFound);

    const malformed = await verify('level-1', member.token);
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().code, 4000);
  });
});
