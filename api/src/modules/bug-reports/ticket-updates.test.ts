import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ticketUpdatedEvent, type TicketUpdatedEvent } from '@arena/contract';
import { NOTIFICATIONS_NAMESPACE } from '../../realtime/notifications-channel.js';
import { expectAnswer, expectShape } from '../../testing/contract.js';
import {
  connected,
  listenOnFreePort,
  nextEvent,
  socketClients,
  type Socket,
} from '../../testing/socket-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('ticket_updated on /notifications: open ticket pages update without a reload', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets = socketClients();
  let falcon: Socket;
  let admin: Socket;
  let layla: Socket;
  const laylaSaw: unknown[] = [];

  const call = async (method: 'POST' | 'PATCH', url: string, playerKey: string, payload: object) =>
    t.request({ method, url, token: await t.tokenFor(playerKey), payload });
  const update = (socket: Socket) =>
    nextEvent<TicketUpdatedEvent>(socket, 'ticket_updated').then((event) =>
      expectShape(ticketUpdatedEvent, event),
    );

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    const open = async (playerKey: string) =>
      sockets.open(`${baseUrl}${NOTIFICATIONS_NAMESPACE}`, { token: await t.tokenFor(playerKey) });
    [falcon, admin, layla] = await Promise.all([open('falcon'), open('admin'), open('layla')]);
    await Promise.all([connected(falcon), connected(admin), connected(layla)]);
    layla.on('ticket_updated', (event) => laylaSaw.push(event));
    // The room join happens on connection; give the server a tick to process it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test("staff replies and status changes reach the ticket's player and the staff; the player's reply reaches the staff; nobody else", async () => {
    const created = await call('POST', '/v1/bug-report', 'falcon', {
      bugType: 'technical-issue',
      title: 'Live ticket',
      description: 'Checking the live updates.',
    });
    assert.equal(created.statusCode, 201, created.body);
    const ticketId = expectAnswer('POST /v1/bug-report', created.json(), 201).data._id;

    let toPlayer = update(falcon);
    let toStaff = update(admin);
    await call('POST', `/v1/admin/bug-reports/${ticketId}/messages`, 'admin', { content: 'On it.' });
    for (const event of await Promise.all([toPlayer, toStaff])) {
      assert.equal(event.ticketId, ticketId);
      assert.equal(event.status, 'in-progress');
    }

    toPlayer = update(falcon);
    await call('PATCH', `/v1/admin/bug-reports/${ticketId}`, 'admin', { status: 'pending' });
    assert.deepEqual([(await toPlayer).ticketId, (await toPlayer).status], [ticketId, 'pending']);

    toStaff = update(admin);
    await call('POST', `/v1/bug-report/${ticketId}/messages`, 'falcon', { content: 'Here you go.' });
    assert.equal((await toStaff).status, 'open', 'the player answered a pending ticket: open again');

    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(laylaSaw, [], 'another player hears nothing of this ticket');
  });
});
