import type {
  CreateTournamentBody,
  OrganizerTournament,
  PrizePlace,
  RewardCodeType,
  TournamentFormat,
  TournamentRegion,
  TournamentStructure,
  UpdateTournamentBody,
} from '@arena/contract';
import {
  compareRankSteps,
  isApexTier,
  isRankDivision,
  isRankTier,
  isStreamUrl,
  ORGANIZER_TEXT_LIMITS,
  RANK_DIVISIONS,
  RANK_TIERS,
  type RankStep,
  orderSkills,
  type PayoutCurrencyCode,
  scheduleProblem,
  type ScheduleField,
  type StructureKind,
  structureTournamentType,
} from '@arena/contract/rules';
import { instantOfLocalInput, localInputOf } from '@arena/shared-kit/staff-desk';

/** Longest texts of a tournament (characters), as the contract's bodies hold them. */
export const TEXT_LIMITS = ORGANIZER_TEXT_LIMITS;

/**
 * The other bounds of the create and edit bodies (contract/src/organizer.ts), which the contract states in its
 * schemas only: the form stops there so the organizer reads the rule before sending, and the API holds it anyway.
 */
export const FIELD_LIMITS = {
  capacity: { min: 2, max: 4096 },
  groups: { min: 1, max: 16 },
  rounds: { min: 1, max: 15 },
  place: { min: 1, max: 64 },
  amountMax: 10_000_000,
  item: 80,
  codes: { min: 1, max: 50 },
  codesPerPlace: 5,
  places: 32,
  rules: 30,
  requirements: 20,
  faqs: 20,
  link: 500,
  accountLevel: { min: 1, max: 2000 },
} as const;

/**
 * The rank steps a requirement can name, lowest first, as the form's select values: `GOLD_IV` … `GOLD_I` for a
 * tier with divisions, `MASTER` for an apex tier (issue 33).
 */
export const RANK_STEP_VALUES: readonly string[] = RANK_TIERS.flatMap((tier) =>
  isApexTier(tier) ? [tier] : RANK_DIVISIONS.map((division) => `${tier}_${division}`),
);

/** A select value as a rank step, or null (empty: no requirement). */
export function rankStepOfValue(value: string): RankStep | null {
  const [tier, division] = value.split('_');
  if (!isRankTier(tier)) return null;
  if (isApexTier(tier)) return { tier, division: null };
  return isRankDivision(division) ? { tier, division } : null;
}

/** A rank step as the form's select value (empty: none). */
export function valueOfRankStep(step: RankStep | null | undefined): string {
  if (!step) return '';
  return step.division ? `${step.tier}_${step.division}` : step.tier;
}

/** The sizes a playoff can take after a group or swiss stage (empty: the structure's own default). */
export const PLAYOFF_SIZES = [2, 4, 8, 16, 32] as const satisfies readonly NonNullable<
  Extract<TournamentStructure, { kind: 'groups_playoffs' }>['playoffSize']
>[];

export const TOURNAMENT_REGIONS = ['me1', 'euw1'] as const satisfies readonly TournamentRegion[];
export const TOURNAMENT_FORMATS = ['1vs1', '5vs5'] as const satisfies readonly TournamentFormat[];

/** The reward codes a prize place may carry, in the order the form offers them. */
export const REWARD_CODE_TYPES = [
  'hextech_chest',
  'hextech_key',
  'hextech_chest_key',
  'mystery_skin',
] as const satisfies readonly RewardCodeType[];
// Every reward code type of the contract is offered: a type added there fails to compile here.
const _everyRewardCodeTypeOffered: [Exclude<RewardCodeType, (typeof REWARD_CODE_TYPES)[number]>] extends [
  never,
]
  ? true
  : never = true;

/** A text in both languages, as the form holds it. */
export interface BilingualValues {
  en: string;
  ar: string;
}

export interface RewardCodeRow {
  type: RewardCodeType;
  count: string;
}

/** One place of the prize pool: money (`amount`) or a prize in kind (`item`), and its reward codes. */
export interface PrizeRow {
  place: string;
  kind: 'money' | 'item';
  amount: string;
  item: string;
  rewardCodes: RewardCodeRow[];
}

