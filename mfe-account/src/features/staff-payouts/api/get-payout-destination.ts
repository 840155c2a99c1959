import type { PayoutDestinationDetails } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { payoutsKey } from './get-payouts';

/**
 * GET /v1/admin/payouts/{id}/destination (platform admins): every detail of where a payout pays, as frozen. Asked
 * only when the staff member reveals it, never cached beyond the dialog.
 */
export async function getPayoutDestination(id: string): Promise<PayoutDestinationDetails> {
  return (await apiCall('GET /v1/admin/payouts/:id/destination', { params: { id } })).data;
}

export function usePayoutDestination(id: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...payoutsKey, 'destination', id],
    queryFn: () => getPayoutDestination(id),
    gcTime: 0,
    staleTime: 0,
  });
}
