import { chatMatchType, matchChatChannel, type ChatMatchType, type ChatMessage } from '@arena/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { apiError } from '../../errors.js';
import { playersOfBracketMatch } from '../matches/match-players.js';
import { isMatchStaff, type StaffHolder, staffRolesOf } from '../../auth/roles.js';
import { isUuid } from '../../auth/authenticate.js';

export type MatchChatContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl' | 'realtime'>;

export const MATCH_CHAT_NAMESPACE = matchChatChannel.namespace;
/** The match types of P1 §3; bracket and matchmaking matches have a chat (`Match` is not available yet). */
export const MATCH_TYPES = chatMatchType.options;
/** The newest messages a joining socket receives as `CHAT_HISTORY` (oldest first). */
export const HISTORY_LIMIT = 100;
/** Chat images: at most 5 MB (P1 §5, §9). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A match's chat room: `{matchType}:{matchId}`, so match types never share a room. */
export interface MatchRoom {
  key: string;
  matchType: ChatMatchType;
  matchId: string;
  tournamentId: string;
}

export function isMatchType(value: unknown): value is ChatMatchType {
  return typeof value === 'string' && (MATCH_TYPES as readonly string[]).includes(value);
}

const matchNotFound = () => apiError('notFound', { message: 'Match not found' });

/**
 * The room of a match when `user` may be in it: one of the match's players, or staff of the dispute desk (admin,
 * organizer, support: `isMatchStaff`), for bracket and matchmaking matches. Untyped (`Match`) chats are refused as not available yet; an unknown match is 404 and
 * anyone else 403.
 */
export async function roomForUser(
  db: Db,
  user: { id: string } & StaffHolder,
  matchType: string,
  matchId: string,
): Promise<MatchRoom> {
  if (!isMatchType(matchType)) {
    throw apiError('validation', {
      message: `match_type must be one of ${MATCH_TYPES.join(', ')}`,
      details: { field: 'match_type' },
    });
  }
  if (matchType === 'MatchmakingMatch') {
    // Read here, as bracket matches are below: the matchmaking module sits above the chat (its dispute desk shows
    // the chat), so the chat never imports it (api/README.md, "Layers").
    const match = isUuid(matchId)
      ? await db
          .selectFrom('matchmaking_matches')
          .select([
            'id',
            'tournament_id',
            'player1_id',
            'player2_id',
            'player1_partner_id',
            'player2_partner_id',
          ])
          .where('id', '=', matchId)
          .executeTakeFirst()
      : undefined;
    if (!match) throw matchNotFound();
    const room = {
      key: `${matchType}:${match.id}`,
      matchType,
      matchId: match.id,
      tournamentId: match.tournament_id,
    };
    // A duo match's partners (issue 33) are players of it too.
    const players = [match.player1_id, match.player2_id, match.player1_partner_id, match.player2_partner_id];
    if (isMatchStaff(user) || players.includes(user.id)) return room;
    throw apiError('forbidden', { message: 'Only the players of this match can use its chat' });
  }
  if (matchType !== 'BracketMatch') {
    throw apiError('notFound', {
      message: 'Match chat is not available yet for this match type',
      details: { matchType },
    });
  }
  if (!/^[1-9][0-9]{0,9}$/.test(matchId) || Number(matchId) > 2_147_483_647) throw matchNotFound();
  const match = await db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select(['bracket_matches.id', 'bracket_stages.tournament_id'])
    .where('bracket_matches.id', '=', Number(matchId))
    .executeTakeFirst();
  if (!match) throw matchNotFound();
  const room = {
    key: `${matchType}:${match.id}`,
    matchType,
    matchId: String(match.id),
    tournamentId: match.tournament_id,
  };
  if (isMatchStaff(user)) return room;
  const players = await playersOfBracketMatch(db, match.tournament_id, match.id);
  if (!players.some((player) => player.userId === user.id)) {
    throw apiError('forbidden', { message: 'Only the players of this match can use its chat' });
  }
  return room;
}

/** The socket.io room of a match chat. */
export function chatRoom(key: string): string {
  return `match-chat:${key}`;
}

interface MessageRow {
  id: string;
  user_id: string;
  message_type: 'text' | 'image';
  content: string;
  image_url: string | null;
  created_at: Date;
  client_message_id: string | null;
  game_name: string;
  staff_roles: StaffHolder['staff_roles'];
}

function toMessageDto(row: MessageRow, assetUrl: MatchChatContext['assetUrl']): ChatMessage {
  return {
    _id: row.id,
    userId: row.user_id,
    username: row.game_name,
    isAdmin: isMatchStaff(row),
    messageType: row.message_type,
    content: row.content,
    imageUrl: row.image_url ? assetUrl(row.image_url) : null,
    timestamp: row.created_at.toISOString(),
    ...(row.client_message_id ? { clientMessageId: row.client_message_id } : {}),
  };
}

function selectMessages(db: Db) {
  return db
    .selectFrom('match_chat_messages')
    .innerJoin('users', 'users.id', 'match_chat_messages.user_id')
    .select([
      'match_chat_messages.id',
      'match_chat_messages.user_id',
      'match_chat_messages.message_type',
      'match_chat_messages.content',
      'match_chat_messages.image_url',
      'match_chat_messages.created_at',
      'match_chat_messages.client_message_id',
      'users.game_name',
      staffRolesOf('users.id').as('staff_roles'),
    ]);
}