/** The settings of every structure kind; only the chosen kind's are sent. */
export interface StructureValues {
  kind: StructureKind;
  thirdPlaceMatch: boolean;
  grandFinalReset: boolean;
  groups: string;
  /** Empty: as many rounds as the entrants need. */
  rounds: string;
  /** Empty: the structure's default playoff. */
  playoffSize: string;
}

/** The dates of the schedule, as `datetime-local` values in the organizer's time zone. */
export type ScheduleValues = Record<ScheduleField, string>;

/**
 * What the organizer console's tournament form holds. Its paths are the body's (`name.ar`, `prize_pool.currency`,
 * `checking_time`), so a field the API names in a 400 is the form's field of the same name.
 */
export interface TournamentFormValues extends ScheduleValues {
  name: BilingualValues;
  description: BilingualValues;
  /** The addresses the posters endpoint answered (empty: none yet). */
  poster: BilingualValues;
  region: TournamentRegion;
  format: TournamentFormat;
  structure: StructureValues;
  skill_level: string[];
  /** Empty: no limit. */
  capacity: string;
  approval_required: boolean;
  prize_pool: { currency: PayoutCurrencyCode; places: PrizeRow[] };
  rules: BilingualValues[];
  requirements: BilingualValues[];
  faqs: { title: BilingualValues; description: BilingualValues }[];
  /** The rulebook link (empty: none). */
  additional_info: string;
  support_live_chat: boolean;
  /** The live stream's Twitch or YouTube address (empty: none). */
  stream_url: string;
  /** Rank requirements (issue 33): a `RANK_STEP_VALUES` value (empty: none), and the account level (empty: none). */
  min_rank: string;
  max_rank: string;
  min_account_level: string;
}

/** What the form checks differently for a tournament that exists. */
export interface TournamentFormContext {
  /** The stored tournament has a description: it can be changed, not removed. */
  hasDescription: boolean;
}

export const BLANK_BILINGUAL: BilingualValues = { en: '', ar: '' };
export const BLANK_PRIZE: PrizeRow = { place: '', kind: 'money', amount: '', item: '', rewardCodes: [] };
export const BLANK_REWARD_CODES: RewardCodeRow = { type: 'hextech_chest', count: '1' };
export const BLANK_FAQ = { title: BLANK_BILINGUAL, description: BLANK_BILINGUAL };

/** The schedule's fields a structure uses, in order: a ladder registers until its start and has no check-in. */
export function scheduleFieldsOf(kind: StructureKind): readonly ScheduleField[] {
  return structureTournamentType(kind) === 'matchmaking'
    ? ['registration_start_time', 'starting_time', 'ends_at']
    : ['registration_start_time', 'registration_closed_time', 'checking_time', 'starting_time', 'ends_at'];
}

/** A new tournament's form: a 5vs5 single-elimination cup in the Middle East, approval required, USD prizes. */
export function emptyTournamentForm(): TournamentFormValues {
  return {
    name: { ...BLANK_BILINGUAL },
    description: { ...BLANK_BILINGUAL },
    poster: { ...BLANK_BILINGUAL },
    region: 'me1',
    format: '5vs5',
    structure: {
      kind: 'single_elimination',
      thirdPlaceMatch: false,
      grandFinalReset: false,
      groups: '2',
      rounds: '',
      playoffSize: '',
    },
    skill_level: [],
    capacity: '',
    approval_required: true,
    registration_start_time: '',
    registration_closed_time: '',
    checking_time: '',
    starting_time: '',
    ends_at: '',
    prize_pool: { currency: 'USD', places: [] },
    rules: [],
    requirements: [],
    faqs: [],
    additional_info: '',
    support_live_chat: false,
    stream_url: '',
    min_rank: '',
    max_rank: '',
    min_account_level: '',
  };
}

const bilingualOf = (text: { en: string; ar?: string } | null | undefined): BilingualValues => ({
  en: text?.en ?? '',
  ar: text?.ar ?? '',
});

