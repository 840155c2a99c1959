import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { chatMessage } from './match-chat.js';
import { dataOf, id, isoDate, localizedText, text } from './primitives.js';

/** A player of a matchmaking match (P1 §3 "Current match"); `riot_id` is "gameName#tagLine". */
export const matchmakingMatchPlayer = z.object({
  user_id: z.string(),
  riot_id: z.string(),
  points: z.number(),
  profileImage: z.string().nullable(),
});
export type MatchmakingMatchPlayer = z.infer<typeof matchmakingMatchPlayer>;

/** The caller's open matchmaking match (P1 §3 "Current match"). */
export const matchmakingMatch = z
  .object({
    _id: z.string(),
    createdAt: isoDate(),
    tournament_code: z.string(),
    /** createdAt + 100 s (P1 §9); after it the acceptance countdown shows the expired flag. */
    acceptance_expires_at: isoDate(),
    /** The game has started (game-data provider): forfeit is refused from then on. */
    game_started: z.boolean(),
    /**
     * The players of the match the game-data provider has seen in the lobby (user ids): a no-show claim is accepted
     * only from a player in it against one who is not (rules `noShowClaim`).
     */
    lobby_joined: z.array(z.string()),
    player1: matchmakingMatchPlayer,
    player2: matchmakingMatchPlayer,
    /**
     * A duo match (issue 33): the second player of each side, on the side of `player1` and of `player2`. Absent or
     * null for a match of two solo players. A side's report, forfeit or no-show claim may come from either of its
     * players; its winner is named by the side's first player's id.
     */
    player1_partner: matchmakingMatchPlayer.nullable().optional(),
    player2_partner: matchmakingMatchPlayer.nullable().optional(),
  })
  .meta({ id: 'MatchmakingMatch' });
export type MatchmakingMatch = z.infer<typeof matchmakingMatch>;

/** A player of a duo or of a duo invite (issue 33); `riot_id` is "gameName#tagLine". */
export const duoPlayer = z.object({
  user_id: z.string(),
  riot_id: z.string(),
  profileImage: z.string().nullable(),
});
export type DuoPlayer = z.infer<typeof duoPlayer>;

/** A duo invite waiting for its answer. */
export const duoInvite = z
  .object({ id: z.string(), from: duoPlayer, to: duoPlayer, created_at: isoDate() })
  .meta({ id: 'DuoInvite' });
export type DuoInvite = z.infer<typeof duoInvite>;

/**
 * The caller's duo on a ladder (issue 33): the partner of the active duo (null when the player queues alone), the
 * invites waiting for the caller's answer, and the caller's own invite waiting for the other's.
 */
export const matchmakingDuo = z
  .object({
    partner: duoPlayer.nullable(),
    incoming: z.array(duoInvite),
    outgoing: duoInvite.nullable(),
  })
  .meta({ id: 'MatchmakingDuo' });
export type MatchmakingDuo = z.infer<typeof matchmakingDuo>;

