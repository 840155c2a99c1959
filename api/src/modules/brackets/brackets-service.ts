import { BracketsManager, type DataTypes } from 'brackets-manager';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { BracketType, TournamentBracket } from '@arena/contract';
import {
  type BracketMatchesTable,
  type BracketOpponentValue,
  type Database,
  json,
  type LocalizedValue,
  type RegistrationStatus,
  type TournamentBracketsTable,
} from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { notify } from '../notifications/notifications-service.js';
import { tournamentBracketMatch, tournamentBracketMatches } from './bracket-matches.js';
import { type BracketPlan, bracketPlan } from './bracket-plan.js';
import { payBracketPrizes } from './bracket-prizes.js';
import { PostgresBracketStorage } from './bracket-storage.js';
import { dropAbsentRegistrations } from './check-in-drop.js';
import { pairSwissRound, type SwissGame, type SwissRoundPairing, swissStandings } from './swiss-pairing.js';

/** The database or a transaction over it. */
type Executor = Kysely<Database>;

/** brackets-model's match `Status`. */
export const MatchStatus = {
  Locked: 0,
  Waiting: 1,
  Ready: 2,
  Running: 3,
  Completed: 4,
  Archived: 5,
} as const;

/** The 404 message of a tournament without a bracket (not started, or not a bracket tournament). */
export const BRACKET_NOT_AVAILABLE = 'The bracket is available when the tournament begins';

const MAIN_STAGE_NAME = 'Main Bracket';
const NEXT_STAGE_NAME = 'Playoffs';

type TournamentBracketRow = Selectable<TournamentBracketsTable>;

/** brackets-manager over our tables, in the given transaction (or the database). */
export function manager(executor: Executor): BracketsManager {
  return new BracketsManager(new PostgresBracketStorage(executor));
}

/** Runs `work` in a transaction, or inside the caller's when `db` already is one. */
function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** Done: played, or with a BYE on one side (a BYE is `null`; a participant still to be decided is `{id: null}`). */
function isSettled(match: { status: number; opponent1: unknown; opponent2: unknown }): boolean {
  return match.status >= MatchStatus.Completed || match.opponent1 === null || match.opponent2 === null;
}

function winnerOf(match: { opponent1: BracketOpponentValue | null; opponent2: BracketOpponentValue | null }) {
  if (match.opponent1?.result === 'win') return match.opponent1.id;
  if (match.opponent2?.result === 'win') return match.opponent2.id;
  return null;
}

// --- Generation -------------------------------------------------------------------------------------------------

