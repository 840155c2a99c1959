import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, text } from './primitives.js';
import { tournamentStream } from './streams.js';

/** A player as the match box shows them. */
export const matchPlayerSummary = z.object({
  userId: z.string(),
  gameName: z.string(),
  profileImage: z.string().nullable(),
});
export type MatchPlayerSummary = z.infer<typeof matchPlayerSummary>;

/** A team side of a bracket match. */
export const matchTeamSide = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  players: z.array(matchPlayerSummary),
});
export type MatchTeamSide = z.infer<typeof matchTeamSide>;

/**
 * The caller's current bracket match (P1 §3 "Match (bracket)"): `team1`/`team2` in team formats, else
 * `player1`/`player2`. `tournament_code` is null until 5 minutes before `scheduled_time` (P1 §9).
 */
export const currentMatch = z
  .object({
    id: z.number().int(),
    round: z.number().int(),
    scheduled_time: isoDate(),
    tournament_code: z.string().nullable(),
    status: z.enum(['ready', 'running']),
    team1: matchTeamSide.nullable(),
    team2: matchTeamSide.nullable(),
    player1: matchPlayerSummary.nullable(),
    player2: matchPlayerSummary.nullable(),
    /** The match's live stream (issue 32), loaded on the player's click; null: none. */
    stream: tournamentStream.nullable(),
  })
  .meta({ id: 'CurrentMatch' });
export type CurrentMatch = z.infer<typeof currentMatch>;

/** GET /v1/tournaments/{id}/player/status and /teams/{teamId}/status. */
export const matchStatusResponse = z.object({ currentMatch: currentMatch.nullable() });
export type MatchStatusResponse = z.infer<typeof matchStatusResponse>;

/** The winner of a verified match: side 1 (team1/player1) or 2. */
export const matchWinner = z.object({ side: z.union([z.literal(1), z.literal(2)]), name: z.string() });
export type MatchWinner = z.infer<typeof matchWinner>;

/** POST /v1/tournaments/{id}/matches/{matchId}/verify/{tournamentCode}. */
export const matchVerification = z.object({ status: z.literal('verified'), winner: matchWinner });
export type MatchVerification = z.infer<typeof matchVerification>;

const tournamentParams = z.object({ id: id() });

export const matchEndpoints = defineEndpoints({
  'GET /v1/tournaments/:id/player/status': {
    summary: "The signed-in player's current bracket match (solo or through their team), or null",
    tag: 'matches',
    auth: 'user',
    params: tournamentParams,
    refuses: { 404: 'No such tournament (10001), or it has no bracket matches' },
    response: { 200: dataOf(matchStatusResponse) },
  },
  'GET /v1/tournaments/:id/teams/:teamId/status': {
    summary: "A team's current bracket match, for a member of the team, or null",
    tag: 'matches',
    auth: 'user',
    params: tournamentParams.extend({ teamId: id() }),
    refuses: {
      403: 'You are not a member of this team',
      404: 'No such tournament (10001), or it has no bracket matches',
    },
    response: { 200: dataOf(matchStatusResponse) },
  },
  'POST /v1/tournaments/:id/matches/:matchId/verify/:tournamentCode': {
    summary: "Verify a bracket match's result with its tournament code (a player of the match)",
    tag: 'matches',
    auth: 'user',
    params: tournamentParams.extend({
      matchId: z.coerce.number().int().positive().max(2_147_483_647),
      tournamentCode: text().min(1).max(40),
    }),
    refuses: {
      400: 'Not the tournament code of this match',
      403: 'Only the players of this match verify its result',
      404: 'No such tournament (10001) or match, or no bracket yet',
      409: 'No code or no finished game yet, or the match already has a result',
    },
    response: { 200: dataOf(matchVerification) },
  },
});
