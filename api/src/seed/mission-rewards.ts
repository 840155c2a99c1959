import type { Transaction } from 'kysely';
import { type Database, json } from '../db/schema.js';
import { relative } from './ids.js';
import { SEED_TIERS } from './pass.js';
import { seedPlayer } from './players.js';

/**
 * Falcon's mission with a code reward (the level 5 mission, a hextech key), beside the loyalty-point missions the
 * pass history completes, so the pass and /account/rewards show both kinds. It takes the place of the history's
 * last completed mission of his (same time, its ledger row swapped), so his XP stays inside his seeded level.
 * The seed has no reward-code secret: the code is issued when the API starts (`issueMissingRewardCodes`).
 */
export const SEEDED_CODE_MISSION = { playerKey: 'falcon', level: 5 } as const;

/** Runs after `seedPass`: the code mission's completion, its progress at the target, its XP and its pending code. */
export async function seedMissionRewards(trx: Transaction<Database>, now: Date): Promise<void> {
  const player = seedPlayer(SEEDED_CODE_MISSION.playerKey);
  const mission = SEED_TIERS.find((tier) => tier.level === SEEDED_CODE_MISSION.level)?.missions[0];
  if (!mission || mission.rewardType === 'loyalty_points') {
    throw new Error(`The level ${SEEDED_CODE_MISSION.level} mission of the seed must give a code`);
  }
  const replaced = await trx
    .selectFrom('pass_completed_missions')
    .select(['mission_id', 'completed_at'])
    .where('user_id', '=', player.id)
    .orderBy('completed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (replaced) {
    await trx
      .deleteFrom('pass_completed_missions')
      .where('user_id', '=', player.id)
      .where('mission_id', '=', replaced.mission_id)
      .execute();
    await trx
      .deleteFrom('xp_ledger')
      .where('user_id', '=', player.id)
      .where('source_kind', '=', 'mission')
      .where('source_id', '=', replaced.mission_id)
      .execute();
  }
  const at = replaced?.completed_at ?? relative(now, { days: -6 });
  await trx
    .insertInto('pass_mission_progress')
    .values({ user_id: player.id, mission_id: mission.id, progress: mission.target, updated_at: at })
    .execute();
  await trx
    .insertInto('pass_completed_missions')
    .values({ user_id: player.id, mission_id: mission.id, reward_code: null, completed_at: at })
    .execute();
  await trx
    .insertInto('reward_codes')
    .values({
      user_id: player.id,
      type: mission.rewardType,
      source: 'other',
      mission_id: mission.id,
      code: null,
      used_at: at,
    })
    .execute();
  await trx
    .insertInto('xp_ledger')
    .values({
      user_id: player.id,
      source_kind: 'mission',
      source_id: mission.id,
      xp: mission.xpReward,
      loyalty_points: 0,
      multipliers: json({ missionXp: mission.xpReward }),
      created_at: at,
    })
    .execute();
}
