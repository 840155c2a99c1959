import { RefusalReason } from '@arena/contract';
import type { Kysely } from 'kysely';
import type { BracketOpponentValue, Database } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import { apiError, refusal } from '../../errors.js';
import { tournamentBracketMatch } from './bracket-matches.js';
import { BRACKET_NOT_AVAILABLE, manager, MatchStatus } from './brackets-service.js';

type Executor = Kysely<Database>;

/** The library's refusal to reset a match whose next match has started or been played. */
const LOCKED_BY_LIBRARY = 'The match is locked.';

const laterMatchPlayed = () =>
  refusal('conflict', 'A match that follows from this one has been played', {
    reason: RefusalReason.laterMatchPlayed,
  });

/** Played: a result, not a bye the library completed by itself. */
function wasPlayed(match: { status: number; opponent1: unknown; opponent2: unknown }): boolean {
  return match.status >= MatchStatus.Completed && match.opponent1 !== null && match.opponent2 !== null;
}

/** A side without its result, forfeit or score: as it was before the match was played. */
function unplayed(side: BracketOpponentValue | null) {
  if (side === null) return null;
  return json<BracketOpponentValue>({
    id: side.id,
    ...(side.position !== undefined ? { position: side.position } : {}),
  });
}

/**
 * Resets a played bracket match's result (issue 30): it is playable again and the bracket steps back — the winner
 * (and a double elimination's loser) leave the matches they went on to, a later swiss round paired from it is
 * removed, a playoff filled from its stage is emptied. Only while nothing after it was played: a next match with a
 * result, a later swiss round's game, a playoff game (409 `laterMatchPlayed`); never once the prizes are paid (409
 * `tournamentCompleted`). In the caller's transaction, with the bracket's row locked.
 *
 * @example await resetBracketMatch(trx, { tournamentId, matchId: 12 });
 */
export async function resetBracketMatch(
  trx: Executor,
  input: { tournamentId: string; matchId: number },
): Promise<void> {
  const bracket = await trx
    .selectFrom('tournament_brackets')
    .selectAll()
    .where('tournament_id', '=', input.tournamentId)
    .forUpdate()
    .executeTakeFirst();
  if (!bracket) throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE });
  const match = await tournamentBracketMatch(trx, input.tournamentId, input.matchId);
  if (!match) throw apiError('notFound', { message: 'Match not found' });
  if (!wasPlayed(match)) {
    throw refusal('conflict', 'This match has no result to reset', { reason: RefusalReason.matchNotDecided });
  }
  const paid = await trx
    .selectFrom('prize_payout_runs')
    .select('tournament_id')
    .where('tournament_id', '=', input.tournamentId)
    .executeTakeFirst();
  if (paid) {
    throw refusal('conflict', 'The tournament is over and its prizes are paid', {
      reason: RefusalReason.tournamentCompleted,
    });
  }

  const inMainStage = match.stage_id === bracket.main_stage_id;
  if (inMainStage && bracket.next_stage_id !== null && bracket.next_seeded_at !== null) {
    const playoff = await trx
      .selectFrom('bracket_matches')
      .select(['status', 'opponent1', 'opponent2'])
      .where('stage_id', '=', bracket.next_stage_id)
      .execute();
    if (playoff.some(wasPlayed)) throw laterMatchPlayed();
    await manager(trx).reset.seeding(bracket.next_stage_id);
    await trx
      .updateTable('tournament_brackets')
      .set({ next_seeded_at: null })
      .where('tournament_id', '=', input.tournamentId)
      .execute();
  }

  // A group stage (round robin, swiss): its games lead nowhere by themselves, so the match is simply unplayed.
  if (match.stage_type === 'round_robin') {
    if (bracket.format === 'swiss_bracket' && inMainStage) {
      const later = await trx
        .selectFrom('bracket_matches')
        .innerJoin('bracket_rounds', 'bracket_rounds.id', 'bracket_matches.round_id')
        .select([
          'bracket_matches.status',
          'bracket_matches.opponent1',
          'bracket_matches.opponent2',
          'bracket_rounds.id as round_id',
        ])
        .where('bracket_matches.stage_id', '=', match.stage_id)
        .where('bracket_rounds.number', '>', match.round)
        .execute();
      if (later.some(wasPlayed)) throw laterMatchPlayed();
      const rounds = [...new Set(later.map((game) => game.round_id))];
      // Paired from this result: paired again once it is known (their matches and slots go with them).
      if (rounds.length > 0) await trx.deleteFrom('bracket_rounds').where('id', 'in', rounds).execute();
    }
    await trx
      .updateTable('bracket_matches')
      .set({
        status: MatchStatus.Ready,
        opponent1: unplayed(match.opponent1),
        opponent2: unplayed(match.opponent2),
      })
      .where('id', '=', match.id)
      .execute();
  } else {
    // Scores first: the library keeps them, and a match with a score counts as running, not ready.
    const withoutScore = (side: BracketOpponentValue | null) => {
      if (side === null) return null;
      const { score: _score, ...rest } = side;
      return json<BracketOpponentValue>(rest);
    };
    await trx
      .updateTable('bracket_matches')
      .set({ opponent1: withoutScore(match.opponent1), opponent2: withoutScore(match.opponent2) })
      .where('id', '=', match.id)
      .execute();
    try {
      await manager(trx).reset.matchResults(match.id);
    } catch (error) {
      if (error instanceof Error && error.message === LOCKED_BY_LIBRARY) throw laterMatchPlayed();
      throw error;
    }
  }
  await trx
    .updateTable('bracket_match_schedules')
    .set({ verified_at: null })
    .where('match_id', '=', match.id)
    .execute();
}
