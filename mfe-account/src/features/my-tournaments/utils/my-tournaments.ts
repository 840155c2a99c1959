import type { RegisteredTournament, Tournament } from '@arena/shared-kit';

export interface MyTournament {
  tournament: Tournament;
  registration: RegisteredTournament;
}

/** The registrations whose tournament is not among `tournaments` (they are looked up one by one). */
export function missingTournamentIds(
  registrations: readonly RegisteredTournament[],
  tournaments: readonly Tournament[],
): string[] {
  const known = new Set(tournaments.map((tournament) => tournament.id));
  return registrations.map((registration) => registration.id).filter((id) => !known.has(id));
}

/**
 * The cards of My Tournaments: every registration joined with its tournament (registrations without one are
 * left out). Live and upcoming first, soonest start first; then completed ones, latest first.
 */
export function myTournaments(
  registrations: readonly RegisteredTournament[],
  tournaments: readonly Tournament[],
): MyTournament[] {
  const byId = new Map(tournaments.map((tournament) => [tournament.id, tournament]));
  const cards = registrations.flatMap((registration) => {
    const tournament = byId.get(registration.id);
    return tournament ? [{ tournament, registration }] : [];
  });
  const start = (card: MyTournament) => Date.parse(card.tournament.starting_time);
  const active = cards
    .filter((card) => card.tournament.status !== 'completed')
    .sort((a, b) => start(a) - start(b));
  const completed = cards
    .filter((card) => card.tournament.status === 'completed')
    .sort((a, b) => start(b) - start(a));
  return [...active, ...completed];
}
