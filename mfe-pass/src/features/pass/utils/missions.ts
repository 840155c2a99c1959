import type { PassMission, PassProgress } from '@arena/shared-kit';

/** What the completable rule reads of a mission: its level, and how far the player is toward its target. */
export interface MissionGoal {
  level: number;
  progress: number;
  target: number;
}

/** A mission's goal as the rule reads it; a mission without progress (a visitor's tiers) has made none. */
export function missionGoal(mission: PassMission): MissionGoal {
  return { level: mission.level, progress: mission.progress ?? 0, target: mission.target };
}

/** What it reads of the player: their level and total XP. */
export type MissionStanding = Pick<PassProgress, 'currentLevel' | 'totalXP'>;

/**
 * P2 §4 "Mission": a mission is completable when its progress has reached its target and either it is a level 1
 * mission, or its level does not exceed the player's current level and the player's total XP is at least the XP
 * needed for that level (`xpNeeded`, cumulative).
 */
export function isMissionCompletable(
  mission: MissionGoal,
  standing: MissionStanding,
  xpNeeded: number,
): boolean {
  if (mission.progress < mission.target) return false;
  if (mission.level === 1) return true;
  return mission.level <= standing.currentLevel && standing.totalXP >= xpNeeded;
}

/**
 * Completion is refused (Cannot Complete Mission Yet) when the mission is not completable, while the player's
 * progress is loading, or while a completion is already on its way (P2 §4).
 */
export function isCompletionBlocked({
  completable,
  loading,
  submitting,
}: {
  completable: boolean;
  loading: boolean;
  submitting: boolean;
}): boolean {
  return !completable || loading || submitting;
}

export type MissionState = 'completed' | 'ready' | 'inProgress';

/** A reward card is completed when its mission is among the player's completed missions (P2 §4). */
export function completedMission(
  missionId: string,
  progress: Pick<PassProgress, 'completedMissions'> | null | undefined,
): PassProgress['completedMissions'][number] | undefined {
  return progress?.completedMissions.find((entry) => entry.missionId === missionId);
}

/** The badge of a mission on its level card: completed, ready to complete, or still in progress. */
export function missionState(
  missionId: string,
  mission: MissionGoal,
  progress: PassProgress,
  xpNeeded: number,
): MissionState {
  if (completedMission(missionId, progress)) return 'completed';
  return isMissionCompletable(mission, progress, xpNeeded) ? 'ready' : 'inProgress';
}
