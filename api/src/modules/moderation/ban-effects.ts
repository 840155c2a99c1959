import type { Db } from '../../db/database.js';

/** What a ban withdrew the player from: the ladders whose queue they left, the tournaments they left. */
export interface BanWithdrawals {
  queuesLeft: string[];
  registrationsWithdrawn: string[];
}

/**
 * What a ban does besides refusing the player (issue 31), in the ban's transaction:
 * - they leave every ladder queue they are searching in (a match they are already in stays: its opponent claims a
 *   no-show or staff settle it, as for any absent player);
 * - their own registrations (solo ones, a ladder's included) of tournaments that have not started and are not
 *   cancelled are withdrawn, as an unregister would; a ladder registration takes its ladder standing with it. A
 *   rejected registration stays, as the organizer's record. Registrations of tournaments under way stay: the
 *   organizer disqualifies if they must.
 * - Team registrations and team roles stay: the spec gives a ban no effect on teams, and a team is its members'
 *   (the team's other managers still manage it; an organizer may disqualify the team).
 * Unbanning restores none of it: the player registers and queues again.
 */
export async function withdrawBannedPlayer(trx: Db, userId: string, now: Date): Promise<BanWithdrawals> {
  const queues = await trx
    .deleteFrom('matchmaking_queue')
    .where('user_id', '=', userId)
    .returning('tournament_id')
    .execute();
  const withdrawn = await trx
    .deleteFrom('registrations')
    .where('user_id', '=', userId)
    .where('team_id', 'is', null)
    .where('status', '<>', 'rejected')
    .where('tournament_id', 'in', (eb) =>
      eb
        .selectFrom('tournaments')
        .select('id')
        .where('starting_time', '>', now)
        .where('cancelled_at', 'is', null),
    )
    .returning('tournament_id')
    .execute();
  const tournamentIds = withdrawn.map((row) => row.tournament_id);
  if (tournamentIds.length > 0) {
    await trx
      .deleteFrom('matchmaking_players')
      .where('user_id', '=', userId)
      .where('tournament_id', 'in', tournamentIds)
      .execute();
  }
  return {
    queuesLeft: queues.map((row) => row.tournament_id).sort(),
    registrationsWithdrawn: tournamentIds.sort(),
  };
}