function structureValuesOf(structure: TournamentStructure): StructureValues {
  const values = emptyTournamentForm().structure;
  const text = (value: number | null | undefined) => (value == null ? '' : String(value));
  switch (structure.kind) {
    case 'single_elimination':
      return { ...values, kind: structure.kind, thirdPlaceMatch: structure.thirdPlaceMatch };
    case 'double_elimination':
      return { ...values, kind: structure.kind, grandFinalReset: structure.grandFinalReset };
    case 'round_robin':
      return { ...values, kind: structure.kind, groups: text(structure.groups) };
    case 'swiss':
      return { ...values, kind: structure.kind, rounds: text(structure.rounds) };
    case 'groups_playoffs':
      return {
        ...values,
        kind: structure.kind,
        groups: text(structure.groups),
        playoffSize: text(structure.playoffSize),
      };
    case 'swiss_playoff':
      return {
        ...values,
        kind: structure.kind,
        rounds: text(structure.rounds),
        playoffSize: text(structure.playoffSize),
      };
    case 'ladder':
      return { ...values, kind: structure.kind };
  }
}

function prizeRowOf(prize: PrizePlace): PrizeRow {
  return {
    place: String(prize.place),
    kind: prize.item ? 'item' : 'money',
    amount: prize.item ? '' : String(prize.amount),
    item: prize.item ?? '',
    rewardCodes: (prize.rewardCodes ?? []).map((codes) => ({ type: codes.type, count: String(codes.count) })),
  };
}

/** The form of a stored tournament, its dates in the organizer's time zone. */
export function formValuesOf(tournament: OrganizerTournament): TournamentFormValues {
  return {
    name: bilingualOf(tournament.name),
    description: bilingualOf(tournament.description),
    poster: bilingualOf(tournament.poster),
    region: tournament.region === 'euw1' ? 'euw1' : 'me1',
    format: tournament.format === '1vs1' ? '1vs1' : '5vs5',
    structure: structureValuesOf(tournament.structure),
    skill_level: orderSkills(tournament.skill_level),
    capacity: tournament.capacity === null ? '' : String(tournament.capacity),
    approval_required: tournament.approval_required,
    registration_start_time: localInputOf(tournament.registration_start_time),
    registration_closed_time: localInputOf(tournament.registration_closed_time),
    checking_time: localInputOf(tournament.checking_time),
    starting_time: localInputOf(tournament.starting_time),
    ends_at: localInputOf(tournament.ends_at),
    prize_pool: {
      currency: tournament.prize_pool.currency,
      places: tournament.prize_pool.places.map(prizeRowOf),
    },
    rules: tournament.rules.map(bilingualOf),
    requirements: tournament.requirements.map(bilingualOf),
    faqs: tournament.faqs.map((faq) => ({
      title: bilingualOf(faq.title),
      description: bilingualOf(faq.description),
    })),
    additional_info: tournament.additional_info ?? '',
    support_live_chat: tournament.support_live_chat,
    stream_url: tournament.stream_url ?? '',
    min_rank: valueOfRankStep(tournament.min_rank),
    max_rank: valueOfRankStep(tournament.max_rank),
    min_account_level: tournament.min_account_level === null ? '' : String(tournament.min_account_level),
  };
}

const trimmed = (text: BilingualValues) => ({ en: text.en.trim(), ar: text.ar.trim() });
const isBlank = (text: BilingualValues) => !text.en.trim() && !text.ar.trim();
const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

function structureOf(values: StructureValues): TournamentStructure {
  const groups = Number(values.groups);
  const rounds = wholeOrNull(values.rounds);
  const playoffSize = wholeOrNull(values.playoffSize) as (typeof PLAYOFF_SIZES)[number] | null;
  switch (values.kind) {
    case 'single_elimination':
      return { kind: values.kind, thirdPlaceMatch: values.thirdPlaceMatch };
    case 'double_elimination':
      return { kind: values.kind, grandFinalReset: values.grandFinalReset };
    case 'round_robin':
      return { kind: values.kind, groups };
    case 'swiss':
      return { kind: values.kind, rounds };
    case 'groups_playoffs':
      return { kind: values.kind, groups, playoffSize };
    case 'swiss_playoff':
      return { kind: values.kind, rounds, playoffSize };
    case 'ladder':
      return { kind: values.kind };
  }
}

