import { api, type RegistrationCreated } from '@arena/shared-kit';

/** POST /v1/tournaments/{id}/register/solo (auth; 1vs1 tournaments). */
export function registerSolo(tournamentId: string): Promise<RegistrationCreated> {
  return api.post<RegistrationCreated>(
    `/v1/tournaments/${encodeURIComponent(tournamentId)}/register/solo`,
    {},
  );
}
