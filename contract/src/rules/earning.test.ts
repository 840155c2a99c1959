import {
  activityGain,
  EARNING_RULES,
  isRegionWeekend,
  type MatchGainContext,
  matchGain,
  type SeasonalPromotion,
  seasonalMultiplier,
  squadMultiplier,
} from './earning.js';

const at = (iso: string) => new Date(iso);

describe('isRegionWeekend', () => {
  it('Middle East: Friday and Saturday, turning at midnight in Riyadh (UTC+3)', () => {
    expect(isRegionWeekend(at('2026-11-26T20:59:59Z'), 'me1')).toBe(false); // Thursday 23:59:59 in Riyadh
    expect(isRegionWeekend(at('2026-11-26T21:00:00Z'), 'me1')).toBe(true); // Friday 00:00 in Riyadh
    expect(isRegionWeekend(at('2026-11-27T12:00:00Z'), 'me1')).toBe(true); // Friday
    expect(isRegionWeekend(at('2026-11-28T20:59:59Z'), 'me1')).toBe(true); // Saturday 23:59:59 in Riyadh
    expect(isRegionWeekend(at('2026-11-28T21:00:00Z'), 'me1')).toBe(false); // Sunday 00:00 in Riyadh
    expect(isRegionWeekend(at('2026-11-29T12:00:00Z'), 'me1')).toBe(false); // Sunday is a working day
  });

  it('Europe (EUW and EUNE): Saturday and Sunday, turning at midnight in Paris, summer time included', () => {
    for (const region of ['euw1', 'eun1']) {
      expect(isRegionWeekend(at('2026-11-27T12:00:00Z'), region)).toBe(false); // Friday
      expect(isRegionWeekend(at('2026-11-27T22:59:59Z'), region)).toBe(false); // Friday 23:59:59 CET
      expect(isRegionWeekend(at('2026-11-27T23:00:00Z'), region)).toBe(true); // Saturday 00:00 CET
      expect(isRegionWeekend(at('2026-11-29T22:59:59Z'), region)).toBe(true); // Sunday 23:59:59 CET
      expect(isRegionWeekend(at('2026-11-29T23:00:00Z'), region)).toBe(false); // Monday 00:00 CET
      expect(isRegionWeekend(at('2026-07-24T21:59:59Z'), region)).toBe(false); // Friday 23:59:59 CEST
      expect(isRegionWeekend(at('2026-07-24T22:00:00Z'), region)).toBe(true); // Saturday 00:00 CEST
    }
  });

  it('another region keeps Saturday and Sunday in UTC', () => {
    expect(isRegionWeekend(at('2026-11-27T23:30:00Z'), 'na1')).toBe(false);
    expect(isRegionWeekend(at('2026-11-28T00:00:00Z'), 'na1')).toBe(true);
  });
});

describe('squadMultiplier', () => {
  it('10 % per teammate of the player’s team, from none to 40 % with four', () => {
    expect([0, 1, 2, 3, 4].map(squadMultiplier)).toEqual([1, 1.1, 1.2, 1.3, 1.4]);
    expect(squadMultiplier(9)).toBe(1.4); // at most four teammates count
    expect(squadMultiplier(-1)).toBe(1);
  });
});

describe('seasonalMultiplier', () => {
  const ramadan: SeasonalPromotion = {
    startsAt: at('2027-02-07T21:00:00Z'),
    endsAt: at('2027-03-09T21:00:00Z'),
    xpMultiplier: 5,
    maxLevel: 12,
  };
  it('5x inside the range (start included, end excluded) for levels up to 12', () => {
    expect(seasonalMultiplier(at('2027-02-07T20:59:59Z'), 3, [ramadan])).toBe(1);
    expect(seasonalMultiplier(at('2027-02-07T21:00:00Z'), 3, [ramadan])).toBe(5);
    expect(seasonalMultiplier(at('2027-03-09T20:59:59Z'), 12, [ramadan])).toBe(5);
    expect(seasonalMultiplier(at('2027-03-09T21:00:00Z'), 12, [ramadan])).toBe(1);
    expect(seasonalMultiplier(at('2027-02-20T12:00:00Z'), 13, [ramadan])).toBe(1); // level 13 has no boost
    expect(seasonalMultiplier(at('2027-02-20T12:00:00Z'), 0, [])).toBe(1); // no season configured
  });
});

