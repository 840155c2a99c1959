import type { ReviewRegistrationBody } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PATCH /v1/admin/tournaments/{id}/registrations/{registrationId} (platform admins): approve, or reject with the
 * reason the player reads in their notification.
 */
export async function reviewRegistration(
  tournamentId: string,
  registrationId: string,
  body: ReviewRegistrationBody,
) {
  const { data } = await apiCall('PATCH /v1/admin/tournaments/:id/registrations/:registrationId', {
    params: { id: tournamentId, registrationId },
    body,
  });
  return data;
}

export function useReviewRegistration(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, ...body }: ReviewRegistrationBody & { registrationId: string }) =>
      reviewRegistration(tournamentId, registrationId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tournaments', 'staff'] }),
  });
}
