import type { MatchResultEvent, MatchStatusResponse, MatchVerification } from '@arena/contract';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { BRACKET_NOT_AVAILABLE, recordBracketMatchResult } from '../brackets/brackets-service.js';
import { rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { notifyPrizeRewardCodes } from '../reward-codes/reward-codes-service.js';
import {
  currentMatchOf,
  isCodeRevealed,
  playersOfBracketMatch,
  providerTournamentCodes,
} from './match-players.js';
import { emitToTournamentUser } from './tournament-channel.js';
import { notify } from '../notifications/notifications-service.js';

export type MatchesContext = Pick<
  AppContext,
  'db' | 'clock' | 'gameData' | 'realtime' | 'cache' | 'config' | 'log'
>;

/** The three events a verified result sends to each player of the match (P1 §4). */
export const MATCH_RESULT_EVENTS = ['MATCH_RESULT_UPDATED', 'MATCH_RESULT', 'MATCH_COMPLETED'] as const;

async function startedBracketTournament(context: MatchesContext, tournamentId: string) {
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await context.db
    .selectFrom('tournaments')
    .select(['id', 'tournament_type', 'starting_time', 'format'])
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');
  if (tournament.tournament_type !== 'bracket') {
    throw apiError('notFound', { message: 'This tournament has no bracket matches' });
  }
  const bracket = await context.db
    .selectFrom('tournament_brackets')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return { tournament, started: Boolean(bracket) && tournament.starting_time <= context.clock() };
}

/** GET /v1/tournaments/{id}/player/status: the caller's current match (solo or through their team). */
export async function playerMatchStatus(
  context: MatchesContext,
  tournamentId: string,
  userId: string,
): Promise<MatchStatusResponse> {
  const { started, tournament } = await startedBracketTournament(context, tournamentId);
  if (!started) return { currentMatch: null };
  return {
    currentMatch: await currentMatchOf(
      context.db,
      tournamentId,
      userId,
      context.clock(),
      providerTournamentCodes(context, tournament.format),
    ),
  };
}

/** GET /v1/tournaments/{id}/teams/{teamId}/status: the team's current match; the caller must be a member. */
export async function teamMatchStatus(
  context: MatchesContext,
  tournamentId: string,
  teamId: string,
  userId: string,
): Promise<MatchStatusResponse> {
  const membership = isUuid(teamId)
    ? await context.db
        .selectFrom('team_members')
        .select('team_id')
        .where('team_id', '=', teamId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!membership) throw apiError('forbidden', { message: 'You are not a member of this team' });
  const { started, tournament } = await startedBracketTournament(context, tournamentId);
  if (!started) return { currentMatch: null };
  const match = await currentMatchOf(
    context.db,
    tournamentId,
    userId,
    context.clock(),
    providerTournamentCodes(context, tournament.format),
  );
  // The caller's current match is their team's only when they play for this team in this tournament.
  const ofTeam = match && [match.team1, match.team2].some((team) => team?.id === teamId);
  return { currentMatch: ofTeam ? match : null };
}

/**
 * POST /v1/tournaments/{id}/matches/{matchId}/verify/{tournamentCode}: a player of the match, with its code,
 * once the code is revealed, asks the game-data provider for the game played with it; the winner is recorded and
 * the bracket advances, and each player of the match gets the three result events on the tournament channel.
 */
export async function verifyMatch(
  context: MatchesContext,
  input: { tournamentId: string; matchId: number; tournamentCode: string; userId: string },
): Promise<MatchVerification> {
  const { tournamentId, matchId, userId } = input;
  const { started } = await startedBracketTournament(context, tournamentId);
  if (!started) throw apiError('notFound', { message: BRACKET_NOT_AVAILABLE });
  const players = await playersOfBracketMatch(context.db, tournamentId, matchId);
  if (players.length === 0) throw apiError('notFound', { message: 'Match not found' });
  if (!players.some((player) => player.userId === userId)) {
    throw apiError('forbidden', { message: 'Only the players of this match can verify its result' });
  }
  const schedule = await context.db
    .selectFrom('bracket_match_schedules')
    .select(['scheduled_time', 'tournament_code', 'verified_at'])
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (!schedule) throw apiError('conflict', { message: 'This match has no tournament code yet' });
  if (!isCodeRevealed(schedule.scheduled_time, context.clock())) {
    throw apiError('conflict', {
      message: 'The tournament code is available 5 minutes before the match',
      details: { scheduled_time: schedule.scheduled_time.toISOString() },
    });
  }
  // Compared without case: the local codes are upper case, the publisher's mixed, and players retype them.
  if (input.tournamentCode.trim().toUpperCase() !== schedule.tournament_code.toUpperCase()) {
    throw apiError('validation', { message: 'This is not the tournament code of this match' });
  }
  if (schedule.verified_at) throw apiError('conflict', { message: 'This match already has a result' });

  const puuids = await context.db
    .selectFrom('users')
    .select(['id', 'puuid'])
    .where(
      'id',
      'in',
      players.map((player) => player.userId),
    )
    .execute();
  const accountOf = new Map(puuids.map((row) => [row.id, row.puuid ?? row.id]));
  const lobby = {
    side1: players.filter((p) => p.side === 1).map((p) => accountOf.get(p.userId)!),
    side2: players.filter((p) => p.side === 2).map((p) => accountOf.get(p.userId)!),
  };
  const game = await context.gameData.getTournamentCodeGame(schedule.tournament_code, lobby);
  if (!game) {
    throw apiError('conflict', { message: 'No finished game was found for this tournament code yet' });
  }
  const { winningSide } = game;
  if (winningSide === null) {
    throw apiError('conflict', { message: "The game of this code was not won by this match's players" });
  }

  const winnerParticipantId = players.find((player) => player.side === winningSide)?.participantId;
  if (winnerParticipantId === undefined) throw apiError('conflict', { message: 'The game has no winner' });
  const winnerName = await context.db.transaction().execute(async (trx) => {
    await recordBracketMatchResult(trx, {
      tournamentId,
      matchId,
      winnerParticipantId,
      now: context.clock(),
    });
    await trx
      .updateTable('bracket_match_schedules')
      .set({ verified_at: context.clock() })
      .where('match_id', '=', matchId)
      .execute();
    const participant = await trx
      .selectFrom('bracket_participants')
      .select('name')
      .where('id', '=', winnerParticipantId)
      .executeTakeFirstOrThrow();
    return participant.name;
  });
  context.cache.invalidate(CacheKeys.tournaments);
  // A final result completes the tournament: its prize reward codes are issued to their holders now (the minute
  // check in the payments module is the safety net after a restart).
  await notifyPrizeRewardCodes(context, rewardCodeSecret(context.config));

  const winner = { side: winningSide, name: winnerName };
  const winnerIds = players.filter((player) => player.side === winningSide).map((p) => p.userId);
  await notify(context, [...new Set(players.map((player) => player.userId))], {
    kind: 'result_verified',
    tournamentId,
    winnerIds,
  });
  emitBracketResult(context, { tournamentId, matchId, players, winner });
  return { status: 'verified', winner };
}

/**
 * Sends the three result events (P1 §4) to each player of a bracket match whose result was committed: a verified
 * game, or an organizer's result or forfeit (issue 30).
 */
export function emitBracketResult(
  context: Pick<AppContext, 'realtime'>,
  result: {
    tournamentId: string;
    matchId: number;
    players: readonly { userId: string }[];
    winner: MatchResultEvent['winner'];
  },
): void {
  const { tournamentId, matchId, winner } = result;
  for (const userId of new Set(result.players.map((player) => player.userId))) {
    const event: MatchResultEvent = {
      targetUserId: userId,
      tournamentId,
      matchId,
      status: 'verified',
      winner,
    };
    for (const name of MATCH_RESULT_EVENTS) {
      emitToTournamentUser(context.realtime, tournamentId, userId, name, event);
    }
  }
}

/** The bracket match a tournament code was issued for (as sent, or upper-cased), or undefined. */
export function bracketMatchOfCode(
  db: Db,
  tournamentCode: string,
): Promise<{ match_id: number; tournament_id: string } | undefined> {
  return db
    .selectFrom('bracket_match_schedules')
    .select(['match_id', 'tournament_id'])
    .where('tournament_code', 'in', [tournamentCode, tournamentCode.toUpperCase()])
    .executeTakeFirst();
}
