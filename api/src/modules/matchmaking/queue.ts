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
  sendDuoUpdated,
  sendQueueStatus,
  START_POINTS,
  type Trx,
} from './matchmaking-service.js';
import { notify } from '../notifications/notifications-service.js';

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

/**
 * Puts the player in the ladder's queue — with their duo partner when they are in a duo (issue 33: both rows carry
 * the duo, the pairing reads them as one unit; the partner must be free too). `onQueued` asks for a pairing pass
 * once the queue rows are committed.
 */
export async function startSearch(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  onQueued: (tournamentId: string) => void,
): Promise<MatchmakingStatus> {
  const ladder = await findLadder(context.db, tournamentId);
  const outbox: Outbox = [];
  await context.db.transaction().execute(async (trx) => {
    const { player, partner } = await lockSearcher(trx, ladder.id, userId);
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
    if (partner && (await isQueuedOrSeated(trx, ladder.id, partner.user_id))) {
      throw refusal('conflict', 'Your duo partner is searching or in a match', {
        reason: RefusalReason.duoPartnerBusy,
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
    const searchers = partner ? [player, partner] : [player];
    await trx
      .updateTable('matchmaking_players')
      .set({ last_search_at: now })
      .where('tournament_id', '=', ladder.id)
      .where(
        'user_id',
        'in',
        searchers.map((searcher) => searcher.user_id),
      )
      .execute();
    await trx
      .insertInto('matchmaking_queue')
      .values(
        searchers.map((searcher) => ({
          tournament_id: ladder.id,
          user_id: searcher.user_id,
          points: searcher.points,
          joined_at: now,
          duo_id: partner ? player.duo_id : null,
        })),
      )
      .execute();
    for (const searcher of searchers) {
      outbox.push(() => sendQueueStatus(context, ladder.id, searcher.user_id, true));
    }
  });
  flush(outbox);
  onQueued(ladder.id);
  return matchmakingStatus(context, ladder.id, userId);
}

/**
 * The searching player's ladder row and, in a duo, the partner's, locked in user id order (as every duo change
 * takes them): two tabs, two instances or both members searching at once are handled one after the other.
 */
async function lockSearcher(trx: Trx, tournamentId: string, userId: string) {
  const own = await trx
    .selectFrom('matchmaking_players')
    .select('duo_id')
    .where('tournament_id', '=', tournamentId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!own) throw notRegistered();
  const rows = await trx
    .selectFrom('matchmaking_players')
    .selectAll()
    .where('tournament_id', '=', tournamentId)
    .where((eb) =>
      own.duo_id
        ? eb.or([eb('user_id', '=', userId), eb('duo_id', '=', own.duo_id)])
        : eb('user_id', '=', userId),
    )
    .orderBy('user_id')
    .forUpdate()
    .execute();
  const player = rows.find((row) => row.user_id === userId);
  if (!player) throw notRegistered();
  // The duo as it stands once locked (a leave committed meanwhile took it apart).
  const partner = player.duo_id
    ? rows.find((row) => row.user_id !== userId && row.duo_id === player.duo_id)
    : undefined;
  return { player, partner };
}

/** Whether the player is searching or in an open match on the ladder. */
export async function isQueuedOrSeated(trx: Trx, tournamentId: string, userId: string): Promise<boolean> {
  const [queued, seated] = await Promise.all([
    trx
      .selectFrom('matchmaking_queue')
      .select('user_id')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    trx
      .selectFrom('matchmaking_seats')
      .select('user_id')
      .where('tournament_id', '=', tournamentId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return Boolean(queued || seated);
}

/**
 * Takes the player out of the ladder's queue; a duo's search ends for both (issue 33), and the partner hears it
 * (QUEUE_STATUS, DUO_UPDATED and a bell notification).
 */
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
  const removed = await context.db.transaction().execute(async (trx) => {
    const own = await trx
      .deleteFrom('matchmaking_queue')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '=', userId)
      .returning('duo_id')
      .executeTakeFirst();
    if (!own?.duo_id) return own ? [userId] : [];
    const partners = await trx
      .deleteFrom('matchmaking_queue')
      .where('tournament_id', '=', ladder.id)
      .where('duo_id', '=', own.duo_id)
      .returning('user_id')
      .execute();
    return [userId, ...partners.map((row) => row.user_id)];
  });
  for (const member of removed) {
    sendQueueStatus(context, ladder.id, member, false);
    if (member === userId) continue;
    sendDuoUpdated(context, ladder.id, member, true);
    void notify(context, [member], {
      kind: 'duo_left',
      tournamentId: ladder.id,
      memberUserId: userId,
      queue: true,
    });
  }
  return matchmakingStatus(context, ladder.id, userId);
}
