import {
  RefusalReason,
  type LocalizedText,
  type PlayerProfile,
  type PublicLadderStanding,
  type PublicMatchSummary,
  type PublicPlayerTeam,
  type PublicTournamentEntry,
  type TeamPage,
} from '@arena/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { TournamentRow, UserRow } from '../../db/schema.js';
import { isPublicTournament } from '../../db/tournament-visibility.js';
import { refusal } from '../../errors.js';
import { readOwnEntry } from '../loyalty/loyalty-standings.js';
import { MATCH_HISTORY_SIZE } from '../match-history/match-history-routes.js';
import { myPosition } from '../matchmaking/leaderboard.js';
import type { MatchmakingContext } from '../matchmaking/matchmaking-service.js';
import { passStanding } from '../pass/pass-service.js';
import { listRegisteredTournaments } from '../tournaments/tournaments-service.js';
import { tournamentStatus } from '../tournaments/tournament-status.js';
import { cachedRanks, readMissingRanksInBackground } from '../../providers/game-data/player-ranks.js';

export type PublicProfilesContext = MatchmakingContext;

/** How many tournaments a player's page lists. */
export const RECENT_TOURNAMENTS = 5;

const playerNotFound = () =>
  refusal('notFound', 'Player not found', { reason: RefusalReason.playerNotFound });
const teamNotFound = () => refusal('notFound', 'Team not found', { reason: RefusalReason.teamNotFound });

/** A player who has a page: not banned, not deactivated. */
const hasPage = (user: Pick<UserRow, 'banned_at' | 'deactivated_at'>) =>
  !user.banned_at && !user.deactivated_at;

async function playerTeam(context: PublicProfilesContext, userId: string): Promise<PublicPlayerTeam | null> {
  const row = await context.db
    .selectFrom('team_members')
    .innerJoin('teams', 'teams.id', 'team_members.team_id')
    .select(['teams.name', 'teams.short_name', 'teams.vanity', 'teams.profile_img', 'team_members.role'])
    .where('team_members.user_id', '=', userId)
    .orderBy('team_members.joined_at')
    .executeTakeFirst();
  return row
    ? {
        name: row.name,
        shortName: row.short_name,
        vanity: row.vanity,
        profileImg: context.assetUrl(row.profile_img),
        role: row.role,
      }
    : null;
}

function publicTournaments(db: Db, ids: readonly string[]): Promise<TournamentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tournaments').selectAll().where('id', 'in', ids).where(isPublicTournament).execute();
}

function tournamentEntry(
  row: TournamentRow,
  registrationStatus: PublicTournamentEntry['registrationStatus'],
  now: Date,
): PublicTournamentEntry {
  return {
    id: row.id,
    name: row.name as LocalizedText,
    type: row.tournament_type,
    status: tournamentStatus(row, now),
    startingTime: row.starting_time.toISOString(),
    registrationStatus,
  };
}

/** The player's approved tournaments (solo or with a team they are in now), latest start first. */
async function recentTournaments(
  context: PublicProfilesContext,
  userId: string,
): Promise<PublicTournamentEntry[]> {
  const registered = (await listRegisteredTournaments(context.db, userId))
    .filter((entry) => entry.registrationStatus === 'approved')
    .reverse()
    .slice(0, RECENT_TOURNAMENTS);
  const rows = new Map(
    (
      await publicTournaments(
        context.db,
        registered.map((entry) => entry.id),
      )
    ).map((row) => [row.id, row]),
  );
  const now = context.clock();
  return registered.flatMap((entry) => {
    const row = rows.get(entry.id);
    return row ? [tournamentEntry(row, entry.registrationStatus, now)] : [];
  });
}

/** The player's row on each public ladder they play, latest ladder first. */
async function ladderStandings(
  context: PublicProfilesContext,
  userId: string,
): Promise<PublicLadderStanding[]> {
  const ladders = await context.db
    .selectFrom('matchmaking_players')
    .innerJoin('tournaments', 'tournaments.id', 'matchmaking_players.tournament_id')
    .select(['tournaments.id', 'tournaments.name'])
    .where('matchmaking_players.user_id', '=', userId)
    .where(isPublicTournament)
    .orderBy('tournaments.starting_time', 'desc')
    .limit(RECENT_TOURNAMENTS)
    .execute();
  const standings = await Promise.all(
    ladders.map(async (ladder) => {
      const entry = await myPosition(context, ladder.id, userId);
      return entry
        ? {
            tournamentId: ladder.id,
            name: ladder.name as LocalizedText,
            position: entry.position,
            points: entry.stats.points,
            wins: entry.stats.wins,
            losses: entry.stats.losses,
          }
        : null;
    }),
  );
  return standings.filter((standing) => standing !== null);
}