/** Participants of a tournament's bracket in seeding order (they are inserted in that order). */
async function participantIds(executor: Executor, tournamentId: string): Promise<number[]> {
  const rows = await executor
    .selectFrom('bracket_participants')
    .select('id')
    .where('tournament_id', '=', tournamentId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

async function addSwissRound(
  executor: Executor,
  stage: { id: number; groupId: number },
  roundNumber: number,
  pairing: SwissRoundPairing,
): Promise<void> {
  const round = await executor
    .insertInto('bracket_rounds')
    .values({ stage_id: stage.id, group_id: stage.groupId, number: roundNumber })
    .returning('id')
    .executeTakeFirstOrThrow();
  const base = { stage_id: stage.id, group_id: stage.groupId, round_id: round.id, child_count: 0 };
  const matches: Insertable<BracketMatchesTable>[] = pairing.pairs.map(([first, second], index) => ({
    ...base,
    number: index + 1,
    status: MatchStatus.Ready,
    opponent1: json<BracketOpponentValue>({ id: first }),
    opponent2: json<BracketOpponentValue>({ id: second }),
  }));
  if (pairing.bye !== null) {
    // A bye is a won match against nobody, so standings (ours and the viewer's) count it as a win.
    matches.push({
      ...base,
      number: matches.length + 1,
      status: MatchStatus.Completed,
      opponent1: json<BracketOpponentValue>({ id: pairing.bye, result: 'win' }),
      opponent2: null,
    });
  }
  await executor.insertInto('bracket_matches').values(matches).execute();
}

/** A swiss stage: round-robin-shaped (one group), with only its first round; later rounds follow the results. */
async function createSwissStage(
  executor: Executor,
  tournamentId: string,
  seeding: number[],
): Promise<number> {
  const stage = await executor
    .insertInto('bracket_stages')
    .values({
      tournament_id: tournamentId,
      name: MAIN_STAGE_NAME,
      type: 'round_robin',
      number: 1,
      settings: json({ size: seeding.length, groupCount: 1, matchesChildCount: 0 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const group = await executor
    .insertInto('bracket_groups')
    .values({ stage_id: stage.id, number: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const firstRound = pairSwissRound(seeding, []);
  if (!firstRound) throw new Error('swiss: the first round cannot be paired');
  await addSwissRound(executor, { id: stage.id, groupId: group.id }, 1, firstRound);
  return stage.id;
}

async function createMainStage(
  executor: Executor,
  tournamentId: string,
  plan: BracketPlan,
  seeding: number[],
): Promise<number> {
  const library = manager(executor);
  const base = { tournamentId, name: MAIN_STAGE_NAME, seedingIds: seeding };
  switch (plan.format) {
    case 'single_elimination':
      return Number(
        (
          await library.create.stage({
            ...base,
            type: 'single_elimination',
            settings: {
              size: plan.size,
              balanceByes: true,
              seedOrdering: ['inner_outer'],
              consolationFinal: plan.thirdPlaceMatch,
            },
          })
        ).id,
      );
    case 'double_elimination':
      return Number(
        (
          await library.create.stage({
            ...base,
            type: 'double_elimination',
            settings: {
              size: plan.size,
              balanceByes: true,
              seedOrdering: ['inner_outer'],
              grandFinal: plan.grandFinal,
            },
          })
        ).id,
      );
    case 'round_robin':
      return Number(
        (
          await library.create.stage({
            ...base,
            type: 'round_robin',
            settings: { groupCount: plan.groups, size: plan.size, seedOrdering: ['groups.seed_optimized'] },
          })
        ).id,
      );
    case 'swiss_bracket':
      return createSwissStage(executor, tournamentId, seeding);
  }
}

/**
 * A bracket tournament's entrants in seeding order: the order an organizer stored (`tournament_seedings`), entrants
 * it does not list (none, once check-in has closed) after them in registration order; without one, registration
 * order.
 */
export function inSeedingOrder<T extends { id: string }>(
  registrations: readonly T[],
  seeded: readonly string[] | null,
): T[] {
  if (!seeded) return [...registrations];
  const rank = new Map(seeded.map((id, index) => [id, index]));
  const at = (registration: T) => rank.get(registration.id) ?? seeded.length;
  // A stable sort: the unlisted keep registration order.
  return [...registrations].sort((a, b) => at(a) - at(b));
}

/**
 * Creates a public tournament's bracket from its checked-in registrations (or those of `statuses`; never a
 * disqualified one), in the seeding an organizer stored or else in registration order, played as its structure says
 * (or, for a tournament made before the console, its `type` text): the main stage and, for group stages, the
 * playoff it leads to (its slots are filled when the main stage is complete). Runs in the caller's transaction and
 * locks the tournament row, so two API instances — or the pass and an organizer — cannot both create one. Returns
 * false when there is nothing to do (a draft or cancelled tournament, not a bracket tournament, a bracket already,
 * fewer than two participants).
 */
export async function createTournamentBracket(
  executor: Executor,
  tournamentId: string,
  options: { statuses?: RegistrationStatus[] } = {},
): Promise<boolean> {
  const statuses = options.statuses ?? ['checked-in'];
  const tournament = await executor
    .selectFrom('tournaments')
    .select(['id', 'type', 'tournament_type', 'structure'])
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .forUpdate()
    .executeTakeFirst();
  if (!tournament || tournament.tournament_type !== 'bracket') return false;
  const existing = await executor
    .selectFrom('tournament_brackets')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  if (existing) return false;

  const registered = await executor
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select(['registrations.id', 'users.game_name', 'teams.name as team_name'])
    .where('registrations.tournament_id', '=', tournamentId)
    .where('registrations.status', 'in', statuses)
    .where('registrations.disqualified_at', 'is', null)
    .orderBy('registrations.created_at')
    .orderBy('registrations.id')
    .execute();
  const seeding = await executor
    .selectFrom('tournament_seedings')
    .select('registration_ids')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  const registrations = inSeedingOrder(registered, seeding?.registration_ids ?? null);
  const plan = bracketPlan({ type: tournament.type, structure: tournament.structure }, registrations.length);
  if (!plan) return false;

  // Inserted in seeding order, so the participants' ids follow it (`participantIds`, the swiss pairing).
  const participants = await executor
    .insertInto('bracket_participants')
    .values(
      registrations.map((registration) => ({
        tournament_id: tournamentId,
        name: registration.team_name ?? registration.game_name,
        registration_id: registration.id,
      })),
    )
    .returning(['id', 'registration_id'])
    .execute();
  const participantOf = new Map(participants.map((row) => [row.registration_id, row.id]));
  const seedingIds = registrations.map((registration) => participantOf.get(registration.id)!);

  const mainStageId = await createMainStage(executor, tournamentId, plan, seedingIds);
  let nextStageId: number | null = null;
  if (plan.next) {
    const stage = await manager(executor).create.stage({
      tournamentId,
      name: NEXT_STAGE_NAME,
      type: plan.next.format,
      settings: { size: plan.next.size, seedOrdering: ['inner_outer'] },
    });
    nextStageId = Number(stage.id);
  }

  await executor
    .insertInto('tournament_brackets')
    .values({
      tournament_id: tournamentId,
      format: plan.format,
      main_stage_id: mainStageId,
      swiss_rounds: plan.swissRounds,
      next_format: plan.next?.format ?? null,
      next_stage_id: nextStageId,
      next_size: plan.next?.size ?? null,
    })
    .execute();
  return true;
}

export interface GenerationReport {
  /** Tournaments that received a bracket. */
  created: string[];
  /** The registrations withdrawn with a bracket for not checking in, by tournament (only tournaments with some). */
  dropped: { tournamentId: string; registrationIds: string[] }[];
  failed: { tournamentId: string; error: unknown }[];
}

/**
 * Creates the brackets of bracket tournaments whose start has passed and which have none yet (each in its own
 * transaction, so one failure does not hold back the others). The API runs it at start and every 30 s. A tournament
 * made in the organizer console (it has a `structure`) is left to its organizer, who seeds and starts it once
 * check-in has closed (issue 30); both paths lock the tournament's row, so they never draw two brackets.
 * Check-in enforces itself as the console's start does (issue 33): with the bracket, in its transaction, the
 * registrations that did not check in are withdrawn (`dropAbsentRegistrations`), and their players are told
 * (`registration_dropped`) once it has committed. A tournament with fewer than two checked in gets no bracket and
 * keeps its registrations, as the console refuses its start.
 */
export async function generateDueBrackets(
  context: Pick<AppContext, 'db' | 'clock' | 'realtime'>,
): Promise<GenerationReport> {
  const due = await context.db
    .selectFrom('tournaments')
    .select('id')
    .where('tournament_type', '=', 'bracket')
    .where('starting_time', '<=', context.clock())
    .where('structure', 'is', null)
    .where(isPublicTournament)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('tournament_brackets')
            .select('tournament_brackets.tournament_id')
            .whereRef('tournament_brackets.tournament_id', '=', 'tournaments.id'),
        ),
      ),
    )
    .orderBy('starting_time')
    .execute();
  const report: GenerationReport = { created: [], dropped: [], failed: [] };
  for (const { id } of due) {
    try {
      const drop = await context.db.transaction().execute(async (trx) => {
        if (!(await createTournamentBracket(trx, id))) return null;
        return dropAbsentRegistrations(trx, id, context.clock());
      });
      if (!drop) continue;
      report.created.push(id);
      if (drop.registrationIds.length > 0) {
        report.dropped.push({ tournamentId: id, registrationIds: drop.registrationIds });
        await notify(context, drop.players, { kind: 'registration_dropped', tournamentId: id });
      }
    } catch (error) {
      report.failed.push({ tournamentId: id, error });
    }
  }
  return report;
}

// --- Results ----------------------------------------------------------------------------------------------------

type StoredMatch = {
  id: number;
  group_id: number;
  round_id: number;
  status: number;
  opponent1: BracketOpponentValue | null;
  opponent2: BracketOpponentValue | null;
};

async function stageMatches(executor: Executor, stageId: number): Promise<StoredMatch[]> {
  return executor
    .selectFrom('bracket_matches')
    .select(['id', 'group_id', 'round_id', 'status', 'opponent1', 'opponent2'])
    .where('stage_id', '=', stageId)
    .orderBy('id')
    .execute();
}

function toSwissGames(matches: StoredMatch[]): SwissGame[] {
  return matches
    .filter((match) => match.opponent1?.id != null)
    .map((match) => ({
      opponent1: match.opponent1!.id!,
      opponent2: match.opponent2?.id ?? null,
      winner: winnerOf(match),
    }));
}

/** The participants of a tournament's bracket whose registration staff disqualified (issue 30). */
export async function disqualifiedParticipants(
  executor: Executor,
  tournamentId: string,
): Promise<Set<number>> {
  const rows = await executor
    .selectFrom('bracket_participants')
    .innerJoin('registrations', 'registrations.id', 'bracket_participants.registration_id')
    .select('bracket_participants.id')
    .where('bracket_participants.tournament_id', '=', tournamentId)
    .where('registrations.disqualified_at', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Swiss: when the latest round is finished, pairs the next one (if rounds remain and a pairing exists); a
 * disqualified participant is paired no more.
 */
async function advanceSwiss(executor: Executor, bracket: TournamentBracketRow): Promise<boolean> {
  const matches = await stageMatches(executor, bracket.main_stage_id);
  if (!matches.every(isSettled)) return false;
  const rounds = await executor
    .selectFrom('bracket_rounds')
    .select(['id', 'group_id', 'number'])
    .where('stage_id', '=', bracket.main_stage_id)
    .orderBy('number')
    .execute();
  if (rounds.length >= (bracket.swiss_rounds ?? 0)) return false;
  const pairing = pairSwissRound(
    await participantIds(executor, bracket.tournament_id),
    toSwissGames(matches),
    await disqualifiedParticipants(executor, bracket.tournament_id),
  );
  if (!pairing) return false;
  await addSwissRound(
    executor,
    { id: bracket.main_stage_id, groupId: rounds[0].group_id },
    rounds.length + 1,
    pairing,
  );
  return true;
}

/**
 * Who goes on to the playoff: each group's standings (wins, then Buchholz, then seed), taken rank by rank — every
 * group's first, then every group's second... — the best record first within a rank, until the `seats` are filled;
 * a disqualified participant never qualifies. With one group, its best `seats`. A seat nobody fills is a bye (null).
 */
function playoffQualifiers(
  participants: readonly number[],
  matches: StoredMatch[],
  seats: number,
  disqualified: ReadonlySet<number>,
): (number | null)[] {
  const groupIds = [...new Set(matches.map((match) => match.group_id))].sort((a, b) => a - b);
  const groups = groupIds.map((groupId) => {
    const games = toSwissGames(matches.filter((match) => match.group_id === groupId));
    const members = new Set(games.flatMap((game) => [game.opponent1, game.opponent2]));
    return swissStandings(
      participants.filter((id) => members.has(id)),
      games,
    ).filter((entry) => !disqualified.has(entry.id));
  });
  const qualified: (number | null)[] = [];
  const deepest = Math.max(0, ...groups.map((standings) => standings.length));
  for (let rank = 0; rank < deepest && qualified.length < seats; rank += 1) {
    const tier = groups
      .map((standings) => standings[rank])
      .filter((entry): entry is NonNullable<typeof entry> => entry !== undefined)
      .sort((a, b) => b.wins - a.wins || b.buchholz - a.buchholz);
    for (const entry of tier) if (qualified.length < seats) qualified.push(entry.id);
  }
  while (qualified.length < seats) qualified.push(null);
  return qualified;
}

/** Fills the next stage's slots with the best of the main stage once every main-stage match is settled. */
async function seedNextStage(executor: Executor, bracket: TournamentBracketRow): Promise<boolean> {
  if (bracket.next_stage_id === null || bracket.next_seeded_at !== null || !bracket.next_size) return false;
  const matches = await stageMatches(executor, bracket.main_stage_id);
  if (!matches.every(isSettled)) return false;
  const qualified = playoffQualifiers(
    await participantIds(executor, bracket.tournament_id),
    matches,
    bracket.next_size,
    await disqualifiedParticipants(executor, bracket.tournament_id),
  );
  const library = manager(executor);
  await library.update.seedingIds(bracket.next_stage_id, qualified);
  // An empty seat would wait for someone forever: confirmed, it becomes a bye.
  if (qualified.includes(null)) await library.update.confirmSeeding(bracket.next_stage_id);
  await executor
    .updateTable('tournament_brackets')
    .set({ next_seeded_at: sql<Date>`now()` })
    .where('tournament_id', '=', bracket.tournament_id)
    .execute();
  return true;
}

/** How a match was decided beyond its winner. */
export interface ResultDetails {
  /** The loser forfeited (an organizer's forfeit, a disqualification): the bracket shows it. */
  forfeit?: boolean;
  /** The scores to show, the winner's first. */
  scores?: { winner: number; loser: number };
}

/** The bracket's row, locked: results of one tournament are applied one at a time. */
async function lockedBracket(trx: Executor, tournamentId: string): Promise<TournamentBracketRow> {
  const bracket = await trx
    .selectFrom('tournament_brackets')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .forUpdate()
    .executeTakeFirst();
  if (!bracket) throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE });
  return bracket;
}

/**
 * Records a playable match's winner through brackets-manager (which moves winners and, in double elimination,
 * losers on) and advances the bracket: a finished swiss round gets the next one paired; a finished group stage
 * fills the playoff.
 */
async function applyResult(
  trx: Executor,
  bracket: TournamentBracketRow,
  match: { id: number; opponent1: BracketOpponentValue | null },
  winnerParticipantId: number,
  details: ResultDetails,
): Promise<{ swissRoundCreated: boolean; nextStageSeeded: boolean }> {
  const firstWon = winnerParticipantId === match.opponent1?.id;
  const side = (won: boolean) => ({
    ...(won ? { result: 'win' as const } : details.forfeit ? { forfeit: true } : { result: 'loss' as const }),
    ...(details.scores ? { score: won ? details.scores.winner : details.scores.loser } : {}),
  });
  await manager(trx).update.match({ id: match.id, opponent1: side(firstWon), opponent2: side(!firstWon) });
  const swissRoundCreated = bracket.format === 'swiss_bracket' ? await advanceSwiss(trx, bracket) : false;
  const nextStageSeeded = await seedNextStage(trx, bracket);
  return { swissRoundCreated, nextStageSeeded };
}

/** The matches of a tournament's bracket that can be played now: both sides known, no result yet. */
async function playableMatches(trx: Executor, tournamentId: string) {
  return tournamentBracketMatches(trx, tournamentId)
    .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
    .orderBy('bracket_stages.number')
    .orderBy('bracket_matches.round_id')
    .orderBy('bracket_matches.number')
    .execute();
}

/**
 * Forfeits every playable match of a disqualified participant (its opponent wins; two disqualified sides: the
 * second forfeits, and the first does in its next match), again and again as the bracket advances: a double
 * elimination's losers bracket, a new swiss round, a playoff. Answers the matches forfeited.
 */
async function forfeitDisqualified(
  trx: Executor,
  bracket: TournamentBracketRow,
  disqualified: ReadonlySet<number>,
): Promise<number[]> {
  const forfeited: number[] = [];
  if (disqualified.size === 0) return forfeited;
  for (;;) {
    const match = (await playableMatches(trx, bracket.tournament_id)).find(
      (candidate) =>
        candidate.opponent1?.id != null &&
        candidate.opponent2?.id != null &&
        (disqualified.has(candidate.opponent1.id) || disqualified.has(candidate.opponent2.id)),
    );
    if (!match) return forfeited;
    const first = match.opponent1!.id!;
    const second = match.opponent2!.id!;
    const winner = disqualified.has(second) ? first : second;
    // The bracket's row is read again: a result may have seeded the playoff meanwhile.
    const current = await trx
      .selectFrom('tournament_brackets')
      .selectAll()
      .where('tournament_id', '=', bracket.tournament_id)
      .executeTakeFirstOrThrow();
    await applyResult(trx, current, match, winner, { forfeit: true });
    forfeited.push(match.id);
  }
}

/**
 * Forfeits the playable matches of the tournament's disqualified participants (`forfeitDisqualified`) and pays the
 * prizes when that finishes the bracket, in the caller's transaction with the bracket's row locked. Answers the
 * matches forfeited (none when the bracket is not drawn yet).
 *
 * @example const forfeited = await forfeitDisqualifiedMatches(trx, tournamentId, context.clock());
 */
export async function forfeitDisqualifiedMatches(
  trx: Executor,
  tournamentId: string,
  now: Date,
): Promise<number[]> {
  const bracket = await trx
    .selectFrom('tournament_brackets')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .forUpdate()
    .executeTakeFirst();
  if (!bracket) return [];
  const forfeited = await forfeitDisqualified(
    trx,
    bracket,
    await disqualifiedParticipants(trx, tournamentId),
  );
  await payBracketPrizes(trx, tournamentId, now);
  return forfeited;
}

export interface RecordBracketMatchResultInput extends ResultDetails {
  tournamentId: string;
  matchId: number;
  winnerParticipantId: number;
  /**
   * When the result is recorded: the app's clock (`context.clock()`), so a run on a test clock dates the prizes of a
   * final result (their reward codes) by that clock. The current time when left out (the seed, unit tests).
   */
  now?: Date;
}

export interface RecordedBracketMatchResult {
  matchId: number;
  stageId: number;
  winnerParticipantId: number;
  loserParticipantId: number;
  /** A swiss round was finished and the next one paired. */
  swissRoundCreated: boolean;
  /** The main stage was finished and the next stage received its participants. */
  nextStageSeeded: boolean;
}

/**
 * Records the winner of a bracket match and advances the bracket: brackets-manager moves winners (and, in double
 * elimination, losers) on; a finished swiss round gets the next one paired; a finished group stage fills the
 * playoff; a disqualified participant's matches that become playable are forfeited. One transaction (the caller's,
 * if `db` is one), with the tournament's bracket row locked so results of the same tournament are applied one at a
 * time. A final result pays the prizes.
 *
 * Errors: 404 (4004) when the tournament has no bracket or the match is not one of its matches; 409 (4009) when
 * the match is already decided or its participants are not known yet; 400 (4000) when the winner does not play
 * in it.
 *
 * @example await recordBracketMatchResult(db, { tournamentId, matchId: 12, winnerParticipantId: 3, now: context.clock() });
 */
export function recordBracketMatchResult(
  db: Executor,
  input: RecordBracketMatchResultInput,
): Promise<RecordedBracketMatchResult> {
  return inTransaction(db, async (trx) => {
    const bracket = await lockedBracket(trx, input.tournamentId);
    const match = await tournamentBracketMatch(trx, input.tournamentId, input.matchId);
    if (!match) throw apiError('notFound', { message: 'Match not found' });
    if (match.status >= MatchStatus.Completed) {
      throw apiError('conflict', { message: 'This match already has a result' });
    }
    const first = match.opponent1?.id ?? null;
    const second = match.opponent2?.id ?? null;
    if (first === null || second === null || match.status < MatchStatus.Ready) {
      throw apiError('conflict', { message: 'This match cannot be played yet' });
    }
    if (input.winnerParticipantId !== first && input.winnerParticipantId !== second) {
      throw apiError('validation', {
        message: 'The winner must be one of the match participants',
        details: { winnerParticipantId: input.winnerParticipantId },
      });
    }

    const advanced = await applyResult(trx, bracket, match, input.winnerParticipantId, input);
    await forfeitDisqualified(trx, bracket, await disqualifiedParticipants(trx, input.tournamentId));
    await payBracketPrizes(trx, input.tournamentId, input.now ?? new Date());
    return {
      matchId: match.id,
      stageId: match.stage_id,
      winnerParticipantId: input.winnerParticipantId,
      loserParticipantId: input.winnerParticipantId === first ? second : first,
      ...advanced,
    };
  });
}

// --- Reading ----------------------------------------------------------------------------------------------------

async function findBracketTournament(db: Executor, tournamentId: string) {
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await db
    .selectFrom('tournaments')
    .select(['id', 'name'])
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  const bracket = await db
    .selectFrom('tournament_brackets')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return { tournament, bracket: bracket ?? null };
}

function toBracketDto(bracket: TournamentBracketRow): TournamentBracket {
  return {
    type: bracket.format as BracketType,
    stageId: bracket.main_stage_id,
    nextBracket:
      bracket.next_stage_id !== null && bracket.next_format !== null
        ? { type: bracket.next_format, stageId: bracket.next_stage_id }
        : null,
  };
}

/** GET /v1/tournaments/{id}/bracket: 10001 for an unknown tournament, 404 (4004) while it has no bracket. */
export async function getTournamentBracket(db: Executor, tournamentId: string): Promise<TournamentBracket> {
  const { bracket } = await findBracketTournament(db, tournamentId);
  if (!bracket) throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE });
  return toBracketDto(bracket);
}

/** What brackets-viewer draws (`ViewerData`): one stage, its matches and games, the tournament's participants. */
export interface BracketViewerData {
  stages: DataTypes['stage'][];
  matches: DataTypes['match'][];
  matchGames: DataTypes['match_game'][];
  participants: DataTypes['participant'][];
}

export interface BracketStageView {
  tournamentName: LocalizedValue;
  type: BracketType;
  data: BracketViewerData;
}

export type StageChoice = 'main' | 'next';

/**
 * One stage of a tournament's bracket, ready for brackets-viewer, or a reason it cannot be drawn: the tournament
 * is unknown (10001), has no bracket yet, or (for `next`) its bracket has no next stage (404, 4004).
 */
export async function getBracketStageView(
  db: Executor,
  tournamentId: string,
  choice: StageChoice,
): Promise<BracketStageView> {
  const { tournament, bracket } = await findBracketTournament(db, tournamentId);
  if (!bracket)
    throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE, details: { reason: 'not_started' } });
  const dto = toBracketDto(bracket);
  const chosen = choice === 'main' ? dto : dto.nextBracket;
  if (!chosen) {
    throw apiError('notFound', {
      message: 'This bracket has no next stage',
      details: { reason: 'no_next_stage' },
    });
  }
  const stage = await manager(db).get.stageData(chosen.stageId);
  return {
    tournamentName: tournament.name,
    type: chosen.type,
    data: {
      stages: stage.stage,
      matches: stage.match,
      matchGames: stage.match_game,
      // Only what the viewer needs: a participant's registration stays on the server.
      participants: stage.participant.map(({ id, tournament_id, name }) => ({ id, tournament_id, name })),
    },
  };
}
