import type { Transaction } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

/** GET /v1/payment/history (P2 §7): the signed-in player's payouts, newest first. */
export async function getPaymentHistory(): Promise<Transaction[]> {
  return (await apiCall('GET /v1/payment/history')).data;
}

export function usePaymentHistory() {
  return useQuery({ queryKey: ['account', 'payments', 'history'], queryFn: getPaymentHistory });
}
