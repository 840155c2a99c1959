import type { RedeemedRewardCode } from '@arena/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, RewardCodeType } from '../../db/schema.js';
import { notify, type NotifyContext } from '../notifications/notifications-service.js';
import { encryptRewardCode, generateRewardCode, playerRewardKey } from './reward-code-crypto.js';

/** A new code for a player, encrypted under their key: what `reward_codes.code` holds and the player receives. */
export function newPlayerRewardCode(secret: string, playerId: string): string {
  return encryptRewardCode(playerRewardKey(secret, playerId), generateRewardCode());
}

/** A code a player now holds, from a pass mission or a tournament prize. */
export interface RewardCodeGrant {
  userId: string;
  type: RewardCodeType;
  /** `newPlayerRewardCode` of the holder. */
  code: string;
  at: Date;
  origin: { source: 'other'; missionId: string } | { source: 'tournament'; tournamentId: string };
}

/** Records a code a player holds; joins the caller's transaction. */
export async function insertRewardCode(
  db: Db | Transaction<Database>,
  grant: RewardCodeGrant,
): Promise<void> {
  await db
    .insertInto('reward_codes')
    .values({
      user_id: grant.userId,
      type: grant.type,
      source: grant.origin.source,
      mission_id: grant.origin.source === 'other' ? grant.origin.missionId : null,
      tournament_id: grant.origin.source === 'tournament' ? grant.origin.tournamentId : null,
      code: grant.code,
      used_at: grant.at,
    })
    .execute();
}

/**
 * Gives a code to each reward that has none yet (the seed records rewards without codes: it has no secret), and
 * copies a mission's code to the player's completed mission, which the pass progress shows. Safe with several
 * API instances: a reward takes the first code written.
 */
export async function issueMissingRewardCodes(
  db: Db,
  secret: string,
  options: { userId?: string } = {},
): Promise<number> {
  let query = db.selectFrom('reward_codes').select(['id', 'user_id']).where('code', 'is', null);
  if (options.userId) query = query.where('user_id', '=', options.userId);
  const missing = await query.execute();
  let issued = 0;
  for (const reward of missing) {
    const code = newPlayerRewardCode(secret, reward.user_id);
    await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('reward_codes')
        .set({ code })
        .where('id', '=', reward.id)
        .where('code', 'is', null)
        .returning('mission_id')
        .executeTakeFirst();
      if (!updated) return;
      issued += 1;
      if (updated.mission_id)
        await trx
          .updateTable('pass_completed_missions')
          .set({ reward_code: code })
          .where('user_id', '=', reward.user_id)
          .where('mission_id', '=', updated.mission_id)
          .where('reward_code', 'is', null)
          .execute();
    });
  }
  return issued;
}

/** The codes a player holds, newest first (GET /v1/reward-code/me/redeemed). */
export async function redeemedRewardCodes(db: Db, userId: string): Promise<RedeemedRewardCode[]> {
  const rows = await db
    .selectFrom('reward_codes')
    .select(['id', 'code', 'type', 'source', 'tournament_id', 'used_at'])
    .where('user_id', '=', userId)
    .where('code', 'is not', null)
    .$narrowType<{ code: string }>()
    .orderBy('used_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    type: row.type,
    source: row.source,
    tournamentId: row.tournament_id,
    usedAt: row.used_at.toISOString(),
  }));
}

/**
 * Tells the holders of tournament prize codes (P1 §6) that they received them: the codes are written in the
 * transaction that completes a tournament (`createPrizePayouts`), which cannot notify; this runs after it (the
 * payments module's check, when the API is ready and every minute). Each holder's codes are issued under their key
 * first, then one notification per tournament and code type (its `prize-codes:` key makes it once per player even
 * when several instances run this), then the codes are marked notified. Answers how many notifications were written.
 */
export async function notifyPrizeRewardCodes(context: NotifyContext, secret: string): Promise<number> {
  const groups = await context.db
    .selectFrom('reward_codes')
    .select(['user_id', 'tournament_id', 'type', (eb) => eb.fn.countAll<string>().as('count')])
    .where('source', '=', 'tournament')
    .where('notified_at', 'is', null)
    .where('tournament_id', 'is not', null)
    .$narrowType<{ tournament_id: string }>()
    .groupBy(['user_id', 'tournament_id', 'type'])
    .orderBy('user_id')
    .execute();
  let written = 0;
  const issuedFor = new Set<string>();
  for (const group of groups) {
    if (!issuedFor.has(group.user_id)) {
      await issueMissingRewardCodes(context.db, secret, { userId: group.user_id });
      issuedFor.add(group.user_id);
    }
    written += await notify(context, group.user_id, {
      kind: 'reward_code',
      rewardType: group.type,
      tournamentId: group.tournament_id,
      count: Number(group.count),
    });
    await context.db
      .updateTable('reward_codes')
      .set({ notified_at: context.clock() })
      .where('user_id', '=', group.user_id)
      .where('tournament_id', '=', group.tournament_id)
      .where('type', '=', group.type)
      .where('notified_at', 'is', null)
      .execute();
  }
  return written;
}
