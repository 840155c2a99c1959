import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { SupportMessage } from '@arena/contract';
import { seedId } from '../../seed/ids.js';
import { chatClient, listenOnFreePort, socketClients } from '../../testing/socket-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SUPPORT_NAMESPACE } from '../support/support-service.js';

const LIVE_CHAT = seedId('tournament', 'desert-storm-1v1');

const { history } = chatClient<SupportMessage>({ history: 'history', message: 'message' });

/**
 * After an instance shuts down, its chat sockets reconnect to another one and send at once what they buffered while
 * disconnected, before the new instance has found their room: those messages are handled, not dropped.
 */
describe('chat messages sent the moment a socket (re)connects', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets = socketClients();

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('are stored and acknowledged, after the history', async () => {
    const token = await t.tokenFor('falcon');
    const created = await t.request({
      method: 'POST',
      url: '/v1/discord/create-ticket',
      token,
      payload: { subject: 'Reconnect', description: 'Buffered messages', tournament_id: LIVE_CHAT },
    });
    assert.equal(created.statusCode, 201, created.body);
    const { ticketId, channelId } = created.json().data as { ticketId: string; channelId: string };

    // The connection handler's queries wait behind a slow one (the embedded database has one connection), as they
    // do on a busy instance: the client's messages arrive before the handler has found the room.
    t.app.context.realtime.server!.of(SUPPORT_NAMESPACE).on('connection', () => {
      void t.db.transaction().execute(() => new Promise((resolve) => setTimeout(resolve, 400)));
    });
    const socket = sockets.open(`${baseUrl}${SUPPORT_NAMESPACE}`, {
      token,
      query: { ticket_id: ticketId, channel_id: channelId },
    });
    const events: string[] = [];
    socket.on('history', () => events.push('history'));
    // Sent on 'connect', before the server's connection handler has read the player and the ticket.
    const answers = new Promise<unknown[]>((resolve) => {
      socket.once('connect', () => {
        void Promise.all(
          ['first', 'second'].map((content) => socket.timeout(5_000).emitWithAck('message', { content })),
        ).then(resolve);
      });
    });
    await history(socket);
    const acknowledged = (await answers) as { ok: boolean; id: string }[];
    assert.deepEqual(
      acknowledged.map((answer) => answer.ok),
      [true, true],
    );
    assert.equal(events[0], 'history', 'the history comes before the buffered messages are handled');

    const stored = await t.db
      .selectFrom('support_messages')
      .select('content')
      .where('ticket_id', '=', ticketId)
      .orderBy('created_at')
      .execute();
    assert.deepEqual(
      stored.map((row) => row.content),
      ['first', 'second'],
    );
  });
});
