import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { publicProfile, user as userSchema, type ProfileUpdate, type User } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { ledgerTotals } from '../pass/ledger.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const VALID: ProfileUpdate = {
  displayName: 'Nour the Brave',
  location: 'Jordan',
  email: 'nour.new@example.com',
  isProfileVisible: true,
  notificationPreferences: 2,
};

describe('PUT /v1/user/me/profile', () => {
  let t: TestApp;
  let token: string;
  const put = (payload: unknown, as = token) =>
    t.request({ method: 'PUT', url: '/v1/user/me/profile', token: as, payload: payload as object });
  const me = async (as = token): Promise<User> =>
    expectShape(userSchema, (await t.request({ method: 'GET', url: '/v1/user/me', token: as })).json().user);

  before(async () => {
    t = await createTestApp();
    token = await t.tokenFor('nour');
  });
  after(() => t.close());

  test('saves every field and answers { user }; /v1/user/me shows the same', async () => {
    const response = await put({ ...VALID, displayName: '  Nour the Brave  ' });
    assert.equal(response.statusCode, 200);
    const user = expectShape(userSchema, response.json().user);
    assert.equal(user.displayName, 'Nour the Brave');
    assert.equal(user.location, 'Jordan');
    assert.equal(user.email, 'nour.new@example.com');
    assert.equal(user.isProfileVisible, true);
    assert.equal(user.notificationPreferences, 2);
    assert.equal(user.gameName, 'Nour', 'the game name is not editable');
    assert.deepEqual(await me(), user);
  });

  test('location matches the country list regardless of case and is stored as the list spells it', async () => {
    const response = await put({ ...VALID, location: 'saudi ARABIA' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.location, 'Saudi Arabia');
  });

  test('location and email may be cleared (null, or "" for the email)', async () => {
    const cleared = await put({ ...VALID, location: null, email: '' });
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().user.location, null);
    assert.equal(cleared.json().user.email, null);
    const nullEmail = await put({ ...VALID, email: null });
    assert.equal(nullEmail.json().user.email, null);
  });

  test('notification preferences 0, 1, 2 and 3 are each kept', async () => {
    for (const count of [0, 1, 2, 3]) {
      const response = await put({ ...VALID, notificationPreferences: count });
      assert.equal(response.statusCode, 200, String(count));
      assert.equal((await me()).notificationPreferences, count);
    }
  });

  test('a seeded location that is not a bare country name may be sent back unchanged', async () => {
    const falcon = await t.tokenFor('falcon');
    const { location } = await me(falcon);
    assert.equal(location, seedPlayer('falcon').location);
    const response = await put({ ...VALID, displayName: 'Falcon', location }, falcon);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.location, location);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['displayName', { displayName: 'ab' }, 'Display name must be 3 to 32 characters'],
    ['displayName', { displayName: '   ab   ' }, 'Display name must be 3 to 32 characters'],
    ['displayName', { displayName: 'x'.repeat(33) }, 'Display name must be 3 to 32 characters'],
    ['displayName', { displayName: undefined }, 'Display name is required'],
    ['displayName', { displayName: 42 }, 'Display name is required'],
    ['location', { location: 'Atlantis' }, 'Choose a country from the list'],
    ['location', { location: 7 }, 'Location must be a country name or null'],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address'],
    ['email', { email: 'a@b' }, 'Enter a valid email address'],
    ['isProfileVisible', { isProfileVisible: 'yes' }, 'Profile visibility must be true or false'],
    ['isProfileVisible', { isProfileVisible: undefined }, 'Profile visibility must be true or false'],
    [
      'notificationPreferences',
      { notificationPreferences: 4 },
      'Notification preferences must be a whole number from 0 to 3',
    ],
    [
      'notificationPreferences',
      { notificationPreferences: -1 },
      'Notification preferences must be a whole number from 0 to 3',
    ],
    [
      'notificationPreferences',
      { notificationPreferences: 1.5 },
      'Notification preferences must be a whole number from 0 to 3',
    ],
    [
      'notificationPreferences',
      { notificationPreferences: '2' },
      'Notification preferences must be a whole number from 0 to 3',
    ],
  ];

  for (const [field, change, message] of invalid) {
    test(`400 for ${field} = ${JSON.stringify(Object.values(change)[0]) ?? 'missing'}, naming the field`, async () => {
      const before = await me();
      const response = await put({ ...VALID, ...change });
      assert.equal(response.statusCode, 400);
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4000);
      assert.equal(body.details?.location, 'body');
      assert.deepEqual(Object.keys(body.details?.fields as object), [field]);
      assert.equal((body.details?.fields as Record<string, string>)[field], message);
      assert.deepEqual(await me(), before, 'nothing was saved');
    });
  }

  test('a missing body is a 400 and needs sign-in first', async () => {
    const empty = await t.request({ method: 'PUT', url: '/v1/user/me/profile', token });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().code, 4000);
    const anonymous = await t.request({ method: 'PUT', url: '/v1/user/me/profile', payload: VALID });
    assert.equal(anonymous.statusCode, 401);
    assert.equal(anonymous.json().code, 3001);
  });

  test('ids in the body are ignored: only the token’s user changes', async () => {
    const layla = await t.tokenFor('layla');
    const laylaBefore = await me(layla);
    const response = await put({ ...VALID, id: seedPlayer('layla').id, displayName: 'Not Layla' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().user.id, seedPlayer('nour').id);
    assert.deepEqual(await me(layla), laylaBefore);
  });
});

