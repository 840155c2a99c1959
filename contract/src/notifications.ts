import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, locale } from './primitives.js';

/** What a notification is about (the bell shows an icon per type). */
export const notificationType = z.enum(['team_invite', 'tournament_update', 'message', 'other']);
export type NotificationType = z.infer<typeof notificationType>;

/**
 * A notification of the signed-in player (the bell and /account/notifications), written by the code that makes the
 * event (DESIGN §5) in both languages; `title` and `message` come in the reader's language.
 */
export const notification = z
  .object({
    _id: z.string(),
    type: notificationType,
    title: z.string(),
    message: z.string(),
    createdAt: isoDate(),
    read: z.boolean(),
    /** The portal path of the screen the notification concerns (`/account/teams`, `/tournaments/{id}`...). */
    link: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

export const notificationEndpoints = defineEndpoints({
  'GET /v1/notifications': {
    summary:
      "The signed-in player's notifications, newest first (at most 100), in the language of `lang`, else of the Accept-Language header, else English",
    tag: 'notifications',
    auth: 'user',
    querystring: z.object({ lang: locale.optional() }),
    response: { 200: dataOf(z.array(notification)) },
  },
  'PATCH /v1/notifications/read-all': {
    summary: "Mark all of the signed-in player's notifications read; answers how many changed",
    tag: 'notifications',
    auth: 'user',
    response: { 200: dataOf(z.object({ updated: z.number() })) },
  },
  'PATCH /v1/notifications/:id/read': {
    summary: "Mark one of the signed-in player's notifications read (404 code 4004 for anyone else's)",
    tag: 'notifications',
    auth: 'user',
    params: z.object({ id: id() }),
    refuses: { 404: 'No notification of yours has this id' },
    response: { 200: dataOf(notification) },
  },
});
