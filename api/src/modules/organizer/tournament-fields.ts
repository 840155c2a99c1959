import { isDeepStrictEqual } from 'node:util';
import type {
  OrganizerTournament,
  PrizePool,
  TournamentStructure,
  UpdateTournamentBody,
} from '@arena/contract';
import {
  DEFAULT_PAYOUT_CURRENCY,
  isPayoutCurrency,
  orderSkills,
  SKILL_LEVELS,
  skillRank,
  structureTournamentType,
  structureTypeText,
  type PayoutCurrencyCode,
  type ScheduleField,
} from '@arena/contract/rules';
import type { AssetUrl } from '../../context.js';
import { json, type LocalizedValue, type RankStepColumn, type TournamentRow } from '../../db/schema.js';
import { rankStepOf } from '../../providers/game-data/player-ranks.js';
import { bracketFormatOf } from '../brackets/bracket-plan.js';
import { tournamentLifecycle } from '../tournaments/staff-tournaments-service.js';
import { tournamentStatus } from '../tournaments/tournament-status.js';

/**
 * A tournament's organizer fields (issue 30) as the console's body names them: what `PATCH` replaces, what the
 * audit log compares (before and after of the changed ones), and what the columns are written from. Dates are ISO
 * strings; posters are stored paths (`/uploads/...`), not addresses.
 */
export type TournamentFields = Omit<Required<UpdateTournamentBody>, 'description' | 'poster'> & {
  /** Null while a draft has none (a tournament made before the console may lack its Arabic). */
  description: LocalizedValue | null;
  poster: LocalizedValue | null;
};

/** A field of the console's body. */
export type FieldName = keyof TournamentFields;

/** The schedule's fields, in order. */
export const SCHEDULE_FIELDS: readonly ScheduleField[] = [
  'registration_start_time',
  'registration_closed_time',
  'checking_time',
  'starting_time',
  'ends_at',
];

/**
 * The structure of a tournament made before the console (no `structure` stored): what the bracket code does with
 * its `type` text — single elimination with a third-place match (from four entrants), double elimination with a
 * simple grand final, a round robin with a final for its best two, swiss with a playoff for its best half — or a
 * ladder.
 */
export function structureOf(
  row: Pick<TournamentRow, 'structure' | 'type' | 'tournament_type'>,
): TournamentStructure {
  if (row.structure) return row.structure;
  if (row.tournament_type === 'matchmaking') return { kind: 'ladder' };
  switch (bracketFormatOf(row.type)) {
    case 'double_elimination':
      return { kind: 'double_elimination', grandFinalReset: false };
    case 'round_robin':
      return { kind: 'groups_playoffs', groups: 1, playoffSize: null };
    case 'swiss_bracket':
      return { kind: 'swiss_playoff', rounds: null, playoffSize: null };
    default:
      return { kind: 'single_elimination', thirdPlaceMatch: true };
  }
}

/** The first number of a prize's name (`1st Place` → 1), or null (`MVP`). */
function placeOf(name: string): number | null {
  const place = Number(/^\s*(\d+)/.exec(name)?.[1]);
  return Number.isInteger(place) && place >= 1 ? place : null;
}

/**
 * The prize pool of the stored columns: its currency (the code ending `prizepool_format`, USD otherwise) and each
 * placed prize once (money, or a prize in kind); an entry without a place (`MVP`) is not one of them.
 */
export function prizePoolOf(row: Pick<TournamentRow, 'prizepool' | 'prizepool_format'>): PrizePool {
  const code = row.prizepool_format.trim().split(/\s+/).pop()?.toUpperCase() ?? '';
  const currency: PayoutCurrencyCode = isPayoutCurrency(code) ? code : DEFAULT_PAYOUT_CURRENCY;
  const places: PrizePool['places'] = [];
  for (const prize of row.prizepool) {
    const place = placeOf(prize.name);
    if (place === null || places.some((entry) => entry.place === place)) continue;
    const amount = Number(prize.amount.replace(/[,\s]/g, ''));
    const money = Number.isFinite(amount) && amount >= 0 && prize.amount.trim() !== '';
    places.push({
      place,
      amount: money ? amount : 0,
      ...(money ? {} : { item: prize.amount }),
      ...(prize.rewardCodes?.length ? { rewardCodes: prize.rewardCodes } : {}),
    });
  }
  return { currency, places };
}

/** `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`: the English ordinal the seeded prize names use. */
function ordinal(place: number): string {
  const lastTwo = place % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  return `${place}${{ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'}`;
}

