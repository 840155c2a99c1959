/**
 * The publisher provider (`GAME_DATA_PROVIDER=riot`) against the stand-in publisher on 127.0.0.1: the documented
 * paths and shapes, the key header, the regional hosts it calls without `RIOT_API_BASE_URL`, the limiter (rate
 * windows, `X-App-Rate-Limit`, `429` per region, deadlines), retries, the finished-match cache, tournament codes
 * and lobby events, and the portal running on it end to end (match history, pass sync, Riot ID refresh).
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
import { gameEndUrl } from './game-end-url.js';
import { parseRateLimits, regionOfPlatform, type RiotLog, RiotApiError } from './riot-client.js';
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

  test('without RIOT_API_BASE_URL the publisher’s own regional hosts are called, routed by platform', async () => {
    const calls: { url: string; token: string | null }[] = [];
    const publisher: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      calls.push({ url: url.href, token: new Headers(init?.headers).get('X-Riot-Token') });
      const path = url.pathname;
      const answer = path.endsWith('/ids')
        ? []
        : path.startsWith('/riot/account/v1/')
          ? { puuid: 'p', gameName: 'Najm', tagLine: 'ARB' }
          : path.endsWith('/providers')
            ? 11
            : path.endsWith('/tournaments')
              ? 22
              : path.endsWith('/codes')
                ? ['ME1-CODE']
                : path.includes('/lobby-events/')
                  ? { eventList: [] }
                  : null;
      return new Response(JSON.stringify(answer ?? { status: { status_code: 404 } }), {
        status: answer === null ? 404 : 200,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const real = createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: null,
      tournamentCallbackUrl: 'https://api.example/v1/riot/game-end/s',
      fetch: publisher,
      log,
    });
    for (const platform of ['me1', 'euw1', 'na1', 'br1', 'kr', 'sg2']) {
      await real.getRecentMatches('p', 4, { region: platform });
    }
    assert.equal(await real.getMatch('p', 'EUW1_123'), null);
    assert.equal(await real.getMatch('p', 'NA1_456'), null);
    for (const platform of ['me1', 'na1', 'kr', 'sg2']) await real.getAccount('p', platform);
    assert.equal(await real.createTournamentCode(), 'ME1-CODE');
    await real.getLobbyEvidence('ME1-CODE');
    const ids = (host: string) =>
      `https://${host}.api.riotgames.com/lol/match/v5/matches/by-puuid/p/ids?start=0&count=4`;
    const account = (host: string) => `https://${host}.api.riotgames.com/riot/account/v1/accounts/by-puuid/p`;
    assert.deepEqual(
      calls.map((call) => call.url),
      [
        // match-v5 follows the player's platform: the Middle East plays on the europe cluster.
        ids('europe'),
        ids('europe'),
        ids('americas'),
        ids('americas'),
        ids('asia'),
        ids('sea'),
        // A match id names its platform.
        'https://europe.api.riotgames.com/lol/match/v5/matches/EUW1_123',
        'https://americas.api.riotgames.com/lol/match/v5/matches/NA1_456',
        // account-v1 has no sea cluster: those accounts are read from asia.
        account('europe'),
        account('americas'),
        account('asia'),
        account('asia'),
        // tournament-v5 is served by the americas cluster whatever the players' platform.
        'https://americas.api.riotgames.com/lol/tournament/v5/providers',
        'https://americas.api.riotgames.com/lol/tournament/v5/tournaments',
        'https://americas.api.riotgames.com/lol/tournament/v5/codes?count=1&tournamentId=22',
        'https://americas.api.riotgames.com/lol/tournament/v5/lobby-events/by-code/ME1-CODE',
      ],
    );
    for (const call of calls) assert.equal(call.token, API_KEY, call.url);
  });

  test('calls keep to the rate windows: the next call waits until the window has room', async () => {
    const limited = createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/cb',
      limits: [{ count: 3, windowMs: 600 }],
      log,
    });
    await Promise.all(Array.from({ length: 7 }, () => limited.getMatch(PLAYER_PUUID, 'ME1_1')));
    const at = calls('/lol/match/v5/matches/ME1_1').map((request) => request.at);
    assert.equal(at.length, 7);
    // Three calls a window of 600 ms: the 4th call goes 600 ms after the 1st, the 7th 600 ms after the 4th. The times
    // are arrivals at the stand-in, so a slow first request (a busy machine) shortens the gap: 150 ms of slack.
    assert.ok(at[2] - at[0] < 400, `the first three go at once (${at[2] - at[0]} ms)`);
    assert.ok(at[3] - at[0] >= 450, `4th after ${at[3] - at[0]} ms`);
    assert.ok(at[6] - at[3] >= 450, `7th after ${at[6] - at[3]} ms`);
  });

  test('the publisher’s X-App-Rate-Limit header gives the key’s limits; configured limits stay a ceiling', async () => {
    const strict = await startRiotStandIn({ apiKey: API_KEY, appRateLimit: '2:1' });
    const loose = await startRiotStandIn({ apiKey: API_KEY, appRateLimit: '500:10,30000:600' });
    try {
      const provider = (url: string, limits?: { count: number; windowMs: number }[]) =>
        createRiotGameDataProvider({
          apiKey: API_KEY,
          baseUrl: url,
          tournamentCallbackUrl: 'http://x/cb',
          limits,
          log,
        });
      // Unconfigured: the development key's 20 a second until the first answer announces 2 a second.
      const learning = provider(strict.url);
      await learning.getMatch(PLAYER_PUUID, 'ME1_1');
      await Promise.all([1, 2, 3].map(() => learning.getMatch(PLAYER_PUUID, 'ME1_1')));
      let at = strict.requests.map((request) => request.at);
      assert.equal(at.length, 4);
      // Arrival times at the stand-in: 150 ms of slack for a busy machine, as above.
      assert.ok(at[2] - at[0] >= 850, `3rd call after ${at[2] - at[0]} ms (2 a second)`);
      assert.ok(at[3] - at[1] >= 850, `4th call after ${at[3] - at[1]} ms`);

      // Configured at one call every 400 ms (RIOT_RATE_LIMITS): a looser announcement does not lift it.
      const capped = provider(loose.url, [{ count: 1, windowMs: 400 }]);
      await capped.getMatch(PLAYER_PUUID, 'ME1_1');
      await Promise.all([1, 2, 3].map(() => capped.getMatch(PLAYER_PUUID, 'ME1_1')));
      at = loose.requests.map((request) => request.at);
      for (let index = 1; index < at.length; index += 1) {
        assert.ok(
          at[index] - at[index - 1] >= 250,
          `call ${index + 1} after ${at[index] - at[index - 1]} ms`,
        );
      }
    } finally {
      await strict.close();
      await loose.close();
    }
    assert.deepEqual(parseRateLimits('20:1,100:120'), [
      { count: 20, windowMs: 1000 },
      { count: 100, windowMs: 120_000 },
    ]);
    assert.equal(parseRateLimits('20:1;100:120'), null);
  });

  test('a 429 pauses its own region only: another region’s calls go on', async () => {
    standIn.failNext({ pathPrefix: '/lol/match/v5/matches/ME1_7231450012', status: 429, retryAfter: 3 });
    const started = Date.now();
    const europe = provider.getMatch(PLAYER_PUUID, 'ME1_7231450012').then(() => Date.now() - started);
    while (!logs.some((line) => line.object.status === 429)) await new Promise((r) => setTimeout(r, 10));
    // americas (NA1): not blocked by europe's Retry-After.
    const americasStart = Date.now();
    assert.equal(await provider.getMatch(PLAYER_PUUID, 'NA1_1'), null);
    const americas = Date.now() - americasStart;
    // Another europe call waits for the region's Retry-After too.
    const europeAgain = await provider
      .getMatch(PLAYER_PUUID, 'ME1_7231399874')
      .then(() => Date.now() - started);
    assert.ok(americas < 2000, `americas answered in ${americas} ms`);
    assert.ok((await europe) >= 2900, `the 429'd call waited ${await europe} ms`);
    assert.ok(europeAgain >= 2900, `europe's next call waited ${europeAgain} ms`);
  });

  test('calls a page waits on fail fast instead of waiting out a long rate limit', async () => {
    const quick = createRiotGameDataProvider({
      apiKey: API_KEY,
      baseUrl: standIn.url,
      tournamentCallbackUrl: 'http://api.test/cb',
      interactiveDeadlineMs: 1000,
      log,
    });
    standIn.failNext({ pathPrefix: '/riot/account/v1/accounts/by-puuid/', status: 429, retryAfter: 50 });
    let started = Date.now();
    await assert.rejects(quick.getAccount(PLAYER_PUUID, 'me1'), { name: 'RiotApiError', status: 429 });
    assert.ok(Date.now() - started < 1000, `failed after ${Date.now() - started} ms, not 50 s`);
    // The region stays paused: the next page call fails at once too, and match history shows its empty state.
    started = Date.now();
    await assert.rejects(quick.getAccount(PLAYER_PUUID, 'me1'), { name: 'RiotApiError', status: 429 });
    assert.deepEqual(await quick.getRecentMatches(PLAYER_PUUID, 4, { region: 'me1' }), []);
    assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
    assert.equal(calls('/lol/match/v5/').length, 0, 'nothing sent to the paused region');
    // Other regions are not paused.
    assert.equal((await quick.getAccount(PLAYER_PUUID, 'na1'))?.gameName, 'NajmAlLail');
    assert.ok(!JSON.stringify(logs).includes(API_KEY));
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
      startedAt: new Date(match.info.gameStartTimestamp).toISOString(),
      finishedAt: new Date(match.info.gameEndTimestamp).toISOString(),
      winningSide: 2,
      accounts: match.info.participants.map((p) => p.puuid),
    });
    assert.equal(
      (await provider.getTournamentCodeGame(code, { side1: ['stranger-1'], side2: ['stranger-2'] }))
        ?.winningSide,
      null,
      'a game played by other accounts has no winning side of the lobby',
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
      // The spec's message for a failed sync; the publisher's path and status stay in the log.
      assert.equal(third.error, 'Error syncing matches. Please try again later.');
      assert.ok(!JSON.stringify(third).includes('/lol/'), JSON.stringify(third));
      for (const request of standIn.requests) assert.equal(request.token, API_KEY);
    } finally {
      await t.close();
      await standIn.close();
    }
  });
});

describe('Riot ID refresh from account-v1 (GAME_DATA_PROVIDER=riot, stand-in publisher)', () => {
  test('a Riot ID changed on the publisher’s side reaches the player at sign-in and at a pass sync', async () => {
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
      const signIn = () =>
        t.request({
          method: 'POST',
          url: '/auth/signin',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            redirect_url: 'http://localhost:8080/',
            user_id: falcon.id,
          }).toString(),
        });
      const me = async () => {
        const response = await t.request({
          method: 'GET',
          url: '/v1/user/me',
          token: await t.tokenFor('falcon'),
        });
        const { gameName, tagLine } = response.json().user as { gameName: string; tagLine: string };
        return `${gameName}#${tagLine}`;
      };

      // The player renamed themselves on the publisher's side: the sign-in brings the new Riot ID.
      standIn.accounts.set(PLAYER_PUUID, { puuid: PLAYER_PUUID, gameName: 'Najm Renamed', tagLine: 'NJM' });
      assert.equal((await signIn()).statusCode, 302);
      assert.equal(await me(), 'Najm Renamed#NJM');
      assert.ok(
        standIn.requests.some(
          (request) => request.path === `/riot/account/v1/accounts/by-puuid/${PLAYER_PUUID}`,
        ),
        'read from account-v1 by puuid',
      );

      // The publisher failing: the sign-in still works and the Riot ID stays as it was.
      for (let index = 0; index < 4; index += 1) {
        standIn.failNext({ pathPrefix: '/riot/account/v1/', status: 503 });
      }
      standIn.accounts.set(PLAYER_PUUID, { puuid: PLAYER_PUUID, gameName: 'Najm Again', tagLine: 'AGN' });
      assert.equal((await signIn()).statusCode, 302);
      assert.equal(await me(), 'Najm Renamed#NJM');

      // A pass sync refreshes it too.
      const sync = await waitForSync(t.app, 'falcon', await startSync(t.app, 'falcon'));
      assert.equal(sync.status, 'completed', JSON.stringify(sync));
      assert.equal(await me(), 'Najm Again#AGN');

      // A Riot ID another portal account still holds is left alone (the portal's Riot IDs are unique).
      const other = seedPlayer('sara');
      const held = await t.db
        .selectFrom('users')
        .select(['game_name', 'tag_line'])
        .where('id', '=', other.id)
        .executeTakeFirstOrThrow();
      standIn.accounts.set(PLAYER_PUUID, {
        puuid: PLAYER_PUUID,
        gameName: held.game_name,
        tagLine: held.tag_line,
      });
      assert.equal((await signIn()).statusCode, 302);
      assert.equal(await me(), 'Najm Again#AGN');
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