describe('matchGain', () => {
  const season: SeasonalPromotion = {
    startsAt: at('2027-02-07T21:00:00Z'),
    endsAt: at('2027-03-09T21:00:00Z'),
    xpMultiplier: 5,
    maxLevel: 12,
  };
  const weekday = at('2026-11-25T18:00:00Z'); // Wednesday
  const base: MatchGainContext = {
    playedAt: weekday,
    region: 'me1',
    teammatesInMatch: 0,
    premade: false,
    level: 14,
    seasons: [season],
  };

  it('base 50 XP, no loyalty points, only the base listed', () => {
    expect(matchGain(base)).toEqual({ xp: 50, loyaltyPoints: 0, multipliers: { base: 50 } });
  });

  it('squad bonus by teammates of the player’s team', () => {
    expect(matchGain({ ...base, teammatesInMatch: 2 })).toEqual({
      xp: 60,
      loyaltyPoints: 0,
      multipliers: { base: 50, squad: 1.2 },
    });
    expect(matchGain({ ...base, teammatesInMatch: 4 }).xp).toBe(70);
  });

  it('double XP on the region’s weekend: a Friday doubles in the Middle East, not in Europe', () => {
    const friday = at('2026-11-27T18:00:00Z');
    expect(matchGain({ ...base, playedAt: friday }).multipliers).toEqual({ base: 50, weekend: 2 });
    expect(matchGain({ ...base, playedAt: friday }).xp).toBe(100);
    expect(matchGain({ ...base, playedAt: friday, region: 'euw1' }).xp).toBe(50);
    const sunday = at('2026-11-29T18:00:00Z');
    expect(matchGain({ ...base, playedAt: sunday, region: 'eun1' }).xp).toBe(100);
    expect(matchGain({ ...base, playedAt: sunday }).xp).toBe(50);
  });

  it('premade adds a flat 2 XP, after squad and weekend', () => {
    expect(matchGain({ ...base, premade: true })).toEqual({
      xp: 52,
      loyaltyPoints: 0,
      multipliers: { base: 50, premade: 2 },
    });
    const friday = at('2026-11-27T18:00:00Z');
    expect(matchGain({ ...base, playedAt: friday, teammatesInMatch: 2, premade: true }).xp).toBe(122);
  });

  it('seasonal 5x during the range for levels up to 12, applied last', () => {
    const inSeason = at('2027-02-17T18:00:00Z'); // Wednesday
    expect(matchGain({ ...base, playedAt: inSeason, level: 12 }).xp).toBe(250);
    expect(matchGain({ ...base, playedAt: inSeason, level: 13 }).xp).toBe(50);
    expect(matchGain({ ...base, playedAt: weekday, level: 5 }).xp).toBe(50); // outside the range
    const seasonFriday = at('2027-02-19T18:00:00Z');
    expect(
      matchGain({ ...base, playedAt: seasonFriday, level: 0, teammatesInMatch: 4, premade: true }),
    ).toEqual({
      xp: 710,
      loyaltyPoints: 0,
      multipliers: { base: 50, squad: 1.4, weekend: 2, premade: 2, seasonal: 5 },
    }); // (50 × 1.4 × 2 + 2) × 5
  });
});

describe('activityGain', () => {
  it('10 loyalty points per tournament, event or activity, no XP', () => {
    expect(activityGain()).toEqual({ xp: 0, loyaltyPoints: 10, multipliers: { loyaltyPoints: 10 } });
  });
});

describe('EARNING_RULES', () => {
  it('states the figures the rules above apply, as the home page quotes them (P2 §1)', () => {
    expect(EARNING_RULES).toEqual({
      baseXpPerMatch: 50,
      squadBonusMax: 0.4,
      missionXp: { min: 150, max: 500 },
      premadeBonusXp: 2,
      seasonalMultiplier: 5,
      seasonalBoostedLevels: 12,
      loyaltyPointsPerActivity: 10,
      passLevels: 50,
    });
    expect(squadMultiplier(4)).toBe(1 + EARNING_RULES.squadBonusMax);
  });
});
