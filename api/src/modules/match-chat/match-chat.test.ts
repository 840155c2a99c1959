import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, mock, test } from 'node:test';
import { chatMessage, type ChatAnswer, type ChatMessage } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { LIVE_SWISS, nourLiveMatchId } from '../../testing/live-match.js';
import {
  chatClient,
  handshakeRefusal,
  listenOnFreePort,
  socketClients,
} from '../../testing/socket-client.js';
import { createTokenService } from '../../auth/tokens.js';
import { createTestApp, TEST_CONFIG, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';
import { imageBody, multipartBody, PNG_1X1, pngOfSize, SVG_IMAGE } from '../../testing/test-images.js';
import { playersOfBracketMatch } from '../matches/match-players.js';
import { CHAT_IMAGES_PER_MATCH, MATCH_CHAT_NAMESPACE } from './match-chat-service.js';

const { history, refusal, nextMessage, send } = chatClient<ChatMessage>({
  history: 'CHAT_HISTORY',
  message: 'CHAT_MESSAGE',
});

describe('match chat: /match-chat socket and the image upload', () => {
  let t: TestApp;
  let baseUrl: string;
  let matchId: string;
  const sockets = socketClients();

  const open = (token: string | undefined, query: Record<string, string>) =>
    sockets.open(`${baseUrl}${MATCH_CHAT_NAMESPACE}`, { token, query });
  const joinQuery = (extra: Record<string, string> = {}) => ({
    match_id: matchId,
    match_type: 'BracketMatch',
    ...extra,
  });
  const upload = async (
    player: string,
    body: { payload: Buffer; headers: Record<string, string> },
    id = matchId,
  ) =>
    t.request({
      method: 'POST',
      url: `/v1/chat/${id}/BracketMatch/upload-image`,
      token: await t.tokenFor(player),
      ...body,
    });

  before(async () => {
    // The per-match image quota is tested here, with 25 uploads at once: the per-player write limit (20 a minute,
    // src/http/route-limits.test.ts) is raised out of its way.
    t = await createTestApp({ config: { rateLimit: { ...TEST_CONFIG.rateLimit, writesPerMinute: 1_000 } } });
    baseUrl = await listenOnFreePort(t.app);
    matchId = await nourLiveMatchId(t.db);
    const players = await playersOfBracketMatch(t.db, LIVE_SWISS, Number(matchId));
    assert.deepEqual(
      players.map((player) => player.userId).sort(),
      [seedPlayer('nour').id, seedPlayer('community-hamza').id].sort(),
    );
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('the two players join, exchange a text message live, and it is in the history afterwards', async () => {
    const nour = open(await t.tokenFor('nour'), joinQuery());
    const hamza = open(await t.tokenFor('community-hamza'), joinQuery());
    // Both listeners at once: a history that came while the test awaited the other would be missed.
    const [nourHistory] = await Promise.all([history(nour), history(hamza)]);
    assert.deepEqual(nourHistory, []);

    const atHamza = nextMessage(hamza);
    const echo = nextMessage(nour);
    const ack = await send(nour, { messageType: 'text', content: '  gl hf  ' });
    assert.equal(ack.ok, true);
    const [received, echoed] = await Promise.all([atHamza, echo]);
    expectShape(chatMessage, received);
    assert.equal(received.content, 'gl hf');
    assert.equal(received.username, 'Nour');
    assert.equal(received.userId, seedPlayer('nour').id);
    assert.equal(received.isAdmin, false);
    assert.equal(received.messageType, 'text');
    assert.equal(received.imageUrl, null);
    assert.equal(echoed._id, received._id);
    assert.equal(ack.ok && ack.id, received._id);

    const atNour = nextMessage(nour);
    assert.equal((await send(hamza, { messageType: 'text', content: 'بالتوفيق' })).ok, true);
    assert.equal((await atNour).username, 'Hamza');

    const later = open(await t.tokenFor('nour'), joinQuery());
    assert.deepEqual(
      (await history(later)).map((message) => [message.username, message.content]),
      [
        ['Nour', 'gl hf'],
        ['Hamza', 'بالتوفيق'],
      ],
    );
  });

  test('a message sent again with its clientMessageId (a reconnection lost the acknowledgement) is stored once and acknowledged as the first time; another id is another message', async () => {
    const token = await t.tokenFor('community-hamza');
    const hamza = open(token, joinQuery());
    const nour = open(await t.tokenFor('nour'), joinQuery());
    await Promise.all([history(hamza), history(nour)]);
    const heard: ChatMessage[] = [];
    nour.on('CHAT_MESSAGE', (message: ChatMessage) => heard.push(message));
    const clientMessageId = randomUUID();
    const first = await send(hamza, { messageType: 'text', content: 'resend me', clientMessageId });
    assert.equal(first.ok, true);
    // The same socket, then a new one (the reconnection), send it again with the same id.
    assert.deepEqual(
      await send(hamza, { messageType: 'text', content: 'resend me', clientMessageId }),
      first,
    );
    const reconnected = open(token, joinQuery());
    const past = await history(reconnected);
    assert.equal(past.filter((message) => message.content === 'resend me').length, 1);
    assert.equal(past.find((message) => message.content === 'resend me')?.clientMessageId, clientMessageId);
    assert.deepEqual(
      await send(reconnected, { messageType: 'text', content: 'resend me', clientMessageId }),
      first,
    );
    // Another id with the same text is another message.
    const second = await send(hamza, {
      messageType: 'text',
      content: 'resend me',
      clientMessageId: randomUUID(),
    });
    assert.equal(second.ok, true);
    assert.notEqual(second.ok && second.id, first.ok && first.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(
      heard.map((message) => message._id),
      [first.ok && first.id, second.ok && second.id],
      'each message broadcast once',
    );
    const rows = await t.db
      .selectFrom('match_chat_messages')
      .select('id')
      .where('content', '=', 'resend me')
      .execute();
    assert.equal(rows.length, 2);
    // The id is checked: not a uuid is refused.
    assert.deepEqual(await send(hamza, { messageType: 'text', content: 'x', clientMessageId: 'abc' }), {
      ok: false,
      code: 4000,
      message: 'clientMessageId must be a uuid',
    });
  });

  test('the user, name, admin flag and time come from the token, never from the payload', async () => {
    const nour = open(await t.tokenFor('nour'), joinQuery({ user_id: seedPlayer('admin').id }));
    await history(nour);
    const echo = nextMessage(nour);
    assert.equal(
      (
        await send(nour, {
          messageType: 'text',
          content: 'I am admin',
          userId: seedPlayer('community-hamza').id,
          username: 'ArenaAdmin',
          isAdmin: true,
          timestamp: '2000-01-01T00:00:00.000Z',
        })
      ).ok,
      true,
    );
    const message = await echo;
    assert.equal(message.userId, seedPlayer('nour').id);
    assert.equal(message.username, 'Nour');
    assert.equal(message.isAdmin, false);
    assert.notEqual(message.timestamp, '2000-01-01T00:00:00.000Z');
  });

  test('a player of another match is refused, disconnected and never hears the room', async () => {
    const intruder = open(await t.tokenFor('community-hala'), joinQuery());
    let heard = false;
    intruder.on('CHAT_MESSAGE', () => {
      heard = true;
    });
    const disconnected = new Promise((resolve) => intruder.once('disconnect', resolve));
    assert.equal((await refusal(intruder)).code, 4003);
    await disconnected;
    const nour = open(await t.tokenFor('nour'), joinQuery());
    await history(nour);
    await send(nour, { messageType: 'text', content: 'private' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(heard, false);

    const response = await upload('community-hala', imageBody(PNG_1X1));
    assert.equal(response.statusCode, 403);
  });

  test('a platform admin may join, read the history and write with the Admin flag', async () => {
    const admin = open(await t.tokenFor('admin'), joinQuery());
    assert.ok((await history(admin)).length > 0);
    const nour = open(await t.tokenFor('nour'), joinQuery());
    await history(nour);
    const atNour = nextMessage(nour);
    assert.equal((await send(admin, { messageType: 'text', content: 'Admins here' })).ok, true);
    const message = await atNour;
    assert.equal(message.isAdmin, true);
    assert.equal(message.username, 'ArenaAdmin');
  });

  test('organizer and support staff join and write as staff; an editor may not', async () => {
    const nour = open(await t.tokenFor('nour'), joinQuery());
    await history(nour);
    for (const key of ['organizer', 'support']) {
      const staff = open(await t.tokenFor(key), joinQuery());
      assert.ok((await history(staff)).length > 0, key);
      const atNour = nextMessage(nour);
      assert.equal((await send(staff, { messageType: 'text', content: `${key} here` })).ok, true, key);
      const message = await atNour;
      assert.deepEqual([message.username, message.isAdmin], [seedPlayer(key).gameName, true]);
    }
    const editor = open(await t.tokenFor('editor'), joinQuery());
    assert.equal((await refusal(editor)).code, 4003);
  });

  test('a staff role revoked while the socket is open stops its next message and disconnects it', async () => {
    const supportId = seedPlayer('support').id;
    const support = open(await t.tokenFor('support'), joinQuery());
    await history(support);
    const disconnected = new Promise((resolve) => support.once('disconnect', resolve));
    await t.db.deleteFrom('staff_roles').where('user_id', '=', supportId).execute();
    try {
      const refused = await send(support, { messageType: 'text', content: 'still staff?' });
      assert.deepEqual(refused, {
        ok: false,
        code: 4003,
        message: 'Only the players of this match can use its chat',
      });
      await disconnected;
    } finally {
      await t.db
        .insertInto('staff_roles')
        .values({ user_id: supportId, role: 'support', granted_by: null })
        .execute();
    }
  });

  test('blank, over-long and malformed messages are refused and not stored', async () => {
    const nour = open(await t.tokenFor('nour'), joinQuery());
    const before = await history(nour);
    let stored = false;
    nour.on('CHAT_MESSAGE', () => {
      stored = true;
    });
    assert.deepEqual(await send(nour, { messageType: 'text', content: '   ' }), {
      ok: false,
      code: 4000,
      message: 'Message is required',
    });
    assert.deepEqual(await send(nour, { messageType: 'text', content: 'x'.repeat(1001) }), {
      ok: false,
      code: 4000,
      message: 'Message must be at most 1000 characters',
    });
    assert.equal((await send(nour, { content: 'no type' })).ok, false);
    assert.equal((await send(nour, { messageType: 'image', content: '' })).ok, false);
    const again = open(await t.tokenFor('nour'), joinQuery());
    assert.equal((await history(again)).length, before.length);
    assert.equal(stored, false);
  });

  test('a NUL character anywhere in a message is refused before the database, and the refusal is logged', async () => {
    const warn = mock.method(t.app.log, 'warn');
    try {
      const storedMessages = async () =>
        (await t.db.selectFrom('match_chat_messages').select('id').execute()).length;
      const count = await storedMessages();
      const nour = open(await t.tokenFor('nour'), joinQuery());
      await history(nour);
      let heard = false;
      nour.on('CHAT_MESSAGE', () => {
        heard = true;
      });
      assert.deepEqual(await send(nour, { messageType: 'text', content: 'private\u0000words' }), {
        ok: false,
        code: 4000,
        message: 'content must not contain the NUL character',
      });
      const withNulName = await send(nour, {
        messageType: 'text',
        content: 'private words',
        username: 'N\u0000',
      });
      assert.equal(withNulName.ok, false);
      assert.equal(await storedMessages(), count);
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal(heard, false);

      const refusals = warn.mock.calls.filter((call) => call.arguments[1] === 'socket message refused');
      assert.equal(refusals.length, 2);
      assert.deepEqual(
        refusals.map((call) => {
          const { event, reason, code, userId } = call.arguments[0] as Record<string, unknown>;
          return { event, reason, code, userId };
        }),
        [
          {
            event: 'CHAT_MESSAGE',
            reason: 'content must not contain the NUL character',
            code: 4000,
            userId: seedPlayer('nour').id,
          },
          {
            event: 'CHAT_MESSAGE',
            reason: 'username must not contain the NUL character',
            code: 4000,
            userId: seedPlayer('nour').id,
          },
        ],
      );
      // The log says why, never what the message said.
      assert.ok(!JSON.stringify(refusals.map((call) => call.arguments)).includes('private'));
    } finally {
      warn.mock.restore();
    }
  });

  test('an image uploaded for this match can be sent; any other image URL is refused', async () => {
    const response = await upload('nour', imageBody(PNG_1X1));
    assert.equal(response.statusCode, 201, response.body);
    const { imageUrl } = response.json().data as { imageUrl: string };
    assert.match(imageUrl, new RegExp(`^${TEST_PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.png$`));
    const served = await t.request({ method: 'GET', url: new URL(imageUrl).pathname });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');

    const nour = open(await t.tokenFor('nour'), joinQuery());
    const hamza = open(await t.tokenFor('community-hamza'), joinQuery());
    await Promise.all([history(nour), history(hamza)]);
    const atHamza = nextMessage(hamza);
    assert.equal((await send(nour, { messageType: 'image', content: '', imageUrl })).ok, true);
    const message = expectShape(chatMessage, await atHamza);
    assert.equal(message.messageType, 'image');
    assert.equal(message.imageUrl, imageUrl);

    // Another player cannot send Nour's upload, nor an outside URL, nor an upload from elsewhere.
    const refused = { ok: false, code: 4000, message: 'The image must be uploaded to this match chat first' };
    assert.deepEqual(await send(hamza, { messageType: 'image', imageUrl }), refused);
    assert.deepEqual(
      await send(nour, { messageType: 'image', imageUrl: 'https://evil.test/uploads/x.png' }),
      refused,
    );
    const profileUpload = await t.db
      .insertInto('uploads')
      .values({
        owner_user_id: seedPlayer('nour').id,
        content_type: 'image/png',
        extension: 'png',
        bytes: Buffer.from('x'),
        byte_size: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      await send(nour, {
        messageType: 'image',
        imageUrl: `${TEST_PUBLIC_URL}/uploads/${profileUpload.id}.png`,
      }),
      refused,
    );
  });

  test('uploads: at most 5 MB, images only, field `image`', async () => {
    const max = 5 * 1024 * 1024;
    const atLimit = await upload(
      'nour',
      multipartBody([{ field: 'image', filename: 'a.png', contentType: 'image/png', bytes: pngOfSize(max) }]),
    );
    assert.equal(atLimit.statusCode, 201, atLimit.body);
    const tooLarge = await upload(
      'nour',
      multipartBody([
        { field: 'image', filename: 'a.png', contentType: 'image/png', bytes: pngOfSize(max + 1) },
      ]),
    );
    assert.equal(tooLarge.statusCode, 413);
    assert.equal(tooLarge.json().message, 'Image size should be less than 5MB');
    const svg = await upload(
      'nour',
      multipartBody([{ field: 'image', filename: 'a.svg', contentType: 'image/svg+xml', bytes: SVG_IMAGE }]),
    );
    assert.equal(svg.statusCode, 415);
    const anonymous = await t.request({
      method: 'POST',
      url: `/v1/chat/${matchId}/BracketMatch/upload-image`,
      ...imageBody(PNG_1X1),
    });
    assert.equal(anonymous.statusCode, 401);
  });

  test(`parallel uploads stop at ${CHAT_IMAGES_PER_MATCH} images per player and match: 25 at once from 15 → 5 stored, 20 refused (4032), no file left behind`, async () => {
    const hamza = seedPlayer('community-hamza').id;
    const room = `BracketMatch:${matchId}`;
    const recorded = async () =>
      Number(
        (
          await t.db
            .selectFrom('match_chat_uploads')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('match_key', '=', room)
            .where('user_id', '=', hamza)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const files = async () =>
      Number(
        (
          await t.db
            .selectFrom('uploads')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('owner_user_id', '=', hamza)
            .executeTakeFirstOrThrow()
        ).count,
      );
    // Hamza has sent 15 images in this match (the same rows the route writes).
    while ((await recorded()) < 15) {
      const { id } = await t.db
        .insertInto('uploads')
        .values({
          owner_user_id: hamza,
          content_type: 'image/png',
          extension: 'png',
          bytes: PNG_1X1,
          byte_size: PNG_1X1.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('match_chat_uploads')
        .values({ upload_id: id, match_key: room, user_id: hamza, created_at: t.now })
        .execute();
    }
    const filesBefore = await files();
    const token = await t.tokenFor('community-hamza');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.request({
          method: 'POST',
          url: `/v1/chat/${matchId}/BracketMatch/upload-image`,
          token,
          ...imageBody(PNG_1X1),
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 403);
    assert.equal(accepted.length, 5, answers.map((answer) => answer.statusCode).join(','));
    assert.equal(refused.length, 20);
    for (const answer of refused) {
      const body = expectShape(errorBody, answer.json());
      assert.equal(body.code, 4032);
      assert.deepEqual(body.details, { limit: CHAT_IMAGES_PER_MATCH });
    }
    assert.equal(await recorded(), CHAT_IMAGES_PER_MATCH);
    assert.equal(await files(), filesBefore + 5, 'a refused upload stores no file');
    // Each accepted image is served and may be sent in the room.
    for (const answer of accepted) {
      const { imageUrl } = answer.json().data as { imageUrl: string };
      assert.equal((await t.request({ method: 'GET', url: new URL(imageUrl).pathname })).statusCode, 200);
    }
  });

  test('untyped rooms are not available yet; unknown matches and types and anonymous sockets are refused', async () => {
    const nour = await t.tokenFor('nour');
    const untyped = await refusal(open(nour, joinQuery({ match_type: 'Match' })));
    assert.equal(untyped.code, 4004);
    assert.equal(untyped.message, 'Match chat is not available yet for this match type');
    const unknownMatchmaking = await refusal(open(nour, joinQuery({ match_type: 'MatchmakingMatch' })));
    assert.equal(unknownMatchmaking.code, 4004);
    assert.equal(unknownMatchmaking.message, 'Match not found');
    assert.equal((await refusal(open(nour, joinQuery({ match_type: 'Other' })))).code, 4000);
    assert.equal((await refusal(open(nour, joinQuery({ match_id: '999999' })))).code, 4004);
    assert.equal((await refusal(open(nour, joinQuery({ match_id: 'abc' })))).code, 4004);
    assert.equal((await refusal(open(nour, {}))).code, 4000);
    const matchmakingUpload = await t.request({
      method: 'POST',
      url: `/v1/chat/${matchId}/MatchmakingMatch/upload-image`,
      token: nour,
      ...imageBody(PNG_1X1),
    });
    assert.equal(matchmakingUpload.statusCode, 404);
    const anonymous = open(undefined, joinQuery());
    const error = await handshakeRefusal(anonymous);
    assert.equal(error.data?.code, 3001);
  });

  test('a player may send at most 10 messages in 10 s, whatever the number of sockets', async () => {
    // A second admin who has not written yet (the seeded players already have in this file).
    const { id } = await t.db
      .insertInto('users')
      .values({ display_name: 'Moderator', game_name: 'Moderator', tag_line: 'MOD', region: 'me1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('staff_roles').values({ user_id: id, role: 'admin', granted_by: null }).execute();
    const token = await createTokenService(TEST_CONFIG.jwtSecret, () => t.now).sign(id);
    const first = open(token, joinQuery());
    const second = open(token, joinQuery());
    await Promise.all([history(first), history(second)]);
    const answers: ChatAnswer[] = [];
    for (let index = 0; index < 11; index += 1) {
      const socket = index % 2 === 0 ? first : second;
      answers.push(await send(socket, { messageType: 'text', content: `spam ${index}` }));
    }
    assert.equal(answers.filter((answer) => answer.ok).length, 10);
    assert.deepEqual(answers[10], { ok: false, code: 4029, message: 'Too many requests, please slow down' });
  });
});
