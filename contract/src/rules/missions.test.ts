import { isMissionCompletable } from './missions.js';

const standing = (currentLevel: number, totalXP: number) => ({ currentLevel, totalXP });

describe('isMissionCompletable (P2 §4 "Mission")', () => {
  it('a level 1 mission: completable once progress reaches the target, at any level and XP', () => {
    expect(isMissionCompletable({ level: 1, progress: 3, target: 3 }, standing(0, 0), 100)).toBe(true);
    expect(isMissionCompletable({ level: 1, progress: 4, target: 3 }, standing(0, 0), 100)).toBe(true);
    expect(isMissionCompletable({ level: 1, progress: 2, target: 3 }, standing(5, 5_000), 100)).toBe(false);
  });

  it('a mission of the current level or below, with the XP of its level and the target reached', () => {
    const mission = { level: 5, progress: 3, target: 3 };
    expect(isMissionCompletable(mission, standing(5, 700), 700)).toBe(true);
    expect(isMissionCompletable(mission, standing(9, 2_000), 700)).toBe(true);
    // Progress beyond the target still counts as reached.
    expect(isMissionCompletable({ ...mission, progress: 4 }, standing(5, 700), 700)).toBe(true);
  });

  it('not completable: progress short of the target, whatever the level', () => {
    expect(isMissionCompletable({ level: 5, progress: 2, target: 3 }, standing(5, 700), 700)).toBe(false);
    expect(isMissionCompletable({ level: 3, progress: 9, target: 10 }, standing(5, 5_000), 600)).toBe(false);
  });

  it('not completable: a mission above the current level', () => {
    expect(isMissionCompletable({ level: 5, progress: 3, target: 3 }, standing(4, 700), 700)).toBe(false);
  });

  it('not completable: less XP than the level needs', () => {
    expect(isMissionCompletable({ level: 5, progress: 3, target: 3 }, standing(5, 699), 700)).toBe(false);
  });
});
