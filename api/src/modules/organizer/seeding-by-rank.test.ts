/**
 * Ranks from the publisher (issue 33), with GAME_DATA_PROVIDER=riot on the stand-in: league-v4 entries by puuid
 * mapped to ranks and cached, a bracket seeded by rank (a team's seed the mean of its members'), the rank
 * requirements checked at registration, and the cached rank used while the publisher is down.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  organizerTournament,
  playerProfile,
  tournament as publicTournament,
  tournamentSeeding,
  tournamentTeams,
  type CreateTournamentBody,
  type TournamentSeeding,
} from '@arena/contract';
import { rankScore, teamSeedScore } from '@arena/contract/rules';
import { cachedRanks, refreshPlayerRanks } from '../../providers/game-data/player-ranks.js';
import { createRiotGameDataProvider } from '../../providers/game-data/riot/riot-provider.js';
import { seedPlayer } from '../../seed/players.js';
import { SEED_TEAMS } from '../../seed/teams.js';
import { leagueEntryDto, summonerDto } from '../../testing/riot-recordings.js';
import { type RiotStandIn, startRiotStandIn } from '../../testing/riot-stand-in.js';
import { organizerCalls } from '../../testing/organizer-calls.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { cupBody } from '../../testing/tournament-bodies.js';

const API_KEY = 'RGAPI-0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const LEAGUE_PATH = '/lol/league/v4/entries/by-puuid/';

type Rank = [tier: string, division: string, leaguePoints: number] | null;

describe('ranks from the publisher: seeding by rank and rank requirements (stand-in)', () => {
  let standIn: RiotStandIn;
  let t: TestApp;
  let now: Date;
  let posters: { en: string; ar: string };
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const { call, refusal, ok, uploadPosters } = organizerCalls(() => t);

  const puuidOf = async (key: string) => {
    const row = await t.db
      .selectFrom('users')
      .select('puuid')
      .where('id', '=', seedPlayer(key).id)
      .executeTakeFirstOrThrow();
    assert.ok(row.puuid, `${key} has a game account`);
    return row.puuid;
  };
  /** The publisher's answer for a player: their solo queue rank (null: unranked) and their account level. */
  const publisherSays = async (key: string, rank: Rank, level = 200) => {
    const puuid = await puuidOf(key);
    standIn.leagueEntries.set(
      puuid,
      rank
        ? [
            leagueEntryDto(puuid, 'RANKED_FLEX_SR', 'CHALLENGER', 'I', 900),
            leagueEntryDto(puuid, 'RANKED_SOLO_5x5', ...rank),
          ]
        : [],
    );
    standIn.summoners.set(puuid, summonerDto(puuid, level));
  };

  /** A published tournament made through the console, in its registration phase. */
  async function published(
    extra: Partial<CreateTournamentBody> = {},
  ): Promise<{ id: string; startsAt: Date }> {
    const body = cupBody(at, posters, {
      name: { en: 'Ranked Cup', ar: 'كأس التصنيف' },
      description: { en: 'Seeded by rank.', ar: 'مصنفة حسب الرتبة.' },
      ...extra,
    });
    const created = await call('POST', '/v1/admin/tournaments', 'organizer', body);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    return { id, startsAt: new Date(body.starting_time) };
  }

  before(async () => {
    standIn = await startRiotStandIn({ apiKey: API_KEY });
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({
      now: seededAt,
      clock: () => now,
      config: {
        gameDataProvider: 'riot',
        riot: {
          apiKey: API_KEY,
          baseUrl: standIn.url,
          tournamentRegion: 'EUW',
          tournamentStub: false,
          // A production key's limits: the development key's 100 calls in two minutes would run out mid-file.
          rateLimits: [{ count: 500, windowMs: 10_000 }],
        },
      },
    });
    posters = await uploadPosters();
  });
  after(async () => {
    // Also when the app did not start: the stand-in must not keep the process alive.
    try {
      await t?.close();
    } finally {
      await standIn?.close();
    }
  });

  test('league-v4 entries map to the solo queue rank (apex tiers without division, unranked null), cached with the level', async () => {
    await publisherSays('layla', ['GOLD', 'II', 47], 287);
    await publisherSays('omar', ['MASTER', 'I', 212], 412);
    await publisherSays('sara', null, 31);
    const gameData = createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/v1/riot/game-end',
    });
    const log = { info: () => {}, warn: () => {} };
    const ids = ['layla', 'omar', 'sara'].map((key) => seedPlayer(key).id);
    const refreshed = await refreshPlayerRanks({ db: t.db, gameData, log, clock: () => now }, ids);
    assert.deepEqual(refreshed, { refreshed: 3, failed: 0, skipped: 0 });
    const ranks = await cachedRanks(t.db, ids);
    assert.deepEqual(ranks.get(ids[0]!)?.rank, { tier: 'GOLD', division: 'II', leaguePoints: 47 });
    assert.equal(ranks.get(ids[0]!)?.accountLevel, 287);
    assert.deepEqual(ranks.get(ids[1]!)?.rank, { tier: 'MASTER', division: null, leaguePoints: 212 });
    assert.equal(ranks.get(ids[2]!)?.rank, null, 'no solo queue entry: unranked');
    assert.equal(ranks.get(ids[2]!)?.accountLevel, 31);
    // On the platform host's path, by puuid.
    const laylaPuuid = encodeURIComponent(await puuidOf('layla'));
    assert.ok(standIn.requests.some((request) => request.path === `${LEAGUE_PATH}${laylaPuuid}`));

    // The publisher down: the cached rank stays.
    standIn.failAlways({ pathPrefix: LEAGUE_PATH, status: 503 });
    try {
      const failed = await refreshPlayerRanks(
        {
          db: t.db,
          gameData: createRiotGameDataProvider({
            apiKey: API_KEY,
            baseUrl: standIn.url,
            tournamentCallbackUrl: 'http://api.test/cb',
            backoffMs: 1,
          }),
          log,
          clock: () => now,
        },
        [ids[0]!],
      );
      assert.deepEqual(failed, { refreshed: 0, failed: 1, skipped: 0 });
    } finally {
      standIn.stopFailing();
    }
    assert.deepEqual((await cachedRanks(t.db, [ids[0]!])).get(ids[0]!)?.rank, {
      tier: 'GOLD',
      division: 'II',
      leaguePoints: 47,
    });

    // A time budget spent: no read starts, the cached ranks stay.
    assert.deepEqual(
      await refreshPlayerRanks({ db: t.db, gameData, log, clock: () => now }, ids, { budgetMs: 0 }),
      { refreshed: 0, failed: 0, skipped: 3 },
    );

    // The public profile shows the cached rank.
    const profile = ok(
      await call('GET', `/v1/players/${seedPlayer('layla').gameName}/${seedPlayer('layla').tagLine}`),
      playerProfile,
    );
    assert.equal(profile.visibility, 'public');
    assert.deepEqual(profile.visibility === 'public' ? profile.rank : null, {
      tier: 'GOLD',
      division: 'II',
      leaguePoints: 47,
    });
  });

  test('seeding by rank: ranks read before, highest first, unranked last, audited; the publisher down keeps the cached ranks', async () => {
    const players = ['falcon', 'layla', 'omar', 'sara', 'youssef'];
    const ranks: Record<string, Rank> = {
      falcon: ['SILVER', 'I', 80],
      layla: ['DIAMOND', 'III', 10],
      omar: null,
      sara: ['GOLD', 'IV', 0],
      youssef: ['GOLD', 'IV', 55],
    };
    for (const key of players) await publisherSays(key, ranks[key]!);
    const cup = await published();
    for (const key of players) {
      assert.equal((await call('POST', `/v1/tournaments/${cup.id}/register/solo`, key)).statusCode, 201);
      now = new Date(now.getTime() + 1000);
    }
    now = new Date(cup.startsAt.getTime() - 30 * MINUTE);
    for (const key of players) {
      assert.ok((await call('POST', `/v1/tournaments/${cup.id}/check-in/solo`, key)).statusCode < 300);
    }
    now = new Date(cup.startsAt.getTime() + MINUTE);

    const seeded = ok<TournamentSeeding>(
      await call('PUT', `/v1/admin/tournaments/${cup.id}/seeding`, 'organizer', { method: 'rank' }),
      tournamentSeeding,
    );
    assert.equal(seeded.method, 'rank');
    const order = ['layla', 'youssef', 'sara', 'falcon', 'omar'];
    assert.deepEqual(
      seeded.entrants.map((entrant) => entrant.player.id),
      order.map((key) => seedPlayer(key).id),
      'Diamond III, Gold IV 55, Gold IV 0, Silver I, unranked',
    );
    assert.deepEqual(
      seeded.entrants.map((entrant) => entrant.rankScore),
      order.map((key) => {
        const rank = ranks[key]!;
        return rank
          ? rankScore({ tier: rank[0] as 'GOLD', division: rank[1] as 'II', leaguePoints: rank[2] })
          : null;
      }),
    );
    const audit = await t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'after'])
      .where('record_id', '=', cup.id)
      .where('action', '=', 'tournament.seed')
      .execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.staff_id, seedPlayer('organizer').id);
    assert.deepEqual(audit[0]!.after, {
      method: 'rank',
      order: seeded.entrants.map((entrant) => entrant.registrationId),
    });

    // The publisher down: seeding again uses the cached ranks (the stand-in's new ones are not read).
    await publisherSays('omar', ['CHALLENGER', 'I', 1500]);
    standIn.failAlways({ pathPrefix: LEAGUE_PATH, status: 500 });
    try {
      const again = ok<TournamentSeeding>(
        await call('PUT', `/v1/admin/tournaments/${cup.id}/seeding`, 'organizer', { method: 'rank' }),
        tournamentSeeding,
      );
      assert.deepEqual(
        again.entrants.map((entrant) => entrant.player.id),
        order.map((key) => seedPlayer(key).id),
      );
    } finally {
      standIn.stopFailing();
    }
    // Back up: the new rank is read before the next seeding.
    const fresh = ok<TournamentSeeding>(
      await call('PUT', `/v1/admin/tournaments/${cup.id}/seeding`, 'organizer', { method: 'rank' }),
      tournamentSeeding,
    );
    assert.equal(fresh.entrants[0]!.player.id, seedPlayer('omar').id);
  });

  test("a team's seed is the mean of its five members' scores, an unranked member counting 0", async () => {
    const [falcons, pharaohs] = SEED_TEAMS;
    const falconRanks: Rank[] = [
      ['GOLD', 'II', 40],
      ['PLATINUM', 'I', 10],
      null,
      ['SILVER', 'III', 0],
      ['GOLD', 'IV', 99],
    ];
    for (const [index, member] of falcons!.members.entries())
      await publisherSays(member.player.key, falconRanks[index]!);
    for (const member of pharaohs!.members) await publisherSays(member.player.key, ['EMERALD', 'IV', 0]);
    const cup = await published({ format: '5vs5' });
    for (const team of [falcons!, pharaohs!]) {
      const registered = await call(
        'POST',
        `/v1/tournaments/${cup.id}/register/${team.id}`,
        team.members[0]!.player.key,
      );
      assert.equal(registered.statusCode, 201, registered.body);
    }
    now = new Date(cup.startsAt.getTime() - 30 * MINUTE);
    for (const team of [falcons!, pharaohs!]) {
      const checkedIn = await call(
        'POST',
        `/v1/tournaments/${cup.id}/check-in/${team.id}`,
        team.members[0]!.player.key,
      );
      assert.ok(checkedIn.statusCode < 300, checkedIn.body);
    }
    now = new Date(cup.startsAt.getTime() + MINUTE);
    const seeded = ok<TournamentSeeding>(
      await call('PUT', `/v1/admin/tournaments/${cup.id}/seeding`, 'organizer', { method: 'rank' }),
      tournamentSeeding,
    );
    const falconScore = teamSeedScore(
      falconRanks.map((rank) =>
        rank
          ? rankScore({ tier: rank[0] as 'GOLD', division: rank[1] as 'II', leaguePoints: rank[2] })
          : null,
      ),
      5,
    );
    assert.equal(falconScore, Math.round((1440 + 1910 + 0 + 900 + 1299) / 5));
    assert.deepEqual(
      seeded.entrants.map((entrant) => [entrant.team?.id, entrant.rankScore]),
      [
        [pharaohs!.id, 5 * 400],
        [falcons!.id, falconScore],
      ],
    );
    // The Teams tab shows each member's rank, as read for the seeding.
    const teams = ok(await call('GET', `/v1/tournaments/${cup.id}/teams`), tournamentTeams);
    assert.ok('teams' in teams);
    const falconEntry = teams.teams.find((entry) => entry.team.id === falcons!.id)!;
    const layla = falconEntry.team.members.find((member) => member.gameName === seedPlayer('layla').gameName);
    assert.deepEqual(layla?.rank, { tier: 'PLATINUM', division: 'I', leaguePoints: 10 });
  });

  test('requirements: stored and shown, a minimum above the maximum is 400 naming min_rank', async () => {
    const refused = await call('POST', '/v1/admin/tournaments', 'organizer', {
      name: { en: 'Bad Cup', ar: 'كأس خاطئة' },
      region: 'me1',
      format: '1vs1',
      structure: { kind: 'single_elimination', thirdPlaceMatch: false },
      skill_level: ['Gold'],
      registration_start_time: at(-1),
      registration_closed_time: at(1),
      checking_time: at(1),
      starting_time: at(2),
      ends_at: at(30),
      min_rank: { tier: 'DIAMOND', division: 'IV' },
      max_rank: { tier: 'GOLD', division: 'I' },
    });
    assert.deepEqual(Object.keys((refusal(refused, 400).details as { fields: object }).fields), ['min_rank']);
    const apex = await call('POST', '/v1/admin/tournaments', 'organizer', {
      name: { en: 'Bad Cup', ar: 'كأس خاطئة' },
      region: 'me1',
      format: '1vs1',
      structure: { kind: 'single_elimination', thirdPlaceMatch: false },
      skill_level: ['Gold'],
      registration_start_time: at(-1),
      registration_closed_time: at(1),
      checking_time: at(1),
      starting_time: at(2),
      ends_at: at(30),
      min_account_level: 0,
      max_rank: { tier: 'MASTER', division: 'II' },
    });
    assert.deepEqual(Object.keys((refusal(apex, 400).details as { fields: object }).fields).sort(), [
      'max_rank.division',
      'min_account_level',
    ]);

    const cup = await published({ min_rank: { tier: 'GOLD', division: 'IV' }, min_account_level: 30 });
    const edited = ok(
      await call('PATCH', `/v1/admin/tournaments/${cup.id}`, 'organizer', {
        max_rank: { tier: 'EMERALD', division: 'I' },
      }),
      organizerTournament,
    );
    assert.deepEqual(
      [edited.min_rank, edited.max_rank, edited.min_account_level],
      [{ tier: 'GOLD', division: 'IV' }, { tier: 'EMERALD', division: 'I' }, 30],
    );
    assert.equal(
      refusal(
        await call('PATCH', `/v1/admin/tournaments/${cup.id}`, 'organizer', {
          min_rank: { tier: 'DIAMOND', division: 'I' },
        }),
        400,
      ).code,
      4000,
    );
    const shown = ok(await call('GET', `/v1/tournaments/${cup.id}`), publicTournament);
    assert.deepEqual(shown.rankRequirements, {
      minRank: { tier: 'GOLD', division: 'IV' },
      maxRank: { tier: 'EMERALD', division: 'I' },
      minAccountLevel: 30,
    });
    const audit = await t.db
      .selectFrom('staff_audit')
      .select(['before', 'after'])
      .where('record_id', '=', cup.id)
      .where('action', '=', 'tournament.edit')
      .execute();
    assert.deepEqual(audit.at(-1)?.after, { max_rank: { tier: 'EMERALD', division: 'I' } });
  });

  test('registration refuses a rank below the minimum, above the maximum, a low account level — each with its reason — and accepts when met', async () => {
    const cup = await published({
      min_rank: { tier: 'GOLD', division: 'IV' },
      max_rank: { tier: 'PLATINUM', division: 'I' },
      min_account_level: 30,
    });
    const register = (key: string) => call('POST', `/v1/tournaments/${cup.id}/register/solo`, key);
    const riotId = (key: string) => `${seedPlayer(key).gameName}#${seedPlayer(key).tagLine}`;

    await publisherSays('falcon', ['SILVER', 'I', 99]);
    assert.deepEqual(refusal(await register('falcon'), 403).details, {
      reason: 'rankBelowMinimum',
      required: { tier: 'GOLD', division: 'IV' },
      actual: { tier: 'SILVER', division: 'I' },
      player: riotId('falcon'),
    });
    await publisherSays('falcon', null);
    assert.deepEqual(refusal(await register('falcon'), 403).details, {
      reason: 'rankBelowMinimum',
      required: { tier: 'GOLD', division: 'IV' },
      actual: null,
      player: riotId('falcon'),
    });
    await publisherSays('layla', ['DIAMOND', 'IV', 0]);
    assert.deepEqual(refusal(await register('layla'), 403).details, {
      reason: 'rankAboveMaximum',
      required: { tier: 'PLATINUM', division: 'I' },
      actual: { tier: 'DIAMOND', division: 'IV' },
      player: riotId('layla'),
    });
    await publisherSays('omar', ['GOLD', 'I', 12], 12);
    assert.deepEqual(refusal(await register('omar'), 403).details, {
      reason: 'accountLevelTooLow',
      required: 30,
      actual: 12,
      player: riotId('omar'),
    });
    // Met: Gold IV and Platinum I are both inside, level 30 is enough.
    await publisherSays('sara', ['GOLD', 'IV', 0], 30);
    assert.equal((await register('sara')).statusCode, 201);
    await publisherSays('youssef', ['PLATINUM', 'I', 99], 31);
    assert.equal((await register('youssef')).statusCode, 201);

    // The publisher down: the rank cached at the refused attempt decides (omar's level is still 12).
    await publisherSays('omar', ['GOLD', 'I', 12], 300);
    standIn.failAlways({ pathPrefix: '/lol/', status: 503 });
    try {
      assert.equal(refusal(await register('omar'), 403).details?.reason, 'accountLevelTooLow');
    } finally {
      standIn.stopFailing();
    }
    assert.equal((await register('omar')).statusCode, 201, 'read again once the publisher is back');
  });

  test('a team registration names the member who misses a requirement', async () => {
    const falcons = SEED_TEAMS[0]!;
    const cup = await published({ format: '5vs5', min_rank: { tier: 'SILVER', division: 'IV' } });
    for (const member of falcons.members) await publisherSays(member.player.key, ['GOLD', 'III', 10]);
    const weakest = falcons.members[3]!.player;
    await publisherSays(weakest.key, ['BRONZE', 'I', 75]);
    const refused = await call(
      'POST',
      `/v1/tournaments/${cup.id}/register/${falcons.id}`,
      falcons.members[0]!.player.key,
    );
    assert.deepEqual(refusal(refused, 403).details, {
      reason: 'rankBelowMinimum',
      required: { tier: 'SILVER', division: 'IV' },
      actual: { tier: 'BRONZE', division: 'I' },
      player: `${weakest.gameName}#${weakest.tagLine}`,
    });
    await publisherSays(weakest.key, ['SILVER', 'IV', 0]);
    const accepted = await call(
      'POST',
      `/v1/tournaments/${cup.id}/register/${falcons.id}`,
      falcons.members[0]!.player.key,
    );
    assert.equal(accepted.statusCode, 201, accepted.body);
  });
});
