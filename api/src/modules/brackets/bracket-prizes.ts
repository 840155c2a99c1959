import { BracketsManager } from 'brackets-manager';
import type { BracketOpponentValue } from '../../db/schema.js';
import { createPrizePayouts, type Executor, type PrizeStandings } from '../payments/prize-payouts.js';
import { PostgresBracketStorage } from './bracket-storage.js';
import { swissStandings } from './swiss-pairing.js';

/** brackets-model's "completed" match status. */
const MATCH_COMPLETED = 4;

function isSettled(match: { status: number; opponent1: unknown; opponent2: unknown }): boolean {
  return match.status >= MATCH_COMPLETED || match.opponent1 === null || match.opponent2 === null;
}

function winnerOf(match: { opponent1: BracketOpponentValue | null; opponent2: BracketOpponentValue | null }) {
  if (match.opponent1?.result === 'win') return match.opponent1.id;
  if (match.opponent2?.result === 'win') return match.opponent2.id;
  return null;
}

/**
 * The bracket's participants from first place down once its last stage is over, else null. Elimination stages are
 * ranked by brackets-manager (the consolation final decides third place); round-robin and swiss stages by wins,
 * then Buchholz, then seed, as their standings show. Participants sharing a rank keep the library's order.
 */
async function bracketStandings(db: Executor, tournamentId: string): Promise<number[] | null> {
  const bracket = await db
    .selectFrom('tournament_brackets')
    .select(['main_stage_id', 'next_stage_id'])
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (!bracket) return null;
  const stageId = bracket.next_stage_id ?? bracket.main_stage_id;
  const matches = await db
    .selectFrom('bracket_matches')
    .select(['status', 'opponent1', 'opponent2'])
    .where('stage_id', '=', stageId)
    .execute();
  if (matches.length === 0 || !matches.every(isSettled)) return null;
  const stage = await db
    .selectFrom('bracket_stages')
    .select('type')
    .where('id', '=', stageId)
    .executeTakeFirstOrThrow();
  if (stage.type === 'round_robin') {
    const participants = await db
      .selectFrom('bracket_participants')
      .select('id')
      .where('tournament_id', '=', tournamentId)
      .orderBy('id')
      .execute();
    const games = matches
      .filter((match) => match.opponent1?.id != null)
      .map((match) => ({
        opponent1: match.opponent1!.id!,
        opponent2: match.opponent2?.id ?? null,
        winner: winnerOf(match),
      }));
    return swissStandings(
      participants.map((participant) => participant.id),
      games,
    ).map((standing) => standing.id);
  }
  const standings = await new BracketsManager(new PostgresBracketStorage(db)).get.finalStandings(stageId);
  return [...standings].sort((a, b) => a.rank - b.rank).map((standing) => Number(standing.id));
}

/**
 * Who is paid for each bracket participant: the solo player, or the owner of the team; nobody for a disqualified
 * entrant (its place's prize is not paid to anyone, issue 30).
 */
async function payeesOfParticipants(db: Executor, participantIds: number[]): Promise<(string | null)[]> {
  if (participantIds.length === 0) return [];
  const rows = await db
    .selectFrom('bracket_participants as bp')
    .leftJoin('registrations as r', 'r.id', 'bp.registration_id')
    .leftJoin('team_members as tm', (join) =>
      join.onRef('tm.team_id', '=', 'r.team_id').on('tm.role', '=', 'owner'),
    )
    .select(['bp.id', 'r.user_id', 'r.team_id', 'r.disqualified_at', 'tm.user_id as owner_id'])
    .where('bp.id', 'in', participantIds)
    .execute();
  const payeeOf = new Map(
    rows.map((row) => [row.id, row.disqualified_at ? null : row.team_id ? row.owner_id : row.user_id]),
  );
  return participantIds.map((id) => payeeOf.get(id) ?? null);
}

/**
 * A bracket tournament's payees, first place first (a team's prize goes to its owner), once its last stage is over;
 * else null. A ladder is not a bracket: null.
 */
export const bracketPrizeStandings: PrizeStandings = async (db, tournament) => {
  if (tournament.tournament_type === 'matchmaking') return null;
  const standings = await bracketStandings(db, tournament.id);
  return standings ? payeesOfParticipants(db, standings) : null;
};

/**
 * Pays a bracket tournament's prizes once it is complete (`createPrizePayouts` with its bracket standings): the
 * transaction that records its final result calls it. Answers the payouts created, or null (not complete, or paid).
 *
 * @example await payBracketPrizes(trx, tournamentId, context.clock());
 */
export function payBracketPrizes(
  db: Executor,
  tournamentId: string,
  now: Date = new Date(),
): Promise<number | null> {
  return createPrizePayouts(db, tournamentId, now, bracketPrizeStandings);
}
