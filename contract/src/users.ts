import { z } from 'zod';
import { connections } from './connections.js';
import { defineEndpoints } from './endpoint.js';
import { dataOf, displayText, id, messageAnswer, text } from './primitives.js';
import { staffRole } from './staff.js';

/** `rule` (`text()` unless given) whose type error (a missing or non-string field) reads `message`. */
const textOr = (message: string, rule: z.ZodString = text()) =>
  z.string({ error: message }).check(...(rule.def.checks ?? []));

const playerStats = z.object({ completedGames: z.number(), xpEarned: z.number(), loyaltyPoints: z.number() });

/** The signed-in player (P1 §3); `connections` and `discordLinked` come from the linked accounts. */
export const user = z
  .object({
    id: z.string(),
    displayName: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    location: z.string().nullable(),
    email: z.string().nullable(),
    profileImage: z.string().nullable(),
    bannerImage: z.string().nullable(),
    isProfileVisible: z.boolean(),
    /** 0–3: tournaments >= 1, challenges >= 2, rewards >= 3. */
    notificationPreferences: z.number(),
    discordLinked: z.boolean(),
    puuid: z.string().nullable(),
    /** Game account id; its presence means the player has a game account. */
    cpid: z.string().nullable(),
    /** `admin` for a player who holds the admin staff role, `player` otherwise (P1 §3). */
    role: z.string(),
    /** The staff roles the player holds (DESIGN §5), read from the database at each request; `[]` for players. */
    staffRoles: z.array(staffRole),
    riot_id: z.string().nullable(),
    /** Game-account region, e.g. `me1` or `euw1`. */
    region: z.string(),
    stats: playerStats,
    connections: connections.optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

/** Another player's public profile (GET /v1/users/{id}): no email, game-account ids or settings. */
export const publicProfile = z
  .object({
    id: z.string(),
    displayName: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    location: z.string().nullable(),
    profileImage: z.string().nullable(),
    bannerImage: z.string().nullable(),
    region: z.string(),
    stats: playerStats,
    connections,
  })
  .meta({ id: 'PublicProfile' });
export type PublicProfile = z.infer<typeof publicProfile>;

const NOTIFICATION_PREFERENCES_RULE = 'Notification preferences must be a whole number from 0 to 3';

/**
 * The body of PUT /v1/user/me/profile. `location` must also be a country of GET /v1/general/countries (or the
 * player's current location, sent back unchanged): the handler checks that.
 */
export const profileUpdateBody = z.object({
  displayName: textOr('Display name is required', displayText())
    .trim()
    .min(3, 'Display name must be 3 to 32 characters')
    .max(32, 'Display name must be 3 to 32 characters'),
  location: textOr('Location must be a country name or null', displayText()).trim().max(100).nullable(),
  /** `''` or null: no email. */
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254, 'Enter a valid email address')], {
      error: 'Enter a valid email address',
    })
    .nullable(),
  isProfileVisible: z.boolean({ error: 'Profile visibility must be true or false' }),
  /** Count of ticked boxes, 0–3. */
  notificationPreferences: z
    .number({ error: NOTIFICATION_PREFERENCES_RULE })
    .int(NOTIFICATION_PREFERENCES_RULE)
    .min(0, NOTIFICATION_PREFERENCES_RULE)
    .max(3, NOTIFICATION_PREFERENCES_RULE),
});
export type ProfileUpdate = z.input<typeof profileUpdateBody>;

/** The body of POST /v1/user/me/deactivate: the player typed the word `delete`. */
const deactivateBody = z.object(
  { confirm: z.literal('delete', { error: 'Type delete to confirm' }) },
  { error: 'Type delete to confirm' },
);

/** The answer of the current-user calls, the one not wrapped in `data` (P1 §7). */
const userAnswer = z.object({ user });

const profileImageUpload = (what: string) => ({
  summary: `Replace the signed-in player's ${what}: multipart \`image\`, PNG/JPEG/GIF/WebP up to 2 MB`,
  tag: 'users',
  auth: 'user' as const,
  multipart: true as const,
  refuses: { 403: 'Your upload storage is full (4031)' },
  response: { 200: userAnswer },
});

/** The signed-in player's personal calendar feed: a secret URL that lists every tournament they are in. */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const userEndpoints = defineEndpoints({
  'GET /v1/user/me/calendar': {
    summary: "The signed-in player's calendar feed URL (created on first read); keep it secret",
    tag: 'users',
    auth: 'user',
    response: { 200: dataOf(calendarFeed) },
  },
  'POST /v1/user/me/calendar/rotate': {
    summary: "Replace the signed-in player's calendar feed secret: the old URL stops working",
    tag: 'users',
    auth: 'user',
    response: { 200: dataOf(calendarFeed) },
  },
  'GET /v1/calendar/:secret.ics': {
    summary:
      'A personal calendar feed (iCalendar): every tournament the owner of the secret is registered in; ' +
      'language from `?lang=`, else Accept-Language; an unknown secret is 404',
    tag: 'users',
    auth: 'public',
    params: z.object({ secret: id() }),
    querystring: z.object({ lang: z.enum(['ar', 'en']).optional() }),
    refuses: { 404: 'No calendar feed has this address (it was rotated)' },
    response: { 200: z.string().describe('text/calendar (RFC 5545)') },
  },
  'GET /v1/user/me': {
    summary: 'The signed-in player (`{ user }`); a banned player gets 403 code 1002 with the reason',
    tag: 'users',
    auth: 'user',
    response: { 200: userAnswer },
  },
  'PUT /v1/user/me/profile': {
    summary: "Save the signed-in player's settings",
    tag: 'users',
    auth: 'user',
    body: profileUpdateBody,
    refuses: { 400: 'A `location` that is not a country of the list' },
    response: { 200: userAnswer },
  },
  'POST /v1/user/me/profile/image': profileImageUpload('profile image'),
  'POST /v1/user/me/profile/banner': profileImageUpload('banner'),
  'POST /v1/user/me/deactivate': {
    summary: 'Deactivate the account (the data is kept); the player leaves their team',
    tag: 'users',
    auth: 'user',
    body: deactivateBody,
    response: { 200: messageAnswer },
  },
  'GET /v1/users/:id': {
    summary: "A player's public profile; private (except to its owner) and deactivated profiles answer 404",
    tag: 'users',
    auth: 'optional',
    params: z.object({ id: id() }),
    refuses: { 404: 'No such player, or the profile is hidden or deactivated' },
    response: { 200: dataOf(publicProfile) },
  },
});
