import {
  PUSH_KINDS,
  PUSH_SUBSCRIPTIONS_MAX,
  type Locale,
  type PushKind,
  type PushSubscription,
} from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { json, type PushSubscriptionRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';

/** A device's subscription as the browser gives it, with the kinds and language chosen. */
export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  kinds: readonly PushKind[];
  lang?: Locale;
}

const kindsOf = (row: PushSubscriptionRow): PushKind[] =>
  PUSH_KINDS.filter((kind) => (row.kinds as readonly string[]).includes(kind));

export function toPushSubscriptionDto(row: PushSubscriptionRow): PushSubscription {
  return {
    endpoint: row.endpoint,
    kinds: kindsOf(row),
    lang: row.locale,
    createdAt: row.created_at.toISOString(),
    lastPushedAt: row.last_pushed_at?.toISOString() ?? null,
  };
}

/**
 * Refuses a push service address a browser would not give: `http:` only where allowed (a local push service in
 * tests and development, never in production), and never with credentials.
 */
export function checkEndpoint(endpoint: string, allowHttp: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:'))
    throw invalidFields('body', { endpoint: 'The push service address must be https' });
  if (url.username || url.password)
    throw invalidFields('body', { endpoint: 'The push service address must not carry credentials' });
}

/**
 * Registers (or updates) a device for `userId`. The endpoint is one browser profile: registered by another player
 * before (another account signed in on that browser), it becomes this player's. Refused with 409 when the player
 * already has `PUSH_SUBSCRIPTIONS_MAX` other devices. Locked per player so two tabs cannot pass the cap together.
 */
export async function saveSubscription(
  db: Db,
  userId: string,
  input: SubscriptionInput,
  now: Date,
): Promise<PushSubscription> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const others = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where('endpoint', '<>', input.endpoint)
      .executeTakeFirstOrThrow();
    if (Number(others.count) >= PUSH_SUBSCRIPTIONS_MAX) {
      throw apiError('conflict', {
        message: `At most ${PUSH_SUBSCRIPTIONS_MAX} devices may take alerts; turn alerts off on another first`,
        details: { limit: PUSH_SUBSCRIPTIONS_MAX },
      });
    }
    const values = {
      user_id: userId,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      kinds: json([...input.kinds]),
      locale: input.lang ?? 'ar',
      updated_at: now,
    } as const;
    const row = await trx
      .insertInto('push_subscriptions')
      .values({ ...values, endpoint: input.endpoint, created_at: now })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet((eb) => ({
          ...values,
          // A device moving to another player starts afresh.
          created_at: sql<Date>`case when ${eb.ref('push_subscriptions.user_id')} = ${userId}::uuid then ${eb.ref('push_subscriptions.created_at')} else ${now} end`,
          last_pushed_at: sql<Date | null>`case when ${eb.ref('push_subscriptions.user_id')} = ${userId}::uuid then ${eb.ref('push_subscriptions.last_pushed_at')} else null end`,
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toPushSubscriptionDto(row);
  });
}

/** The player's devices (newest first), or only the one with `endpoint`. */
export async function listSubscriptions(
  db: Db,
  userId: string,
  endpoint?: string,
): Promise<PushSubscription[]> {
  let query = db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId);
  if (endpoint) query = query.where('endpoint', '=', endpoint);
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toPushSubscriptionDto);
}

/** Stops alerts on one of the player's devices; anyone else's (or an unknown) endpoint is 404. */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0)
    throw apiError('notFound', { message: 'No device of yours takes alerts at this address' });
}

/** The devices of `userIds` that take `kind`. */
export async function subscriptionsTaking(
  db: Db,
  userIds: readonly string[],
  kind: PushKind,
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', 'in', [...userIds])
    .where(sql<boolean>`kinds @> ${JSON.stringify([kind])}::jsonb`)
    .orderBy('created_at')
    .execute();
}
