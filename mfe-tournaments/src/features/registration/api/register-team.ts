import { api, type RegistrationCreated } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/register/{teamId} (auth; the team's owner or an admin). */
export function registerTeam(tournamentId: string, teamId: string): Promise<RegistrationCreated> {
  return api.post<RegistrationCreated>(
    `/v1/tournaments/${encodeURIComponent(tournamentId)}/register/${encodeURIComponent(teamId)}`,
    {},
  );
}