/** The newest `HISTORY_LIMIT` messages of a room, oldest first. */
export async function roomHistory(context: MatchChatContext, room: MatchRoom): Promise<ChatMessage[]> {
  const rows = await selectMessages(context.db)
    .where('match_chat_messages.match_key', '=', room.key)
    .orderBy('match_chat_messages.seq', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((row) => toMessageDto(row, context.assetUrl));
}

const UPLOAD_PATH =
  /\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$/;

/**
 * The stored path of an image a message points at, when it is an upload this API issued for this room to this
 * user (as the absolute URL the upload answered with, or its `/uploads/...` path); else a 400.
 */
async function ownChatUpload(
  context: MatchChatContext,
  room: MatchRoom,
  userId: string,
  imageUrl: string,
): Promise<string> {
  const refused = () =>
    apiError('validation', { message: 'The image must be uploaded to this match chat first' });
  const found = UPLOAD_PATH.exec(imageUrl);
  if (!found) throw refused();
  const path = `/uploads/${found[1]}.${found[2]}`;
  if (imageUrl !== path && imageUrl !== context.assetUrl(path)) throw refused();
  const upload = await context.db
    .selectFrom('match_chat_uploads')
    .innerJoin('uploads', 'uploads.id', 'match_chat_uploads.upload_id')
    .select(['uploads.extension'])
    .where('match_chat_uploads.upload_id', '=', found[1])
    .where('match_chat_uploads.match_key', '=', room.key)
    .where('match_chat_uploads.user_id', '=', userId)
    .executeTakeFirst();
  if (!upload || upload.extension !== found[2]) throw refused();
  return path;
}

export type NewChatMessage = (
  { messageType: 'text'; content: string } | { messageType: 'image'; content: string; imageUrl: string }
) & {
  /** The id the client gave the message: a resend with it is the stored message (see `chatClientMessageId`). */
  clientMessageId?: string | undefined;
};

/**
 * Stores a message from `userId` in a room and sends it to everyone there as `CHAT_MESSAGE`. A message whose
 * `clientMessageId` this user already sent in this room is not stored or sent again: the stored one is the answer.
 */
export async function postChatMessage(
  context: MatchChatContext,
  room: MatchRoom,
  userId: string,
  input: NewChatMessage,
): Promise<ChatMessage> {
  const imageUrl =
    input.messageType === 'image' ? await ownChatUpload(context, room, userId, input.imageUrl) : null;
  const inserted = await context.db
    .insertInto('match_chat_messages')
    .values({
      match_key: room.key,
      user_id: userId,
      message_type: input.messageType,
      content: input.content,
      image_url: imageUrl,
      created_at: context.clock(),
      client_message_id: input.clientMessageId ?? null,
    })
    .onConflict((conflict) => conflict.columns(['match_key', 'user_id', 'client_message_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    // A resend (its acknowledgement was lost): the message as first stored, already sent to the room.
    const stored = await selectMessages(context.db)
      .where('match_chat_messages.match_key', '=', room.key)
      .where('match_chat_messages.user_id', '=', userId)
      .where('match_chat_messages.client_message_id', '=', input.clientMessageId!)
      .executeTakeFirstOrThrow();
    return toMessageDto(stored, context.assetUrl);
  }
  const row = await selectMessages(context.db)
    .where('match_chat_messages.id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  const message = toMessageDto(row, context.assetUrl);
  context.realtime.emitToRoom(MATCH_CHAT_NAMESPACE, chatRoom(room.key), 'CHAT_MESSAGE', message);
  return message;
}

/** Chat images one player may upload to one match's chat. */
export const CHAT_IMAGES_PER_MATCH = 20;

/**
 * Refuses (403 4032) a player who already uploaded `CHAT_IMAGES_PER_MATCH` images to this match's chat. The route
 * asks before the upload is read (a player at the limit sends no file for nothing); `recordChatUpload` asks again
 * under the lock, where the answer holds.
 */
export async function assertChatImageQuota(db: Db, room: MatchRoom, userId: string): Promise<void> {
  const { count } = await db
    .selectFrom('match_chat_uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('match_key', '=', room.key)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= CHAT_IMAGES_PER_MATCH) {
    throw apiError('matchImageQuotaExceeded', {
      message: `You can send at most ${CHAT_IMAGES_PER_MATCH} images in this match's chat`,
      details: { limit: CHAT_IMAGES_PER_MATCH },
    });
  }
}

/**
 * Records that an upload was made for a room (so it may be sent there), within the per-match quota: the count and
 * the insert run in one transaction under a lock per player and match (a Postgres advisory lock, so on every API
 * instance), so parallel uploads cannot all pass a count taken before any of them is recorded. Called from
 * `storeUpload`'s transaction (`alongside`), so a refused upload leaves no file behind either.
 */
export async function recordChatUpload(
  db: Db,
  room: MatchRoom,
  userId: string,
  path: string,
  now: Date,
): Promise<void> {
  const found = UPLOAD_PATH.exec(path);
  if (!found) throw apiError('internal');
  const record = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`match-chat-images:${room.key}:${userId}`}, 0))`.execute(
      trx,
    );
    await assertChatImageQuota(trx, room, userId);
    await trx
      .insertInto('match_chat_uploads')
      .values({ upload_id: found[1], match_key: room.key, user_id: userId, created_at: now })
      .execute();
  };
  await (db.isTransaction ? record(db) : db.transaction().execute(record));
}
