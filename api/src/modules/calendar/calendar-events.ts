import type { Locale } from '@arena/contract';
import type { LocalizedValue, TournamentKind } from '../../db/schema.js';

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

type Texts = Record<
  CalendarEventKind,
  { summary: (name: string) => string; description: (name: string) => string }
>;

const TEXTS: Record<Locale, Texts> = {
  en: {
    registration: {
      summary: (name) => `Registration: ${name}`,
      description: (name) => `Registration for ${name} is open.`,
    },
    'check-in': {
      summary: (name) => `Check-in: ${name}`,
      description: (name) => `Check in for ${name} before the tournament starts.`,
    },
    start: {
      summary: (name) => `Tournament starts: ${name}`,
      description: (name) => `${name} starts. Be ready for your first match.`,
    },
    'ladder-opens': {
      summary: (name) => `Ladder opens: ${name}`,
      description: (name) => `The ${name} ladder opens: queue for matches from now on.`,
    },
    'ladder-closes': {
      summary: (name) => `Ladder closes: ${name}`,
      description: (name) => `The ${name} ladder closes: the last moment to queue.`,
    },
  },
  ar: {
    registration: {
      summary: (name) => `التسجيل: ${name}`,
      description: (name) => `التسجيل في ${name} مفتوح.`,
    },
    'check-in': {
      summary: (name) => `تسجيل الحضور: ${name}`,
      description: (name) => `سجّل حضورك في ${name} قبل بدء البطولة.`,
    },
    start: {
      summary: (name) => `انطلاق البطولة: ${name}`,
      description: (name) => `تنطلق ${name}. كن مستعدًا لمباراتك الأولى.`,
    },
    'ladder-opens': {
      summary: (name) => `افتتاح التصنيف: ${name}`,
      description: (name) => `يُفتح تصنيف ${name}: يمكنك البحث عن مباريات من الآن.`,
    },
    'ladder-closes': {
      summary: (name) => `إغلاق التصنيف: ${name}`,
      description: (name) => `يُغلق تصنيف ${name}: آخر موعد للبحث عن مباراة.`,
    },
  },
};

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
  const texts = TEXTS[locale];
  const event = (kind: CalendarEventKind, start: Date, end: Date | null): CalendarEvent => ({
    uid: `${kind}.${tournament.id}@${UID_DOMAIN}`,
    kind,
    start,
    end,
    summary: texts[kind].summary(name),
    description: `${texts[kind].description(name)}\n${pageUrl}`,
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
  return locale === 'ar' ? 'بطولاتي في MENA Arena' : 'My MENA Arena tournaments';
}
