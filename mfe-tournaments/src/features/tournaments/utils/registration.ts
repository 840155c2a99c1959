import type { RegisteredTournament, Tournament } from '@arena/shared-kit';
import { tabOf } from './list-tabs';

/** The player's registrations by tournament id. */
export function registrationsById(
  entries: readonly RegisteredTournament[] | undefined,
): ReadonlyMap<string, RegisteredTournament> {
  return new Map((entries ?? []).map((entry) => [entry.id, entry]));
}

export interface RegisteredPanelEntry {
  tournament: Tournament;
  registration: RegisteredTournament;
}

/**
 * "Your Registered Tournaments" (P1 §2): the registered tournaments that are live or upcoming, soonest start
 * first. Entries whose tournament the list does not hold are left out (there is no name or poster to show).
 */
export function registeredPanelEntries(
  entries: readonly RegisteredTournament[] | undefined,
  tournaments: readonly Tournament[],
): RegisteredPanelEntry[] {
  const byId = new Map(tournaments.map((tournament) => [tournament.id, tournament]));
  return (entries ?? [])
    .flatMap((registration) => {
      const tournament = byId.get(registration.id);
      const tab = tournament && tabOf(tournament);
      return tournament && (tab === 'live' || tab === 'upcoming') ? [{ tournament, registration }] : [];
    })
    .sort(
      (a, b) =>
        Date.parse(a.tournament.starting_time) - Date.parse(b.tournament.starting_time) ||
        (a.tournament.id < b.tournament.id ? -1 : 1),
    );
}
