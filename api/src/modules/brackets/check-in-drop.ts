import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';

/** The audit action of the registrations the bracket pass withdrew for not checking in (the system's, no staff). */
export const CHECK_IN_DROP_ACTION = 'tournament.check_in_drop';

/** What `dropAbsentRegistrations` withdrew, and whom to tell. */
export interface CheckInDrop {
  registrationIds: string[];
  /** The solo players and every current member of the dropped teams. */
  players: string[];
}

/**
 * Check-in that enforces itself (issue 33) for a tournament whose bracket the pass draws (one made before the
 * organizer console, without a `structure`), as the console's start does for the others: the registrations that
 * did not check in by the end of the window (pending or approved; never a rejected or disqualified one) are
 * withdrawn, audited as the system's `tournament.check_in_drop`. Call it in the transaction that draws the bracket,
 * with the tournament row locked, so it happens once, with the bracket, across instances; the caller tells the
 * players once that transaction has committed.
 */
export async function dropAbsentRegistrations(
  trx: Kysely<Database>,
  tournamentId: string,
  now: Date,
): Promise<CheckInDrop> {
  const absent = await trx
    .selectFrom('registrations')
    .select(['id', 'user_id', 'team_id', 'status'])
    .where('tournament_id', '=', tournamentId)
    .where('status', 'in', ['pending', 'approved'])
    .where('disqualified_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
  if (absent.length === 0) return { registrationIds: [], players: [] };

  const teamIds = absent.flatMap((row) => (row.team_id ? [row.team_id] : []));
  const members =
    teamIds.length === 0
      ? []
      : await trx.selectFrom('team_members').select('user_id').where('team_id', 'in', teamIds).execute();
  const registrationIds = absent.map((row) => row.id);
  await trx.deleteFrom('registrations').where('id', 'in', registrationIds).execute();
  await recordStaffAction(trx, {
    staffId: null,
    action: CHECK_IN_DROP_ACTION,
    record: { type: 'tournaments', id: tournamentId },
    before: { registrations: absent.map((row) => ({ id: row.id, status: row.status })) },
    after: { dropped: registrationIds },
    at: now,
  });
  return {
    registrationIds,
    players: [
      ...new Set([
        ...absent.filter((row) => !row.team_id).map((row) => row.user_id),
        ...members.map((row) => row.user_id),
      ]),
    ],
  };
}
