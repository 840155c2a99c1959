import type {
  passMissionBody,
  passTierBody,
  StaffPassMission,
  StaffPassSeason,
  StaffPassTier,
} from '@arena/contract';
import { tierXpProblem } from '@arena/contract/rules';
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json, type LocalizedValue, type PassMissionsTable, type PassTiersTable } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import type { LedgerExecutor } from './ledger.js';
import { seasonToEdit } from './reward-seasons-service.js';

export type PassSeasonContext = Pick<AppContext, 'db' | 'clock' | 'cache'>;
type MissionInput = z.output<typeof passMissionBody>;
type TierInput = z.output<typeof passTierBody>;
type MissionRow = Selectable<PassMissionsTable>;
type TierRow = Selectable<PassTiersTable>;

const missionNotFound = () => apiError('notFound', { message: 'Mission not found' });
const tierNotFound = () => apiError('notFound', { message: 'No such level' });

const inBothLanguages = (value: LocalizedValue) => ({ en: value.en, ar: value.ar ?? '' });

function staffMission(row: MissionRow, completions: number): StaffPassMission {
  return {
    id: row.id,
    level: row.level,
    position: row.position,
    kind: row.kind,
    name: inBothLanguages(row.name),
    description: inBothLanguages(row.description),
    requirements: inBothLanguages(row.requirements),
    xpReward: row.xp_reward,
    target: row.target,
    rewardType: row.reward_type,
    reward: row.reward,
    completions,
  };
}

function staffTier(row: TierRow): StaffPassTier {
  return {
    level: row.level,
    xpNeeded: row.xp_needed,
    isMilestone: row.is_milestone,
    reward: { type: row.reward_type, amount: row.reward_amount },
  };
}

/** Players who completed each mission (missions nobody completed are absent). */
async function completionsOf(db: LedgerExecutor, missionId?: string): Promise<Map<string, number>> {
  let query = db
    .selectFrom('pass_completed_missions')
    .select(['mission_id', sql<number>`count(*)::int`.as('completions')])
    .groupBy('mission_id');
  if (missionId !== undefined) query = query.where('mission_id', '=', missionId);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.mission_id, Number(row.completions)]));
}

/**
 * GET /v1/admin/pass/season: a season's tiers in level order and missions by level and position — the current
 * season, or the one asked for (`?season=`, e.g. the upcoming one being prepared).
 */
export async function passSeason(db: Db, seasonId?: string): Promise<StaffPassSeason> {
  const season = await seasonToEdit(db, seasonId);
  const [tiers, missions, completions] = await Promise.all([
    db.selectFrom('pass_tiers').selectAll().where('season_id', '=', season.id).orderBy('level').execute(),
    db
      .selectFrom('pass_missions')
      .selectAll()
      .where('season_id', '=', season.id)
      .orderBy('level')
      .orderBy('position')
      .execute(),
    completionsOf(db),
  ]);
  return {
    seasonId: season.id,
    status: season.status,
    tiers: tiers.map(staffTier),
    missions: missions.map((row) => staffMission(row, completions.get(row.id) ?? 0)),
  };
}

/**
 * The season of an edit, locked against a concurrent start (`FOR SHARE`): the current one by default; an ended
 * season is read-only (409).
 */
async function editableSeason(trx: LedgerExecutor, seasonId: string | undefined) {
  const season = await seasonToEdit(trx, seasonId);
  await trx.selectFrom('reward_seasons').select('id').where('id', '=', season.id).forShare().execute();
  if (season.status === 'ended') throw apiError('conflict', { message: 'The season has ended' });
  return season;
}

/** What the audit log keeps of a mission: the fields the desk edits. */
function auditedMission(row: MissionRow) {
  return {
    name: row.name,
    description: row.description,
    requirements: row.requirements,
    target: row.target,
    xpReward: row.xp_reward,
    rewardType: row.reward_type,
    reward: row.reward,
  };
}

/** What the audit log keeps of a tier. */
function auditedTier(row: TierRow) {
  return { xpNeeded: row.xp_needed, reward: { type: row.reward_type, amount: row.reward_amount } };
}

/**
 * PUT /v1/admin/pass/missions/:id: the mission's texts, target, XP and reward; audited as `pass.mission.update`.
 * Only the mission's row changes. What players already earned is in other tables and stays: completions
 * (`pass_completed_missions`) keep the mission completed whatever its new target (the pass shows a completed
 * mission at its target), their ledger rows (source `mission`, once per player and mission) keep the XP and points
 * granted, their reward codes stay theirs. A new XP reward or reward applies to completions from then on.
 */
export async function updatePassMission(
  context: PassSeasonContext,
  staffId: string,
  missionId: string,
  input: MissionInput,
): Promise<StaffPassMission> {
  if (!isUuid(missionId)) throw missionNotFound();
  const now = context.clock();
  const updated = await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('pass_missions')
      .selectAll()
      .where('id', '=', missionId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw missionNotFound();
    await editableSeason(trx, current.season_id);
    const row = await trx
      .updateTable('pass_missions')
      .set({
        name: json(input.name),
        description: json(input.description),
        requirements: json(input.requirements),
        target: input.target,
        xp_reward: input.xpReward,
        reward_type: input.rewardType,
        reward: input.reward,
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'pass.mission.update',
      record: { type: 'pass_missions', id: current.id },
      before: auditedMission(current),
      after: auditedMission(row),
      at: now,
    });
    return row;
  });
  context.cache.invalidate(CacheKeys.passTiers);
  const completions = await completionsOf(context.db, updated.id);
  return staffMission(updated, completions.get(updated.id) ?? 0);
}

/**
 * PUT /v1/admin/pass/tiers/:level: the tier's cumulative XP needed and reward; audited as `pass.tier.update`. The
 * XP needed must stay strictly increasing with the level (400 naming `xpNeeded` otherwise): every tier is locked
 * while it is checked, so two edits of neighbouring levels cannot together break the order. Levels follow from the
 * ledger's totals, so players' levels move with the new thresholds; no XP or completion changes.
 */
export async function updatePassTier(
  context: PassSeasonContext,
  staffId: string,
  level: number,
  input: TierInput,
  seasonId?: string,
): Promise<StaffPassTier> {
  const now = context.clock();
  const updated = await context.db.transaction().execute(async (trx) => {
    const season = await editableSeason(trx, seasonId);
    const tiers = await trx
      .selectFrom('pass_tiers')
      .selectAll()
      .where('season_id', '=', season.id)
      .orderBy('level')
      .forUpdate()
      .execute();
    const current = tiers.find((tier) => tier.level === level);
    if (!current) throw tierNotFound();
    const thresholds = tiers.map((tier) => ({ level: tier.level, xpNeeded: tier.xp_needed }));
    const problem = tierXpProblem(thresholds, level, input.xpNeeded);
    if (problem) throw invalidFields('body', { xpNeeded: problem });
    const row = await trx
      .updateTable('pass_tiers')
      .set({
        xp_needed: input.xpNeeded,
        reward_type: input.reward.type,
        reward_amount: input.reward.amount,
      })
      .where('season_id', '=', season.id)
      .where('level', '=', level)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'pass.tier.update',
      record: {
        type: 'pass_tiers',
        id: season.status === 'current' ? String(level) : `${season.id}:${level}`,
      },
      before: auditedTier(current),
      after: auditedTier(row),
      at: now,
    });
    return row;
  });
  context.cache.invalidate(CacheKeys.passTiers);
  return staffTier(updated);
}
