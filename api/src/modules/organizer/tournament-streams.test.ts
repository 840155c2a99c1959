import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { organizerTournament, tournament as publicTournament } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('live streams (issue 32): an organizer attaches a Twitch or YouTube address to a tournament', () => {
  let t: TestApp;
  let cupId: string;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const edit = async (patch: object, key = 'organizer') =>
    t.request({
      method: 'PATCH',
      url: `/v1/admin/tournaments/${cupId}`,
      token: await token(key),
      payload: patch,
    });
  const publicStream = async () => {
    const response = await t.request({ method: 'GET', url: `/v1/tournaments/${cupId}` });
    assert.equal(response.statusCode, 200, response.body);
    return expectShape(publicTournament, response.json().data).stream;
  };
  const streamEdits = async () =>
    (
      await t.db
        .selectFrom('staff_audit')
        .select(['staff_id', 'action', 'before', 'after'])
        .where('record_id', '=', cupId)
        .where('action', '=', 'tournament.edit')
        .orderBy('seq')
        .execute()
    ).filter((row) => Object.keys(row.after as object).includes('stream_url'));

  before(async () => {
    t = await createTestApp();
    const seeded = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'ramadan-nights-cup')
      .executeTakeFirstOrThrow();
    cupId = seeded.id;
  });
  after(() => t.close());

  test('the organizer sets, changes and clears the stream; the public page shows it; each change is audited', async () => {
    assert.equal(await publicStream(), null);

    const set = await edit({ stream_url: 'https://www.twitch.tv/MenaArena' });
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(
      expectShape(organizerTournament, set.json().data).stream_url,
      'https://www.twitch.tv/MenaArena',
    );
    assert.deepEqual(await publicStream(), {
      provider: 'twitch',
      channel: 'menaarena',
      url: 'https://www.twitch.tv/menaarena',
    });

    const changed = await edit({ stream_url: '  https://youtu.be/dQw4w9WgXcQ ' });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.stream_url, 'https://youtu.be/dQw4w9WgXcQ');
    assert.deepEqual(await publicStream(), {
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });

    const cleared = await edit({ stream_url: null });
    assert.equal(cleared.statusCode, 200, cleared.body);
    assert.equal(cleared.json().data.stream_url, null);
    assert.equal(await publicStream(), null);

    const audit = await streamEdits();
    assert.ok(audit.every((row) => row.staff_id === seedPlayer('organizer').id));
    assert.deepEqual(
      audit.map((row) => [row.before, row.after]),
      [
        [{ stream_url: null }, { stream_url: 'https://www.twitch.tv/MenaArena' }],
        [{ stream_url: 'https://www.twitch.tv/MenaArena' }, { stream_url: 'https://youtu.be/dQw4w9WgXcQ' }],
        [{ stream_url: 'https://youtu.be/dQw4w9WgXcQ' }, { stream_url: null }],
      ],
    );
  });

  test('an address that is not an https Twitch channel or YouTube video is 400 naming the field', async () => {
    for (const address of [
      'http://www.twitch.tv/menaarena',
      'https://vimeo.com/123456',
      'https://twitch.tv.evil.example/menaarena',
      'javascript:alert(1)',
      'https://www.youtube.com/channel/UC123',
      `https://www.twitch.tv/${'a'.repeat(600)}`,
    ]) {
      const response = await edit({ stream_url: address });
      assert.equal(response.statusCode, 400, `${address}: ${response.body}`);
      const error = expectShape(errorBody, response.json());
      assert.deepEqual(Object.keys((error.details as { fields: Record<string, string> }).fields), [
        'stream_url',
      ]);
    }
    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/tournaments',
      token: await token('organizer'),
      payload: { stream_url: 'http://youtu.be/dQw4w9WgXcQ' },
    });
    assert.equal(created.statusCode, 400, created.body);
    assert.ok(
      Object.keys((created.json().details as { fields: Record<string, string> }).fields).includes(
        'stream_url',
      ),
    );
    assert.equal(await publicStream(), null);
  });

  test('a player, a support member and an editor may not attach a stream', async () => {
    for (const key of ['falcon', 'support', 'editor']) {
      const response = await edit({ stream_url: 'https://www.twitch.tv/someoneelse' }, key);
      assert.equal(response.statusCode, 403, `${key}: ${response.body}`);
      assert.equal(expectShape(errorBody, response.json()).code, 4003);
    }
    assert.equal(await publicStream(), null);
  });
});
