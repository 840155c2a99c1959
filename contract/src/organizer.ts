import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import {
  dataOf,
  id,
  INVISIBLE_MESSAGE,
  invisibleCharacterIn,
  isoDate,
  localizedText,
  NUL_MESSAGE,
} from './primitives.js';
import { PAYOUT_CURRENCIES } from './rules/payouts.js';
import { SKILL_LEVELS, skillRank } from './rules/skill-levels.js';
import { prizeRewardCodes, tournamentLifecycle, tournamentStatus, tournamentType } from './tournaments.js';

/*
 * The organizer console's tournaments (issue 30, DESIGN §5 "Staff tools"): staff with the organizer role (and
 * admins) create a draft, edit it, publish it and cancel it. The body names each field as the tournament's public
 * answer does (`name`, `skill_level`, `registration_start_time`...), so a field refused with 400 is named the way
 * the page shows it (`name.ar`, `prize_pool.currency`, `checking_time`).
 */

// eslint-disable-next-line no-control-regex -- the point is to find the NUL character
const NO_NUL = /^[^\u0000]*$/;

/** "is required" for a missing field (zod's own message names the type). */
const isRequired = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
};

/** A text an organizer writes: trimmed, not empty, at most `max` characters, no NUL. */
const written = (max: number) =>
  z
    .string(isRequired)
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(NO_NUL, NUL_MESSAGE);

/** A name-like text: also without invisible or control characters (`displayText`). */
const writtenName = (max: number) =>
  written(max).check((payload) => {
    const found = invisibleCharacterIn(payload.value);
    if (found) {
      payload.issues.push({
        code: 'custom',
        message: `${INVISIBLE_MESSAGE} (${found})`,
        input: payload.value,
      });
    }
  });

/** A text in both languages: each is required, so a missing one is refused naming it (`description.ar`). */
const bilingual = (text: z.ZodString) => z.object({ en: text, ar: text }, isRequired);

/** Longest texts of a tournament (characters). */
export const ORGANIZER_TEXT_LIMITS = {
  name: 120,
  description: 5000,
  rule: 500,
  requirement: 300,
  faqTitle: 200,
  faqAnswer: 1500,
  cancelReason: 500,
} as const;

/** A tournament's region: the game's platform (`me1` Middle East, `euw1` Europe West, P1 §2). */
export const tournamentRegion = z.enum(['me1', 'euw1']);
export type TournamentRegion = z.infer<typeof tournamentRegion>;

/** A tournament's format: 1vs1 (solo registrations) or 5vs5 (teams). */
export const tournamentFormat = z.enum(['1vs1', '5vs5']);
export type TournamentFormat = z.infer<typeof tournamentFormat>;

/** How many go from a group or swiss stage to its playoff. */
const playoffSize = z.union([z.literal(2), z.literal(4), z.literal(8), z.literal(16), z.literal(32)]);
const groups = z.number().int().min(1).max(16);
/** Swiss rounds; null: as many as the entrants need (the log2 of their number, rounded up). */
const swissRounds = z.number().int().min(1).max(15).nullable();

/**
 * How a tournament is played: a bracket format with its settings, the two-stage formats (groups → playoffs,
 * swiss → playoff), or a matchmaking ladder. A ladder's queue is open every day for 6 hours from its start's UTC
 * hour (P1 §5), so its daily window is set by its `starting_time`. The public `type` text is derived from `kind`
 * (`structureTypeText`).
 */
export const tournamentStructure = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('single_elimination'), thirdPlaceMatch: z.boolean() }),
    z.object({ kind: z.literal('double_elimination'), grandFinalReset: z.boolean() }),
    z.object({ kind: z.literal('round_robin'), groups }),
    z.object({ kind: z.literal('swiss'), rounds: swissRounds }),
    /** `playoffSize` null: the group winners (two for one group). */
    z.object({ kind: z.literal('groups_playoffs'), groups, playoffSize: playoffSize.nullable() }),
    /** `playoffSize` null: the best half, rounded down to a power of two. */
    z.object({ kind: z.literal('swiss_playoff'), rounds: swissRounds, playoffSize: playoffSize.nullable() }),
    z.object({ kind: z.literal('ladder') }),
  ])
  .meta({ id: 'TournamentStructure' });
export type TournamentStructure = z.infer<typeof tournamentStructure>;

/** A skill level: one of the game's ranked tiers (`skill-levels` rules), in any case. */
const skillLevel = z
  .string(isRequired)
  .refine((value) => skillRank(value) !== -1, `must be one of ${SKILL_LEVELS.join(', ')}`);

/**
 * One place of a prize pool: money (`amount` in the pool's currency), or a prize in kind (`item`, with amount 0),
 * and the reward codes its winner receives (a team's owner, to hand out).
 */
