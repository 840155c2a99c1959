import { sql } from 'kysely';

/**
 * The condition of a tournament players see (issue 30): published and not cancelled. Every query that answers
 * players or acts for them (lists, pages, registrations, brackets, ladders, calendars, support chat) filters by it,
 * so a draft stays with staff and a cancelled tournament disappears; the passes that run tournaments (drawing
 * brackets, paying prizes, opening check-in) skip the others too. Staff queries leave it out. It names the
 * `tournaments` table, so use it where that table is in the query under its own name.
 *
 * @example db.selectFrom('tournaments').selectAll().where(isPublicTournament).where('id', '=', id)
 */
export const isPublicTournament = sql<boolean>`(tournaments.published_at is not null and tournaments.cancelled_at is null)`;