function prizePlaceOf(row: PrizeRow): PrizePlace {
  const inKind = row.kind === 'item';
  return {
    place: Number(row.place),
    amount: inKind ? 0 : Number(row.amount),
    ...(inKind ? { item: row.item.trim() } : {}),
    ...(row.rewardCodes.length > 0
      ? { rewardCodes: row.rewardCodes.map((codes) => ({ type: codes.type, count: Number(codes.count) })) }
      : {}),
  };
}

/**
 * Every field the form sets, as the API takes it: the dates as UTC instants, a ladder without the registration
 * close and check-in the API derives, and the description and posters only once given (in both languages).
 */
function bodyOf(values: TournamentFormValues): CreateTournamentBody {
  const dates = Object.fromEntries(
    scheduleFieldsOf(values.structure.kind).map((field) => [field, instantOfLocalInput(values[field]) ?? '']),
  ) as Pick<CreateTournamentBody, ScheduleField>;
  return {
    name: trimmed(values.name),
    ...(isBlank(values.description) ? {} : { description: trimmed(values.description) }),
    ...(values.poster.en && values.poster.ar ? { poster: { ...values.poster } } : {}),
    region: values.region,
    format: values.format,
    structure: structureOf(values.structure),
    skill_level: orderSkills(values.skill_level),
    capacity: wholeOrNull(values.capacity),
    approval_required: values.approval_required,
    ...dates,
    prize_pool: { currency: values.prize_pool.currency, places: values.prize_pool.places.map(prizePlaceOf) },
    rules: values.rules.map(trimmed),
    requirements: values.requirements.map(trimmed),
    faqs: values.faqs.map((faq) => ({ title: trimmed(faq.title), description: trimmed(faq.description) })),
    additional_info: values.additional_info.trim() || null,
    support_live_chat: values.support_live_chat,
    stream_url: values.stream_url.trim() || null,
    min_rank: rankStepOfValue(values.min_rank),
    max_rank: rankStepOfValue(values.max_rank),
    min_account_level: wholeOrNull(values.min_account_level),
  };
}

/** POST /v1/admin/tournaments: the new draft. */
export function createBodyOf(values: TournamentFormValues): CreateTournamentBody {
  return bodyOf(values);
}

/**
 * PATCH /v1/admin/tournaments/{id}: the fields that differ from the stored tournament's form, each whole (a list,
 * the prize pool, a text in both languages); an untouched date is not sent, so its seconds stay as stored and
 * registered players are told of a schedule change only when the schedule changed. Empty when nothing changed.
 */
export function updateBodyOf(
  values: TournamentFormValues,
  stored: TournamentFormValues,
): UpdateTournamentBody {
  const after = bodyOf(values) as Record<string, unknown>;
  const before = bodyOf(stored) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(before[field])),
  ) as UpdateTournamentBody;
}

/** What is wrong with a field: an i18n key under `editor.errors.` and its parameters. */
export type FormProblem =
  | {
      key:
        | 'required'
        | 'date'
        | 'skillLevels'
        | 'amount'
        | 'placeTwice'
        | 'url'
        | 'stream'
        | 'rankOrder'
        | 'invalid'
        | 'scheduleRefused';
    }
  | { key: 'tooLong'; max: number }
  | { key: 'between'; min: number; max: number }
  | { key: 'after' | 'atOrAfter'; after: ScheduleField }
  | { key: 'posterBoth' };

/** A problem of the form, by the path of its field (`name.ar`, `prize_pool.places.0.amount`). */
export type FormProblems = Map<string, FormProblem>;

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

function textProblem(value: string, max: number, required: boolean): FormProblem | null {
  const text = value.trim();
  if (!text) return required ? { key: 'required' } : null;
  return text.length > max ? { key: 'tooLong', max } : null;
}

function wholeProblem(value: string, { min, max }: { min: number; max: number }): FormProblem | null {
  const text = value.trim();
  if (!WHOLE.test(text) || Number(text) < min || Number(text) > max) return { key: 'between', min, max };
  return null;
}

