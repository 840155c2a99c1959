import type { TournamentStatus } from '@arena/contract';

export interface TournamentSchedule {
  checking_time: Date;
  starting_time: Date;
  ends_at: Date;
}

/**
 * The status is derived from the schedule at request time and never stored, so it cannot drift:
 * upcoming before the check-in time, check-in until the start, in progress until the end, then completed.
 * (Matchmaking tournaments have no check-in: their check-in time equals their start.)
 */
export function tournamentStatus(schedule: TournamentSchedule, now: Date): TournamentStatus {
  const time = now.getTime();
  if (time < schedule.checking_time.getTime()) return 'upcoming';
  if (time < schedule.starting_time.getTime()) return 'check-in';
  if (time < schedule.ends_at.getTime()) return 'in-progress';
  return 'completed';
}
