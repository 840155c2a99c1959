import { RefusalReason } from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { refusal } from '../../errors.js';

/** How many registrations a tournament holds: every one but the rejected (a rejection frees its place). */
export async function registrationCount(db: Db, tournamentId: string): Promise<number> {
  const { count } = await db
    .selectFrom('registrations')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('tournament_id', '=', tournamentId)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * Refuses a new registration when the tournament is full (409, `tournamentFull`): it holds as many registrations
 * as its capacity (issue 30; no capacity, no limit). Call it with the tournament's row locked in the transaction
 * that inserts the registration, so two players cannot both take the last place.
 */
export async function assertRoomFor(
  db: Db,
  tournament: { id: string; capacity: number | null },
): Promise<void> {
  if (tournament.capacity === null) return;
  if ((await registrationCount(db, tournament.id)) >= tournament.capacity) {
    throw refusal('conflict', 'The tournament is full', {
      reason: RefusalReason.tournamentFull,
      capacity: tournament.capacity,
    });
  }
}
