import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { staffRegistration, staffTournament, type StaffRegistration } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('staff tournaments: registrations by status, approve or reject with a reason, close or reopen', () => {
  let t: TestApp;
  let cupId: string;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, body?: object) =>
    t.request({ method, url, token: await token(key), ...(body ? { payload: body } : {}) });
  const registrations = async (query = ''): Promise<StaffRegistration[]> => {
    const response = await call('GET', `/v1/admin/tournaments/${cupId}/registrations${query}`, 'admin');
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.map((item: unknown) => expectShape(staffRegistration, item));
  };
  const notesOf = (key: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'message_ar', 'link'])
      .where('user_id', '=', seedPlayer(key).id)
      .where('title', 'in', ['Registration approved', 'Registration rejected'])
      .execute();

  before(async () => {
    t = await createTestApp();
    cupId = (
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('slug', '=', 'newcomers-cup')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => t.close());

  test('every admin call refuses players with 403', async () => {
    const registration = (await registrations())[0]!;
    const refused = [
      await call('GET', '/v1/admin/tournaments', 'falcon'),
      await call('GET', `/v1/admin/tournaments/${cupId}/registrations`, 'falcon'),
      await call('PATCH', `/v1/admin/tournaments/${cupId}/registration`, 'falcon', { open: false }),
      await call('PATCH', `/v1/admin/tournaments/${cupId}/registrations/${registration.id}`, 'nour', {
        status: 'approved',
      }),
    ];
    for (const response of refused) {
      assert.equal(response.statusCode, 403, response.body);
      expectShape(errorBody, response.json());
    }
    assert.equal(
      (await registrations()).find((row) => row.id === registration.id)?.registrationStatus,
      'pending',
    );
  });

  test('the overview counts registrations per status; the list filters by status', async () => {
    const response = await call('GET', '/v1/admin/tournaments', 'admin');
    assert.equal(response.statusCode, 200, response.body);
    const tournaments = response.json().data.map((item: unknown) => expectShape(staffTournament, item));
    const cup = tournaments.find((item: { id: string }) => item.id === cupId)!;
    assert.equal(cup.name.en, 'Newcomers Cup');
    assert.deepEqual(cup.registrations, { total: 3, pending: 3, approved: 0, rejected: 0, 'checked-in': 0 });
    // The desk tells ended tournaments apart by their status (it offers no registration switch for them).
    const statusOf = (english: string) =>
      tournaments.find((item: { name: { en: string } }) => item.name.en === english)?.status;
    assert.equal(statusOf('Founders Cup'), 'completed');
    assert.equal(statusOf('Riyadh Rumble'), 'completed');
    assert.equal(statusOf('Newcomers Cup'), 'upcoming');
    assert.equal(
      tournaments.length,
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .execute()
        .then((r) => r.length),
    );

    const pending = await registrations('?status=pending');
    assert.deepEqual(pending.map((row) => `${row.player.gameName}#${row.player.tagLine}`).slice(0, 2), [
      'Nour#JOR',
      'Layla#ARB',
    ]);
    assert.equal((await registrations('?status=approved')).length, 0);
    assert.equal(
      (await call('GET', `/v1/admin/tournaments/${cupId}/registrations?status=late`, 'admin')).statusCode,
      400,
    );
  });

  test('approve and reject: a rejection needs a reason, which the player reads in the notification', async () => {
    const [nour, layla] = await registrations('?status=pending');
    const url = (id: string) => `/v1/admin/tournaments/${cupId}/registrations/${id}`;
    const noReason = await call('PATCH', url(layla!.id), 'admin', { status: 'rejected' });
    assert.equal(noReason.statusCode, 400);
    assert.deepEqual(
      Object.keys((expectShape(errorBody, noReason.json()).details as { fields: object }).fields),
      ['reason'],
    );
    const rejected = await call('PATCH', url(layla!.id), 'admin', {
      status: 'rejected',
      reason: 'Your game account is on another server.',
    });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal((await call('PATCH', url(nour!.id), 'admin', { status: 'approved' })).statusCode, 200);

    const [laylaNote] = await notesOf('layla');
    assert.equal(laylaNote?.title, 'Registration rejected');
    assert.equal(
      laylaNote?.message,
      'Your registration for Newcomers Cup has been rejected. Reason: Your game account is on another server.',
    );
    assert.match(laylaNote?.message_ar ?? '', /السبب: Your game account is on another server\.$/);
    const [nourNote] = await notesOf('nour');
    assert.equal(nourNote?.message, 'Your registration for Newcomers Cup has been approved.');

    const rows = await registrations();
    assert.equal(
      rows.find((row) => row.id === layla!.id)?.reviewReason,
      'Your game account is on another server.',
    );
    assert.equal(rows.find((row) => row.id === nour!.id)?.registrationStatus, 'approved');
    assert.deepEqual(
      (await registrations('?status=rejected')).map((row) => row.id),
      [layla!.id],
    );
  });

  test('closed by an admin: players are refused with "Registration is closed by admin" until it reopens', async () => {
    const url = `/v1/admin/tournaments/${cupId}/registration`;
    const closed = await call('PATCH', url, 'admin', { open: false });
    assert.equal(closed.statusCode, 200, closed.body);
    const overview = await call('GET', '/v1/admin/tournaments', 'admin');
    assert.equal(
      overview.json().data.find((item: { id: string }) => item.id === cupId).registration_open,
      false,
    );
    const refused = await call('POST', `/v1/tournaments/${cupId}/register/solo`, 'omar');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'Registration is closed by admin');
    assert.equal((await call('PATCH', url, 'admin', { open: true })).statusCode, 200);
    assert.equal((await call('POST', `/v1/tournaments/${cupId}/register/solo`, 'omar')).statusCode, 201);
  });
});
