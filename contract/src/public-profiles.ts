import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, localizedText } from './primitives.js';
import { playerRank } from './ranks.js';
import { teamRole } from './teams.js';
import { registrationStatus } from './registrations.js';
import { tournamentStatus, tournamentType } from './tournaments.js';

/** Public player and team pages (issue 32); a player's page address is `playerSlug` (rules/player-slug.ts). */

/** The team a player belongs to, with their role in it. */
export const publicPlayerTeam = z.object({
  name: z.string(),
  shortName: z.string(),
  vanity: z.string(),
  profileImg: z.string().nullable(),
  role: teamRole,
});
export type PublicPlayerTeam = z.infer<typeof publicPlayerTeam>;

/** A tournament the player or team entered (approved entries of public tournaments), newest first. */
export const publicTournamentEntry = z.object({
  id: z.string(),
  name: localizedText,
  type: tournamentType,
  status: tournamentStatus,
  startingTime: isoDate(),
  registrationStatus,
});
export type PublicTournamentEntry = z.infer<typeof publicTournamentEntry>;

/** The player's row on a ladder they play. */
export const publicLadderStanding = z.object({
  tournamentId: z.string(),
  name: localizedText,
  position: z.number(),
  points: z.number(),
  wins: z.number(),
  losses: z.number(),
});
export type PublicLadderStanding = z.infer<typeof publicLadderStanding>;

/** The last games from the game-data provider, summed up; `games` is newest first. */
export const publicMatchSummary = z.object({
  wins: z.number(),
  losses: z.number(),
  games: z.array(
    z.object({
      matchId: z.string(),
      championName: z.string(),
      win: z.boolean(),
      kills: z.number(),
      deaths: z.number(),
      assists: z.number(),
      startedAt: isoDate(),
      /** Seconds. */
      duration: z.number(),
    }),
  ),
});
export type PublicMatchSummary = z.infer<typeof publicMatchSummary>;

/** What a private profile answers: the name and the team, nothing else. */
export const privatePlayerProfile = z.object({
  visibility: z.literal('private'),
  gameName: z.string(),
  tagLine: z.string(),
  team: publicPlayerTeam.nullable(),
});

/** What a public profile answers. */
export const publicPlayerProfile = z.object({
  visibility: z.literal('public'),
  gameName: z.string(),
  tagLine: z.string(),
  team: publicPlayerTeam.nullable(),
  displayName: z.string(),
  region: z.string(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  bannerImage: z.string().nullable(),
  memberSince: isoDate(),
  /** The solo queue rank (issue 33), as last read from the publisher; null: unranked or never read. */
  rank: playerRank.nullable(),
  pass: z.object({ level: z.number(), totalXP: z.number() }),
  loyalty: z.object({ points: z.number(), rank: z.number().nullable() }),
  ladders: z.array(publicLadderStanding),
  recentTournaments: z.array(publicTournamentEntry),
  matchHistory: publicMatchSummary,
});

/** A player's page (GET /v1/players/{gameName}/{tagLine}). */
export const playerProfile = z
  .discriminatedUnion('visibility', [publicPlayerProfile, privatePlayerProfile])
  .meta({ id: 'PlayerProfile' });
export type PlayerProfile = z.infer<typeof playerProfile>;
export type PublicPlayerProfile = z.infer<typeof publicPlayerProfile>;

/**
 * A member on a team's page. A private member shows their name and role only (`profileImage` null); a banned
 * member has no page (`hasPage` false) and is shown by name without a link.
 */
export const teamPageMember = z.object({
  gameName: z.string(),
  tagLine: z.string(),
  role: teamRole,
  profileImage: z.string().nullable(),
  hasPage: z.boolean(),
});
export type TeamPageMember = z.infer<typeof teamPageMember>;

/** A team's page (GET /v1/teams/vanity/{vanity}/page). */
export const teamPage = z
  .object({
    name: z.string(),
    shortName: z.string(),
    vanity: z.string(),
    profileImg: z.string().nullable(),
    createdAt: isoDate(),
    members: z.array(teamPageMember),
    tournaments: z.array(publicTournamentEntry),
  })
  .meta({ id: 'TeamPage' });
export type TeamPage = z.infer<typeof teamPage>;

export const publicProfileEndpoints = defineEndpoints({
  'GET /v1/players/:gameName/:tagLine': {
    summary:
      "A player's page: a public profile answers name, team, images, region, pass level, loyalty rank, ladder " +
      'standings, recent tournaments and a match summary; a private one the name and team only. Unknown, banned ' +
      'and deactivated players answer 404',
    tag: 'public-profiles',
    auth: 'public',
    params: z.object({ gameName: id(), tagLine: id() }),
    refuses: { 404: 'No such player (or banned or deactivated)' },
    response: { 200: dataOf(playerProfile) },
  },
  'GET /v1/teams/vanity/:vanity/page': {
    summary:
      "A team's page: the team, its members with their roles (a private member's name only) and the tournaments " +
      'it entered; whether its invite link is on does not matter',
    tag: 'public-profiles',
    auth: 'public',
    params: z.object({ vanity: id() }),
    refuses: { 404: 'No such team' },
    response: { 200: dataOf(teamPage) },
  },
});
