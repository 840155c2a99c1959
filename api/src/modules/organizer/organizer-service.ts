import {
  RefusalReason,
  type CreateTournamentBody,
  type OrganizerTournament,
  type UpdateTournamentBody,
} from '@arena/contract';
import { compareRankSteps, scheduleProblem, structureTournamentType } from '@arena/contract/rules';
import { randomUUID } from 'node:crypto';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { LocalizedValue, TournamentRow } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError, refusal } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { notify, type NotificationEvent } from '../notifications/notifications-service.js';
import { registrationCount } from '../tournaments/tournament-capacity.js';
import { tournamentStatus } from '../tournaments/tournament-status.js';
import { staffImagePath } from '../uploads/uploads-service.js';
import {
  changedFields,
  columnsOf,
  columnsOfChanged,
  type FieldName,
  fieldsOf,
  missingForPublish,
  normalizeSkills,
  SCHEDULE_FIELDS,
  toOrganizerTournament,
  type TournamentFields,
  withDerivedDates,
} from './tournament-fields.js';

/*
 * The organizer console's tournaments (issue 30): a draft is created, edited, published and cancelled here, each
 * write in one transaction with its audit row, the tournament's row locked so that two organizers acting at once
 * go one after the other (the second is refused with 409, never a 500). Players are told after the commit.
 *
 * Running a published tournament (seeding, starting, match actions, disqualification, completing, ending a ladder)
 * lives beside it (bracket-start-service.ts, match-desk-service.ts, tournament-close-service.ts) and locks the row
 * the same way (`lockedTournament`).
 */

export type OrganizerContext = Pick<
  AppContext,
  'db' | 'clock' | 'assetUrl' | 'cache' | 'config' | 'realtime' | 'storage'
>;

/** The record type of a tournament's audit rows. */
const RECORD_TYPE = 'tournaments';

/** The game mode every tournament is played in (P1 §2 "info grid": Summoner's Rift by default). */
const GAME_MODE = "Summoner's Rift";

