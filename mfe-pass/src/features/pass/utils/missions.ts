import { isMissionCompletable, type MissionGoal } from '@arena/contract/rules';
import type { PassMission, PassProgress } from '@arena/shared-kit';

/** A mission's goal as the rule reads it; a mission without progress (a visitor's tiers) has made none. */
export function missionGoal(mission: PassMission): MissionGoal {
  return { level: mission.level, progress: mission.progress ?? 0, target: mission.target };
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
