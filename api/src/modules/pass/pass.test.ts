import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  gamesXp,
  passProgress,
  passRegistration,
  passTiersResponse,
  type PassTiersResponse,
  publicProfile,
  user as userSchema,
} from '@arena/contract';
import { cumulativeXp, SEED_TIERS } from '../../seed/pass.js';
import { COMMUNITY_PLAYERS, FEATURED_PLAYERS, seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';
import { levelForXp } from '@arena/contract/rules';
import { registerForPass } from './pass-service.js';

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

  test('tiers: Arabic texts write numbers in Arabic-Indic digits and count nouns in Arabic plural forms', () => {
    const texts = [
      ...tiers.ar.tiers.flatMap((tier) =>
        tier.missions.flatMap((mission) => [mission.name, mission.description, mission.requirements]),
      ),
      ...[...tiers.ar.activeBuffs, ...tiers.ar.upcomingBuffs].flatMap((buff) => [
        buff.name,
        buff.description,
      ]),
    ];
    assert.deepEqual(
      texts.filter((text) => /[0-9]/.test(text)),
      [],
    );
    const mission = (locale: 'en' | 'ar', level: number, position = 0) =>
      tiers[locale].tiers[level - 1].missions[position];
    // Level 1: 5 takedowns (3 to 10: the plural); level 16: 15 (11 to 99: the singular).
    assert.equal(mission('ar', 1).name, 'حقق ٥ عمليات إسقاط');
    assert.equal(mission('ar', 16).name, 'حقق ١٥ عملية إسقاط');
    assert.equal(mission('ar', 16).requirements, '١٥ عملية قتل أو مساعدة');
    // One match, two matches, three.
    assert.equal(mission('ar', 3).name, 'العب مباراة واحدة');
    assert.equal(mission('ar', 9).name, 'العب مباراتين');
    assert.equal(mission('ar', 9).requirements, 'مباراتان مكتملتان');
    assert.equal(mission('ar', 18).name, 'العب ٣ مباريات');
    assert.equal(mission('ar', 3, 1).requirements, 'انتصاران');
    assert.equal(mission('ar', 2).requirements, 'مباراة واحدة بضرر يتجاوز ١٥٬٠٠٠');
    // English says one match, not "1 matches".
    assert.equal(mission('en', 3).name, 'Play 1 match');
    assert.equal(mission('en', 9).name, 'Play 2 matches');
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

describe('MENA Pass registration by region', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  /** A new player of a region, made with the sign-in stand-in; answers their token. */
  async function newPlayerIn(region: string): Promise<string> {
    const response = await t.request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_url: `${TEST_PORTAL_ORIGIN}/mena-pass`,
        game_name: `Pass ${region}`,
        tag_line: 'PASS',
        region,
      }).toString(),
    });
    assert.equal(response.statusCode, 302, `sign-in stand-in creates a player in ${region}`);
    return new URL(String(response.headers.location)).searchParams.get('token')!;
  }
  const call = (method: 'GET' | 'POST', path: string, token?: string) =>
    t.request({ method, url: `/v1/menapass/${path}`, token });

  test('register: every region but me1, euw1 and eun1 is refused with 10027', async () => {
    for (const region of ['tr1', 'ru', 'na1', 'br1', 'la1', 'la2', 'oc1', 'kr', 'jp1']) {
      const token = await newPlayerIn(region);
      const response = await call('POST', 'register', token);
      assert.equal(response.statusCode, 403, region);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 10027, region);
      assert.equal(body.message, 'The pass is open to Middle East, EUW and EUNE players only');
      assert.deepEqual((await call('GET', 'status', token)).json(), { data: { isRegistered: false } });
      assert.equal((await call('GET', 'progress', token)).statusCode, 404);
    }
  });

  test('register: open to me1, euw1 and eun1; a new member starts at level 0 with nothing', async () => {
    for (const region of ['me1', 'euw1', 'eun1']) {
      const token = await newPlayerIn(region);
      assert.deepEqual((await call('GET', 'status', token)).json(), { data: { isRegistered: false } });
      const before = await call('GET', 'progress', token);
      assert.equal(before.statusCode, 404, 'progress marks the player unregistered');
      assert.equal(expectShape(errorBody, before.json()).code, 4004);

      const response = await call('POST', 'register', token);
      assert.equal(response.statusCode, 200, region);
      assert.deepEqual(expectShape(passRegistration, response.json()), {
        message: 'Registered for the pass',
        data: { isRegistered: true, alreadyRegistered: false },
      });
      assert.deepEqual((await call('GET', 'status', token)).json(), { data: { isRegistered: true } });
      assert.deepEqual(expectShape(passProgress, (await call('GET', 'progress', token)).json().data), {
        currentLevel: 0,
        totalXP: 0,
        loyaltyPoints: 0,
        completedMissions: [],
      });
      assert.deepEqual(expectShape(gamesXp, (await call('GET', 'games-xp', token)).json().data), {
        gamesProcessed: 0,
        totalXP: 0,
        totalLoyaltyPoints: 0,
      });
    }
  });

  test('register: twice is harmless (200, already registered)', async () => {
    const token = await t.tokenFor('falcon');
    const before = (await call('GET', 'progress', token)).json();
    const again = await call('POST', 'register', token);
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), {
      message: 'Already registered for the pass',
      data: { isRegistered: true, alreadyRegistered: true },
    });
    assert.deepEqual((await call('GET', 'progress', token)).json(), before);
    const count = await t.db
      .selectFrom('pass_registrations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', seedPlayer('falcon').id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.count), 1);
  });

  test('register, games-xp: sign-in required', async () => {
    for (const [method, path] of [
      ['POST', 'register'],
      ['GET', 'games-xp'],
    ] as const) {
      const response = await call(method, path);
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().code, 3001);
    }
  });

  test('the allowed regions are the configured ones', async () => {
    const omar = seedPlayer('omar');
    await assert.rejects(
      registerForPass(t.db, { id: omar.id, region: 'me1' }, ['tr1'], t.now),
      (error: { code?: number }) => error.code === 10027,
    );
    assert.deepEqual(await registerForPass(t.db, { id: omar.id, region: 'tr1' }, ['tr1'], t.now), {
      alreadyRegistered: false,
    });
  });
});

