/**
 * Ladder results from the game itself (issue 33), with the publisher's API played by the stand-in
 * (GAME_DATA_PROVIDER=riot): each ladder match has a code the publisher issued; the game-end callback for it settles
 * the match from the game read back from the publisher — when the match's two players played it, in the match's
 * window — exactly once, whatever order the callback, repeated callbacks and the players' reports come in. Then the
 * simulated provider: the dev lobby plays the game and posts the callback, so a demo sees a result without reports.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { matchResult, RefusalReason } from '@arena/contract';
import type { FastifyBaseLogger } from 'fastify';
import { seedPlayer } from '../../seed/players.js';
import { errorBody as errorBodySchema, expectShape } from '../../testing/contract.js';
import { RECORDED_MATCHES } from '../../testing/riot-recordings.js';
import { type RiotStandIn, startRiotStandIn } from '../../testing/riot-stand-in.js';
import {
  collectEvents,
  connected,
  listenOnFreePort,
  socketClients,
  waitFor,
} from '../../testing/socket-client.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { multipartBody, PNG_1X1 } from '../../testing/test-images.js';
import { TOURNAMENT_NAMESPACE } from '../matches/tournament-channel.js';
import { RESULT_WINDOW_MS, SEARCH_COOLDOWN_MS } from './matchmaking-service.js';
import { runPass } from './pairing-pass.js';
import { pointsDelta } from './pairing.js';

const API_KEY = 'RGAPI-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SECRET = 'ladder-callback-secret-0123456789abcdefghij';
const MINUTE = 60_000;

type LogLine = { level: string; object: Record<string, unknown>; message: string };

/** Keeps the app's log lines (the ladder's settlement logs on `context.log`). */
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

/** The season ladder of two apps' tests: its id, players, matches, reports and the rows they move. */
function ladderOf(t: TestApp, clock: { now: Date }) {
  let seasonId = '';
  const season = async () =>
    (seasonId ||= (
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('slug', '=', 'arena-matchmaking-season')
        .executeTakeFirstOrThrow()
    ).id);
  const id = (key: string) => seedPlayer(key).id;
  const call = async (method: 'GET' | 'POST', url: string, key: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, token: await t.tokenFor(key), ...(payload ? { payload } : {}) });
  const row = async (key: string) =>
    t.db
      .selectFrom('matchmaking_players')
      .select(['points', 'wins', 'losses', 'games_played'])
      .where('tournament_id', '=', await season())
      .where('user_id', '=', id(key))
      .executeTakeFirstOrThrow();
  const match = (matchId: string) =>
    t.db.selectFrom('matchmaking_matches').selectAll().where('id', '=', matchId).executeTakeFirstOrThrow();
  /**
   * An open match of two ladder players, created now with a code from the game-data provider, as a pairing pass
   * makes it (its seats too); the pairing itself is the first test's.
   */
  const openMatch = async (a: string, b: string) => {
    const tournament = await season();
    const code = await t.app.context.gameData.createTournamentCode();
    const created = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: tournament,
        player1_id: id(a),
        player2_id: id(b),
        player1_points: (await row(a)).points,
        player2_points: (await row(b)).points,
        tournament_code: code,
        created_at: clock.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('matchmaking_seats')
      .values([a, b].map((key) => ({ tournament_id: tournament, user_id: id(key), match_id: created.id })))
      .execute();
    return created;
  };
  const winner = (matchId: string, key: string, winnerKey: string) =>
    call('POST', `/v1/match-results/${matchId}/winner`, key, { winner_id: id(winnerKey) });
  const screenshot = async (matchId: string, key: string) =>
    t.request({
      method: 'POST',
      url: `/v1/match-results/${matchId}/screenshot`,
      token: await t.tokenFor(key),
      ...multipartBody([
        { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
      ]),
    });
  /** A complete report: the screenshot, then the winner; the winner's answer. */
  const report = async (matchId: string, key: string, winnerKey: string) => {
    const shot = await screenshot(matchId, key);
    assert.equal(shot.statusCode, 200, shot.body);
    return winner(matchId, key, winnerKey);
  };
  const status = async (key: string) => {
    const response = await call('GET', `/v1/matchmaking/tournaments/${await season()}/status`, key);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data as { status: string; points: number };
  };
  return { season, id, call, row, match, openMatch, winner, screenshot, report, status };
}

