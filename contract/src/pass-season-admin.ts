import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { bilingual, dataOf, id, written, writtenName } from './primitives.js';
import { rewardType } from './pass.js';
import { PASS_SEASON_LIMITS } from './rules/pass-season.js';

/*
 * The pass desk's season (issue 31, `/staff/pass`): organizers (and admins) edit the season's missions (texts in
 * both languages, target, XP, reward) and tiers (XP needed, reward). The pass page and GET /v1/menapass/tiers show
 * an edit at once. What players already earned stays: a completed mission stays completed and its ledger row keeps
 * its XP; a new XP reward or target applies to completions from then on. Audited as `pass.mission.update` and
 * `pass.tier.update`.
 */

/** What a mission counts: matches played, won, with a friend or with damage, takedowns, tournament matches. */
export const passMissionKind = z.enum(['play', 'win', 'takedowns', 'premade', 'damage', 'tournament']);
export type PassMissionKind = z.infer<typeof passMissionKind>;

const inBothLanguages = z.object({ en: z.string(), ar: z.string() });

/** A mission as the desk edits it: every field in both languages, and how many players completed it. */
export const staffPassMission = z
  .object({
    id: z.string(),
    level: z.number(),
    /** Its place among the missions of its level, 0 first. */
    position: z.number(),
    kind: passMissionKind,
    name: inBothLanguages,
    description: inBothLanguages,
    requirements: inBothLanguages,
    xpReward: z.number(),
    target: z.number(),
    rewardType,
    /** The loyalty points of a `loyalty_points` reward; null for a reward code. */
    reward: z.number().nullable(),
    /** Players who completed it (their XP and reward stay theirs whatever the desk changes). */
    completions: z.number(),
  })
  .meta({ id: 'StaffPassMission' });
export type StaffPassMission = z.infer<typeof staffPassMission>;

/** A level of the pass as the desk edits it. */
export const staffPassTier = z
  .object({
    level: z.number(),
    /** Cumulative XP needed to reach this level, strictly increasing with the level. */
    xpNeeded: z.number(),
    /** The four milestone levels of the pass page (12, 24, 36, 50); fixed. */
    isMilestone: z.boolean(),
    reward: z.object({ type: rewardType, amount: z.number() }),
  })
  .meta({ id: 'StaffPassTier' });
export type StaffPassTier = z.infer<typeof staffPassTier>;

/** The season as the desk edits it: the tiers in level order, the missions by level and position. */
export const staffPassSeason = z
  .object({
    /** The season shown (issue 31): its id and status. */
    seasonId: z.string(),
    status: z.enum(['upcoming', 'current', 'ended']),
    tiers: z.array(staffPassTier),
    missions: z.array(staffPassMission),
  })
  .meta({ id: 'StaffPassSeason' });
export type StaffPassSeason = z.infer<typeof staffPassSeason>;

/** A whole number from `min` to `max`. */
const whole = ({ min, max }: { min: number; max: number }) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const L = PASS_SEASON_LIMITS;

/**
 * The body of PUT /v1/admin/pass/missions/:id: the mission's texts in both languages, its target, XP and reward
 * (`reward`: the loyalty points of a `loyalty_points` reward, required for it; null for a reward code).
 */
export const passMissionBody = z
  .object({
    name: bilingual(writtenName(L.missionName)),
    description: bilingual(written(L.missionDescription)),
    requirements: bilingual(written(L.missionRequirements)),
    target: whole(L.missionTarget),
    xpReward: whole(L.missionXp),
    rewardType,
    reward: whole(L.rewardAmount).nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.rewardType === 'loyalty_points' && body.reward === null) {
      context.addIssue({ code: 'custom', path: ['reward'], message: 'is required for loyalty points' });
    }
    if (body.rewardType !== 'loyalty_points' && body.reward !== null) {
      context.addIssue({ code: 'custom', path: ['reward'], message: 'must be null for a reward code' });
    }
  });
export type PassMissionBody = z.input<typeof passMissionBody>;

/** The body of PUT /v1/admin/pass/tiers/:level: the cumulative XP needed and the reward. */
export const passTierBody = z.object({
  xpNeeded: whole({ min: 0, max: L.xpNeeded }),
  reward: z.object(
    { type: rewardType, amount: whole(L.rewardAmount) },
    { error: (issue) => (issue.input === undefined ? 'is required' : undefined) },
  ),
});
export type PassTierBody = z.input<typeof passTierBody>;

export const passSeasonAdminEndpoints = defineEndpoints({
  'GET /v1/admin/pass/season': {
    summary:
      "The season as the desk edits it: tiers in level order, missions in both languages with each one's " +
      'completions (organizers)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    /** `season`: the id of the season to edit (the upcoming one before it starts); the current one by default. */
    querystring: z.object({ season: id().optional() }),
    refuses: { 404: 'No such season' },
    response: { 200: dataOf(staffPassSeason) },
  },
  'PUT /v1/admin/pass/missions/:id': {
    summary:
      "Save a mission's texts in both languages, target, XP and reward; completions and XP already granted stay " +
      '(organizers; audited as `pass.mission.update`)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: z.object({ id: id() }),
    body: passMissionBody,
    refuses: {
      400: 'A field is missing or wrong (named): a text in either language, the target, XP or reward out of bounds',
      404: 'No such mission',
    },
    response: { 200: dataOf(staffPassMission) },
  },
  'PUT /v1/admin/pass/tiers/:level': {
    summary:
      "Save a tier's cumulative XP needed and reward; the XP needed stays strictly increasing with the level " +
      '(organizers; audited as `pass.tier.update`)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: z.object({ level: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1') }),
    /** `season`: the season whose tier it is (the upcoming one before it starts); the current one by default. */
    querystring: z.object({ season: id().optional() }),
    body: passTierBody,
    refuses: {
      400: 'A field is missing or wrong (named): `xpNeeded` not between the levels below and above, a reward out of bounds',
      404: 'No such level or season',
      409: 'The season has ended',
    },
    response: { 200: dataOf(staffPassTier) },
  },
});
