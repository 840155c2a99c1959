import { type Instant, instantMs } from './instant.js';

/**
 * How a tournament is played (issue 30), as the organizer console sets it: a bracket format, the two-stage formats
 * the portal runs (a group stage or a swiss stage, then a single-elimination playoff), or a matchmaking ladder.
 */
export const STRUCTURE_KINDS = [
  'single_elimination',
  'double_elimination',
  'round_robin',
  'swiss',
  'groups_playoffs',
  'swiss_playoff',
  'ladder',
] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];

/**
 * The public `type` text of each structure (P1 §3): one of the five the tournament page translates, so a
 * tournament made in the console reads like a seeded one. A two-stage structure shows the type of its first
 * stage (the bracket page names the playoff that follows); the brackets' `bracketFormatOf` reads these texts.
 */
const TYPE_TEXT: Record<StructureKind, string> = {
  single_elimination: 'Single Elimination',
  double_elimination: 'Double Elimination',
  round_robin: 'Round Robin',
  swiss: 'Swiss',
  groups_playoffs: 'Round Robin',
  swiss_playoff: 'Swiss',
  ladder: 'Matchmaking',
};

/** The public `type` text of a structure (`Single Elimination`). */
export function structureTypeText(kind: StructureKind): string {
  return TYPE_TEXT[kind];
}

/** `matchmaking` for a ladder, `bracket` for every other structure (the public `tournament_type`). */
export function structureTournamentType(kind: StructureKind): 'bracket' | 'matchmaking' {
  return kind === 'ladder' ? 'matchmaking' : 'bracket';
}

/** The dates of a tournament's schedule, by their names in the tournament's answers. */
export interface ScheduleDates {
  registration_start_time: Instant;
  registration_closed_time: Instant;
  checking_time: Instant;
  starting_time: Instant;
  ends_at: Instant;
}
export type ScheduleField = keyof ScheduleDates;

/** A date out of order: `field` must come after `after` (`orEqual`: or at the same moment). */
export interface ScheduleProblem {
  field: ScheduleField;
  after: ScheduleField;
  orEqual: boolean;
}

/**
 * Each date of a schedule and the one it must follow, in order. A bracket: registration opens, closes, then (at the
 * close or later) check-in opens, then the start, then the end. A ladder registers until its start and plays until
 * its end (its registration close is its end, its check-in time is its start: P1 §2 "Schedule page").
 */
const ORDER: Record<'bracket' | 'matchmaking', readonly ScheduleProblem[]> = {
  bracket: [
    { field: 'registration_closed_time', after: 'registration_start_time', orEqual: false },
    { field: 'checking_time', after: 'registration_closed_time', orEqual: true },
    { field: 'starting_time', after: 'checking_time', orEqual: false },
    { field: 'ends_at', after: 'starting_time', orEqual: false },
  ],
  matchmaking: [
    { field: 'starting_time', after: 'registration_start_time', orEqual: false },
    { field: 'ends_at', after: 'starting_time', orEqual: false },
  ],
};

/**
 * The first date of a schedule that is out of order, or null when they all follow each other (P1 §4). The console
 * and the API name the same field.
 *
 * @example scheduleProblem({ ...dates, checking_time: dates.registration_start_time }, 'bracket') // { field: 'checking_time', after: 'registration_closed_time', orEqual: true }
 */
export function scheduleProblem(
  dates: ScheduleDates,
  tournamentType: 'bracket' | 'matchmaking',
): ScheduleProblem | null {
  for (const rule of ORDER[tournamentType]) {
    const field = instantMs(dates[rule.field]);
    const after = instantMs(dates[rule.after]);
    if (rule.orEqual ? field < after : field <= after) return rule;
  }
  return null;
}
