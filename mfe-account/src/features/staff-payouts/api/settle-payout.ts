import type { AdminPayout, SettlePayoutBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsKey } from './get-payouts';

/** PATCH /v1/admin/payouts/{id} (platform admins): a pending payout becomes Completed or Rejected. */
export async function settlePayout(input: { id: string; body: SettlePayoutBody }): Promise<AdminPayout> {
  return (await apiCall('PATCH /v1/admin/payouts/:id', { params: { id: input.id }, body: input.body })).data;
}

export function useSettlePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settlePayout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsKey }),
  });
}
