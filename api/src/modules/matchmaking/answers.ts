import type {
  DuoInvite,
  DuoPlayer,
  MatchmakingDuo,
  MatchmakingMatch,
  MatchmakingStatus,
  MatchResult,
} from '@arena/contract';
import type { AppContext } from '../../context.js';
import { apiError } from '../../errors.js';
import type { LobbyEvidence } from '../../providers/game-data/index.js';
import { providerFailure } from '../../providers/game-data/provider-failure.js';
import {
  ACCEPTANCE_MS,
  findLadder,
  findMatch,
  type MatchmakingContext,
  type MatchRow,
  matchPlayers,
  playersInLobby,
  SEARCH_COOLDOWN_MS,
  side,
  START_POINTS,
} from './matchmaking-service.js';

/** The match as its players see it (the status's current match and MATCH_FOUND). */
export async function matchDto(context: MatchmakingContext, match: MatchRow): Promise<MatchmakingMatch> {
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
    .where('users.id', 'in', matchPlayers(match))
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
  const lobby = await lobbyEvidenceForAnswer(context, match);
  return {
    _id: match.id,
    createdAt: match.created_at.toISOString(),
    tournament_code: match.tournament_code,
    acceptance_expires_at: new Date(match.created_at.getTime() + ACCEPTANCE_MS).toISOString(),
    game_started: lobby.gameStarted,
    lobby_joined: await playersInLobby(context.db, match, lobby),
    player1: player(match.player1_id, match.player1_points),
    player2: player(match.player2_id, match.player2_points),
    player1_partner: match.player1_partner_id ? player(match.player1_partner_id, START_POINTS) : null,
    player2_partner: match.player2_partner_id ? player(match.player2_partner_id, START_POINTS) : null,
  };
}

/**
 * The lobby evidence the status shows (`game_started`, `lobby_joined`): a provider failure never fails the status, which then
 * answers without it (the game not seen as started). The rules that act on it (forfeit, no-show) read it
 * themselves, in `match-lifecycle.ts`.
 */
async function lobbyEvidenceForAnswer(context: MatchmakingContext, match: MatchRow): Promise<LobbyEvidence> {
  try {
    return await context.gameData.getLobbyEvidence(match.tournament_code);
  } catch (error) {
    context.log.warn(
      { provider: context.gameData.name, matchId: match.id, failure: providerFailure(error) },
      'matchmaking status: lobby evidence unavailable; answering without it',
    );
    return { joined: [], gameStarted: false };
  }
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
    duo: await duoState(context, ladder.id, userId, player.duo_id),
  };
}

function reportOf(match: MatchRow, which: 1 | 2) {
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

export function resultDto(context: Pick<AppContext, 'assetUrl'>, match: MatchRow): MatchResult {
  const status: MatchResult['status'] =
    match.status === 'open'
      ? match.player1_reported_at || match.player2_reported_at
        ? 'waiting'
        : 'pending'
      : match.status === 'disputed' || match.status === 'voided'
        ? match.status
        : 'verified';
  const withUrl = (report: ReturnType<typeof reportOf>) =>
    report ? { ...report, screenshot_url: context.assetUrl(report.screenshot_url) } : null;
  return { status, player1_report: withUrl(reportOf(match, 1)), player2_report: withUrl(reportOf(match, 2)) };
}

/** The result of a match, for its players (and platform admins). */
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

/** The duo players of some users (their Riot IDs and pictures), by user id. */
async function duoPlayers(context: MatchmakingContext, userIds: string[]): Promise<Map<string, DuoPlayer>> {
  if (userIds.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('users')
    .select(['id', 'game_name', 'tag_line', 'profile_image'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        user_id: row.id,
        riot_id: `${row.game_name}#${row.tag_line}`,
        profileImage: context.assetUrl(row.profile_image),
      },
    ]),
  );
}

/** The caller's duo as the status shows it: the active duo's partner, the invites to them, their own invite. */
export async function duoState(
  context: MatchmakingContext,
  tournamentId: string,
  userId: string,
  duoId: string | null,
): Promise<MatchmakingDuo> {
  const [active, waiting] = await Promise.all([
    duoId
      ? context.db.selectFrom('matchmaking_duos').selectAll().where('id', '=', duoId).executeTakeFirst()
      : Promise.resolve(undefined),
    context.db
      .selectFrom('matchmaking_duos')
      .selectAll()
      .where('tournament_id', '=', tournamentId)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('inviter_id', '=', userId), eb('invitee_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
  ]);
  const partnerId = active ? (active.inviter_id === userId ? active.invitee_id : active.inviter_id) : null;
  const ids = new Set(waiting.flatMap((invite) => [invite.inviter_id, invite.invitee_id]));
  if (partnerId) ids.add(partnerId);
  const players = await duoPlayers(context, [...ids]);
  const player = (id: string): DuoPlayer =>
    players.get(id) ?? { user_id: id, riot_id: '', profileImage: null };
  const invite = (row: (typeof waiting)[number]): DuoInvite => ({
    id: row.id,
    from: player(row.inviter_id),
    to: player(row.invitee_id),
    created_at: row.created_at.toISOString(),
  });
  return {
    partner: partnerId ? player(partnerId) : null,
    incoming: waiting.filter((row) => row.invitee_id === userId).map(invite),
    outgoing: waiting.filter((row) => row.inviter_id === userId).map(invite)[0] ?? null,
  };
}
