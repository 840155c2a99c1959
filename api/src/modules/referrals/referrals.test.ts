import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedPlayer } from '../../seed/players.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('POST /v1/referrals/track/:ref', () => {
  let t: TestApp;
  const rows = (ref: string) =>
    t.db.selectFrom('referrals').selectAll().where('ref_code', '=', ref).execute();
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('without a token: 201 { data: { tracked: true } }, stored with an IP hash and no user', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/referrals/track/spring_promo-24' });
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json(), { data: { tracked: true } });
    const [row] = await rows('spring_promo-24');
    assert.equal(row.user_id, null);
    assert.match(row.ip_hash, /^[0-9a-f]{64}$/);
    assert.ok(!row.ip_hash.includes('127.0.0.1'));
    assert.ok(row.created_at instanceof Date);
  });

  test('with a valid token the user is recorded; an invalid token is ignored', async () => {
    await t.request({
      method: 'POST',
      url: '/v1/referrals/track/falcon-stream',
      token: await t.tokenFor('falcon'),
    });
    assert.equal((await rows('falcon-stream'))[0].user_id, seedPlayer('falcon').id);
    const anonymous = await t.request({
      method: 'POST',
      url: '/v1/referrals/track/other-stream',
      token: 'garbage',
    });
    assert.equal(anonymous.statusCode, 201);
    assert.equal((await rows('other-stream'))[0].user_id, null);
  });

  test('the same visitor and code within a day is stored once; a later sign-in fills in the user', async () => {
    await t.request({ method: 'POST', url: '/v1/referrals/track/repeat' });
    await t.request({ method: 'POST', url: '/v1/referrals/track/repeat', token: await t.tokenFor('layla') });
    const stored = await rows('repeat');
    assert.equal(stored.length, 1);
    assert.equal(stored[0].user_id, seedPlayer('layla').id);
  });

  test('the code must be 1–64 characters of letters, digits, _ and -', async () => {
    for (const ref of ['bad%20code', 'a.b', 'x'.repeat(65), '%3Cscript%3E']) {
      const response = await t.request({ method: 'POST', url: `/v1/referrals/track/${ref}` });
      assert.equal(response.statusCode, 400, ref);
      assert.equal(response.json().code, 4000);
      assert.ok(response.json().details.fields.ref);
    }
  });
});