/** A tournament for staff, drafts and cancelled ones included; 404 10001 for an unknown (or malformed) id. */
export async function tournamentRow(
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TournamentRow> {
  if (!isUuid(id)) throw apiError('tournamentNotFound');
  let query = db.selectFrom('tournaments').selectAll().where('id', '=', id);
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw apiError('tournamentNotFound');
  return row;
}

/** Runs a write on a tournament in a transaction with its row locked; the public lists forget it afterwards. */
export async function lockedTournament<T>(
  context: OrganizerContext,
  id: string,
  write: (trx: Db, row: TournamentRow) => Promise<T>,
): Promise<T> {
  const result = await context.db
    .transaction()
    .execute(async (trx) => write(trx, await tournamentRow(trx, id, { lock: true })));
  context.cache.invalidate(CacheKeys.tournaments);
  return result;
}

/** Whether the tournament's bracket has been drawn. */
export async function bracketStarted(db: Db, tournamentId: string): Promise<boolean> {
  const bracket = await db
    .selectFrom('tournament_brackets')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Boolean(bracket);
}

/** Whether the tournament's prizes have been paid (its payout run exists). */
export async function prizesPaid(db: Db, tournamentId: string): Promise<boolean> {
  const run = await db
    .selectFrom('prize_payout_runs')
    .select('tournament_id')
    .where('tournament_id', '=', tournamentId)
    .executeTakeFirst();
  return Boolean(run);
}

/** The tournament as the console edits it, read in `db` (the write's transaction). */
export async function recordOf(
  context: OrganizerContext,
  db: Db,
  row: TournamentRow,
): Promise<OrganizerTournament> {
  const registrations = await registrationCount(db, row.id);
  const started = await bracketStarted(db, row.id);
  return toOrganizerTournament(
    row,
    { registrations, bracketStarted: started },
    context.clock(),
    context.assetUrl,
  );
}

/** GET /v1/admin/tournaments/{id}: the tournament as the console edits it. */
export async function getOrganizerTournament(
  context: OrganizerContext,
  id: string,
): Promise<OrganizerTournament> {
  return recordOf(context, context.db, await tournamentRow(context.db, id));
}

/** A minimum rank above the maximum is refused with 400 naming `min_rank` (issue 33). */
function assertRankRangeInOrder(fields: TournamentFields): void {
  if (fields.min_rank && fields.max_rank && compareRankSteps(fields.min_rank, fields.max_rank) > 0) {
    throw invalidFields('body', { min_rank: 'must not be above max_rank' });
  }
}

/** 400 naming the first date out of order, e.g. `checking_time: must be at or after registration_closed_time`. */
function assertScheduleInOrder(fields: TournamentFields): void {
  const problem = scheduleProblem(fields, structureTournamentType(fields.structure.kind));
  if (problem) {
    throw invalidFields('body', {
      [problem.field]: `must be ${problem.orEqual ? 'at or ' : ''}after ${problem.after}`,
    });
  }
}

const NOT_A_POSTER = 'must be an image uploaded with POST /v1/admin/tournaments/posters';

/**
 * The stored path of a poster address: the one the tournament shows already (as stored or as its absolute address),
 * or an image uploaded as a tournament poster (`/uploads/{id}.{ext}`, absolute or not). Anything else — another
 * site's address, a player's upload, a made-up path — is refused with 400 naming the field (`poster.ar`).
 */
async function posterPaths(
  context: OrganizerContext,
  db: Db,
  poster: { en: string; ar: string },
  current: LocalizedValue | null,
): Promise<LocalizedValue> {
  const source = {
    purpose: 'tournament-poster' as const,
    publicUrl: context.config.publicUrl,
    assetUrl: context.assetUrl,
    kept: [current?.en, current?.ar],
  };
  const stored = async (address: string, field: string): Promise<string> => {
    const path = await staffImagePath(db, address, source);
    if (path === null) throw invalidFields('body', { [field]: NOT_A_POSTER });
    return path;
  };
  return { en: await stored(poster.en, 'poster.en'), ar: await stored(poster.ar, 'poster.ar') };
}

/** A short, unique handle for a new tournament: its English name in kebab-case and a random suffix. */
function slugOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${words || 'tournament'}-${randomUUID().slice(0, 8)}`;
}

/** The fields of a new draft: the body, with the defaults of what it leaves out. */
function draftFields(body: CreateTournamentBody): TournamentFields {
  const ladder = structureTournamentType(body.structure.kind) === 'matchmaking';
  const required = (field: 'registration_closed_time' | 'checking_time') => {
    const value = body[field];
    if (value === undefined && !ladder) {
      throw invalidFields('body', { [field]: 'is required for a bracket tournament' });
    }
    return value ?? body.starting_time;
  };
  return withDerivedDates({
    name: body.name,
    description: body.description ?? null,
    poster: null,
    region: body.region,
    format: body.format,
    structure: body.structure,
    skill_level: normalizeSkills(body.skill_level),
    capacity: body.capacity ?? null,
    approval_required: body.approval_required ?? true,
    registration_start_time: body.registration_start_time,
    registration_closed_time: required('registration_closed_time'),
    checking_time: required('checking_time'),
    starting_time: body.starting_time,
    ends_at: body.ends_at,
    prize_pool: body.prize_pool ?? { currency: 'USD', places: [] },
    rules: body.rules ?? [],
    requirements: body.requirements ?? [],
    faqs: body.faqs ?? [],
    additional_info: body.additional_info ?? null,
    support_live_chat: body.support_live_chat ?? false,
    stream_url: body.stream_url ?? null,
    min_rank: body.min_rank ?? null,
    max_rank: body.max_rank ?? null,
    min_account_level: body.min_account_level ?? null,
  });
}

/** POST /v1/admin/tournaments: a new draft, seen by staff only until it is published. */
export async function createTournament(
  context: OrganizerContext,
  staffId: string,
  body: CreateTournamentBody,
): Promise<OrganizerTournament> {
  const fields = draftFields(body);
  assertScheduleInOrder(fields);
  assertRankRangeInOrder(fields);
  if (body.poster) fields.poster = await posterPaths(context, context.db, body.poster, null);
  const now = context.clock();
  const record = await context.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tournaments')
      .values({
        ...columnsOf(fields),
        slug: slugOf(fields.name.en),
        game_mode: GAME_MODE,
        registration_open: true,
        published_at: null,
        created_by: staffId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.create',
      record: { type: RECORD_TYPE, id: row.id },
      before: null,
      after: fields,
      at: now,
    });
    return recordOf(context, trx, row);
  });
  return record;
}

/** The tournament is over: its end has passed, or its prizes were paid (a bracket's final can come first). */
async function isCompleted(db: Db, row: TournamentRow, now: Date): Promise<boolean> {
  return tournamentStatus(row, now) === 'completed' || (await prizesPaid(db, row.id));
}

const locked = (field: string) =>
  refusal('conflict', `${field} can no longer change`, {
    reason: RefusalReason.tournamentFieldLocked,
    field,
  });

/**
 * The fields an edit may not change, given where the tournament stands: once published, its format and whether it
 * is a ladder or a bracket (registrations were made for them); once started, the dates before its start; once its
 * bracket is drawn, its structure.
 */
async function assertChangesAllowed(
  db: Db,
  row: TournamentRow,
  before: TournamentFields,
  after: TournamentFields,
  changed: readonly FieldName[],
  now: Date,
): Promise<void> {
  if (!row.published_at) return;
  if (changed.includes('format')) throw locked('format');
  const kind = (fields: TournamentFields) => structureTournamentType(fields.structure.kind);
  if (kind(before) !== kind(after)) throw locked('structure');
  if (changed.includes('structure') && (await bracketStarted(db, row.id))) throw locked('structure');
  if (row.starting_time <= now) {
    const moved = SCHEDULE_FIELDS.find((field) => field !== 'ends_at' && changed.includes(field));
    if (moved) throw locked(moved);
  }
}

/** Everyone registered (not rejected): the solo players, and every member of each registered team. */
export async function registeredPlayerIds(db: Db, tournamentId: string): Promise<string[]> {
  const solo = await db
    .selectFrom('registrations')
    .select('user_id')
    .where('tournament_id', '=', tournamentId)
    .where('team_id', 'is', null)
    .where('status', '<>', 'rejected')
    .execute();
  const members = await db
    .selectFrom('registrations')
    .innerJoin('team_members', 'team_members.team_id', 'registrations.team_id')
    .select('team_members.user_id')
    .where('registrations.tournament_id', '=', tournamentId)
    .where('registrations.status', '<>', 'rejected')
    .execute();
  return [...new Set([...solo, ...members].map((row) => row.user_id))];
}

/**
 * PATCH /v1/admin/tournaments/{id}: replaces the fields the body gives. The audit row keeps the changed fields
 * only, before and after; nothing changed, nothing is written. A published tournament's registered players are
 * told when its schedule changed.
 */
export async function updateTournament(
  context: OrganizerContext,
  staffId: string,
  id: string,
  patch: UpdateTournamentBody,
): Promise<OrganizerTournament> {
  const now = context.clock();
  let tell: { players: string[]; event: NotificationEvent } | null = null;
  const record = await lockedTournament(context, id, async (trx, row) => {
    if (row.cancelled_at) {
      throw refusal('conflict', 'The tournament was cancelled', {
        reason: RefusalReason.tournamentCancelled,
      });
    }
    if (row.published_at && (await isCompleted(trx, row, now))) {
      throw refusal('conflict', 'The tournament is over', { reason: RefusalReason.tournamentCompleted });
    }
    const before = fieldsOf(row);
    const { poster, ...rest } = patch;
    const after = withDerivedDates({
      ...before,
      ...rest,
      ...(rest.skill_level ? { skill_level: normalizeSkills(rest.skill_level) } : {}),
      poster: poster ? await posterPaths(context, trx, poster, row.poster) : before.poster,
    });
    const changes = changedFields(before, after);
    if (changes.names.length === 0) return recordOf(context, trx, row);
    await assertChangesAllowed(trx, row, before, after, changes.names, now);
    const scheduleChanged = changes.names.some((name) =>
      (SCHEDULE_FIELDS as readonly string[]).includes(name),
    );
    // A new structure reads the dates differently (a ladder has no check-in of its own).
    if (scheduleChanged || changes.names.includes('structure')) assertScheduleInOrder(after);
    if (changes.names.includes('min_rank') || changes.names.includes('max_rank'))
      assertRankRangeInOrder(after);
    if (changes.names.includes('capacity') && after.capacity !== null) {
      const registrations = await registrationCount(trx, row.id);
      if (after.capacity < registrations) {
        throw refusal('conflict', `The tournament has ${registrations} registrations already`, {
          reason: RefusalReason.capacityBelowRegistrations,
          registrations,
        });
      }
    }
    const updated = await trx
      .updateTable('tournaments')
      .set({ ...columnsOfChanged(after, changes.names), updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.edit',
      record: { type: RECORD_TYPE, id: row.id },
      before: changes.before,
      after: changes.after,
      at: now,
    });
    if (row.published_at && scheduleChanged) {
      tell = {
        players: await registeredPlayerIds(trx, row.id),
        event: { kind: 'tournament_schedule_changed', tournamentId: row.id },
      };
    }
    return recordOf(context, trx, updated);
  });
  await tellPlayers(context, tell);
  return record;
}

/** Notifies the players of an event after the write committed (nothing to tell: nothing happens). */
export async function tellPlayers(
  context: OrganizerContext,
  tell: { players: string[]; event: NotificationEvent } | null,
): Promise<void> {
  if (tell && tell.players.length > 0) await notify(context, tell.players, tell.event);
}

/**
 * POST /v1/admin/tournaments/{id}/publish: the draft becomes public. Refused (409) when it was published or
 * cancelled already, when it misses something players need (`details.missing`), or when its start has passed.
 */
export async function publishTournament(
  context: OrganizerContext,
  staffId: string,
  id: string,
): Promise<OrganizerTournament> {
  const now = context.clock();
  return lockedTournament(context, id, async (trx, row) => {
    if (row.cancelled_at) {
      throw refusal('conflict', 'The tournament was cancelled', {
        reason: RefusalReason.tournamentCancelled,
      });
    }
    if (row.published_at) {
      throw refusal('conflict', 'The tournament is published already', {
        reason: RefusalReason.tournamentPublished,
      });
    }
    const missing = missingForPublish(fieldsOf(row));
    if (missing.length > 0) {
      throw refusal('conflict', `The tournament needs ${missing.join(', ')} before it is published`, {
        reason: RefusalReason.tournamentIncomplete,
        missing,
      });
    }
    if (row.starting_time <= now) {
      throw refusal('conflict', 'The tournament has already started', {
        reason: RefusalReason.tournamentStarted,
      });
    }
    const published = await trx
      .updateTable('tournaments')
      .set({ published_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('published_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.publish',
      record: { type: RECORD_TYPE, id: row.id },
      before: { lifecycle: 'draft', published_at: null },
      after: { lifecycle: 'published', published_at: now.toISOString() },
      at: now,
    });
    return recordOf(context, trx, published);
  });
}

/**
 * POST /v1/admin/tournaments/{id}/cancel: the tournament leaves the public lists and pays no prizes; every
 * registration is withdrawn (a ladder's standings with them) and the registered players are told why. A draft may
 * be cancelled (discarded); a tournament that is over may not (409).
 */
export async function cancelTournament(
  context: OrganizerContext,
  staffId: string,
  id: string,
  reason: string,
): Promise<OrganizerTournament> {
  const now = context.clock();
  let tell: { players: string[]; event: NotificationEvent } | null = null;
  const record = await lockedTournament(context, id, async (trx, row) => {
    if (row.cancelled_at) {
      throw refusal('conflict', 'The tournament was cancelled already', {
        reason: RefusalReason.tournamentCancelled,
      });
    }
    if (row.published_at && (await isCompleted(trx, row, now))) {
      throw refusal('conflict', 'The tournament is over', { reason: RefusalReason.tournamentCompleted });
    }
    const players = await registeredPlayerIds(trx, row.id);
    const withdrawn = await trx
      .deleteFrom('registrations')
      .where('tournament_id', '=', row.id)
      .returning('id')
      .execute();
    // A ladder's entries (and so its queue) go with the registrations.
    await trx.deleteFrom('matchmaking_players').where('tournament_id', '=', row.id).execute();
    const cancelled = await trx
      .updateTable('tournaments')
      .set({ cancelled_at: now, cancel_reason: reason, registration_open: false, updated_at: now })
      .where('id', '=', row.id)
      .where('cancelled_at', 'is', null)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'tournament.cancel',
      record: { type: RECORD_TYPE, id: row.id },
      before: {
        lifecycle: row.published_at ? 'published' : 'draft',
        registration_open: row.registration_open,
        registrations: withdrawn.map((registration) => registration.id),
      },
      after: {
        lifecycle: 'cancelled',
        cancelled_at: now.toISOString(),
        cancel_reason: reason,
        registration_open: false,
        registrations: [],
      },
      at: now,
    });
    if (row.published_at) {
      tell = { players, event: { kind: 'tournament_cancelled', tournamentId: row.id, reason } };
    }
    return recordOf(context, trx, cancelled);
  });
  await tellPlayers(context, tell);
  return record;
}
