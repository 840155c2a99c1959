import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { adminSupportTicket, supportMessage, supportTicket } from '@arena/contract';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';
import { ticketHistory } from './support-service.js';

const LIVE_CHAT = seedId('tournament', 'desert-storm-1v1');
const LIVE_CHAT_OTHER = seedId('tournament', 'gulf-showdown');
const NO_LIVE_CHAT = seedId('tournament', 'ramadan-nights-cup');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function expectError(response: LightMyRequestResponse, status: number, code: number, message?: string) {
  assert.equal(response.statusCode, status, response.body);
  const body = expectShape(errorBody, response.json());
  assert.equal(body.code, code, response.body);
  if (message !== undefined) assert.equal(body.message, message);
  return body;
}

describe('support tickets', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (player: string) => {
    if (!tokens.has(player)) tokens.set(player, await t.tokenFor(player));
    return tokens.get(player)!;
  };
  const call = async (player: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.request({ method, url, token: player ? await tokenOf(player) : undefined, payload });
  const create = (player: string | null, payload: object) =>
    call(player, 'POST', '/v1/discord/create-ticket', payload);
  const lookup = (player: string, tournamentId: string) =>
    call(player, 'GET', `/v1/discord/tickets/${tournamentId}`);

  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('creating a ticket needs a signed-in player', async () => {
    const response = await create(null, { subject: 'Help', description: 'Please', tournament_id: LIVE_CHAT });
    expectError(response, 401, 3001);
  });

  test('subject and description are required once trimmed, and bounded', async () => {
    const blank = await create('nour', {
      subject: '   ',
      description: 'Lobby is full',
      tournament_id: LIVE_CHAT,
    });
    const body = expectError(blank, 400, 4000);
    assert.deepEqual(body.details?.fields, { subject: 'Subject is required' });

    const missing = await create('nour', { subject: 'Lobby', tournament_id: LIVE_CHAT });
    assert.ok('description' in (expectError(missing, 400, 4000).details?.fields as object));

    const long = await create('nour', {
      subject: 'x'.repeat(121),
      description: 'd',
      tournament_id: LIVE_CHAT,
    });
    assert.deepEqual(expectError(long, 400, 4000).details?.fields, {
      subject: 'Subject must be at most 120 characters',
    });
    const longDescription = await create('nour', {
      subject: 's',
      description: 'd'.repeat(2001),
      tournament_id: LIVE_CHAT,
    });
    expectError(longDescription, 400, 4000);
    const withNul = await create('nour', {
      subject: 'Lobby\u0000',
      description: 'Lobby is full',
      tournament_id: LIVE_CHAT,
    });
    assert.deepEqual(expectError(withNul, 400, 4000).details?.fields, {
      subject: 'must not contain the NUL character',
    });
    // Nothing was created by the refused attempts.
    expectError(await lookup('nour', LIVE_CHAT), 404, 4004);
  });

  test('the tournament must exist and offer live support chat', async () => {
    const base = { subject: 'Help', description: 'Please' };
    expectError(await create('nour', { ...base, tournament_id: UNKNOWN_ID }), 404, 10001);
    expectError(await create('nour', { ...base, tournament_id: 'not-a-uuid' }), 404, 10001);
    expectError(
      await create('nour', { ...base, tournament_id: NO_LIVE_CHAT }),
      403,
      4003,
      'Live support chat is not available for this tournament',
    );
  });

  test('a player opens one ticket per tournament and finds it again; others never see it', async () => {
    expectError(await lookup('falcon', LIVE_CHAT), 404, 4004);
    const created = await create('falcon', {
      subject: '  Check-in button missing ',
      description: 'I registered but cannot check in.',
      tournament_id: LIVE_CHAT,
    });
    assert.equal(created.statusCode, 201, created.body);
    const { ticketId, channelId } = created.json().data as { ticketId: string; channelId: string };
    assert.deepEqual(Object.keys(created.json().data).sort(), ['channelId', 'ticketId']);

    const found = await lookup('falcon', LIVE_CHAT);
    assert.equal(found.statusCode, 200);
    assert.deepEqual(expectShape(supportTicket, found.json().data), {
      ticketId,
      channelId,
      subject: 'Check-in button missing',
      description: 'I registered but cannot check in.',
      tournament_id: LIVE_CHAT,
    });

    const again = expectError(
      await create('falcon', { subject: 'Again', description: 'Again', tournament_id: LIVE_CHAT }),
      409,
      4009,
      'You already have an open support ticket for this tournament',
    );
    assert.deepEqual(again.details, { ticketId, channelId });

    // Another tournament is another ticket; another player has none here.
    const other = await create('falcon', {
      subject: 'Other',
      description: 'Other',
      tournament_id: LIVE_CHAT_OTHER,
    });
    assert.equal(other.statusCode, 201);
    expectError(await lookup('layla', LIVE_CHAT), 404, 4004);
    expectError(await lookup('falcon', UNKNOWN_ID), 404, 4004);
    expectError(await lookup('falcon', 'nope'), 404, 4004);
  });

  test('staff list open tickets with player and tournament; players may not', async () => {
    expectError(await call('falcon', 'GET', '/v1/admin/support/tickets'), 403, 4003);
    expectError(await call(null, 'GET', '/v1/admin/support/tickets'), 401, 3001);
    const response = await call('admin', 'GET', '/v1/admin/support/tickets');
    assert.equal(response.statusCode, 200);
    const tickets = (response.json().data as unknown[]).map((item) => expectShape(adminSupportTicket, item));
    const falcon = seedPlayer('falcon');
    const ticket = tickets.find((item) => item.tournament_id === LIVE_CHAT && item.player.id === falcon.id);
    assert.ok(ticket, 'the player’s ticket is listed');
    assert.equal(ticket.status, 'open');
    assert.equal(ticket.subject, 'Check-in button missing');
    assert.deepEqual(ticket.player, {
      id: falcon.id,
      gameName: 'Falcon',
      tagLine: 'MENA',
      profileImage: ticket.player.profileImage,
    });
    assert.ok(ticket.player.profileImage?.startsWith(TEST_PUBLIC_URL));
    assert.deepEqual(ticket.tournament, {
      id: LIVE_CHAT,
      name: { en: 'Desert Storm 1v1', ar: 'عاصفة الصحراء فردي' },
    });
    assert.equal(ticket.messagesCount, 0);
  });

  test('staff reply with text and an embed; the reply is stored with the staff author', async () => {
    const ticketId = ((await lookup('falcon', LIVE_CHAT)).json().data as { ticketId: string }).ticketId;
    const url = `/v1/admin/support/tickets/${ticketId}/messages`;
    expectError(await call('falcon', 'POST', url, { content: 'I am staff' }), 403, 4003);
    expectError(await call('admin', 'POST', url, { content: '   ' }), 400, 4000);
    expectError(await call('admin', 'POST', url, { content: 'x'.repeat(2001) }), 400, 4000);
    expectError(
      await call('admin', 'POST', `/v1/admin/support/tickets/${UNKNOWN_ID}/messages`, { content: 'Hi' }),
      404,
      4004,
    );
    expectError(
      await call('admin', 'POST', '/v1/admin/support/tickets/bad/messages', { content: 'Hi' }),
      404,
      4004,
    );

    const reply = await call('admin', 'POST', url, {
      content: '  Hello Falcon, we are looking into it.  ',
      embed: {
        title: 'Check-in help',
        description: 'Steps to check in',
        color: 0x19c2a0,
        fields: [{ name: 'Opens', value: '1 hour before start' }],
        footer: 'Arena Support',
      },
    });
    assert.equal(reply.statusCode, 201, reply.body);
    const message = expectShape(supportMessage, reply.json().data);
    assert.equal(message.content, 'Hello Falcon, we are looking into it.');
    assert.equal(message.isStaff, true);
    assert.equal(message.author.username, 'ArenaAdmin');
    assert.deepEqual(message.embed, {
      title: 'Check-in help',
      description: 'Steps to check in',
      color: '#19c2a0',
      fields: [{ name: 'Opens', value: '1 hour before start' }],
      footer: 'Arena Support',
    });

    const embedOnly = await call('admin', 'POST', url, { embed: { title: 'Rules', color: '#FF0000' } });
    assert.equal(embedOnly.statusCode, 201, embedOnly.body);
    assert.deepEqual(expectShape(supportMessage, embedOnly.json().data).embed, {
      title: 'Rules',
      description: null,
      color: '#ff0000',
      fields: [],
      footer: null,
    });
    expectError(await call('admin', 'POST', url, { embed: { color: '#ff0000' } }), 400, 4000);

    const history = await ticketHistory(t.app.context, ticketId);
    assert.deepEqual(
      history.map((item) => item.content),
      ['Hello Falcon, we are looking into it.', ''],
    );
    const listed = (await call('admin', 'GET', '/v1/admin/support/tickets')).json().data as {
      ticketId: string;
      messagesCount: number;
    }[];
    assert.equal(listed.find((item) => item.ticketId === ticketId)?.messagesCount, 2);
  });

  test('a closed ticket takes no replies, leaves the list, and the player may open a new one', async () => {
    const ticketId = ((await lookup('falcon', LIVE_CHAT_OTHER)).json().data as { ticketId: string }).ticketId;
    expectError(await call('falcon', 'POST', `/v1/admin/support/tickets/${ticketId}/close`), 403, 4003);
    const closed = await call('admin', 'POST', `/v1/admin/support/tickets/${ticketId}/close`);
    assert.equal(closed.statusCode, 200);
    assert.equal(expectShape(adminSupportTicket, closed.json().data).status, 'closed');
    expectError(
      await call('admin', 'POST', `/v1/admin/support/tickets/${ticketId}/messages`, { content: 'Late' }),
      409,
      4009,
      'This support ticket is closed',
    );
    const listed = (await call('admin', 'GET', '/v1/admin/support/tickets')).json().data as {
      ticketId: string;
    }[];
    assert.ok(!listed.some((item) => item.ticketId === ticketId));
    expectError(await lookup('falcon', LIVE_CHAT_OTHER), 404, 4004);
    const reopened = await create('falcon', {
      subject: 'New',
      description: 'New',
      tournament_id: LIVE_CHAT_OTHER,
    });
    assert.equal(reopened.statusCode, 201);
    assert.notEqual(reopened.json().data.ticketId, ticketId);
  });

  test('banned players cannot open tickets', async () => {
    const response = await create('cheater', {
      subject: 'Unban',
      description: 'Please',
      tournament_id: LIVE_CHAT,
    });
    expectError(response, 403, 1002);
  });
});
