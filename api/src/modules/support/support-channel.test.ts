import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, mock, test } from 'node:test';
import { supportMessage, type ChatFailure, type SupportMessage } from '@arena/contract';
import { sql } from 'kysely';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import {
  chatClient,
  handshakeRefusal,
  listenOnFreePort,
  socketClients,
} from '../../testing/socket-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SUPPORT_NAMESPACE } from './support-service.js';

const LIVE_CHAT = seedId('tournament', 'desert-storm-1v1');

const { history, refusal, nextMessage, send } = chatClient<SupportMessage>({
  history: 'history',
  message: 'message',
});

describe('socket.io /support-chat', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets = socketClients();
  let ticket: { ticketId: string; channelId: string };

  const open = (token: string | undefined, query: Record<string, string>) =>
    sockets.open(`${baseUrl}${SUPPORT_NAMESPACE}`, { token, query });
  const joinQuery = () => ({ ticket_id: ticket.ticketId, channel_id: ticket.channelId });
  const staffReply = async (content: string) => {
    const response = await t.request({
      method: 'POST',
      url: `/v1/admin/support/tickets/${ticket.ticketId}/messages`,
      token: await t.tokenFor('admin'),
      payload: { content, embed: { title: 'Schedule', fields: [{ name: 'Check-in', value: '1 h before' }] } },
    });
    assert.equal(response.statusCode, 201, response.body);
  };

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    const created = await t.request({
      method: 'POST',
      url: '/v1/discord/create-ticket',
      token: await t.tokenFor('falcon'),
      payload: { subject: 'Lobby', description: 'The lobby did not open', tournament_id: LIVE_CHAT },
    });
    assert.equal(created.statusCode, 201, created.body);
    ticket = created.json().data;
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('the owner receives the history, then a staff reply live', async () => {
    await staffReply('First answer');
    const owner = open(await t.tokenFor('falcon'), joinQuery());
    const past = await history(owner);
    assert.deepEqual(
      past.map((message) => [message.content, message.isStaff]),
      [['First answer', true]],
    );
    expectShape(supportMessage, past[0]);

    const live = nextMessage(owner);
    await staffReply('Second answer, live');
    const message = expectShape(supportMessage, await live);
    assert.equal(message.content, 'Second answer, live');
    assert.equal(message.isStaff, true);
    assert.equal(message.author.username, 'ArenaAdmin');
    assert.deepEqual(message.embed?.fields, [{ name: 'Check-in', value: '1 h before' }]);
  });

  test('content from the client is attributed to the token’s user and reaches staff in the room', async () => {
    const owner = open(await t.tokenFor('falcon'), { ...joinQuery(), user_id: seedPlayer('layla').id });
    const staff = open(await t.tokenFor('admin'), joinQuery());
    await Promise.all([history(owner), history(staff)]);

    const atStaff = nextMessage(staff);
    const echo = nextMessage(owner);
    const ack = await send(owner, {
      type: 'message',
      content: '  Still waiting  ',
      timestamp: '2000-01-01T00:00:00.000Z',
      author: { username: 'Layla', avatar: 'http://evil.test/a.png' },
      isStaff: true,
    });
    assert.equal(ack.ok, true);
    const [received, echoed] = await Promise.all([atStaff, echo]);
    assert.equal(received.content, 'Still waiting');
    assert.equal(received.author.username, 'Falcon');
    assert.notEqual(received.author.avatar, 'http://evil.test/a.png');
    assert.equal(received.isStaff, false);
    assert.notEqual(received.timestamp, '2000-01-01T00:00:00.000Z');
    assert.equal(echoed.id, received.id);
    assert.equal(ack.ok && ack.id, received.id);

    // Staff writing from the socket are staff.
    const fromStaff = nextMessage(owner);
    assert.equal((await send(staff, { type: 'message', content: 'On it' })).ok, true);
    const staffMessage = await fromStaff;
    assert.equal(staffMessage.isStaff, true);
    assert.equal(staffMessage.author.username, 'ArenaAdmin');
  });

  test('a message sent again with its clientMessageId is stored, audited and broadcast once, acknowledged as the first time; another id is another message', async () => {
    const ownerToken = await t.tokenFor('falcon');
    const owner = open(ownerToken, joinQuery());
    const staff = open(await t.tokenFor('admin'), joinQuery());
    await Promise.all([history(owner), history(staff)]);
    const heard: SupportMessage[] = [];
    staff.on('message', (message: SupportMessage) => heard.push(message));
    const clientMessageId = randomUUID();
    const payload = { type: 'message', content: 'Are you there?', clientMessageId };
    const first = await send(owner, payload);
    assert.equal(first.ok, true);
    assert.deepEqual(await send(owner, payload), first);
    // After a reconnection (a new socket), the same id is still the same message.
    const reconnected = open(ownerToken, joinQuery());
    const past = await history(reconnected);
    assert.equal(past.filter((message) => message.clientMessageId === clientMessageId).length, 1);
    assert.deepEqual(await send(reconnected, payload), first);
    const second = await send(owner, { ...payload, clientMessageId: randomUUID() });
    assert.equal(second.ok, true);
    assert.notEqual(second.ok && second.id, first.ok && first.id);

    // A staff answer sent twice: one message, one audit row.
    const staffPayload = { type: 'message', content: 'Yes, looking', clientMessageId: randomUUID() };
    const answer = await send(staff, staffPayload);
    assert.deepEqual(await send(staff, staffPayload), answer);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(
      heard.map((message) => message.id),
      [first, second, answer].map((ack) => ack.ok && ack.id),
      'each message broadcast once',
    );
    const stored = await t.db
      .selectFrom('support_messages')
      .select('content')
      .where('ticket_id', '=', ticket.ticketId)
      .where('content', 'in', ['Are you there?', 'Yes, looking'])
      .execute();
    assert.equal(stored.length, 3);
    const audits = await t.db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'supportTicket.reply')
      .where(sql<boolean>`after->>'messageId' = ${answer.ok && answer.id}`)
      .execute();
    assert.equal(audits.length, 1);
  });

  test('blank and over-long content is refused and not stored', async () => {
    const owner = open(await t.tokenFor('falcon'), joinQuery());
    const before = await history(owner);
    const errors: ChatFailure[] = [];
    owner.on('chat_error', (error: ChatFailure) => errors.push(error));
    let stored = false;
    owner.on('message', () => {
      stored = true;
    });
    assert.deepEqual(await send(owner, { type: 'message', content: '   ' }), {
      ok: false,
      code: 4000,
      message: 'Message is required',
    });
    assert.deepEqual(await send(owner, { type: 'message', content: 'x'.repeat(2001) }), {
      ok: false,
      code: 4000,
      message: 'Message must be at most 2000 characters',
    });
    assert.equal((await send(owner, { type: 'message' })).ok, false);
    assert.equal(errors.length, 3);
    const again = open(await t.tokenFor('falcon'), joinQuery());
    assert.equal((await history(again)).length, before.length);
    assert.equal(stored, false);
  });

  test('a NUL character is refused before the database, and the refusal is logged', async () => {
    const warn = mock.method(t.app.log, 'warn');
    try {
      const storedMessages = async () =>
        (await t.db.selectFrom('support_messages').select('id').execute()).length;
      const count = await storedMessages();
      const owner = open(await t.tokenFor('falcon'), joinQuery());
      await history(owner);
      const errors: ChatFailure[] = [];
      owner.on('chat_error', (error: ChatFailure) => errors.push(error));
      const refused = {
        ok: false,
        code: 4000,
        message: 'content must not contain the NUL character',
      };
      assert.deepEqual(await send(owner, { type: 'message', content: 'secret\u0000words' }), refused);
      assert.deepEqual(errors, [{ code: refused.code, message: refused.message }]);
      assert.equal(await storedMessages(), count);

      const refusals = warn.mock.calls.filter((call) => call.arguments[1] === 'socket message refused');
      assert.equal(refusals.length, 1);
      const { event, reason, code, userId } = refusals[0].arguments[0] as Record<string, unknown>;
      assert.deepEqual(
        { event, reason, code, userId },
        {
          event: 'message',
          reason: 'content must not contain the NUL character',
          code: 4000,
          userId: seedPlayer('falcon').id,
        },
      );
      // The log says why, never what the message said.
      assert.ok(!JSON.stringify(refusals[0].arguments).includes('secret'));
    } finally {
      warn.mock.restore();
    }
  });

  test('another player cannot join the room, and never hears its messages', async () => {
    const intruder = open(await t.tokenFor('layla'), joinQuery());
    let heard = false;
    intruder.on('message', () => {
      heard = true;
    });
    const disconnected = new Promise((resolve) => intruder.once('disconnect', resolve));
    const refused = await refusal(intruder);
    assert.equal(refused.code, 4003);
    await disconnected;
    await staffReply('Only for Falcon');
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(heard, false);
  });

  test('a wrong channel id, an unknown ticket and anonymous sockets are refused', async () => {
    const owner = await t.tokenFor('falcon');
    assert.equal((await refusal(open(owner, { ...joinQuery(), channel_id: 'other' }))).code, 4004);
    assert.equal(
      (await refusal(open(owner, { ticket_id: '00000000-0000-4000-8000-000000000000', channel_id: 'x' })))
        .code,
      4004,
    );
    assert.equal((await refusal(open(owner, {}))).code, 4000);
    const anonymous = open(undefined, joinQuery());
    const error = await handshakeRefusal(anonymous);
    assert.equal(error.data?.code, 3001);
  });
});
