import { sessionStore, type User } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { COUNTRIES_QUERY_KEY } from '../api/get-countries';

/**
 * Makes the user an answer carries the session's, so the shell's header avatar and the profile show it at once,
 * and marks this remote's other data stale (team member rows show the player's name and picture too).
 */
export function useApplyUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      sessionStore.getState().setUser(user);
      void queryClient.invalidateQueries({
        queryKey: ['account'],
        predicate: (query) => query.queryKey[1] !== COUNTRIES_QUERY_KEY[1],
      });
    },
    [queryClient],
  );
}
