import type { DisputePlayer, MatchDispute, MatchmakingMatchPlayer } from '@arena/contract';
import { sql } from 'kysely';
import { roomHistory } from '../match-chat/match-chat-service.js';
import { resultDto } from './answers.js';
import { type MatchmakingContext, START_POINTS } from './matchmaking-service.js';

/**
 * Every disputed ladder result for the staff desk (GET /v1/admin/matchmaking/disputes), the longest-waiting
 * first: both players with their points now and their reports (winner, screenshot), a duo side's partner, and the
 * match chat.
 */
export async function listDisputes(context: MatchmakingContext): Promise<MatchDispute[]> {
  const matches = await context.db
    .selectFrom('matchmaking_matches')
    .innerJoin('tournaments', 'tournaments.id', 'matchmaking_matches.tournament_id')
    .selectAll('matchmaking_matches')
    .select(['tournaments.name as tournament_name'])
    .where('matchmaking_matches.status', '=', 'disputed')
    .orderBy(sql`coalesce(matchmaking_matches.disputed_at, matchmaking_matches.created_at)`)
    .orderBy('matchmaking_matches.id')
    .execute();
  if (matches.length === 0) return [];
  const userIds = [
    ...new Set(
      matches.flatMap((match) =>
        [match.player1_id, match.player2_id, match.player1_partner_id, match.player2_partner_id].filter(
          (id): id is string => id !== null,
        ),
      ),
    ),
  ];
  const users = await context.db
    .selectFrom('users')
    .select(['id', 'game_name', 'tag_line', 'profile_image'])
    .where('id', 'in', userIds)
    .execute();
  const standings = await context.db
    .selectFrom('matchmaking_players')
    .select(['tournament_id', 'user_id', 'points'])
    .where('user_id', 'in', userIds)
    .where('tournament_id', 'in', [...new Set(matches.map((match) => match.tournament_id))])
    .execute();
  return Promise.all(
    matches.map(async ({ tournament_name: tournamentName, ...match }) => {
      const result = resultDto(context, match);
      const person = (userId: string): MatchmakingMatchPlayer => {
        const user = users.find((row) => row.id === userId);
        const standing = standings.find(
          (row) => row.user_id === userId && row.tournament_id === match.tournament_id,
        );
        return {
          user_id: userId,
          riot_id: user ? `${user.game_name}#${user.tag_line}` : '',
          points: standing?.points ?? START_POINTS,
          profileImage: context.assetUrl(user?.profile_image ?? null),
        };
      };
      const player = (userId: string, report: DisputePlayer['report']): DisputePlayer => ({
        ...person(userId),
        report,
      });
      const chat = await roomHistory(context, {
        key: `MatchmakingMatch:${match.id}`,
        matchType: 'MatchmakingMatch',
        matchId: match.id,
        tournamentId: match.tournament_id,
      });
      return {
        match_id: match.id,
        tournament: { id: match.tournament_id, name: tournamentName },
        tournament_code: match.tournament_code,
        createdAt: match.created_at.toISOString(),
        disputedAt: match.disputed_at ? match.disputed_at.toISOString() : null,
        player1: player(match.player1_id, result.player1_report),
        player2: player(match.player2_id, result.player2_report),
        player1_partner: match.player1_partner_id ? person(match.player1_partner_id) : null,
        player2_partner: match.player2_partner_id ? person(match.player2_partner_id) : null,
        chat,
      };
    }),
  );
}
