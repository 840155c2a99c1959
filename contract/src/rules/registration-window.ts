import { type Instant, instantMs } from './instant.js';
import type { TournamentSchedule } from './tournament-phase.js';

/** Whether `time` (ms) lies in [start, end); an invalid date closes the window. */
function isWithin(time: number, start: Instant, end: Instant): boolean {
  return time >= instantMs(start) && time < instantMs(end);
}

/**
 * P1 §5: a matchmaking ladder takes registrations from its registration start until its starting time (the queue
 * opens then). An admin may also close registration (`registration_open` false); that flag is not a date and is
 * checked apart.
 */
export function isRegistrationWindow(
  dates: Pick<TournamentSchedule, 'registration_start_time' | 'starting_time'>,
  now: Instant,
): boolean {
  return isWithin(instantMs(now), dates.registration_start_time, dates.starting_time);
}

/**
 * Whether the tournament takes registrations now, as the API decides them: an admin has not closed registration
 * (`registration_open`), and the dates allow it — a bracket in its registration phase (from registration start
 * until registration close, `tournamentPhase` 'registration'), a matchmaking ladder from its registration start
 * until its starting time (`isRegistrationWindow`; its registration_closed_time is the ladder's end).
 */
export function acceptsRegistrations(
  tournament: TournamentSchedule & { registration_open: boolean; tournament_type: 'bracket' | 'matchmaking' },
  now: Instant,
): boolean {
  if (tournament.registration_open !== true) return false;
  const end =
    tournament.tournament_type === 'matchmaking'
      ? tournament.starting_time
      : tournament.registration_closed_time;
  return isWithin(instantMs(now), tournament.registration_start_time, end);
}