/** An amount as the pool stores it: `700`, `12.5` written `12.50`. */
function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The public prize pool columns of a pool: `1st Place` lines in place order, and the total with its currency. */
export function prizePoolColumns(pool: PrizePool) {
  const places = [...pool.places].sort((a, b) => a.place - b.place);
  const total = places.reduce((sum, prize) => sum + (prize.item ? 0 : prize.amount), 0);
  return {
    prizepool: json(
      places.map((prize) => ({
        name: `${ordinal(prize.place)} Place`,
        amount: prize.item ?? amountText(prize.amount),
        ...(prize.rewardCodes?.length ? { rewardCodes: prize.rewardCodes } : {}),
      })),
    ),
    prizepool_format: `${amountText(Math.round(total * 100) / 100)} ${pool.currency}`,
  };
}

/** Skill levels as the game writes them (`gold` → `Gold`), in ladder order, each once. */
export function normalizeSkills(skills: readonly string[]): string[] {
  return orderSkills(skills.map((skill) => SKILL_LEVELS[skillRank(skill)] ?? skill));
}

/** A localized text the console wrote, or null for the empty one a draft starts with. */
function writtenOrNull(value: LocalizedValue): LocalizedValue | null {
  return value.en ? value : null;
}

/** The organizer fields of a stored tournament. */
export function fieldsOf(row: TournamentRow): TournamentFields {
  return {
    name: row.name as TournamentFields['name'],
    description: writtenOrNull(row.description),
    poster: writtenOrNull(row.poster),
    region: row.region as TournamentFields['region'],
    format: row.format as TournamentFields['format'],
    structure: structureOf(row),
    skill_level: row.skill_level,
    capacity: row.capacity,
    approval_required: row.approval_required,
    registration_start_time: row.registration_start_time.toISOString(),
    registration_closed_time: row.registration_closed_time.toISOString(),
    checking_time: row.checking_time.toISOString(),
    starting_time: row.starting_time.toISOString(),
    ends_at: row.ends_at.toISOString(),
    prize_pool: prizePoolOf(row),
    rules: row.rules as TournamentFields['rules'],
    requirements: row.requirements as TournamentFields['requirements'],
    faqs: row.faqs as TournamentFields['faqs'],
    additional_info: row.additional_info,
    support_live_chat: row.support_live_chat,
    stream_url: row.stream_url,
    min_rank: rankStepOf(row.min_rank),
    max_rank: rankStepOf(row.max_rank),
    min_account_level: row.min_account_level,
  };
}

/**
 * The fields with a ladder's derived dates set: its registration closes at its end (the queue's close, P1 §2
 * "Schedule page") and it has no check-in (its check-in time is its start).
 */
export function withDerivedDates(fields: TournamentFields): TournamentFields {
  if (structureTournamentType(fields.structure.kind) !== 'matchmaking') return fields;
  return { ...fields, registration_closed_time: fields.ends_at, checking_time: fields.starting_time };
}

