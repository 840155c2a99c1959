import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { bilingual, dataOf, id, isoDate, writtenName } from './primitives.js';
import { PASS_SEASON_LIMITS } from './rules/pass-season.js';

/*
 * Pass seasons that end and start (issue 31). An organizer creates the next season (upcoming: its name in both
 * languages and dates; the current season's tiers and missions copied, then edited on the desk) and starts it:
 * the current season ends, players' season XP starts again from 0 (the pass level reads the current season's XP),
 * loyalty points keep (they count every season), and each player's result of the ended season (XP, level, missions
 * completed) stays readable. Starting a season that is already current answers the same (idempotent).
 */

export const rewardSeasonStatus = z.enum(['upcoming', 'current', 'ended']);
export type RewardSeasonStatus = z.infer<typeof rewardSeasonStatus>;

/** A pass season: its name in both languages, planned dates (ISO 8601) and status. */
export const rewardSeason = z
  .object({
    id: z.string(),
    name: z.object({ en: z.string(), ar: z.string() }),
    startsAt: z.string(),
    endsAt: z.string(),
    status: rewardSeasonStatus,
    /** When it was started and ended (null before). */
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'RewardSeason' });
export type RewardSeason = z.infer<typeof rewardSeason>;

/** The seasons, newest first (GET /v1/menapass/seasons): the current one, an upcoming one, ended ones. */
export const rewardSeasonList = z.array(rewardSeason);

/** The body of POST /v1/admin/pass/seasons: the next season's name and dates. */
export const rewardSeasonBody = z
  .object({
    name: bilingual(writtenName(PASS_SEASON_LIMITS.seasonName)),
    startsAt: isoDate(),
    endsAt: isoDate(),
  })
  .superRefine((body, context) => {
    if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
    }
  });
export type RewardSeasonBody = z.input<typeof rewardSeasonBody>;

export const rewardSeasonEndpoints = defineEndpoints({
  'GET /v1/menapass/seasons': {
    summary: 'The pass seasons, newest first: an upcoming one, the current one and the ended ones',
    tag: 'pass',
    auth: 'public',
    response: { 200: dataOf(rewardSeasonList) },
  },
  'POST /v1/admin/pass/seasons': {
    summary:
      "Create the next season, upcoming, with its name and dates and a copy of the current season's tiers and " +
      'missions (organizers; audited as `pass.season.create`)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    body: rewardSeasonBody,
    refuses: {
      400: 'A field is missing or wrong (named): a name in either language, a date, the end not after the start',
      409: 'An upcoming season already exists',
    },
    response: { 201: dataOf(rewardSeason) },
  },
  'POST /v1/admin/pass/seasons/:id/start': {
    summary:
      'Start the upcoming season: the current one ends (each player\u2019s result kept), season XP starts again, ' +
      'loyalty points keep; starting it again once current answers the same (organizers; audited as ' +
      '`pass.season.start`)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: z.object({ id: id() }),
    refuses: { 404: 'No such season', 409: 'The season has ended' },
    response: { 200: dataOf(rewardSeason) },
  },
});
