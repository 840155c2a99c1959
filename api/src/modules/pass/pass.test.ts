import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { passProgress, passTiersResponse, type PassTiersResponse } from '@arena/contract';
import { cumulativeXp } from '../../seed/pass.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { levelForXp } from './pass-levels.js';

describe('MENA Pass', () => {
  let t: TestApp;
  let tiers: PassTiersResponse;
  before(async () => {
    t = await createTestApp();
    const response = await t.request({ method: 'GET', url: '/v1/menapass/tiers' });
    assert.equal(response.statusCode, 200);
    tiers = expectShape(passTiersResponse, response.json().data);
  });
  after(() => t.close());

  test('tiers: public, keyed by en and ar, 50 levels with cumulative XP', () => {
    for (const locale of ['en', 'ar'] as const) {
      const levels = tiers[locale].tiers;
      assert.equal(levels.length, 50);
      assert.deepEqual(
        levels.map((tier) => tier.level),
        Array.from({ length: 50 }, (_, index) => index + 1),
      );
      for (let index = 1; index < levels.length; index += 1)
        assert.ok(levels[index].xpNeeded > levels[index - 1].xpNeeded);
      assert.deepEqual(
        levels.filter((tier) => tier.isMilestone).map((tier) => tier.level),
        [12, 24, 36, 50],
      );
      for (const tier of levels) {
        assert.ok(tier.missions.length >= 1 && tier.missions.length <= 2, `level ${tier.level} missions`);
        assert.ok(tier.reward.amount > 0);
        for (const mission of tier.missions) {
          assert.equal(mission.level, tier.level);
          assert.ok(mission.xpReward >= 150 && mission.xpReward <= 500);
          assert.equal(mission.reward, mission.rewardType === 'loyalty_points' ? tier.reward.amount : null);
        }
      }
    }
    assert.equal(tiers.en.tiers[49].reward.type, 'mystery_skin');
  });

  test('tiers: the same ids in both languages, with translated texts and buffs', () => {
    const enMission = tiers.en.tiers[0].missions[0];
    const arMission = tiers.ar.tiers[0].missions[0];
    assert.equal(enMission._id, arMission._id);
    assert.notEqual(enMission.name, arMission.name);
    assert.match(arMission.name, /[\u0600-\u06FF]/);
    for (const locale of ['en', 'ar'] as const) {
      assert.ok(tiers[locale].activeBuffs.length > 0);
      assert.ok(tiers[locale].upcomingBuffs.length > 0);
    }
    assert.match(tiers.ar.activeBuffs[0].name, /[\u0600-\u06FF]/);
  });

  test('status: isRegistered for members only; sign-in required', async () => {
    const falcon = await t.request({
      method: 'GET',
      url: '/v1/menapass/status',
      token: await t.tokenFor('falcon'),
    });
    assert.deepEqual(falcon.json(), { data: { isRegistered: true } });
    const omar = await t.request({
      method: 'GET',
      url: '/v1/menapass/status',
      token: await t.tokenFor('omar'),
    });
    assert.deepEqual(omar.json(), { data: { isRegistered: false } });
    const anonymous = await t.request({ method: 'GET', url: '/v1/menapass/status' });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 3001);
  });

  test('progress: Falcon at level 14, Layla at level 3, others 404 code 4004', async () => {
    const falcon = expectShape(
      passProgress,
      (
        await t.request({ method: 'GET', url: '/v1/menapass/progress', token: await t.tokenFor('falcon') })
      ).json().data,
    );
    assert.equal(falcon.currentLevel, 14);
    assert.ok(falcon.totalXP >= cumulativeXp(14) && falcon.totalXP < cumulativeXp(15));
    assert.ok(falcon.completedMissions.length > 0);
    const missionIds = new Set(tiers.en.tiers.flatMap((tier) => tier.missions.map((mission) => mission._id)));
    assert.ok(falcon.completedMissions.every((completed) => missionIds.has(completed.missionId)));

    const layla = (
      await t.request({ method: 'GET', url: '/v1/menapass/progress', token: await t.tokenFor('layla') })
    ).json().data;
    assert.equal(layla.currentLevel, 3);

    const omar = await t.request({
      method: 'GET',
      url: '/v1/menapass/progress',
      token: await t.tokenFor('omar'),
    });
    assert.equal(omar.statusCode, 404);
    assert.equal(expectShape(errorBody, omar.json()).code, 4004);
  });
});

describe('levelForXp', () => {
  const tiers = [
    { level: 1, xpNeeded: 100 },
    { level: 2, xpNeeded: 220 },
    { level: 3, xpNeeded: 360 },
  ];
  test('is the highest level whose cumulative XP is reached', () => {
    assert.equal(levelForXp(0, tiers), 0);
    assert.equal(levelForXp(99, tiers), 0);
    assert.equal(levelForXp(100, tiers), 1);
    assert.equal(levelForXp(359, tiers), 2);
    assert.equal(levelForXp(10_000, tiers), 3);
  });
});
