import type { PassTier, PassTiersResponse } from '@arena/shared-kit';
import {
  isLevelUnlocked,
  isMilestone,
  levelCardState,
  levelFraction,
  milestoneTiers,
  progressFill,
  seasonForLocale,
  xpForLevel,
  xpToNextLevel,
} from './pass-levels';

function tier(level: number, xpNeeded: number, isMilestone = false): PassTier {
  return { level, xpNeeded, isMilestone, reward: { type: 'loyalty_points', amount: 10 }, missions: [] };
}

const tiers = [tier(1, 100), tier(2, 250), tier(3, 450), tier(12, 3000, true)];

describe('xpForLevel', () => {
  it('is the difference between cumulative values', () => {
    expect(xpForLevel(tiers, 1)).toBe(100);
    expect(xpForLevel(tiers, 2)).toBe(150);
    expect(xpForLevel(tiers, 3)).toBe(200);
  });

  it('uses the closest lower level even when levels are missing or unsorted', () => {
    expect(xpForLevel([tier(12, 3000), tier(3, 450)], 12)).toBe(2550);
  });

  it('is 0 for an unknown level', () => {
    expect(xpForLevel(tiers, 40)).toBe(0);
  });
});

describe('milestones and boosts', () => {
  it('highlights the fixed milestone levels and server-flagged tiers', () => {
    expect(isMilestone({ level: 12, isMilestone: false })).toBe(true);
    expect(isMilestone({ level: 50, isMilestone: false })).toBe(true);
    expect(isMilestone({ level: 7, isMilestone: true })).toBe(true);
    expect(isMilestone({ level: 13, isMilestone: false })).toBe(false);
  });

  it('picks the preview tiers 12, 24, 36 and 50 that exist', () => {
    const season = [50, 1, 36, 24, 12, 13].map((level) => tier(level, level * 100));
    expect(milestoneTiers(season).map((t) => t.level)).toEqual([12, 24, 36, 50]);
    expect(milestoneTiers(tiers).map((t) => t.level)).toEqual([12]);
  });
});

describe('isLevelUnlocked', () => {
  it('unlocks at or above the level', () => {
    expect(isLevelUnlocked(24, 24)).toBe(true);
    expect(isLevelUnlocked(24, 30)).toBe(true);
    expect(isLevelUnlocked(24, 23)).toBe(false);
  });

  it('keeps everything locked without a level (visitor, unregistered)', () => {
    expect(isLevelUnlocked(12, null)).toBe(false);
    expect(isLevelUnlocked(12, undefined)).toBe(false);
  });
});

describe('levelCardState', () => {
  it('is completed once total XP reaches the cumulative XP', () => {
    expect(levelCardState(tier(2, 250), { currentLevel: 2, totalXP: 250 })).toBe('completed');
    expect(levelCardState(tier(1, 100), { currentLevel: 2, totalXP: 300 })).toBe('completed');
  });

  it('is active for the current level not yet reached in XP', () => {
    expect(levelCardState(tier(3, 450), { currentLevel: 3, totalXP: 300 })).toBe('active');
  });

  it('is locked otherwise', () => {
    expect(levelCardState(tier(12, 3000), { currentLevel: 3, totalXP: 300 })).toBe('locked');
  });
});

describe('progress fill', () => {
  it('fills two percent per level', () => {
    expect(progressFill(0)).toBe(0);
    expect(progressFill(12)).toBe(24);
    expect(progressFill(50)).toBe(100);
  });

  it('adds the fraction of the next level', () => {
    expect(progressFill(10, 0.5)).toBe(21);
  });

  it('clamps to 0–100', () => {
    expect(progressFill(60)).toBe(100);
    expect(progressFill(-3)).toBe(0);
    expect(progressFill(50, 1)).toBe(100);
    expect(progressFill(Number.NaN)).toBe(0);
  });

  it('measures the fraction between cumulative values', () => {
    expect(levelFraction(tiers, { currentLevel: 1, totalXP: 175 })).toBe(0.5);
    expect(levelFraction(tiers, { currentLevel: 0, totalXP: 50 })).toBe(0.5);
    expect(levelFraction(tiers, { currentLevel: 2, totalXP: 9999 })).toBe(1);
    expect(levelFraction(tiers, { currentLevel: 12, totalXP: 9999 })).toBe(0);
  });
});

describe('seasonForLocale', () => {
  const response = {
    en: { tiers: [tier(2, 200), tier(1, 100)], activeBuffs: [], upcomingBuffs: [] },
    ar: { tiers: [tier(1, 100)], activeBuffs: [], upcomingBuffs: [] },
  } as PassTiersResponse;

  it('picks the locale and sorts the tiers', () => {
    expect(seasonForLocale(response, 'en').tiers.map((t) => t.level)).toEqual([1, 2]);
    expect(seasonForLocale(response, 'ar').tiers).toHaveLength(1);
  });

  it('falls back to English, then to nothing', () => {
    expect(seasonForLocale({ en: response.en } as PassTiersResponse, 'ar').tiers).toHaveLength(2);
    expect(seasonForLocale(undefined, 'ar')).toEqual({ tiers: [], activeBuffs: [], upcomingBuffs: [] });
  });
});

describe('xpToNextLevel', () => {
  it('is the next level and the XP still missing to its cumulative value', () => {
    expect(xpToNextLevel(tiers, { currentLevel: 1, totalXP: 175 })).toEqual({ level: 2, xp: 75 });
    expect(xpToNextLevel(tiers, { currentLevel: 0, totalXP: 0 })).toEqual({ level: 1, xp: 100 });
  });

  it('is null after the last level', () => {
    expect(xpToNextLevel(tiers, { currentLevel: 12, totalXP: 3200 })).toBeNull();
  });
});
