import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { tournament as tournamentSchema, type Tournament } from '@arena/contract';
import { seedId } from '../../seed/ids.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { tournamentStatus } from './tournament-status.js';

const idOf = (key: string) => seedId('tournament', key);

describe('tournaments', () => {
  let t: TestApp;
  let all: Tournament[];
  const list = async (query: string): Promise<Tournament[]> => {
    const response = await t.request({ method: 'GET', url: `/v1/tournaments${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.map((item: unknown) => expectShape(tournamentSchema, item));
  };
  const byKey = (key: string) => all.find((tournament) => tournament.id === idOf(key))!;

  before(async () => {
    t = await createTestApp();
    all = await list('');
  });
  after(() => t.close());

  test('the list answers { data: Tournament[] }, newest first by default', async () => {
    assert.ok(all.length >= 12);
    const created = all.map((tournament) => Date.parse(tournament.created_at));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
  });

  test('limit and sort', async () => {
    const latest = await list('?limit=3&sort=-created_at');
    assert.deepEqual(
      latest.map((tournament) => tournament.id),
      all.slice(0, 3).map((tournament) => tournament.id),
    );
    const oldestFirst = await list('?sort=created_at');
    assert.deepEqual(
      oldestFirst.map((tournament) => tournament.id),
      [...all].reverse().map((tournament) => tournament.id),
    );
    const soonest = await list('?sort=starting_time');
    const starts = soonest.map((tournament) => Date.parse(tournament.starting_time));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    const latestStart = await list('?sort=-starting_time&limit=1');
    assert.equal(latestStart[0].starting_time, soonest[soonest.length - 1].starting_time);
  });

  test('limit outside 1–100 and unknown sorts are 400 naming the field', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?limit=abc',
      '?sort=-name',
      '?region=asia',
      '?status=live',
      '?tournament_type=league',
    ]) {
      const response = await t.request({ method: 'GET', url: `/v1/tournaments${query}` });
      assert.equal(response.statusCode, 400, query);
      const field = query.slice(1).split('=')[0];
      assert.ok(response.json().details.fields[field], `${query} names ${field}`);
    }
  });

  test('region filter: me matches regions containing "me", eu those containing "euw"', async () => {
    const middleEast = await list('?region=me');
    const europe = await list('?region=eu');
    assert.ok(middleEast.length > 0 && europe.length > 0);
    assert.ok(middleEast.every((tournament) => tournament.region.includes('me')));
    assert.ok(europe.every((tournament) => tournament.region.includes('euw')));
    assert.equal(middleEast.length + europe.length, all.length);
  });

  test('status and tournament_type filters', async () => {
    const live = await list('?status=in-progress');
    assert.ok(live.length >= 3);
    assert.ok(live.every((tournament) => tournament.status === 'in-progress'));
    const upcomingTab = await list('?status=upcoming,check-in&sort=starting_time');
    assert.ok(upcomingTab.every((tournament) => ['upcoming', 'check-in'].includes(tournament.status)));
    assert.equal(
      upcomingTab.length,
      all.filter((tournament) => ['upcoming', 'check-in'].includes(tournament.status)).length,
    );
    const matchmaking = await list('?tournament_type=matchmaking&region=me');
    assert.ok(matchmaking.length > 0);
    assert.ok(
      matchmaking.every(
        (tournament) => tournament.tournament_type === 'matchmaking' && tournament.region === 'me1',
      ),
    );
  });

  test('the seed covers every phase, type, format and region', () => {
    const statuses = new Set(all.map((tournament) => tournament.status));
    assert.deepEqual([...statuses].sort(), ['check-in', 'completed', 'in-progress', 'upcoming']);
    assert.deepEqual([...new Set(all.map((tournament) => tournament.tournament_type))].sort(), [
      'bracket',
      'matchmaking',
    ]);
    assert.deepEqual([...new Set(all.map((tournament) => tournament.format))].sort(), ['1vs1', '5vs5']);
    assert.deepEqual([...new Set(all.map((tournament) => tournament.region))].sort(), ['euw1', 'me1']);
    const bracketTypes = new Set(
      all
        .filter((tournament) => tournament.tournament_type === 'bracket')
        .map((tournament) => tournament.type),
    );
    for (const type of ['Single Elimination', 'Double Elimination', 'Round Robin', 'Swiss'])
      assert.ok(bracketTypes.has(type), type);

    const now = t.now.getTime();
    const notYetOpen = byKey('ramadan-nights-cup');
    assert.equal(notYetOpen.status, 'upcoming');
    assert.ok(Date.parse(notYetOpen.registration_start_time) > now);
    const open = byKey('desert-storm-1v1');
    assert.ok(
      Date.parse(open.registration_start_time) < now &&
        Date.parse(open.registration_closed_time) > now &&
        open.registration_open,
    );
    const closedByAdmin = byKey('gulf-showdown');
    assert.equal(closedByAdmin.registration_open, false);
    assert.ok(Date.parse(closedByAdmin.registration_closed_time) > now);
    assert.equal(byKey('levant-masters').status, 'check-in');
    assert.equal(byKey('founders-cup').status, 'completed');

    const liveCounts = all
      .filter((tournament) => tournament.status === 'in-progress')
      .map((tournament) => tournament.registrationStats.totalParticipants);
    assert.ok(new Set(liveCounts).size >= 3, `live participant counts differ: ${liveCounts}`);
    assert.ok(all.some((tournament) => tournament.prizepool.some((prize) => !/^\d+$/.test(prize.amount))));
    assert.ok(
      all.some((tournament) => tournament.support_live_chat) &&
        all.some((tournament) => !tournament.support_live_chat),
    );
    assert.ok(
      all.every(
        (tournament) =>
          tournament.name.ar && tournament.description.ar && tournament.description.en.length > 110,
      ),
    );
  });

  test('participants count registrations, rejected ones excluded', () => {
    assert.equal(byKey('sands-of-valor').registrationStats.totalParticipants, 16);
    assert.equal(byKey('nile-legends-cup').registrationStats.totalParticipants, 6);
    assert.equal(byKey('ramadan-nights-cup').registrationStats.totalParticipants, 0);
  });

  test('one tournament: { data: Tournament } with absolute poster URLs per language', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/tournaments/${idOf('nile-legends-cup')}` });
    assert.equal(response.statusCode, 200);
    const tournament = expectShape(tournamentSchema, response.json().data);
    assert.deepEqual(tournament, byKey('nile-legends-cup'));
    assert.deepEqual(tournament.poster, {
      en: 'http://api.test/static/posters/nile-legends-cup.en.svg',
      ar: 'http://api.test/static/posters/nile-legends-cup.ar.svg',
    });
    assert.equal(tournament.status, 'in-progress');
    assert.ok(
      tournament.faqs.length > 0 && tournament.rules.length > 0 && tournament.requirements.length > 0,
    );
  });

  test('unknown tournament: 404 code 10001 "Tournament not found"', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await t.request({ method: 'GET', url: `/v1/tournaments/${id}` });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(expectShape(errorBody, response.json()), {
        code: 10001,
        message: 'Tournament not found',
        details: null,
      });
    }
  });
});

