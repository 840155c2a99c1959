/** The phases of a bracket tournament's page (P1 §4), derived from its dates at the moment of asking. */
export type TournamentPhase =
  'pre-registration' | 'registration' | 'post-registration' | 'checking' | 'started';

export interface PhaseSchedule {
  registration_start_time: Date;
  registration_closed_time: Date;
  checking_time: Date;
  starting_time: Date;
}

/**
 * Before registration start: pre-registration; until registration close: registration; until checking time:
 * post-registration; until starting time: checking; afterwards: started. Each boundary belongs to the later phase.
 */
export function tournamentPhase(schedule: PhaseSchedule, now: Date): TournamentPhase {
  const time = now.getTime();
  if (time < schedule.registration_start_time.getTime()) return 'pre-registration';
  if (time < schedule.registration_closed_time.getTime()) return 'registration';
  if (time < schedule.checking_time.getTime()) return 'post-registration';
  if (time < schedule.starting_time.getTime()) return 'checking';
  return 'started';
}

/**
 * The players a side fields: the number before "vs" in the format (`5vs5` → 5, `1vs1` → 1, `5v5` → 5). A format
 * without a leading number counts as solo.
 */
export function teamSizeOf(format: string): number {
  const match = /^\s*(\d+)\s*v/i.exec(format);
  const size = match ? Number(match[1]) : 1;
  return size >= 1 ? size : 1;
}

/** Solo formats (1vs1) take solo registrations; every other format takes teams. */
export function isSoloFormat(format: string): boolean {
  return teamSizeOf(format) === 1;
}
