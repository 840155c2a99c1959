import {
  compareRankSteps,
  rankRequirementProblem,
  rankScore,
  rankStepIndex,
  teamSeedScore,
  type RankRequirements,
} from './ranks.js';
import { seedByPoints } from './seeding.js';

const NONE: RankRequirements = { minRank: null, maxRank: null, minAccountLevel: null };

describe('rankScore', () => {
  it('is tier × 400 + division × 100 + league points', () => {
    expect(rankScore({ tier: 'IRON', division: 'IV', leaguePoints: 0 })).toBe(0);
    expect(rankScore({ tier: 'GOLD', division: 'II', leaguePoints: 40 })).toBe(1440);
    expect(rankScore({ tier: 'DIAMOND', division: 'I', leaguePoints: 99 })).toBe(6 * 400 + 300 + 99);
  });

  it('counts an apex tier as its top division, its league points on top', () => {
    expect(rankScore({ tier: 'MASTER', division: null, leaguePoints: 250 })).toBe(7 * 400 + 300 + 250);
    expect(rankScore({ tier: 'CHALLENGER', division: null, leaguePoints: 1200 })).toBeGreaterThan(
      rankScore({ tier: 'GRANDMASTER', division: null, leaguePoints: 500 }),
    );
  });

  it('orders every division above the one below it, whatever the league points', () => {
    expect(rankScore({ tier: 'SILVER', division: 'I', leaguePoints: 99 })).toBeLessThan(
      rankScore({ tier: 'GOLD', division: 'IV', leaguePoints: 0 }),
    );
    expect(rankScore({ tier: 'GOLD', division: 'III', leaguePoints: 99 })).toBeLessThan(
      rankScore({ tier: 'GOLD', division: 'II', leaguePoints: 0 }),
    );
  });
});

describe('rank steps', () => {
  it('orders tiers, then divisions', () => {
    expect(rankStepIndex({ tier: 'GOLD', division: 'II' })).toBe(14);
    expect(
      compareRankSteps({ tier: 'GOLD', division: 'IV' }, { tier: 'SILVER', division: 'I' }),
    ).toBeGreaterThan(0);
    expect(compareRankSteps({ tier: 'GOLD', division: 'I' }, { tier: 'GOLD', division: 'I' })).toBe(0);
    expect(
      compareRankSteps({ tier: 'MASTER', division: null }, { tier: 'DIAMOND', division: 'I' }),
    ).toBeGreaterThan(0);
  });
});

describe('teamSeedScore', () => {
  it('averages the five members, an unranked one counting as 0', () => {
    expect(teamSeedScore([1440, 2000, null, 800, 1200], 5)).toBe(1088);
  });

  it('takes the best five of a team with substitutes', () => {
    expect(teamSeedScore([1000, 1000, 1000, 1000, 1000, 0, null], 5)).toBe(1000);
  });

  it('counts missing seats as unranked and has no seed when nobody is ranked', () => {
    expect(teamSeedScore([1000], 5)).toBe(200);
    expect(teamSeedScore([null, null, null, null, null], 5)).toBeNull();
    expect(teamSeedScore([], 1)).toBeNull();
  });

  it("is the player's own score for a 1vs1 entrant", () => {
    expect(teamSeedScore([1440], 1)).toBe(1440);
  });

  it('seeds by score with the points order: highest first, no seed last', () => {
    const entrants = [
      { registrationId: 'none', points: teamSeedScore([null], 1), registeredAt: '2026-01-01T00:00:00Z' },
      { registrationId: 'gold', points: teamSeedScore([1440], 1), registeredAt: '2026-01-01T00:01:00Z' },
      { registrationId: 'diamond', points: teamSeedScore([2700], 1), registeredAt: '2026-01-01T00:02:00Z' },
    ];
    expect(seedByPoints(entrants).map((entry) => entry.registrationId)).toEqual(['diamond', 'gold', 'none']);
  });
});

describe('rankRequirementProblem', () => {
  const gold2 = { tier: 'GOLD', division: 'II' } as const;
  const plat4 = { tier: 'PLATINUM', division: 'IV' } as const;

  it('asks nothing without requirements', () => {
    expect(rankRequirementProblem(NONE, { rank: null, accountLevel: null })).toBeNull();
  });

  it('refuses a rank below the minimum, and an unranked player, naming both ranks', () => {
    const requirements = { ...NONE, minRank: gold2 };
    expect(
      rankRequirementProblem(requirements, { rank: { tier: 'GOLD', division: 'III' }, accountLevel: 30 }),
    ).toEqual({
      kind: 'rankBelowMinimum',
      required: gold2,
      actual: { tier: 'GOLD', division: 'III' },
    });
    expect(rankRequirementProblem(requirements, { rank: null, accountLevel: 30 })).toEqual({
      kind: 'rankBelowMinimum',
      required: gold2,
      actual: null,
    });
    expect(rankRequirementProblem(requirements, { rank: gold2, accountLevel: 30 })).toBeNull();
  });

  it('refuses a rank above the maximum; an unranked player meets it', () => {
    const requirements = { ...NONE, maxRank: plat4 };
    expect(
      rankRequirementProblem(requirements, { rank: { tier: 'PLATINUM', division: 'III' }, accountLevel: 30 }),
    ).toEqual({
      kind: 'rankAboveMaximum',
      required: plat4,
      actual: { tier: 'PLATINUM', division: 'III' },
    });
    expect(rankRequirementProblem(requirements, { rank: plat4, accountLevel: 30 })).toBeNull();
    expect(rankRequirementProblem(requirements, { rank: null, accountLevel: 30 })).toBeNull();
  });

  it('refuses an account level below the minimum, and an unknown one', () => {
    const requirements = { ...NONE, minAccountLevel: 30 };
    expect(rankRequirementProblem(requirements, { rank: null, accountLevel: 29 })).toEqual({
      kind: 'accountLevelTooLow',
      required: 30,
      actual: 29,
    });
    expect(rankRequirementProblem(requirements, { rank: null, accountLevel: null })?.kind).toBe(
      'accountLevelTooLow',
    );
    expect(rankRequirementProblem(requirements, { rank: null, accountLevel: 30 })).toBeNull();
  });
});
