import type { MatchFoundEvent } from '@arena/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TournamentRow } from '../../db/schema.js';
import { providerFailure } from '../../providers/game-data/provider-failure.js';
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
  sideMembers,
  START_POINTS,
  type Trx,
} from './matchmaking-service.js';
import {
  DEFAULT_PAIRING,
  type DuoCandidate,
  type Pair,
  type PairingStrategy,
  planDuoPairs,
  planPairs,
  type QueueCandidate,
} from './pairing.js';
import { queueRefusal } from './queue.js';

export interface PassResult {
  /** `partners`: a duo match's second players of each side (issue 33). */
  paired: { matchId: string; player1: string; player2: string; gap: number; partners?: [string, string] }[];
  waiting: number;
}

/** One pairing of a pass: a side's players (one, or a duo's two) against the other's. */
interface Pairing {
  side1: string[];
  side2: string[];
  gap: number;
}

/**
 * One pairing pass over a ladder's queue. The pairs' lobby codes are asked of the game-data provider first,
 * outside any transaction (a call to the publisher never runs under the ladder's lock nor holds the queue's
 * rows); then one transaction under the ladder's advisory lock (so two instances never pair the same queue at
 * once) pairs the queue again and gives each pair one of those codes. The seats' primary key is the last guard
 * against double booking. When the provider fails, or the queue grew meanwhile, the pairs without a code stay
 * searching until the next pass; a code the queue no longer needs is left unused.
 */
export async function runPass(
  context: MatchmakingContext,
  tournamentId: string,
  strategy: PairingStrategy = 'global',
): Promise<PassResult> {
  const codes = await lobbyCodes(context, await previewPairs(context, tournamentId, strategy));
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
    const halves = halfDuos(queue);
    if (halves.length > 0) {
      // A duo whose partner left the queue another way (a ban withdraws a player): the other's row goes too.
      await trx
        .deleteFrom('matchmaking_queue')
        .where('tournament_id', '=', ladder.id)
        .where('user_id', 'in', halves)
        .execute();
      for (const userId of halves) outbox.push(() => sendQueueStatus(context, ladder.id, userId, false));
    }
    const pairs = await pairsOf(
      trx,
      ladder,
      queue.filter((entry) => !halves.includes(entry.user_id)),
      now,
      strategy,
    );
    const paired: PassResult['paired'] = [];
    for (const [index, pair] of pairs.entries()) {
      const code = codes[index];
      if (code === undefined) break;
      const players = [...pair.side1, ...pair.side2];
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
          player1_id: pair.side1[0],
          player2_id: pair.side2[0],
          player1_partner_id: pair.side1[1] ?? null,
          player2_partner_id: pair.side2[1] ?? null,
          player1_points: pointsOf(pair.side1[0]),
          player2_points: pointsOf(pair.side2[0]),
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
      paired.push({
        matchId: match.id,
        player1: pair.side1[0],
        player2: pair.side2[0],
        gap: pair.gap,
        ...(pair.side1[1] && pair.side2[1] ? { partners: [pair.side1[1], pair.side2[1]] } : {}),
      });
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
    const seated = paired.reduce((sum, pair) => sum + (pair.partners ? 4 : 2), 0);
    return { paired, waiting: queue.length - halves.length - seated };
  });
  flush(outbox);
  return result;
}

type QueueRow = { user_id: string; points: number; joined_at: Date; duo_id: string | null };

/** The players whose duo has only them in the queue (its other row is gone). */
function halfDuos(queue: readonly QueueRow[]): string[] {
  const rows = new Map<string, string[]>();
  for (const entry of queue) {
    if (entry.duo_id) rows.set(entry.duo_id, [...(rows.get(entry.duo_id) ?? []), entry.user_id]);
  }
  return [...rows.values()].filter((members) => members.length < 2).flat();
}

/**
 * The pairs the rules make of a queue now: solo players against solo players (`planPairs`) and duos against duos
 * (`planDuoPairs`), with the rematch penalty of recent opponents. A duo's side lists its players in user id order.
 */
