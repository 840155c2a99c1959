/**
 * What every part of the matchmaking module shares: the rules' numbers (P1 §4, §9), the ladder and match
 * lookups, and the outbox of socket events sent once a transaction has committed. The parts are:
 * `queue.ts` (register, search, leave), `pairing-pass.ts` (one pass over a queue), `match-lifecycle.ts`
 * (forfeit, no-show, reports, an admin's resolution), `leaderboard.ts`, and `answers.ts` (the status and result
 * answers).
 */
import type { DuoUpdatedEvent, MatchmakingResultEvent, MatchResult, QueueStatusEvent } from '@arena/contract';
import { NO_SHOW_AFTER_MS } from '@arena/contract/rules';
import type { Transaction } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { Database, TournamentRow } from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { emitToTournamentUser } from '../matches/tournament-channel.js';

export type MatchmakingContext = Pick<
  AppContext,
  'db' | 'clock' | 'jobsHeld' | 'gameData' | 'realtime' | 'assetUrl' | 'log' | 'storage'
>;
export type Trx = Transaction<Database>;
export type MatchRow = Awaited<ReturnType<typeof findMatch>>;

export const START_POINTS = 1000;
/** 15 s between queue attempts (P1 §9). */
export const SEARCH_COOLDOWN_MS = 15_000;
/** The acceptance countdown: 100 s from match creation (P1 §9). */
export const ACCEPTANCE_MS = 100_000;
/** A no-show may be claimed 15 minutes after match creation (P1 §9; the contract's rule). */
export { NO_SHOW_AFTER_MS };
/** No-show: the present player gets +2 points (P1 §4). */
export const NO_SHOW_POINTS = 2;
/** How many of a player's latest matches count as "recent" for the rematch penalty. */
export const RECENT_MATCHES = 3;
/**
 * How long after its creation a match still open holds the prizes of a ladder that has ended: the acceptance, a
 * game and both reports fit in it. An open match older than this (nobody reported, or only one player did) is
 * abandoned: it no longer delays the payouts, and once they are made it can no longer be reported or settled. A
 * disputed match holds them until staff decide (match-lifecycle.ts, payments/prize-payouts.ts).
 */
export const RESULT_WINDOW_MS = 2 * 3_600_000;

const notFound = () => apiError('tournamentNotFound');
export const matchNotFound = () => apiError('notFound', { message: 'Match not found' });

/** A public matchmaking ladder; 404 10001 for anything else (a draft, a cancelled one, a bracket). */
export async function findLadder(db: Db | Trx, tournamentId: string): Promise<TournamentRow> {
  if (!isUuid(tournamentId)) throw notFound();
  const row = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', tournamentId)
    .where('tournament_type', '=', 'matchmaking')
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function findMatch(db: Db | Trx, matchId: string, lock = false) {
  if (!isUuid(matchId)) throw matchNotFound();
  let query = db.selectFrom('matchmaking_matches').selectAll().where('id', '=', matchId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw matchNotFound();
  return row;
}

type MatchSides = Pick<MatchRow, 'player1_id' | 'player2_id' | 'player1_partner_id' | 'player2_partner_id'>;

/**
 * The players of one side of a match: the side's first player (`player1_id`, `player2_id`), then, in a duo match
 * (issue 33), their partner.
 */
export function sideMembers(match: MatchSides, which: 1 | 2): string[] {
  const [first, partner] =
    which === 1 ? [match.player1_id, match.player1_partner_id] : [match.player2_id, match.player2_partner_id];
  return partner ? [first, partner] : [first];
}

/** Every player of a match: two, or four in a duo match. */
export function matchPlayers(match: MatchSides): string[] {
  return [...sideMembers(match, 1), ...sideMembers(match, 2)];
}

/** Which side of the match the user plays on, or null for anyone else. */
export function side(match: MatchSides, userId: string): 1 | 2 | null {
  if (sideMembers(match, 1).includes(userId)) return 1;
  if (sideMembers(match, 2).includes(userId)) return 2;
  return null;
}

/**
 * The id that names a side as a winner (its first player's), from the id of any of its players; null for someone
 * who does not play the match. A duo's report may name either member of the winning side.
 */
export function sideLeader(match: MatchSides, userId: string): string | null {
  const which = side(match, userId);
  return which === 1 ? match.player1_id : which === 2 ? match.player2_id : null;
}

/** A matchmaking match's tournament and players (both sides' players of a duo match). */
export async function matchmakingMatchPlayers(
  db: Db,
  matchId: string,
): Promise<{ id: string; tournamentId: string; players: string[] } | null> {
  if (!isUuid(matchId)) return null;
  const row = await db
    .selectFrom('matchmaking_matches')
    .select(['id', 'tournament_id', 'player1_id', 'player2_id', 'player1_partner_id', 'player2_partner_id'])
    .where('id', '=', matchId)
    .executeTakeFirst();
  return row ? { id: row.id, tournamentId: row.tournament_id, players: matchPlayers(row) } : null;
}

// ---------------------------------------------------------------------------------------------------------
// Socket events, sent after the transaction that made them has committed

/** Events produced inside a transaction, sent once it has committed. */
export type Outbox = (() => void)[];

/** DUO_UPDATED to every tab of one player on the ladder's channel: their duo or duo invites changed. */
export function sendDuoUpdated(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  partnerLeftQueue = false,
): void {
  const payload: DuoUpdatedEvent = { targetUserId: userId, tournamentId, partnerLeftQueue };
  emitToTournamentUser(context.realtime, tournamentId, userId, 'DUO_UPDATED', payload);
}

/** QUEUE_STATUS to every tab of one player on the ladder's channel. */
export function sendQueueStatus(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  searching: boolean,
): void {
  const payload: QueueStatusEvent = { targetUserId: userId, tournamentId, searching };
  emitToTournamentUser(context.realtime, tournamentId, userId, 'QUEUE_STATUS', payload);
}

/** MATCH_RESULT (a matchmaking match's result moved) to one of its players. */
export function sendMatchResult(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  matchId: string,
  status: MatchResult['status'],
): void {
  const payload: MatchmakingResultEvent = { targetUserId: userId, tournamentId, matchId, status };
  emitToTournamentUser(context.realtime, tournamentId, userId, 'MATCH_RESULT', payload);
}

export function flush(outbox: Outbox): void {
  for (const send of outbox) send();
}

/**
 * The match's players the game-data provider has seen in the lobby (their user ids): the evidence names accounts
 * by puuid (the publisher) or by user id (the simulated provider and the stand-in).
 */
export async function playersInLobby(
  db: Db | Transaction<Database>,
  match: MatchSides,
  lobby: { joined: readonly string[] },
): Promise<string[]> {
  if (lobby.joined.length === 0) return [];
  const players = matchPlayers(match);
  const accounts = await db.selectFrom('users').select(['id', 'puuid']).where('id', 'in', players).execute();
  return players.filter((id) => {
    const puuid = accounts.find((row) => row.id === id)?.puuid;
    return lobby.joined.includes(id) || (puuid ? lobby.joined.includes(puuid) : false);
  });
}
