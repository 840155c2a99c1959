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
import { type BracketPlan, bracketPlan } from './bracket-plan.js';
import { payBracketPrizes } from './bracket-prizes.js';
import { PostgresBracketStorage } from './bracket-storage.js';
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

function manager(executor: Executor): BracketsManager {
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

/** Participants of a tournament's bracket in seeding order (they are inserted in registration order). */
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
              consolationFinal: seeding.length >= 4,
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
              grandFinal: 'simple',
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
            settings: { groupCount: 1, size: plan.size, seedOrdering: ['groups.seed_optimized'] },
          })
        ).id,
      );
    case 'swiss_bracket':
      return createSwissStage(executor, tournamentId, seeding);
  }
}

/**
 * Creates a public tournament's bracket from its checked-in registrations (or those of `statuses`), seeded in
 * registration order: the main stage
 * and, for group stages, the playoff it leads to (its slots are filled when the main stage is complete). Runs in
 * the caller's transaction and locks the tournament row, so two API instances cannot both create one. Returns
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
    .select(['id', 'type', 'tournament_type'])
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

  const registrations = await executor
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .leftJoin('teams', 'teams.id', 'registrations.team_id')
    .select(['registrations.id', 'users.game_name', 'teams.name as team_name'])
    .where('registrations.tournament_id', '=', tournamentId)
    .where('registrations.status', 'in', statuses)
    .orderBy('registrations.created_at')
    .orderBy('registrations.id')
    .execute();
  const plan = bracketPlan(tournament.type, registrations.length);
  if (!plan) return false;

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
  const seeding = registrations.map((registration) => participantOf.get(registration.id)!);

  const mainStageId = await createMainStage(executor, tournamentId, plan, seeding);
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
  failed: { tournamentId: string; error: unknown }[];
}

/**
 * Creates the brackets of bracket tournaments whose start has passed and which have none yet (each in its own
 * transaction, so one failure does not hold back the others). The API runs it at start and every 30 s.
 */
export async function generateDueBrackets(
  context: Pick<AppContext, 'db' | 'clock'>,
): Promise<GenerationReport> {
  const due = await context.db
    .selectFrom('tournaments')
    .select('id')
    .where('tournament_type', '=', 'bracket')
    .where('starting_time', '<=', context.clock())
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
  const report: GenerationReport = { created: [], failed: [] };
  for (const { id } of due) {
    try {
      if (await context.db.transaction().execute((trx) => createTournamentBracket(trx, id))) {
        report.created.push(id);
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
  round_id: number;
  status: number;
  opponent1: BracketOpponentValue | null;
  opponent2: BracketOpponentValue | null;
};

async function stageMatches(executor: Executor, stageId: number): Promise<StoredMatch[]> {
  return executor
    .selectFrom('bracket_matches')
    .select(['id', 'round_id', 'status', 'opponent1', 'opponent2'])
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

/** Swiss: when the latest round is finished, pairs the next one (if rounds remain and a pairing exists). */
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

/** Fills the next stage's slots with the best of the main stage once every main-stage match is settled. */
async function seedNextStage(executor: Executor, bracket: TournamentBracketRow): Promise<boolean> {
  if (bracket.next_stage_id === null || bracket.next_seeded_at !== null || !bracket.next_size) return false;
  const matches = await stageMatches(executor, bracket.main_stage_id);
  if (!matches.every(isSettled)) return false;
  const standings = swissStandings(
    await participantIds(executor, bracket.tournament_id),
    toSwissGames(matches),
  );
  const qualified = standings.slice(0, bracket.next_size).map((entry) => entry.id);
  await manager(executor).update.seedingIds(bracket.next_stage_id, qualified);
  await executor
    .updateTable('tournament_brackets')
    .set({ next_seeded_at: sql<Date>`now()` })
    .where('tournament_id', '=', bracket.tournament_id)
    .execute();
  return true;
}

export interface RecordBracketMatchResultInput {
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
 * playoff. One transaction (the caller's, if `db` is one), with the tournament's bracket row locked so results
 * of the same tournament are applied one at a time.
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
    const bracket = await trx
      .selectFrom('tournament_brackets')
      .selectAll()
      .where('tournament_id', '=', input.tournamentId)
      .forUpdate()
      .executeTakeFirst();
    if (!bracket) throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE });

    const match = await trx
      .selectFrom('bracket_matches')
      .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
      .select([
        'bracket_matches.id',
        'bracket_matches.stage_id',
        'bracket_matches.status',
        'bracket_matches.opponent1',
        'bracket_matches.opponent2',
      ])
      .where('bracket_matches.id', '=', input.matchId)
      .where('bracket_stages.tournament_id', '=', input.tournamentId)
      .executeTakeFirst();
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

    const firstWon = input.winnerParticipantId === first;
    await manager(trx).update.match({
      id: match.id,
      opponent1: { result: firstWon ? 'win' : 'loss' },
      opponent2: { result: firstWon ? 'loss' : 'win' },
    });
    const swissRoundCreated = bracket.format === 'swiss_bracket' ? await advanceSwiss(trx, bracket) : false;
    const nextStageSeeded = await seedNextStage(trx, bracket);
    await payBracketPrizes(trx, input.tournamentId, input.now ?? new Date());
    return {
      matchId: match.id,
      stageId: match.stage_id,
      winnerParticipantId: input.winnerParticipantId,
      loserParticipantId: firstWon ? second : first,
      swissRoundCreated,
      nextStageSeeded,
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