/** The last games from the game-data provider (as on the player's own profile), summed up. */
async function matchSummary(
  context: Pick<AppContext, 'gameData'>,
  user: UserRow,
): Promise<PublicMatchSummary> {
  if (!user.puuid) return { wins: 0, losses: 0, games: [] };
  const puuid = user.puuid;
  const matches = await context.gameData.getRecentMatches(puuid, MATCH_HISTORY_SIZE, { region: user.region });
  const games = matches.flatMap((match) => {
    const self = match.info.participants.find((participant) => participant.puuid === puuid);
    return self
      ? [
          {
            matchId: match.metadata.matchId,
            championName: self.championName,
            win: self.win,
            kills: self.kills,
            deaths: self.deaths,
            assists: self.assists,
            startedAt: new Date(match.info.gameStartTimestamp).toISOString(),
            duration: match.info.gameDuration,
          },
        ]
      : [];
  });
  const wins = games.filter((game) => game.win).length;
  return { wins, losses: games.length - wins, games };
}

/**
 * A player's page by Riot ID (case-insensitive). A private profile answers its name and team only, and nothing
 * else is read for it; unknown, banned and deactivated players are 404 with reason `playerNotFound`.
 */
export async function playerProfile(
  context: PublicProfilesContext,
  gameName: string,
  tagLine: string,
): Promise<PlayerProfile> {
  const user = await context.db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(game_name)`, '=', gameName.toLowerCase())
    .where(sql<string>`lower(tag_line)`, '=', tagLine.toLowerCase())
    .executeTakeFirst();
  if (!user || !hasPage(user)) throw playerNotFound();
  const team = await playerTeam(context, user.id);
  if (!user.is_profile_visible) {
    return { visibility: 'private', gameName: user.game_name, tagLine: user.tag_line, team };
  }
  const ranks = await cachedRanks(context.db, [user.id]);
  readMissingRanksInBackground(context, [user.id], ranks);
  const [pass, loyalty, ladders, tournaments, matchHistory] = await Promise.all([
    passStanding(context.db, user.id),
    readOwnEntry(context.db, context.assetUrl, user.id),
    ladderStandings(context, user.id),
    recentTournaments(context, user.id),
    matchSummary(context, user),
  ]);
  return {
    visibility: 'public',
    gameName: user.game_name,
    tagLine: user.tag_line,
    team,
    displayName: user.display_name,
    region: user.region,
    location: user.location,
    profileImage: context.assetUrl(user.profile_image),
    bannerImage: context.assetUrl(user.banner_image),
    memberSince: user.created_at.toISOString(),
    rank: ranks.get(user.id)?.rank ?? null,
    pass: { level: pass.currentLevel, totalXP: pass.totalXP },
    loyalty: { points: pass.loyaltyPoints, rank: loyalty?.rank ?? null },
    ladders,
    recentTournaments: tournaments,
    matchHistory,
  };
}

const ROLE_ORDER = { owner: 0, admin: 1, member: 2 } as const;

/**
 * A team's page by its vanity (case-insensitive), whether or not its invite link is on: members owner first, a
 * private member's name and role only, a banned one without a page; the tournaments it entered, latest first.
 */
export async function teamPage(context: PublicProfilesContext, vanity: string): Promise<TeamPage> {
  const team = await context.db
    .selectFrom('teams')
    .selectAll()
    .where('vanity', '=', vanity.toLowerCase())
    .executeTakeFirst();
  if (!team) throw teamNotFound();
  const [members, registrations] = await Promise.all([
    context.db
      .selectFrom('team_members')
      .innerJoin('users', 'users.id', 'team_members.user_id')
      .select([
        'team_members.role',
        'team_members.joined_at',
        'users.game_name',
        'users.tag_line',
        'users.profile_image',
        'users.is_profile_visible',
        'users.banned_at',
        'users.deactivated_at',
      ])
      .where('team_members.team_id', '=', team.id)
      .orderBy('team_members.joined_at')
      .orderBy('team_members.id')
      .execute(),
    context.db
      .selectFrom('registrations')
      .innerJoin('tournaments', 'tournaments.id', 'registrations.tournament_id')
      .selectAll('tournaments')
      .select('registrations.status as registration_status')
      .where('registrations.team_id', '=', team.id)
      .where('registrations.status', '=', 'approved')
      .where(isPublicTournament)
      .orderBy('tournaments.starting_time', 'desc')
      .limit(20)
      .execute(),
  ]);
  const now = context.clock();
  return {
    name: team.name,
    shortName: team.short_name,
    vanity: team.vanity,
    profileImg: context.assetUrl(team.profile_img),
    createdAt: team.created_at.toISOString(),
    members: [...members]
      .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role])
      .map((member) => ({
        gameName: member.game_name,
        tagLine: member.tag_line,
        role: member.role,
        profileImage:
          member.is_profile_visible && hasPage(member) ? context.assetUrl(member.profile_image) : null,
        hasPage: hasPage(member),
      })),
    tournaments: registrations.map((row) => tournamentEntry(row, row.registration_status, now)),
  };
}
