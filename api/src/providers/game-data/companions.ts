import type { Db } from '../../db/database.js';

/**
 * The accounts a player queues with, for the simulation: the puuids of the other members of the player's teams,
 * in a stable order. (A real provider reads who played from the publisher's matches and needs none of this.)
 */
export function databaseCompanions(db: Db): (puuid: string) => Promise<string[]> {
  return async (puuid) => {
    const rows = await db
      .selectFrom('team_members as mine')
      .innerJoin('users as me', 'me.id', 'mine.user_id')
      .innerJoin('team_members as theirs', 'theirs.team_id', 'mine.team_id')
      .innerJoin('users as companion', 'companion.id', 'theirs.user_id')
      .select('companion.puuid')
      .distinct()
      .where('me.puuid', '=', puuid)
      .where('companion.puuid', 'is not', null)
      .where('companion.puuid', '!=', puuid)
      .orderBy('companion.puuid')
      .execute();
    return rows.flatMap((row) => (row.puuid ? [row.puuid] : []));
  };
}
