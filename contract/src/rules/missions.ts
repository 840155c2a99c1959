/** What the completable rule reads of a mission: its level, and how far the player is toward its target. */
export interface MissionGoal {
  level: number;
  progress: number;
  target: number;
}

/** What it reads of the player: their level and total XP, from the ledger. */
export interface MissionStanding {
  currentLevel: number;
  totalXP: number;
}

/**
 * Whether a pass mission can be completed (P2 §4 "Mission"): its progress has reached the target, and either it is
 * a level 1 mission or its level does not exceed the player's current level and the player's total XP is at least
 * `xpNeededForLevel`, the cumulative XP of the mission's level. The pass page enables its Complete Mission button by
 * it; the API applies it to every verify.
 */
export function isMissionCompletable(
  mission: MissionGoal,
  standing: MissionStanding,
  xpNeededForLevel: number,
): boolean {
  if (mission.progress < mission.target) return false;
  if (mission.level === 1) return true;
  return mission.level <= standing.currentLevel && standing.totalXP >= xpNeededForLevel;
}