/** A text in both languages: both required, or (`optional`) both or neither, so a missing language is named. */
function checkBilingual(
  problems: FormProblems,
  path: string,
  text: BilingualValues,
  max: number,
  optional = false,
): void {
  const required = !optional || !isBlank(text);
  for (const language of ['en', 'ar'] as const) {
    const problem = textProblem(text[language], max, required);
    if (problem) problems.set(`${path}.${language}`, problem);
  }
}

function checkSchedule(problems: FormProblems, values: TournamentFormValues): void {
  const fields = scheduleFieldsOf(values.structure.kind);
  const instants: Partial<Record<ScheduleField, string>> = {};
  for (const field of fields) {
    const instant = instantOfLocalInput(values[field]);
    if (instant) instants[field] = instant;
    else problems.set(field, { key: 'date' });
  }
  if (Object.keys(instants).length !== fields.length) return;
  const type = structureTournamentType(values.structure.kind);
  const dates = {
    registration_start_time: instants.registration_start_time!,
    starting_time: instants.starting_time!,
    ends_at: instants.ends_at!,
    // A ladder's registration closes at its end and its check-in is its start (the API derives both).
    registration_closed_time: instants.registration_closed_time ?? instants.ends_at!,
    checking_time: instants.checking_time ?? instants.starting_time!,
  };
  const problem = scheduleProblem(dates, type);
  if (problem) {
    problems.set(problem.field, { key: problem.orEqual ? 'atOrAfter' : 'after', after: problem.after });
  }
}

function checkStructure(problems: FormProblems, structure: StructureValues): void {
  const usesGroups = structure.kind === 'round_robin' || structure.kind === 'groups_playoffs';
  const usesRounds = structure.kind === 'swiss' || structure.kind === 'swiss_playoff';
  if (usesGroups) {
    const problem = wholeProblem(structure.groups, FIELD_LIMITS.groups);
    if (problem) problems.set('structure.groups', problem);
  }
  if (usesRounds && structure.rounds.trim()) {
    const problem = wholeProblem(structure.rounds, FIELD_LIMITS.rounds);
    if (problem) problems.set('structure.rounds', problem);
  }
}

function checkPrizes(problems: FormProblems, places: PrizeRow[]): void {
  const seen = new Set<string>();
  places.forEach((row, index) => {
    const path = `prize_pool.places.${index}`;
    const place = wholeProblem(row.place, FIELD_LIMITS.place);
    if (place) problems.set(`${path}.place`, place);
    else if (seen.has(String(Number(row.place)))) problems.set(`${path}.place`, { key: 'placeTwice' });
    seen.add(String(Number(row.place)));
    if (row.kind === 'item') {
      const item = textProblem(row.item, FIELD_LIMITS.item, true);
      if (item) problems.set(`${path}.item`, item);
    } else {
      const amount = row.amount.trim();
      if (!AMOUNT.test(amount) || Number(amount) > FIELD_LIMITS.amountMax) {
        problems.set(`${path}.amount`, { key: 'amount' });
      }
    }
    row.rewardCodes.forEach((codes, codesIndex) => {
      const count = wholeProblem(codes.count, FIELD_LIMITS.codes);
      if (count) problems.set(`${path}.rewardCodes.${codesIndex}.count`, count);
    });
  });
}

