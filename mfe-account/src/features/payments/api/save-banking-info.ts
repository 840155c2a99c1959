import type { PaymentProfile, PaymentProfileBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingInfoKey } from './get-banking-info';

/** PUT /v1/payment/banking-info (P2 §7): the preferred method and that method's details. */
export async function saveBankingInfo(body: PaymentProfileBody): Promise<PaymentProfile> {
  return (await apiCall('PUT /v1/payment/banking-info', { body })).data;
}

export function useSaveBankingInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankingInfo,
    onSuccess: (profile) => queryClient.setQueryData(bankingInfoKey, profile),
  });
}
