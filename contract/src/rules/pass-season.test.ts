import { PASS_SEASON_LIMITS, tierXpBounds, tierXpProblem } from './pass-season.js';

const tiers = [
  { level: 3, xpNeeded: 360 },
  { level: 1, xpNeeded: 100 },
  { level: 2, xpNeeded: 220 },
];

describe("a tier's XP needed stays strictly increasing with the level", () => {
  it('lies strictly between the levels below and above', () => {
    expect(tierXpBounds(tiers, 2)).toEqual({ min: 101, max: 359 });
    expect(tierXpProblem(tiers, 2, 101)).toBeNull();
    expect(tierXpProblem(tiers, 2, 359)).toBeNull();
    expect(tierXpProblem(tiers, 2, 100)).toBe("must be more than level 1's 100 XP");
    expect(tierXpProblem(tiers, 2, 360)).toBe("must be less than level 3's 360 XP");
  });

  it('starts at 0 for the first level and ends at the largest XP for the last', () => {
    expect(tierXpBounds(tiers, 1)).toEqual({ min: 0, max: 219 });
    expect(tierXpProblem(tiers, 1, 0)).toBeNull();
    expect(tierXpBounds(tiers, 3)).toEqual({ min: 221, max: PASS_SEASON_LIMITS.xpNeeded });
    expect(tierXpProblem(tiers, 3, 5_000)).toBeNull();
  });

  it('reads the tier itself from neither side', () => {
    expect(tierXpProblem(tiers, 2, 220)).toBeNull();
  });
});
