import { type Instant, instantMs, isBeforeInstant as isBefore } from './instant.js';
import type { TournamentSchedule } from './tournament-phase.js';

/** The stage a tournament's card shows on the list (P1 §4). */
export type TournamentStage = 'upcoming' | 'registration' | 'checkIn' | 'inProgress';

/**
 * Before registration_start_time: Upcoming; before checking_time: Registration Phase; before starting_time: Check-in
 * Phase; else Tournament in Progress. Registration closing plays no part: on the list the registration phase lasts
 * until check-in, and a matchmaking ladder's registration_closed_time is its end, after its start.
 */
export function tournamentStage(
  schedule: Pick<TournamentSchedule, 'registration_start_time' | 'checking_time' | 'starting_time'>,
  now: Instant,
): TournamentStage {
  const time = instantMs(now);
  if (isBefore(time, schedule.registration_start_time)) return 'upcoming';
  if (isBefore(time, schedule.checking_time)) return 'registration';
  if (isBefore(time, schedule.starting_time)) return 'checkIn';
  return 'inProgress';
}
