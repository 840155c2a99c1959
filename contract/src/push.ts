import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, isoDate, locale } from './primitives.js';

/**
 * Web Push alerts (issue 32, DESIGN §10): a browser registers its push subscription with the kinds of alerts the
 * player chose on /account/settings; the API pushes the notifications of those kinds, through the job queue.
 */

/**
 * The kinds of alerts a device may take: match alerts (match found, a match's result, its schedule), the lobby code
 * of a bracket match revealed (5 minutes before it), a disputed result (the match went to dispute, staff settled
 * it), the three notification preferences of the settings (tournament updates, challenges, rewards), and support
 * answers (a ticket answered, staff writing in a tournament's support chat while the player is away).
 */
export const pushKind = z.enum([
  'matches',
  'lobby',
  'disputes',
  'tournaments',
  'challenges',
  'rewards',
  'support',
]);
export type PushKind = z.infer<typeof pushKind>;

/** Every kind, in the order the settings list them. */
export const PUSH_KINDS = pushKind.options;

/** How many devices a player may register for alerts at most. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;

/** The longest push service address taken. */
export const PUSH_ENDPOINT_MAX = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** A base64url key of `bytes` bytes (browsers write them unpadded; padding is taken and dropped). */
function base64UrlKey(bytes: number, what: string) {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .regex(BASE64URL, `${what} must be base64url`)
    .transform((value) => value.replace(/=+$/, ''))
    .refine((value) => value.length === length, `${what} must be ${bytes} bytes`);
}

/**
 * What `PushSubscription.toJSON()` gives in the browser, plus the kinds chosen and the language of the alerts (the
 * page's language when alerts were enabled; Arabic when not said).
 */
export const pushSubscriptionBody = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'endpoint must be an http(s) address' })
    .max(PUSH_ENDPOINT_MAX),
  /** The browser's own expiry, when it has one (milliseconds); kept for information only. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes, uncompressed. */
    p256dh: base64UrlKey(65, 'keys.p256dh'),
    /** The shared authentication secret: 16 bytes. */
    auth: base64UrlKey(16, 'keys.auth'),
  }),
  kinds: z
    .array(pushKind)
    .max(PUSH_KINDS.length * 2)
    .transform((kinds) => PUSH_KINDS.filter((kind) => kinds.includes(kind))),
  lang: locale.optional(),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** A device registered for alerts, as its owner reads it (its keys are never answered). */
export const pushSubscription = z
  .object({
    endpoint: z.string(),
    kinds: z.array(pushKind),
    lang: locale,
    createdAt: isoDate(),
    /** The last alert the push service took for this device, or null. */
    lastPushedAt: isoDate().nullable(),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscription = z.infer<typeof pushSubscription>;

/**
 * What a device's service worker receives in a `push` event (JSON): the text in the device's language and the portal
 * path to open on click; `tag` is the notification's id, so a message delivered twice is shown once.
 */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
  lang: locale.optional(),
});
export type PushPayload = z.infer<typeof pushPayload>;

const endpointQuery = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_ENDPOINT_MAX),
});

export const pushEndpoints = defineEndpoints({
  'GET /v1/push/key': {
    summary: "The API's public VAPID key: the browser's `applicationServerKey` for `pushManager.subscribe`",
    tag: 'push',
    auth: 'public',
    response: { 200: dataOf(z.object({ publicKey: z.string() })) },
  },
  'GET /v1/user/me/push-subscriptions': {
    summary:
      "The signed-in player's devices registered for alerts; with `endpoint`, only that device (an empty list when it is not registered)",
    tag: 'push',
    auth: 'user',
    querystring: z.object({ endpoint: endpointQuery.shape.endpoint.optional() }),
    response: { 200: dataOf(z.array(pushSubscription)) },
  },
  'PUT /v1/user/me/push-subscriptions': {
    summary:
      "Register this browser's push subscription for the signed-in player with the kinds of alerts chosen (again: updates its kinds and language; a device another player registered becomes this player's)",
    tag: 'push',
    auth: 'user',
    body: pushSubscriptionBody,
    refuses: {
      409: `The player already has ${PUSH_SUBSCRIPTIONS_MAX} devices registered (details.limit)`,
    },
    response: { 200: dataOf(pushSubscription) },
  },
  'DELETE /v1/user/me/push-subscriptions': {
    summary: "Stop alerts on a device of the signed-in player, by its push subscription's endpoint",
    tag: 'push',
    auth: 'user',
    querystring: endpointQuery,
    refuses: { 404: 'No device of yours has this endpoint' },
    response: { 200: dataOf(z.object({ deleted: z.literal(true) })) },
  },
});
