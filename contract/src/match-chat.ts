import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, text } from './primitives.js';

/** Longest text message of a match chat (characters). */
export const CHAT_MESSAGE_MAX = 1000;

/** A match chat's match types (P1 §3); the socket's `match_type` and the upload path take one of them. */
export const chatMatchType = z.enum(['Match', 'MatchmakingMatch', 'BracketMatch']);
export type ChatMatchType = z.infer<typeof chatMatchType>;

/** One match chat message (P1 §3), as the `/match-chat` socket sends it (`CHAT_HISTORY` items, `CHAT_MESSAGE`). */
export const chatMessage = z
  .object({
    _id: z.string(),
    userId: z.string(),
    username: z.string(),
    /** The author is staff of the dispute desk (admin, organizer, support): shown with an Admin badge. */
    isAdmin: z.boolean(),
    messageType: z.enum(['text', 'image']),
    /** The text; for an image message, an optional caption (may be empty). */
    content: z.string(),
    /** Absolute URL of an image message's image; null for text. */
    imageUrl: z.string().nullable(),
    timestamp: isoDate(),
    /** The id the author's client gave the message (`clientMessageId` when sent), so it knows its own. */
    clientMessageId: z.string().optional(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * The id a client gives each chat message it sends (a uuid it generates): sent again after a reconnection when the
 * acknowledgement never came, with the same id, the message is stored once (unique per sender and conversation)
 * and acknowledged as the first time, without a second broadcast. Optional: a message without one is always new.
 */
export const chatClientMessageId = z.uuid('clientMessageId must be a uuid').optional();

/** P1 §7 lists these in a sent message too; the author, the admin flag and the time are the server's. */
const ignoredAuthorFields = {
  clientMessageId: chatClientMessageId,
  userId: text().optional(),
  username: text().optional(),
  isAdmin: z.boolean().optional(),
  timestamp: text().optional(),
};

/**
 * What a client sends as `CHAT_MESSAGE` on `/match-chat`: a text, or an image it uploaded to this match's chat
 * with an optional caption. Only the type, the text and the image URL are used.
 */
export const chatMessageInput = z.discriminatedUnion('messageType', [
  z.object({
    messageType: z.literal('text'),
    content: text()
      .trim()
      .min(1, 'Message is required')
      .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
    /** Sent as null with a text. */
    imageUrl: text().nullish(),
    ...ignoredAuthorFields,
  }),
  z.object({
    messageType: z.literal('image'),
    content: text()
      .trim()
      .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`)
      .nullish()
      .transform((value) => value ?? ''),
    imageUrl: text().min(1, 'imageUrl is required').max(500),
    ...ignoredAuthorFields,
  }),
]);
export type ChatMessageInput = z.input<typeof chatMessageInput>;

export const matchChatEndpoints = defineEndpoints({
  'POST /v1/chat/:matchId/:matchType/upload-image': {
    summary:
      "Upload an image for a match's chat: multipart `image`, PNG/JPEG/GIF/WebP up to 5 MB (a player of the " +
      'match or staff of the dispute desk); only such an upload may be sent as an image message there',
    tag: 'match-chat',
    auth: 'user',
    params: z.object({ matchId: id(), matchType: text().min(1).max(40) }),
    multipart: true,
    refuses: {
      403: "Only the match's players; the chat's image limit (4032) or your storage (4031) is full",
      404: 'No such match',
    },
    response: { 201: dataOf(z.object({ imageUrl: z.string() })) },
  },
});
