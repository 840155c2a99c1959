import type { AppContext } from '../../context.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import { payEndedLadders } from './prize-payouts.js';

export type LadderPayoutContext = Pick<AppContext, 'db' | 'clock' | 'realtime' | 'config'>;

/**
 * The ladder payout check: pays the ended ladders that nothing holds any more (`payEndedLadders`, by the app's
 * clock; only `tournamentId` when given), then issues the prize reward codes granted since the last check (a ladder
 * just paid, a bracket's final result) to their holders and tells them. The payments module runs it when the API is
 * ready and every minute; a staff decision on a ladder's match runs it for that ladder at once. Answers the ladders
 * paid.
 *
 * @example await checkLadderPayouts(context, { tournamentId }); // after a dispute of an ended ladder is decided
 */
export async function checkLadderPayouts(
  context: LadderPayoutContext,
  options: { tournamentId?: string } = {},
): Promise<string[]> {
  try {
    return await payEndedLadders(context.db, context.clock(), options);
  } finally {
    // Even when a payout failed: the codes already granted (a bracket's final result) are not held back by it.
    await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));
  }
}
