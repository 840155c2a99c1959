import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, isoDate, pageNumber, pagination } from './primitives.js';

/** What a pass level or a mission gives. */
export const rewardType = z.enum([
  'loyalty_points',
  'hextech_chest',
  'hextech_key',
  'mystery_skin',
  'hextech_chest_key',
]);
export type RewardType = z.infer<typeof rewardType>;

/** A mission of a pass level, in one language. */
export const passMission = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  xpReward: z.number(),
  requirements: z.string(),
  level: z.number(),
  /** What the mission counts up to (matches, wins, takedowns...). */
  target: z.number(),
  /**
   * How far the signed-in player has come (0 until a sync advances it, at most `target`); absent for visitors,
   * whose answer is the same for everyone.
   */
  progress: z.number().optional(),
  rewardType,
  reward: z.number().nullable(),
});
export type PassMission = z.infer<typeof passMission>;

/** A level of the pass with its reward and missions. */
export const passTier = z.object({
  level: z.number(),
  /** Cumulative XP needed to reach this level. */
  xpNeeded: z.number(),
  isMilestone: z.boolean(),
  reward: z.object({ type: rewardType, amount: z.number() }),
  missions: z.array(passMission),
});
export type PassTier = z.infer<typeof passTier>;

/** An XP multiplier, active now or coming. */
export const passBuff = z.object({
  _id: z.string(),
  type: z.enum(['squad', 'weekend', 'seasonal', 'other']),
  name: z.string(),
  description: z.string(),
});
export type PassBuff = z.infer<typeof passBuff>;

const passTiersInOneLanguage = z.object({
  tiers: z.array(passTier),
  activeBuffs: z.array(passBuff),
  upcomingBuffs: z.array(passBuff),
});

/** Tiers, active and upcoming buffs, in each language (GET /v1/menapass/tiers, P2 §3). */
export const passTiersResponse = z
  .object({ en: passTiersInOneLanguage, ar: passTiersInOneLanguage })
  .meta({ id: 'PassTiers' });
export type PassTiersResponse = z.infer<typeof passTiersResponse>;

/** A pass member's level, XP, loyalty points and completed missions (GET /v1/menapass/progress). */
export const passProgress = z
  .object({
    currentLevel: z.number(),
    totalXP: z.number(),
    loyaltyPoints: z.number(),
    /** `rewardCode`: hex IV `:` hex ciphertext, or null when the mission gives no code. */
    completedMissions: z.array(z.object({ missionId: z.string(), rewardCode: z.string().nullable() })),
    /**
     * The player's result in the last ended season (issue 31), absent when they had none: its name in both
     * languages and dates, their final season XP and level, and the missions they completed in it.
     */
    lastSeason: z
      .object({
        seasonId: z.string(),
        name: z.object({ en: z.string(), ar: z.string() }),
        startsAt: z.string(),
        endsAt: z.string(),
        xp: z.number(),
        level: z.number(),
        missionsCompleted: z.number(),
      })
      .optional(),
  })
  .meta({ id: 'PassProgress' });
export type PassProgress = z.infer<typeof passProgress>;

/** Whether the signed-in player is a pass member (GET /v1/menapass/status). */
export const passStatus = z.object({ isRegistered: z.boolean() }).meta({ id: 'PassStatus' });
export type PassStatus = z.infer<typeof passStatus>;

/**
 * The answer to POST /v1/menapass/register: registered now, or already (registering twice is harmless).
 * A player of a region the pass is not open to gets error 10027 instead.
 */
export const passRegistration = z
  .object({
    message: z.string(),
    data: z.object({ isRegistered: z.literal(true), alreadyRegistered: z.boolean() }),
  })
  .meta({ id: 'PassRegistration' });
export type PassRegistration = z.infer<typeof passRegistration>;

/** Matches credited in the ledger and the player's ledger totals (GET /v1/menapass/games-xp). */
export const gamesXp = z
  .object({ gamesProcessed: z.number(), totalXP: z.number(), totalLoyaltyPoints: z.number() })
  .meta({ id: 'GamesXp' });
export type GamesXp = z.infer<typeof gamesXp>;

/** Where a match sync is (P2 §4 "Match sync"); `cancelled` after `POST /v1/menapass/cancel-sync/{jobId}`. */
export const passSyncStatus = z.enum(['starting', 'processing', 'completed', 'error', 'cancelled']);
export type PassSyncStatus = z.infer<typeof passSyncStatus>;

/** An earning rule a sync applied (P2 §1), its value, and to how many of the new matches. */
export const passSyncMultiplier = z.object({
  /** squad: × value (1.1–1.4); weekend: × value; premade: + value XP; seasonal: × value. */
  type: z.enum(['squad', 'weekend', 'premade', 'seasonal']),
  value: z.number(),
  matches: z.number(),
});
export type PassSyncMultiplier = z.infer<typeof passSyncMultiplier>;

/**
 * A match sync (GET /v1/menapass/sync-status/{jobId}, P2 §3 "Sync job"): the recent matches it found, how many it
 * has gone through, how many were new (credited now; a match is credited once), the XP they earned and the
 * player's level and total XP as of now.
 */
export const passSyncJob = z
  .object({
    jobId: z.string(),
    status: passSyncStatus,
    /** 0–100: processed matches out of the total; 100 once completed. */
    progress: z.number(),
    totalMatches: z.number(),
    processedMatches: z.number(),
    newMatches: z.number(),
    xpEarned: z.number(),
    currentLevel: z.number(),
    totalXP: z.number(),
    multipliers: z.array(passSyncMultiplier),
    /** Why the sync failed (`status` error), else null. */
    error: z.string().nullable(),
  })
  .meta({ id: 'PassSyncJob' });
