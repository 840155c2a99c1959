import {
  api,
  type MatchStatusResponse,
  type MatchVerification,
  type RegistrationState,
} from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Where the caller's current match is read: their team's status for team registrations, else their own. */
export function currentMatchPath(tournamentId: string, registration: RegistrationState): string {
  const tournament = encodeURIComponent(tournamentId);
  const teamId = registration.registration?.team?.id;
  return registration.registrationType === 'team' && teamId
    ? `/v1/tournaments/${tournament}/teams/${encodeURIComponent(teamId)}/status`
    : `/v1/tournaments/${tournament}/player/status`;
}

export function currentMatchQueryKey(tournamentId: string) {
  return ['tournaments', 'current-match', tournamentId] as const;
}

export function currentMatchQueryOptions(tournamentId: string, registration: RegistrationState) {
  return queryOptions({
    queryKey: [...currentMatchQueryKey(tournamentId), registration.registration?.id ?? null] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ data: MatchStatusResponse }>(
        currentMatchPath(tournamentId, registration),
        { signal },
      );
      return data.currentMatch;
    },
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
  const { data } = await api.post<{ data: MatchVerification }>(
    `/v1/tournaments/${encodeURIComponent(tournamentId)}/matches/${matchId}/verify/${encodeURIComponent(tournamentCode)}`,
  );
  return data;
}
