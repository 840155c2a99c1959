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

/**
 * The puuids of a player's duo partners on every ladder, past and present (issue 33): a game played with one on the
 * same side is a premade group for the pass (P2 §1 premade bonus). They are friends, not team members: they make
 * no squad bonus.
 */
export function databaseDuoPartners(db: Db): (puuid: string) => Promise<string[]> {
  return async (puuid) => {
    const rows = await db
      .selectFrom('users as me')
      .innerJoin('matchmaking_duos as duo', (join) =>
        join.on((eb) =>
          eb.or([eb('duo.inviter_id', '=', eb.ref('me.id')), eb('duo.invitee_id', '=', eb.ref('me.id'))]),
        ),
      )
      .innerJoin('users as partner', (join) =>
        join.on((eb) =>
          eb.or([
            eb('partner.id', '=', eb.ref('duo.inviter_id')),
            eb('partner.id', '=', eb.ref('duo.invitee_id')),
          ]),
        ),
      )
      .select('partner.puuid')
      .distinct()
      .where('me.puuid', '=', puuid)
      .where('duo.status', 'in', ['active', 'dissolved'])
      .where('partner.puuid', 'is not', null)
      .where('partner.puuid', '!=', puuid)
      .orderBy('partner.puuid')
      .execute();
    return rows.flatMap((row) => (row.puuid ? [row.puuid] : []));
  };
}

/**
 * Everyone a player plays beside, for the simulation: team members and duo partners (the simulated match history
 * puts some of them on the player's side).
 */
export function databasePlaymates(db: Db): (puuid: string) => Promise<string[]> {
  const team = databaseCompanions(db);
  const duos = databaseDuoPartners(db);
  return async (puuid) => [...new Set([...(await team(puuid)), ...(await duos(puuid))])].sort();
}
