import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notification as notificationSchema, type Notification } from '@arena/contract';
import { SEED_NOTIFICATIONS } from '../../seed/notifications.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('notifications', () => {
  let t: TestApp;
  let falconToken: string;
  let laylaToken: string;
  const listFor = async (token: string): Promise<Notification[]> => {
    const response = await t.request({ method: 'GET', url: '/v1/notifications', token });
    assert.equal(response.statusCode, 200);
    return response.json().data.map((item: unknown) => expectShape(notificationSchema, item));
  };

  before(async () => {
    t = await createTestApp();
    falconToken = await t.tokenFor('falcon');
    laylaToken = await t.tokenFor('layla');
  });
  after(() => t.close());

  test('lists only the user’s own notifications, newest first, mixed types, some read', async () => {
    const falcon = await listFor(falconToken);
    // The seeded list, the Founders Cup's prize reward code announced when it completed (seed/payments.ts), and
    // the lobby code of his bracket match, seeded 2 minutes ahead: revealed, told when the API started.
    assert.equal(falcon.length, SEED_NOTIFICATIONS.falcon.length + 2);
    const titles = new Set([
      ...SEED_NOTIFICATIONS.falcon.map((notification) => notification.title),
      'New reward code',
      'Your lobby code is ready',
    ]);
    assert.ok(falcon.every((notification) => titles.has(notification.title)));
    assert.equal(
      falcon.find((notification) => notification.title === 'New reward code')?.link,
      '/account/rewards',
    );
    const times = falcon.map((notification) => Date.parse(notification.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );
    assert.ok(
      falcon.some((notification) => notification.read) && falcon.some((notification) => !notification.read),
    );
    assert.ok(new Set(falcon.map((notification) => notification.type)).size >= 3);

    const layla = await listFor(laylaToken);
    const falconIds = new Set(falcon.map((notification) => notification._id));
    assert.ok(layla.every((notification) => !falconIds.has(notification._id)));
  });

  test('requires sign-in', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/notifications' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 3001);
  });

  test('PATCH /:id/read marks one read and answers it; repeating is harmless', async () => {
    const unread = (await listFor(falconToken)).find((notification) => !notification.read)!;
    const response = await t.request({
      method: 'PATCH',
      url: `/v1/notifications/${unread._id}/read`,
      token: falconToken,
    });
    assert.equal(response.statusCode, 200);
    const updated = expectShape(notificationSchema, response.json().data);
    assert.equal(updated._id, unread._id);
    assert.equal(updated.read, true);
    const again = await t.request({
      method: 'PATCH',
      url: `/v1/notifications/${unread._id}/read`,
      token: falconToken,
    });
    assert.equal(again.json().data.read, true);
    assert.equal(
      (await listFor(falconToken)).find((notification) => notification._id === unread._id)!.read,
      true,
    );
  });

  test('another user’s notification (or an unknown id) is 404 code 4004 and stays unread', async () => {
    const laylaUnread = (await listFor(laylaToken)).find((notification) => !notification.read)!;
    for (const id of [laylaUnread._id, '00000000-0000-4000-8000-000000000000', 'garbage']) {
      const response = await t.request({
        method: 'PATCH',
        url: `/v1/notifications/${id}/read`,
        token: falconToken,
      });
      assert.equal(response.statusCode, 404, id);
      assert.equal(expectShape(errorBody, response.json()).code, 4004);
    }
    assert.equal(
      (await listFor(laylaToken)).find((notification) => notification._id === laylaUnread._id)!.read,
      false,
    );
  });

  test('PATCH /read-all marks all of the user’s notifications read and answers the count', async () => {
    const unreadBefore = (await listFor(falconToken)).filter((notification) => !notification.read).length;
    const laylaUnreadBefore = (await listFor(laylaToken)).filter((notification) => !notification.read).length;
    assert.ok(unreadBefore > 0);
    const response = await t.request({
      method: 'PATCH',
      url: '/v1/notifications/read-all',
      token: falconToken,
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: { updated: unreadBefore } });
    assert.ok((await listFor(falconToken)).every((notification) => notification.read));
    assert.equal(
      (await listFor(laylaToken)).filter((notification) => !notification.read).length,
      laylaUnreadBefore,
    );
    const again = await t.request({ method: 'PATCH', url: '/v1/notifications/read-all', token: falconToken });
    assert.deepEqual(again.json(), { data: { updated: 0 } });
  });
});
