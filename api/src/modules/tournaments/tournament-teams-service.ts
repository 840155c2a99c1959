import type { TournamentPlayerEntry, TournamentTeamEntry, TournamentTeams } from '@arena/contract';
import { isUuid } from '../../auth/authenticate.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { apiError } from '../../errors.js';
import { compareMembers, type MemberRow } from '../teams/teams-dto.js';
import type { AssetUrl } from '../../context.js';
import {
  cachedRanks,
  type PlayerRanksContext,
  readMissingRanksInBackground,
} from '../../providers/game-data/player-ranks.js';

/** The players' cached ranks (issue 33); the ones never read are read in the background for a later visit. */
async function ranksFor(context: PlayerRanksContext, userIds: readonly string[]) {
  const ranks = await cachedRanks(context.db, userIds);
  readMissingRanksInBackground(context, userIds, ranks);
  return (userId: string) => ranks.get(userId)?.rank ?? null;
}

/** Players per side: the number before "vs" in the format (`5vs5` → 5); 1 when the format says nothing. */
export function teamSize(format: string): number {
  const size = Number.parseInt(/^\s*(\d+)\s*v/i.exec(format)?.[1] ?? '', 10);
  return Number.isNaN(size) || size < 1 ? 1 : size;
}

/**
 * Who is registered for a tournament (P1 §2 "Teams page", §7 GET /v1/tournaments/{id}/teams): the players of a
 * 1vs1 tournament, else the teams with their current members, earliest registration first. Rejected
 * registrations are left out. An unknown (or malformed) id is 404 code 10001.
 */
export async function listTournamentTeams(
  context: PlayerRanksContext,
  tournamentId: string,
  assetUrl: AssetUrl,
): Promise<TournamentTeams> {
  const { db } = context;
  if (!isUuid(tournamentId)) throw apiError('tournamentNotFound');
  const tournament = await db
    .selectFrom('tournaments')
    .select(['id', 'format'])
    .where('id', '=', tournamentId)
    .where(isPublicTournament)
    .executeTakeFirst();
  if (!tournament) throw apiError('tournamentNotFound');

  if (teamSize(tournament.format) === 1) {
    const players = await registeredPlayers(context, tournament.id, assetUrl);
    return { format: tournament.format, players, playersCount: players.length };
  }
  const teams = await registeredTeams(context, tournament.id, assetUrl);
  return { format: tournament.format, teams, teamsCount: teams.length };
}

async function registeredPlayers(
  context: PlayerRanksContext,
  tournamentId: string,
  assetUrl: AssetUrl,
): Promise<TournamentPlayerEntry[]> {
  const rows = await context.db
    .selectFrom('registrations')
    .innerJoin('users', 'users.id', 'registrations.user_id')
    .select([
      'registrations.id',
      'registrations.user_id',
      'registrations.status',
      'registrations.created_at',
      'users.display_name',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'users.is_profile_visible',
    ])
    .where('registrations.tournament_id', '=', tournamentId)
    .where('registrations.status', '<>', 'rejected')
    .orderBy('registrations.created_at', 'asc')
    .orderBy('registrations.id', 'asc')
    .execute();
  const rankOf = await ranksFor(
    context,
    rows.map((row) => row.user_id),
  );
  // A private profile shows its Riot ID only (as on its player page): no display name, no avatar.
  return rows.map((row) => ({
    registrationId: row.id,
    registrationStatus: row.status,
    registrationDate: row.created_at.toISOString(),
    player: {
      displayName: row.is_profile_visible ? row.display_name : row.game_name,
      gameName: row.game_name,
      tagLine: row.tag_line,
      profileImg: row.is_profile_visible ? assetUrl(row.profile_image) : null,
      rank: rankOf(row.user_id),
    },
  }));
}

async function registeredTeams(
  context: PlayerRanksContext,
  tournamentId: string,
  assetUrl: AssetUrl,
): Promise<TournamentTeamEntry[]> {
  const { db } = context;
  const rows = await db
    .selectFrom('registrations')
    .innerJoin('teams', 'teams.id', 'registrations.team_id')
    .select([
      'registrations.id',
      'registrations.status',
      'registrations.created_at',
      'teams.id as team_id',
      'teams.name',
      'teams.vanity',
      'teams.profile_img',
    ])
    .where('registrations.tournament_id', '=', tournamentId)
    .where('registrations.status', '<>', 'rejected')
    .orderBy('registrations.created_at', 'asc')
    .orderBy('registrations.id', 'asc')
    .execute();
  if (rows.length === 0) return [];

  const memberRows: (MemberRow & { team_id: string })[] = await db
    .selectFrom('team_members')
    .innerJoin('users', 'users.id', 'team_members.user_id')
    .select([
      'team_members.id',
      'team_members.team_id',
      'team_members.user_id',
      'users.game_name',
      'users.tag_line',
      'users.profile_image',
      'team_members.role',
      'team_members.joined_at',
    ])
    .where(
      'team_members.team_id',
      'in',
      rows.map((row) => row.team_id),
    )
    .execute();
  const rankOf = await ranksFor(
    context,
    memberRows.map((member) => member.user_id),
  );
  const membersByTeam = new Map<string, MemberRow[]>();
  for (const member of memberRows) {
    const list = membersByTeam.get(member.team_id) ?? [];
    list.push(member);
    membersByTeam.set(member.team_id, list);
  }

  return rows.map((row) => {
    const members = [...(membersByTeam.get(row.team_id) ?? [])].sort(compareMembers);
    return {
      registrationId: row.id,
      registrationStatus: row.status,
      registrationDate: row.created_at.toISOString(),
      team: {
        id: row.team_id,
        name: row.name,
        vanity: row.vanity,
        profileImg: assetUrl(row.profile_img),
        membersCount: members.length,
        members: members.map((member) => ({
          gameName: member.game_name,
          tagLine: member.tag_line,
          role: member.role,
          rank: rankOf(member.user_id),
        })),
      },
    };
  });
}