/** An http or https address of at most the contract's length. */
function isWebLink(text: string): boolean {
  if (text.length > FIELD_LIMITS.link) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Everything the form checks before sending, by field path in the order the form shows them (so the first is the
 * field to focus): names in both languages, every text within the contract's limits, a list row in both
 * languages, a description and posters in both languages or neither, the structure's settings, at least one skill
 * level, the capacity, the schedule in order (`scheduleProblem`, the API's own check), the prize pool's places and
 * amounts, the rulebook link, the live stream's address (`isStreamUrl`, the API's own check), and the rank requirements (a
 * minimum not above the maximum, an account level in range).
 */
export function tournamentFormProblems(
  values: TournamentFormValues,
  context: TournamentFormContext = { hasDescription: false },
): FormProblems {
  const problems: FormProblems = new Map();
  checkBilingual(problems, 'name', values.name, TEXT_LIMITS.name);
  checkBilingual(
    problems,
    'description',
    values.description,
    TEXT_LIMITS.description,
    !context.hasDescription,
  );
  if (Boolean(values.poster.en) !== Boolean(values.poster.ar)) {
    problems.set(values.poster.en ? 'poster.ar' : 'poster.en', { key: 'posterBoth' });
  }
  checkStructure(problems, values.structure);
  if (values.skill_level.length === 0) problems.set('skill_level', { key: 'skillLevels' });
  if (values.capacity.trim()) {
    const problem = wholeProblem(values.capacity, FIELD_LIMITS.capacity);
    if (problem) problems.set('capacity', problem);
  }
  checkSchedule(problems, values);
  checkPrizes(problems, values.prize_pool.places);
  values.rules.forEach((rule, index) => checkBilingual(problems, `rules.${index}`, rule, TEXT_LIMITS.rule));
  values.requirements.forEach((requirement, index) =>
    checkBilingual(problems, `requirements.${index}`, requirement, TEXT_LIMITS.requirement),
  );
  values.faqs.forEach((faq, index) => {
    checkBilingual(problems, `faqs.${index}.title`, faq.title, TEXT_LIMITS.faqTitle);
    checkBilingual(problems, `faqs.${index}.description`, faq.description, TEXT_LIMITS.faqAnswer);
  });
  const link = values.additional_info.trim();
  if (link && !isWebLink(link)) problems.set('additional_info', { key: 'url' });
  const stream = values.stream_url.trim();
  if (stream && !isStreamUrl(stream)) problems.set('stream_url', { key: 'stream' });
  const minRank = rankStepOfValue(values.min_rank);
  const maxRank = rankStepOfValue(values.max_rank);
  if (minRank && maxRank && compareRankSteps(minRank, maxRank) > 0)
    problems.set('min_rank', { key: 'rankOrder' });
  if (values.min_account_level.trim()) {
    const problem = wholeProblem(values.min_account_level, FIELD_LIMITS.accountLevel);
    if (problem) problems.set('min_account_level', problem);
  }
  return problems;
}

/**
 * The form's field a path of the API's 400 names (`prize_pool.places.0.amount` is the form's own path,
 * `skill_level.2` is the skill levels, `structure` the structure's kind); null for a path the form does not show.
 */
export function formFieldOfServerPath(path: string): string | null {
  if (path === 'structure') return 'structure.kind';
  if (/^skill_level(\.\d+)?$/.test(path)) return 'skill_level';
  if (path === 'poster') return 'poster.en';
  if (path === 'prize_pool' || path === 'prize_pool.places') return 'prize_pool.currency';
  if (path === 'name' || path === 'description') return `${path}.en`;
  if (/^(rules|requirements|faqs)$/.test(path)) return null;
  if (/^(rules|requirements)\.\d+$/.test(path)) return `${path}.en`;
  const faq = /^faqs\.(\d+)(?:\.(title|description))?$/.exec(path);
  if (faq) return `faqs.${faq[1]}.${faq[2] ?? 'title'}.en`;
  if (/^prize_pool\.places\.\d+$/.test(path)) return `${path}.place`;
  if (/^prize_pool\.places\.\d+\.rewardCodes(\.\d+)?$/.test(path)) return null;
  const rank = /^(min_rank|max_rank)(\.(tier|division))?$/.exec(path);
  if (rank) return rank[1]!;
  const known = [
    /^(name|description|poster)\.(en|ar)$/,
    /^(region|format|capacity|approval_required|additional_info|support_live_chat|stream_url)$/,
    /^min_account_level$/,
    /^(registration_start_time|registration_closed_time|checking_time|starting_time|ends_at)$/,
    /^structure\.(kind|thirdPlaceMatch|grandFinalReset|groups|rounds|playoffSize)$/,
    /^prize_pool\.currency$/,
    /^prize_pool\.places\.\d+\.(place|amount|item)$/,
    /^prize_pool\.places\.\d+\.rewardCodes\.\d+\.(type|count)$/,
    /^(rules|requirements)\.\d+\.(en|ar)$/,
    /^faqs\.\d+\.(title|description)\.(en|ar)$/,
  ];
  return known.some((pattern) => pattern.test(path)) ? path : null;
}