describe('ladder results from the game (GAME_DATA_PROVIDER=riot, stand-in publisher)', () => {
  let standIn: RiotStandIn;
  let t: TestApp;
  let log: LogLine[];
  let baseUrl: string;
  let ladder: ReturnType<typeof ladderOf>;
  const clock = { now: new Date() };
  const sockets = socketClients();
  let nextGameId = 7_300_000_000;

  const puuid = async (key: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('puuid')
        .where('id', '=', seedPlayer(key).id)
        .executeTakeFirstOrThrow()
    ).puuid!;

  /**
   * The publisher has the game of `code`: `winners` beat `losers` (puuids), from `startMs` for 25 minutes (its
   * match-v5 record gives the times). Answers the publisher's match id.
   */
  const playGame = (
    code: string,
    winners: string[],
    losers: string[],
    startMs = clock.now.getTime() + 2 * MINUTE,
  ) => {
    const gameId = nextGameId++;
    const [recorded] = RECORDED_MATCHES;
    const durationSeconds = 25 * 60;
    standIn.matches.set(`ME1_${gameId}`, {
      metadata: { ...recorded.metadata, matchId: `ME1_${gameId}`, participants: [...winners, ...losers] },
      info: {
        ...recorded.info,
        gameId,
        gameStartTimestamp: startMs,
        gameEndTimestamp: startMs + durationSeconds * 1000,
        gameDuration: durationSeconds,
        tournamentCode: code,
      },
    });
    standIn.tournamentGames.set(code, [
      {
        winningTeam: winners.map((account) => ({ puuid: account })),
        losingTeam: losers.map((account) => ({ puuid: account })),
        shortCode: code,
        metaData: '',
        gameId,
        gameName: 'ladder',
        gameType: 'CUSTOM_GAME',
        gameMap: 11,
        gameMode: 'CLASSIC',
        region: 'ME1',
      },
    ]);
    return `ME1_${gameId}`;
  };
  /** The publisher posts the game end of `code`; the callback's answer. */
  const gameEnd = async (code: string) => {
    const response = await t.request({
      method: 'POST',
      url: `/v1/riot/game-end/${SECRET}`,
      payload: { shortCode: code, gameId: 1, region: 'ME1', startTime: clock.now.getTime() },
    });
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as { data: { status: string } }).data.status;
  };
  /** Who has been told of a verified result, among `userIds` (one entry per notification). */
  const resultVerifiedNotes = async (userIds: string[]) =>
    (
      await t.db
        .selectFrom('notifications')
        .select('user_id')
        .where('title', '=', 'Match result verified')
        .where('user_id', 'in', userIds)
        .execute()
    )
      .map((note) => note.user_id)
      .sort();

  before(async () => {
    clock.now = await recentSeedMoment();
    standIn = await startRiotStandIn({ apiKey: API_KEY });
    t = await createTestApp({
      now: clock.now,
      clock: () => clock.now,
      config: {
        gameDataProvider: 'riot',
        riot: {
          apiKey: API_KEY,
          baseUrl: standIn.url,
          tournamentRegion: 'EUW',
          tournamentStub: false,
          callbackSecret: SECRET,
        },
      },
    });
    log = captureLog(t);
    baseUrl = await listenOnFreePort(t.app);
    ladder = ladderOf(t, clock);
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
    await standIn.close();
  });

  test('a paired match has the publisher’s code; the callback before any report settles it, and both players hear of it', async () => {
    const season = await ladder.season();
    clock.now = new Date(clock.now.getTime() + SEARCH_COOLDOWN_MS);
    for (const key of ['omar', 'sara']) {
      const searched = await ladder.call('POST', `/v1/matchmaking/tournaments/${season}/search`, key);
      assert.equal(searched.statusCode, 200, searched.body);
    }
    for (let attempt = 0; attempt < 6 && (await ladder.status('omar')).status !== 'in_match'; attempt += 1) {
      await runPass(t.app.context, season);
      clock.now = new Date(clock.now.getTime() + 15_000);
    }
    const seat = await t.db
      .selectFrom('matchmaking_seats')
      .select('match_id')
      .where('tournament_id', '=', season)
      .where('user_id', '=', ladder.id('omar'))
      .executeTakeFirstOrThrow();
    const match = await ladder.match(seat.match_id);
    assert.ok(standIn.issuedCodes.includes(match.tournament_code), 'the code is one the publisher issued');

    const events = new Map<string, ReturnType<typeof collectEvents>>();
    for (const key of ['omar', 'sara']) {
      const socket = sockets.open(`${baseUrl}${TOURNAMENT_NAMESPACE}`, {
        token: await t.tokenFor(key),
        query: { tournament_id: season },
      });
      await connected(socket);
      events.set(key, collectEvents(socket));
    }
    const [p1, p2] = [match.player1_id, match.player2_id];
    const keyOf = (userId: string) => (userId === ladder.id('omar') ? 'omar' : 'sara');
    const before1 = await ladder.row(keyOf(p1));
    const before2 = await ladder.row(keyOf(p2));
    const told = await resultVerifiedNotes([p1, p2]);
    // Player 2 wins the game.
    const gameId = playGame(match.tournament_code, [await puuid(keyOf(p2))], [await puuid(keyOf(p1))]);
    assert.equal(await gameEnd(match.tournament_code), 'verified');

    const settled = await ladder.match(match.id);
    assert.equal(settled.status, 'verified');
    assert.equal(settled.winner_id, p2);
    assert.equal(settled.game_id, gameId);
    assert.ok(settled.game_settled_at);
    const gain = pointsDelta(before2.points, before1.points);
    assert.deepEqual(await ladder.row(keyOf(p2)), {
      points: before2.points + gain,
      wins: before2.wins + 1,
      losses: before2.losses,
      games_played: before2.games_played + 1,
    });
    assert.deepEqual(await ladder.row(keyOf(p1)), {
      points: before1.points - gain,
      wins: before1.wins,
      losses: before1.losses + 1,
      games_played: before1.games_played + 1,
    });
    for (const key of ['omar', 'sara']) {
      assert.equal((await ladder.status(key)).status, 'ready', 'the seat is freed');
      await waitFor(
        () =>
          events
            .get(key)!
            .some(
              (event) =>
                event.event === 'MATCH_RESULT' &&
                event.payload.matchId === match.id &&
                event.payload.status === 'verified',
            ),
        `MATCH_RESULT verified for ${key}`,
      );
    }
    await waitFor(
      async () => (await resultVerifiedNotes([p1, p2])).length >= told.length + 2,
      'the result notifications',
    );
    assert.deepEqual(
      await resultVerifiedNotes([p1, p2]),
      [...told, p1, p2].sort(),
      'both players are told, as for agreeing reports',
    );

    // The players' reports come after: the game's winner is answered as settled, without storing a screenshot;
    // the other winner is refused with the game's result.
    const uploads = async () =>
      Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const stored = await uploads();
    const shot = await ladder.screenshot(match.id, keyOf(p1));
    assert.equal(shot.statusCode, 200, shot.body);
    assert.equal(expectShape(matchResult, shot.json().data).status, 'verified');
    assert.equal(await uploads(), stored, 'no screenshot is stored for a match the game settled');
    const contradicting = await ladder.winner(match.id, keyOf(p1), keyOf(p1));
    assert.equal(contradicting.statusCode, 409, contradicting.body);
    const refusal = expectShape(errorBodySchema, contradicting.json());
    const winnerUser = await t.db
      .selectFrom('users')
      .select(['game_name', 'tag_line'])
      .where('id', '=', p2)
      .executeTakeFirstOrThrow();
    assert.deepEqual(refusal.details, {
      reason: RefusalReason.contradictsGameResult,
      winnerId: p2,
      winnerRiotId: `${winnerUser.game_name}#${winnerUser.tag_line}`,
      gameId,
    });
    const agreeing = await ladder.winner(match.id, keyOf(p2), keyOf(p2));
    assert.equal(agreeing.statusCode, 200, agreeing.body);
    assert.equal(expectShape(matchResult, agreeing.json().data).status, 'verified');
    assert.equal((await ladder.row(keyOf(p2))).points, before2.points + gain, 'the reports moved nothing');
    assert.equal((await ladder.row(keyOf(p1))).points, before1.points - gain);
  });

  test('between the reports: the first report stands as written, the game settles, the second report agrees', async () => {
    const match = await ladder.openMatch('youssef', 'community-reem');
    const youssef = await ladder.row('youssef');
    const reem = await ladder.row('community-reem');
    // Reem claims the win; the game says Youssef won.
    const first = await ladder.report(match.id, 'community-reem', 'community-reem');
    assert.equal(first.json().data.status, 'waiting');
    playGame(match.tournament_code, [await puuid('youssef')], [await puuid('community-reem')]);
    assert.equal(await gameEnd(match.tournament_code), 'verified');
    const settled = await ladder.match(match.id);
    assert.deepEqual([settled.status, settled.winner_id], ['verified', ladder.id('youssef')]);
    const second = await ladder.report(match.id, 'youssef', 'youssef');
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(second.json().data.status, 'verified');
    const gain = pointsDelta(youssef.points, reem.points);
    assert.equal((await ladder.row('youssef')).points, youssef.points + gain);
    assert.equal((await ladder.row('community-reem')).points, reem.points - gain);
    assert.equal((await ladder.row('youssef')).wins, youssef.wins + 1);
  });

  test('after the reports: agreeing reports settled it (the callback moves nothing); disagreeing ones are settled by the game', async () => {
    // Agreeing reports verify the match; the callback that follows finds it settled.
    const agreed = await ladder.openMatch('omar', 'youssef');
    await ladder.report(agreed.id, 'omar', 'omar');
    assert.equal((await ladder.report(agreed.id, 'youssef', 'omar')).json().data.status, 'verified');
    const omar = await ladder.row('omar');
    playGame(agreed.tournament_code, [await puuid('omar')], [await puuid('youssef')]);
    assert.equal(await gameEnd(agreed.tournament_code), 'pending');
    assert.deepEqual(await ladder.row('omar'), omar);
    assert.equal((await ladder.match(agreed.id)).game_id, null, 'settled by the reports');

    // Disagreeing reports make a dispute; the game settles it.
    const disputed = await ladder.openMatch('sara', 'community-reem');
    await ladder.report(disputed.id, 'sara', 'sara');
    assert.equal(
      (await ladder.report(disputed.id, 'community-reem', 'community-reem')).json().data.status,
      'disputed',
    );
    const sara = await ladder.row('sara');
    const reem = await ladder.row('community-reem');
    playGame(disputed.tournament_code, [await puuid('community-reem')], [await puuid('sara')]);
    assert.equal(await gameEnd(disputed.tournament_code), 'verified');
    const settled = await ladder.match(disputed.id);
    assert.deepEqual([settled.status, settled.winner_id], ['verified', ladder.id('community-reem')]);
    const gain = pointsDelta(reem.points, sara.points);
    assert.equal((await ladder.row('community-reem')).points, reem.points + gain);
    assert.equal((await ladder.row('sara')).points, sara.points - gain);
  });

  test('a game with other players is ignored and logged; the reports remain the way to settle the match', async () => {
    const match = await ladder.openMatch('omar', 'sara');
    const omar = await ladder.row('omar');
    log.length = 0;
    // Omar beat a stranger with the match's code; then strangers alone.
    playGame(match.tournament_code, [await puuid('omar')], ['stranger-puuid']);
    assert.equal(await gameEnd(match.tournament_code), 'unknown');
    playGame(match.tournament_code, ['stranger-1'], ['stranger-2']);
    assert.equal(await gameEnd(match.tournament_code), 'unknown');
    assert.equal((await ladder.match(match.id)).status, 'open');
    assert.deepEqual(await ladder.row('omar'), omar);
    const ignored = log.filter((line) => line.level === 'warn' && /not played by/.test(line.message));
    assert.equal(ignored.length, 2, JSON.stringify(log));
    assert.equal(ignored[0].object.matchId, match.id);
    assert.equal(ignored[0].object.mismatch, 'players');
    assert.ok(!JSON.stringify(log).includes(match.tournament_code), 'the lobby code is not logged');

    await ladder.report(match.id, 'omar', 'omar');
    assert.equal((await ladder.report(match.id, 'sara', 'omar')).json().data.status, 'verified');
    assert.equal((await ladder.match(match.id)).game_id, null);
  });

  test('a game outside the match’s window is ignored and logged', async () => {
    const match = await ladder.openMatch('youssef', 'sara');
    const players: [string[], string[]] = [[await puuid('youssef')], [await puuid('sara')]];
    log.length = 0;
    // Started an hour before the match existed; then ending after its result window.
    playGame(match.tournament_code, ...players, match.created_at.getTime() - 60 * MINUTE);
    assert.equal(await gameEnd(match.tournament_code), 'unknown');
    playGame(match.tournament_code, ...players, match.created_at.getTime() + RESULT_WINDOW_MS - 10 * MINUTE);
    assert.equal(await gameEnd(match.tournament_code), 'unknown');
    assert.equal((await ladder.match(match.id)).status, 'open');
    const ignored = log.filter((line) => line.level === 'warn' && /outside/.test(line.message));
    assert.equal(ignored.length, 2, JSON.stringify(log));
    assert.equal(ignored[0].object.mismatch, 'window');

    // Inside the window, the same code settles it.
    playGame(match.tournament_code, ...players, match.created_at.getTime() + 5 * MINUTE);
    assert.equal(await gameEnd(match.tournament_code), 'verified');
  });

  test('a repeated callback, in turn or at once, settles the match once', async () => {
    for (const [a, b, together] of [
      ['omar', 'community-reem', false],
      ['sara', 'youssef', true],
    ] as const) {
      const match = await ladder.openMatch(a, b);
      const rows = { [a]: await ladder.row(a), [b]: await ladder.row(b) };
      const ledger = async () =>
        (
          await t.db
            .selectFrom('xp_ledger')
            .select(['user_id', 'source_kind', 'source_id'])
            .where('user_id', 'in', [ladder.id(a), ladder.id(b)])
            .execute()
        ).length;
      const ledgerBefore = await ledger();
      const told = await resultVerifiedNotes([ladder.id(a), ladder.id(b)]);
      playGame(match.tournament_code, [await puuid(a)], [await puuid(b)]);
      const answers = together
        ? await Promise.all([1, 2, 3].map(() => gameEnd(match.tournament_code)))
        : [await gameEnd(match.tournament_code), await gameEnd(match.tournament_code)];
      assert.deepEqual(
        answers.filter((answer) => answer === 'verified'),
        ['verified'],
        `one callback settles (${answers.join(', ')})`,
      );
      assert.ok(answers.every((answer) => answer === 'verified' || answer === 'pending'));
      const gain = pointsDelta(rows[a].points, rows[b].points);
      assert.deepEqual(await ladder.row(a), {
        points: rows[a].points + gain,
        wins: rows[a].wins + 1,
        losses: rows[a].losses,
        games_played: rows[a].games_played + 1,
      });
      assert.equal((await ladder.row(b)).points, rows[b].points - gain);
      assert.equal((await ladder.row(b)).games_played, rows[b].games_played + 1);
      assert.equal(await ledger(), ledgerBefore, 'the settlement writes no ledger row; a repeat adds none');
      await waitFor(
        async () => (await resultVerifiedNotes([ladder.id(a), ladder.id(b)])).length >= told.length + 2,
        'the result notifications',
      );
      assert.deepEqual(
        await resultVerifiedNotes([ladder.id(a), ladder.id(b)]),
        [...told, ladder.id(a), ladder.id(b)].sort(),
        'one notification each',
      );
    }
  });
});

