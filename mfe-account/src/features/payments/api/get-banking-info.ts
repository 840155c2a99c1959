import type { PaymentProfile } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

export const bankingInfoKey = ['account', 'payments', 'banking-info'] as const;

/** GET /v1/payment/banking-info (P2 §7): the signed-in player's own payment profile. */
export async function getBankingInfo(): Promise<PaymentProfile> {
  return (await apiCall('GET /v1/payment/banking-info')).data;
}

export function useBankingInfo() {
  return useQuery({ queryKey: bankingInfoKey, queryFn: getBankingInfo });
}
