import { randomBytes } from 'node:crypto';
import type { Locale } from '@arena/contract';
import ical, { type ICalCalendar } from 'ical-generator';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { type CalendarTournament, feedName, tournamentCalendarEvents } from './calendar-events.js';

export type CalendarContext = Pick<AppContext, 'db' | 'config'>;

const PRODUCT_ID = { company: 'MENA Arena', product: 'Tournaments', language: 'EN' } as const;

const tournamentColumns = [
  'id',
  'name',
  'tournament_type',
  'registration_start_time',
  'registration_closed_time',
  'checking_time',
  'starting_time',
  'ends_at',
] as const;

/**
 * ical-generator 10 escapes event texts but writes the calendar's NAME and X-WR-CALNAME as given, so a name with
 * a line break would break the file: escaped here as RFC 5545 TEXT (backslash, semicolon, comma, line break).
 */
export function calendarName(name: string): string {
  return name.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n');
}

/** The portal page of a tournament (first portal origin), written into each event. */
function pageUrl(context: CalendarContext, tournamentId: string): string {
  const origin = context.config.portalOrigins[0] ?? context.config.publicUrl;
  return `${origin}/tournaments/${tournamentId}`;
}

function addTournament(
  context: CalendarContext,
  calendar: ICalCalendar,
  tournament: CalendarTournament,
  locale: Locale,
  stamp: Date,
): void {
  for (const event of tournamentCalendarEvents(tournament, locale, pageUrl(context, tournament.id))) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      stamp,
      summary: event.summary,
      description: event.description,
      url: event.url,
    });
  }
}

/** One tournament's schedule as an iCalendar file (GET /v1/tournaments/{id}/calendar.ics), times in UTC. */
export async function tournamentCalendar(
  context: CalendarContext,
  tournamentId: string,
  locale: Locale,
  now: Date,
): Promise<{ ics: string; fileName: string }> {
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await context.db
    .selectFrom('tournaments')
    .select(tournamentColumns)
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  const name = (locale === 'ar' && tournament.name.ar) || tournament.name.en;
  const calendar = ical({ name: calendarName(name), prodId: PRODUCT_ID });
  addTournament(context, calendar, tournament, locale, now);
  return { ics: calendar.toString(), fileName: `tournament-${tournament.id}.ics` };
}

/** A new feed secret: 32 random bytes, URL-safe. */
function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

function feedUrl(context: CalendarContext, secret: string): string {
  return `${context.config.publicUrl}/v1/calendar/${secret}.ics`;
}

/** The player's feed URL (GET /v1/user/me/calendar), creating the secret on first read. */
export async function calendarFeedUrl(context: CalendarContext, userId: string): Promise<string> {
  await context.db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret: newSecret() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const feed = await context.db
    .selectFrom('calendar_feeds')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return feedUrl(context, feed.secret);
}

/** Replaces the player's feed secret (POST /v1/user/me/calendar/rotate): the old URL answers 404 from now on. */
export async function rotateCalendarFeed(context: CalendarContext, userId: string): Promise<string> {
  const secret = newSecret();
  await context.db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ secret, created_at: new Date() }))
    .execute();
  return feedUrl(context, secret);
}

/**
 * The tournaments a player is in: registered solo or through their team (not rejected), and the ladders they
 * registered for, soonest start first.
 */
async function tournamentsOf(db: Db, userId: string): Promise<CalendarTournament[]> {
  return db
    .selectFrom('tournaments')
    .select(tournamentColumns)
    .where(isPublicTournament)
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          eb
            .selectFrom('registrations')
            .select('registrations.tournament_id')
            .where('registrations.status', '<>', 'rejected')
            .where((inner) =>
              inner.or([
                inner.and([
                  inner('registrations.team_id', 'is', null),
                  inner('registrations.user_id', '=', userId),
                ]),
                inner(
                  'registrations.team_id',
                  'in',
                  inner
                    .selectFrom('team_members')
                    .select('team_members.team_id')
                    .where('team_members.user_id', '=', userId),
                ),
              ]),
            ),
        ),
        eb(
          'id',
          'in',
          eb
            .selectFrom('matchmaking_players')
            .select('matchmaking_players.tournament_id')
            .where('matchmaking_players.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('starting_time')
    .orderBy('id')
    .execute();
}

/**
 * A personal feed (GET /v1/calendar/{secret}.ics): every tournament the secret's owner is in, read afresh on
 * each fetch so a calendar app that subscribed stays current. An unknown (or replaced) secret is 404, and so is
 * the secret of a deactivated account (issue 27): the feed is a key to the account's data like its token.
 */
export async function personalCalendar(
  context: CalendarContext,
  secret: string,
  locale: Locale,
  now: Date,
): Promise<string> {
  const feed = await context.db
    .selectFrom('calendar_feeds')
    .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
    .select('calendar_feeds.user_id')
    .where('calendar_feeds.secret', '=', secret)
    .where('users.deactivated_at', 'is', null)
    .executeTakeFirst();
  if (!feed) throw apiError('notFound', { message: 'Calendar feed not found' });
  const calendar = ical({ name: calendarName(feedName(locale)), prodId: PRODUCT_ID, ttl: 60 * 60 });
  for (const tournament of await tournamentsOf(context.db, feed.user_id)) {
    addTournament(context, calendar, tournament, locale, now);
  }
  return calendar.toString();
}
