import { apiCall, useSession, type RegistrationState } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const NOT_REGISTERED: RegistrationState = {
  isRegistered: false,
  registrationType: null,
  registration: null,
  currentMatch: null,
};

/** GET /v1/tournaments/me/registered/{tournamentId} (auth): the signed-in player's registration, if any. */
export async function getRegistrationState(
  tournamentId: string,
  signal?: AbortSignal,
): Promise<RegistrationState> {
  try {
    const { data } = await apiCall('GET /v1/tournaments/me/registered/:tournamentId', {
      params: { tournamentId },
      signal,
      // A public page: a stale token reads as not registered rather than leaving for sign-in.
      redirectOnAuthError: false,
    });
    return data;
  } catch (error) {
    // P1 §8: status-check failures are only logged.
    console.error('[tournaments] Failed to check the registration status', error);
    throw error;
  }
}

export function registrationStateQueryKey(tournamentId: string, userId: string) {
  return ['tournaments', 'registration', tournamentId, userId] as const;
}

export function registrationStateQueryOptions(tournamentId: string, userId: string) {
  return queryOptions({
    queryKey: registrationStateQueryKey(tournamentId, userId),
    queryFn: ({ signal }) => getRegistrationState(tournamentId, signal),
  });
}

/** The signed-in player's registration for a tournament; idle (no call) for visitors. */
export function useRegistrationState(tournamentId: string) {
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  const query = useQuery({
    ...registrationStateQueryOptions(tournamentId, userId ?? ''),
    enabled: userId !== null,
  });
  return { ...query, userId };
}
