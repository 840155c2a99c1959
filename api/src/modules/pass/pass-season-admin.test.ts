import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { AuditEntry, PassMissionBody, StaffPassMission, StaffPassSeason } from '@arena/contract';
import { createTokenService } from '../../auth/tokens.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';

type Method = 'GET' | 'PUT' | 'POST';
type Response = { statusCode: number; json: () => unknown; body: string };

/**
 * The pass desk's season (issue 31, GET /v1/admin/pass/season, PUT /v1/admin/pass/missions/:id and
 * /v1/admin/pass/tiers/:level): who may, what is refused and why, the audit rows, the pass showing an edit at once,
 * and that an edit never takes back what a player already earned.
 */
describe("the pass desk's season", () => {
  let t: TestApp;
  let signToken: (userId: string) => Promise<string>;
  const tokens: Record<string, string> = {};
  const staffToken = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: Method, url: string, token: string, body?: object) =>
    t.request({ method, url, token, ...(body ? { payload: body } : {}) });
  const organizer = async (method: Method, url: string, body?: object) =>
    call(method, url, await staffToken('organizer'), body);
  const invalidField = (response: Response, field: string) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = expectShape(errorBody, response.json());
    const fields = (body.details as { fields?: Record<string, string> }).fields ?? {};
    assert.ok(field in fields, `${field} named in ${JSON.stringify(fields)}`);
    return fields[field];
  };

  const season = async (): Promise<StaffPassSeason> => {
    const response = await organizer('GET', '/v1/admin/pass/season');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    return expectAnswer('GET /v1/admin/pass/season', response.json()).data;
  };
  const missionAt = async (level: number, position = 0): Promise<StaffPassMission> => {
    const mission = (await season()).missions.find(
      (candidate) => candidate.level === level && candidate.position === position,
    );
    assert.ok(mission, `a mission at level ${level}`);
    return mission;
  };
  /** The body that saves a mission as it is. */
  const bodyOf = (mission: StaffPassMission): PassMissionBody => ({
    name: mission.name,
    description: mission.description,
    requirements: mission.requirements,
    target: mission.target,
    xpReward: mission.xpReward,
    rewardType: mission.rewardType,
    reward: mission.reward,
  });
  const saveMission = async (id: string, body: object, key = 'organizer') =>
    call('PUT', `/v1/admin/pass/missions/${id}`, await staffToken(key), body);
  const saveTier = async (level: number | string, body: object, key = 'organizer') =>
    call('PUT', `/v1/admin/pass/tiers/${level}`, await staffToken(key), body);

  /** The public tiers (no token, the cached answer) or a player's (with their mission progress). */
  const publicTiers = async (token = '') => {
    const response = await call('GET', '/v1/menapass/tiers', token);
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/menapass/tiers', response.json()).data;
  };
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await call(
      'GET',
      `/v1/admin/audit?recordId=${recordId}&action=pass`,
      await staffToken('admin'),
    );
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };

  /** A fresh pass member with no ledger row. */
  const newPlayer = async (gameName: string) => {
    const player = await t.db
      .insertInto('users')
      .values({ display_name: gameName, game_name: gameName, tag_line: 'SEA', region: 'me1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('pass_registrations')
      .values({ user_id: player.id, registered_at: t.now })
      .execute();
    return { id: player.id, token: await signToken(player.id) };
  };
  type Player = Awaited<ReturnType<typeof newPlayer>>;
  const setProgress = async (player: Player, missionId: string, progress: number) => {
    await t.db
      .insertInto('pass_mission_progress')
      .values({ user_id: player.id, mission_id: missionId, progress, updated_at: t.now })
      .onConflict((conflict) => conflict.columns(['user_id', 'mission_id']).doUpdateSet({ progress }))
      .execute();
  };
  const verify = async (player: Player, missionId: string) =>
    call('POST', `/v1/menapass/missions/${missionId}/verify`, player.token, {});
  const progressOf = async (token: string) => {
    const response = await call('GET', '/v1/menapass/progress', token);
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/menapass/progress', response.json()).data;
  };
  const missionLedger = (userId: string, missionId: string) =>
    t.db
      .selectFrom('xp_ledger')
      .select(['xp', 'loyalty_points'])
      .where('user_id', '=', userId)
      .where('source_kind', '=', 'mission')
      .where('source_id', '=', missionId)
      .execute();

  before(async () => {
    t = await createTestApp();
    const tokenService = createTokenService(TEST_CONFIG.jwtSecret, () => t.now);
    signToken = (userId) => tokenService.sign(userId);
  });
  after(() => t.close());

  test('the season lists the tiers in level order and every mission in both languages with its completions', async () => {
    const { tiers, missions } = await season();
    const shown = await publicTiers();
    assert.deepEqual(
      tiers.map((tier) => tier.level),
      shown.en.tiers.map((tier) => tier.level),
    );
    for (const [index, tier] of tiers.entries()) {
      const publicTier = shown.en.tiers[index];
      assert.deepEqual(
        { ...tier },
        {
          level: publicTier.level,
          xpNeeded: publicTier.xpNeeded,
          isMilestone: publicTier.isMilestone,
          reward: publicTier.reward,
        },
      );
    }
    assert.equal(missions.length, shown.en.tiers.flatMap((tier) => tier.missions).length);
    const first = missions[0];
    const [en] = shown.en.tiers[0].missions;
    const [ar] = shown.ar.tiers[0].missions;
    assert.deepEqual(
      { id: first.id, name: first.name, description: first.description, requirements: first.requirements },
      {
        id: en._id,
        name: { en: en.name, ar: ar.name },
        description: { en: en.description, ar: ar.description },
        requirements: { en: en.requirements, ar: ar.requirements },
      },
    );
    assert.notEqual(first.name.ar, first.name.en);

    const falcon = seedPlayer('falcon').id;
    const completedByFalcon = await t.db
      .selectFrom('pass_completed_missions')
      .select('mission_id')
      .where('user_id', '=', falcon)
      .execute();
    assert.ok(completedByFalcon.length > 0, 'the seed completes missions');
    for (const { mission_id } of completedByFalcon) {
      const { count } = await t.db
        .selectFrom('pass_completed_missions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('mission_id', '=', mission_id)
        .executeTakeFirstOrThrow();
      assert.equal(missions.find((mission) => mission.id === mission_id)?.completions, Number(count));
    }
  });

  test('players, support and editors are refused every call; no token is 401; organizers and admins may', async () => {
    const mission = await missionAt(2);
    const tier = (await season()).tiers[1];
    const tierBody = { xpNeeded: tier.xpNeeded, reward: tier.reward };
    const calls = (key: string) => [
      async () => call('GET', '/v1/admin/pass/season', key ? await staffToken(key) : ''),
      async () =>
        call(
          'PUT',
          `/v1/admin/pass/missions/${mission.id}`,
          key ? await staffToken(key) : '',
          bodyOf(mission),
        ),
      async () =>
        call('PUT', `/v1/admin/pass/tiers/${tier.level}`, key ? await staffToken(key) : '', tierBody),
    ];
    for (const key of ['falcon', 'support', 'editor']) {
      for (const attempt of calls(key)) {
        const response = await attempt();
        assert.equal(response.statusCode, 403, `${key}: ${response.body}`);
        assert.equal(expectShape(errorBody, response.json()).code, 4003);
      }
    }
    for (const attempt of calls('')) assert.equal((await attempt()).statusCode, 401);
    assert.equal((await auditOf(mission.id)).length, 0, 'nothing written by the refused calls');
    for (const key of ['organizer', 'admin']) {
      for (const attempt of calls(key)) assert.equal((await attempt()).statusCode, 200, key);
    }
  });

  test("a bad mission body is refused with 400 naming the field, and the mission doesn't change", async () => {
    const mission = await missionAt(3);
    const valid = bodyOf(mission);
    const cases: [object, string][] = [
      [{ ...valid, name: undefined }, 'name'],
      [{ ...valid, name: { en: 'Only English' } }, 'name.ar'],
      [{ ...valid, name: { ...valid.name, en: '   ' } }, 'name.en'],
      [{ ...valid, name: { ...valid.name, en: 'x'.repeat(81) } }, 'name.en'],
      [{ ...valid, name: { ...valid.name, ar: 'العب\u202E' } }, 'name.ar'],
      [{ ...valid, description: { ...valid.description, ar: 'ب'.repeat(301) } }, 'description.ar'],
      [{ ...valid, description: { en: valid.description.en } }, 'description.ar'],
      [{ ...valid, requirements: { ...valid.requirements, en: '' } }, 'requirements.en'],
      [{ ...valid, requirements: 'one match' }, 'requirements'],
      [{ ...valid, target: 0 }, 'target'],
      [{ ...valid, target: 1001 }, 'target'],
      [{ ...valid, target: 1.5 }, 'target'],
      [{ ...valid, target: undefined }, 'target'],
      [{ ...valid, xpReward: 149 }, 'xpReward'],
      [{ ...valid, xpReward: 501 }, 'xpReward'],
      [{ ...valid, xpReward: '300' }, 'xpReward'],
      [{ ...valid, rewardType: 'gold' }, 'rewardType'],
      [{ ...valid, rewardType: 'loyalty_points', reward: null }, 'reward'],
      [{ ...valid, rewardType: 'loyalty_points', reward: 0 }, 'reward'],
      [{ ...valid, rewardType: 'loyalty_points', reward: 10_001 }, 'reward'],
      [{ ...valid, rewardType: 'hextech_key', reward: 20 }, 'reward'],
    ];
    for (const [body, field] of cases) invalidField(await saveMission(mission.id, body), field);
    assert.equal(
      invalidField(await saveMission(mission.id, { ...valid, name: { ...valid.name, en: '' } }), 'name.en'),
      'is required',
    );
    assert.deepEqual(await missionAt(3), mission);
    assert.equal((await auditOf(mission.id)).length, 0);

    assert.equal((await saveMission(randomUUID(), valid)).statusCode, 404);
    assert.equal((await saveMission('not-a-mission', valid)).statusCode, 404);
  });

  test('a mission edit is on the audit log, and the pass shows it at once in each language', async () => {
    const mission = await missionAt(4);
    const before = await publicTiers(); // fills the public cache
    assert.equal(before.en.tiers[3].missions[0].name, mission.name.en);
    const body: PassMissionBody = {
      ...bodyOf(mission),
      name: { en: '  Win a ranked match  ', ar: 'فُز في مباراة مصنّفة' },
      description: { en: 'Ranked only.', ar: 'المباريات المصنّفة فقط.' },
      requirements: { en: '1 ranked win', ar: 'انتصار مصنّف واحد' },
      target: mission.target + 2,
      xpReward: 480,
      rewardType: 'hextech_chest',
      reward: null,
    };
    const response = await saveMission(mission.id, body);
    assert.equal(response.statusCode, 200, response.body);
    const saved = expectAnswer('PUT /v1/admin/pass/missions/:id', response.json()).data;
    assert.deepEqual(saved, {
      ...mission,
      name: { en: 'Win a ranked match', ar: 'فُز في مباراة مصنّفة' },
      description: body.description,
      requirements: body.requirements,
      target: mission.target + 2,
      xpReward: 480,
      rewardType: 'hextech_chest',
      reward: null,
    });
    assert.deepEqual(await missionAt(4), saved);

    for (const token of ['', await staffToken('falcon')]) {
      const after = await publicTiers(token);
      const [en] = after.en.tiers[3].missions;
      const [ar] = after.ar.tiers[3].missions;
      assert.deepEqual(
        [en.name, en.description, en.requirements, en.target, en.xpReward, en.rewardType, en.reward],
        [
          'Win a ranked match',
          'Ranked only.',
          '1 ranked win',
          mission.target + 2,
          480,
          'hextech_chest',
          null,
        ],
      );
      assert.deepEqual(
        [ar.name, ar.description, ar.requirements],
        ['فُز في مباراة مصنّفة', 'المباريات المصنّفة فقط.', 'انتصار مصنّف واحد'],
      );
    }

    const [audit] = await auditOf(mission.id);
    assert.deepEqual(
      {
        staff: audit.staff?.gameName,
        action: audit.action,
        record: audit.record,
        before: audit.before,
        after: audit.after,
      },
      {
        staff: 'Organizer',
        action: 'pass.mission.update',
        record: { type: 'pass_missions', id: mission.id },
        before: {
          name: mission.name,
          description: mission.description,
          requirements: mission.requirements,
          target: mission.target,
          xpReward: mission.xpReward,
          rewardType: mission.rewardType,
          reward: mission.reward,
        },
        after: {
          name: saved.name,
          description: saved.description,
          requirements: saved.requirements,
          target: saved.target,
          xpReward: 480,
          rewardType: 'hextech_chest',
          reward: null,
        },
      },
    );
  });

  test('a change to a completed mission never takes back what was granted; a new XP reward counts from then on', async () => {
    const mission = await missionAt(1);
    assert.equal(mission.rewardType, 'loyalty_points');
    const early = await newPlayer('SeasonEarly');
    await setProgress(early, mission.id, mission.target);
    assert.equal((await verify(early, mission.id)).statusCode, 200);
    const earned = await progressOf(early.token);
    assert.equal(earned.totalXP, mission.xpReward);
    assert.equal(earned.loyaltyPoints, mission.reward);

    // Falcon's seeded completions and totals, before any edit of his missions.
    const falcon = await staffToken('falcon');
    const falconBefore = await progressOf(falcon);
    const falconCompleted = falconBefore.completedMissions.find(({ missionId }) => missionId !== mission.id);
    const falconMission = (await season()).missions.find(
      (candidate) => candidate.id === falconCompleted?.missionId,
    );
    assert.ok(falconMission, 'Falcon completed a seeded mission');
    const falconLedger = await missionLedger(seedPlayer('falcon').id, falconMission.id);

    const raised = {
      ...bodyOf(mission),
      target: mission.target + 3,
      xpReward: 400,
      reward: (mission.reward ?? 0) + 30,
    };
    assert.equal((await saveMission(mission.id, raised)).statusCode, 200);
    const falconRaised = { ...bodyOf(falconMission), target: falconMission.target + 3, xpReward: 150 };
    assert.equal((await saveMission(falconMission.id, falconRaised)).statusCode, 200);

    // The early player keeps the mission, its XP and points; it still shows completed, at its new target.
    assert.deepEqual(await progressOf(early.token), earned);
    assert.deepEqual(await missionLedger(early.id, mission.id), [
      { xp: mission.xpReward, loyalty_points: mission.reward },
    ]);
    const shownEarly = (await publicTiers(early.token)).en.tiers[0].missions[0];
    assert.equal(shownEarly.progress, mission.target + 3);
    const again = expectAnswer(
      'POST /v1/menapass/missions/:id/verify',
      (await verify(early, mission.id)).json(),
    );
    assert.equal(again.data.alreadyCompleted, true);
    assert.deepEqual(await progressOf(early.token), earned);

    assert.deepEqual(await progressOf(falcon), falconBefore);
    assert.deepEqual(await missionLedger(seedPlayer('falcon').id, falconMission.id), falconLedger);

    // A later player needs the new target and gets the new XP and points.
    const late = await newPlayer('SeasonLate');
    await setProgress(late, mission.id, mission.target);
    assert.equal((await verify(late, mission.id)).statusCode, 400, 'the old target no longer completes it');
    await setProgress(late, mission.id, mission.target + 3);
    assert.equal((await verify(late, mission.id)).statusCode, 200);
    const lateProgress = await progressOf(late.token);
    assert.deepEqual([lateProgress.totalXP, lateProgress.loyaltyPoints], [400, raised.reward]);

    const completions = (await season()).missions.find(
      (candidate) => candidate.id === mission.id,
    )?.completions;
    assert.equal(completions, mission.completions + 2);
  });

  test('a bad tier body is refused with 400 naming the field; the XP needed stays strictly increasing', async () => {
    const { tiers } = await season();
    const [, second, third] = tiers;
    const valid = { xpNeeded: second.xpNeeded, reward: second.reward };
    const audits = (await auditOf('2')).length;
    const cases: [number | string, object, string][] = [
      [2, { ...valid, xpNeeded: undefined }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: -1 }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: 150.5 }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: 10_000_001 }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: tiers[0].xpNeeded }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: tiers[0].xpNeeded - 1 }, 'xpNeeded'],
      [2, { ...valid, xpNeeded: third.xpNeeded }, 'xpNeeded'],
      [1, { ...valid, xpNeeded: second.xpNeeded }, 'xpNeeded'],
      [2, { xpNeeded: second.xpNeeded }, 'reward'],
      [2, { ...valid, reward: { type: 'gold', amount: 1 } }, 'reward.type'],
      [2, { ...valid, reward: { type: 'hextech_key', amount: 0 } }, 'reward.amount'],
      [2, { ...valid, reward: { type: 'hextech_key', amount: 10_001 } }, 'reward.amount'],
      ['two', valid, 'level'],
      [0, valid, 'level'],
    ];
    for (const [level, body, field] of cases) invalidField(await saveTier(level, body), field);
    assert.equal(
      invalidField(await saveTier(2, { ...valid, xpNeeded: third.xpNeeded }), 'xpNeeded'),
      `must be less than level 3's ${third.xpNeeded} XP`,
    );
    assert.deepEqual((await season()).tiers, tiers);
    assert.equal((await auditOf('2')).length, audits);
    assert.equal((await saveTier(tiers.length + 1, valid)).statusCode, 404);
  });

  test('a tier edit is on the audit log, the public tiers show it at once, and players keep their XP', async () => {
    const { tiers } = await season();
    const tier = tiers[9];
    const before = await publicTiers(); // fills the public cache
    assert.equal(before.en.tiers[9].xpNeeded, tier.xpNeeded);
    const falcon = await staffToken('falcon');
    const falconBefore = await progressOf(falcon);

    const xpNeeded = tiers[8].xpNeeded + 1;
    const response = await saveTier(tier.level, { xpNeeded, reward: { type: 'hextech_key', amount: 3 } });
    assert.equal(response.statusCode, 200, response.body);
    const saved = expectAnswer('PUT /v1/admin/pass/tiers/:level', response.json()).data;
    assert.deepEqual(saved, { ...tier, xpNeeded, reward: { type: 'hextech_key', amount: 3 } });
    assert.deepEqual((await season()).tiers[9], saved);

    for (const locale of ['en', 'ar'] as const) {
      const shown = (await publicTiers())[locale].tiers[9];
      assert.deepEqual([shown.xpNeeded, shown.reward], [xpNeeded, { type: 'hextech_key', amount: 3 }]);
    }
    const falconAfter = await progressOf(falcon);
    assert.deepEqual(
      [falconAfter.totalXP, falconAfter.loyaltyPoints, falconAfter.completedMissions],
      [falconBefore.totalXP, falconBefore.loyaltyPoints, falconBefore.completedMissions],
    );

    const [audit] = await auditOf(String(tier.level));
    assert.deepEqual(
      {
        staff: audit.staff?.gameName,
        action: audit.action,
        record: audit.record,
        before: audit.before,
        after: audit.after,
      },
      {
        staff: 'Organizer',
        action: 'pass.tier.update',
        record: { type: 'pass_tiers', id: String(tier.level) },
        before: { xpNeeded: tier.xpNeeded, reward: tier.reward },
        after: { xpNeeded, reward: { type: 'hextech_key', amount: 3 } },
      },
    );
  });
});
