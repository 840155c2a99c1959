import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { cachedRanks } from '../../providers/game-data/player-ranks.js';
import { createRiotGameDataProvider } from '../../providers/game-data/riot/riot-provider.js';
import { leagueEntryDto, summonerDto } from '../../testing/riot-recordings.js';
import { type RiotStandIn, startRiotStandIn } from '../../testing/riot-stand-in.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import {
  playersWithinBudget,
  RANK_FRESH_MS,
  rankRefreshPeriodicPass,
  runRankRefreshPass,
} from './rank-refresh-pass.js';

const API_KEY = 'RGAPI-0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const HOUR = 3_600_000;
const MINUTE = 60_000;
const LEAGUE_PATH = '/lol/league/v4/entries/by-puuid/';
/** A key allowing 12 calls in two minutes; the pass takes half: 6 calls, three players. */
const WINDOWS = [{ count: 12, windowMs: 2 * MINUTE }];
const SHARE = 0.5;
const RIOT = { apiKey: API_KEY, baseUrl: null, tournamentRegion: 'EUW', tournamentStub: false };

/**
 * The periodic rank refresh (issue 33) against the publisher stand-in: the stalest cached ranks are read again,
 * registered players of tournaments still to start first; fresh ranks are not read; the calls stay within the pass's
 * share of the key's rate windows, counted across turns; two instances' passes at once never read a player twice.
 */
