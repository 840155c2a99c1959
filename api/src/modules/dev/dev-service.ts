import type { Db } from '../../db/database.js';
import { playersOfBracketMatch } from '../matches/match-players.js';
import { bracketMatchOfCode } from '../matches/matches-service.js';

/**
 * The players (user ids) of the match that uses a tournament code: a ladder match's two (four for duos), or every player of both
 * sides of a bracket match (issue 33: its no-show pass reads the same lobby evidence); undefined for no match.
 */
export async function matchPlayersByCode(db: Db, tournamentCode: string): Promise<string[] | undefined> {
  const ladder = await db
    .selectFrom('matchmaking_matches')
    .select(['player1_id', 'player2_id', 'player1_partner_id', 'player2_partner_id'])
    .where('tournament_code', '=', tournamentCode)
    .executeTakeFirst();
  // A duo match (issue 33) has four.
  if (ladder) {
    return [
      ladder.player1_id,
      ladder.player1_partner_id,
      ladder.player2_id,
      ladder.player2_partner_id,
    ].filter((id): id is string => id !== null);
  }
  const bracket = await bracketMatchOfCode(db, tournamentCode);
  if (!bracket) return undefined;
  const players = await playersOfBracketMatch(db, bracket.tournament_id, bracket.match_id);
  return players.map((player) => player.userId);
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
