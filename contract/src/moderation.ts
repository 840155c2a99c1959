import { z } from 'zod';
import { bugReportStatus, bugType } from './bug-reports.js';
import { defineEndpoints } from './endpoint.js';
import { ledgerEntry } from './pass.js';
import { payoutDestination, transaction } from './payments.js';
import {
  dataOf,
  id,
  isoDate,
  isRequired,
  localizedText,
  pageNumber,
  text,
  written,
  pageOf,
} from './primitives.js';
import { registrationStatus } from './registrations.js';
import { rewardCodeSource, rewardCodeType } from './reward-codes.js';
import { MODERATION_LIMITS } from './rules/moderation.js';
import { auditEntry, staffPlayer, staffRole } from './staff.js';
import { teamRole } from './teams.js';

/*
 * Player moderation (issue 31, DESIGN §5 "Staff tools"): support staff (and admins) find a player, ban them with a
 * reason in both languages and an optional end, and lift a ban. A banned player's every request answers 1002 with
 * the reason in their language (P1 §4); a ban whose end has passed lifts itself at their next request. Only an
 * admin bans or unbans another staff member; nobody bans themselves.
 */

/** A region a player's game account is in. */
export const playerRegion = z.enum(['me1', 'euw1']);

/** Where a ban stands (`banStatus` of the rules): in force, ended by itself, or lifted by staff. */
export const playerBanStatus = z.enum(['active', 'ended', 'lifted']).meta({ id: 'BanStatus' });

/** A ban's reason as the banned player reads it on `/banned`, in each language. */
export const banReason = z.object(
  { en: written(MODERATION_LIMITS.banReason), ar: written(MODERATION_LIMITS.banReason) },
  isRequired,
);
export type BanReason = z.infer<typeof banReason>;

/** One ban of a player: why, by whom, until when, and how it stopped. */
export const playerBan = z
  .object({
    id: z.string(),
    reason: z.object({ en: z.string(), ar: z.string() }),
    /** When it ends by itself; null for a ban until staff lift it. */
    endsAt: isoDate().nullable(),
    createdAt: isoDate(),
    /** Who banned; null for a ban from before moderation existed, or whose staff account was removed. */
    createdBy: staffPlayer.nullable(),
    status: playerBanStatus,
    /** When it stopped: when staff lifted it, or its end once a request lifted it; null while in force. */
    liftedAt: isoDate().nullable(),
    liftedBy: staffPlayer.nullable(),
    /** Staff's reason for lifting it; null for a ban in force or ended by itself. */
    liftReason: z.string().nullable(),
  })
  .meta({ id: 'PlayerBan' });
export type PlayerBan = z.infer<typeof playerBan>;

/** A player as the moderation search lists them: who, where, their staff roles and the ban in force. */
export const moderatedPlayer = z
  .object({
    player: staffPlayer,
    region: z.string(),
    staffRoles: z.array(staffRole),
    /** The ban in force now; null when none (an ended ban is not in force). */
    ban: playerBan.nullable(),
  })
  .meta({ id: 'ModeratedPlayer' });
export type ModeratedPlayer = z.infer<typeof moderatedPlayer>;

/** A player as the moderation page shows them: the basics of their profile, their team, and every ban. */
export const moderatedPlayerDetail = moderatedPlayer
  .extend({
    location: z.string().nullable(),
    joinedAt: isoDate(),
    /** Their team and role in it (a ban keeps both); null without a team. */
    team: z.object({ id: z.string(), name: z.string(), shortName: z.string(), role: teamRole }).nullable(),
    /** Every ban, newest first, the one in force included. */
    bans: z.array(playerBan),
  })
  .meta({ id: 'ModeratedPlayerDetail' });
export type ModeratedPlayerDetail = z.infer<typeof moderatedPlayerDetail>;

/**
 * GET /v1/admin/players: `search` is a game name or tag (a part of either, any case), `name#tag`, or a player's id;
 * `region` the game account's region.
 */
export const moderatedPlayersQuery = z.object({
  search: text()
    .trim()
    .max(MODERATION_LIMITS.search, `must be at most ${MODERATION_LIMITS.search} characters`)
    .optional(),
  region: playerRegion.optional(),
  page: pageNumber().max(100_000).default(1),
});
export type ModeratedPlayersQuery = z.input<typeof moderatedPlayersQuery>;

export const moderatedPlayersPage = pageOf(moderatedPlayer);
export type ModeratedPlayersPage = z.infer<typeof moderatedPlayersPage>;

