import type { PassProgress, RewardSeason, RewardSeasonBody } from '@arena/contract';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import { isUuid } from '../../auth/authenticate.js';
import type { Db } from '../../db/database.js';
import { json, type RewardSeasonsTable } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import type { LedgerExecutor } from './ledger.js';
import type { PassSeasonContext } from './pass-season-admin-service.js';

type SeasonRow = Selectable<RewardSeasonsTable>;

const seasonNotFound = () => apiError('notFound', { message: 'Season not found' });

/** The current pass season's id, as a subquery (migration 0030 keeps exactly one current season). */
export function currentSeasonId(): RawBuilder<string> {
  return sql<string>`(select id from reward_seasons where status = 'current')`;
}

function season(row: SeasonRow): RewardSeason {
  return {
    id: row.id,
    name: { en: row.name.en, ar: row.name.ar ?? row.name.en },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    status: row.status,
    startedAt: row.started_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/** GET /v1/menapass/seasons: upcoming first, then current, then the ended ones, newest first. */
export async function listSeasons(db: Db): Promise<RewardSeason[]> {
  const rows = await db
    .selectFrom('reward_seasons')
    .selectAll()
    .orderBy(sql`case status when 'upcoming' then 0 when 'current' then 1 else 2 end`)
    .orderBy('starts_at', 'desc')
    .execute();
  return rows.map(season);
}

/**
 * A season the desk may edit: the one asked for, or the current one. An ended season is read-only (409 on writes).
 */
export async function seasonToEdit(db: LedgerExecutor, seasonId: string | undefined): Promise<SeasonRow> {
  if (seasonId !== undefined && !isUuid(seasonId)) throw seasonNotFound();
  const row = await db
    .selectFrom('reward_seasons')
    .selectAll()
    .$call((query) =>
      seasonId === undefined ? query.where('status', '=', 'current') : query.where('id', '=', seasonId),
    )
    .executeTakeFirst();
  if (!row) throw seasonNotFound();
  return row;
}

/** A player's result in the most recent ended season they took part in (absent when none). */
export async function lastSeasonResult(db: Db, userId: string): Promise<PassProgress['lastSeason']> {
  const row = await db
    .selectFrom('reward_season_results')
    .innerJoin('reward_seasons', 'reward_seasons.id', 'reward_season_results.season_id')
    .select([
      'reward_seasons.id',
      'reward_seasons.name',
      'reward_seasons.starts_at',
      'reward_seasons.ends_at',
      'reward_season_results.xp',
      'reward_season_results.level',
      'reward_season_results.missions_completed',
    ])
    .where('reward_season_results.user_id', '=', userId)
    .where('reward_seasons.status', '=', 'ended')
    .orderBy('reward_seasons.ended_at', 'desc')
    .orderBy('reward_seasons.starts_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    seasonId: row.id,
    name: { en: row.name.en, ar: row.name.ar ?? row.name.en },
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    xp: row.xp,
    level: row.level,
    missionsCompleted: row.missions_completed,
  };
}

/** What the audit log keeps of a season. */
const auditedSeason = (row: SeasonRow) => ({
  name: row.name,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  status: row.status,
});

/**
 * POST /v1/admin/pass/seasons: the next season, upcoming, with the current season's tiers and missions copied
 * (missions get new ids; the desk then edits them with `?season=`). One upcoming season at a time (409). Audited as
 * `pass.season.create`.
 */
export async function createSeason(
  context: PassSeasonContext,
  staffId: string,
  input: RewardSeasonBody,
): Promise<RewardSeason> {
  const now = context.clock();
  return context.db.transaction().execute(async (trx) => {
    // Every season row is locked: a concurrent create or start waits, then sees this one.
    const seasons = await trx.selectFrom('reward_seasons').selectAll().orderBy('id').forUpdate().execute();
    if (seasons.some((row) => row.status === 'upcoming')) {
      throw apiError('conflict', { message: 'An upcoming season already exists' });
    }
    const current = seasons.find((row) => row.status === 'current');
    const row = await trx
      .insertInto('reward_seasons')
      .values({
        name: json({ en: input.name.en, ar: input.name.ar }),
        starts_at: new Date(input.startsAt),
        ends_at: new Date(input.endsAt),
        status: 'upcoming',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (current) {
      await sql`insert into pass_tiers (season_id, level, xp_needed, is_milestone, reward_type, reward_amount)
        select ${row.id}, level, xp_needed, is_milestone, reward_type, reward_amount
        from pass_tiers where season_id = ${current.id}`.execute(trx);
      await sql`insert into pass_missions (season_id, level, position, kind, name, description, requirements,
          xp_reward, target, reward_type, reward)
        select ${row.id}, level, position, kind, name, description, requirements, xp_reward, target, reward_type, reward
        from pass_missions where season_id = ${current.id}`.execute(trx);
    }
    await recordStaffAction(trx, {
      staffId,
      action: 'pass.season.create',
      record: { type: 'reward_seasons', id: row.id },
      before: null,
      after: { ...auditedSeason(row), copiedFrom: current?.id ?? null },
      at: now,
    });
    return season(row);
  });
}

/**
 * POST /v1/admin/pass/seasons/:id/start: in one transaction, with every season row locked, the current season ends
 * (each player's final season XP, level, loyalty points and missions completed kept in `reward_season_results`) and
 * this one becomes current. Season XP starts again because the pass reads the current season's ledger rows; the
 * ledger itself is unchanged, so loyalty points keep. Starting the current season again answers it unchanged (no
 * second rollover, no audit row), whichever instance a retry or a concurrent request reaches; an ended season
 * cannot start again (409). Audited as `pass.season.start`, by the staff member or, for the start the season's own
 * first day makes (`startDueSeason`), by no one.
 */
export async function startSeason(
  context: PassSeasonContext,
  staffId: string | null,
  seasonId: string,
): Promise<RewardSeason> {
  if (!isUuid(seasonId)) throw seasonNotFound();
  const now = context.clock();
  const { row } = await context.db.transaction().execute(async (trx) => {
    const seasons = await trx.selectFrom('reward_seasons').selectAll().orderBy('id').forUpdate().execute();
    const target = seasons.find((candidate) => candidate.id === seasonId);
    if (!target) throw seasonNotFound();
    if (target.status === 'current') return { row: target };
    if (target.status === 'ended') throw apiError('conflict', { message: 'The season has ended' });
    const current = seasons.find((candidate) => candidate.status === 'current');
    if (current) {
      await sql`insert into reward_season_results (season_id, user_id, xp, level, loyalty_points, missions_completed)
        select ${current.id}, totals.user_id, totals.xp,
          coalesce((select max(tiers.level) from pass_tiers tiers
            where tiers.season_id = ${current.id} and tiers.xp_needed <= totals.xp), 0),
          totals.points,
          (select count(*) from pass_completed_missions done
            join pass_missions missions on missions.id = done.mission_id
            where missions.season_id = ${current.id} and done.user_id = totals.user_id)::int
        from (select user_id, sum(xp)::int as xp, sum(loyalty_points)::int as points from xp_ledger
          where season_id = ${current.id} group by user_id) as totals
        on conflict (season_id, user_id) do nothing`.execute(trx);
      await trx
        .updateTable('reward_seasons')
        .set({ status: 'ended', ended_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    const row = await trx
      .updateTable('reward_seasons')
      .set({ status: 'current', started_at: now })
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'pass.season.start',
      record: { type: 'reward_seasons', id: row.id },
      before: { current: current?.id ?? null, status: target.status },
      after: { current: row.id, status: row.status, ended: current?.id ?? null },
      at: now,
    });
    return { row };
  });
  // Also on a repeat: a retry that reaches another instance clears that instance's cache.
  context.cache.invalidate(CacheKeys.passTiers);
  return season(row);
}

/** How often every instance looks for an upcoming season whose first day has begun. */
export const SEASON_START_SCAN_INTERVAL_MS = 2_000;

/**
 * The periodic pass of every instance: the upcoming season starts on its own once its start time has passed (by the
 * app's clock), as if staff had pressed Start then — the same rollover, audited without a staff member. Several
 * instances may find it at once: `startSeason` locks every season row, so one rolls over and the others find it
 * current (no second audit row). Answers the season it started, or null.
 */
export async function startDueSeason(context: PassSeasonContext): Promise<RewardSeason | null> {
  const due = await context.db
    .selectFrom('reward_seasons')
    .select(['id'])
    .where('status', '=', 'upcoming')
    .where('starts_at', '<=', context.clock())
    .executeTakeFirst();
  return due ? startSeason(context, null, due.id) : null;
}