describe('the rank refresh pass (stand-in)', () => {
  let standIn: RiotStandIn;
  let t: TestApp;
  let now: Date;
  const log = { info: () => {}, warn: () => {} };
  /** An instance's pass: its own provider (its own rate limiter), the shared database. */
  const instance = () => ({
    db: t.db,
    gameData: createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/v1/riot/game-end',
    }),
    log,
    clock: () => now,
  });
  const pass = (context = instance()) => runRankRefreshPass(context, { windows: WINDOWS, share: SHARE });
  /** The league-v4 reads the stand-in answered, by puuid. */
  const leagueReads = () =>
    standIn.requests
      .filter((request) => request.path.startsWith(LEAGUE_PATH))
      .map((request) => request.path.slice(LEAGUE_PATH.length));

  const puuids = new Map<string, string>();
  /** Registered players of tournaments still to start (A, B), and players registered for none (C, D, E). */
  let players: { a: string; b: string; c: string; d: string; e: string };

  /** Every player with a game account is read a minute ago; then some are made stale. */
  async function allFresh() {
    await t.db.deleteFrom('player_rank_refresh_claims').execute();
    await sql`insert into player_ranks (user_id, tier, division, league_points, account_level, fetched_at)
      select id, null, null, null, 100, ${new Date(now.getTime() - MINUTE)} from users where puuid is not null
      on conflict (user_id) do update set tier = null, division = null, league_points = null,
        fetched_at = excluded.fetched_at`.execute(t.db);
  }
  const readAgo = (userId: string, ms: number) =>
    t.db
      .updateTable('player_ranks')
      .set({ fetched_at: new Date(now.getTime() - ms) })
      .where('user_id', '=', userId)
      .execute();
  const neverRead = (userId: string) =>
    t.db.deleteFrom('player_ranks').where('user_id', '=', userId).execute();

  before(async () => {
    standIn = await startRiotStandIn({ apiKey: API_KEY });
    now = await recentSeedMoment();
    t = await createTestApp({ now, clock: () => now });
    const upcoming = sql<string>`(
      select r.user_id from registrations r join tournaments t on t.id = r.tournament_id
        where t.starting_time > ${now} and t.cancelled_at is null and t.published_at is not null
      union
      select tm.user_id from registrations r join tournaments t on t.id = r.tournament_id
        join team_members tm on tm.team_id = r.team_id
        where t.starting_time > ${now} and t.cancelled_at is null and t.published_at is not null)`;
    const pick = async (registered: boolean) =>
      t.db
        .selectFrom('users')
        .select(['id', 'puuid'])
        .where('puuid', 'is not', null)
        .where(registered ? sql<boolean>`id in ${upcoming}` : sql<boolean>`id not in ${upcoming}`)
        .orderBy('id')
        .limit(3)
        .execute();
    const [registered, others] = [await pick(true), await pick(false)];
    assert.ok(registered.length >= 2 && others.length >= 3, 'the seed has registered and other players');
    for (const user of [...registered, ...others]) puuids.set(user.id, user.puuid!);
    players = {
      a: registered[0]!.id,
      b: registered[1]!.id,
      c: others[0]!.id,
      d: others[1]!.id,
      e: others[2]!.id,
    };
    // The publisher's answers: every one of them is Gold II now.
    for (const puuid of puuids.values()) {
      standIn.leagueEntries.set(puuid, [leagueEntryDto(puuid, 'RANKED_SOLO_5x5', 'GOLD', 'II', 40)]);
      standIn.summoners.set(puuid, summonerDto(puuid, 321));
    }
  });
  after(async () => {
    try {
      await t?.close();
    } finally {
      await standIn?.close();
    }
  });

  test('the budget is the pass share of every window, less what it spent', () => {
    assert.equal(playersWithinBudget([{ count: 100, windowMs: 120_000 }], [0]), 12);
    assert.equal(playersWithinBudget([{ count: 100, windowMs: 120_000 }], [10]), 7);
    assert.equal(
      playersWithinBudget(
        [
          { count: 20, windowMs: 1000 },
          { count: 100, windowMs: 120_000 },
        ],
        [0, 0],
      ),
      2,
    );
    assert.equal(playersWithinBudget([{ count: 100, windowMs: 120_000 }], [30]), 0);
    assert.equal(playersWithinBudget([{ count: 30_000, windowMs: 600_000 }], [0]), 100);
  });

  test('stalest first (registered players first), fresh ranks not read, within the window budget', async () => {
    await allFresh();
    const { a, b, c, d, e } = players;
    await readAgo(a, 2 * RANK_FRESH_MS);
    await neverRead(b);
    await readAgo(c, RANK_FRESH_MS + HOUR);
    await readAgo(d, RANK_FRESH_MS - HOUR); // read recently enough: left alone
    await readAgo(e, 3 * RANK_FRESH_MS);
    standIn.requests.length = 0;

    // Three players fit: the registered ones (never read first), then the stalest other.
    const first = await pass();
    assert.equal(first.allowed, 3);
    assert.deepEqual(first.claimed, [b, a, e]);
    assert.deepEqual({ refreshed: first.refreshed, failed: first.failed }, { refreshed: 3, failed: 0 });
    assert.deepEqual(leagueReads().sort(), [b, a, e].map((id) => puuids.get(id)!).sort());
    const ranks = await cachedRanks(t.db, [a, b, e, d]);
    for (const id of [a, b, e]) {
      assert.deepEqual(ranks.get(id)?.rank, { tier: 'GOLD', division: 'II', leaguePoints: 40 });
      assert.equal(ranks.get(id)?.fetchedAt.getTime(), now.getTime());
      assert.equal(ranks.get(id)?.accountLevel, 321);
    }
    assert.equal(ranks.get(d)?.rank, null, 'a fresh rank is not read again');

    // The window is spent (6 calls of 6): a turn a minute later reads nobody, C waits.
    now = new Date(now.getTime() + MINUTE);
    const spent = await pass();
    assert.deepEqual([spent.allowed, spent.claimed], [0, []]);
    assert.equal(leagueReads().length, 3);

    // Once the window has passed, C is read; A, B and E are fresh now, D still is.
    now = new Date(now.getTime() + 2 * MINUTE);
    const next = await pass();
    assert.deepEqual(next.claimed, [c]);
    assert.equal(leagueReads().length, 4);
    assert.equal((await cachedRanks(t.db, [c])).get(c)?.rank?.tier, 'GOLD');
    assert.deepEqual((await pass()).claimed, [], 'nothing stale is left');
    assert.equal(leagueReads().length, 4);
  });

  test('scheduled with the publisher API only, within RIOT_RATE_LIMITS, reading nothing on its first turn', async () => {
    assert.deepEqual(
      rankRefreshPeriodicPass({ ...instance(), config: { gameDataProvider: 'simulated' } }),
      [],
    );
    const [scheduled, ...more] = rankRefreshPeriodicPass({
      ...instance(),
      config: { gameDataProvider: 'riot', riot: { ...RIOT, rateLimits: [{ count: 4, windowMs: MINUTE }] } },
    });
    assert.equal(more.length, 0);
    now = new Date(now.getTime() + HOUR);
    await allFresh();
    for (const id of Object.values(players)) await readAgo(id, 2 * RANK_FRESH_MS);
    standIn.requests.length = 0;
    await scheduled!.run();
    assert.equal(leagueReads().length, 0, 'the start-up turn reads nothing');
    // A quarter of 4 calls a minute is one call: not even one player's two; of 8, one player.
    await scheduled!.run();
    assert.equal(leagueReads().length, 0);
    const [wider] = rankRefreshPeriodicPass({
      ...instance(),
      config: { gameDataProvider: 'riot', riot: { ...RIOT, rateLimits: [{ count: 8, windowMs: MINUTE }] } },
    });
    await wider!.run();
    await wider!.run();
    assert.equal(leagueReads().length, 1);
  });

  test('two instances at once share one budget and never read a player twice; a failed read is tried again later', async () => {
    now = new Date(now.getTime() + HOUR);
    await allFresh();
    const { a, b, c, d, e } = players;
    for (const [id, hours] of [
      [a, 10],
      [b, 11],
      [c, 12],
      [d, 13],
      [e, 14],
    ] as const)
      await readAgo(id, hours * HOUR);
    standIn.requests.length = 0;

    const [one, two] = await Promise.all([pass(instance()), pass(instance())]);
    const claimed = [...one.claimed, ...two.claimed];
    assert.equal(claimed.length, 3, 'one budget of three players between both');
    assert.equal(new Set(claimed).size, 3, 'no player claimed by both');
    assert.deepEqual(new Set(claimed), new Set([a, b, e]));
    assert.deepEqual(leagueReads().sort(), claimed.map((id) => puuids.get(id)!).sort(), 'one read each');

    // The publisher fails D's read: its cached rank stays and it is tried again once its claim has lapsed.
    now = new Date(now.getTime() + 3 * MINUTE);
    standIn.failAlways({ pathPrefix: `${LEAGUE_PATH}${puuids.get(d)!}`, status: 503 });
    const failing = await pass();
    assert.deepEqual(new Set(failing.claimed), new Set([c, d]));
    assert.equal(failing.failed, 1);
    assert.equal((await cachedRanks(t.db, [d])).get(d)?.rank, null);
    standIn.stopFailing();
    now = new Date(now.getTime() + 3 * MINUTE);
    assert.deepEqual((await pass()).claimed, [], 'claimed ten minutes: not yet');
    now = new Date(now.getTime() + 10 * MINUTE);
    assert.deepEqual((await pass()).claimed, [d]);
    assert.equal((await cachedRanks(t.db, [d])).get(d)?.rank?.tier, 'GOLD');
  });
});