/** The body of POST /v1/admin/players/{id}/ban: the reason in both languages and, optionally, when it ends. */
export const banPlayerBody = z.object({
  reason: banReason,
  /** A moment in the future, ISO 8601 UTC; absent or null: until staff lift it. */
  endsAt: isoDate().nullish(),
});
export type BanPlayerBody = z.input<typeof banPlayerBody>;

/** The body of POST /v1/admin/players/{id}/unban: why staff lift the ban (staff read it, the player does not). */
export const unbanPlayerBody = z.object({ reason: written(MODERATION_LIMITS.liftReason) });
export type UnbanPlayerBody = z.input<typeof unbanPlayerBody>;

/** What a ban did besides refusing the player (P1 and the issue): the queues they left, the entries withdrawn. */
export const banEffects = z
  .object({
    /** Ladder queues the player was searching in. */
    queuesLeft: z.number().int(),
    /** Their solo registrations (ladders included) of tournaments that had not started. */
    registrationsWithdrawn: z.number().int(),
  })
  .meta({ id: 'BanEffects' });
export type BanEffects = z.infer<typeof banEffects>;

export const bannedPlayer = z.object({ data: moderatedPlayerDetail, effects: banEffects });
export type BannedPlayer = z.infer<typeof bannedPlayer>;

/*
 * A player's record (GET /v1/admin/players/{id}/record): what support reads before deciding, each list the newest
 * `PLAYER_RECORD_LIMIT` (20) rows of its kind, newest first. Payment details and reward codes are masked on the
 * server: the answer never holds a whole IBAN, wallet email or code.
 */

/** A tournament as the record names it. */
const recordTournament = z.object({ id: z.string(), name: localizedText });

/** A registration of the player, solo or of their team (made by them or a teammate). */
export const playerRecordRegistration = z
  .object({
    id: z.string(),
    tournament: recordTournament,
    /** The team it enters; null for a solo registration. */
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    status: registrationStatus,
    /** When staff disqualified the entrant; null when they did not. */
    disqualifiedAt: isoDate().nullable(),
    registeredAt: isoDate(),
  })
  .meta({ id: 'PlayerRecordRegistration' });
export type PlayerRecordRegistration = z.infer<typeof playerRecordRegistration>;

/**
 * A match's outcome for the player: won, lost, drawn; `pending` while it is played or reported, `disputed` while
 * staff settle the reports, `void` when it counts for nobody (voided, or closed without a winner).
 */
export const playerMatchResult = z.enum(['win', 'loss', 'draw', 'pending', 'disputed', 'void']);
export type PlayerMatchResult = z.infer<typeof playerMatchResult>;

/** A match the player played: a ladder match, or a bracket match of theirs (solo or through their team). */
export const playerRecordMatch = z
  .object({
    /** A ladder match's id, or a bracket match's number. */
    id: z.string(),
    kind: z.enum(['ladder', 'bracket']),
    tournament: recordTournament,
    /** The other side: a ladder opponent's Riot ID, a bracket opponent's name (a player or a team). */
    opponent: z.string().nullable(),
    result: playerMatchResult,
    /** When it was played: a ladder match's close (its start while open), a bracket match's slot; null for a bracket match given no slot. */
    at: isoDate().nullable(),
  })
  .meta({ id: 'PlayerRecordMatch' });
export type PlayerRecordMatch = z.infer<typeof playerRecordMatch>;

/** A ticket or bug report the player wrote (`/staff/tickets/{id}`). */
export const playerRecordTicket = z
  .object({
    id: z.string(),
    subject: z.string(),
    type: bugType,
    status: bugReportStatus,
    createdAt: isoDate(),
  })
  .meta({ id: 'PlayerRecordTicket' });
export type PlayerRecordTicket = z.infer<typeof playerRecordTicket>;

const [bankDestination, walletDestination] = payoutDestination.options;
/**
 * A payout method the player saved, masked as the payout desk masks a destination (the IBAN's country and last
 * four characters, the wallet email's first letter and domain); `preferred` is the one their prizes pay to.
 */
export const playerPayoutMethod = z
  .discriminatedUnion('method', [
    bankDestination.omit({ frozenAt: true }).extend({ preferred: z.boolean() }),
    walletDestination.omit({ frozenAt: true }).extend({ preferred: z.boolean() }),
  ])
  .meta({ id: 'PlayerPayoutMethod' });
