import { z } from 'zod';
import { tournamentBracket } from './brackets.js';
import { defineEndpoints } from './endpoint.js';
import {
  bilingual,
  dataOf,
  id,
  isoDate,
  isRequired,
  localizedText,
  written,
  writtenName,
} from './primitives.js';
import { ORGANIZER_TEXT_LIMITS } from './rules/organizer-limits.js';
import { PAYOUT_CURRENCIES } from './rules/payouts.js';
import { rankStep } from './ranks.js';
import { SEEDING_METHODS } from './rules/seeding.js';
import { SKILL_LEVELS, skillRank } from './rules/skill-levels.js';
import { isStreamUrl, STREAM_URL_MAX_LENGTH } from './rules/streams.js';
import {
  prizeRewardCodes,
  tournamentFaq,
  tournamentLifecycle,
  tournamentStatus,
  tournamentStream,
  tournamentType,
} from './tournaments.js';

/*
 * The organizer console's tournaments (issue 30, DESIGN §5 "Staff tools"): staff with the organizer role (and
 * admins) create a draft, edit it, publish it and cancel it. The body names each field as the tournament's public
 * answer does (`name`, `skill_level`, `registration_start_time`...), so a field refused with 400 is named the way
 * the page shows it (`name.ar`, `prize_pool.currency`, `checking_time`).
 */

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
const posterAddress = written(500);

/** A tournament's dates, in the order they come: as the organizer sets them and as the console reads them back. */
const tournamentSchedule = {
  registration_start_time: isoDate(),
  /** A bracket's registration close (a ladder's is its end). */
  registration_closed_time: isoDate(),
  /** A bracket's check-in opening (a ladder has none: its check-in time is its start). */
  checking_time: isoDate(),
  starting_time: isoDate(),
  ends_at: isoDate(),
};

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
  ...tournamentSchedule,
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
  /**
   * The live stream the page offers to load (issue 32): an https Twitch channel (`https://www.twitch.tv/<channel>`)
   * or YouTube video address (`/watch?v=`, `/live/`, `youtu.be/`); null: none.
   */
  stream_url: z
    .string()
    .trim()
    .max(STREAM_URL_MAX_LENGTH)
    .refine(isStreamUrl, 'must be an https Twitch channel or YouTube video address')
    .nullable(),
  /**
   * Rank requirements (issue 33), checked at registration for the player or each member of the team: the lowest
   * and highest solo queue rank (tier and division; null: none), and the lowest account level. The minimum may not
   * be above the maximum (400 naming `min_rank`).
   */
  min_rank: rankStep.nullable(),
  max_rank: rankStep.nullable(),
  min_account_level: z.number().int().min(1).max(2000).nullable(),
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
  stream_url: tournamentFields.stream_url.optional(),
  min_rank: tournamentFields.min_rank.optional(),
  max_rank: tournamentFields.max_rank.optional(),
  min_account_level: tournamentFields.min_account_level.optional(),
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
    ...tournamentSchedule,
    /** The prize pool's money and in-kind places (an entry without a place, like `MVP`, is not listed). */
    prize_pool: prizePool,
    /** The public pool's total, e.g. `1200 USD`. */
    prizepool_format: z.string(),
    rules: z.array(localizedText),
    requirements: z.array(localizedText),
    faqs: z.array(tournamentFaq),
    additional_info: z.string().nullable(),
    support_live_chat: z.boolean(),
    /** The live stream's address as the organizer gave it, or null. */
    stream_url: z.string().nullable(),
    min_rank: rankStep.nullable(),
    max_rank: rankStep.nullable(),
    min_account_level: z.number().int().nullable(),
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

/*
 * Running a bracket (issue 30): after check-in closes the organizer reads the checked-in entrants, seeds them and
 * starts the bracket; then fixes matches (a new time, a result, a reset, a forfeit), disqualifies an entrant, and
 * completes the tournament. A ladder is ended early. Entrants and match sides are named by their registration id.
 */

/** A checked-in entrant of a bracket tournament, as the console seeds it. */
export const tournamentEntrant = z
  .object({
    registrationId: z.string(),
    /** 1 for the first seed; null for a disqualified entrant before the start (it is not seeded). */
    seed: z.number().int().nullable(),
    /** The team's name, or the solo player's game name. */
    name: z.string(),
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The player who registered (for a team: the owner or admin who did it). */
    player: z.object({ id: z.string(), gameName: z.string(), tagLine: z.string() }),
    /**
     * Ladder points (P1 §4): a player's on the latest ladder of the tournament's region they play on; a team's, the
     * rounded mean of its members' who have some. Null when nobody has any.
     */
    points: z.number().int().nullable(),
    /**
     * Rank score (issue 33, `rankScore`): a player's from their solo queue rank; a team's, the mean of its best
     * five members' (unranked ones count 0). Null when nobody has a rank.
     */
    rankScore: z.number().int().nullable(),
    registeredAt: isoDate(),
    checkedInAt: isoDate().nullable(),
    /** When staff disqualified it, or null. */
    disqualifiedAt: isoDate().nullable(),
  })
  .meta({ id: 'TournamentEntrant' });
