import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { PUSH_KINDS, pushPayload, type PushKind, type PushPayload } from '@arena/contract';
import { createTokenService } from '../../auth/tokens.js';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { listenOnFreePort, nextEvent, socketClients } from '../../testing/socket-client.js';
import { recentSeedMoment } from '../../testing/seeded-database.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';
import { multipartBody, PNG_1X1 } from '../../testing/test-images.js';
import { notifyRevealedLobbyCodes } from '../matches/lobby-code-alerts.js';
import { playersOfBracketMatch } from '../matches/match-players.js';
import { lobbyCodeKey, SUPPORT_REPLY_KEY_PREFIX } from '../notifications/notification-events.js';
import { SUPPORT_NAMESPACE, ticketRoom } from '../support/support-service.js';

/**
 * Push alerts for the moments that matter (issue 32): a bracket match's lobby code revealed, a disputed ladder
 * result (and staff settling it), staff answering in the support chat while the player is away. Each is sent to
 * the devices that take its kind, in each device's language, opening the page it concerns, and to no device that
 * has that kind off. A local push service (`web-push-testing`, on a port of this file) decrypts what is sent.
 */
const require = createRequire(import.meta.url);
const PushTestingServer = require('web-push-testing/src/server.js') as new (
  model: unknown,
  port: number,
) => { startServer(): void; _server: { close(callback: () => void): void } };
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as {
  PushApiModel: new () => unknown;
};

const PUSH_SERVICE_PORT = 20851;
const PUSH_SERVICE = `http://localhost:${PUSH_SERVICE_PORT}`;
const MINUTE = 60_000;
const LIVE_CHAT = seedId('tournament', 'desert-storm-1v1');
const ARABIC = /[\u0600-\u06FF]/;