describe('GET /v1/users/{id}', () => {
  let t: TestApp;
  const profile = (key: string, token?: string) =>
    t.request({ method: 'GET', url: `/v1/users/${seedPlayer(key).id}`, token });
  const expectHidden = (response: { statusCode: number; json: () => unknown }) => {
    assert.equal(response.statusCode, 404);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4004);
    assert.equal(body.message, 'This profile is private or does not exist');
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a public profile is visible to anyone, without private fields', async () => {
    const response = await profile('falcon');
    assert.equal(response.statusCode, 200);
    const data = expectShape(publicProfile, response.json().data);
    const falcon = seedPlayer('falcon');
    assert.equal(data.id, falcon.id);
    assert.equal(data.gameName, 'Falcon');
    assert.equal(data.displayName, falcon.displayName);
    const totals = await ledgerTotals(t.db, falcon.id);
    assert.deepEqual(data.stats, {
      completedGames: totals.matches,
      xpEarned: totals.totalXP,
      loyaltyPoints: totals.loyaltyPoints,
    });
    assert.ok(totals.matches > 0 && totals.totalXP > 0 && totals.loyaltyPoints > 0);
    assert.deepEqual(data.connections, { discord: null, twitter: null });
    assert.ok(!('email' in response.json().data), 'the serializer leaves private fields out');
    assert.equal((await profile('falcon', await t.tokenFor('layla'))).statusCode, 200);
  });

  test('a private profile is hidden from others and anonymous callers, but visible to its owner', async () => {
    expectHidden(await profile('sara'));
    expectHidden(await profile('sara', await t.tokenFor('falcon')));
    const self = await profile('sara', await t.tokenFor('sara'));
    assert.equal(self.statusCode, 200);
    assert.equal(expectShape(publicProfile, self.json().data).gameName, 'Sara');
  });

  test('making a profile private through the settings hides it from others at once', async () => {
    const token = await t.tokenFor('youssef');
    const update = await t.request({
      method: 'PUT',
      url: '/v1/user/me/profile',
      token,
      payload: { ...VALID, displayName: 'Youssef', isProfileVisible: false },
    });
    assert.equal(update.statusCode, 200);
    expectHidden(await profile('youssef', await t.tokenFor('falcon')));
    assert.equal((await profile('youssef', token)).statusCode, 200);
  });

  test('unknown and malformed ids answer the same 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expectHidden(await t.request({ method: 'GET', url: `/v1/users/${id}` }));
    }
  });
});
