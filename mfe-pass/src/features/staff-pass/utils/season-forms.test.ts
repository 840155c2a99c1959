import type { StaffPassMission, StaffPassTier } from '@arena/contract';
import {
  missionBodyOf,
  missionFieldOfServerPath,
  missionFormProblems,
  missionFormValuesOf,
  tierBodyOf,
  tierFieldOfServerPath,
  tierFormProblems,
  tierFormValuesOf,
  tierRanges,
} from './season-forms';

const MISSION: StaffPassMission = {
  id: 'm1',
  level: 3,
  position: 0,
  kind: 'play',
  name: { en: 'Play 2 matches', ar: 'العب مباراتين' },
  description: { en: 'Any mode.', ar: 'أي نمط.' },
  requirements: { en: '2 finished matches', ar: 'مباراتان مكتملتان' },
  xpReward: 171,
  target: 2,
  rewardType: 'loyalty_points',
  reward: 20,
  completions: 4,
};

const TIERS: StaffPassTier[] = [1, 2, 3].map((level) => ({
  level,
  xpNeeded: [100, 220, 360][level - 1]!,
  isMilestone: false,
  reward: { type: 'loyalty_points', amount: 20 },
}));

describe('the mission form', () => {
  it('starts from the stored mission and sends it back as it was', () => {
    const values = missionFormValuesOf(MISSION);
    expect(missionFormProblems(values).size).toBe(0);
    expect(missionBodyOf(values)).toEqual({
      name: MISSION.name,
      description: MISSION.description,
      requirements: MISSION.requirements,
      target: 2,
      xpReward: 171,
      rewardType: 'loyalty_points',
      reward: 20,
    });
  });

  it('names each field the API would refuse, Arabic included', () => {
    const values = {
      ...missionFormValuesOf(MISSION),
      name: { en: ' ', ar: 'x'.repeat(81) },
      target: '0',
      xpReward: '1.5',
      reward: '',
    };
    expect(Object.fromEntries(missionFormProblems(values))).toEqual({
      'name.en': 'required',
      'name.ar': 'tooLong',
      target: 'range',
      xpReward: 'whole',
      reward: 'required',
    });
    expect(missionFormProblems({ ...values, xpReward: '501' }).get('xpReward')).toBe('range');
  });

  it('sends no loyalty points for a reward code, and trims the texts', () => {
    const values = {
      ...missionFormValuesOf(MISSION),
      name: { en: ' Win ', ar: ' فُز ' },
      rewardType: 'hextech_key' as const,
      reward: 'not a number',
    };
    expect(missionFormProblems(values).size).toBe(0);
    expect(missionBodyOf(values)).toMatchObject({ name: { en: 'Win', ar: 'فُز' }, reward: null });
  });

  it("puts a 400's fields on the form's", () => {
    expect(missionFieldOfServerPath('name.ar')).toBe('name.ar');
    expect(missionFieldOfServerPath('description')).toBe('description.en');
    expect(missionFieldOfServerPath('reward')).toBe('reward');
    expect(missionFieldOfServerPath('kind')).toBeNull();
  });
});

describe('the tier form', () => {
  it('keeps the XP needed strictly between the levels below and above', () => {
    const ranges = tierRanges(TIERS, 2);
    expect(ranges.xpNeeded).toEqual({ min: 101, max: 359 });
    const values = tierFormValuesOf(TIERS[1]!);
    expect(tierFormProblems(values, ranges).size).toBe(0);
    expect(tierFormProblems({ ...values, xpNeeded: '100' }, ranges).get('xpNeeded')).toBe('range');
    expect(tierFormProblems({ ...values, xpNeeded: '360' }, ranges).get('xpNeeded')).toBe('range');
    expect(tierFormProblems({ ...values, xpNeeded: '' }, ranges).get('xpNeeded')).toBe('required');
    expect(tierFormProblems({ ...values, rewardAmount: '0' }, ranges).get('rewardAmount')).toBe('range');
  });

  it('sends the XP needed and the reward', () => {
    expect(tierBodyOf({ xpNeeded: ' 300 ', rewardType: 'hextech_chest', rewardAmount: '2' })).toEqual({
      xpNeeded: 300,
      reward: { type: 'hextech_chest', amount: 2 },
    });
    expect(tierFieldOfServerPath('reward.amount')).toBe('rewardAmount');
    expect(tierFieldOfServerPath('xpNeeded')).toBe('xpNeeded');
    expect(tierFieldOfServerPath('level')).toBeNull();
  });
});
