import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, isoDate } from './primitives.js';
import { rewardType } from './pass.js';

/** What a reward code unlocks: every reward type but loyalty points, which go to the ledger instead. */
export const rewardCodeType = rewardType.exclude(['loyalty_points']);
export type RewardCodeType = z.infer<typeof rewardCodeType>;

/** Where a code came from: `other` is the pass (shown as the pass's name), `tournament` a tournament prize. */
export const rewardCodeSource = z.enum(['other', 'tournament']);
export type RewardCodeSource = z.infer<typeof rewardCodeSource>;

/**
 * A reward code the player holds (P2 §3 "Redeemed reward code"). `code` is hex IV `:` hex ciphertext, AES-256-CBC
 * (PKCS#7) under the player's own key (GET /v1/reward-code/key), so it reads only in that player's browser.
 */
export const redeemedRewardCode = z
  .object({
    _id: z.string(),
    code: z.string(),
    type: rewardCodeType,
    source: rewardCodeSource,
    /** The tournament of a prize code, else null. */
    tournamentId: z.string().nullable(),
    /** When the player got it (mission completed, prize awarded). */
    usedAt: isoDate(),
  })
  .meta({ id: 'RedeemedRewardCode' });
export type RedeemedRewardCode = z.infer<typeof redeemedRewardCode>;

/**
 * The signed-in player's key for their reward codes: 32 raw bytes in hex, for WebCrypto
 * (`crypto.subtle.importKey('raw', bytes, 'AES-CBC', false, ['decrypt'])`, then `decrypt({ name: 'AES-CBC', iv })`).
 */
export const rewardCodeKey = z
  .object({ key: z.string().regex(/^[0-9a-f]{64}$/), algorithm: z.literal('AES-CBC') })
  .meta({ id: 'RewardCodeKey' });
export type RewardCodeKey = z.infer<typeof rewardCodeKey>;

export const rewardCodeEndpoints = defineEndpoints({
  'GET /v1/reward-code/key': {
    summary:
      "The signed-in player's reward-code key (derived on the server, never cached: Cache-Control no-store)",
    tag: 'reward-codes',
    auth: 'user',
    response: { 200: dataOf(rewardCodeKey) },
  },
  'GET /v1/reward-code/me/redeemed': {
    summary: 'The reward codes the signed-in player holds, newest first, each encrypted under their key',
    tag: 'reward-codes',
    auth: 'user',
    response: { 200: z.object({ success: z.literal(true), data: z.array(redeemedRewardCode) }) },
  },
});
