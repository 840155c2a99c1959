import { apiCall } from '@arena/shared-kit';
import type { RedeemedRewardCode } from '@arena/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/reward-code/me/redeemed (P2 §7): the codes the player holds, newest first, each sealed for them. */
export async function getRedeemedCodes(): Promise<RedeemedRewardCode[]> {
  const { data } = await apiCall('GET /v1/reward-code/me/redeemed');
  return data;
}

export const redeemedCodesQuery = () =>
  queryOptions({ queryKey: ['account', 'reward-codes', 'redeemed'], queryFn: getRedeemedCodes });

/** The signed-in player's reward codes. */
export function useRedeemedCodes() {
  return useQuery(redeemedCodesQuery());
}