export type PlayerPayoutMethod = z.infer<typeof playerPayoutMethod>;

/** A reward code the player holds: what it unlocks, where it came from, and the code masked. */
export const playerRecordRewardCode = z
  .object({
    id: z.string(),
    type: rewardCodeType,
    source: rewardCodeSource,
    /** The tournament of a prize code; null for a pass code. */
    tournament: recordTournament.nullable(),
    /** When the player got it. */
    grantedAt: isoDate(),
    /** Its last four characters, every other letter and digit starred (`****-****-****-7KQ2`); null while not issued. */
    maskedCode: z.string().nullable(),
  })
  .meta({ id: 'PlayerRecordRewardCode' });
export type PlayerRecordRewardCode = z.infer<typeof playerRecordRewardCode>;

/** An account the player linked: the provider only (no username or id). */
export const playerLinkedAccount = z
  .object({ provider: z.enum(['discord', 'twitter']), connectedAt: isoDate() })
  .meta({ id: 'PlayerLinkedAccount' });
export type PlayerLinkedAccount = z.infer<typeof playerLinkedAccount>;

/** An audit row whose record is the player (a ban, a lift, a staff role, a pass grant): what, by whom, when. */
export const playerAuditEntry = auditEntry
  .omit({ before: true, after: true })
  .meta({ id: 'PlayerAuditEntry' });
export type PlayerAuditEntry = z.infer<typeof playerAuditEntry>;

/** A player's record as support reads it: each list the newest 20, newest first. */
export const playerRecord = z
  .object({
    registrations: z.array(playerRecordRegistration),
    matches: z.array(playerRecordMatch),
    tickets: z.array(playerRecordTicket),
    /** Their payouts. */
    transactions: z.array(transaction),
    /** Their saved payout methods (none, one or both), the preferred one first. */
    payoutMethods: z.array(playerPayoutMethod),
    rewardCodes: z.array(playerRecordRewardCode),
    /** Their XP and loyalty points ledger rows. */
    ledger: z.array(ledgerEntry),
    linkedAccounts: z.array(playerLinkedAccount),
    audit: z.array(playerAuditEntry),
  })
  .meta({ id: 'PlayerRecord' });
export type PlayerRecord = z.infer<typeof playerRecord>;

const playerParams = z.object({ id: id() });

export const moderationEndpoints = defineEndpoints({
  'GET /v1/admin/players': {
    summary: 'Find players by game name, tag, name#tag or id, with the ban in force (support and admins)',
    tag: 'moderation',
    auth: 'staff',
    staffRoles: ['support'],
    querystring: moderatedPlayersQuery,
    response: { 200: moderatedPlayersPage },
  },
  'GET /v1/admin/players/:id': {
    summary: "A player's profile basics, team, staff roles and every ban (support and admins)",
    tag: 'moderation',
    auth: 'staff',
    staffRoles: ['support'],
    params: playerParams,
    refuses: { 404: 'No such player' },
    response: { 200: dataOf(moderatedPlayerDetail) },
  },
  'GET /v1/admin/players/:id/record': {
    summary:
      "A player's record: registrations, matches, tickets, payouts, payout methods and reward codes (masked), ledger, linked accounts and audit rows, the newest 20 of each (support and admins)",
    tag: 'moderation',
    auth: 'staff',
    staffRoles: ['support'],
    params: playerParams,
    refuses: { 404: 'No such player' },
    response: { 200: dataOf(playerRecord) },
  },
  'POST /v1/admin/players/:id/ban': {
    summary:
      'Ban a player (audited): they leave their queues and unstarted solo registrations; their next request is 1002',
    tag: 'moderation',
    auth: 'staff',
    staffRoles: ['support'],
    params: playerParams,
    body: banPlayerBody,
    refuses: {
      400: '`endsAt` is not in the future',
      403: 'Banning yourself, or another staff member without being an admin',
      404: 'No such player',
      409: 'The player is banned already',
    },
    response: { 201: bannedPlayer },
  },
  'POST /v1/admin/players/:id/unban': {
    summary: "Lift a player's ban now, with a reason (audited)",
    tag: 'moderation',
    auth: 'staff',
    staffRoles: ['support'],
    params: playerParams,
    body: unbanPlayerBody,
    refuses: {
      403: 'Unbanning another staff member without being an admin',
      404: 'No such player',
      409: 'The player is not banned',
    },
    response: { 200: dataOf(moderatedPlayerDetail) },
  },
});
