/**
 * Matchmaking when the game-data provider is slow or failing: lobby codes are asked for outside the pairing
 * pass's transaction, a publisher that gives no code leaves the players searching until a later pass, and a
 * publisher that cannot answer lobby events never fails the status answer.
 */
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { matchmakingStatus, type MatchmakingStatus } from '@arena/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { createSimulatedGameDataProvider } from '../../providers/game-data/simulated-provider.js';
import { expectShape } from '../../testing/contract.js';
import { type RiotStandIn, startRiotStandIn } from '../../testing/riot-stand-in.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { SEARCH_COOLDOWN_MS } from './matchmaking-service.js';
import { runPass } from './pairing-pass.js';

const API_KEY = 'RGAPI-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SECOND = 1000;

type LogLine = { level: string; object: Record<string, unknown>; message: string };

/** Keeps the app's log lines (the modules read `context.log` when they log). */
function captureLog(t: TestApp): LogLine[] {
  const lines: LogLine[] = [];
  const keep = (level: string) => (object: Record<string, unknown>, message: string) =>
    lines.push({ level, object, message });
  t.app.context.log = {
    info: keep('info'),
    warn: keep('warn'),
    error: keep('error'),
  } as unknown as FastifyBaseLogger;
  return lines;
}

/** The season ladder's helpers for two seeded players: search, status, and passes until they are paired. */
function ladder(t: TestApp, clock: { now: Date }) {
  const season = async () =>
    (
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('slug', '=', 'arena-matchmaking-season')
        .executeTakeFirstOrThrow()
    ).id;
  const url = async (action: string) => `/v1/matchmaking/tournaments/${await season()}/${action}`;
  const status = async (key: string): Promise<MatchmakingStatus> => {
    const response = await t.request({
      method: 'GET',
      url: await url('status'),
      token: await t.tokenFor(key),
    });
    assert.equal(response.statusCode, 200, response.body);
    return expectShape(matchmakingStatus, response.json().data);
  };
  const search = async (...keys: string[]) => {
    clock.now = new Date(clock.now.getTime() + SEARCH_COOLDOWN_MS);
    for (const key of keys) {
      const response = await t.request({
        method: 'POST',
        url: await url('search'),
        token: await t.tokenFor(key),
      });
      assert.equal(response.statusCode, 200, response.body);
    }
  };
  /** Passes (the windows widening with waiting) until the first player is in a match. */
  const pairUp = async (key: string) => {
    for (let attempt = 0; attempt < 6 && (await status(key)).status !== 'in_match'; attempt += 1) {
      await runPass(t.app.context, await season());
      clock.now = new Date(clock.now.getTime() + 15 * SECOND);
    }
    return status(key);
  };
  return { season, status, search, pairUp };
}

describe('matchmaking: lobby codes outside the pairing transaction', () => {
  test('the provider is asked for codes while no transaction holds the database', async () => {
    const clock = { now: await recentSeedMoment() };
    const simulated = createSimulatedGameDataProvider({ clock: () => clock.now });
    let t: TestApp | null = null;
    const asked: boolean[] = [];
    t = await createTestApp({
      now: clock.now,
      clock: () => clock.now,
      gameData: {
        ...simulated,
        async createTournamentCode(options) {
          // The embedded database has one connection: a query waits for any open transaction to end. Asked
          // under the pass's transaction, this query would wait for the code, which waits for the query.
          const free = await Promise.race([
            sql`select 1`.execute(t!.db).then(() => true),
            sleep(10 * SECOND).then(() => false),
          ]);
          asked.push(free);
          return simulated.createTournamentCode(options);
        },
      },
    });
    try {
      const { search, pairUp } = ladder(t, clock);
      await search('omar', 'sara');
      const omar = await pairUp('omar');
      assert.equal(omar.status, 'in_match');
      assert.ok(asked.length >= 1, 'a code was asked for');
      assert.deepEqual(
        asked.filter((free) => !free),
        [],
        'every code was asked for outside a transaction',
      );
    } finally {
      await t.close();
    }
  });
});

describe('matchmaking on a failing publisher (GAME_DATA_PROVIDER=riot, stand-in)', () => {
  let standIn: RiotStandIn;
  let t: TestApp;
  let log: LogLine[];
  const clock = { now: new Date() };

  before(async () => {
    clock.now = await recentSeedMoment();
    standIn = await startRiotStandIn({ apiKey: API_KEY });
    t = await createTestApp({
      now: clock.now,
      clock: () => clock.now,
      config: {
        gameDataProvider: 'riot',
        riot: { apiKey: API_KEY, baseUrl: standIn.url, tournamentRegion: 'EUW', tournamentStub: false },
      },
    });
    log = captureLog(t);
  });
  after(async () => {
    await t.close();
    await standIn.close();
  });

  test('no code from the publisher: the players keep searching, and a later pass pairs them', async () => {
    const { season, status, search, pairUp } = ladder(t, clock);
    standIn.failAlways({ pathPrefix: '/lol/tournament/v5/codes', status: 500 });
    await search('omar', 'sara');
    const pass = await runPass(t.app.context, await season());
    assert.deepEqual(pass.paired, []);
    assert.equal((await status('omar')).status, 'searching');
    assert.equal((await status('sara')).status, 'searching');
    assert.ok(
      log.some((line) => line.level === 'warn' && /no lobby code/.test(line.message)),
      JSON.stringify(log),
    );

    standIn.stopFailing();
    const omar = await pairUp('omar');
    assert.equal(omar.status, 'in_match');
    assert.ok(
      standIn.issuedCodes.includes(omar.current_match!.tournament_code),
      'the match has a code the publisher issued',
    );
    assert.equal((await status('sara')).status, 'in_match');
  });

  test('lobby events failing: the status still answers, without lobby evidence', async () => {
    const { status } = ladder(t, clock);
    const code = (await status('omar')).current_match!.tournament_code;
    standIn.lobbyEvents.set(code, [
      { timestamp: '1764010000000', eventType: 'PracticeGameCreatedEvent' },
      { timestamp: '1764010009000', eventType: 'ChampSelectStartedEvent' },
    ]);
    assert.equal((await status('omar')).current_match?.game_started, true, 'read when the publisher answers');

    log.length = 0;
    standIn.failAlways({ pathPrefix: '/lol/tournament/v5/lobby-events/', status: 503 });
    try {
      const omar = await status('omar');
      assert.equal(omar.status, 'in_match');
      assert.equal(omar.current_match?.tournament_code, code);
      assert.equal(omar.current_match?.game_started, false, 'answered without lobby evidence');
    } finally {
      standIn.stopFailing();
    }
    const line = log.find((entry) => /lobby evidence unavailable/.test(entry.message));
    assert.ok(line, JSON.stringify(log));
    assert.deepEqual(line.object.failure, { name: 'RiotApiError', status: 503 });
    assert.ok(!JSON.stringify(log).includes(API_KEY), 'the key is not in the log');
    assert.ok(!JSON.stringify(log).includes(code), 'nor the lobby code');
  });
});
