import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { json, type Database, type XpSourceKind } from '../../db/schema.js';

/** A database or a transaction: ledger writes join the caller's transaction when there is one. */
export type LedgerExecutor = Db | Transaction<Database>;

/** One gain of XP and loyalty points, credited once per source. */
export interface LedgerGain {
  userId: string;
  sourceKind: XpSourceKind;
  /** The match, mission, tournament or activity id; with the kind, what makes a gain unique per player. */
  sourceId: string;
  xp: number;
  loyaltyPoints: number;
  /** The multipliers applied (see `matchGain`), shown in the sync result. */
  multipliers: Record<string, number>;
  at: Date;
}

/** A player's totals, read from the ledger alone (DESIGN §5: there is no second counter). */
export interface LedgerTotals {
  /** Every season's XP: the profile's XP earned. */
  totalXP: number;
  /** The current pass season's XP: what the pass level and progress read (issue 31). */
  seasonXP: number;
  loyaltyPoints: number;
  /** Matches credited in the ledger. */
  matches: number;
}

/**
 * Credits a gain once: a repeat of the same (player, source kind, source id) — a re-sync, a retried request,
 * a concurrent verify — inserts nothing and answers `inserted: false`. Only a `staff` gain may be negative (a
 * revocation, migration 0025). The loyalty leaderboard's totals follow in
 * this same transaction: triggers on `xp_ledger` (migration 0017) keep them for every writer of the table. The row
 * is stamped with the current pass season by a trigger (migration 0030); a source is still credited once across
 * seasons.
 */
export async function recordGain(db: LedgerExecutor, gain: LedgerGain): Promise<{ inserted: boolean }> {
  const row = await db
    .insertInto('xp_ledger')
    .values({
      user_id: gain.userId,
      source_kind: gain.sourceKind,
      source_id: gain.sourceId,
      xp: gain.xp,
      loyalty_points: gain.loyaltyPoints,
      multipliers: json(gain.multipliers),
      created_at: gain.at,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'source_kind', 'source_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { inserted: row !== undefined };
}

/** Total XP, loyalty points and credited matches of one player. */
export async function ledgerTotals(db: LedgerExecutor, userId: string): Promise<LedgerTotals> {
  const totals = await ledgerTotalsOf(db, [userId]);
  return totals.get(userId) ?? { totalXP: 0, seasonXP: 0, loyaltyPoints: 0, matches: 0 };
}

/** The same totals for several players at once (players without a row are absent from the map). */
export async function ledgerTotalsOf(
  db: LedgerExecutor,
  userIds: readonly string[],
): Promise<Map<string, LedgerTotals>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('xp_ledger')
    .select([
      'user_id',
      sql<number>`coalesce(sum(xp), 0)::int`.as('total_xp'),
      sql<number>`(coalesce(sum(xp) filter (where season_id = (select id from reward_seasons where status = 'current')), 0))::int`.as(
        'season_xp',
      ),
      sql<number>`coalesce(sum(loyalty_points), 0)::int`.as('loyalty_points'),
      sql<number>`(count(*) filter (where source_kind = 'match'))::int`.as('matches'),
    ])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      {
        totalXP: Number(row.total_xp),
        seasonXP: Number(row.season_xp),
        loyaltyPoints: Number(row.loyalty_points),
        matches: Number(row.matches),
      },
    ]),
  );
}
