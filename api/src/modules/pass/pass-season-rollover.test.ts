import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditEntry, RewardSeason, RewardSeasonBody } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ledgerTotals, recordGain } from './ledger.js';

type Method = 'GET' | 'PUT' | 'POST';
type Response = { statusCode: number; json: () => unknown; body: string };

/**
 * Ending a pass season and starting the next (issue 31, POST /v1/admin/pass/seasons and
 * /v1/admin/pass/seasons/:id/start, GET /v1/menapass/seasons): who may, what is refused, the copy of tiers and
 * missions, season XP starting again while loyalty points keep, the finished season staying readable, a start that
 * is idempotent (again, and concurrently) and audited once.
 */
describe('pass season rollover', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const tokenOf = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: Method, url: string, token: string, body?: object) =>
    t.request({ method, url, token, ...(body ? { payload: body } : {}) });
  const as = async (key: string, method: Method, url: string, body?: object) =>
    call(method, url, await tokenOf(key), body);
  const invalidFields = (response: Response) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = expectShape(errorBody, response.json());
    return (body.details as { fields?: Record<string, string> }).fields ?? {};
  };
  const nextSeason = (n: number): RewardSeasonBody => ({
    name: { en: `Season ${n}`, ar: `الموسم ${n}` },
    startsAt: new Date(t.now.getTime() + n * 86_400_000).toISOString(),
    endsAt: new Date(t.now.getTime() + (n + 90) * 86_400_000).toISOString(),
  });
  const create = async (body: object, key = 'organizer') => as(key, 'POST', '/v1/admin/pass/seasons', body);
  const start = async (id: string, key = 'organizer') =>
    as(key, 'POST', `/v1/admin/pass/seasons/${id}/start`);
  const created = async (body: object): Promise<RewardSeason> => {
    const response = await create(body);
    assert.equal(response.statusCode, 201, response.body);
    return expectAnswer('POST /v1/admin/pass/seasons', response.json(), 201).data;
  };
  const seasons = async () => {
    const response = await call('GET', '/v1/menapass/seasons', '');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/menapass/seasons', response.json()).data;
  };
  const desk = async (season?: string) => {
    const response = await as(
      'organizer',
      'GET',
      `/v1/admin/pass/season${season ? `?season=${season}` : ''}`,
    );
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/pass/season', response.json()).data;
  };
  const progressOf = async (key: string) => {
    const response = await as(key, 'GET', '/v1/menapass/progress');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/menapass/progress', response.json()).data;
  };
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await as('admin', 'GET', `/v1/admin/audit?recordId=${recordId}&action=pass`);
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };
  const currentSeason = async () => {
    const current = (await seasons()).filter((season) => season.status === 'current');
    assert.equal(current.length, 1, 'exactly one current season');
    return current[0];
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('players, support and editors may not create or start a season; the list is public', async () => {
    for (const key of ['falcon', 'support', 'editor']) {
      assert.equal((await create(nextSeason(1), key)).statusCode, 403, key);
      assert.equal((await start((await currentSeason()).id, key)).statusCode, 403, key);
    }
    assert.equal((await call('POST', '/v1/admin/pass/seasons', '', nextSeason(1))).statusCode, 401);
    const list = await seasons();
    assert.equal(list.length, 1);
    assert.equal(list[0].status, 'current');
    assert.deepEqual(list[0].name, { en: 'Season 1', ar: 'الموسم ١' });
  });

  test('a season needs a name in both languages and dates, the end after the start', async () => {
    const fields = invalidFields(await create({ name: { en: 'Season 2' }, startsAt: 'tomorrow' }));
    for (const field of ['name.ar', 'startsAt', 'endsAt'])
      assert.ok(field in fields, `${field} in ${Object.keys(fields)}`);
    const body = nextSeason(2);
    assert.ok('endsAt' in invalidFields(await create({ ...body, endsAt: body.startsAt })));
    assert.ok('name.en' in invalidFields(await create({ ...body, name: { en: '  ', ar: 'ب' } })));
    assert.equal((await start('not-a-season')).statusCode, 404);
    assert.equal((await start('00000000-0000-4000-8000-000000000000')).statusCode, 404);
  });

  test('creating the next season copies the tiers and missions; it is edited apart from the current one', async () => {
    const before = await desk();
    const next = await created(nextSeason(2));
    assert.equal(next.status, 'upcoming');
    assert.equal((await create(nextSeason(3))).statusCode, 409, 'one upcoming season at a time');
    const copy = await desk(next.id);
    assert.equal(copy.seasonId, next.id);
    assert.equal(copy.status, 'upcoming');
    assert.deepEqual(copy.tiers, before.tiers);
    assert.equal(copy.missions.length, before.missions.length);
    for (const [index, mission] of copy.missions.entries()) {
      const original = before.missions[index];
      assert.notEqual(mission.id, original.id, 'a copied mission has its own id');
      assert.deepEqual({ ...mission, id: original.id, completions: original.completions }, original);
      assert.equal(mission.completions, 0);
    }
    // An edit of the upcoming season's tier leaves the current one (and the pass page) as it was.
    const top = copy.tiers[copy.tiers.length - 1];
    const saved = await as('organizer', 'PUT', `/v1/admin/pass/tiers/${top.level}?season=${next.id}`, {
      xpNeeded: top.xpNeeded + 1000,
      reward: top.reward,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await desk(next.id)).tiers.at(-1)?.xpNeeded, top.xpNeeded + 1000);
    assert.deepEqual((await desk()).tiers, before.tiers);
    const audit = await auditOf(next.id);
    assert.deepEqual(
      audit.map((entry) => entry.action),
      ['pass.season.create'],
    );
  });

  test('starting it ends the current season: season XP starts again, loyalty points keep, the last season stays readable', async () => {
    const falcon = seedPlayer('falcon').id;
    const old = await currentSeason();
    const next = (await seasons()).find((season) => season.status === 'upcoming');
    assert.ok(next);
    const before = await progressOf('falcon');
    const totalsBefore = await ledgerTotals(t.db, falcon);
    assert.ok(before.totalXP > 0 && before.currentLevel > 0, 'the seeded player has a level');
    assert.equal(before.lastSeason, undefined);

    const response = await start(next.id);
    assert.equal(response.statusCode, 200, response.body);
    const started = expectAnswer('POST /v1/admin/pass/seasons/:id/start', response.json()).data;
    assert.equal(started.status, 'current');

    const list = await seasons();
    assert.deepEqual(
      list.map((season) => [season.id, season.status]),
      [
        [next.id, 'current'],
        [old.id, 'ended'],
      ],
    );
    const after = await progressOf('falcon');
    assert.equal(after.totalXP, 0, 'season XP starts again');
    assert.equal(after.currentLevel, 0);
    assert.deepEqual(after.completedMissions, []);
    assert.equal(after.loyaltyPoints, before.loyaltyPoints, 'loyalty points keep');
    assert.deepEqual(after.lastSeason, {
      seasonId: old.id,
      name: old.name,
      startsAt: old.startsAt,
      endsAt: old.endsAt,
      xp: before.totalXP,
      level: before.currentLevel,
      missionsCompleted: before.completedMissions.length,
    });
    // A revocation of XP is of the season's XP: none is left to take back; points are still there.
    const revoke = (xp: number, points: number) =>
      as('organizer', 'POST', '/v1/admin/pass/grants', {
        playerId: falcon,
        xp,
        points,
        reason: 'Season check',
      });
    const refusedRevocation = await revoke(-1, 0);
    assert.equal(refusedRevocation.statusCode, 409, refusedRevocation.body);
    const revoked = await revoke(0, -1);
    assert.equal(revoked.statusCode, 201, revoked.body);
    totalsBefore.loyaltyPoints -= 1;
    before.loyaltyPoints -= 1;
    // The profile's XP earned counts every season; the leaderboard's points too.
    const totalsAfter = await ledgerTotals(t.db, falcon);
    assert.equal(totalsAfter.totalXP, totalsBefore.totalXP);
    assert.equal(totalsAfter.loyaltyPoints, totalsBefore.loyaltyPoints);
    const board = await call('GET', '/v1/menapass/loyalty-leaderboard', '');
    assert.equal(board.statusCode, 200, board.body);

    // The pass page shows the new season's tiers and missions; its old ones are kept.
    const tiers = await call('GET', '/v1/menapass/tiers', '');
    const shownIds = expectAnswer('GET /v1/menapass/tiers', tiers.json()).data.en.tiers.flatMap((tier) =>
      tier.missions.map((mission) => mission._id),
    );
    assert.deepEqual(
      shownIds,
      (await desk()).missions.map((mission) => mission.id),
    );
    const ended = await desk(old.id);
    assert.equal(ended.status, 'ended');
    assert.ok(ended.missions.length > 0);
    // An ended season is read-only.
    const tier = ended.tiers[0];
    const refused = await as('organizer', 'PUT', `/v1/admin/pass/tiers/${tier.level}?season=${old.id}`, {
      xpNeeded: tier.xpNeeded,
      reward: tier.reward,
    });
    assert.equal(refused.statusCode, 409, refused.body);
    const mission = ended.missions[0];
    const refusedMission = await as('organizer', 'PUT', `/v1/admin/pass/missions/${mission.id}`, {
      name: mission.name,
      description: mission.description,
      requirements: mission.requirements,
      target: mission.target,
      xpReward: mission.xpReward,
      rewardType: mission.rewardType,
      reward: mission.reward,
    });
    assert.equal(refusedMission.statusCode, 409, refusedMission.body);

    // A gain now counts in the new season; a source credited in the old one is never credited again.
    const gain = {
      userId: falcon,
      sourceKind: 'activity' as const,
      xp: 120,
      loyaltyPoints: 10,
      multipliers: {},
      at: t.now,
    };
    assert.deepEqual(await recordGain(t.db, { ...gain, sourceId: 'season-2-kickoff' }), { inserted: true });
    const credited = await t.db
      .selectFrom('xp_ledger')
      .select('source_id')
      .where('user_id', '=', falcon)
      .where('source_kind', '=', 'activity')
      .executeTakeFirstOrThrow();
    assert.deepEqual(await recordGain(t.db, { ...gain, sourceId: credited.source_id }), { inserted: false });
    const later = await progressOf('falcon');
    assert.equal(later.totalXP, 120);
    assert.equal(later.loyaltyPoints, before.loyaltyPoints + 10);

    const audit = await auditOf(next.id);
    assert.deepEqual(audit.map((entry) => entry.action).sort(), ['pass.season.create', 'pass.season.start']);
  });

  test('starting the current season again answers the same and changes nothing; an ended one is refused', async () => {
    const current = await currentSeason();
    const results = await t.db
      .selectFrom('reward_season_results')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const again = await start(current.id);
    assert.equal(again.statusCode, 200, again.body);
    assert.deepEqual(expectAnswer('POST /v1/admin/pass/seasons/:id/start', again.json()).data, current);
    const resultsAfter = await t.db
      .selectFrom('reward_season_results')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(resultsAfter.n), Number(results.n));
    assert.equal(
      (await auditOf(current.id)).filter((entry) => entry.action === 'pass.season.start').length,
      1,
    );
    const ended = (await seasons()).find((season) => season.status === 'ended');
    assert.ok(ended);
    assert.equal((await start(ended.id)).statusCode, 409);
  });

  test('two concurrent starts of the same season make one rollover with the same answer', async () => {
    const previous = await currentSeason();
    const next = await created(nextSeason(3));
    const [first, second] = await Promise.all([start(next.id), start(next.id, 'admin')]);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(first.json(), second.json());
    const list = await seasons();
    assert.deepEqual(
      list.map((season) => season.status),
      ['current', 'ended', 'ended'],
    );
    assert.equal(list[0].id, next.id);
    assert.equal((await auditOf(next.id)).filter((entry) => entry.action === 'pass.season.start').length, 1);
    // The season just ended keeps falcon's 120 XP of it; the pass shows the last one.
    const progress = await progressOf('falcon');
    assert.equal(progress.totalXP, 0);
    assert.equal(progress.lastSeason?.seasonId, previous.id);
    assert.equal(progress.lastSeason?.xp, 120);
  });
});
