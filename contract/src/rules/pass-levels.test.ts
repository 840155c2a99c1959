import { hasXpBoost, isMilestoneLevel, levelForXp, PASS_LEVELS } from './pass-levels.js';

describe('levelForXp', () => {
  const tiers = [
    { level: 1, xpNeeded: 100 },
    { level: 2, xpNeeded: 220 },
    { level: 3, xpNeeded: 360 },
  ];

  it('is the highest level whose cumulative XP is reached', () => {
    expect(levelForXp(0, tiers)).toBe(0);
    expect(levelForXp(99, tiers)).toBe(0);
    expect(levelForXp(100, tiers)).toBe(1);
    expect(levelForXp(359, tiers)).toBe(2);
    expect(levelForXp(10_000, tiers)).toBe(3);
  });
});

describe('milestones and boosts', () => {
  it('flags levels 1 to 12 with the XP boost (P2 §1 "the first 12 levels")', () => {
    expect(hasXpBoost(1)).toBe(true);
    expect(hasXpBoost(12)).toBe(true);
    expect(hasXpBoost(13)).toBe(false);
    expect(hasXpBoost(PASS_LEVELS)).toBe(false);
  });

  it('gives no flag to level 0, a player before level 1: it is not a level', () => {
    expect(hasXpBoost(0)).toBe(false);
    expect(hasXpBoost(-1)).toBe(false);
  });

  it('has its milestones at 12, 24, 36 and 50', () => {
    expect([...Array(PASS_LEVELS + 1).keys()].filter(isMilestoneLevel)).toEqual([12, 24, 36, 50]);
  });
});
