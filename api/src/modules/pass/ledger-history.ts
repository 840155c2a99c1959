import type { LedgerHistoryPage } from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Rows of a player's history per page. */
export const HISTORY_PAGE_SIZE = 20;

/**
 * GET /v1/menapass/history: the player's ledger rows, newest first, a page at a time; a staff grant or revocation
 * carries the reason its staff member wrote (`pass_grants`).
 */
export async function ledgerHistory(db: Db, userId: string, page: number): Promise<LedgerHistoryPage> {
  const limit = HISTORY_PAGE_SIZE;
  const [count, rows] = await Promise.all([
    db
      .selectFrom('xp_ledger')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('xp_ledger')
      .leftJoin('pass_grants', 'pass_grants.ledger_id', 'xp_ledger.id')
      .select([
        'xp_ledger.id',
        'xp_ledger.source_kind',
        'xp_ledger.xp',
        'xp_ledger.loyalty_points',
        'xp_ledger.created_at',
        'pass_grants.reason',
      ])
      .where('xp_ledger.user_id', '=', userId)
      .orderBy('xp_ledger.created_at', 'desc')
      .orderBy(sql`pass_grants.seq desc nulls last`)
      .orderBy('xp_ledger.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);
  const total = Number(count.count);
  return {
    data: rows.map((row) => ({
      id: row.id,
      source: row.source_kind,
      xp: row.xp,
      loyaltyPoints: row.loyalty_points,
      reason: row.reason,
      at: row.created_at.toISOString(),
    })),
    pagination: { total, page, limit, pages: Math.ceil(total / limit) },
  };
}
