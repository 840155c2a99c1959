import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, displayText, id, isoDate, localizedText, text } from './primitives.js';
import { chatClientMessageId } from './match-chat.js';

/** Longest ticket subject (characters). */
export const SUPPORT_SUBJECT_MAX = 120;
/** Longest ticket description (characters). */
export const SUPPORT_DESCRIPTION_MAX = 2000;
/** Longest support chat message (characters). */
export const SUPPORT_MESSAGE_MAX = 2000;

/** A player's open live-support ticket for one tournament (GET /v1/discord/tickets/{tournamentId}). */
export const supportTicket = z
  .object({
    ticketId: z.string(),
    channelId: z.string(),
    subject: z.string(),
    description: z.string(),
    tournament_id: z.string(),
  })
  .meta({ id: 'SupportTicket' });
export type SupportTicket = z.infer<typeof supportTicket>;

/** Rich content of a staff reply in the support chat; `color` is `#rrggbb`. */
export const supportEmbed = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  footer: z.string().nullable(),
});
export type SupportEmbed = z.infer<typeof supportEmbed>;

/** One support chat message, as the `/support-chat` socket sends it (`history` items and `message` events). */
export const supportMessage = z
  .object({
    id: z.string(),
    type: z.literal('message'),
    content: z.string(),
    author: z.object({ username: z.string(), avatar: z.string().nullable() }),
    timestamp: isoDate(),
    embed: supportEmbed.optional(),
    /** True for replies from platform staff. */
    isStaff: z.boolean(),
    /** The id the author's client gave the message (`clientMessageId` when sent), so it knows its own. */
    clientMessageId: z.string().optional(),
  })
  .meta({ id: 'SupportMessage' });
export type SupportMessage = z.infer<typeof supportMessage>;

/** A ticket as staff see it (GET /v1/admin/support/tickets). */
export const adminSupportTicket = supportTicket
  .extend({
    status: z.enum(['open', 'closed']),
    created_at: isoDate(),
    player: z.object({
      id: z.string(),
      gameName: z.string(),
      tagLine: z.string(),
      profileImage: z.string().nullable(),
    }),
    tournament: z.object({ id: z.string(), name: localizedText }),
    messagesCount: z.number(),
  })
  .meta({ id: 'AdminSupportTicket' });
export type AdminSupportTicket = z.infer<typeof adminSupportTicket>;

/** The body of POST /v1/discord/create-ticket. */
export const createTicketBody = z.object({
  subject: displayText()
    .trim()
    .min(1, 'Subject is required')
    .max(SUPPORT_SUBJECT_MAX, `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`),
  description: text()
    .trim()
    .min(1, 'Description is required')
    .max(SUPPORT_DESCRIPTION_MAX, `Description must be at most ${SUPPORT_DESCRIPTION_MAX} characters`),
  tournament_id: text().trim().min(1, 'Tournament is required').max(100),
});
export type CreateTicketBody = z.input<typeof createTicketBody>;

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** `#rrggbb` or the integer form chat communities use (0xRRGGBB); stored as `#rrggbb`. */
const embedColor = z
  .union([text().regex(/^#?[0-9a-fA-F]{6}$/, 'Color must be #rrggbb'), z.number().int().min(0).max(0xffffff)])
  .nullish()
  .transform((value) => {
    if (value === null || value === undefined) return null;
    const hex = typeof value === 'number' ? value.toString(16).padStart(6, '0') : value.replace('#', '');
    return `#${hex.toLowerCase()}`;
  });

/** A staff reply's embed: a title, a description or fields at least. */
export const embedBody = z
  .object({
    title: optionalText(256),
    description: optionalText(4096),
    color: embedColor,
    fields: z
      .array(z.object({ name: text().trim().min(1).max(256), value: text().trim().min(1).max(1024) }))
      .max(25)
      .default([]),
    footer: optionalText(2048),
  })
  .refine(
    (embed) => embed.title !== null || embed.description !== null || embed.fields.length > 0,
    'An embed needs a title, a description or fields',
  );

/** The body of POST /v1/admin/support/tickets/{ticketId}/messages: a text, an embed, or both. */
export const staffMessageBody = z
  .object({
    content: text()
      .trim()
      .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`)
      .default(''),
    embed: embedBody.optional(),
  })
  .refine((body) => body.content.length > 0 || body.embed !== undefined, {
    message: 'Message is required',
    path: ['content'],
  });
export type StaffMessageBody = z.input<typeof staffMessageBody>;

/**
 * What a client sends as `message` on `/support-chat`. Only the content is used: the author and the time are the
 * server's (P1 §7 lists type, author and timestamp too).
 */
export const supportMessageInput = z.object({
  content: text()
    .trim()
    .min(1, 'Message is required')
    .max(SUPPORT_MESSAGE_MAX, `Message must be at most ${SUPPORT_MESSAGE_MAX} characters`),
  type: text().optional(),
  author: z.object({ username: text().optional(), avatar: text().nullish() }).optional(),
  timestamp: text().optional(),
  /** Resends of one message carry the same id: stored once (see `chatClientMessageId`). */
  clientMessageId: chatClientMessageId,
});
export type SupportMessageInput = z.input<typeof supportMessageInput>;

const ticketParams = z.object({ ticketId: id() });

export const supportEndpoints = defineEndpoints({
  'POST /v1/discord/create-ticket': {
    summary:
      'Open a live-support ticket for a tournament that offers live chat (one open ticket per tournament)',
    tag: 'support',
    auth: 'user',
    body: createTicketBody,
    refuses: {
      403: 'Live support is not available for this tournament',
      404: 'No such tournament (10001)',
      409: 'You already have an open ticket for this tournament',
    },
    response: { 201: dataOf(supportTicket.pick({ ticketId: true, channelId: true })) },
  },
  'GET /v1/discord/tickets/:tournamentId': {
    summary: "The signed-in player's open ticket for a tournament; 404 when there is none",
    tag: 'support',
    auth: 'user',
    params: z.object({ tournamentId: id() }),
    refuses: { 404: 'You have no open ticket for this tournament' },
    response: { 200: dataOf(supportTicket) },
  },
  'GET /v1/admin/support/tickets': {
    summary: 'Open tickets with their player and tournament, oldest first',
    tag: 'support',
    auth: 'staff',
    staffRoles: ['support'],
    response: { 200: dataOf(z.array(adminSupportTicket)) },
  },
  'POST /v1/admin/support/tickets/:ticketId/messages': {
    summary: "Answer a ticket: a staff message to the ticket's chat",
    tag: 'support',
    auth: 'staff',
    staffRoles: ['support'],
    params: ticketParams,
    body: staffMessageBody,
    refuses: { 404: 'No such ticket', 409: 'The ticket is closed' },
    response: { 201: dataOf(supportMessage) },
  },
  'POST /v1/admin/support/tickets/:ticketId/close': {
    summary: 'Close a ticket; the player may then open a new one',
    tag: 'support',
    auth: 'staff',
    staffRoles: ['support'],
    params: ticketParams,
    refuses: { 404: 'No such ticket' },
    response: { 200: dataOf(adminSupportTicket) },
  },
});
