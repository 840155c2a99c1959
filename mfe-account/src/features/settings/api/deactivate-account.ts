import { apiCall } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/user/me/deactivate; the API wants the typed word as `confirm` too. */
export function deactivateAccount() {
  return apiCall('POST /v1/user/me/deactivate', { body: { confirm: 'delete' } });
}

export function useDeactivateAccount() {
  return useMutation({ mutationFn: deactivateAccount });
}
