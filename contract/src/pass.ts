import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf } from './primitives.js';

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
  target: z.number(),
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
  })
  .meta({ id: 'PassProgress' });
export type PassProgress = z.infer<typeof passProgress>;

export const passEndpoints = defineEndpoints({
  'GET /v1/menapass/tiers': {
    summary: 'The pass: tiers with missions, active and upcoming buffs, keyed by language',
    tag: 'pass',
    auth: 'public',
    response: { 200: dataOf(passTiersResponse) },
  },
  'GET /v1/menapass/status': {
    summary: 'Whether the signed-in player is registered for the pass',
    tag: 'pass',
    auth: 'user',
    response: { 200: dataOf(z.object({ isRegistered: z.boolean() })) },
  },
  'GET /v1/menapass/progress': {
    summary: "The signed-in member's progress (404 code 4004 when not registered for the pass)",
    tag: 'pass',
    auth: 'user',
    response: { 200: dataOf(passProgress) },
  },
});
