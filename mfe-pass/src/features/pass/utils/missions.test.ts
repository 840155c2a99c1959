import { completedMission, isCompletionBlocked, missionGoal, missionState } from './missions';

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
