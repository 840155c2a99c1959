import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The bracket matches of one tournament (through their stage), with their stage's type and their round's number: a
 * query to narrow and order (`.where`, `.orderBy`) before it runs. In the caller's transaction when `db` is one.
 *
 * @example const playable = await tournamentBracketMatches(db, tournamentId)
 *            .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
 *            .execute();
 */
export function tournamentBracketMatches(db: Kysely<Database>, tournamentId: string) {
  return db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .innerJoin('bracket_rounds', 'bracket_rounds.id', 'bracket_matches.round_id')
    .select([
      'bracket_matches.id',
      'bracket_matches.stage_id',
      'bracket_matches.status',
      'bracket_matches.opponent1',
      'bracket_matches.opponent2',
      'bracket_stages.type as stage_type',
      'bracket_rounds.number as round',
    ])
    .where('bracket_stages.tournament_id', '=', tournamentId);
}

/** A bracket match's row, or undefined when the match is not one of the tournament's. */
export function tournamentBracketMatch(db: Kysely<Database>, tournamentId: string, matchId: number) {
  return tournamentBracketMatches(db, tournamentId)
    .where('bracket_matches.id', '=', matchId)
    .executeTakeFirst();
}
