import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { matchDispute, matchResult } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { multipartBody, PNG_1X1 } from '../../testing/test-images.js';

describe('staff disputes: the list, resolving with a winner or void, points once, both players notified', () => {
  let t: TestApp;
  let season: string;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const id = (key: string) => seedPlayer(key).id;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, body?: object) =>
    t.request({ method, url, token: await token(key), ...(body ? { payload: body } : {}) });
  const ladderRow = (key: string) =>
    t.db
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', season)
      .where('user_id', '=', id(key))
      .executeTakeFirstOrThrow();
  const notesOf = (key: string, title: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'title_ar', 'message_ar', 'link'])
      .where('user_id', '=', id(key))
      .where('title', '=', title)
      .execute();
  const eventually = async <T>(read: () => Promise<T[]>, count: number): Promise<T[]> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const rows = await read();
      if (rows.length >= count) return rows;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return read();
  };

  /** Two players of the season in an open match (the pairing itself is matchmaking.test.ts's business). */
  const openMatch = async (a: string, b: string, code: string): Promise<string> => {
    for (const key of [a, b]) {
      await t.db
        .insertInto('matchmaking_players')
        .values({ tournament_id: season, user_id: id(key) })
        .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
        .execute();
    }
    const match = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: season,
        player1_id: id(a),
        player2_id: id(b),
        player1_points: (await ladderRow(a)).points,
        player2_points: (await ladderRow(b)).points,
        tournament_code: code,
        created_at: t.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('matchmaking_seats')
      .values([
        { tournament_id: season, user_id: id(a), match_id: match.id },
        { tournament_id: season, user_id: id(b), match_id: match.id },
      ])
      .execute();
    return match.id;
  };

  /** Each player reports themself as the winner, with a screenshot: the reports disagree. */
  const dispute = async (matchId: string, a: string, b: string) => {
    for (const key of [a, b]) {
      const won = await call('POST', `/v1/match-results/${matchId}/winner`, key, { winner_id: id(key) });
      assert.equal(won.statusCode, 200, won.body);
      const shot = await t.request({
        method: 'POST',
        url: `/v1/match-results/${matchId}/screenshot`,
        token: await token(key),
        ...multipartBody([
          { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
        ]),
      });
      assert.equal(shot.statusCode, 200, shot.body);
    }
    const result = await call('GET', `/v1/match-results/${matchId}`, a);
    assert.equal(expectShape(matchResult, result.json().data).status, 'disputed');
  };

  before(async () => {
    t = await createTestApp();
    const rows = await t.db.selectFrom('tournaments').select(['id', 'slug']).execute();
    season = rows.find((row) => row.slug === 'arena-matchmaking-season')!.id;
  });
  after(() => t.close());

  test('players are refused the staff calls with 403; a visitor with 401', async () => {
    const list = await call('GET', '/v1/admin/matchmaking/disputes', 'omar');
    assert.equal(list.statusCode, 403);
    expectShape(errorBody, list.json());
    assert.equal((await t.request({ method: 'GET', url: '/v1/admin/matchmaking/disputes' })).statusCode, 401);
    const matchId = await openMatch('omar', 'sara', 'DISPUTE-REFUSED');
    const resolve = await call('PATCH', `/v1/admin/matchmaking/matches/${matchId}/resolve`, 'omar', {
      winner_id: id('omar'),
      note: 'I won',
    });
    assert.equal(resolve.statusCode, 403);
    assert.equal((await call('GET', `/v1/match-results/${matchId}`, 'omar')).json().data.status, 'pending');
    await call('PATCH', `/v1/admin/matchmaking/matches/${matchId}/resolve`, 'admin', {
      winner_id: null,
      note: 'Cleanup',
    });
  });

  test('the list shows both reports with their screenshots and the match chat', async () => {
    const matchId = await openMatch('youssef', 'nour', 'DISPUTE-LIST');
    await t.db
      .insertInto('match_chat_messages')
      .values({
        match_key: `MatchmakingMatch:${matchId}`,
        user_id: id('youssef'),
        message_type: 'text',
        content: 'I destroyed the nexus first',
        created_at: t.now,
      })
      .execute();
    await dispute(matchId, 'youssef', 'nour');
    const list = await call('GET', '/v1/admin/matchmaking/disputes', 'admin');
    assert.equal(list.statusCode, 200, list.body);
    const disputes = list.json().data.map((item: unknown) => expectShape(matchDispute, item));
    const found = disputes.find((item: { match_id: string }) => item.match_id === matchId)!;
    assert.ok(found, 'the dispute is listed');
    assert.equal(found.tournament.id, season);
    assert.equal(found.player1.riot_id, 'Youssef#EGY');
    assert.equal(found.player1.report?.winner_id, id('youssef'));
    assert.equal(found.player2.report?.winner_id, id('nour'));
    assert.match(found.player1.report?.screenshot_url ?? '', /^http:\/\/api\.test\/uploads\/.+\.png$/);
    assert.match(found.player2.report?.screenshot_url ?? '', /^http:\/\/api\.test\/uploads\/.+\.png$/);
    assert.deepEqual(
      found.chat.map((message: { content: string; username: string }) => [message.username, message.content]),
      [['Youssef', 'I destroyed the nexus first']],
    );
    assert.ok(found.disputedAt);
    assert.equal(found.player1_partner, null, 'a solo side has no partner');
    assert.equal(found.player2_partner, null);

    // A note is required, and the winner must be a player of the match.
    const url = `/v1/admin/matchmaking/matches/${matchId}/resolve`;
    const noNote = await call('PATCH', url, 'admin', { winner_id: id('nour'), note: '   ' });
    assert.equal(noNote.statusCode, 400);
    const refusal = expectShape(errorBody, noNote.json()).details as { fields: Record<string, string> };
    assert.deepEqual(Object.keys(refusal.fields), ['note']);
    assert.equal((await call('PATCH', url, 'admin', { winner_id: id('omar'), note: 'x' })).statusCode, 400);

    // Void: nothing moves, the dispute leaves the list, both players are told with the note.
    const before = [await ladderRow('youssef'), await ladderRow('nour')];
    const voided = await call('PATCH', url, 'admin', {
      winner_id: null,
      note: 'Both screenshots are cropped.',
    });
    assert.equal(voided.statusCode, 200, voided.body);
    assert.equal(voided.json().data.status, 'voided');
    assert.deepEqual([await ladderRow('youssef'), await ladderRow('nour')], before);
    const after = await call('GET', '/v1/admin/matchmaking/disputes', 'admin');
    assert.ok(after.json().data.every((item: { match_id: string }) => item.match_id !== matchId));
    for (const key of ['youssef', 'nour']) {
      const [note] = await eventually(() => notesOf(key, 'Dispute resolved'), 1);
      assert.match(
        note!.message,
        /voided your disputed match in Arena Matchmaking Season; no points moved\./,
      );
      assert.match(note!.message, /Note: Both screenshots are cropped\.$/);
      assert.match(note!.message_ar ?? '', /ملاحظة: Both screenshots are cropped\.$/);
      assert.equal(note!.link, `/tournaments/${season}`);
    }
    // Both players are free to queue again.
    const status = await call('GET', `/v1/matchmaking/tournaments/${season}/status`, 'youssef');
    assert.equal(status.json().data.status, 'ready');
  });

  test("a duo match's dispute names each side's partner, who shares its result (issue 33)", async () => {
    const matchId = await openMatch('omar', 'sara', 'DISPUTE-DUO');
    await t.db
      .updateTable('matchmaking_matches')
      .set({ player1_partner_id: id('layla'), player2_partner_id: id('falcon') })
      .where('id', '=', matchId)
      .execute();
    await dispute(matchId, 'omar', 'sara');
    const list = await call('GET', '/v1/admin/matchmaking/disputes', 'admin');
    assert.equal(list.statusCode, 200, list.body);
    const found = list
      .json()
      .data.map((item: unknown) => expectShape(matchDispute, item))
      .find((item: { match_id: string }) => item.match_id === matchId)!;
    assert.equal(found.player1.riot_id, 'Omar#KSA');
    assert.equal(found.player1_partner?.riot_id, 'Layla#ARB');
    assert.equal(found.player1_partner?.user_id, id('layla'));
    assert.equal(found.player2_partner?.riot_id, 'Falcon#MENA');
  });

  test('a winner decision moves points once, even when sent twice at the same time', async () => {
    const matchId = await openMatch('falcon', 'layla', 'DISPUTE-WINNER');
    await dispute(matchId, 'falcon', 'layla');
    const [falconBefore, laylaBefore] = [await ladderRow('falcon'), await ladderRow('layla')];
    const url = `/v1/admin/matchmaking/matches/${matchId}/resolve`;
    const body = { winner_id: id('layla'), note: 'The end screen shows Layla’s victory.' };
    const answers = await Promise.all([call('PATCH', url, 'admin', body), call('PATCH', url, 'admin', body)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
    const again = await call('PATCH', url, 'admin', body);
    assert.equal(again.statusCode, 409);
    const [falconAfter, laylaAfter] = [await ladderRow('falcon'), await ladderRow('layla')];
    const gain = laylaAfter.points - laylaBefore.points;
    assert.ok(gain > 0, 'the winner gained points');
    assert.equal(falconBefore.points - falconAfter.points, gain, 'the loser lost as many, once');
    assert.equal(laylaAfter.wins, laylaBefore.wins + 1);
    assert.equal(falconAfter.losses, falconBefore.losses + 1);
    assert.equal(laylaAfter.games_played, laylaBefore.games_played + 1);
    const winnerNotes = await eventually(() => notesOf('layla', 'Dispute resolved'), 1);
    const loserNotes = await eventually(() => notesOf('falcon', 'Dispute resolved'), 1);
    assert.equal(winnerNotes.length, 1);
    assert.equal(loserNotes.length, 1);
    assert.match(winnerNotes[0]!.message, /: you won\. Note: The end screen shows Layla’s victory\.$/);
    assert.match(loserNotes[0]!.message, /: you lost\. Note: /);
    assert.match(loserNotes[0]!.message_ar ?? '', /لقد خسرت/);
    const row = await t.db
      .selectFrom('matchmaking_matches')
      .select(['status', 'winner_id', 'resolution_note', 'resolved_by'])
      .where('id', '=', matchId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row, {
      status: 'resolved',
      winner_id: id('layla'),
      resolution_note: body.note,
      resolved_by: id('admin'),
    });
  });
});
