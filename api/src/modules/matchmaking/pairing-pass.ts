import type { MatchFoundEvent } from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { emitToTournamentUser } from '../matches/tournament-channel.js';
import { notify } from '../notifications/notifications-service.js';
import { matchDto } from './answers.js';
import {
  findLadder,
  flush,
  type MatchmakingContext,
  type Outbox,
  RECENT_MATCHES,
  sendQueueStatus,
  START_POINTS,
  type Trx,
} from './matchmaking-service.js';
import { DEFAULT_PAIRING, type PairingStrategy, planPairs } from './pairing.js';
import { queueRefusal } from './queue.js';

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
      for (const entry of queue) {
        outbox.push(() => sendQueueStatus(context, ladder.id, entry.user_id, false));
      }
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
        void notify(context, players, { kind: 'match_found', tournamentId: ladder.id });
        void matchDto(context, match).then((dto) => {
          for (const userId of players) {
            sendQueueStatus(context, ladder.id, userId, false);
            const found: MatchFoundEvent = { targetUserId: userId, tournamentId: ladder.id, match: dto };
            emitToTournamentUser(context.realtime, ladder.id, userId, 'MATCH_FOUND', found);
          }
        });
      });
    }
    return { paired, waiting: queue.length - paired.length * 2 };
  });
  flush(outbox);
  return result;
}

/** Each player's opponents in their latest matches (the rematch penalty). */
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