/** The columns the organizer fields are written to (the public `type` and `tournament_type` follow the structure). */
export function columnsOf(fields: TournamentFields) {
  return {
    name: json(fields.name),
    description: json<LocalizedValue>(fields.description ?? { en: '' }),
    poster: json<LocalizedValue>(fields.poster ?? { en: '' }),
    region: fields.region,
    format: fields.format,
    structure: json(fields.structure),
    type: structureTypeText(fields.structure.kind),
    tournament_type: structureTournamentType(fields.structure.kind),
    skill_level: json(fields.skill_level),
    capacity: fields.capacity,
    approval_required: fields.approval_required,
    registration_start_time: fields.registration_start_time,
    registration_closed_time: fields.registration_closed_time,
    checking_time: fields.checking_time,
    starting_time: fields.starting_time,
    ends_at: fields.ends_at,
    ...prizePoolColumns(fields.prize_pool),
    rules: json<LocalizedValue[]>(fields.rules),
    requirements: json<LocalizedValue[]>(fields.requirements),
    faqs: json<{ title: LocalizedValue; description: LocalizedValue }[]>(fields.faqs),
    additional_info: fields.additional_info,
    support_live_chat: fields.support_live_chat,
    stream_url: fields.stream_url,
    min_rank: fields.min_rank ? json<RankStepColumn>(fields.min_rank) : null,
    max_rank: fields.max_rank ? json<RankStepColumn>(fields.max_rank) : null,
    min_account_level: fields.min_account_level,
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** The columns each field is written to: the structure also sets the public type texts, the pool its total. */
const COLUMNS_OF: { [F in FieldName]: readonly (keyof Columns)[] } = {
  name: ['name'],
  description: ['description'],
  poster: ['poster'],
  region: ['region'],
  format: ['format'],
  structure: ['structure', 'type', 'tournament_type'],
  skill_level: ['skill_level'],
  capacity: ['capacity'],
  approval_required: ['approval_required'],
  registration_start_time: ['registration_start_time'],
  registration_closed_time: ['registration_closed_time'],
  checking_time: ['checking_time'],
  starting_time: ['starting_time'],
  ends_at: ['ends_at'],
  prize_pool: ['prizepool', 'prizepool_format'],
  rules: ['rules'],
  requirements: ['requirements'],
  faqs: ['faqs'],
  additional_info: ['additional_info'],
  support_live_chat: ['support_live_chat'],
  stream_url: ['stream_url'],
  min_rank: ['min_rank'],
  max_rank: ['max_rank'],
  min_account_level: ['min_account_level'],
};

/**
 * The columns of the changed fields only: what an edit writes. A column no field changed keeps what it holds, even
 * what the console does not show (a seeded prize without a place, like `MVP`, stays while the name changes).
 */
export function columnsOfChanged(fields: TournamentFields, names: readonly FieldName[]): Partial<Columns> {
  const all = columnsOf(fields);
  return Object.fromEntries(
    names.flatMap((name) => COLUMNS_OF[name].map((column) => [column, all[column]])),
  ) as Partial<Columns>;
}

/** The fields whose values differ between `before` and `after`, each side with only those (the audit's record). */
export function changedFields(
  before: TournamentFields,
  after: TournamentFields,
): { names: FieldName[]; before: Partial<TournamentFields>; after: Partial<TournamentFields> } {
  // Compared as values: the database gives jsonb objects back with their keys in its own order.
  const names = (Object.keys(after) as FieldName[]).filter(
    (name) => !isDeepStrictEqual(before[name], after[name]),
  );
  const pick = (fields: TournamentFields) =>
    Object.fromEntries(names.map((name) => [name, fields[name]])) as Partial<TournamentFields>;
  return { names, before: pick(before), after: pick(after) };
}

/** What publishing still needs (issue 30): the description and a poster in both languages, and rules. */
export function missingForPublish(fields: TournamentFields): string[] {
  const missing: string[] = [];
  for (const language of ['en', 'ar'] as const) {
    if (!fields.description?.[language]) missing.push(`description.${language}`);
  }
  for (const language of ['en', 'ar'] as const) {
    if (!fields.poster?.[language]) missing.push(`poster.${language}`);
  }
  if (fields.rules.length === 0) missing.push('rules');
  return missing;
}

/** A stored text or image as the record shows it. */
function localized(value: LocalizedValue | null, map: (text: string) => string = (text) => text) {
  if (!value) return null;
  return { en: map(value.en), ...(value.ar ? { ar: map(value.ar) } : {}) };
}

/** A tournament as the organizer console edits it. */
export function toOrganizerTournament(
  row: TournamentRow,
  extra: { registrations: number; bracketStarted: boolean },
  now: Date,
  assetUrl: AssetUrl,
): OrganizerTournament {
  const fields = fieldsOf(row);
  return {
    id: row.id,
    lifecycle: tournamentLifecycle(row),
    status: tournamentStatus(row, now),
    published_at: row.published_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    name: row.name,
    description: localized(fields.description),
    poster: localized(fields.poster, (path) => assetUrl(path) ?? path),
    region: row.region,
    format: row.format,
    game_mode: row.game_mode,
    structure: fields.structure,
    type: row.type,
    tournament_type: row.tournament_type,
    skill_level: row.skill_level,
    capacity: row.capacity,
    approval_required: row.approval_required,
    registration_open: row.registration_open,
    registration_start_time: fields.registration_start_time,
    registration_closed_time: fields.registration_closed_time,
    checking_time: fields.checking_time,
    starting_time: fields.starting_time,
    ends_at: fields.ends_at,
    prize_pool: fields.prize_pool,
    prizepool_format: row.prizepool_format,
    rules: row.rules,
    requirements: row.requirements,
    faqs: row.faqs,
    additional_info: row.additional_info,
    support_live_chat: row.support_live_chat,
    stream_url: row.stream_url,
    min_rank: fields.min_rank,
    max_rank: fields.max_rank,
    min_account_level: fields.min_account_level,
    registrations: extra.registrations,
    bracket_started: extra.bracketStarted,
    missing: missingForPublish(fields),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
