import type { Db } from './database.js';

/** A player's open ban (`lifted_at` null), as the per-request check and moderation read it. */
export interface OpenBan {
  id: string;
  user_id: string;
  ends_at: Date | null;
}

/**
 * Lifts an open ban whose end has passed, as of that end and by nobody (the ban history shows it ended), and clears
 * the player's `users.banned_at` / `ban_reason` copy in the same transaction. Answers false when it was no longer
 * open (another request, or staff, lifted it first). A ban without an end never ends by itself.
 *
 * @example if (ban.ends_at && ban.ends_at <= now) await liftEndedBan(db, ban);
 */
export async function liftEndedBan(db: Db, ban: OpenBan): Promise<boolean> {
  const endsAt = ban.ends_at;
  if (!endsAt) return false;
  return db.transaction().execute(async (trx) => {
    const lifted = await trx
      .updateTable('player_bans')
      .set({ lifted_at: endsAt })
      .where('id', '=', ban.id)
      .where('lifted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!lifted) return false;
    await clearBanCopy(trx, ban.user_id);
    return true;
  });
}

/** Clears `users.banned_at` and `ban_reason` (the copy of the open ban), once the player has no open ban. */
export async function clearBanCopy(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ banned_at: null, ban_reason: null })
    .where('id', '=', userId)
    .where('banned_at', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('player_bans')
            .select('id')
            .whereRef('player_bans.user_id', '=', 'users.id')
            .where('player_bans.lifted_at', 'is', null),
        ),
      ),
    )
    .execute();
}
