import { RefusalReason, type MatchmakingStatus } from '@arena/contract';
import { isRegistrationWindow, queueWindow } from '@arena/contract/rules';
import type { TournamentRow } from '../../db/schema.js';
import { refusal } from '../../errors.js';
import { assertRoomFor } from '../tournaments/tournament-capacity.js';
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

const notRegistered = () =>
  refusal('forbidden', 'You are not registered for this tournament', { reason: RefusalReason.notRegistered });

/**
 * Registers the player on the ladder (and as an approved solo registration of the tournament: a ladder takes
 * everyone, up to its capacity).
 */
export async function registerPlayer(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const now = context.clock();
  if (!ladder.registration_open) {
    throw refusal('forbidden', 'Registration is closed by admin', { reason: RefusalReason.closedByAdmin });
  }
  if (!isRegistrationWindow(ladder, now)) {
    const period = {
      registrationStartUtc: ladder.registration_start_time.toISOString(),
      registrationEndUtc: ladder.starting_time.toISOString(),
    };
    throw now < ladder.registration_start_time
      ? refusal('forbidden', 'Registration has not opened yet', {
          reason: RefusalReason.registrationNotOpen,
          ...period,
        })
      : refusal('forbidden', 'Registration period has ended', {
          reason: RefusalReason.registrationClosed,
          ...period,
        });
  }
  const inserted = await context.db.transaction().execute(async (trx) => {
    // The ladder's row, locked: two players cannot both take its last place.
    await trx.selectFrom('tournaments').select('id').where('id', '=', ladder.id).forUpdate().execute();
    const row = await trx
      .insertInto('matchmaking_players')
      .values({ tournament_id: ladder.id, user_id: userId, points: START_POINTS, registered_at: now })
      .onConflict((conflict) => conflict.columns(['tournament_id', 'user_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!row) return false;
    await assertRoomFor(trx, ladder);
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
  if (!inserted) {
    throw refusal('conflict', 'You are already registered for this tournament', {
      reason: RefusalReason.alreadyRegistered,
    });
  }
  return matchmakingStatus(context, ladder.id, userId);
}

/** `HH:MM UTC` of a moment (the server message; the panel shows the details in the user's own time zone). */
function formatUtcTime(ms: number): string {
  const date = new Date(ms);
  return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')} UTC`;
}

/** The refusal for a queue attempt outside the ladder's play window, or null when the queue is open. */
export function queueRefusal(ladder: TournamentRow, now: Date) {
  const window = queueWindow(ladder, now);
  if (window.state === 'ended') {
    return refusal('conflict', 'The tournament has ended', { reason: RefusalReason.tournamentEnded });
  }
  if (window.state === 'outside') {
    return refusal(
      'forbidden',
      `This tournament is only available from ${formatUtcTime(window.start)} to ${formatUtcTime(window.end)}`,
      {
        reason: RefusalReason.outsideWindow,
        windowStartUtc: new Date(window.start).toISOString(),
        windowEndUtc: new Date(window.end).toISOString(),
      },
    );
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
    if (!player) throw notRegistered();
    const now = context.clock();
    const outsideWindow = queueRefusal(ladder, now);
    if (outsideWindow) throw outsideWindow;
    if (!ladder.registration_open) {
      throw refusal('forbidden', 'Tournament registration is closed', { reason: RefusalReason.queueClosed });
    }
    const seat = await trx
      .selectFrom('matchmaking_seats')
      .select('match_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (seat) {
      throw refusal('conflict', 'You are already in a match', {
        reason: RefusalReason.alreadyInMatch,
        matchId: seat.match_id,
      });
    }
    const queued = await trx
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (queued) {
      throw refusal('conflict', 'You are already searching for a match', {
        reason: RefusalReason.alreadySearching,
      });
    }
    if (player.last_search_at) {
      const retryAfterMs = player.last_search_at.getTime() + SEARCH_COOLDOWN_MS - now.getTime();
      if (retryAfterMs > 0) {
        throw refusal('conflict', 'Please wait before searching again', {
          reason: RefusalReason.searchCooldown,
          retryAfterMs,
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
  if (!registered) throw notRegistered();
  const removed = await context.db
    .deleteFrom('matchmaking_queue')
    .where('tournament_id', '=', ladder.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) sendQueueStatus(context, ladder.id, userId, false);
  return matchmakingStatus(context, ladder.id, userId);
}