export const prizePlace = z
  .object({
    place: z.number().int().min(1).max(64),
    amount: z.number().min(0).max(10_000_000).multipleOf(0.01),
    item: written(80).optional(),
    rewardCodes: z.array(prizeRewardCodes).max(5).optional(),
  })
  .refine((prize) => !prize.item || prize.amount === 0, {
    message: 'must be 0 for a prize in kind',
    path: ['amount'],
  });
export type PrizePlace = z.infer<typeof prizePlace>;

/** A prize pool: its currency (a payout currency) and its places, each listed once. */
export const prizePool = z
  .object({
    currency: z.enum(PAYOUT_CURRENCIES),
    places: z
      .array(prizePlace)
      .max(32)
      .superRefine((places, context) => {
        const seen = new Set<number>();
        places.forEach((prize, index) => {
          if (seen.has(prize.place)) {
            context.addIssue({ code: 'custom', message: 'is listed twice', path: [index, 'place'] });
          }
          seen.add(prize.place);
        });
      }),
  })
  .meta({ id: 'PrizePool' });
export type PrizePool = z.infer<typeof prizePool>;

const rule = bilingual(written(ORGANIZER_TEXT_LIMITS.rule));
const requirement = bilingual(written(ORGANIZER_TEXT_LIMITS.requirement));
const faq = z.object(
  {
    title: bilingual(written(ORGANIZER_TEXT_LIMITS.faqTitle)),
    description: bilingual(written(ORGANIZER_TEXT_LIMITS.faqAnswer)),
  },
  isRequired,
);
/** An image address the API answered from POST /v1/admin/tournaments/posters (or the poster kept as it is). */
const posterAddress = z.string(isRequired).trim().min(1, 'is required').max(500).regex(NO_NUL, NUL_MESSAGE);

/** Every field of a tournament an organizer sets; the create body requires some, an edit takes any of them. */
const tournamentFields = {
  name: bilingual(writtenName(ORGANIZER_TEXT_LIMITS.name)),
  /** Needed to publish. */
  description: bilingual(written(ORGANIZER_TEXT_LIMITS.description)),
  /** One per language, each uploaded with POST /v1/admin/tournaments/posters; needed to publish. */
  poster: z.object({ en: posterAddress, ar: posterAddress }, isRequired),
  region: tournamentRegion,
  format: tournamentFormat,
  structure: tournamentStructure,
  /** At least one; kept in ladder order. */
  skill_level: z.array(skillLevel).min(1, 'must list at least one skill level').max(SKILL_LEVELS.length),
  /** The most registrations it takes (rejected ones not counted); null: no limit. */
  capacity: z.number().int().min(2).max(4096).nullable(),
  /** True: registrations wait for staff approval (pending); false: approved at once. */
  approval_required: z.boolean(),
  registration_start_time: isoDate(),
  /** A bracket's registration close (a ladder's is its end). */
  registration_closed_time: isoDate(),
  /** A bracket's check-in opening (a ladder has none: its check-in time is its start). */
  checking_time: isoDate(),
  starting_time: isoDate(),
  ends_at: isoDate(),
  prize_pool: prizePool,
  /** Needed to publish: at least one. */
  rules: z.array(rule).max(30),
  requirements: z.array(requirement).max(20),
  faqs: z.array(faq).max(20),
  /** A rulebook link shown on the page (`information.additionalInfo`), or null. */
  additional_info: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
  support_live_chat: z.boolean(),
};

/**
 * The body of POST /v1/admin/tournaments: a draft needs its name in both languages, its region, format, structure,
 * skill levels and schedule; everything else may follow before publishing (description, posters, rules) or takes
 * its default (no capacity limit, approval required, an empty USD prize pool, no live support chat).
 */
export const createTournamentBody = z.object({
  ...tournamentFields,
  description: tournamentFields.description.optional(),
  poster: tournamentFields.poster.optional(),
  capacity: tournamentFields.capacity.optional(),
  approval_required: tournamentFields.approval_required.optional(),
  registration_closed_time: tournamentFields.registration_closed_time.optional(),
  checking_time: tournamentFields.checking_time.optional(),
  prize_pool: tournamentFields.prize_pool.optional(),
  rules: tournamentFields.rules.optional(),
  requirements: tournamentFields.requirements.optional(),
  faqs: tournamentFields.faqs.optional(),
  additional_info: tournamentFields.additional_info.optional(),
  support_live_chat: tournamentFields.support_live_chat.optional(),
});
export type CreateTournamentBody = z.input<typeof createTournamentBody>;

/**
 * The body of PATCH /v1/admin/tournaments/{id}: any of the fields, each replacing the stored one whole (a list, the
 * prize pool, a text in both languages). The schedule is checked in order with the stored dates it keeps.
 */
export const updateTournamentBody = z.object(tournamentFields).partial();
export type UpdateTournamentBody = z.input<typeof updateTournamentBody>;