export type TournamentEntrant = z.infer<typeof tournamentEntrant>;

/** How a bracket is seeded: `registration` until an organizer seeds it (the bracket is then drawn in that order). */
export const seedingState = z.enum(['registration', ...SEEDING_METHODS]);

/** GET /v1/admin/tournaments/{id}/entrants: the entrants in their seeding order. */
export const tournamentSeeding = z
  .object({
    method: seedingState,
    seededAt: isoDate().nullable(),
    /** Once drawn, the entrants are the bracket's, in the order it was seeded, and the seeding is fixed. */
    bracketStarted: z.boolean(),
    /** Seeded entrants first, in seed order; disqualified ones (before the start) after them. */
    entrants: z.array(tournamentEntrant),
    /** Registrations that did not check in: dropped when the bracket starts. */
    notCheckedIn: z.number().int(),
  })
  .meta({ id: 'TournamentSeeding' });
export type TournamentSeeding = z.infer<typeof tournamentSeeding>;

/**
 * The body of PUT /v1/admin/tournaments/{id}/seeding: by ladder points, at random, by rank (the members' ranks
 * read from the publisher just before), or by hand (`order`: every checked-in entrant's registration id exactly
 * once, the first seed first).
 */
export const seedingBody = z
  .object({
    method: z.enum(SEEDING_METHODS),
    order: z.array(id()).max(4096).optional(),
  })
  .superRefine((body, context) => {
    if (body.method === 'manual' && !body.order) {
      context.addIssue({ code: 'custom', path: ['order'], message: 'is required for a manual seeding' });
    }
    if (body.method !== 'manual' && body.order) {
      context.addIssue({ code: 'custom', path: ['order'], message: 'is only for a manual seeding' });
    }
  });
export type SeedingBody = z.input<typeof seedingBody>;

/** POST /v1/admin/tournaments/{id}/start: the bracket drawn, how many it seats, and who was dropped. */
export const bracketStart = z
  .object({
    bracket: tournamentBracket,
    entrants: z.number().int(),
    /** Registrations that had not checked in: withdrawn, and their players told. */
    dropped: z.array(z.object({ registrationId: z.string(), name: z.string() })),
  })
  .meta({ id: 'BracketStart' });
export type BracketStart = z.infer<typeof bracketStart>;

/** One side of a bracket match; null on the match is a bye. */
export const organizerMatchSide = z
  .object({
    /** Null while the side is still to be decided. */
    registrationId: z.string().nullable(),
    name: z.string().nullable(),
    result: z.enum(['win', 'loss', 'draw']).nullable(),
    score: z.number().nullable(),
    forfeit: z.boolean(),
    disqualified: z.boolean(),
  })
  .meta({ id: 'OrganizerMatchSide' });

/** brackets-manager's match status, in words. */
export const bracketMatchStatus = z.enum(['locked', 'waiting', 'ready', 'running', 'completed', 'archived']);
export type BracketMatchStatus = z.infer<typeof bracketMatchStatus>;

/** A bracket match as the console runs it. */
export const organizerMatch = z
  .object({
    id: z.number().int(),
    /** The main stage, or the playoff it leads to. */
    stage: z.enum(['main', 'next']),
    /** 1 for the first group (double elimination: the winners bracket, then the losers bracket, the final). */
    group: z.number().int(),
    round: z.number().int(),
    number: z.number().int(),
    status: bracketMatchStatus,
    opponent1: organizerMatchSide.nullable(),
    opponent2: organizerMatchSide.nullable(),
    /** When it is to be played; null until it has a slot. */
    scheduledTime: isoDate().nullable(),
    /**
     * What the no-show pass did (issue 33): `forfeited` — `absentSide` had not joined the lobby 15 minutes after the
     * code was revealed and lost by forfeit; `bothAbsent` — neither side had, no result, the organizer decides;
     * `reversed` — staff reversed the automatic forfeit and the match is played again. Null: nothing.
     */
    noShow: z
      .object({
        state: z.enum(['forfeited', 'bothAbsent', 'reversed']),
        absentSide: z.union([z.literal(1), z.literal(2)]).nullable(),
        at: isoDate(),
      })
      .nullable(),
    /** The match's live stream (issue 32), as its players' match box offers it; null: none. */
    stream: tournamentStream.nullable(),
  })
  .meta({ id: 'OrganizerMatch' });
export type OrganizerMatch = z.infer<typeof organizerMatch>;

const note = written(ORGANIZER_TEXT_LIMITS.note);
const score = z.number().int().min(0).max(999);

/**
 * The body of PATCH /v1/admin/matches/{id}: a new time (its players are told), a result (`winner`, a registration
 * id; the bracket advances as after a verified result), a reset (only while nothing after it was played) or a
 * forfeit (`loser`), or the reversal of the no-show pass's automatic forfeit (`reverseForfeit`: the match is played
 * again in a new slot, while the winner's next match has not started). Results, resets, forfeits and reversals carry
 * a note the players read.
 */
