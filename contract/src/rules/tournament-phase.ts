import { type Instant, instantMs, isBeforeInstant as isBefore } from './instant.js';

/** The dates a tournament's phases follow (P1 §3). */
export interface TournamentSchedule {
  registration_start_time: Instant;
  registration_closed_time: Instant;
  checking_time: Instant;
  starting_time: Instant;
}

/** The phases of a tournament's page (P1 §4), derived from its dates at the moment of asking. */
export type TournamentPhase =
  'preRegistration' | 'registration' | 'postRegistration' | 'checking' | 'started';

/**
 * Before registration start: pre-registration; until registration close: registration; until checking time:
 * post-registration; until starting time: checking; afterwards: started. Each boundary belongs to the later phase.
 */
export function tournamentPhase(schedule: TournamentSchedule, now: Instant): TournamentPhase {
  const time = instantMs(now);
  if (isBefore(time, schedule.registration_start_time)) return 'preRegistration';
  if (isBefore(time, schedule.registration_closed_time)) return 'registration';
  if (isBefore(time, schedule.checking_time)) return 'postRegistration';
  if (isBefore(time, schedule.starting_time)) return 'checking';
  return 'started';
}
