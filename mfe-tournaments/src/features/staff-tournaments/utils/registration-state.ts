import type { StaffTournament } from '@arena/contract';

/**
 * What the staff desk's Registration column says of a tournament: a completed tournament is over (its registration
 * can be neither closed nor reopened), any other is open or closed by an admin.
 */
export type RegistrationState = 'open' | 'closedByAdmin' | 'completed';

export function registrationState(
  tournament: Pick<StaffTournament, 'status' | 'registration_open'>,
): RegistrationState {
  if (tournament.status === 'completed') return 'completed';
  return tournament.registration_open ? 'open' : 'closedByAdmin';
}