export type PassSyncJob = z.infer<typeof passSyncJob>;

const passSyncParams = z.object({ jobId: z.uuid() });

/**
 * The answer to POST /v1/menapass/missions/{id}/verify (P2 §3 "Verify response"): the mission's reward type and,
 * for a reward other than loyalty points, the reward code as hex IV `:` hex ciphertext (AES-256-CBC under the
 * player's key, GET /v1/reward-code/key); null for loyalty points. Verifying a completed mission again grants
 * nothing and answers the same code with `alreadyCompleted`.
 */
export const missionVerification = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    data: z.object({ type: rewardType, code: z.string().nullable(), alreadyCompleted: z.boolean() }),
  })
  .meta({ id: 'MissionVerification' });
export type MissionVerification = z.infer<typeof missionVerification>;

/**
 * Where a ledger row's XP and loyalty points came from: a credited match, a completed mission, a tournament, an
 * activity (and balances carried over), or staff (`/staff/pass`: a grant, or a revocation when negative).
 */
export const ledgerSource = z.enum(['match', 'mission', 'tournament', 'activity', 'staff']);
export type LedgerSource = z.infer<typeof ledgerSource>;

/** One row of the signed-in player's XP and loyalty points history (GET /v1/menapass/history). */
export const ledgerEntry = z
  .object({
    id: z.string(),
    source: ledgerSource,
    /** XP and points the row gave; negative for a staff revocation. */
    xp: z.number(),
    loyaltyPoints: z.number(),
    /** Why staff granted or revoked them, as the staff member wrote it; null for any other source. */
    reason: z.string().nullable(),
    at: isoDate(),
  })
  .meta({ id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerHistoryQuery = z.object({ page: pageNumber().max(100_000).default(1) });
export type LedgerHistoryQuery = z.input<typeof ledgerHistoryQuery>;

export const ledgerHistoryPage = z
  .object({
    data: z.array(ledgerEntry),
    pagination,
  })
  .meta({ id: 'LedgerHistoryPage' });
export type LedgerHistoryPage = z.infer<typeof ledgerHistoryPage>;

export const passEndpoints = defineEndpoints({
  'GET /v1/menapass/tiers': {
    summary:
      "The pass: tiers with missions, active and upcoming buffs, keyed by language; with a token, each mission's progress",
    tag: 'pass',
    auth: 'optional',
    response: { 200: dataOf(passTiersResponse) },
  },
  'GET /v1/menapass/status': {
    summary: 'Whether the signed-in player is registered for the pass',
    tag: 'pass',
    auth: 'user',
    response: { 200: dataOf(passStatus) },
  },
  'POST /v1/menapass/register': {
    summary:
      'Registers the signed-in player for the pass (error 10027 outside the allowed regions; twice is harmless)',
    tag: 'pass',
    auth: 'user',
    refuses: { 403: 'The pass is open to Middle East, EUW and EUNE players only (10027)' },
    response: { 200: passRegistration },
  },
  'GET /v1/menapass/progress': {
    summary: "The signed-in member's progress (404 code 4004 when not registered for the pass)",
    tag: 'pass',
    auth: 'user',
    refuses: { 404: 'You are not registered for the pass' },
    response: { 200: dataOf(passProgress) },
  },
  'GET /v1/menapass/games-xp': {
    summary: "The signed-in player's matches credited, total XP and loyalty points, from the ledger",
    tag: 'pass',
    auth: 'user',
    response: { 200: dataOf(gamesXp) },
  },
  'GET /v1/menapass/history': {
    summary:
      "The signed-in player's XP and loyalty points history from the ledger, newest first, 20 a page (staff " +
      'grants and revocations with their reason)',
    tag: 'pass',
    auth: 'user',
    querystring: ledgerHistoryQuery,
    response: { 200: ledgerHistoryPage },
  },
  'POST /v1/menapass/sync': {
    summary:
      "Starts a sync of the member's recent matches as a background job, or answers the one already running",
    tag: 'pass',
    auth: 'user',
    refuses: { 404: 'You are not registered for the pass', 409: 'No game account, or a sync is starting' },
    response: { 200: dataOf(z.object({ jobId: z.string() })) },
  },
  'GET /v1/menapass/sync-status/:jobId': {
    summary: "A sync's status, progress and result (the member's own syncs only; others are 404)",
    tag: 'pass',
    auth: 'user',
    params: passSyncParams,
    refuses: { 404: 'No sync of yours has this id' },
    response: { 200: passSyncJob },
  },
  'POST /v1/menapass/cancel-sync/:jobId': {
    summary: "Stops one of the member's syncs; matches already credited stay credited",
    tag: 'pass',
    auth: 'user',
    params: passSyncParams,
    refuses: { 404: 'No sync of yours has this id' },
    response: { 200: z.object({ message: z.string(), data: passSyncJob }) },
  },
  'POST /v1/menapass/missions/:id/verify': {
    summary:
      'Completes a mission of the member and grants its reward once (400 when it cannot be completed yet)',
    tag: 'pass',
    auth: 'user',
    params: z.object({ id: z.uuid() }),
    refuses: {
      400: 'The mission cannot be completed yet',
      404: 'No such mission, or you are not registered for the pass',
    },
    response: { 200: missionVerification },
  },
});
