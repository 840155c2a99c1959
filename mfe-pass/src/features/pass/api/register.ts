import { apiCall, queryClient } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/menapass/register: registers the signed-in player (error 10027 outside the pass's regions). */
export function register() {
  return apiCall('POST /v1/menapass/register');
}

/** Registers, then reloads the status and progress so the page shows the member's view. */
export function useRegister() {
  return useMutation({
    mutationFn: register,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pass', 'status'] }),
        queryClient.invalidateQueries({ queryKey: ['pass', 'progress'] }),
      ]),
  });
}
