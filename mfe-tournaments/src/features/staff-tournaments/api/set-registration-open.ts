import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /v1/admin/tournaments/{id}/registration (platform admins): close or reopen registration. */
export async function setRegistrationOpen(tournamentId: string, open: boolean) {
  const { data } = await apiCall('PATCH /v1/admin/tournaments/:id/registration', {
    params: { id: tournamentId },
    body: { open },
  });
  return data;
}

export function useSetRegistrationOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tournamentId, open }: { tournamentId: string; open: boolean }) =>
      setRegistrationOpen(tournamentId, open),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['tournaments'] }),
  });
}
