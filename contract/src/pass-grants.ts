import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, pageNumber, written, pageOf } from './primitives.js';
import { PASS_GRANT_LIMITS } from './rules/pass-grants.js';
import { grantStaffRoleBody, staffPlayer } from './staff.js';

/*
 * The pass desk's grants (issue 31, `/staff/pass`): organizers (and admins) grant or revoke a player's XP and loyalty
 * points with a reason. Each grant is one ledger row (source `staff`), so the pass level, the profile and the loyalty
 * leaderboard move with it like with any gain, and one audit row (`pass.grant`).
 */

/** XP or loyalty points given (positive) or taken (negative) by one grant. */
const amount = z
  .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') })
  .int('must be a whole number')
  .min(-PASS_GRANT_LIMITS.amount, `must be at least -${PASS_GRANT_LIMITS.amount}`)
  .max(PASS_GRANT_LIMITS.amount, `must be at most ${PASS_GRANT_LIMITS.amount}`);

/**
 * The body of POST /v1/admin/pass/grants: the player, by Riot ID (`Name#TAG`) or id (exactly one), the XP and loyalty
 * points to give (negative: to take; not both 0) and why. `requestId` (a UUID the desk makes per confirmed grant)
 * makes a retried request answer the grant it made instead of granting twice.
 */
export const passGrantBody = z
  .object({
    riotId: grantStaffRoleBody.shape.riotId.optional(),
    playerId: id().optional(),
    xp: amount.default(0),
    points: amount.default(0),
    reason: written(PASS_GRANT_LIMITS.reason),
    requestId: z.uuid().optional(),
  })
  .superRefine((body, context) => {
    if ((body.riotId === undefined) === (body.playerId === undefined)) {
      context.addIssue({ code: 'custom', path: ['riotId'], message: 'give either riotId or playerId' });
    }
    if (body.xp === 0 && body.points === 0) {
      context.addIssue({ code: 'custom', path: ['xp'], message: 'xp and points cannot both be 0' });
    }
  });
export type PassGrantBody = z.input<typeof passGrantBody>;

/** One grant or revocation as the desk lists it: the player, the staff member (null once removed), amounts, why. */
export const passGrant = z
  .object({
    id: z.string(),
    player: staffPlayer,
    staff: staffPlayer.nullable(),
    xp: z.number(),
    points: z.number(),
    reason: z.string(),
    at: isoDate(),
  })
  .meta({ id: 'PassGrant' });
export type PassGrant = z.infer<typeof passGrant>;

/** A grant with the player's totals after it: what the pass, the profile and the leaderboard now show. */
export const passGrantResult = passGrant
  .extend({
    totals: z.object({ totalXP: z.number(), currentLevel: z.number(), loyaltyPoints: z.number() }),
  })
  .meta({ id: 'PassGrantResult' });
export type PassGrantResult = z.infer<typeof passGrantResult>;

export const passGrantsQuery = z.object({
  page: pageNumber().max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type PassGrantsQuery = z.input<typeof passGrantsQuery>;

export const passGrantsPage = pageOf(passGrant);
export type PassGrantsPage = z.infer<typeof passGrantsPage>;

export const passGrantEndpoints = defineEndpoints({
  'POST /v1/admin/pass/grants': {
    summary:
      "Grant or revoke a player's XP and loyalty points with a reason: one ledger row (source `staff`) the pass, " +
      'profile and loyalty leaderboard show at once (organizers; audited as `pass.grant`)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    body: passGrantBody,
    refuses: {
      400: 'A field is missing or wrong (named): no player, both amounts 0, an amount or the reason out of bounds',
      403: 'Staff do not grant XP or points to themselves (`passOwnGrant`)',
      404: 'No player has this Riot ID or id (`playerNotFound`)',
      409: "The revocation would take the player's XP or points below zero (`passTotalBelowZero`)",
    },
    response: { 201: dataOf(passGrantResult) },
  },
  'GET /v1/admin/pass/grants': {
    summary: 'The latest grants and revocations of XP and loyalty points, newest first (organizers)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    querystring: passGrantsQuery,
    response: { 200: passGrantsPage },
  },
});
