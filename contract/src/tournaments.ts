import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, localizedImage, localizedText } from './primitives.js';
import { registrationStatus } from './registrations.js';
import { teamRole } from './teams.js';

/** A tournament's status, derived from its dates at request time (P1 §4). */
export const tournamentStatus = z.enum(['upcoming', 'check-in', 'in-progress', 'completed']);
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** How a tournament is played: a bracket, or a matchmaking ladder. */
export const tournamentType = z.enum(['bracket', 'matchmaking']);
export type TournamentType = z.infer<typeof tournamentType>;

/** One line of a prize pool. */
export const prizeItem = z.object({ name: z.string(), amount: z.string() });
export type PrizeItem = z.infer<typeof prizeItem>;

/** A tournament as the list and its page show it (P1 §3). */
export const tournament = z
  .object({
    id: z.string(),
    name: localizedText,
    description: localizedText,
    poster: localizedImage,
    status: tournamentStatus,
    format: z.string(),
    game_mode: z.string(),
    type: z.string(),
    tournament_type: tournamentType,
    region: z.string(),
    skill_level: z.array(z.string()),
    prizepool: z.array(prizeItem),
    prizepool_format: z.string(),
    registration_open: z.boolean(),
    registrationStats: z.object({ totalParticipants: z.number() }),
    registration_start_time: isoDate(),
    registration_closed_time: isoDate(),
    checking_time: isoDate(),
    starting_time: isoDate(),
    information: z.object({ additionalInfo: z.string().nullable() }),
    requirements: z.array(localizedText),
    rules: z.array(localizedText),
    faqs: z.array(z.object({ title: localizedText, description: localizedText })),
    support_live_chat: z.boolean(),
    created_at: isoDate(),
  })
  .meta({ id: 'Tournament' });
export type Tournament = z.infer<typeof tournament>;

/**
 * One tournament the signed-in player is registered for (GET /v1/tournaments/me/registered): solo, or through
 * a team they belong to.
 */
export const registeredTournament = z.object({
  /** The tournament's id. */
  id: z.string(),
  registrationStatus,
  /** When the registration was made. */
  registrationDate: isoDate(),
  /** The tournament's start. */
  starting_time: isoDate(),
});
export type RegisteredTournament = z.infer<typeof registeredTournament>;

/** A team member as the tournament's Teams page lists them. */
export const tournamentTeamMember = z.object({ gameName: z.string(), tagLine: z.string(), role: teamRole });
export type TournamentTeamMember = z.infer<typeof tournamentTeamMember>;

/** A registered team (GET /v1/tournaments/{id}/teams, team formats); rejected registrations are left out. */
export const tournamentTeamEntry = z.object({
  registrationId: z.string(),
  registrationStatus,
  registrationDate: isoDate(),
  team: z.object({
    id: z.string(),
    name: z.string(),
    profileImg: z.string().nullable(),
    membersCount: z.number(),
    members: z.array(tournamentTeamMember),
  }),
});
export type TournamentTeamEntry = z.infer<typeof tournamentTeamEntry>;

/** A registered player (GET /v1/tournaments/{id}/teams, 1vs1); rejected registrations are left out. */
export const tournamentPlayerEntry = z.object({
  registrationId: z.string(),
  registrationStatus,
  registrationDate: isoDate(),
  player: z.object({ displayName: z.string(), gameName: z.string(), profileImg: z.string().nullable() }),
});
export type TournamentPlayerEntry = z.infer<typeof tournamentPlayerEntry>;

/** Who is registered for a tournament (P1 §3 "Tournament teams list"): players for 1vs1, else teams. */
export const tournamentTeams = z
  .union([
    z.object({ format: z.string(), teams: z.array(tournamentTeamEntry), teamsCount: z.number() }),
    z.object({ format: z.string(), players: z.array(tournamentPlayerEntry), playersCount: z.number() }),
  ])
  .meta({ id: 'TournamentTeams' });
export type TournamentTeams = z.infer<typeof tournamentTeams>;

/** The orders of the tournament list; `-` is newest (or latest) first. */
export const tournamentSort = z.enum(['-created_at', 'created_at', 'starting_time', '-starting_time']);
export type TournamentSort = z.infer<typeof tournamentSort>;

const splitList = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** One status or several, comma-separated (`upcoming,check-in` is the Upcoming tab). */
const statusList = z
  .string()
  .refine(
    (value) =>
      splitList(value).length > 0 &&
      splitList(value).every((part) => (tournamentStatus.options as readonly string[]).includes(part)),
    `Expected one or more of ${tournamentStatus.options.join(', ')}, comma-separated`,
  )
  .transform((value) => splitList(value) as TournamentStatus[])
  .describe(`One or more of ${tournamentStatus.options.join(', ')}, comma-separated`);

/** The query of GET /v1/tournaments. */
export const tournamentListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  sort: tournamentSort.default('-created_at'),
  /** Portal region: `me` matches regions containing "me", `eu` those containing "euw" (P1 §2). */
  region: z.enum(['me', 'eu']).optional(),
  status: statusList.optional(),
  tournament_type: tournamentType.optional(),
});
export type TournamentListQuery = z.input<typeof tournamentListQuery>;

const tournamentParams = z.object({ id: id() });

export const tournamentEndpoints = defineEndpoints({
  'GET /v1/tournaments': {
    summary: 'Tournaments, filtered by region, status and type',
    tag: 'tournaments',
    auth: 'public',
    querystring: tournamentListQuery,
    response: { 200: dataOf(z.array(tournament)) },
  },
  'GET /v1/tournaments/me/registered': {
    summary: 'The tournaments the signed-in player is registered for, solo or with their team',
    tag: 'tournaments',
    auth: 'user',
    response: { 200: dataOf(z.array(registeredTournament)) },
  },
  'GET /v1/tournaments/:id': {
    summary: 'One tournament; an unknown id is 404 code 10001',
    tag: 'tournaments',
    auth: 'public',
    params: tournamentParams,
    response: { 200: dataOf(tournament) },
  },
  'GET /v1/tournaments/:id/teams': {
    summary: 'Who is registered: the players of a 1vs1 tournament, else the teams with their members',
    tag: 'tournaments',
    auth: 'public',
    params: tournamentParams,
    response: { 200: dataOf(tournamentTeams) },
  },
});
