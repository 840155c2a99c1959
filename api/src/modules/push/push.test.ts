import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import {
  pushPayload,
  pushSubscription as pushSubscriptionSchema,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushPayload,
} from '@arena/contract';
import { resolvePushConfig } from '../../config.js';
import { ApiError } from '../../errors.js';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { notify } from '../notifications/notifications-service.js';
import { checkEndpoint } from './push-service.js';
import { pushPayloadOf } from './push-sender.js';

/**
 * A local push service (`web-push-testing`, DESIGN §7): it hands out subscriptions for a VAPID key, checks the
 * VAPID signature of what is sent, decrypts it with the subscription's keys and keeps the plain text; an expired
 * subscription answers 410. Started in this process on a port of its own; nothing calls the internet.
 */
const require = createRequire(import.meta.url);
const PushTestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => { startServer(): void; _server: { close(callback: () => void): void } };
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => unknown;
};

const PUSH_SERVICE_PORT = 57851;
const FLAKY_PUSH_PORT = 57852;
const PUSH_SERVICE = `http://localhost:${PUSH_SERVICE_PORT}`;

interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function pushService(route: string, body?: object): Promise<Response> {
  return fetch(`${PUSH_SERVICE}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** What a browser's `pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })` gives. */
async function subscribeDevice(applicationServerKey: string): Promise<Device> {
  const response = await pushService('/subscribe', { userVisibleOnly: 'true', applicationServerKey });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { data: Device }).data;
}

/** The decrypted messages the push service received for a device. */
async function receivedBy(device: Device): Promise<PushPayload[]> {
  const response = await pushService('/get-notifications', { clientHash: device.clientHash });
  assert.equal(response.status, 200);
  const { data } = (await response.json()) as { data: { messages: string[] } };
  return data.messages.map((message) => expectShape(pushPayload, JSON.parse(message)));
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await delay(100);
  }
}

describe('Web Push alerts', () => {
  let t: TestApp;
  let server: InstanceType<typeof PushTestingServer>;
  let falconToken: string;
  let laylaToken: string;
  let publicKey: string;
  let tournamentId: string;
  const falconId = seedPlayer('falcon').id;
  const laylaId = seedPlayer('layla').id;

  const register = (token: string, device: Device, kinds: string[], lang?: 'ar' | 'en') =>
    t.request({
      method: 'PUT',
      url: '/v1/user/me/push-subscriptions',
      token,
      payload: { endpoint: device.endpoint, expirationTime: null, keys: device.keys, kinds, lang },
    });

  before(async () => {
    server = new PushTestingServer(new PushApiModel(), PUSH_SERVICE_PORT);
    server.startServer();
    t = await createTestApp();
    falconToken = await t.tokenFor('falcon');
    laylaToken = await t.tokenFor('layla');
    const key = await t.request({ method: 'GET', url: '/v1/push/key' });
    assert.equal(key.statusCode, 200);
    publicKey = key.json().data.publicKey;
    tournamentId = (await t.db.selectFrom('tournaments').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => server._server.close(resolve));
  });

  test('the public VAPID key is a P-256 point, the same for every caller', async () => {
    const bytes = Buffer.from(publicKey, 'base64url');
    assert.equal(bytes.length, 65);
    assert.equal(bytes[0], 4);
    const again = await t.request({ method: 'GET', url: '/v1/push/key', token: laylaToken });
    assert.equal(again.json().data.publicKey, publicKey);
  });

  test('a device registered for match alerts gets "match found" encrypted, in Arabic, opening the ladder', async () => {
    const device = await subscribeDevice(publicKey);
    const saved = await register(falconToken, device, ['matches'], 'ar');
    assert.equal(saved.statusCode, 200, saved.body);
    const state = expectShape(pushSubscriptionSchema, saved.json().data);
    assert.deepEqual(state.kinds, ['matches']);
    assert.equal(state.lang, 'ar');

    // Not a kind this device takes: no alert is queued for it.
    assert.equal(
      await notify(t.app.context, falconId, { kind: 'reward_code', rewardType: 'hextech_chest' }),
      1,
    );
    assert.equal(await notify(t.app.context, falconId, { kind: 'match_found', tournamentId }), 1);
    const [message] = await waitFor('the alert', async () => {
      const messages = await receivedBy(device);
      return messages.length > 0 && messages;
    });
    const row = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', falconId)
      .orderBy('created_at', 'desc')
      .orderBy('title', 'asc')
      .where('link', '=', `/tournaments/${tournamentId}`)
      .executeTakeFirstOrThrow();
    assert.equal(message!.title, row.title_ar);
    assert.equal(message!.body, row.message_ar);
    assert.match(message!.title, /[\u0600-\u06FF]/, 'the Arabic text');
    assert.equal(message!.url, `/tournaments/${tournamentId}`);
    assert.equal(message!.tag, row.id);
    assert.equal(message!.lang, 'ar');
    // The reward code's alert was never sent (the opted-out kind): only the match alert arrived.
    await delay(1_500);
    assert.equal((await receivedBy(device)).length, 1);
    const [listed] = (
      await t.request({
        method: 'GET',
        url: `/v1/user/me/push-subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
        token: falconToken,
      })
    ).json().data;
    assert.ok(listed.lastPushedAt, 'the delivery is recorded');
  });

  test('an English device gets the English text and the English address; a player who opted out gets none', async () => {
    const english = await subscribeDevice(publicKey);
    assert.equal((await register(laylaToken, english, ['tournaments', 'rewards'], 'en')).statusCode, 200);
    const optedOut = await subscribeDevice(publicKey);
    // Falcon's second device takes rewards only: a check-in alert is not for it.
    assert.equal((await register(falconToken, optedOut, ['rewards'])).statusCode, 200);

    await notify(t.app.context, [laylaId, falconId], { kind: 'check_in_open', tournamentId });
    const [message] = await waitFor('the English alert', async () => {
      const messages = await receivedBy(english);
      return messages.length > 0 && messages;
    });
    assert.equal(message!.lang, 'en');
    assert.equal(message!.url, `/tournaments/${tournamentId}?lang=en`);
    assert.doesNotMatch(message!.title, /[\u0600-\u06FF]/);
    await delay(1_500);
    assert.deepEqual(await receivedBy(optedOut), []);
  });

  test('a device the push service reports gone (410) is deleted', async () => {
    const device = await subscribeDevice(publicKey);
    assert.equal((await register(laylaToken, device, ['rewards'], 'en')).statusCode, 200);
    assert.equal((await pushService(`/expire-subscription/${device.clientHash}`)).status, 200);
    await notify(t.app.context, laylaId, { kind: 'reward_code', rewardType: 'hextech_chest' });
    await waitFor('the gone device to be deleted', async () => {
      const row = await t.db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', device.endpoint)
        .executeTakeFirst();
      return !row;
    });
  });

  test('a push service that cannot take the message now (503) gets it again; a device refusing it (400) is kept', async () => {
    // A push service of its own: answers each request with the next status of its device's script.
    const scripts: Record<string, number[]> = { flaky: [503, 201], refusing: [400, 400, 400] };
    const requests: string[] = [];
    const flakyServer = createServer((request, response) => {
      const device = request.url!.slice(1);
      requests.push(device);
      request.resume();
      request.on('end', () => response.writeHead(scripts[device]!.shift() ?? 201).end());
    });
    await new Promise<void>((resolve) => flakyServer.listen(FLAKY_PUSH_PORT, '127.0.0.1', resolve));
    try {
      const keys = (await subscribeDevice(publicKey)).keys;
      const nourToken = await t.tokenFor('nour');
      for (const device of ['flaky', 'refusing']) {
        const endpoint = `http://127.0.0.1:${FLAKY_PUSH_PORT}/${device}`;
        const saved = await t.request({
          method: 'PUT',
          url: '/v1/user/me/push-subscriptions',
          token: nourToken,
          payload: { endpoint, keys, kinds: ['rewards'] },
        });
        assert.equal(saved.statusCode, 200, saved.body);
      }
      await notify(t.app.context, seedPlayer('nour').id, {
        kind: 'payout_status',
        status: 'Completed',
        amount: 50,
        currency: 'USD',
      });
      await waitFor(
        'the second attempt',
        async () => requests.filter((device) => device === 'flaky').length === 2,
      );
      // The retry resends to every device of the notification (a device shows one notification per tag).
      const devices = (
        await t.request({ method: 'GET', url: '/v1/user/me/push-subscriptions', token: nourToken })
      ).json().data as { endpoint: string; lastPushedAt: string | null }[];
      const flaky = devices.find((device) => device.endpoint.endsWith('/flaky'));
      await waitFor('the delivery to be recorded', async () => {
        const row = await t.db
          .selectFrom('push_subscriptions')
          .select('last_pushed_at')
          .where('endpoint', '=', flaky!.endpoint)
          .executeTakeFirst();
        return row?.last_pushed_at;
      });
      assert.ok(
        devices.some((device) => device.endpoint.endsWith('/refusing')),
        'a refusing device is kept (it is not gone)',
      );
    } finally {
      await new Promise<void>((resolve) => flakyServer.close(() => resolve()));
    }
  });

  test('only the owner lists and deletes a device; a device registered again moves to the new player', async () => {
    const device = await subscribeDevice(publicKey);
    assert.equal((await register(falconToken, device, ['matches', 'rewards'])).statusCode, 200);
    const url = `/v1/user/me/push-subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`;
    const byLayla = await t.request({ method: 'DELETE', url, token: laylaToken });
    assert.equal(byLayla.statusCode, 404);
    assert.equal(byLayla.json().code, 4004);
    assert.deepEqual((await t.request({ method: 'GET', url, token: laylaToken })).json().data, []);
    assert.equal((await t.request({ method: 'GET', url, token: falconToken })).json().data.length, 1);

    const deleted = await t.request({ method: 'DELETE', url, token: falconToken });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(deleted.json().data, { deleted: true });
    assert.deepEqual((await t.request({ method: 'GET', url, token: falconToken })).json().data, []);

    // The same browser, another account signed in: the device is now Layla's only.
    assert.equal((await register(falconToken, device, ['matches'])).statusCode, 200);
    assert.equal((await register(laylaToken, device, ['rewards'], 'en')).statusCode, 200);
    assert.deepEqual((await t.request({ method: 'GET', url, token: falconToken })).json().data, []);
    const [moved] = (await t.request({ method: 'GET', url, token: laylaToken })).json().data;
    assert.deepEqual(moved.kinds, ['rewards']);

    const anonymous = await t.request({ method: 'GET', url });
    assert.equal(anonymous.statusCode, 401);
  });

  test('bad input is 400 with {code, message, details} naming the field', async () => {
    const device = await subscribeDevice(publicKey);
    const cases: [string, object][] = [
      ['endpoint', { endpoint: 'ftp://push.example/x', keys: device.keys, kinds: [] }],
      ['endpoint', { endpoint: 'not an address', keys: device.keys, kinds: [] }],
      ['keys.p256dh', { endpoint: device.endpoint, keys: { ...device.keys, p256dh: 'short' }, kinds: [] }],
      ['keys.auth', { endpoint: device.endpoint, keys: { ...device.keys, auth: 'a+b/' }, kinds: [] }],
      ['kinds.0', { endpoint: device.endpoint, keys: device.keys, kinds: ['everything'] }],
      ['lang', { endpoint: device.endpoint, keys: device.keys, kinds: [], lang: 'fr' }],
    ];
    for (const [field, payload] of cases) {
      const response = await t.request({
        method: 'PUT',
        url: '/v1/user/me/push-subscriptions',
        token: falconToken,
        payload,
      });
      assert.equal(response.statusCode, 400, `${field}: ${response.body}`);
      const body = response.json();
      assert.equal(body.code, 4000);
      assert.equal(typeof body.message, 'string');
      assert.ok(field in body.details.fields, `${field} named: ${JSON.stringify(body.details)}`);
    }
    const noEndpoint = await t.request({
      method: 'DELETE',
      url: '/v1/user/me/push-subscriptions',
      token: falconToken,
    });
    assert.equal(noEndpoint.statusCode, 400);
    assert.equal(noEndpoint.json().code, 4000);
  });

  test('push services must be https in production, never with credentials', () => {
    const refusal = (text: RegExp) => (error: unknown) =>
      error instanceof ApiError && error.statusCode === 400 && text.test(JSON.stringify(error.details));
    assert.throws(() => checkEndpoint('http://push.example/x', false), refusal(/endpoint.*https/));
    assert.doesNotThrow(() => checkEndpoint('https://push.example/x', false));
    assert.doesNotThrow(() => checkEndpoint('http://localhost:1/x', true));
    assert.throws(() => checkEndpoint('https://user:secret@push.example/x', true), refusal(/credentials/));
  });

  test(`a player registers at most ${PUSH_SUBSCRIPTIONS_MAX} devices; registering one again is not another`, async () => {
    const device = await subscribeDevice(publicKey);
    const playerToken = await t.tokenFor('omar');
    for (let index = 0; index < PUSH_SUBSCRIPTIONS_MAX; index++) {
      const response = await register(
        playerToken,
        { ...device, endpoint: `https://push.example/device-${index}` },
        ['rewards'],
      );
      assert.equal(response.statusCode, 200, response.body);
    }
    const again = await register(playerToken, { ...device, endpoint: 'https://push.example/device-0' }, []);
    assert.equal(again.statusCode, 200, 'the same device updates its kinds');
    const over = await register(
      playerToken,
      { ...device, endpoint: 'https://push.example/one-too-many' },
      [],
    );
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().code, 4009);
    assert.equal(over.json().details.limit, PUSH_SUBSCRIPTIONS_MAX);
  });

  test('a notification without Arabic text is pushed in English; the address keeps its query', () => {
    const row = {
      id: 'n1',
      user_id: 'u',
      type: 'other' as const,
      title: 'Title',
      message: 'Message',
      title_ar: null,
      message_ar: null,
      link: '/account/rewards?tab=codes',
      event_key: null,
      read_at: null,
      created_at: new Date(),
    };
    assert.deepEqual(pushPayloadOf(row, 'ar'), {
      title: 'Title',
      body: 'Message',
      url: '/account/rewards?tab=codes',
      tag: 'n1',
      lang: 'en',
    });
    assert.equal(pushPayloadOf(row, 'en').url, '/account/rewards?tab=codes&lang=en');
  });

  test('development keeps one generated VAPID key pair in the data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-vapid-'));
    try {
      const first = resolvePushConfig(null, null, dir);
      assert.equal(Buffer.from(first.publicKey, 'base64url').length, 65);
      assert.equal(Buffer.from(first.privateKey, 'base64url').length, 32);
      assert.deepEqual(readdirSync(dir), ['vapid-keys.json']);
      assert.deepEqual(resolvePushConfig(null, 'mailto:ops@example.com', dir), {
        ...first,
        subject: 'mailto:ops@example.com',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