/** The body of POST /v1/admin/tournaments/{id}/cancel: why, told to the registered players. */
export const cancelTournamentBody = z.object({ reason: written(ORGANIZER_TEXT_LIMITS.cancelReason) });
export type CancelTournamentBody = z.input<typeof cancelTournamentBody>;

/** A tournament as the organizer console edits it: every field it sets, and where it stands. */
export const organizerTournament = z
  .object({
    id: z.string(),
    lifecycle: tournamentLifecycle,
    /** Derived from the dates, as players see it. */
    status: tournamentStatus,
    published_at: isoDate().nullable(),
    cancelled_at: isoDate().nullable(),
    cancel_reason: z.string().nullable(),
    name: localizedText,
    /** Null while a draft has none. */
    description: localizedText.nullable(),
    /** Absolute image addresses; null while a draft has none. */
    poster: z.object({ en: z.string(), ar: z.string().optional() }).nullable(),
    region: z.string(),
    format: z.string(),
    game_mode: z.string(),
    structure: tournamentStructure,
    /** The public type text, derived from the structure. */
    type: z.string(),
    tournament_type: tournamentType,
    skill_level: z.array(z.string()),
    capacity: z.number().nullable(),
    approval_required: z.boolean(),
    registration_open: z.boolean(),
    registration_start_time: isoDate(),
    registration_closed_time: isoDate(),
    checking_time: isoDate(),
    starting_time: isoDate(),
    ends_at: isoDate(),
    /** The prize pool's money and in-kind places (an entry without a place, like `MVP`, is not listed). */
    prize_pool: prizePool,
    /** The public pool's total, e.g. `1200 USD`. */
    prizepool_format: z.string(),
    rules: z.array(localizedText),
    requirements: z.array(localizedText),
    faqs: z.array(z.object({ title: localizedText, description: localizedText })),
    additional_info: z.string().nullable(),
    support_live_chat: z.boolean(),
    /** Registrations that are not rejected. */
    registrations: z.number(),
    /** Whether its bracket has been drawn (then its structure can no longer change). */
    bracket_started: z.boolean(),
    /** What publishing still needs, as body paths (`description.ar`, `poster.en`, `rules`); empty when ready. */
    missing: z.array(z.string()),
    created_by: z.string().nullable(),
    created_at: isoDate(),
    updated_at: isoDate(),
  })
  .meta({ id: 'OrganizerTournament' });
export type OrganizerTournament = z.infer<typeof organizerTournament>;

const tournamentParams = z.object({ id: id() });

export const organizerEndpoints = defineEndpoints({
  'POST /v1/admin/tournaments/posters': {
    summary:
      'Upload a tournament poster: multipart `image`, PNG/JPEG/GIF/WebP up to 5 MB, re-encoded; answers the address ' +
      'to send as `poster.en` or `poster.ar`',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    multipart: true,
    refuses: { 403: 'Your upload storage is full (4031)' },
    response: { 201: dataOf(z.object({ url: z.string() })) },
  },
  'POST /v1/admin/tournaments': {
    summary: 'Create a tournament as a draft, visible to staff only (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    body: createTournamentBody,
    refuses: {
      400: 'A field is missing or wrong (named), the schedule is out of order, a poster is not ours',
    },
    response: { 201: dataOf(organizerTournament) },
  },
  'GET /v1/admin/tournaments/:id': {
    summary: 'A tournament as the organizer console edits it, drafts and cancelled ones included',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: { 404: 'No such tournament (10001)' },
    response: { 200: dataOf(organizerTournament) },
  },
  'PATCH /v1/admin/tournaments/:id': {
    summary:
      "Edit a tournament (audited with the changed fields); a published one's registered players are told of a " +
      'changed schedule',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    body: updateTournamentBody,
    refuses: {
      400: 'A field is wrong (named), the schedule is out of order, a poster is not ours',
      404: 'No such tournament (10001)',
      409: 'Cancelled or over; the format or structure is locked; the capacity is below the registrations',
    },
    response: { 200: dataOf(organizerTournament) },
  },
  'POST /v1/admin/tournaments/:id/publish': {
    summary: 'Publish a draft: players see it from now on (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: {
      404: 'No such tournament (10001)',
      409: 'Published or cancelled already, started already, or something it needs is missing (`details.missing`)',
    },
    response: { 200: dataOf(organizerTournament) },
  },
  'POST /v1/admin/tournaments/:id/cancel': {
    summary:
      'Cancel a tournament with a reason: its registrations are withdrawn, its players told, no prizes are paid ' +
      '(audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    body: cancelTournamentBody,
    refuses: { 404: 'No such tournament (10001)', 409: 'Cancelled already, or over' },
    response: { 200: dataOf(organizerTournament) },
  },
});
