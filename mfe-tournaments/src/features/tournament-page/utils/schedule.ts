import { intlFormatter, intlLocale, type Locale, type Tournament } from '@arena/shared-kit';

export type ScheduleCardKey =
  'registrationPhase' | 'checkingPhase' | 'tournamentStart' | 'matchmakingOpens' | 'matchmakingCloses';

export interface ScheduleCard {
  key: ScheduleCardKey;
  /** ISO 8601. */
  at: string;
}

type ScheduleFields = Pick<
  Tournament,
  | 'tournament_type'
  | 'registration_start_time'
  | 'registration_closed_time'
  | 'checking_time'
  | 'starting_time'
>;

const isDate = (value: string | null | undefined): value is string =>
  Boolean(value) && !Number.isNaN(Date.parse(value as string));

/**
 * The schedule's cards (P1 §2 "Schedule page"): Matchmaking Opens (starting_time) and Matchmaking Closes
 * (registration_closed_time) for matchmaking; otherwise Registration Phase (registration_start_time), Checking
 * Phase (checking_time) and Tournament Start (starting_time, if present). Cards without a valid date are left out.
 */
export function scheduleCards(tournament: ScheduleFields): ScheduleCard[] {
  const cards: [ScheduleCardKey, string | null | undefined][] =
    tournament.tournament_type === 'matchmaking'
      ? [
          ['matchmakingOpens', tournament.starting_time],
          ['matchmakingCloses', tournament.registration_closed_time],
        ]
      : [
          ['registrationPhase', tournament.registration_start_time],
          ['checkingPhase', tournament.checking_time],
          ['tournamentStart', tournament.starting_time],
        ];
  return cards.flatMap(([key, at]) => (isDate(at) ? [{ key, at }] : []));
}

export interface DateParts {
  day: string;
  month: string;
  time: string;
}

/** Day, month and time of a date in the locale, in the viewer's time zone (`21`, `Nov`, `08:00 PM`). */
export function dateParts(iso: string, locale: Locale, timeZone?: string): DateParts {
  const date = new Date(iso);
  const format = (options: Intl.DateTimeFormatOptions) =>
    intlFormatter(Intl.DateTimeFormat, intlLocale(locale), { ...options, timeZone }).format(date);
  return {
    day: format({ day: 'numeric' }),
    month: format({ month: 'short' }),
    time: format({ hour: '2-digit', minute: '2-digit' }),
  };
}
