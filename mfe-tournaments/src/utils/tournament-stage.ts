import type { Tournament } from '@arena/shared-kit';

/** The stage of a tournament derived from its dates on the list (P1 §4). */
export type TournamentStage = 'upcoming' | 'registration' | 'checkIn' | 'inProgress';

/** What the card's status badge shows: the stage, or completed once the tournament is over. */
export type CardStatus = TournamentStage | 'completed';

/** The card's button (P1 §2): View Details if registered, Register Now if registration is open, else Registration Closed. */
export type CardButton = 'viewDetails' | 'registerNow' | 'registrationClosed';

type Dates = Pick<
  Tournament,
  'registration_start_time' | 'registration_closed_time' | 'checking_time' | 'starting_time'
>;

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? Number.NaN : parsed;
}

/** True when `now` is before a valid date; a missing or invalid date never holds a stage back. */
function isBefore(now: number, value: string | null | undefined): boolean {
  const at = time(value);
  return !Number.isNaN(at) && now < at;
}

/**
 * Before registration_start_time: Upcoming; before checking_time: Registration Phase; before starting_time:
 * Check-in Phase; else Tournament in Progress.
 */
export function tournamentStage(tournament: Dates, now: number = Date.now()): TournamentStage {
  if (isBefore(now, tournament.registration_start_time)) return 'upcoming';
  if (isBefore(now, tournament.checking_time)) return 'registration';
  if (isBefore(now, tournament.starting_time)) return 'checkIn';
  return 'inProgress';
}

/** The card's badge: completed tournaments say so; the others show their stage from the dates. */
export function cardStatus(
  tournament: Dates & Pick<Tournament, 'status'>,
  now: number = Date.now(),
): CardStatus {
  return tournament.status === 'completed' ? 'completed' : tournamentStage(tournament, now);
}

/** Registration is open when the organiser opened it and now lies in [registration_start_time, registration_closed_time). */
export function isRegistrationOpen(
  tournament: Pick<Tournament, 'registration_open' | 'registration_start_time' | 'registration_closed_time'>,
  now: number = Date.now(),
): boolean {
  const start = time(tournament.registration_start_time);
  const close = time(tournament.registration_closed_time);
  return (
    tournament.registration_open === true &&
    !Number.isNaN(start) &&
    !Number.isNaN(close) &&
    start <= now &&
    now < close
  );
}

/** P1 §2: View Details if registered, Register Now if registration is open, otherwise Registration Closed. */
export function cardButton(isRegistered: boolean, registrationOpen: boolean): CardButton {
  if (isRegistered) return 'viewDetails';
  return registrationOpen ? 'registerNow' : 'registrationClosed';
}
