import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  leaderboardEntry,
  matchFoundEvent,
  matchmakingStatus,
  matchResult,
  RefusalReason,
  type MatchmakingMatch,
  type MatchmakingStatus,
} from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
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
import { SEARCH_COOLDOWN_MS } from './matchmaking-service.js';
import { runPass } from './pairing-pass.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe('matchmaking ladders: windows, queue, pairing, results, leaderboard', () => {
  let t: TestApp;
  let baseUrl: string;
  let now: Date;
  let season: string;
  let euw: string;
  const sockets = socketClients();
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const id = (key: string) => seedPlayer(key).id;

  const call = async (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    key?: string,
    body?: unknown,
  ) =>
    t.request({
      method,
      url,
      ...(key ? { token: await token(key) } : {}),
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    });
  const mm = (tournament: string, action: string) => `/v1/matchmaking/tournaments/${tournament}/${action}`;
  const statusOf = async (key: string, tournament = season): Promise<MatchmakingStatus> => {
    const response = await call('GET', mm(tournament, 'status'), key);
    assert.equal(response.statusCode, 200, response.body);
    return expectShape(matchmakingStatus, response.json().data);
  };
  const refusal = (response: { statusCode: number; json: () => unknown }, status: number) => {
    assert.equal(response.statusCode, status);
    return expectShape(errorBody, response.json());
  };
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  /** A player's socket on the season's channel, connected, with every event it receives from then on. */
  const listen = async (key: string) => {
    const socket = sockets.open(`${baseUrl}${TOURNAMENT_NAMESPACE}`, {
      token: tokens[key],
      query: { tournament_id: season },
    });
    await connected(socket);
    return collectEvents(socket);
  };
  /** Queues two players and waits until they are matched with each other. */
  const pair = async (a: string, b: string): Promise<MatchmakingMatch> => {
    advance(SEARCH_COOLDOWN_MS);
    for (const key of [a, b]) assert.equal((await call('POST', mm(season, 'search'), key)).statusCode, 200);
    // A rematch costs a penalty: the windows widen with waiting until it fits.
    for (let attempt = 0; attempt < 4 && (await statusOf(a)).status !== 'in_match'; attempt += 1) {
      await runPass(t.app.context, season);
      advance(15 * SECOND);
    }
    const status = await statusOf(a);
    assert.equal(status.status, 'in_match');
    const match = status.current_match!;
    assert.deepEqual([match.player1.user_id, match.player2.user_id].sort(), [id(a), id(b)].sort());
    return match;
  };
  const screenshot = async (matchId: string, key: string) =>
    t.request({
      method: 'POST',
      url: `/v1/match-results/${matchId}/screenshot`,
      token: await token(key),
      ...multipartBody([
        { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
      ]),
    });
  const winner = (matchId: string, key: string, winnerKey: string) =>
    call('POST', `/v1/match-results/${matchId}/winner`, key, { winner_id: id(winnerKey) });
  const ladderRow = (key: string) =>
    t.db
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', season)
      .where('user_id', '=', id(key))
      .executeTakeFirstOrThrow();

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    baseUrl = await listenOnFreePort(t.app);
    const rows = await t.db.selectFrom('tournaments').select(['id', 'slug']).execute();
    season = rows.find((row) => row.slug === 'arena-matchmaking-season')!.id;
    euw = rows.find((row) => row.slug === 'euw-matchmaking-ladder')!.id;
    for (const key of ['omar', 'sara', 'youssef', 'falcon', 'layla', 'admin']) await token(key);
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('status: a seeded player is ready with their points; a stranger is not registered', async () => {
    const omar = await statusOf('omar');
    assert.equal(omar.status, 'ready');
    assert.ok(omar.points > 1000);
    assert.equal(omar.current_match, null);
    assert.equal((await statusOf('falcon')).status, 'not_registered');
    assert.equal((await call('GET', mm(season, 'status'))).statusCode, 401);
    assert.equal(
      (await call('GET', mm('00000000-0000-4000-8000-000000000000', 'status'), 'omar')).statusCode,
      404,
    );
  });

  test('register: only between registration start and the start, not when closed by admin, once', async () => {
    const late = refusal(await call('POST', mm(season, 'register'), 'falcon'), 403);
    assert.equal(late.message, 'Registration period has ended');
    assert.equal(late.details?.reason, RefusalReason.registrationClosed);
    assert.equal(typeof late.details?.registrationEndUtc, 'string');
    const saved = now;
    now = new Date(now.getTime() - 49 * HOUR); // before the season started
    const created = await call('POST', mm(season, 'register'), 'falcon');
    assert.equal(created.statusCode, 201, created.body);
    const status = expectShape(matchmakingStatus, created.json().data);
    assert.equal(status.status, 'ready');
    assert.equal(status.points, 1000);
    const twice = refusal(await call('POST', mm(season, 'register'), 'falcon'), 409);
    assert.equal(twice.code, 4009);
    assert.equal(twice.details?.reason, RefusalReason.alreadyRegistered);
    await t.db
      .updateTable('tournaments')
      .set({ registration_open: false })
      .where('id', '=', season)
      .execute();
    const closed = refusal(await call('POST', mm(season, 'register'), 'layla'), 403);
    assert.equal(closed.message, 'Registration is closed by admin');
    assert.equal(closed.details?.reason, RefusalReason.closedByAdmin);
    await t.db.updateTable('tournaments').set({ registration_open: true }).where('id', '=', season).execute();
    now = saved;
  });

  test('search refusals: not registered, outside the daily window, ended', async () => {
    const unregistered = refusal(await call('POST', mm(season, 'search'), 'layla'), 403);
    assert.equal(unregistered.code, 4003);
    assert.equal(unregistered.details?.reason, RefusalReason.notRegistered);
    await t.db
      .insertInto('matchmaking_players')
      .values({ tournament_id: euw, user_id: id('omar'), registered_at: now })
      .execute();
    const outside = refusal(await call('POST', mm(euw, 'search'), 'omar'), 403);
    assert.equal(outside.code, 4003);
    assert.match(outside.message, /^This tournament is only available from \d\d:00 UTC to \d\d:00 UTC$/);
    assert.equal(outside.details?.reason, RefusalReason.outsideWindow);
    const details = outside.details as { windowStartUtc: string; windowEndUtc: string };
    assert.equal(Date.parse(details.windowEndUtc) - Date.parse(details.windowStartUtc), 6 * HOUR);
    assert.ok(Date.parse(details.windowStartUtc) > now.getTime());
    const saved = now;
    now = new Date(now.getTime() + 5 * 24 * HOUR + HOUR); // past the season's close; tokens still valid
    try {
      const ended = refusal(await call('POST', mm(season, 'search'), 'omar'), 409);
      assert.equal(ended.message, 'The tournament has ended');
      assert.equal(ended.details?.reason, RefusalReason.tournamentEnded);
    } finally {
      now = saved;
    }
    // An admin closed the queue: a registered player inside the window is refused with queueClosed.
    await t.db
      .updateTable('tournaments')
      .set({ registration_open: false })
      .where('id', '=', season)
      .execute();
    try {
      const closedQueue = refusal(await call('POST', mm(season, 'search'), 'omar'), 403);
      assert.equal(closedQueue.details?.reason, RefusalReason.queueClosed);
    } finally {
      await t.db
        .updateTable('tournaments')
        .set({ registration_open: true })
        .where('id', '=', season)
        .execute();
    }
  });

  test('search, a second tab, leave, the 15 s cooldown — QUEUE_STATUS reaches every tab of that player only', async () => {
    const tab1 = await listen('youssef');
    const tab2 = await listen('youssef');
    const other = await listen('sara');
    const searching = await call('POST', mm(season, 'search'), 'youssef');
    assert.equal(searching.statusCode, 200, searching.body);
    assert.equal(searching.json().data.status, 'searching');
    assert.ok(searching.json().data.cooldown_until);
    const again = refusal(await call('POST', mm(season, 'search'), 'youssef'), 409);
    assert.match(again.message, /already searching/);
    assert.equal(again.details?.reason, RefusalReason.alreadySearching);
    const left = await call('DELETE', mm(season, 'leave'), 'youssef');
    assert.equal(left.json().data.status, 'ready');
    const cooldown = refusal(await call('POST', mm(season, 'search'), 'youssef'), 409);
    assert.equal(cooldown.message, 'Please wait before searching again');
    assert.equal(cooldown.details?.reason, RefusalReason.searchCooldown);
    assert.equal((cooldown.details as { retryAfterMs: number }).retryAfterMs, SEARCH_COOLDOWN_MS);
    advance(SEARCH_COOLDOWN_MS);
    assert.equal((await call('POST', mm(season, 'search'), 'youssef')).statusCode, 200);
    assert.equal((await call('DELETE', mm(season, 'leave'), 'youssef')).statusCode, 200);
    await waitFor(() => tab1.length >= 4 && tab2.length >= 4, 'queue events in both tabs');
    for (const tab of [tab1, tab2]) {
      assert.deepEqual(
        tab.map((entry) => [entry.event, entry.payload.searching]),
        [
          ['QUEUE_STATUS', true],
          ['QUEUE_STATUS', false],
          ['QUEUE_STATUS', true],
          ['QUEUE_STATUS', false],
        ],
      );
      assert.equal(tab[0].payload.targetUserId, id('youssef'));
    }
    assert.equal(other.length, 0);
  });

  test('two players are paired: MATCH_FOUND to both with the code, nobody else hears it; the chat opens for them', async () => {
    const omarEvents = await listen('omar');
    const saraEvents = await listen('sara');
    const bystander = await listen('youssef');
    advance(SEARCH_COOLDOWN_MS);
    await call('POST', mm(season, 'search'), 'omar');
    await call('POST', mm(season, 'search'), 'sara');
    await waitFor(
      () =>
        omarEvents.some((e) => e.event === 'MATCH_FOUND') &&
        saraEvents.some((e) => e.event === 'MATCH_FOUND'),
      'MATCH_FOUND',
    );
    const found = expectShape(matchFoundEvent, omarEvents.find((e) => e.event === 'MATCH_FOUND')!.payload);
    assert.match(found.match.tournament_code, /^MENA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    assert.equal(
      Date.parse(found.match.acceptance_expires_at) - Date.parse(found.match.createdAt),
      100 * SECOND,
    );
    assert.equal(found.match.game_started, false);
    const omar = await statusOf('omar');
    const sara = await statusOf('sara');
    assert.equal(omar.status, 'in_match');
    assert.equal(sara.current_match?._id, found.match._id);
    assert.equal(sara.current_match?.player1.riot_id.includes('#'), true);
    assert.equal(bystander.filter((e) => e.event === 'MATCH_FOUND').length, 0);
    const inMatch = refusal(await call('POST', mm(season, 'search'), 'omar'), 409);
    assert.match(inMatch.message, /already in a match/);
    assert.deepEqual(inMatch.details, {
      reason: RefusalReason.alreadyInMatch,
      matchId: found.match._id,
    });

    // The match chat is open to the two players only.
    const chatUpload = async (key: string) =>
      t.request({
        method: 'POST',
        url: `/v1/chat/${found.match._id}/MatchmakingMatch/upload-image`,
        token: await token(key),
        ...multipartBody([{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: PNG_1X1 }]),
      });
    assert.equal((await chatUpload('sara')).statusCode, 201);
    assert.equal((await chatUpload('youssef')).statusCode, 403);

    // Reports: the winner and the screenshot in either order; agreement verifies and moves points.
    const before = { omar: await ladderRow('omar'), sara: await ladderRow('sara') };
    const matchId = found.match._id;
    assert.equal((await winner(matchId, 'omar', 'omar')).json().data.status, 'pending');
    const afterOmar = await screenshot(matchId, 'omar');
    assert.equal(afterOmar.statusCode, 200, afterOmar.body);
    const waiting = expectShape(matchResult, afterOmar.json().data);
    assert.equal(waiting.status, 'waiting');
    assert.ok(
      waiting.player1_report?.screenshot_url?.startsWith('http://api.test/uploads/') ||
        waiting.player2_report?.screenshot_url?.startsWith('http://api.test/uploads/'),
    );
    assert.equal(
      refusal(await winner(matchId, 'omar', 'sara'), 409).message,
      'You have already reported this match',
    );
    assert.equal(refusal(await winner(matchId, 'youssef', 'omar'), 403).code, 4003);
    assert.equal((await screenshot(matchId, 'sara')).json().data.status, 'waiting');
    const verified = await winner(matchId, 'sara', 'omar');
    assert.equal(verified.json().data.status, 'verified');
    // A screenshot the match no longer takes is refused, and its file is not kept (stored with the report, or not).
    const uploads = async () =>
      Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const uploadsBefore = await uploads();
    assert.equal(
      refusal(await screenshot(matchId, 'omar'), 409).message,
      'The result of this match is already in',
    );
    assert.equal(await uploads(), uploadsBefore);
    const after = { omar: await ladderRow('omar'), sara: await ladderRow('sara') };
    const gain = after.omar.points - before.omar.points;
    assert.ok(gain > 0 && gain < 16, `omar was stronger, so he gains less than 16 (got ${gain})`);
    assert.equal(after.sara.points, before.sara.points - gain);
    assert.equal(after.omar.wins, before.omar.wins + 1);
    assert.equal(after.sara.losses, before.sara.losses + 1);
    assert.equal(after.sara.games_played, before.sara.games_played + 1);
    assert.equal((await statusOf('omar')).status, 'ready');
    await waitFor(
      () => saraEvents.some((e) => e.event === 'MATCH_RESULT' && e.payload.status === 'verified'),
      'MATCH_RESULT verified',
    );
    assert.deepEqual(
      saraEvents.filter((e) => e.event === 'MATCH_RESULT').map((e) => [e.payload.matchId, e.payload.status]),
      [
        [matchId, 'waiting'],
        [matchId, 'verified'],
      ],
    );
    assert.equal(bystander.filter((e) => e.event === 'MATCH_RESULT').length, 0);
  });

  test('screenshots: images only, at most 5 MB, players only', async () => {
    const match = await pair('community-saqr', 'community-najm');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await t.request({
      method: 'POST',
      url: `/v1/match-results/${match._id}/screenshot`,
      token: await token('community-saqr'),
      ...multipartBody([{ field: 'screenshot', filename: 'big.png', contentType: 'image/png', bytes: big }]),
    });
    assert.equal(tooLarge.statusCode, 413);
    const text = await t.request({
      method: 'POST',
      url: `/v1/match-results/${match._id}/screenshot`,
      token: await token('community-saqr'),
      ...multipartBody([
        { field: 'screenshot', filename: 'a.txt', contentType: 'text/plain', bytes: Buffer.from('hello') },
      ]),
    });
    assert.equal(text.statusCode, 415);
    assert.equal((await screenshot(match._id, 'omar')).statusCode, 403);
    // Disagreeing reports: a dispute until an admin resolves it.
    await winner(match._id, 'community-saqr', 'community-saqr');
    await screenshot(match._id, 'community-saqr');
    await winner(match._id, 'community-najm', 'community-najm');
    const disputed = await screenshot(match._id, 'community-najm');
    assert.equal(disputed.json().data.status, 'disputed');
    assert.equal((await statusOf('community-saqr')).status, 'in_match');
    const url = `/v1/admin/matchmaking/matches/${match._id}/resolve`;
    assert.equal(
      (await call('PATCH', url, 'community-saqr', { winner_id: id('community-saqr'), note: 'Mine' }))
        .statusCode,
      403,
    );
    const resolved = await call('PATCH', url, 'admin', {
      winner_id: id('community-najm'),
      note: 'The screenshots show Najm winning.',
    });
    assert.equal(resolved.statusCode, 200, resolved.body);
    assert.equal(resolved.json().data.status, 'verified');
    assert.equal((await statusOf('community-saqr')).status, 'ready');
    assert.equal((await ladderRow('community-najm')).wins, (await statusOf('community-najm')).wins);
    const shown = await call('GET', `/v1/match-results/${match._id}`, 'community-saqr');
    assert.equal(shown.json().data.status, 'verified');
  });

  test('forfeit counts as a loss, refused once the game has started; no-show after 15 minutes with lobby evidence', async () => {
    // Forfeit before anyone joined the lobby.
    let match = await pair('youssef', 'community-shaheen');
    const youssefBefore = await ladderRow('youssef');
    const forfeited = await call('POST', mm(season, `forfeit/${match._id}`), 'youssef');
    assert.equal(forfeited.statusCode, 200, forfeited.body);
    assert.equal(forfeited.json().data.status, 'ready');
    assert.equal(forfeited.json().data.losses, youssefBefore.losses + 1);

    // Both join the simulated lobby: the game has started, forfeit is refused, and it is no no-show.
    match = await pair('youssef', 'community-reem');
    const opponent = match.player1.user_id === id('youssef') ? match.player2.user_id : match.player1.user_id;
    const opponentKey = 'community-reem';
    const early = refusal(await call('POST', mm(season, `claim-noshow/${match._id}`), 'youssef'), 409);
    assert.equal((early.details as { reason: string }).reason, 'noShowTooEarly');
    assert.ok((early.details as { retryAfterMs: number }).retryAfterMs > 14 * MINUTE);
    advance(15 * MINUTE);
    const notInLobby = refusal(await call('POST', mm(season, `claim-noshow/${match._id}`), 'youssef'), 409);
    assert.match(notInLobby.message, /not joined the lobby/);
    assert.equal((notInLobby.details as { reason: string }).reason, 'noShowNotInLobby');
    assert.deepEqual((await statusOf('youssef')).current_match?.lobby_joined, []);
    assert.equal(
      (await call('POST', `/v1/dev/lobby/${match.tournament_code}/join`, 'youssef')).statusCode,
      200,
    );
    // The status says who is in the lobby, so the card offers the claim exactly when it is accepted.
    assert.deepEqual((await statusOf('youssef')).current_match?.lobby_joined, [id('youssef')]);
    const youssefRow = await ladderRow('youssef');
    const opponentRow = await t.db
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', season)
      .where('user_id', '=', opponent)
      .executeTakeFirstOrThrow();
    const claimed = await call('POST', mm(season, `claim-noshow/${match._id}`), 'youssef');
    assert.equal(claimed.statusCode, 200, claimed.body);
    const after = await ladderRow('youssef');
    assert.equal(after.points, youssefRow.points + 2);
    assert.equal(after.wins, youssefRow.wins + 1);
    const absent = await t.db
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', season)
      .where('user_id', '=', opponent)
      .executeTakeFirstOrThrow();
    assert.equal(absent.losses, opponentRow.losses + 1);
    assert.equal(absent.points, opponentRow.points);
    const notes = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'title_ar', 'link'])
      .where('title', 'in', ['No-show claimed', 'Match lost: no-show'])
      .execute();
    // Both players are told, in both languages, with a link to the ladder.
    assert.deepEqual(
      notes.map((note) => [note.user_id, note.title, note.title_ar, note.link]).sort(),
      [
        [id('youssef'), 'No-show claimed', 'تم تسجيل عدم الحضور', `/tournaments/${season}`],
        [opponent, 'Match lost: no-show', 'خسارة المباراة لعدم الحضور', `/tournaments/${season}`],
      ].sort(),
    );

    // A started game cannot be forfeited.
    advance(SEARCH_COOLDOWN_MS);
    match = await pair('youssef', opponentKey);
    await call('POST', `/v1/dev/lobby/${match.tournament_code}/join`, 'youssef');
    await call('POST', `/v1/dev/lobby/${match.tournament_code}/join`, opponentKey);
    assert.equal((await statusOf('youssef')).current_match?.game_started, true);
    assert.deepEqual(
      [...((await statusOf('youssef')).current_match?.lobby_joined ?? [])].sort(),
      [match.player1.user_id, match.player2.user_id].sort(),
    );
    assert.match(
      refusal(await call('POST', mm(season, `forfeit/${match._id}`), 'youssef'), 409).message,
      /already started/,
    );
    advance(15 * MINUTE);
    const opponentIn = refusal(await call('POST', mm(season, `claim-noshow/${match._id}`), 'youssef'), 409);
    assert.match(opponentIn.message, /opponent joined the lobby/);
    assert.equal((opponentIn.details as { reason: string }).reason, 'noShowOpponentInLobby');
    await call('PATCH', `/v1/admin/matchmaking/matches/${match._id}/resolve`, 'admin', {
      winner_id: id('youssef'),
      note: 'Settled by staff',
    });
  });

  test('many parallel searches (two tabs each) and parallel passes never put a player in two matches', async () => {
    advance(SEARCH_COOLDOWN_MS);
    const ladder = await t.db
      .selectFrom('matchmaking_players')
      .select('user_id')
      .where('tournament_id', '=', season)
      .execute();
    const queued = [];
    for (const row of ladder)
      queued.push({ id: row.user_id, token: await t.app.context.tokens.sign(row.user_id) });
    const answers = await Promise.all(
      queued.flatMap((player) =>
        [1, 2, 3].map(() => t.request({ method: 'POST', url: mm(season, 'search'), token: player.token })),
      ),
    );
    assert.ok(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 409));
    const successes = answers.filter((answer) => answer.statusCode === 200).length;
    assert.ok(successes <= queued.length);
    await Promise.all([1, 2, 3, 4].map(() => runPass(t.app.context, season)));
    advance(60 * SECOND);
    await Promise.all([1, 2, 3, 4].map(() => runPass(t.app.context, season)));
    const open = await t.db
      .selectFrom('matchmaking_matches')
      .select(['player1_id', 'player2_id'])
      .where('tournament_id', '=', season)
      .where('status', 'in', ['open', 'disputed'])
      .execute();
    const seated = open.flatMap((match) => [match.player1_id, match.player2_id]);
    assert.ok(open.length >= 5, `expected pairs, got ${open.length}`);
    assert.equal(new Set(seated).size, seated.length, 'a player is in two open matches');
    const queue = await t.db
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', season)
      .execute();
    assert.equal(queue.filter((entry) => seated.includes(entry.user_id)).length, 0);
  });

  test('leaderboard: public, pages of 20, case-insensitive search on game name or tag line; own position', async () => {
    const first = await call('GET', `${mm(season, 'leaderboard')}?page=1&limit=20`);
    assert.equal(first.statusCode, 200);
    const body = first.json() as { data: unknown[]; pagination: { total: number; pages: number } };
    const total = await t.db
      .selectFrom('matchmaking_players')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('tournament_id', '=', season)
      .executeTakeFirstOrThrow();
    assert.equal(body.pagination.total, Number(total.count));
    assert.ok(body.pagination.total > 20);
    assert.equal(body.pagination.pages, Math.ceil(body.pagination.total / 20));
    assert.equal(body.data.length, 20);
    const entries = body.data.map((entry) => expectShape(leaderboardEntry, entry));
    assert.deepEqual(
      entries.map((entry) => entry.position),
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    for (let index = 1; index < entries.length; index += 1)
      assert.ok(entries[index - 1].stats.points >= entries[index].stats.points);
    const second = (await call('GET', `${mm(season, 'leaderboard')}?page=2&limit=20`)).json();
    assert.equal(second.data.length, body.pagination.total - 20);
    assert.equal(second.data[0].position, 21);

    const youssef = seedPlayer('youssef');
    const byName = (
      await call('GET', `${mm(season, 'leaderboard')}?search=${youssef.gameName.toLowerCase()}`)
    ).json();
    assert.ok(byName.data.some((entry: { user: { id: string } }) => entry.user.id === youssef.id));
    assert.ok(byName.data.length < body.pagination.total);
    const byTag = (
      await call('GET', `${mm(season, 'leaderboard')}?search=${youssef.tagLine.toLowerCase()}`)
    ).json();
    assert.ok(byTag.data.some((entry: { user: { id: string } }) => entry.user.id === youssef.id));
    const position = await call('GET', mm(season, 'my-position'), 'youssef');
    const entry = expectShape(leaderboardEntry, position.json().data);
    assert.equal(entry.user.id, youssef.id);
    assert.equal(
      entry.position,
      byName.data.find((row: { user: { id: string } }) => row.user.id === youssef.id).position,
    );
    assert.equal((await call('GET', mm(season, 'my-position'), 'layla')).json().data, null);
    assert.equal((await call('GET', mm(season, 'my-position'))).statusCode, 401);
  });

  test('the dev clock is refused without ARENA_TEST_CLOCK', async () => {
    const answer = await call('POST', '/v1/dev/clock', undefined, { offsetMs: 1000 });
    assert.equal(answer.statusCode, 403);
  });
});
