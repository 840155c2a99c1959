/** What decides whether a mission can be completed (P2 §4 "Mission"). */
export interface MissionCompletableInput {
  missionLevel: number;
  /** The player's progress on the mission and what it counts up to. */
  progress: number;
  target: number;
  /** The player's level and total XP, from the ledger. */
  currentLevel: number;
  totalXP: number;
  /** Cumulative XP needed to reach the mission's level. */
  xpNeededForLevel: number;
}

/**
 * Whether a mission can be completed (P2 §4 "Mission"): its progress has reached the target, and either it is a
 * level 1 mission or its level does not exceed the player's and the player has the XP that level needs. The
 * front end keeps its own copy of this rule (mfe-pass utils) to enable the Complete Mission button; the server
 * applies this one to every verify.
 */
export function isMissionCompletable(input: MissionCompletableInput): boolean {
  if (input.progress < input.target) return false;
  if (input.missionLevel === 1) return true;
  return input.missionLevel <= input.currentLevel && input.totalXP >= input.xpNeededForLevel;
}
