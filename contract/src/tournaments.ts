import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, locale, localizedImage, localizedText, text } from './primitives.js';
import { playerRank, tournamentRankRequirements } from './ranks.js';
import { registrationStatus } from './registrations.js';
import { rewardCodeType } from './reward-codes.js';
import { teamRole } from './teams.js';
import { tournamentStream } from './streams.js';

/** A tournament's status, derived from its dates at request time (P1 §4). */
export const tournamentStatus = z.enum(['upcoming', 'check-in', 'in-progress', 'completed']);
export type TournamentStatus = z.infer<typeof tournamentStatus>;

/** How a tournament is played: a bracket, or a matchmaking ladder. */
export const tournamentType = z.enum(['bracket', 'matchmaking']);
export type TournamentType = z.infer<typeof tournamentType>;

/** Reward codes a prize carries: how many codes of one type its winner receives (P1 §6, P2 §3). */
export const prizeRewardCodes = z.object({ type: rewardCodeType, count: z.number().int().min(1).max(50) });
export type PrizeRewardCodes = z.infer<typeof prizeRewardCodes>;

/**
 * One line of a prize pool. `rewardCodes`: the reward codes the winner of this position receives when the
 * tournament completes — a team's owner receives them to hand out to the team (P1 §6 "Roles and permissions").
 */
export const prizeItem = z.object({
  name: z.string(),
  amount: z.string(),
  rewardCodes: z.array(prizeRewardCodes).optional(),
});
export type PrizeItem = z.infer<typeof prizeItem>;

/** A question of a tournament's FAQ with its answer, each in English and, where written, Arabic. */
export const tournamentFaq = z.object({ title: localizedText, description: localizedText });

// A live stream (issue 32): its own module, so the match reads (matches.ts) take it without an import cycle.
export { tournamentStream, type TournamentStream } from './streams.js';

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
    faqs: z.array(tournamentFaq),
    support_live_chat: z.boolean(),
    /** Null: no stream. */
    stream: tournamentStream.nullable(),
    /** The rank and account level each player needs to register (issue 33), checked at registration. */
    rankRequirements: tournamentRankRequirements,
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
export const tournamentTeamMember = z.object({
  gameName: z.string(),
  tagLine: z.string(),
  role: teamRole,
  /** The member's solo queue rank (issue 33), as last read from the publisher; null: unranked or unknown. */
  rank: playerRank.nullable(),
});
export type TournamentTeamMember = z.infer<typeof tournamentTeamMember>;

/** A registered team (GET /v1/tournaments/{id}/teams, team formats); rejected registrations are left out. */
export const tournamentTeamEntry = z.object({
  registrationId: z.string(),
  registrationStatus,
  registrationDate: isoDate(),
  team: z.object({
    id: z.string(),
    name: z.string(),
    /** The team page's address: `/teams/{vanity}`. */
    vanity: z.string(),
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
  player: z.object({
    displayName: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    profileImg: z.string().nullable(),
    /** The player's solo queue rank (issue 33), as last read from the publisher; null: unranked or unknown. */
    rank: playerRank.nullable(),
  }),
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

/**
 * Where a tournament stands in the organizer console (issue 30): a draft (staff only), published (players see it)
 * or cancelled (players no longer see it; its registrations were withdrawn).
 */
export const tournamentLifecycle = z.enum(['draft', 'published', 'cancelled']);
export type TournamentLifecycle = z.infer<typeof tournamentLifecycle>;

/** A tournament on the staff desk (GET /v1/admin/tournaments): its schedule and where its registrations stand. */
export const staffTournament = z
  .object({
    id: z.string(),
    name: localizedText,
    status: tournamentStatus,
    /** Drafts and cancelled tournaments are listed too; only published ones are public. */
    lifecycle: tournamentLifecycle,
    tournament_type: tournamentType,
    format: z.string(),
    region: z.string(),
    registration_open: z.boolean(),
    registration_start_time: isoDate(),
    registration_closed_time: isoDate(),
    checking_time: isoDate(),
    starting_time: isoDate(),
    /** Registrations per status (the check-in overview: `checked-in` of `total`). */
    registrations: z.object({
      total: z.number(),
      pending: z.number(),
      approved: z.number(),
      rejected: z.number(),
      'checked-in': z.number(),
    }),
  })
  .meta({ id: 'StaffTournament' });
export type StaffTournament = z.infer<typeof staffTournament>;

/** One registration on the staff desk: who registered, the team, its status and the review's reason. */
export const staffRegistration = z
  .object({
    id: z.string(),
    registrationStatus,
    registrationDate: isoDate(),
    checkedInAt: isoDate().nullable(),
    /** The reason given with the last review (the player read it in their notification). */
    reviewReason: z.string().nullable(),
    /** The player who registered (for a team: the owner or admin who did it). */
    player: z.object({ id: z.string(), gameName: z.string(), tagLine: z.string() }),
    team: z.object({ id: z.string(), name: z.string(), membersCount: z.number() }).nullable(),
  })
  .meta({ id: 'StaffRegistration' });
export type StaffRegistration = z.infer<typeof staffRegistration>;

/** The query of GET /v1/admin/tournaments: `search` matches the English or Arabic name, case-insensitive. */
export const staffTournamentsQuery = z.object({
  search: text().trim().max(120, 'must be at most 120 characters').optional(),
});
export type StaffTournamentsQuery = z.input<typeof staffTournamentsQuery>;

/** The query of GET /v1/admin/tournaments/{id}/registrations: one status, or all. */
export const staffRegistrationsQuery = z.object({ status: registrationStatus.optional() });
export type StaffRegistrationsQuery = z.input<typeof staffRegistrationsQuery>;

/**
 * The language of a calendar file: `?lang=` when given (the portal's links always send it), else the first of
 * ar/en in the request's Accept-Language, else English (as for notifications).
 */
export const calendarQuery = z.object({ lang: locale.optional() });
export type CalendarQuery = z.input<typeof calendarQuery>;

/** An iCalendar file (RFC 5545), served as `text/calendar`. */
export const iCalendarFile = z.string().describe('text/calendar (RFC 5545)');

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
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(tournament) },
  },
  'GET /v1/tournaments/:id/calendar.ics': {
    summary:
      "The tournament's schedule as an iCalendar file (registration phase, check-in, start; a ladder's opening " +
      'and closing), UTC times, a stable UID per event; language from `?lang=`, else Accept-Language',
    tag: 'tournaments',
    auth: 'public',
    params: tournamentParams,
    querystring: calendarQuery,
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: iCalendarFile },
  },
  'GET /v1/admin/tournaments': {
    summary:
      'Every tournament, drafts and cancelled ones included, with its registration counts per status, soonest ' +
      'start first; `search` filters by name',
    tag: 'tournaments',
    auth: 'staff',
    staffRoles: ['organizer'],
    querystring: staffTournamentsQuery,
    response: { 200: dataOf(z.array(staffTournament)) },
  },
  'GET /v1/admin/tournaments/:id/registrations': {
    summary: "A tournament's registrations, optionally of one status, oldest first",
    tag: 'tournaments',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    querystring: staffRegistrationsQuery,
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(z.array(staffRegistration)) },
  },
  'GET /v1/tournaments/:id/teams': {
    summary: 'Who is registered: the players of a 1vs1 tournament, else the teams with their members',
    tag: 'tournaments',
    auth: 'public',
    params: tournamentParams,
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(tournamentTeams) },
  },
});