describe('ladder results from the simulated game (the dev lobby)', () => {
  let t: TestApp;
  let ladder: ReturnType<typeof ladderOf>;
  const clock = { now: new Date() };

  before(async () => {
    clock.now = await recentSeedMoment();
    t = await createTestApp({ now: clock.now, clock: () => clock.now });
    ladder = ladderOf(t, clock);
  });
  after(() => t.close());

  test('both players join, the game ends, the callback settles the match without reports', async () => {
    const match = await ladder.openMatch('omar', 'sara');
    const code = encodeURIComponent(match.tournament_code);
    const end = (key: string) => ladder.call('POST', `/v1/dev/lobby/${code}/game-end`, key);
    assert.equal((await end('falcon')).statusCode, 403, 'only the match’s players');
    assert.equal((await ladder.call('POST', `/v1/dev/lobby/${code}/join`, 'omar')).statusCode, 200);
    const early = await end('omar');
    assert.equal(early.statusCode, 409, 'the game starts once both joined');
    expectShape(errorBodySchema, early.json());
    assert.equal((await ladder.call('POST', `/v1/dev/lobby/${code}/join`, 'sara')).statusCode, 200);
    const omar = await ladder.row('omar');
    const sara = await ladder.row('sara');

    const ended = await end('sara');
    assert.equal(ended.statusCode, 200, ended.body);
    assert.deepEqual(ended.json(), { data: { status: 'verified' } });
    const settled = await ladder.match(match.id);
    assert.equal(settled.status, 'verified');
    assert.ok(settled.game_id?.startsWith('ME1_'));
    const [winnerKey, loserKey] =
      settled.winner_id === ladder.id('omar') ? (['omar', 'sara'] as const) : (['sara', 'omar'] as const);
    const before = { omar, sara };
    const gain = pointsDelta(before[winnerKey].points, before[loserKey].points);
    assert.equal((await ladder.row(winnerKey)).points, before[winnerKey].points + gain);
    assert.equal((await ladder.row(loserKey)).points, before[loserKey].points - gain);
    for (const key of ['omar', 'sara']) assert.equal((await ladder.status(key)).status, 'ready');

    const again = await end('omar');
    assert.deepEqual(again.json(), { data: { status: 'pending' } }, 'a second game end moves nothing');
    assert.equal((await ladder.row(winnerKey)).points, before[winnerKey].points + gain);
  });
});