async function pairsOf(
  db: Db | Trx,
  ladder: TournamentRow,
  queue: QueueRow[],
  now: Date,
  strategy: PairingStrategy,
): Promise<Pairing[]> {
  if (queue.length < 2) return [];
  const recent = await recentOpponents(
    db,
    ladder.id,
    queue.map((entry) => entry.user_id),
  );
  const options = {
    ...DEFAULT_PAIRING,
    nowMs: now.getTime(),
    strategy,
    metRecently: (a: string, b: string) => recent.get(a)?.has(b) ?? false,
  };
  const candidate = (entry: QueueRow): QueueCandidate => ({
    userId: entry.user_id,
    points: entry.points,
    joinedAtMs: entry.joined_at.getTime(),
  });
  const solos = queue.filter((entry) => !entry.duo_id).map(candidate);
  const duoRows = new Map<string, QueueCandidate[]>();
  for (const entry of queue) {
    if (entry.duo_id) duoRows.set(entry.duo_id, [...(duoRows.get(entry.duo_id) ?? []), candidate(entry)]);
  }
  const duos: DuoCandidate[] = [...duoRows.entries()]
    .filter(([, members]) => members.length === 2)
    .map(([duoId, members]) => {
      const [a, b] = [...members].sort((x, y) => x.userId.localeCompare(y.userId));
      return { duoId, members: [a, b] as const };
    });
  const members = (duo: DuoCandidate) => duo.members.map((member) => member.userId);
  return [
    ...planPairs(solos, options).map((pair: Pair) => ({
      side1: [pair.player1.userId],
      side2: [pair.player2.userId],
      gap: pair.gap,
    })),
    ...planDuoPairs(duos, options).map((pair) => ({
      side1: members(pair.side1),
      side2: members(pair.side2),
      gap: pair.gap,
    })),
  ];
}

/**
 * How many pairs the queue makes as it stands, read without locking anything: as many lobby codes are asked of
 * the provider before the pass's transaction.
 */
async function previewPairs(
  context: MatchmakingContext,
  tournamentId: string,
  strategy: PairingStrategy,
): Promise<number> {
  const ladder = await findLadder(context.db, tournamentId);
  const now = context.clock();
  if (queueRefusal(ladder, now) || !ladder.registration_open) return 0;
  const queue = await context.db
    .selectFrom('matchmaking_queue')
    .select(['user_id', 'points', 'joined_at', 'duo_id'])
    .where('tournament_id', '=', ladder.id)
    .execute();
  return (await pairsOf(context.db, ladder, queue, now, strategy)).length;
}

/**
 * `count` new lobby codes from the game-data provider, one after the other. A failure ends the list there (the
 * provider logs the call; the pass pairs as many as it got, the others keep searching for the next pass).
 */
async function lobbyCodes(context: MatchmakingContext, count: number): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    try {
      codes.push(await context.gameData.createTournamentCode());
    } catch (error) {
      context.log.warn(
        {
          provider: context.gameData.name,
          failure: providerFailure(error),
          wanted: count,
          got: codes.length,
        },
        'matchmaking: no lobby code from the game-data provider; the pairs wait for the next pass',
      );
      break;
    }
  }
  return codes;
}

/** Each player's opponents in their latest matches (the rematch penalty). */
async function recentOpponents(db: Db | Trx, tournamentId: string, userIds: string[]) {
  const rows = await db
    .selectFrom('matchmaking_matches')
    .select(['player1_id', 'player2_id', 'player1_partner_id', 'player2_partner_id', 'created_at'])
    .where('tournament_id', '=', tournamentId)
    .where((eb) =>
      eb.or([
        eb('player1_id', 'in', userIds),
        eb('player2_id', 'in', userIds),
        eb('player1_partner_id', 'in', userIds),
        eb('player2_partner_id', 'in', userIds),
      ]),
    )
    .orderBy('created_at', 'desc')
    .limit(userIds.length * RECENT_MATCHES * 2)
    .execute();
  const recent = new Map<string, Set<string>>();
  const add = (a: string, b: string) => {
    const set = recent.get(a) ?? new Set<string>();
    if (set.size < RECENT_MATCHES) set.add(b);
    recent.set(a, set);
  };
  // Each player of a side met each player of the other (a duo match: two each).
  for (const row of rows) {
    for (const mine of sideMembers(row, 1)) {
      for (const theirs of sideMembers(row, 2)) {
        add(mine, theirs);
        add(theirs, mine);
      }
    }
  }
  return recent;
}

/** Ladders with someone searching (the timer's passes). */
export async function laddersWithQueue(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('matchmaking_queue').select('tournament_id').distinct().execute();
  return rows.map((row) => row.tournament_id);
}