interface Device {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

async function pushService(route: string, body: object): Promise<Response> {
  return fetch(`${PUSH_SERVICE}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
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

/** Every kind but `kind`: a device with that one setting off. */
const allBut = (kind: PushKind): PushKind[] => PUSH_KINDS.filter((each) => each !== kind);

describe('push alerts: lobby code, disputed result, support answer', () => {
  let t: TestApp;
  let server: InstanceType<typeof PushTestingServer>;
  let baseUrl: string;
  let publicKey: string;
  let now: Date;
  const sockets = socketClients();
  const tokenOfUser = (userId: string) => createTokenService(TEST_CONFIG.jwtSecret, () => now).sign(userId);
  const tokenOf = (key: string) => tokenOfUser(seedPlayer(key).id);

  /** A device of `userId` taking `kinds` in `lang`, as the settings register it. */
  const device = async (userId: string, kinds: PushKind[], lang: 'ar' | 'en'): Promise<Device> => {
    const response = await pushService('/subscribe', {
      userVisibleOnly: 'true',
      applicationServerKey: publicKey,
    });
    assert.equal(response.status, 200);
    const subscribed = ((await response.json()) as { data: Device }).data;
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/user/me/push-subscriptions',
      token: await tokenOfUser(userId),
      payload: { endpoint: subscribed.endpoint, keys: subscribed.keys, kinds, lang },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    return subscribed;
  };
  /** The first alert titled `title` a device received. */
  const alertOn = (what: string, target: Device, title: string) =>
    waitFor(what, async () => (await receivedBy(target)).find((message) => message.title === title));
  const notesWithKey = (userId: string, eventKey: string) =>
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('event_key', '=', eventKey)
      .execute();

  before(async () => {
    server = new PushTestingServer(new PushApiModel(), PUSH_SERVICE_PORT);
    server.startServer();
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    baseUrl = await listenOnFreePort(t.app);
    publicKey = (await t.request({ method: 'GET', url: '/v1/push/key' })).json().data.publicKey;
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
    await new Promise<void>((resolve) => server._server.close(resolve));
  });

  test('a lobby code revealed: each player of the match once per time, in their language; not where lobby codes are off', async () => {
    const tournamentId = seedId('tournament', 'nile-legends-cup');
    const falconId = seedPlayer('falcon').id;
    const status = await t.request({
      method: 'GET',
      url: `/v1/tournaments/${tournamentId}/player/status`,
      token: await tokenOf('falcon'),
    });
    const matchId = status.json().data.currentMatch.id as number;
    const opponentId = (await playersOfBracketMatch(t.db, tournamentId, matchId)).find(
      (player) => player.userId !== falconId,
    )!.userId;
    const english = await device(falconId, ['lobby'], 'en');
    const lobbyOff = await device(falconId, allBut('lobby'), 'en');
    const arabic = await device(opponentId, ['lobby'], 'ar');

    // The organizer moves the match to 3 minutes from now: its code is shown now, with a new time.
    const scheduledTime = new Date(now.getTime() + 3 * MINUTE);
    await t.db
      .updateTable('bracket_match_schedules')
      .set({ scheduled_time: scheduledTime })
      .where('match_id', '=', matchId)
      .execute();
    await notifyRevealedLobbyCodes(t.app.context);
    await notifyRevealedLobbyCodes(t.app.context);
    const key = lobbyCodeKey(matchId, scheduledTime);
    const [note] = await notesWithKey(falconId, key);
    assert.equal((await notesWithKey(falconId, key)).length, 1, 'told once, however often the pass runs');
    assert.equal((await notesWithKey(opponentId, key)).length, 1);

    const alert = await alertOn('the English lobby alert', english, 'Your lobby code is ready');
    assert.equal(alert.body, note!.message);
    assert.match(alert.body, /starts in 3 minutes/);
    assert.equal(alert.url, `/tournaments/${tournamentId}?lang=en`);
    assert.equal(alert.lang, 'en');
    const [opponentNote] = await notesWithKey(opponentId, key);
    const arabicAlert = await alertOn('the Arabic lobby alert', arabic, opponentNote!.title_ar!);
    assert.match(arabicAlert.title, ARABIC);
    assert.equal(arabicAlert.body, opponentNote!.message_ar);
    assert.match(arabicAlert.body, /٣/, 'the minutes in Arabic-Indic digits');
    assert.equal(arabicAlert.url, `/tournaments/${tournamentId}`);

    // A code revealed longer ago than the alert window (an API down at the reveal) is not told any more.
    const stale = new Date(now.getTime() - 11 * MINUTE);
    await t.db
      .updateTable('bracket_match_schedules')
      .set({ scheduled_time: stale })
      .where('match_id', '=', matchId)
      .execute();
    await notifyRevealedLobbyCodes(t.app.context);
    assert.deepEqual(await notesWithKey(falconId, lobbyCodeKey(matchId, stale)), []);

    await delay(1_000);
    assert.deepEqual(
      (await receivedBy(lobbyOff)).filter((message) => message.title === 'Your lobby code is ready'),
      [],
      'the device with lobby codes off got none',
    );
  });

  test('a disputed result tells both players where disputes are on, and so does staff settling it', async () => {
    const season = seedId('tournament', 'arena-matchmaking-season');
    const omar = seedPlayer('omar').id;
    const sara = seedPlayer('sara').id;
    const arabic = await device(omar, ['disputes'], 'ar');
    const disputesOff = await device(sara, allBut('disputes'), 'en');
    for (const userId of [omar, sara]) {
      await t.db
        .insertInto('matchmaking_players')
        .values({ tournament_id: season, user_id: userId })
        .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
        .execute();
    }
    const match = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: season,
        player1_id: omar,
        player2_id: sara,
        player1_points: 0,
        player2_points: 0,
        tournament_code: 'PUSH-DISPUTE',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('matchmaking_seats')
      .values([
        { tournament_id: season, user_id: omar, match_id: match.id },
        { tournament_id: season, user_id: sara, match_id: match.id },
      ])
      .execute();
    // Each reports themself the winner, with a screenshot: the reports disagree.
    for (const userId of [omar, sara]) {
      const token = await tokenOfUser(userId);
      const won = await t.request({
        method: 'POST',
        url: `/v1/match-results/${match.id}/winner`,
        token,
        payload: { winner_id: userId },
      });
      assert.equal(won.statusCode, 200, won.body);
      const shot = await t.request({
        method: 'POST',
        url: `/v1/match-results/${match.id}/screenshot`,
        token,
        ...multipartBody([
          { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
        ]),
      });
      assert.equal(shot.statusCode, 200, shot.body);
    }
    const disputed = await waitFor('the dispute notifications', async () => {
      const rows = await t.db
        .selectFrom('notifications')
        .selectAll()
        .where('title', '=', 'Result disputed')
        .where('user_id', 'in', [omar, sara])
        .execute();
      return rows.length === 2 && rows;
    });
    const omarNote = disputed.find((row) => row.user_id === omar)!;
    const alert = await alertOn('the Arabic dispute alert', arabic, omarNote.title_ar!);
    assert.equal(alert.body, omarNote.message_ar);
    assert.equal(alert.url, `/tournaments/${season}`);

    const resolved = await t.request({
      method: 'PATCH',
      url: `/v1/admin/matchmaking/matches/${match.id}/resolve`,
      token: await tokenOf('admin'),
      payload: { winner_id: omar, note: 'The replay shows Omar winning' },
    });
    assert.equal(resolved.statusCode, 200, resolved.body);
    const settled = await waitFor('the settled notification', () =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', omar)
        .where('title', '=', 'Dispute resolved')
        .executeTakeFirst(),
    );
    const settledAlert = await alertOn('the Arabic settled alert', arabic, settled.title_ar!);
    assert.match(settledAlert.body, /The replay shows Omar winning/);

    await delay(1_000);
    const titles = (await receivedBy(disputesOff)).map((message) => message.title);
    assert.ok(!titles.includes('Result disputed') && !titles.includes('Dispute resolved'), titles.join());
  });

  test('staff answering in the support chat: told while the player is away (once per burst), not while they are in it', async () => {
    const falconId = seedPlayer('falcon').id;
    const created = await t.request({
      method: 'POST',
      url: '/v1/discord/create-ticket',
      token: await tokenOf('falcon'),
      payload: { subject: 'Lobby full', description: 'The lobby did not open', tournament_id: LIVE_CHAT },
    });
    assert.equal(created.statusCode, 201, created.body);
    const ticket = created.json().data as { ticketId: string; channelId: string };
    const english = await device(falconId, ['support'], 'en');
    const arabic = await device(falconId, ['support'], 'ar');
    const supportOff = await device(falconId, allBut('support'), 'en');
    const reply = async (content: string) => {
      const response = await t.request({
        method: 'POST',
        url: `/v1/admin/support/tickets/${ticket.ticketId}/messages`,
        token: await tokenOf('admin'),
        payload: { content },
      });
      assert.equal(response.statusCode, 201, response.body);
    };
    const answers = () =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('user_id', '=', falconId)
        .where('event_key', 'like', `${SUPPORT_REPLY_KEY_PREFIX}${ticket.ticketId}:%`)
        .orderBy('created_at')
        .execute();
    const inRoom = async () =>
      (
        await t.app.context.realtime
          .server!.of(SUPPORT_NAMESPACE)
          .in(ticketRoom(ticket.ticketId))
          .fetchSockets()
      ).length;

    // In the chat: the answer reaches the open chat only.
    const owner = sockets.open(`${baseUrl}${SUPPORT_NAMESPACE}`, {
      token: await tokenOf('falcon'),
      query: { ticket_id: ticket.ticketId, channel_id: ticket.channelId },
    });
    await nextEvent(owner, 'history', ['chat_error', 'connect_error']);
    await reply('Looking into it');
    await delay(500);
    assert.deepEqual(await answers(), []);

    // Away: the answer is a notification and an alert opening the tournament page with its support chat open.
    owner.disconnect();
    await waitFor('the player to leave the chat', async () => (await inRoom()) === 0);
    await reply('The lobby is open again');
    const [note] = await waitFor('the support answer notification', async () => {
      const rows = await answers();
      return rows.length > 0 && rows;
    });
    assert.equal(note!.link, `/tournaments/${LIVE_CHAT}?support=chat`);
    const alert = await alertOn('the support alert', english, 'Support answered you');
    assert.equal(alert.body, note!.message);
    assert.match(alert.body, /Lobby full/);
    assert.equal(alert.url, `/tournaments/${LIVE_CHAT}?support=chat&lang=en`);
    assert.match(note!.title_ar!, ARABIC);
    const arabicAlert = await alertOn('the Arabic support alert', arabic, note!.title_ar!);
    assert.equal(arabicAlert.url, `/tournaments/${LIVE_CHAT}?support=chat`);

    // More lines of the same answer: no second alert while the first is unread and recent.
    await reply('Try joining now');
    await delay(500);
    assert.equal((await answers()).length, 1);
    // Read, a later answer is told again.
    const read = await t.request({
      method: 'PATCH',
      url: `/v1/notifications/${note!.id}/read`,
      token: await tokenOf('falcon'),
    });
    assert.equal(read.statusCode, 200, read.body);
    await reply('Did it work?');
    await waitFor('the second answer notification', async () => (await answers()).length === 2);

    await delay(1_000);
    assert.deepEqual(
      (await receivedBy(supportOff)).filter((message) => message.title === 'Support answered you'),
      [],
      'the device with support answers off got none',
    );
  });
});