describe('tournament status', () => {
  const schedule = {
    checking_time: new Date('2030-01-10T17:00:00Z'),
    starting_time: new Date('2030-01-10T18:00:00Z'),
    ends_at: new Date('2030-01-10T23:00:00Z'),
  };

  test('is derived from the dates: upcoming, check-in, in-progress, completed', () => {
    assert.equal(tournamentStatus(schedule, new Date('2030-01-10T16:59:59Z')), 'upcoming');
    assert.equal(tournamentStatus(schedule, new Date('2030-01-10T17:00:00Z')), 'check-in');
    assert.equal(tournamentStatus(schedule, new Date('2030-01-10T18:00:00Z')), 'in-progress');
    assert.equal(tournamentStatus(schedule, new Date('2030-01-10T23:00:00Z')), 'completed');
  });

  test('moves with the clock, in the list and in its filters alike', async () => {
    const seededAt = await recentSeedMoment();
    let now = seededAt;
    const t = await createTestApp({ now: seededAt, clock: () => now });
    try {
      const ramadan = `/v1/tournaments/${idOf('ramadan-nights-cup')}`;
      assert.equal((await t.request({ method: 'GET', url: ramadan })).json().data.status, 'upcoming');
      now = new Date(seededAt.getTime() + (12 * 24 + 2) * 3600 * 1000);
      assert.equal((await t.request({ method: 'GET', url: ramadan })).json().data.status, 'in-progress');
      const live = (await t.request({ method: 'GET', url: '/v1/tournaments?status=in-progress' })).json()
        .data as Tournament[];
      assert.ok(live.some((tournament) => tournament.id === idOf('ramadan-nights-cup')));
      assert.ok(!live.some((tournament) => tournament.id === idOf('nile-legends-cup')));
    } finally {
      await t.close();
    }
  });
});
