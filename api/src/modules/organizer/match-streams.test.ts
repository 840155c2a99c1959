import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, organizerMatch } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const TWITCH = {
  provider: 'twitch',
  channel: 'menaarena',
  url: 'https://www.twitch.tv/menaarena',
} as const;
const YOUTUBE = {
  provider: 'youtube',
  videoId: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
} as const;

describe("live streams (issue 32): an organizer attaches a stream to a bracket match; its players' box shows it", () => {
  let t: TestApp;
  let valorId: string;
  /** Nour's current match in Sands of Valor (seeded three hours ahead). */
  let matchId: number;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));

  const put = async (id: number, payload: unknown, key: string | null = 'organizer') =>
    t.request({
      method: 'PUT',
      url: `/v1/admin/matches/${id}/stream`,
      ...(key ? { token: await token(key) } : {}),
      payload: payload as object,
    });
  const playerView = async (key: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/tournaments/${valorId}/player/status`,
      token: await token(key),
    });
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/tournaments/:id/player/status', response.json()).data.currentMatch;
  };
  const deskView = async () => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/admin/tournaments/${valorId}/matches`,
      token: await token('organizer'),
    });
    assert.equal(response.statusCode, 200, response.body);
    const matches = expectAnswer('GET /v1/admin/tournaments/:id/matches', response.json()).data;
    return {
      mine: matches.find((match) => match.id === matchId),
      others: matches.filter((m) => m.id !== matchId),
    };
  };
  const publicView = async (id = valorId) => {
    const response = await t.request({ method: 'GET', url: `/v1/tournaments/${id}/match-streams` });
    return response;
  };
  const publicStreams = async () => {
    const response = await publicView();
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-cache');
    return expectAnswer('GET /v1/tournaments/:id/match-streams', response.json()).data;
  };
  const audit = () =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'record_type', 'before', 'after'])
      .where('action', '=', 'match.stream')
      .where('record_id', '=', String(matchId))
      .orderBy('seq')
      .execute();
  const stored = () =>
    t.db.selectFrom('bracket_match_streams').selectAll().where('match_id', '=', matchId).execute();

  before(async () => {
    t = await createTestApp();
    const valor = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'sands-of-valor')
      .executeTakeFirstOrThrow();
    valorId = valor.id;
    const current = await playerView('nour');
    assert.ok(current, 'Nour has a seeded current match');
    matchId = current.id;
  });
  after(() => t.close());

  test('set, change and clear: the desk and both players read it; each change is audited before and after', async () => {
    assert.equal((await playerView('nour'))?.stream, null);

    const set = await put(matchId, { stream_url: ' https://www.twitch.tv/MenaArena ' });
    assert.equal(set.statusCode, 200, set.body);
    const answered = expectShape(dataOf(organizerMatch), set.json()).data;
    assert.equal(answered.id, matchId);
    assert.deepEqual(answered.stream, TWITCH);
    assert.equal(set.headers['cache-control'], 'private, no-store');

    // Both sides of the match see it in their match box; the desk lists it on this match only.
    assert.deepEqual((await playerView('nour'))?.stream, TWITCH);
    const hamza = await playerView('community-hamza');
    assert.equal(hamza?.id, matchId);
    assert.deepEqual(hamza?.stream, TWITCH);
    const desk = await deskView();
    assert.deepEqual(desk.mine?.stream, TWITCH);
    assert.ok(desk.others.every((match) => match.stream === null));
    assert.deepEqual(
      (await stored()).map((row) => row.stream_url),
      ['https://www.twitch.tv/MenaArena'],
    );
    // Anyone reads it on the bracket page, the sides named as the bracket names them.
    const listed = await publicStreams();
    assert.equal(listed.length, 1);
    assert.equal(listed[0]!.matchId, matchId);
    assert.deepEqual(listed[0]!.stream, TWITCH);
    assert.deepEqual([listed[0]!.side1, listed[0]!.side2].sort(), ['Hamza', 'Nour']);
    assert.equal(listed[0]!.stage, 'main');
    assert.equal(listed[0]!.status, 'ready');
    assert.ok(listed[0]!.scheduledTime);

    // An admin may change it too; null removes it.
    const changed = await put(matchId, { stream_url: 'https://youtu.be/dQw4w9WgXcQ' }, 'admin');
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(changed.json().data.stream, YOUTUBE);
    assert.deepEqual((await playerView('nour'))?.stream, YOUTUBE);

    const cleared = await put(matchId, { stream_url: null });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(cleared.json().data.stream, null);
    assert.equal((await playerView('nour'))?.stream, null);
    assert.equal((await deskView()).mine?.stream, null);
    assert.deepEqual(await stored(), []);
    assert.deepEqual(await publicStreams(), []);

    assert.deepEqual(
      (await audit()).map((row) => [row.staff_id, row.record_type, row.before, row.after]),
      [
        [
          seedPlayer('organizer').id,
          'bracket_matches',
          { stream_url: null },
          { stream_url: 'https://www.twitch.tv/MenaArena' },
        ],
        [
          seedPlayer('admin').id,
          'bracket_matches',
          { stream_url: 'https://www.twitch.tv/MenaArena' },
          { stream_url: 'https://youtu.be/dQw4w9WgXcQ' },
        ],
        [
          seedPlayer('organizer').id,
          'bracket_matches',
          { stream_url: 'https://youtu.be/dQw4w9WgXcQ' },
          { stream_url: null },
        ],
      ],
    );
  });

  test('anything but an https Twitch channel or YouTube video is a 400 naming stream_url; nothing is stored', async () => {
    const auditBefore = (await audit()).length;
    for (const stream_url of [
      'http://www.twitch.tv/menaarena',
      'https://www.twitch.tv/directory',
      'https://evil.example.com/live/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=short',
      `https://www.twitch.tv/${'a'.repeat(600)}`,
      '',
      42,
    ]) {
      const response = await put(matchId, { stream_url });
      assert.equal(response.statusCode, 400, `${String(stream_url)}: ${response.body}`);
      const body = expectShape(errorBody, response.json());
      assert.ok(
        Object.keys((body.details as { fields: Record<string, string> }).fields).includes('stream_url'),
        response.body,
      );
    }
    const missing = await put(matchId, {});
    assert.equal(missing.statusCode, 400, missing.body);
    assert.deepEqual(await stored(), []);
    assert.equal((await audit()).length, auditBefore);
  });

  test('players, support staff and visitors are refused; an unknown match is a 404', async () => {
    const body = { stream_url: 'https://www.twitch.tv/menaarena' };
    assert.equal((await put(matchId, body, 'nour')).statusCode, 403);
    assert.equal((await put(matchId, body, 'support')).statusCode, 403);
    assert.equal((await put(matchId, body, null)).statusCode, 401);
    const unknown = await put(2_000_000_000, body);
    assert.equal(unknown.statusCode, 404, unknown.body);
    expectShape(errorBody, unknown.json());
    assert.deepEqual(await stored(), []);
    assert.equal((await playerView('nour'))?.stream, null);
  });

  test('the public list: none before a stream is set; a draft or unknown tournament is a 404 10001', async () => {
    assert.deepEqual(await publicStreams(), []);
    const draft = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('published_at', 'is', null)
      .executeTakeFirst();
    for (const id of [...(draft ? [draft.id] : []), '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await publicView(id);
      assert.equal(response.statusCode, 404, `${id}: ${response.body}`);
      assert.equal(expectShape(errorBody, response.json()).code, 10001);
    }
  });
});
