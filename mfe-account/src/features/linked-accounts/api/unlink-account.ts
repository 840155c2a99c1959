import { apiCall, sessionStore } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userWithoutConnection, type LinkProvider } from '../utils/link-providers';
import { linkedAccountQuery } from './get-linked-account';

/** DELETE /v1/{provider}/unlink (P1 §7). */
export function unlinkAccount(provider: LinkProvider) {
  return apiCall(`DELETE /v1/${provider}/unlink`);
}

/**
 * Unlinks an account; on success it shows as not connected, and the session user (header, profile links)
 * loses the connection at once.
 */
export function useUnlinkAccount(provider: LinkProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlinkAccount(provider),
    onSuccess: () => {
      queryClient.setQueryData(linkedAccountQuery(provider).queryKey, null);
      const { user, setUser } = sessionStore.getState();
      if (user) setUser(userWithoutConnection(user, provider));
    },
  });
}
