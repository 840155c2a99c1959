import type { MatchmakingStatus } from '@arena/contract';
import type { TournamentRow } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { matchmakingStatus } from './answers.js';
import {
  findLadder,
  flush,
  type MatchmakingContext,
  type Outbox,
  SEARCH_COOLDOWN_MS,
  sendQueueStatus,
  START_POINTS,
} from './matchmaking-service.js';
import { formatUtcTime, isRegistrationWindow, queueWindow } from './windows.js';

/** Registers the player on the ladder (and as an approved solo registration of the tournament). */
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

/** Puts the player in the ladder's queue; `onQueued` asks for a pairing pass once the queue row is committed. */
export async function startSearch(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  onQueued: (tournamentId: string) => void,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
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
    outbox.push(() => sendQueueStatus(context, ladder.id, userId, true));
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
  if (Number(removed.numDeletedRows) > 0) sendQueueStatus(context, ladder.id, userId, false);
  return matchmakingStatus(context, ladder.id, userId);
}
