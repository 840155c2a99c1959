import type { Db } from '../../db/database.js';

/** The two players of the ladder match that uses a tournament code, or undefined. */
export function ladderMatchPlayersByCode(
  db: Db,
  tournamentCode: string,
): Promise<{ player1_id: string; player2_id: string } | undefined> {
  return db
    .selectFrom('matchmaking_matches')
    .select(['player1_id', 'player2_id'])
    .where('tournament_code', '=', tournamentCode)
    .executeTakeFirst();
}

/** Sets a registered player's ladder points (the load test spreads them); false when they are not registered. */
export async function setLadderPoints(
  db: Db,
  ladderId: string,
  userId: string,
  points: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('matchmaking_players')
    .set({ points })
    .where('tournament_id', '=', ladderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
