import { sql, type Transaction } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type {
  LeaderboardEntry,
  MatchmakingMatch,
  MatchmakingStatus,
  MatchResult,
} from '../../contract/api-types.js';
import type { Db } from '../../db/database.js';
import type { Database, MatchmakingMatchStatus, TournamentRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { NOTIFICATIONS_NAMESPACE } from '../../realtime/notifications-channel.js';
import { emitToTournamentUser } from '../matches/tournament-channel.js';
import { createNotification } from '../notifications/notifications-service.js';
import { DEFAULT_PAIRING, type PairingStrategy, planPairs, pointsDelta } from './pairing.js';
import { formatUtcTime, isRegistrationWindow, queueWindow } from './windows.js';

export type MatchmakingContext = Pick<AppContext, 'db' | 'clock' | 'gameData' | 'realtime' | 'assetUrl'>;
type Trx = Transaction<Database>;
type MatchRow = Awaited<ReturnType<typeof findMatch>>;

export const START_POINTS = 1000;
/** 15 s between queue attempts (P1 §9). */
export const SEARCH_COOLDOWN_MS = 15_000;
/** The acceptance countdown: 100 s from match creation (P1 §9). */
export const ACCEPTANCE_MS = 100_000;
/** A no-show may be claimed 15 minutes after match creation (P1 §9). */
export const NO_SHOW_AFTER_MS = 15 * 60_000;
/** No-show: the present player gets +2 points (P1 §4). */
export const NO_SHOW_POINTS = 2;
/** How many of a player's latest matches count as "recent" for the rematch penalty. */
export const RECENT_MATCHES = 3;

/** Events produced inside a transaction, sent once it has committed. */
type Outbox = (() => void)[];

const notFound = () => apiError('tournamentNotFound');
const matchNotFound = () => apiError('notFound', { message: 'Match not found' });

export async function findLadder(db: Db | Trx, tournamentId: string): Promise<TournamentRow> {
  if (!isUuid(tournamentId)) throw notFound();
  const row = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', tournamentId)
    .where('tournament_type', '=', 'matchmaking')
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

async function findMatch(db: Db | Trx, matchId: string, lock = false) {
  if (!isUuid(matchId)) throw matchNotFound();
  let query = db.selectFrom('matchmaking_matches').selectAll().where('id', '=', matchId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw matchNotFound();
  return row;
}

function side(match: NonNullable<MatchRow>, userId: string): 1 | 2 | null {
  if (match.player1_id === userId) return 1;
  if (match.player2_id === userId) return 2;
  return null;
}

function emitter(context: MatchmakingContext, outbox: Outbox) {
  return (tournamentId: string, userId: string, event: string, payload: Record<string, unknown>) =>
    outbox.push(() =>
      emitToTournamentUser(context.realtime, tournamentId, userId, event, {
        targetUserId: userId,
        tournamentId,
        ...payload,
      }),
    );
}

function flush(outbox: Outbox): void {
  for (const send of outbox) send();
}

// ---------------------------------------------------------------------------------------------------------
// Reads

async function matchDto(
  context: MatchmakingContext,
  match: NonNullable<MatchRow>,
): Promise<MatchmakingMatch> {
  const rows = await context.db
    .selectFrom('users')
    .leftJoin('matchmaking_players', (join) =>
      join
        .onRef('matchmaking_players.user_id', '=', 'users.id')
        .on('matchmaking_players.tournament_id', '=', match.tournament_id),
    )
    .select([
      'users.id',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'matchmaking_players.points',
    ])
    .where('users.id', 'in', [match.player1_id, match.player2_id])
    .execute();
  const player = (userId: string, fallbackPoints: number) => {
    const row = rows.find((candidate) => candidate.id === userId);
    return {
      user_id: userId,
      riot_id: row ? `${row.game_name}#${row.tag_line}` : '',
      points: row?.points ?? fallbackPoints,
      profileImage: context.assetUrl(row?.profile_image ?? null),
    };
  };
  const lobby = await context.gameData.getLobbyEvidence(match.tournament_code);
  return {
    _id: match.id,
    createdAt: match.created_at.toISOString(),
    tournament_code: match.tournament_code,
    acceptance_expires_at: new Date(match.created_at.getTime() + ACCEPTANCE_MS).toISOString(),
    game_started: lobby.gameStarted,
    player1: player(match.player1_id, match.player1_points),
    player2: player(match.player2_id, match.player2_points),
  };
}

export async function matchmakingStatus(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const player = await context.db
    .selectFrom('matchmaking_players')
    .selectAll()
    .where('tournament_id', '=', ladder.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!player) {
    return {
      status: 'not_registered',
      points: 0,
      games_played: 0,
      wins: 0,
      losses: 0,
      current_match: null,
      cooldown_until: null,
    };
  }
  const seat = await context.db
    .selectFrom('matchmaking_seats')
    .select('match_id')
    .where('tournament_id', '=', ladder.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const match = seat ? await findMatch(context.db, seat.match_id) : null;
  const searching = seat
    ? false
    : Boolean(
        await context.db
          .selectFrom('matchmaking_queue')
          .select('user_id')
          .where('tournament_id', '=', ladder.id)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      );
  const now = context.clock().getTime();
  const cooldownEnd = player.last_search_at ? player.last_search_at.getTime() + SEARCH_COOLDOWN_MS : 0;
  return {
    status: match ? 'in_match' : searching ? 'searching' : 'ready',
    points: player.points,
    games_played: player.games_played,
    wins: player.wins,
    losses: player.losses,
    current_match: match ? await matchDto(context, match) : null,
    cooldown_until: cooldownEnd > now ? new Date(cooldownEnd).toISOString() : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Register, search, leave

export async function registerPlayer(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const now = context.clock();
  if (!ladder.registration_open) {
    throw apiError('forbidden', { message: 'Registration is closed by admin' });
  }
  if (!isRegistrationWindow(ladder, now)) {
    throw apiError('forbidden', {
      message:
        now < ladder.registration_start_time
          ? 'Registration has not opened yet'
          : 'Registration period has ended',
      details: {
        registrationStartUtc: ladder.registration_start_time.toISOString(),
        registrationEndUtc: ladder.starting_time.toISOString(),
      },
    });
  }
  const inserted = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('matchmaking_players')
      .values({ tournament_id: ladder.id, user_id: userId, points: START_POINTS, registered_at: now })
      .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return false;
    // The tournament's registered-player count (registrationStats) reads the registrations table.
    const existing = await trx
      .selectFrom('registrations')
      .select('id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .where('team_id', 'is', null)
      .executeTakeFirst();
    if (!existing) {
      await trx
        .insertInto('registrations')
        .values({
          tournament_id: ladder.id,
          user_id: userId,
          team_id: null,
          status: 'approved',
          created_at: now,
        })
        .execute();
    }
    return true;
  });
  if (!inserted) throw apiError('conflict', { message: 'You are already registered for this tournament' });
  return matchmakingStatus(context, ladder.id, userId);
}

/** The refusal for a queue attempt outside the ladder's play window, or null when the queue is open. */
export function queueRefusal(ladder: TournamentRow, now: Date) {
  const window = queueWindow(ladder, now);
  if (window.state === 'ended') return apiError('conflict', { message: 'The tournament has ended' });
  if (window.state === 'outside') {
    return apiError('forbidden', {
      message: `This tournament is only available from ${formatUtcTime(window.windowStart)} to ${formatUtcTime(window.windowEnd)}`,
      details: {
        windowStartUtc: window.windowStart.toISOString(),
        windowEndUtc: window.windowEnd.toISOString(),
      },
    });
  }
  return null;
}

export async function startSearch(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  onQueued: (tournamentId: string) => void,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
  const emit = emitter(context, outbox);
  await context.db.transaction().execute(async (trx) => {
    // The player's row, locked: two tabs (or two instances) searching at once are handled one after the other.
    const player = await trx
      .selectFrom('matchmaking_players')
      .selectAll()
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!player) throw apiError('forbidden', { message: 'You are not registered for this tournament' });
    const now = context.clock();
    const refusal = queueRefusal(ladder, now);
    if (refusal) throw refusal;
    if (!ladder.registration_open)
      throw apiError('forbidden', { message: 'Tournament registration is closed' });
    const seat = await trx
      .selectFrom('matchmaking_seats')
      .select('match_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (seat)
      throw apiError('conflict', {
        message: 'You are already in a match',
        details: { matchId: seat.match_id },
      });
    const queued = await trx
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (queued) throw apiError('conflict', { message: 'You are already searching for a match' });
    if (player.last_search_at) {
      const retryAfterMs = player.last_search_at.getTime() + SEARCH_COOLDOWN_MS - now.getTime();
      if (retryAfterMs > 0) {
        throw apiError('conflict', {
          message: 'Please wait before searching again',
          details: { retryAfterMs },
        });
      }
    }
    await trx
      .updateTable('matchmaking_players')
      .set({ last_search_at: now })
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .insertInto('matchmaking_queue')
      .values({ tournament_id: ladder.id, user_id: userId, points: player.points, joined_at: now })
      .execute();
    emit(ladder.id, userId, 'QUEUE_STATUS', { searching: true });
  });
  flush(outbox);
  onQueued(ladder.id);
  return matchmakingStatus(context, ladder.id, userId);
}

export async function leaveQueue(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const registered = await context.db
    .selectFrom('matchmaking_players')
    .select('user_id')
    .where('tournament_id', '=', ladder.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!registered) throw apiError('forbidden', { message: 'You are not registered for this tournament' });
  const removed = await context.db
    .deleteFrom('matchmaking_queue')
    .where('tournament_id', '=', ladder.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) {
    emitToTournamentUser(context.realtime, ladder.id, userId, 'QUEUE_STATUS', {
      targetUserId: userId,
      tournamentId: ladder.id,
      searching: false,
    });
  }
  return matchmakingStatus(context, ladder.id, userId);
}

// ---------------------------------------------------------------------------------------------------------
// The pairing pass

export interface PassResult {
  paired: { matchId: string; player1: string; player2: string; gap: number }[];
  waiting: number;
}

/**
 * One pairing pass over a ladder's queue, in one transaction under the ladder's advisory lock (so two instances
 * never pair the same queue at once); the seats' primary key is the last guard against double booking.
 */
export async function runPass(
  context: MatchmakingContext,
  tournamentId: string,
  strategy: PairingStrategy = 'global',
): Promise<PassResult> {
  const outbox: Outbox = [];
  const emit = emitter(context, outbox);
  const result = await context.db.transaction().execute(async (trx): Promise<PassResult> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`matchmaking:${tournamentId}`}))`.execute(trx);
    const ladder = await findLadder(trx, tournamentId);
    const now = context.clock();
    const queue = await trx
      .selectFrom('matchmaking_queue')
      .selectAll()
      .where('tournament_id', '=', ladder.id)
      .forUpdate()
      .execute();
    if (queue.length === 0) return { paired: [], waiting: 0 };
    if (queueRefusal(ladder, now) || !ladder.registration_open) {
      // The window closed: nobody keeps searching.
      await trx.deleteFrom('matchmaking_queue').where('tournament_id', '=', ladder.id).execute();
      for (const entry of queue) emit(ladder.id, entry.user_id, 'QUEUE_STATUS', { searching: false });
      return { paired: [], waiting: 0 };
    }
    if (queue.length < 2) return { paired: [], waiting: queue.length };
    const recent = await recentOpponents(
      trx,
      ladder.id,
      queue.map((entry) => entry.user_id),
    );
    const pairs = planPairs(
      queue.map((entry) => ({
        userId: entry.user_id,
        points: entry.points,
        joinedAtMs: entry.joined_at.getTime(),
      })),
      {
        ...DEFAULT_PAIRING,
        nowMs: now.getTime(),
        strategy,
        metRecently: (a, b) => recent.get(a)?.has(b) ?? false,
      },
    );
    const paired: PassResult['paired'] = [];
    for (const pair of pairs) {
      const players = [pair.player1.userId, pair.player2.userId];
      const code = await context.gameData.createTournamentCode();
      const current = await trx
        .selectFrom('matchmaking_players')
        .select(['user_id', 'points'])
        .where('tournament_id', '=', ladder.id)
        .where('user_id', 'in', players)
        .execute();
      const pointsOf = (userId: string) =>
        current.find((row) => row.user_id === userId)?.points ?? START_POINTS;
      const match = await trx
        .insertInto('matchmaking_matches')
        .values({
          tournament_id: ladder.id,
          player1_id: pair.player1.userId,
          player2_id: pair.player2.userId,
          player1_points: pointsOf(pair.player1.userId),
          player2_points: pointsOf(pair.player2.userId),
          tournament_code: code,
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Fails on the primary key if either player already holds a seat: the whole pass rolls back.
      await trx
        .insertInto('matchmaking_seats')
        .values(players.map((userId) => ({ tournament_id: ladder.id, user_id: userId, match_id: match.id })))
        .execute();
      await trx
        .deleteFrom('matchmaking_queue')
        .where('tournament_id', '=', ladder.id)
        .where('user_id', 'in', players)
        .execute();
      paired.push({ matchId: match.id, player1: players[0], player2: players[1], gap: pair.gap });
      outbox.push(() => {
        void matchDto(context, match).then((dto) => {
          for (const userId of players) {
            emitToTournamentUser(context.realtime, ladder.id, userId, 'QUEUE_STATUS', {
              targetUserId: userId,
              tournamentId: ladder.id,
              searching: false,
            });
            emitToTournamentUser(context.realtime, ladder.id, userId, 'MATCH_FOUND', {
              targetUserId: userId,
              tournamentId: ladder.id,
              match: dto,
            });
          }
        });
      });
    }
    return { paired, waiting: queue.length - paired.length * 2 };
  });
  flush(outbox);
  return result;
}

async function recentOpponents(trx: Trx, tournamentId: string, userIds: string[]) {
  const rows = await trx
    .selectFrom('matchmaking_matches')
    .select(['player1_id', 'player2_id', 'created_at'])
    .where('tournament_id', '=', tournamentId)
    .where((eb) => eb.or([eb('player1_id', 'in', userIds), eb('player2_id', 'in', userIds)]))
    .orderBy('created_at', 'desc')
    .limit(userIds.length * RECENT_MATCHES * 2)
    .execute();
  const recent = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    const set = recent.get(a) ?? new Set<string>();
    if (set.size < RECENT_MATCHES) set.add(b);
    recent.set(a, set);
  };
  for (const row of rows) {
    add(row.player1_id, row.player2_id);
    add(row.player2_id, row.player1_id);
  }
  return recent;
}

/** Ladders with someone searching (the timer's passes). */
export async function laddersWithQueue(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('matchmaking_queue').select('tournament_id').distinct().execute();
  return rows.map((row) => row.tournament_id);
}

// ---------------------------------------------------------------------------------------------------------
// Ending a match

/**
 * Closes an open or disputed match with a winner: points move by the expected-score rule from the points both
 * hold now (or by the fixed no-show rule), stats are counted, seats are freed, both players get MATCH_RESULT.
 */
async function closeMatch(
  context: MatchmakingContext,
  trx: Trx,
  outbox: Outbox,
  match: NonNullable<MatchRow>,
  winnerId: string,
  status: Exclude<MatchmakingMatchStatus, 'open' | 'disputed'>,
): Promise<void> {
  const loserId = winnerId === match.player1_id ? match.player2_id : match.player1_id;
  const players = await trx
    .selectFrom('matchmaking_players')
    .select(['user_id', 'points'])
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', 'in', [winnerId, loserId])
    .forUpdate()
    .execute();
  const pointsOf = (userId: string) => players.find((row) => row.user_id === userId)?.points ?? START_POINTS;
  const gain = status === 'no_show' ? NO_SHOW_POINTS : pointsDelta(pointsOf(winnerId), pointsOf(loserId));
  const loss = status === 'no_show' ? 0 : gain;
  await trx
    .updateTable('matchmaking_players')
    .set((eb) => ({
      points: eb('points', '+', gain),
      wins: eb('wins', '+', 1),
      games_played: eb('games_played', '+', 1),
    }))
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', '=', winnerId)
    .execute();
  await trx
    .updateTable('matchmaking_players')
    .set((eb) => ({
      points: sql<number>`greatest(0, points - ${loss})`,
      losses: eb('losses', '+', 1),
      games_played: eb('games_played', '+', 1),
    }))
    .where('tournament_id', '=', match.tournament_id)
    .where('user_id', '=', loserId)
    .execute();
  await trx
    .updateTable('matchmaking_matches')
    .set({ status, winner_id: winnerId, closed_at: context.clock() })
    .where('id', '=', match.id)
    .execute();
  await trx.deleteFrom('matchmaking_seats').where('match_id', '=', match.id).execute();
  const emit = emitter(context, outbox);
  for (const userId of [match.player1_id, match.player2_id]) {
    emit(match.tournament_id, userId, 'MATCH_RESULT', { matchId: match.id, status: 'verified' });
  }
}

async function openMatchOf(trx: Trx, tournamentId: string, matchId: string, userId: string) {
  const match = await findMatch(trx, matchId, true);
  if (match.tournament_id !== tournamentId || !side(match, userId)) throw matchNotFound();
  if (match.status !== 'open') throw apiError('conflict', { message: 'This match is already over' });
  return match;
}

/**
 * A match's lobby evidence, read before the match's transaction: the provider is a call to the publisher (or, in
 * the simulation, a query of its own), which must not run while the transaction holds the match's lock.
 */
async function lobbyEvidenceOf(context: MatchmakingContext, matchId: string) {
  const match = await findMatch(context.db, matchId);
  return context.gameData.getLobbyEvidence(match.tournament_code);
}

export async function forfeitMatch(
  context: MatchmakingContext,
  tournamentId: string,
  matchId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const lobby = await lobbyEvidenceOf(context, matchId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const match = await openMatchOf(trx, ladder.id, matchId, userId);
    if (lobby.gameStarted) {
      throw apiError('conflict', { message: 'The game has already started; you can no longer forfeit' });
    }
    const winnerId = match.player1_id === userId ? match.player2_id : match.player1_id;
    await closeMatch(context, trx, outbox, match, winnerId, 'forfeited');
  });
  flush(outbox);
  return matchmakingStatus(context, ladder.id, userId);
}

export async function claimNoShow(
  context: MatchmakingContext,
  tournamentId: string,
  matchId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const lobby = await lobbyEvidenceOf(context, matchId);
  const outbox: Outbox = [];
  let absentId = '';
  await context.db.transaction().execute(async (trx) => {
    const match = await openMatchOf(trx, ladder.id, matchId, userId);
    const now = context.clock().getTime();
    const retryAfterMs = match.created_at.getTime() + NO_SHOW_AFTER_MS - now;
    if (retryAfterMs > 0) {
      throw apiError('conflict', {
        message: 'A no-show can be claimed 15 minutes after the match was created',
        details: { retryAfterMs },
      });
    }
    const own = side(match, userId) === 1 ? 'player1' : 'player2';
    if (match[`${own}_winner_id`] || match[`${own}_screenshot`]) {
      throw apiError('conflict', { message: 'You have already reported this match' });
    }
    absentId = own === 'player1' ? match.player2_id : match.player1_id;
    const accounts = await trx
      .selectFrom('users')
      .select(['id', 'puuid'])
      .where('id', 'in', [userId, absentId])
      .execute();
    const joined = (id: string) => {
      const puuid = accounts.find((row) => row.id === id)?.puuid;
      return lobby.joined.includes(id) || (puuid ? lobby.joined.includes(puuid) : false);
    };
    if (!joined(userId)) {
      throw apiError('conflict', { message: 'You have not joined the lobby of this match' });
    }
    if (joined(absentId)) {
      throw apiError('conflict', { message: 'Your opponent joined the lobby; this is not a no-show' });
    }
    await closeMatch(context, trx, outbox, match, userId, 'no_show');
  });
  flush(outbox);
  const [winnerNote, absentNote] = await Promise.all([
    createNotification(context.db, {
      userId,
      type: 'tournament_update',
      title: 'No-show claimed',
      message: `Your opponent did not join the lobby. You win the match: +${NO_SHOW_POINTS} points and +1 win.`,
    }),
    createNotification(context.db, {
      userId: absentId,
      type: 'tournament_update',
      title: 'Match lost: no-show',
      message: 'You did not join the lobby within 15 minutes, so the match counts as a loss.',
    }),
  ]);
  context.realtime.emitToUser(NOTIFICATIONS_NAMESPACE, userId, 'notification', winnerNote);
  context.realtime.emitToUser(NOTIFICATIONS_NAMESPACE, absentId, 'notification', absentNote);
  return matchmakingStatus(context, ladder.id, userId);
}

// ---------------------------------------------------------------------------------------------------------
// Reports (match-results)

function reportOf(match: NonNullable<MatchRow>, which: 1 | 2) {
  const prefix = which === 1 ? 'player1' : 'player2';
  const winner = match[`${prefix}_winner_id`];
  const screenshot = match[`${prefix}_screenshot`];
  const reportedAt = match[`${prefix}_reported_at`];
  if (!winner && !screenshot) return null;
  return {
    user_id: which === 1 ? match.player1_id : match.player2_id,
    winner_id: winner,
    screenshot_url: screenshot,
    reported_at: reportedAt ? reportedAt.toISOString() : null,
  };
}

export function resultDto(context: Pick<AppContext, 'assetUrl'>, match: NonNullable<MatchRow>): MatchResult {
  const status: MatchResult['status'] =
    match.status === 'open'
      ? match.player1_reported_at || match.player2_reported_at
        ? 'waiting'
        : 'pending'
      : match.status === 'disputed'
        ? 'disputed'
        : 'verified';
  const withUrl = (report: ReturnType<typeof reportOf>) =>
    report ? { ...report, screenshot_url: context.assetUrl(report.screenshot_url) } : null;
  return { status, player1_report: withUrl(reportOf(match, 1)), player2_report: withUrl(reportOf(match, 2)) };
}

export async function matchResult(
  context: MatchmakingContext,
  matchId: string,
  user: { id: string; isAdmin: boolean },
): Promise<MatchResult> {
  const match = await findMatch(context.db, matchId);
  if (!side(match, user.id) && !user.isAdmin) {
    throw apiError('forbidden', { message: 'Only the players of this match can see its result' });
  }
  return resultDto(context, match);
}

/** Records one half of the caller's report (the winner or the screenshot), then settles the match if it can. */
export async function report(
  context: MatchmakingContext,
  matchId: string,
  userId: string,
  part: { winnerId: string } | { screenshot: string },
): Promise<MatchResult> {
  const outbox: Outbox = [];
  const emit = emitter(context, outbox);
  const match = await context.db.transaction().execute(async (trx) => {
    const current = await findMatch(trx, matchId, true);
    const which = side(current, userId);
    if (!which)
      throw apiError('forbidden', { message: 'Only the players of this match can report its result' });
    if (current.status !== 'open')
      throw apiError('conflict', { message: 'The result of this match is already in' });
    const prefix = which === 1 ? 'player1' : 'player2';
    if (current[`${prefix}_reported_at`]) {
      throw apiError('conflict', { message: 'You have already reported this match' });
    }
    if ('winnerId' in part && part.winnerId !== current.player1_id && part.winnerId !== current.player2_id) {
      throw apiError('validation', {
        message: 'winner_id must be one of the match players',
        details: { field: 'winner_id' },
      });
    }
    const winner = 'winnerId' in part ? part.winnerId : current[`${prefix}_winner_id`];
    const screenshot = 'screenshot' in part ? part.screenshot : current[`${prefix}_screenshot`];
    const reportedAt = winner && screenshot ? context.clock() : null;
    const updated = await trx
      .updateTable('matchmaking_matches')
      .set(
        which === 1
          ? { player1_winner_id: winner, player1_screenshot: screenshot, player1_reported_at: reportedAt }
          : { player2_winner_id: winner, player2_screenshot: screenshot, player2_reported_at: reportedAt },
      )
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!updated.player1_reported_at || !updated.player2_reported_at) {
      if (reportedAt) {
        for (const target of [updated.player1_id, updated.player2_id]) {
          emit(updated.tournament_id, target, 'MATCH_RESULT', { matchId: updated.id, status: 'waiting' });
        }
      }
      return updated;
    }
    if (updated.player1_winner_id === updated.player2_winner_id && updated.player1_winner_id) {
      await closeMatch(context, trx, outbox, updated, updated.player1_winner_id, 'verified');
    } else {
      await trx
        .updateTable('matchmaking_matches')
        .set({ status: 'disputed' })
        .where('id', '=', updated.id)
        .execute();
      for (const target of [updated.player1_id, updated.player2_id]) {
        emit(updated.tournament_id, target, 'MATCH_RESULT', { matchId: updated.id, status: 'disputed' });
      }
    }
    return findMatch(trx, updated.id);
  });
  flush(outbox);
  return resultDto(context, match);
}

/** An admin settles a disputed (or unreported) match. */
export async function resolveMatch(
  context: MatchmakingContext,
  matchId: string,
  winnerId: string,
): Promise<MatchResult> {
  const outbox: Outbox = [];
  const match = await context.db.transaction().execute(async (trx) => {
    const current = await findMatch(trx, matchId, true);
    if (current.status !== 'open' && current.status !== 'disputed') {
      throw apiError('conflict', { message: 'This match is already settled' });
    }
    if (winnerId !== current.player1_id && winnerId !== current.player2_id) {
      throw apiError('validation', {
        message: 'winner_id must be one of the match players',
        details: { field: 'winner_id' },
      });
    }
    await closeMatch(context, trx, outbox, current, winnerId, 'resolved');
    return findMatch(trx, current.id);
  });
  flush(outbox);
  return resultDto(context, match);
}

// ---------------------------------------------------------------------------------------------------------
// Leaderboard

interface RankedRow {
  position: string | number;
  user_id: string;
  game_name: string;
  tag_line: string;
  profile_image: string | null;
  points: number;
  games_played: number;
  wins: number;
  losses: number;
}

function entryOf(context: Pick<AppContext, 'assetUrl'>, row: RankedRow): LeaderboardEntry {
  return {
    position: Number(row.position),
    user: {
      id: row.user_id,
      gameName: row.game_name,
      tagLine: row.tag_line,
      profileImage: context.assetUrl(row.profile_image),
    },
    stats: {
      games_played: row.games_played,
      wins: row.wins,
      losses: row.losses,
      winRate: row.games_played > 0 ? Math.round((row.wins * 1000) / row.games_played) / 10 : 0,
      points: row.points,
    },
  };
}

/** Every player of the ladder with their overall position (points, then wins, then who registered first). */
function ranked(tournamentId: string) {
  return sql<RankedRow>`(
    select row_number() over (
        order by mp.points desc, mp.wins desc, mp.games_played asc, mp.registered_at asc, mp.user_id asc
      ) as position,
      mp.user_id, u.game_name, u.tag_line, u.profile_image, mp.points, mp.games_played, mp.wins, mp.losses
    from matchmaking_players mp join users u on u.id = mp.user_id
    where mp.tournament_id = ${tournamentId}
  )`;
}

export async function leaderboard(
  context: MatchmakingContext,
  tournamentId: string,
  query: { page: number; limit: number; search?: string },
): Promise<{ data: LeaderboardEntry[]; pagination: { total: number; pages: number } }> {
  const ladder = await findLadder(context.db, tournamentId);
  const search = query.search?.trim() ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const filter = search ? sql`where r.game_name ilike ${pattern} or r.tag_line ilike ${pattern}` : sql``;
  const total = Number(
    (
      await sql<{ count: string }>`select count(*) as count from ${ranked(ladder.id)} r ${filter}`.execute(
        context.db,
      )
    ).rows[0]?.count ?? 0,
  );
  const rows = (
    await sql<RankedRow>`select * from ${ranked(ladder.id)} r ${filter}
      order by r.position limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(context.db)
  ).rows;
  return {
    data: rows.map((row) => entryOf(context, row)),
    pagination: { total, pages: Math.ceil(total / query.limit) },
  };
}

export async function myPosition(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<LeaderboardEntry | null> {
  const ladder = await findLadder(context.db, tournamentId);
  const row = (
    await sql<RankedRow>`select * from ${ranked(ladder.id)} r where r.user_id = ${userId}`.execute(context.db)
  ).rows[0];
  return row ? entryOf(context, row) : null;
}

/** A matchmaking match's tournament and players (for the match chat). */
export async function matchmakingMatchPlayers(
  db: Db,
  matchId: string,
): Promise<{ id: string; tournamentId: string; players: string[] } | null> {
  if (!isUuid(matchId)) return null;
  const row = await db
    .selectFrom('matchmaking_matches')
    .select(['id', 'tournament_id', 'player1_id', 'player2_id'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row
    ? { id: row.id, tournamentId: row.tournament_id, players: [row.player1_id, row.player2_id] }
    : null;
}