/** The body of a duo invite: the invited player's Riot ID (`Name#TAG`, either part in any case). */
export const duoInviteBody = z.object({
  riot_id: text()
    .trim()
    .min(3, 'Enter a Riot ID as Name#TAG')
    .max(40, 'Enter a Riot ID as Name#TAG')
    .regex(/^[^#]+#[^#]+$/, 'Enter a Riot ID as Name#TAG'),
});
export type DuoInviteBody = z.input<typeof duoInviteBody>;

/** The caller's state on a ladder (GET /v1/matchmaking/tournaments/{id}/status, P1 §3 "Matchmaking status"). */
export const matchmakingStatus = z
  .object({
    status: z.enum(['not_registered', 'ready', 'searching', 'in_match']),
    points: z.number(),
    games_played: z.number(),
    wins: z.number(),
    losses: z.number(),
    current_match: matchmakingMatch.nullable(),
    /** No new search before then (15 s between attempts); null when free. */
    cooldown_until: isoDate().nullable(),
    /**
     * The caller's duo and duo invites (issue 33). Present whenever the caller is registered; while in a duo,
     * `searching` and `in_match` are the duo's (both members queue, leave and play together).
     */
    duo: matchmakingDuo.optional(),
  })
  .meta({ id: 'MatchmakingStatus' });
export type MatchmakingStatus = z.infer<typeof matchmakingStatus>;

/** One player's report of a matchmaking match; it counts once both the winner and the screenshot are in. */
export const matchReport = z.object({
  user_id: z.string(),
  winner_id: z.string().nullable(),
  screenshot_url: z.string().nullable(),
  /** When the report became complete; null while one half is missing. */
  reported_at: isoDate().nullable(),
});
export type MatchReport = z.infer<typeof matchReport>;

/**
 * Where a matchmaking match's result stands: no report, one report, settled, reports that disagree, or voided by
 * staff (no winner, no points moved).
 */
export const matchResultStatus = z.enum(['pending', 'waiting', 'verified', 'disputed', 'voided']);

/** The result of a matchmaking match (GET /v1/match-results/{matchId}, P1 §3 "Match result"). */
export const matchResult = z
  .object({
    status: matchResultStatus,
    player1_report: matchReport.nullable(),
    player2_report: matchReport.nullable(),
  })
  .meta({ id: 'MatchResult' });
export type MatchResult = z.infer<typeof matchResult>;

/** One row of a ladder's leaderboard and of my-position (P1 §3 "Leaderboard entry"). */
export const leaderboardEntry = z
  .object({
    position: z.number(),
    user: z.object({
      id: z.string(),
      gameName: z.string(),
      tagLine: z.string(),
      profileImage: z.string().nullable(),
    }),
    stats: z.object({
      games_played: z.number(),
      wins: z.number(),
      losses: z.number(),
      winRate: z.number(),
      points: z.number(),
    }),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;

/** A page of a ladder's leaderboard (GET /v1/matchmaking/tournaments/{id}/leaderboard). */
export const leaderboardPage = z.object({
  data: z.array(leaderboardEntry),
  pagination: z.object({ total: z.number(), pages: z.number() }),
});
export type LeaderboardPage = z.infer<typeof leaderboardPage>;

/** The query of the leaderboard: pages of `limit` rows (20 unless said), filtered by game name or tag line. */
export const leaderboardQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: text().max(100).optional(),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuery>;

/** The body of a winner report and of an admin's resolution: the winner's user id. */
export const matchWinnerBody = z.object({ winner_id: id() });
export type MatchWinnerBody = z.input<typeof matchWinnerBody>;

/** Longest note of a staff decision on a dispute (characters). */
export const RESOLUTION_NOTE_MAX = 1000;

/**
 * The body of PATCH /v1/admin/matchmaking/matches/{matchId}/resolve: the winner's user id, or null to void the
 * match (no winner, no points), and the note the players read with the decision (required).
 */
export const resolveMatchBody = z.object({
  winner_id: id().nullable(),
  note: text().trim().min(1, 'is required').max(RESOLUTION_NOTE_MAX),
});
export type ResolveMatchBody = z.input<typeof resolveMatchBody>;

/** One player of a disputed match, with their report (winner and screenshot) as the staff desk reads it. */
export const disputePlayer = matchmakingMatchPlayer.extend({ report: matchReport.nullable() });
export type DisputePlayer = z.infer<typeof disputePlayer>;

/** A disputed ladder result (GET /v1/admin/matchmaking/disputes): both reports and the match chat. */
export const matchDispute = z
  .object({
    match_id: z.string(),
    tournament: z.object({ id: z.string(), name: localizedText }),
    tournament_code: z.string(),
    createdAt: isoDate(),
    /** When the second report came in and the reports disagreed. */
    disputedAt: isoDate().nullable(),
    player1: disputePlayer,
    player2: disputePlayer,
    /** A duo match's second players (issue 33): each side's partner, who shares its result; null for a solo side. */
    player1_partner: matchmakingMatchPlayer.nullable(),
    player2_partner: matchmakingMatchPlayer.nullable(),
    chat: z.array(chatMessage),
  })
  .meta({ id: 'MatchDispute' });
export type MatchDispute = z.infer<typeof matchDispute>;

/** MATCH_FOUND on the `/tournament` channel (P1 §4), to each of the two players' sockets. */
export const matchFoundEvent = z.object({
  targetUserId: z.string(),
  tournamentId: z.string(),
  match: matchmakingMatch,
});
export type MatchFoundEvent = z.infer<typeof matchFoundEvent>;

/** QUEUE_STATUS on the `/tournament` channel (P1 §4), to every tab of the player whose search started or ended. */
export const queueStatusEvent = z.object({
  targetUserId: z.string(),
  tournamentId: z.string(),
  searching: z.boolean(),
});
export type QueueStatusEvent = z.infer<typeof queueStatusEvent>;

/**
 * DUO_UPDATED on the `/tournament` channel (issue 33), to a player whose duo or duo invites changed (an invite came,
 * was answered or withdrawn, the partner left the duo): the client reads the status again. `partnerLeftQueue`: the
 * partner took the duo out of the queue.
 */
export const duoUpdatedEvent = z.object({
  targetUserId: z.string(),
  tournamentId: z.string(),
  partnerLeftQueue: z.boolean(),
});
export type DuoUpdatedEvent = z.infer<typeof duoUpdatedEvent>;

/** MATCH_RESULT of a matchmaking match on the `/tournament` channel (P1 §4), to each of its players. */
export const matchmakingResultEvent = z.object({
  targetUserId: z.string(),
  tournamentId: z.string(),
  matchId: z.string(),
  status: matchResultStatus,
});
export type MatchmakingResultEvent = z.infer<typeof matchmakingResultEvent>;

const ladderParams = z.object({ id: id() });
const ladderMatchParams = ladderParams.extend({ matchId: id() });
const duoInviteParams = ladderParams.extend({ inviteId: id() });
const matchParams = z.object({ matchId: id() });

export const matchmakingEndpoints = defineEndpoints({
  'GET /v1/matchmaking/tournaments/:id/status': {
    summary: "The caller's state on a matchmaking ladder: points, record, current match, search cooldown",
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: { 404: 'No such ladder (10001)' },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/register': {
    summary: 'Register for a ladder (between registration start and the start) with the starting points',
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: {
      403: 'Registration is closed or not open yet',
      404: 'No such ladder (10001)',
      409: 'You are already registered, the ladder has ended, or it is full',
    },
    response: { 201: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/search': {
    summary: "Join the ladder's queue (inside the daily window, 15 s between attempts, one match at a time)",
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: {
      403: 'You are not registered, or the queue is closed',
      404: 'No such ladder (10001)',
      409: 'You are in a match or searching already, or must wait before searching again',
    },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'DELETE /v1/matchmaking/tournaments/:id/leave': {
    summary: "Leave the ladder's queue",
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: { 403: 'You are not registered', 404: 'No such ladder (10001)' },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites': {
    summary:
      'Invite another registered player of the ladder and region, by Riot ID, to queue as a duo (they are notified)',
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    body: duoInviteBody,
    refuses: {
      400: '`riot_id` is not a Riot ID',
      403: 'You are not registered',
      404: 'No such ladder (10001), or no player with that Riot ID (`duoPlayerNotFound`)',
      409:
        'Yourself, a player not registered on the ladder or of another region, either of you in a duo, ' +
        'searching or in a match, or an invite between you already waits (`details.reason`)',
    },
    response: { 201: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/accept': {
    summary: 'Accept a duo invite: the two players queue together from now on (the inviter is notified)',
    tag: 'matchmaking',
    auth: 'user',
    params: duoInviteParams,
    refuses: {
      404: 'No such ladder (10001), or no invite to you waiting',
      409: 'Either of you is in a duo, searching or in a match (`details.reason`)',
    },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/decline': {
    summary: 'Decline a duo invite to you, or withdraw your own (the other player is notified)',
    tag: 'matchmaking',
    auth: 'user',
    params: duoInviteParams,
    refuses: { 404: 'No such ladder (10001), or no such invite waiting' },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'DELETE /v1/matchmaking/tournaments/:id/duo': {
    summary:
      "Leave your duo: its search ends for both, and the partner is notified (refused while the duo's match is open)",
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: {
      403: 'You are not registered',
      404: 'No such ladder (10001), or you are in no duo',
      409: "The duo's match is open (`alreadyInMatch`)",
    },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/forfeit/:matchId': {
    summary: 'Forfeit an open match (a loss); refused once the game has started',
    tag: 'matchmaking',
    auth: 'user',
    params: ladderMatchParams,
    refuses: {
      404: 'No such ladder (10001), or no match of yours',
      409: 'The match is over, its game has started, or the prizes are paid',
    },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'POST /v1/matchmaking/tournaments/:id/claim-noshow/:matchId': {
    summary:
      'Claim a no-show 15 minutes after the match was created, having joined the lobby alone (+2 points)',
    tag: 'matchmaking',
    auth: 'user',
    params: ladderMatchParams,
    refuses: {
      404: 'No such ladder (10001), or no match of yours',
      409: 'Not a no-show (yet), you reported already, the match is over or the prizes are paid',
    },
    response: { 200: dataOf(matchmakingStatus) },
  },
  'GET /v1/matchmaking/tournaments/:id/my-position': {
    summary: "The caller's leaderboard row, or null when not registered",
    tag: 'matchmaking',
    auth: 'user',
    params: ladderParams,
    refuses: { 404: 'No such ladder (10001)' },
    response: { 200: dataOf(leaderboardEntry.nullable()) },
  },
  'GET /v1/matchmaking/tournaments/:id/leaderboard': {
    summary: "A page of the ladder's leaderboard, searchable by game name or tag line",
    tag: 'matchmaking',
    auth: 'public',
    params: ladderParams,
    querystring: leaderboardQuery,
    refuses: { 404: 'No such ladder (10001)' },
    response: { 200: leaderboardPage },
  },
  'GET /v1/admin/matchmaking/disputes': {
    summary: 'Every disputed ladder result, oldest first, with both reports and the match chat',
    tag: 'matchmaking',
    auth: 'staff',
    staffRoles: ['organizer', 'support'],
    response: { 200: dataOf(z.array(matchDispute)) },
  },
  'PATCH /v1/admin/matchmaking/matches/:matchId/resolve': {
    summary:
      'Settle a disputed (or unreported) matchmaking match: a winner, or `winner_id: null` to void it, with a ' +
      'required note; both players are notified (audited)',
    tag: 'matchmaking',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: matchParams,
    body: resolveMatchBody,
    refuses: {
      400: '`winner_id` is not a player of the match',
      404: 'No such match',
      409: 'The match is settled, or the prizes are paid',
    },
    response: { 200: dataOf(matchResult) },
  },
  'GET /v1/match-results/:matchId': {
    summary: "A matchmaking match's result and both reports (its players, or staff of the dispute desk)",
    tag: 'matchmaking',
    auth: 'user',
    params: matchParams,
    refuses: { 403: 'Only the players of this match', 404: 'No such match' },
    response: { 200: dataOf(matchResult) },
  },
  'POST /v1/match-results/:matchId/winner': {
    summary: "Report the match's winner (one half of the caller's report)",
    tag: 'matchmaking',
    auth: 'user',
    params: matchParams,
    body: matchWinnerBody,
    refuses: {
      400: '`winner_id` is not a player of the match',
      403: 'Only the players of this match',
      404: 'No such match',
      409: 'The result is in, you reported already, or the prizes are paid',
    },
    response: { 200: dataOf(matchResult) },
  },
  'POST /v1/match-results/:matchId/screenshot': {
    summary:
      "Upload the result screenshot: multipart `screenshot`, an image up to 5 MB (the report's other half)",
    tag: 'matchmaking',
    auth: 'user',
    params: matchParams,
    multipart: true,
    refuses: {
      403: 'Only the players of this match; your storage is full (4031)',
      404: 'No such match',
      409: 'The result is in, you reported already, or the prizes are paid',
    },
    response: { 200: dataOf(matchResult) },
  },
});
