import {
  apiCall,
  type MatchStatusResponse,
  type MatchVerification,
  type RegistrationState,
} from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The caller's current match: their team's status for team registrations, else their own. */
export async function getMatchStatus(
  tournamentId: string,
  registration: RegistrationState,
  signal?: AbortSignal,
): Promise<MatchStatusResponse> {
  const teamId = registration.registration?.team?.id;
  const { data } =
    registration.registrationType === 'team' && teamId
      ? await apiCall('GET /v1/tournaments/:id/teams/:teamId/status', {
          params: { id: tournamentId, teamId },
          signal,
        })
      : await apiCall('GET /v1/tournaments/:id/player/status', { params: { id: tournamentId }, signal });
  return data;
}

export function currentMatchQueryKey(tournamentId: string) {
  return ['tournaments', 'current-match', tournamentId] as const;
}

export function currentMatchQueryOptions(tournamentId: string, registration: RegistrationState) {
  return queryOptions({
    queryKey: [...currentMatchQueryKey(tournamentId), registration.registration?.id ?? null] as const,
    queryFn: async ({ signal }) => (await getMatchStatus(tournamentId, registration, signal)).currentMatch,
  });
}

/** GET .../player/status or .../teams/{teamId}/status (auth): the current match, or null. */
export function useCurrentMatch(tournamentId: string, registration: RegistrationState) {
  return useQuery(currentMatchQueryOptions(tournamentId, registration));
}

/** POST /v1/tournaments/{id}/matches/{matchId}/verify/{tournamentCode} (auth). */
export async function verifyMatch(
  tournamentId: string,
  matchId: number,
  tournamentCode: string,
): Promise<MatchVerification> {
  const { data } = await apiCall('POST /v1/tournaments/:id/matches/:matchId/verify/:tournamentCode', {
    params: { id: tournamentId, matchId, tournamentCode },
  });
  return data;
}
