import type { Locale } from '@arena/contract';
import type { LocalizedValue, TournamentKind } from '../../db/schema.js';
import { t } from '../../i18n/translate.js';

/** What a tournament's calendar events are made from. */
export interface CalendarTournament {
  id: string;
  name: LocalizedValue;
  tournament_type: TournamentKind;
  registration_start_time: Date;
  registration_closed_time: Date;
  checking_time: Date;
  starting_time: Date;
  ends_at: Date;
}

export type CalendarEventKind = 'registration' | 'check-in' | 'start' | 'ladder-opens' | 'ladder-closes';

/** One event of a tournament's schedule, in one language. `end` null: an instant (a ladder opening or closing). */
export interface CalendarEvent {
  /** Stable across downloads and languages, so re-importing updates the event instead of adding a copy. */
  uid: string;
  kind: CalendarEventKind;
  start: Date;
  end: Date | null;
  summary: string;
  description: string;
  url: string;
}

/** The domain part of every UID (RFC 5545 recommends a globally unique `id@domain`). */
const UID_DOMAIN = 'mena-arena';

/**
 * A tournament's schedule as calendar events, in one language. A bracket tournament: its registration phase
 * (registration start to close), check-in (check-in time to start) and the tournament itself (start to end). A
 * ladder (P1 §5): registration (registration start to starting time), then the moments it opens (starting time)
 * and closes (registration close time) for queueing.
 */
export function tournamentCalendarEvents(
  tournament: CalendarTournament,
  locale: Locale,
  pageUrl: string,
): CalendarEvent[] {
  const name = (locale === 'ar' && tournament.name.ar) || tournament.name.en;
  const event = (kind: CalendarEventKind, start: Date, end: Date | null): CalendarEvent => ({
    uid: `${kind}.${tournament.id}@${UID_DOMAIN}`,
    kind,
    start,
    end,
    summary: t(locale, `calendar:events.${kind}.summary`, { name }),
    description: `${t(locale, `calendar:events.${kind}.description`, { name })}\n${pageUrl}`,
    url: pageUrl,
  });
  if (tournament.tournament_type === 'matchmaking') {
    return [
      event('registration', tournament.registration_start_time, tournament.starting_time),
      event('ladder-opens', tournament.starting_time, null),
      event('ladder-closes', tournament.registration_closed_time, null),
    ];
  }
  return [
    event('registration', tournament.registration_start_time, tournament.registration_closed_time),
    event('check-in', tournament.checking_time, tournament.starting_time),
    event('start', tournament.starting_time, tournament.ends_at),
  ];
}

/** The calendar's own name, in one language. */
export function feedName(locale: Locale): string {
  return t(locale, 'calendar:feedName');
}