describe('one ledger: profile, progress and games-xp agree', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const thresholds = SEED_TIERS.map((tier) => ({ level: tier.level, xpNeeded: tier.xpNeeded }));

  test('for every seeded player: profile stats = progress = games-xp, to the point', async () => {
    for (const player of [...FEATURED_PLAYERS, ...COMMUNITY_PLAYERS]) {
      if (player.ban) continue;
      const token = await t.tokenFor(player.key);
      const me = expectShape(
        userSchema,
        (await t.request({ method: 'GET', url: '/v1/user/me', token })).json().user,
      );
      const games = expectShape(
        gamesXp,
        (await t.request({ method: 'GET', url: '/v1/menapass/games-xp', token })).json().data,
      );
      assert.deepEqual(
        me.stats,
        {
          completedGames: games.gamesProcessed,
          xpEarned: games.totalXP,
          loyaltyPoints: games.totalLoyaltyPoints,
        },
        player.key,
      );
      const progress = await t.request({ method: 'GET', url: '/v1/menapass/progress', token });
      if (!player.pass) {
        assert.equal(progress.statusCode, 404, player.key);
        continue;
      }
      const data = expectShape(passProgress, progress.json().data);
      assert.equal(data.totalXP, me.stats.xpEarned, player.key);
      assert.equal(data.loyaltyPoints, me.stats.loyaltyPoints, player.key);
      assert.equal(data.currentLevel, levelForXp(data.totalXP, thresholds), player.key);
      if (player.isProfileVisible) {
        const profile = await t.request({ method: 'GET', url: `/v1/users/${player.id}` });
        assert.deepEqual(expectShape(publicProfile, profile.json().data).stats, me.stats, player.key);
      }
    }
  });

  test('the featured members are at their README levels; Falcon has rows of every kind', async () => {
    for (const player of FEATURED_PLAYERS) {
      if (!player.pass) continue;
      const progress = (
        await t.request({
          method: 'GET',
          url: '/v1/menapass/progress',
          token: await t.tokenFor(player.key),
        })
      ).json().data;
      assert.equal(progress.currentLevel, player.pass.level, player.key);
    }
    const falcon = seedPlayer('falcon');
    const rows = await t.db.selectFrom('xp_ledger').selectAll().where('user_id', '=', falcon.id).execute();
    assert.deepEqual([...new Set(rows.map((row) => row.source_kind))].sort(), [
      'activity',
      'match',
      'mission',
      'tournament',
    ]);
    for (const row of rows.filter((entry) => entry.source_kind === 'match')) {
      assert.equal(row.multipliers.base, 50);
      assert.equal(row.loyalty_points, 0);
    }
    for (const row of rows.filter(
      (entry) => entry.source_kind !== 'match' && entry.source_kind !== 'mission',
    )) {
      assert.deepEqual([row.xp, row.loyalty_points], [0, 10]);
    }
    const completed = await t.db
      .selectFrom('pass_completed_missions')
      .select('mission_id')
      .where('user_id', '=', falcon.id)
      .execute();
    const missionRows = new Set(
      rows.filter((row) => row.source_kind === 'mission').map((row) => row.source_id),
    );
    assert.ok(completed.length > 0);
    assert.deepEqual(new Set(completed.map((mission) => mission.mission_id)), missionRows);
  });

  test('community players hold varied loyalty points', async () => {
    const points = await t.db
      .selectFrom('xp_ledger')
      .select(['user_id', (eb) => eb.fn.sum<number>('loyalty_points').as('points')])
      .where(
        'user_id',
        'in',
        COMMUNITY_PLAYERS.map((player) => player.id),
      )
      .groupBy('user_id')
      .execute();
    assert.ok(points.length >= 30, `${points.length} community players with ledger rows`);
    assert.ok(new Set(points.map((row) => Number(row.points))).size >= 10, 'varied');
  });
});
