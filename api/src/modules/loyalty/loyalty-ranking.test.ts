import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageOf, rankLoyaltyTotals, type LoyaltyTotal } from './loyalty-ranking.js';

const total = (userId: string, loyaltyPoints: number, reachedAt: number): LoyaltyTotal => ({
  userId,
  gameName: userId,
  tagLine: 'T',
  profileImage: null,
  loyaltyPoints,
  reachedAt,
});

test('ranks by points descending with competition ranking, ties by who reached the total first, then id', () => {
  const ranked = rankLoyaltyTotals([
    total('c', 30, 5),
    total('a', 50, 9),
    total('b', 50, 2),
    total('e', 30, 5),
    total('zero', 0, 1),
    total('d', 10, 1),
  ]);
  assert.deepEqual(
    ranked.map((entry) => [entry.rank, entry.user.id, entry.loyaltyPoints]),
    [
      [1, 'b', 50],
      [1, 'a', 50],
      [3, 'c', 30],
      [3, 'e', 30],
      [5, 'd', 10],
    ],
  );
});

test('pages count from 1 and say how many there are', () => {
  assert.deepEqual(pageOf([1, 2, 3, 4, 5], 2, 2), {
    data: [3, 4],
    pagination: { page: 2, limit: 2, total: 5, pages: 3 },
  });
  assert.deepEqual(pageOf([], 1, 100).pagination, { page: 1, limit: 100, total: 0, pages: 0 });
});
