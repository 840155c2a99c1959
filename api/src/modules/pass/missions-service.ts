import {
  RefusalReason,
  type MissionVerification,
  type PassTiersResponse,
  type RewardType,
} from '@arena/contract';
import type { Db } from '../../db/database.js';
import { isSharedAnswer, sharedAnswer } from '../../http/shared-answer.js';
import { refusal } from '../../errors.js';
import { insertRewardCode, newPlayerRewardCode } from '../reward-codes/reward-codes-service.js';
import { type LedgerExecutor, recordGain } from './ledger.js';
import { isMissionCompletable } from '@arena/contract/rules';
import { isPassMember, passStanding } from './pass-service.js';
import { currentSeasonId } from './reward-seasons-service.js';

/** The tiers of a player who has counted nothing yet, per public answer: one object, shared by all such players. */
const tiersWithoutProgress = new WeakMap<PassTiersResponse, PassTiersResponse>();

/**
 * The tiers as one player sees them: each mission with the player's `progress` (from the match sync; 0 before
 * it counted anything; the target once the mission is completed). `tiers` is the public answer, left untouched.
 * A player with no progress and no completed mission gets the same answer as every other such player: when `tiers`
 * is a shared answer (the cached public one), that answer is built once and shared too (http/shared-answer.ts).
 */
export async function tiersWithMissionProgress(
  db: Db,
  userId: string,
  tiers: PassTiersResponse,
): Promise<PassTiersResponse> {
  const [progressRows, completedRows] = await Promise.all([
    db
      .selectFrom('pass_mission_progress')
      .select(['mission_id', 'progress'])
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('pass_completed_missions').select('mission_id').where('user_id', '=', userId).execute(),
  ]);
  if (progressRows.length === 0 && completedRows.length === 0 && isSharedAnswer(tiers)) {
    let answer = tiersWithoutProgress.get(tiers);
    if (!answer) {
      answer = sharedAnswer(withProgress(tiers, new Map(), new Set()));
      tiersWithoutProgress.set(tiers, answer);
    }
    return answer;
  }
  return withProgress(
    tiers,
    new Map(progressRows.map((row) => [row.mission_id, row.progress])),
    new Set(completedRows.map((row) => row.mission_id)),
  );
}

function withProgress(
  tiers: PassTiersResponse,
  progressOf: ReadonlyMap<string, number>,
  completed: ReadonlySet<string>,
): PassTiersResponse {
  const inOneLanguage = (language: PassTiersResponse['en']): PassTiersResponse['en'] => ({
    ...language,
    tiers: language.tiers.map((tier) => ({
      ...tier,
      missions: tier.missions.map((mission) => {
        const progress = Math.min(progressOf.get(mission._id) ?? 0, mission.target);
        return { ...mission, progress: completed.has(mission._id) ? mission.target : progress };
      }),
    })),
  });
  return { en: inOneLanguage(tiers.en), ar: inOneLanguage(tiers.ar) };
}

const COMPLETED_MESSAGE = 'Mission completed successfully';

function verification(type: RewardType, code: string | null, alreadyCompleted: boolean): MissionVerification {
  return { status: 'success', message: COMPLETED_MESSAGE, data: { type, code, alreadyCompleted } };
}

async function completedMission(db: LedgerExecutor, userId: string, missionId: string) {
  return db
    .selectFrom('pass_completed_missions')
    .select('reward_code')
    .where('user_id', '=', userId)
    .where('mission_id', '=', missionId)
    .executeTakeFirst();
}

/**
 * Completes a mission of a pass member when it is completable (P2 §4) and grants its reward once: the mission's
 * XP, with its loyalty points for a loyalty reward, in the ledger; for any other reward a new code, encrypted
 * under the player's key. The completion row is unique per player and mission and written in the same
 * transaction as the grant, so of concurrent verifies one grants and the others, like any later verify, answer
 * the same code with `alreadyCompleted`.
 */
export async function verifyMission(
  db: Db,
  options: { userId: string; missionId: string; rewardCodeSecret: string; now: Date },
): Promise<MissionVerification> {
  const { userId, missionId, now } = options;
  if (!(await isPassMember(db, userId)))
    throw refusal('notFound', 'Not registered for the pass', { reason: RefusalReason.notPassMember });
  const mission = await db
    .selectFrom('pass_missions')
    .innerJoin('pass_tiers', (join) =>
      join
        .onRef('pass_tiers.level', '=', 'pass_missions.level')
        .onRef('pass_tiers.season_id', '=', 'pass_missions.season_id'),
    )
    .select([
      'pass_missions.level',
      'pass_missions.target',
      'pass_missions.xp_reward',
      'pass_missions.reward_type',
      'pass_missions.reward',
      'pass_tiers.xp_needed',
    ])
    .where('pass_missions.id', '=', missionId)
    // Only the current season's missions can be completed (issue 31).
    .where('pass_missions.season_id', '=', currentSeasonId())
    .executeTakeFirst();
  if (!mission) throw refusal('notFound', 'Mission not found', { reason: RefusalReason.missionNotFound });

  const done = await completedMission(db, userId, missionId);
  if (done) return verification(mission.reward_type, done.reward_code, true);

  const [standing, progressRow] = await Promise.all([
    passStanding(db, userId),
    db
      .selectFrom('pass_mission_progress')
      .select('progress')
      .where('user_id', '=', userId)
      .where('mission_id', '=', missionId)
      .executeTakeFirst(),
  ]);
  const progress = progressRow?.progress ?? 0;
  const completable = isMissionCompletable(
    { level: mission.level, progress, target: mission.target },
    standing,
    mission.xp_needed,
  );
  if (!completable) {
    throw refusal('validation', 'You cannot complete this mission yet', {
      reason: RefusalReason.missionNotCompletable,
      progress,
      target: mission.target,
      missionLevel: mission.level,
      currentLevel: standing.currentLevel,
    });
  }

  const isLoyalty = mission.reward_type === 'loyalty_points';
  const code = isLoyalty ? null : newPlayerRewardCode(options.rewardCodeSecret, userId);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('pass_completed_missions')
      .values({ user_id: userId, mission_id: missionId, reward_code: code, completed_at: now })
      .onConflict((conflict) => conflict.columns(['user_id', 'mission_id']).doNothing())
      .returning('mission_id')
      .executeTakeFirst();
    if (!inserted) {
      // Another verify of this mission committed first: its code is the player's.
      const winner = await completedMission(trx, userId, missionId);
      return verification(mission.reward_type, winner?.reward_code ?? null, true);
    }
    if (code !== null && mission.reward_type !== 'loyalty_points') {
      await insertRewardCode(trx, {
        userId,
        type: mission.reward_type,
        code,
        at: now,
        origin: { source: 'other', missionId },
      });
    }
    await recordGain(trx, {
      userId,
      sourceKind: 'mission',
      sourceId: missionId,
      xp: mission.xp_reward,
      loyaltyPoints: isLoyalty ? (mission.reward ?? 0) : 0,
      multipliers: { missionXp: mission.xp_reward },
      at: now,
    });
    return verification(mission.reward_type, code, false);
  });
}
