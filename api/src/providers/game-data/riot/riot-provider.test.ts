/**
 * The publisher provider (`GAME_DATA_PROVIDER=riot`) against the stand-in publisher on 127.0.0.1: the documented
 * paths and shapes, the key header, the limiter's `429` handling, retries, the finished-match cache, tournament
 * codes and lobby events, and the portal running on it end to end (match history, pass sync).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { matchHistoryMatch } from '@arena/contract';
import { createTokenService } from '../../../auth/tokens.js';
import { seedPlayer } from '../../../seed/players.js';
import { expectShape } from '../../../testing/contract.js';
import { startSync, waitForSync } from '../../../testing/match-sync.js';
import { PLAYER_PUUID, RECORDED_MATCHES, recordedPuuid } from '../../../testing/riot-recordings.js';
import { type RiotStandIn, startRiotStandIn } from '../../../testing/riot-stand-in.js';
import { createTestApp, TEST_CONFIG } from '../../../testing/test-app.js';
import { playersOfBracketMatch } from '../../../modules/matches/match-players.js';
import { gameEndUrl } from './game-end-route.js';
import { regionOfPlatform, type RiotLog, RiotApiError } from './riot-client.js';
import { createRiotGameDataProvider, type RiotGameDataProvider } from './riot-provider.js';

const API_KEY = 'RGAPI-6f1c2b7e-5d4a-4c3b-9a8e-0f1e2d3c4b5a';

describe('riot game-data provider against the stand-in publisher', () => {
  let standIn: RiotStandIn;
  let logs: { level: string; object: Record<string, unknown>; message: string }[];
  let provider: RiotGameDataProvider;

  const log: RiotLog = {
    info: (object, message) => logs.push({ level: 'info', object, message }),
    warn: (object, message) => logs.push({ level: 'warn', object, message }),
  };
  const newProvider = () =>
    createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/v1/riot/game-end',
      tournamentRegion: 'EUW',
      backoffMs: 20,
      log,
    });
  const calls = (prefix: string) => standIn.requests.filter((request) => request.path.startsWith(prefix));

  before(async () => {
    standIn = await startRiotStandIn({ apiKey: API_KEY });
  });
  after(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    logs = [];
    provider = newProvider();
  });

  test('match history: match-v5 ids then each match, mapped field by field into the portal shape', async () => {
    const matches = await provider.getRecentMatches(PLAYER_PUUID, 4, { region: 'me1' });
    assert.deepEqual(
      matches.map((match) => match.metadata.matchId),
      ['ME1_7231450012', 'ME1_7231399874'],
    );
    assert.deepEqual(
      calls('/lol/match/v5/matches/by-puuid/').map((request) => request.path),
      [`/lol/match/v5/matches/by-puuid/${PLAYER_PUUID}/ids?start=0&count=4`],
    );
    for (const match of matches) expectShape(matchHistoryMatch, match);
    const [won, lost] = matches;
    assert.deepEqual(
      { ...won.info, participants: undefined },
      {
        gameId: 7_231_450_012,
        gameMode: 'CLASSIC',
        gameStartTimestamp: Date.UTC(2026, 10, 24, 19, 5, 12),
        gameDuration: 31 * 60 + 44,
        participants: undefined,
      },
    );
    assert.equal(won.info.participants.length, 10);
    // The player's own row, exactly the spec's fields (the publisher's ~40 others are left out).
    assert.deepEqual(
      won.info.participants.find((participant) => participant.puuid === PLAYER_PUUID),
      {
        puuid: PLAYER_PUUID,
        participantId: 3,
        teamId: 100,
        championName: 'Ahri',
        champLevel: 17,
        kills: 11,
        deaths: 2,
        assists: 9,
        item0: 3089,
        item1: 3135,
        item2: 3157,
        item3: 3020,
        item4: 6655,
        item5: 0,
        totalMinionsKilled: 248,
        neutralMinionsKilled: 12,
        totalDamageDealtToChampions: 32870,
        win: true,
        riotIdGameName: 'NajmAlLail',
      },
    );
    assert.deepEqual(
      lost.info.participants.find((participant) => participant.puuid === PLAYER_PUUID),
      {
        puuid: PLAYER_PUUID,
        participantId: 8,
        teamId: 200,
        championName: 'Viego',
        champLevel: 13,
        kills: 3,
        deaths: 7,
        assists: 2,
        item0: 6692,
        item1: 3047,
        item2: 3071,
        item3: 0,
        item4: 0,
        item5: 0,
        totalMinionsKilled: 29,
        neutralMinionsKilled: 118,
        totalDamageDealtToChampions: 10440,
        win: false,
        riotIdGameName: 'NajmAlLail',
      },
    );
    assert.equal(lost.info.gameDuration, 24 * 60 + 5);
    assert.deepEqual(
      lost.info.participants.map((participant) => participant.teamId),
      [100, 100, 100, 100, 100, 200, 200, 200, 200, 200],
    );
    assert.deepEqual(
      lost.info.participants.map((participant) => participant.win),
      [true, true, true, true, true, false, false, false, false, false],
    );
  });

  test('the key goes in X-Riot-Token on every call and never into a log line', async () => {
    await provider.getRecentMatches(PLAYER_PUUID, 2, { region: 'me1' });
    await provider.getAccount(PLAYER_PUUID, 'me1');
    assert.ok(standIn.requests.length >= 4);
    for (const request of standIn.requests) assert.equal(request.token, API_KEY, request.path);
    assert.ok(logs.length >= 4, 'each call is logged');
    assert.ok(logs.some((line) => line.object.path === '/lol/match/v5/matches/ME1_7231450012'));
    const written = JSON.stringify(logs);
    assert.ok(!written.includes(API_KEY), 'the key is not in the logs');
    assert.ok(!written.includes(API_KEY.slice(6, 20)), 'no part of the key is in the logs');

    // A wrong key is refused by the publisher (403): an error naming the status, not the key.
    const wrong = createRiotGameDataProvider({
      apiKey: 'RGAPI-wrong',
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/cb',
      log,
    });
    await assert.rejects(wrong.getMatch(PLAYER_PUUID, 'ME1_7231450012'), (error: unknown) => {
      assert.ok(error instanceof RiotApiError);
      assert.equal(error.status, 403);
      assert.ok(!error.message.includes('RGAPI'));
      return true;
    });
  });

  test('a 429 is waited out for its Retry-After, then the call succeeds', async () => {
    standIn.failNext({ pathPrefix: '/lol/match/v5/matches/by-puuid/', status: 429, retryAfter: 1 });
    const started = Date.now();
    const matches = await provider.getRecentMatches(PLAYER_PUUID, 4, { region: 'me1' });
    const elapsed = Date.now() - started;
    assert.equal(matches.length, 2);
    assert.equal(calls('/lol/match/v5/matches/by-puuid/').length, 2, 'asked again after the wait');
    assert.ok(elapsed >= 1000, `waited ${elapsed} ms for Retry-After: 1`);
    assert.ok(logs.some((line) => line.object.status === 429 && line.object.retryAfterMs === 1000));
  });

  test('a 500 is retried with backoff; a publisher that keeps failing fails the call', async () => {
    standIn.failNext({ pathPrefix: '/lol/match/v5/matches/ME1_7231450012', status: 500 });
    const match = await provider.getMatch(PLAYER_PUUID, 'ME1_7231450012');
    assert.equal(match?.metadata.matchId, 'ME1_7231450012');
    assert.equal(calls('/lol/match/v5/matches/ME1_7231450012').length, 2);

    for (let index = 0; index < 4; index += 1) {
      standIn.failNext({ pathPrefix: '/lol/match/v5/matches/ME1_7231399874', status: 503 });
    }
    await assert.rejects(provider.getMatch(PLAYER_PUUID, 'ME1_7231399874'), {
      name: 'RiotApiError',
      status: 503,
    });
    assert.equal(calls('/lol/match/v5/matches/ME1_7231399874').length, 4, 'four attempts');
  });

  test('finished matches are cached; unknown matches and other players’ matches are null', async () => {
    await provider.getMatch(PLAYER_PUUID, 'ME1_7231450012');
    await provider.getMatch(PLAYER_PUUID, 'ME1_7231450012');
    await provider.getRecentMatches(PLAYER_PUUID, 4, { region: 'me1' });
    assert.equal(calls('/lol/match/v5/matches/ME1_7231450012').length, 1);
    assert.equal(await provider.getMatch(PLAYER_PUUID, 'ME1_1'), null);
    assert.equal(await provider.getMatch('someone-else', 'ME1_7231450012'), null);
    assert.equal(await provider.getMatch(PLAYER_PUUID, '../../riot/account'), null);
  });

  test('a failing publisher leaves match history empty instead of failing', async () => {
    for (let index = 0; index < 4; index += 1) {
      standIn.failNext({ pathPrefix: '/lol/match/v5/matches/by-puuid/', status: 500 });
    }
    assert.deepEqual(await provider.getRecentMatches(PLAYER_PUUID, 4, { region: 'me1' }), []);
    assert.ok(logs.some((line) => line.message === 'match history unavailable from the publisher'));
  });

  test('listMatchIds pages through match-v5 with startTime/endTime in seconds', async () => {
    const ids = await provider.listMatchIds(PLAYER_PUUID, {
      startTime: new Date(Date.UTC(2026, 10, 24, 18, 0, 0)),
      endTime: new Date(Date.UTC(2026, 10, 25)),
      region: 'me1',
    });
    assert.deepEqual(ids, ['ME1_7231450012']);
    assert.equal(
      calls('/lol/match/v5/matches/by-puuid/')[0].path,
      `/lol/match/v5/matches/by-puuid/${PLAYER_PUUID}/ids?startTime=${Date.UTC(2026, 10, 24, 18) / 1000}&endTime=${Date.UTC(2026, 10, 25) / 1000}&start=0&count=100`,
    );
  });

  test('account-v1 by puuid and by Riot id', async () => {
    assert.deepEqual(await provider.getAccount(PLAYER_PUUID, 'me1'), {
      puuid: PLAYER_PUUID,
      gameName: 'NajmAlLail',
      tagLine: 'ARB',
    });
    assert.equal((await provider.getAccountByRiotId('Saqr', 'ME1', 'me1'))?.puuid, recordedPuuid(1));
    assert.equal(await provider.getAccount('nobody', 'me1'), null);
    assert.deepEqual(
      calls('/riot/account/v1/accounts/by-riot-id/').map((request) => request.path),
      ['/riot/account/v1/accounts/by-riot-id/Saqr/ME1'],
    );
  });

  test('regional routing follows the platform', () => {
    assert.equal(regionOfPlatform('me1'), 'europe');
    assert.equal(regionOfPlatform('EUW1'), 'europe');
    assert.equal(regionOfPlatform('na1'), 'americas');
    assert.equal(regionOfPlatform('kr'), 'asia');
    assert.equal(regionOfPlatform('sg2'), 'sea');
  });

  test('tournament codes: provider and tournament registered once, then one code per match', async () => {
    const first = await provider.createTournamentCode();
    const second = await provider.createTournamentCode({ teamSize: 5 });
    assert.notEqual(first, second);
    assert.deepEqual(standIn.issuedCodes.slice(-2), [first, second]);
    const posts = standIn.requests.filter((request) => request.method === 'POST');
    assert.deepEqual(
      posts.map((request) => request.path.replace(/tournamentId=\d+/, 'tournamentId=N')),
      [
        '/lol/tournament/v5/providers',
        '/lol/tournament/v5/tournaments',
        '/lol/tournament/v5/codes?count=1&tournamentId=N',
        '/lol/tournament/v5/codes?count=1&tournamentId=N',
      ],
    );
    assert.deepEqual(posts[0].body, { region: 'EUW', url: 'http://api.test/v1/riot/game-end' });
    assert.equal((posts[1].body as { name: string }).name, 'MENA Arena');
    assert.equal(typeof (posts[1].body as { providerId: unknown }).providerId, 'number');
    assert.deepEqual(posts[2].body, {
      mapType: 'SUMMONERS_RIFT',
      pickType: 'TOURNAMENT_DRAFT',
      spectatorType: 'ALL',
      teamSize: 1,
      enoughPlayers: false,
    });
    assert.equal((posts[3].body as { teamSize: number }).teamSize, 5);
  });

  test('lobby evidence from the lobby events of a code: who is in, and whether the game started', async () => {
    const code = await provider.createTournamentCode();
    assert.deepEqual(await provider.getLobbyEvidence(code), { joined: [], gameStarted: false });
    standIn.lobbyEvents.set(code, [
      { timestamp: '1764010000000', eventType: 'PracticeGameCreatedEvent' },
      { timestamp: '1764010001000', eventType: 'PlayerJoinedGameEvent', puuid: recordedPuuid(1) },
      { timestamp: '1764010002000', eventType: 'PlayerJoinedGameEvent', puuid: recordedPuuid(2) },
      { timestamp: '1764010003000', eventType: 'PlayerQuitGameEvent', puuid: recordedPuuid(2) },
      { timestamp: '1764010004000', eventType: 'PlayerJoinedGameEvent', puuid: PLAYER_PUUID },
    ]);
    assert.deepEqual(await provider.getLobbyEvidence(code), {
      joined: [recordedPuuid(1), PLAYER_PUUID],
      gameStarted: false,
    });
    standIn.lobbyEvents.get(code)!.push({ timestamp: '1764010009000', eventType: 'ChampSelectStartedEvent' });
    assert.equal((await provider.getLobbyEvidence(code)).gameStarted, true);
  });

  test('the game of a tournament code: winners mapped onto the lobby sides, end time from match-v5', async () => {
    const code = await provider.createTournamentCode();
    const lobby = { side1: [recordedPuuid(6)], side2: [PLAYER_PUUID] };
    assert.equal(await provider.getTournamentCodeGame(code, lobby), null, 'no game yet');
    const [match] = RECORDED_MATCHES;
    standIn.tournamentGames.set(code, [
      {
        winningTeam: match.info.participants.slice(0, 5).map((p) => ({ puuid: p.puuid })),
        losingTeam: match.info.participants.slice(5).map((p) => ({ puuid: p.puuid })),
        shortCode: code,
        metaData: '',
        gameId: match.info.gameId,
        gameName: match.info.gameName,
        gameType: 'CUSTOM_GAME',
        gameMap: 11,
        gameMode: 'CLASSIC',
        region: 'ME1',
      },
    ]);
    assert.deepEqual(await provider.getTournamentCodeGame(code, lobby), {
      matchId: 'ME1_7231450012',
      tournamentCode: code,
      finishedAt: new Date(match.info.gameEndTimestamp).toISOString(),
      winningSide: 2,
    });
    assert.equal(
      await provider.getTournamentCodeGame(code, { side1: ['stranger-1'], side2: ['stranger-2'] }),
      null,
      'a game played by other accounts does not settle the match',
    );
  });
});

describe('the portal on GAME_DATA_PROVIDER=riot (stand-in publisher)', () => {
  test('match history, and a pass sync that credits each match once', async () => {
    const standIn = await startRiotStandIn({ apiKey: API_KEY });
    const t = await createTestApp({
      now: new Date(Date.UTC(2026, 10, 25, 0, 0, 0)),
      config: {
        gameDataProvider: 'riot',
        riot: { apiKey: API_KEY, baseUrl: standIn.url, tournamentRegion: 'EUW', tournamentStub: false },
      },
    });
    try {
      const falcon = seedPlayer('falcon');
      await t.db.updateTable('users').set({ puuid: PLAYER_PUUID }).where('id', '=', falcon.id).execute();
      const token = await t.tokenFor('falcon');

      const history = await t.request({ method: 'GET', url: '/v1/lol/last-four-matches', token });
      assert.equal(history.statusCode, 200);
      assert.deepEqual(
        history.json().data.map((match: { metadata: { matchId: string } }) => match.metadata.matchId),
        ['ME1_7231450012', 'ME1_7231399874'],
      );

      const credited = () =>
        t.db
          .selectFrom('xp_ledger')
          .select('source_id')
          .where('user_id', '=', falcon.id)
          .where('source_kind', '=', 'match')
          .execute();
      const before = (await credited()).map((row) => row.source_id);

      const first = await waitForSync(t.app, 'falcon', await startSync(t.app, 'falcon'));
      assert.equal(first.status, 'completed', JSON.stringify(first));
      assert.equal(first.newMatches, 2);
      const afterFirst = (await credited()).map((row) => row.source_id).filter((id) => !before.includes(id));
      assert.deepEqual(afterFirst.sort(), ['ME1_7231399874', 'ME1_7231450012']);

      const second = await waitForSync(t.app, 'falcon', await startSync(t.app, 'falcon'));
      assert.equal(second.status, 'completed');
      assert.equal(second.newMatches, 0, 'the same matches are not credited again');
      assert.equal((await credited()).length, before.length + 2);

      // The publisher failing: the profile still answers (empty history), and a sync ends in error.
      for (let index = 0; index < 12; index += 1) {
        standIn.failNext({ pathPrefix: '/lol/match/v5/', status: 500 });
      }
      const failing = await t.request({ method: 'GET', url: '/v1/lol/last-four-matches', token });
      assert.equal(failing.statusCode, 200);
      const third = await waitForSync(t.app, 'falcon', await startSync(t.app, 'falcon'));
      assert.equal(third.status, 'error');
      for (const request of standIn.requests) assert.equal(request.token, API_KEY);
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});

describe('POST /v1/riot/game-end/:secret (the publisher game-end callback)', () => {
  test('verifies the bracket match of the code from the publisher’s game, once; refuses a wrong secret', async () => {
    const standIn = await startRiotStandIn({ apiKey: API_KEY });
    const secret = 'callback-secret-0123456789abcdefghijklmnop';
    const t = await createTestApp({
      config: {
        gameDataProvider: 'riot',
        riot: {
          apiKey: API_KEY,
          baseUrl: standIn.url,
          tournamentRegion: 'EUW',
          tournamentStub: false,
          callbackSecret: secret,
        },
      },
    });
    try {
      // A seeded bracket match whose code is out (5 minutes before its time) and has no result yet.
      const schedules = await t.db
        .selectFrom('bracket_match_schedules')
        .selectAll()
        .where('verified_at', 'is', null)
        .where('scheduled_time', '<=', new Date(t.now.getTime() + 5 * 60_000))
        .execute();
      let picked: { code: string; matchId: number; side1: string[]; side2: string[] } | null = null;
      for (const schedule of schedules) {
        const players = await playersOfBracketMatch(t.db, schedule.tournament_id, schedule.match_id);
        const users = await t.db
          .selectFrom('users')
          .select(['id', 'puuid'])
          .where('id', 'in', players.length ? players.map((player) => player.userId) : ['-'])
          .execute();
        const puuid = new Map(users.map((user) => [user.id, user.puuid]));
        const side = (n: 1 | 2) =>
          players.filter((player) => player.side === n).map((player) => puuid.get(player.userId) ?? '');
        if (side(1).length && side(2).length && [...side(1), ...side(2)].every(Boolean)) {
          picked = {
            code: schedule.tournament_code,
            matchId: schedule.match_id,
            side1: side(1),
            side2: side(2),
          };
          break;
        }
      }
      assert.ok(picked, 'a seeded bracket match with a revealed code');
      const post = (path: string, shortCode: string) =>
        t.request({
          method: 'POST',
          url: path,
          payload: {
            startTime: 1764010000000,
            shortCode,
            metaData: '',
            gameId: 7231450012,
            gameName: 'x',
            gameType: 'Practice',
            gameMap: 11,
            gameMode: 'CLASSIC',
            region: 'ME1',
          },
        });

      const wrong = await post('/v1/riot/game-end/not-the-secret', picked.code);
      assert.equal(wrong.statusCode, 403);
      assert.equal(wrong.json().code, 4003);

      // The publisher has not got the game yet: nothing is recorded.
      const early = await post(`/v1/riot/game-end/${secret}`, picked.code);
      assert.equal(early.statusCode, 200, early.body);
      assert.deepEqual(early.json(), { data: { status: 'pending' } });

      standIn.tournamentGames.set(picked.code, [
        {
          winningTeam: picked.side2.map((puuid) => ({ puuid })),
          losingTeam: picked.side1.map((puuid) => ({ puuid })),
          shortCode: picked.code,
          metaData: '',
          gameId: 7_231_450_012,
          gameName: 'x',
          gameType: 'CUSTOM_GAME',
          gameMap: 11,
          gameMode: 'CLASSIC',
          region: 'ME1',
        },
      ]);
      const verified = await post(`/v1/riot/game-end/${secret}`, picked.code);
      assert.deepEqual(verified.json(), { data: { status: 'verified' } });
      const row = await t.db
        .selectFrom('bracket_match_schedules')
        .select('verified_at')
        .where('match_id', '=', picked.matchId)
        .executeTakeFirstOrThrow();
      assert.ok(row.verified_at, 'the match has its result');
      assert.ok(
        standIn.requests.some(
          (request) => request.path === `/lol/tournament/v5/games/by-code/${picked.code}`,
        ),
        'the result was read back from the publisher',
      );
      // A repeated callback changes nothing; an unknown code is acknowledged.
      assert.deepEqual((await post(`/v1/riot/game-end/${secret}`, picked.code)).json(), {
        data: { status: 'pending' },
      });
      assert.deepEqual((await post(`/v1/riot/game-end/${secret}`, 'ME1-unknown-code')).json(), {
        data: { status: 'unknown' },
      });
    } finally {
      await t.close();
      await standIn.close();
    }
  });

  test('a bracket match gets its lobby code from the publisher (tournament-v5), sized for the format', async () => {
    const standIn = await startRiotStandIn({ apiKey: API_KEY });
    const t = await createTestApp({
      config: {
        gameDataProvider: 'riot',
        riot: { apiKey: API_KEY, baseUrl: standIn.url, tournamentRegion: 'EUW', tournamentStub: false },
      },
    });
    try {
      const tokens = createTokenService(TEST_CONFIG.jwtSecret, () => t.now);
      // A seeded bracket match without a result: forget its slot, so the next status read creates it anew.
      const schedule = await t.db
        .selectFrom('bracket_match_schedules')
        .selectAll()
        .where('verified_at', 'is', null)
        .executeTakeFirstOrThrow();
      const [player] = await playersOfBracketMatch(t.db, schedule.tournament_id, schedule.match_id);
      assert.ok(player, 'the seeded match has players');
      await t.db.deleteFrom('bracket_match_schedules').where('match_id', '=', schedule.match_id).execute();

      const status = await t.request({
        method: 'GET',
        url: `/v1/tournaments/${schedule.tournament_id}/player/status`,
        token: await tokens.sign(player.userId),
      });
      assert.equal(status.statusCode, 200, status.body);
      const created = await t.db
        .selectFrom('bracket_match_schedules')
        .select('tournament_code')
        .where('match_id', '=', schedule.match_id)
        .executeTakeFirstOrThrow();
      assert.ok(
        standIn.issuedCodes.includes(created.tournament_code),
        'the code is one the publisher issued',
      );
      const codeRequest = standIn.requests.find(
        (request) => request.method === 'POST' && request.path.includes('/lol/tournament/v5/codes'),
      );
      assert.ok(codeRequest, 'codes were asked of tournament-v5');
      const { teamSize } = codeRequest.body as { teamSize?: number };
      assert.ok(teamSize === 1 || teamSize === 5, `teamSize ${teamSize} follows the tournament's format`);
    } finally {
      await t.close();
      await standIn.close();
    }
  });

  test('the callback URL registered with the publisher carries the secret', () => {
    const config = { publicUrl: 'https://api.example', jwtSecret: 'j'.repeat(40) };
    assert.equal(
      gameEndUrl({
        ...config,
        riot: {
          apiKey: 'k',
          baseUrl: null,
          tournamentRegion: 'EUW',
          tournamentStub: false,
          callbackSecret: 's'.repeat(32),
        },
      }),
      `https://api.example/v1/riot/game-end/${'s'.repeat(32)}`,
    );
    // Derived from the JWT secret when not configured: stable, and not the JWT secret itself.
    const derived = gameEndUrl({ ...config, riot: null });
    assert.equal(derived, gameEndUrl({ ...config, riot: null }));
    assert.ok(!derived.includes(config.jwtSecret));
    assert.match(derived, /^https:\/\/api\.example\/v1\/riot\/game-end\/[A-Za-z0-9_-]{43}$/);
  });
});
