import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, text } from './primitives.js';

/** A referral code, as it comes in `?ref=`: 1–64 letters, digits, `_` or `-`. */
export const referralCode = text()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, _ and - are allowed');

export const referralEndpoints = defineEndpoints({
  'POST /v1/referrals/track/:ref': {
    summary:
      'Record a visit that came with `?ref=` (no body; the token is optional); the same visitor and code count once a day',
    tag: 'referrals',
    auth: 'optional',
    params: z.object({ ref: referralCode }),
    response: { 201: dataOf(z.object({ tracked: z.literal(true) })) },
  },
});
