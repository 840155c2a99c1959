import { api } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/user/me/deactivate; the API wants the typed word as `confirm` too. */
export function deactivateAccount(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/v1/user/me/deactivate', { confirm: 'delete' });
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
