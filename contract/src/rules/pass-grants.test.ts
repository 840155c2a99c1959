import { totalsAfterGrant } from './pass-grants.js';

describe('staff grants of XP and loyalty points', () => {
  it('adds a grant and takes a revocation from the totals', () => {
    expect(totalsAfterGrant({ totalXP: 100, loyaltyPoints: 20 }, { xp: 500, points: -20 })).toEqual({
      totalXP: 600,
      loyaltyPoints: 0,
      belowZero: [],
    });
  });

  it('names each total a revocation would take below zero', () => {
    expect(totalsAfterGrant({ totalXP: 100, loyaltyPoints: 20 }, { xp: -101, points: 5 }).belowZero).toEqual([
      'xp',
    ]);
    expect(totalsAfterGrant({ totalXP: 0, loyaltyPoints: 0 }, { xp: -1, points: -1 }).belowZero).toEqual([
      'xp',
      'points',
    ]);
  });
});
