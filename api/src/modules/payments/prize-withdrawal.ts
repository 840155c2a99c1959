import { RefusalReason } from '@arena/contract';
import { refusal } from '../../errors.js';
import type { Executor } from './prize-payouts.js';

/** A prize payout taken back, as the audit row keeps it. */
export interface WithdrawnPayout {
  id: string;
  userId: string;
  position: number;
  amount: number;
  currency: string;
  status: 'Pending' | 'Rejected';
}

/** What `withdrawPrizes` took back: nothing when the tournament's prizes were not awarded. */
export interface WithdrawnPrizes {
  /** Whether the tournament's payout run was undone (its prizes had been awarded). */
  withdrawn: boolean;
  payouts: WithdrawnPayout[];
  /** Reward codes taken back, per holder and type. */
  rewardCodes: { userId: string; type: string; count: number }[];
  /** Everyone who held one of them. */
  holders: string[];
}

const NOTHING: WithdrawnPrizes = { withdrawn: false, payouts: [], rewardCodes: [], holders: [] };

/**
 * Takes back exactly what `createPrizePayouts` awarded for a tournament (issue 33: a final reopened by staff): its
 * payout run marker, the prize payouts it created (one per position) and the prize reward codes it gave, in the
 * caller's transaction (the tournament's row locked), so the next final result awards them afresh, once. A payout
 * already paid (`Completed`: the money left for a bank account or a wallet) cannot be taken back: 409
 * `prizePaidOut` naming that prize, and nothing changes. A `Rejected` payout is taken back with the rest: it is a
 * prize of the result being undone. Answers what was taken back.
 *
 * @example const withdrawn = await withdrawPrizes(trx, tournamentId);
 */
export async function withdrawPrizes(trx: Executor, tournamentId: string): Promise<WithdrawnPrizes> {
  const run = await trx
    .selectFrom('prize_payout_runs')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .forUpdate()
    .executeTakeFirst();
  if (!run) return NOTHING;
  // Locked, so a payout being settled now either finished first (and is refused here) or waits for this to end.
  const payouts = await trx
    .selectFrom('payment_transactions')
    .select(['id', 'user_id', 'position', 'amount', 'currency', 'status', 'payment_method'])
    .where('tournament_id', '=', tournamentId)
    .where('position', 'is not', null)
    .orderBy('position')
    .forUpdate()
    .execute();
  const paid = payouts.find((payout) => payout.status === 'Completed');
  if (paid) {
    throw refusal('conflict', 'A prize of this tournament has been paid out: it cannot be taken back', {
      reason: RefusalReason.prizePaidOut,
      position: paid.position ?? 0,
      amount: Number(paid.amount),
      currency: paid.currency,
      method: paid.payment_method,
    });
  }
  if (payouts.length > 0) {
    await trx
      .deleteFrom('payment_transactions')
      .where(
        'id',
        'in',
        payouts.map((payout) => payout.id),
      )
      .execute();
  }
  const codes = await trx
    .deleteFrom('reward_codes')
    .where('tournament_id', '=', tournamentId)
    .where('source', '=', 'tournament')
    .where('prize_position', 'is not', null)
    .returning(['user_id', 'type'])
    .execute();
  await trx.deleteFrom('prize_payout_runs').where('tournament_id', '=', tournamentId).execute();

  const counted = new Map<string, { userId: string; type: string; count: number }>();
  for (const code of codes) {
    const key = `${code.user_id}:${code.type}`;
    const entry = counted.get(key) ?? { userId: code.user_id, type: code.type, count: 0 };
    entry.count += 1;
    counted.set(key, entry);
  }
  const withdrawnPayouts = payouts.map((payout) => ({
    id: payout.id,
    userId: payout.user_id,
    position: payout.position ?? 0,
    amount: Number(payout.amount),
    currency: payout.currency,
    status: payout.status as 'Pending' | 'Rejected',
  }));
  return {
    withdrawn: true,
    payouts: withdrawnPayouts,
    rewardCodes: [...counted.values()],
    holders: [...new Set([...payouts.map((payout) => payout.user_id), ...codes.map((code) => code.user_id)])],
  };
}