export const matchActionBody = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('schedule'), at: isoDate() }),
    z.object({
      action: z.literal('result'),
      winner: id(),
      scores: z
        .object({ winner: score, loser: score })
        .refine((scores) => scores.winner > scores.loser, {
          message: "must be above the loser's",
          path: ['winner'],
        })
        .optional(),
      note,
    }),
    z.object({ action: z.literal('reset'), note }),
    z.object({ action: z.literal('forfeit'), loser: id(), note }),
    z.object({ action: z.literal('reverseForfeit'), note }),
  ])
  .meta({ id: 'MatchAction' });
export type MatchActionBody = z.input<typeof matchActionBody>;

/** The body of POST /v1/admin/tournaments/{id}/disqualify/{registrationId}: why (the players read it). */
export const disqualifyBody = z.object({ note });
export type DisqualifyBody = z.input<typeof disqualifyBody>;

/** A disqualification: when, and the matches forfeited for it. */
export const disqualification = z
  .object({
    registrationId: z.string(),
    disqualifiedAt: isoDate(),
    forfeitedMatches: z.array(z.number().int()),
  })
  .meta({ id: 'Disqualification' });
export type Disqualification = z.infer<typeof disqualification>;

/** A tournament completed, or a ladder ended: whether its prizes are paid yet (a ladder's wait for its results). */
export const closedTournament = z
  .object({ tournament: organizerTournament, prizesPaid: z.boolean() })
  .meta({ id: 'ClosedTournament' });
export type ClosedTournament = z.infer<typeof closedTournament>;

const matchParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

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
  'GET /v1/admin/tournaments/:id/entrants': {
    summary: 'After check-in closes: the checked-in entrants with their ladder points, in seeding order',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: {
      404: 'No such tournament (10001)',
      409: 'A draft, cancelled, a ladder, or check-in has not closed yet (`details.checkInClosesUtc`)',
    },
    response: { 200: dataOf(tournamentSeeding) },
  },
  'PUT /v1/admin/tournaments/:id/seeding': {
    summary:
      'Seed the checked-in entrants by ladder points, at random or by hand; the bracket is drawn in this order ' +
      '(audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    body: seedingBody,
    refuses: {
      400: '`order` is missing, or does not list every checked-in entrant exactly once',
      404: 'No such tournament (10001)',
      409: 'A draft, cancelled, a ladder, check-in still open, or the bracket started already',
    },
    response: { 200: dataOf(tournamentSeeding) },
  },
  'POST /v1/admin/tournaments/:id/start': {
    summary:
      'Draw the bracket from the seeding (registration order if never seeded) with the structure settings; ' +
      'registrations that did not check in are withdrawn and told (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: {
      404: 'No such tournament (10001)',
      409: 'A draft, cancelled, a ladder, check-in still open, fewer than two entrants, or started already',
    },
    response: { 200: dataOf(bracketStart) },
  },
  'GET /v1/admin/tournaments/:id/matches': {
    summary:
      "A bracket's matches with their sides (by registration), results and times; empty until it starts",
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: { 404: 'No such tournament (10001)', 409: 'A ladder' },
    response: { 200: dataOf(z.array(organizerMatch)) },
  },
  'PATCH /v1/admin/matches/:id': {
    summary:
      'Run a bracket match: reschedule it, give it a result or a forfeit (the bracket advances), reset its ' +
      'result while nothing after it was played, or reverse an automatic no-show forfeit; its players are told (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: matchParams,
    body: matchActionBody,
    refuses: {
      400: 'A field is wrong (named): `winner` or `loser` is not a side of the match',
      404: 'No such match',
      409:
        'Cancelled or completed; the match has a result already, has none to reset, is not playable yet, a ' +
        'later match was played or started, or it has no automatic forfeit to reverse',
    },
    response: { 200: dataOf(organizerMatch) },
  },
  'POST /v1/admin/tournaments/:id/disqualify/:registrationId': {
    summary:
      'Disqualify an entrant with a note: its remaining matches are forfeited, its players told (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: z.object({ id: id(), registrationId: id() }),
    body: disqualifyBody,
    refuses: {
      404: 'No such tournament (10001), or no such registration of it',
      409: 'A draft, cancelled, completed, a ladder, or disqualified already',
    },
    response: { 200: dataOf(disqualification) },
  },
  'POST /v1/admin/tournaments/:id/complete': {
    summary:
      'Complete a bracket tournament whose bracket is finished: it ends now, its prizes paid (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: {
      404: 'No such tournament (10001)',
      409: 'A draft, cancelled, a ladder, completed already, not started, or matches left to play',
    },
    response: { 200: dataOf(closedTournament) },
  },
  'POST /v1/admin/tournaments/:id/end': {
    summary:
      'End a ladder now: its queue closes and its prizes are paid once its results are settled (audited)',
    tag: 'organizer',
    auth: 'staff',
    staffRoles: ['organizer'],
    params: tournamentParams,
    refuses: {
      404: 'No such tournament (10001)',
      409: 'A draft, cancelled, not a ladder, not started, ended already, or disputes still open',
    },
    response: { 200: dataOf(closedTournament) },
  },
});
