import {
  completedMission,
  isCompletionBlocked,
  isMissionCompletable,
  missionGoal,
  missionState,
} from './missions';

const standing = (currentLevel: number, totalXP: number) => ({ currentLevel, totalXP });

describe('isMissionCompletable (P2 §4)', () => {
  it('needs the progress to reach the target, whatever the level', () => {
    expect(isMissionCompletable({ level: 1, progress: 2, target: 3 }, standing(5, 5000), 100)).toBe(false);
    expect(isMissionCompletable({ level: 3, progress: 9, target: 10 }, standing(5, 5000), 600)).toBe(false);
  });

  it('lets a level 1 mission complete once its target is reached, even before level 1', () => {
    expect(isMissionCompletable({ level: 1, progress: 3, target: 3 }, standing(0, 0), 100)).toBe(true);
    expect(isMissionCompletable({ level: 1, progress: 4, target: 3 }, standing(0, 0), 100)).toBe(true);
  });

  it('needs a higher level mission to be within the current level and its XP to be reached', () => {
    const mission = { level: 3, progress: 10, target: 10 };
    expect(isMissionCompletable(mission, standing(3, 600), 600)).toBe(true);
    expect(isMissionCompletable(mission, standing(4, 1000), 600)).toBe(true);
    // Level too low.
    expect(isMissionCompletable(mission, standing(2, 600), 600)).toBe(false);
    // XP below the level's cumulative XP.
    expect(isMissionCompletable(mission, standing(3, 599), 600)).toBe(false);
  });
});

describe('isCompletionBlocked', () => {
  it('blocks when not completable, while loading or while submitting', () => {
    expect(isCompletionBlocked({ completable: true, loading: false, submitting: false })).toBe(false);
    expect(isCompletionBlocked({ completable: false, loading: false, submitting: false })).toBe(true);
    expect(isCompletionBlocked({ completable: true, loading: true, submitting: false })).toBe(true);
    expect(isCompletionBlocked({ completable: true, loading: false, submitting: true })).toBe(true);
  });
});

describe('mission states', () => {
  const progress = {
    currentLevel: 2,
    totalXP: 300,
    loyaltyPoints: 0,
    completedMissions: [{ missionId: 'done', rewardCode: 'aa:bb' }],
  };

  it('is completed when the mission is among the completed missions', () => {
    expect(completedMission('done', progress)).toEqual({ missionId: 'done', rewardCode: 'aa:bb' });
    expect(completedMission('other', progress)).toBeUndefined();
    expect(completedMission('done', null)).toBeUndefined();
    expect(missionState('done', { level: 2, progress: 0, target: 5 }, progress, 300)).toBe('completed');
  });

  it('is ready when completable, in progress otherwise', () => {
    expect(missionState('m', { level: 2, progress: 5, target: 5 }, progress, 300)).toBe('ready');
    expect(missionState('m', { level: 2, progress: 4, target: 5 }, progress, 300)).toBe('inProgress');
    expect(missionState('m', { level: 3, progress: 5, target: 5 }, progress, 600)).toBe('inProgress');
  });

  it('reads no progress as none made (a visitor answer)', () => {
    const mission = {
      _id: 'm',
      name: 'Win',
      description: '',
      requirements: '',
      xpReward: 100,
      level: 2,
      target: 2,
      rewardType: 'hextech_key' as const,
      reward: null,
    };
    expect(missionGoal(mission)).toEqual({ level: 2, progress: 0, target: 2 });
    expect(missionGoal({ ...mission, progress: 1 })).toEqual({ level: 2, progress: 1, target: 2 });
  });
});
