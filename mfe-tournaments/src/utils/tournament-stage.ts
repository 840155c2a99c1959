import { tournamentStage, type TournamentStage } from '@arena/contract/rules';
import type { Tournament } from '@arena/shared-kit';

/** What the card's status badge shows: the stage, or completed once the tournament is over. */
export type CardStatus = TournamentStage | 'completed';

/** The card's button (P1 §2): View Details if registered, Register Now if registration is open, else Registration Closed. */
export type CardButton = 'viewDetails' | 'registerNow' | 'registrationClosed';

type Dates = Pick<
  Tournament,
  'registration_start_time' | 'registration_closed_time' | 'checking_time' | 'starting_time'
>;

/** The card's badge: completed tournaments say so; the others show their stage from the dates (P1 §4). */
export function cardStatus(
  tournament: Dates & Pick<Tournament, 'status'>,
  now: number = Date.now(),
): CardStatus {
  return tournament.status === 'completed' ? 'completed' : tournamentStage(tournament, now);
}

/** P1 §2: View Details if registered, Register Now if registration is open, otherwise Registration Closed. */
export function cardButton(isRegistered: boolean, registrationOpen: boolean): CardButton {
  if (isRegistered) return 'viewDetails';
  return registrationOpen ? 'registerNow' : 'registrationClosed';
}
