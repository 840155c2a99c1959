import { podiumTier, shownRange } from './leaderboard-view';

describe('podiumTier', () => {
  it('gives ranks 1 to 3 gold, silver and bronze, and nothing below', () => {
    expect([1, 2, 3, 4, 100].map(podiumTier)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('shownRange', () => {
  it('counts from 1 and stops at the total', () => {
    expect(shownRange(1, 100, 250)).toEqual({ from: 1, to: 100, total: 250 });
    expect(shownRange(3, 100, 250)).toEqual({ from: 201, to: 250, total: 250 });
    expect(shownRange(1, 100, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
