import type { Db } from '../../db/database.js';

/** The same visitor tracking the same code again within this window is not counted twice. */
const DEDUPLICATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Counts a visit with a referral code once per visitor (the keyed hash of their address) and day; a visitor who
 * signs in within the day gets their account added to the visit already counted.
 */
export async function trackReferral(
  db: Db,
  visit: { refCode: string; ipHash: string; userId: string | null; now: Date },
): Promise<void> {
  const { refCode, ipHash, userId, now } = visit;
  const recent = await db
    .selectFrom('referrals')
    .select(['id', 'user_id'])
    .where('ref_code', '=', refCode)
    .where('ip_hash', '=', ipHash)
    .where('created_at', '>', new Date(now.getTime() - DEDUPLICATION_WINDOW_MS))
    .executeTakeFirst();
  if (!recent) {
    await db
      .insertInto('referrals')
      .values({ ref_code: refCode, ip_hash: ipHash, user_id: userId, created_at: now })
      .execute();
  } else if (userId && !recent.user_id) {
    await db.updateTable('referrals').set({ user_id: userId }).where('id', '=', recent.id).execute();
  }
}
