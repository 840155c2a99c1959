import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { LoyaltyLeaderboardEntry } from '@arena/contract';
import type { Db } from '../../db/database.js';
import { LoyaltyBoard } from './loyalty-board.js';
import { pageOf, rankLoyaltyTotals, type LoyaltyTotal } from './loyalty-ranking.js';

/**
 * The board's structure alone, fed the triggers' payloads (no database): after any sequence of changes — gains,
 * players leaving the ranking, renames — every page, search and `me` equals the reference ranking
 * (`rankLoyaltyTotals`) of the players' current rows.
 */

const assetUrl = (path: string | null) => path;
const ids = Array.from(
  { length: 12 },
  (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
);

const change = fc.record({
  player: fc.integer({ min: 0, max: ids.length - 1 }),
  // 0: leaves the ranking (ban, no points left).
  points: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 4 }).map((value) => value * 10),
  ),
  // Few instants, so ties on points and on "reached" are common and the user id decides.
  reachedAt: fc.integer({ min: 0, max: 3 }).map((value) => 1_700_000_000_000_000 + value),
  name: fc.constantFrom('Falcon', 'falcON', 'Layla', 'Zed'),
  tag: fc.constantFrom('MENA', 'EUW', 'me1'),
});

const searches = ['falcon', 'N1#', '#me', 'Z', '%', 'a'];
const matching = (ranking: LoyaltyLeaderboardEntry[], search: string) =>
  ranking.filter((entry) =>
    `${entry.user.gameName}#${entry.user.tagLine}`.toLowerCase().includes(search.toLowerCase()),
  );

test('any sequence of notified changes leaves pages, searches and me equal to the reference', () => {
  fc.assert(
    fc.property(fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { maxLength: 40 }), (batches) => {
      const board = new LoyaltyBoard(null as unknown as Db, { keepSearchesFrom: 0, searchRows: 2 });
      const current = new Map<string, LoyaltyTotal>();
      for (const batch of batches) {
        const rows: [string, number, number, string, string, null][] = [];
        for (const { player, points, reachedAt, name, tag } of batch) {
          const userId = ids[player];
          const gameName = `${name}${player}`;
          if (points > 0) {
            current.set(userId, {
              userId,
              gameName,
              tagLine: tag,
              profileImage: null,
              loyaltyPoints: points,
              reachedAt,
            });
            // A player changed twice in one statement is sent once, as they end up.
            const at = rows.findIndex((row) => row[0] === userId);
            if (at >= 0) rows.splice(at, 1);
            rows.push([userId, points, reachedAt, gameName, tag, null]);
          } else {
            current.delete(userId);
            const at = rows.findIndex((row) => row[0] === userId);
            if (at >= 0) rows.splice(at, 1);
          }
        }
        board.receive(JSON.stringify({ ids: [...new Set(batch.map(({ player }) => ids[player]))], rows }));
        // Every search is kept with its first two matches: the next answer comes from the kept one, which must have
        // followed the changes (players entering, leaving, moving, renamed) since it was found.
        const now = rankLoyaltyTotals([...current.values()]);
        for (const search of searches) {
          const expected = matching(now, search);
          assert.deepEqual(board.page(assetUrl, { page: 1, limit: 2, search }), {
            data: expected.slice(0, 2),
            total: expected.length,
          });
        }
      }
      const reference = rankLoyaltyTotals([...current.values()]);
      for (const limit of [1, 3, 100]) {
        for (let page = 1; page <= Math.ceil(reference.length / limit) + 1; page += 1) {
          const expected = pageOf(reference, page, limit);
          assert.deepEqual(board.page(assetUrl, { page, limit, search: '' }), {
            data: expected.data,
            total: expected.pagination.total,
          });
        }
      }
      for (const search of searches) {
        const expected = matching(reference, search);
        assert.deepEqual(board.page(assetUrl, { page: 1, limit: 100, search }), {
          data: expected,
          total: expected.length,
        });
      }
      for (const userId of ids)
        assert.deepEqual(
          board.own(assetUrl, userId),
          reference.find((entry) => entry.user.id === userId) ?? null,
        );
    }),
    { numRuns: 300 },
  );
});

test('a page of a search continues where the previous one ended, with global ranks', () => {
  const board = new LoyaltyBoard(null as unknown as Db);
  const rows = ids.map((userId, index) => [
    userId,
    100 - 10 * Math.floor(index / 2),
    1,
    `P${index}`,
    'T',
    null,
  ]);
  board.receive(JSON.stringify({ ids, rows }));
  const first = board.page(assetUrl, { page: 1, limit: 2, search: 'p1' });
  const second = board.page(assetUrl, { page: 2, limit: 2, search: 'p1' });
  // P1, P10, P11 match; P1 shares rank 1 with P0.
  assert.deepEqual(
    [...first.data, ...second.data].map((entry) => [entry.rank, entry.user.gameName]),
    [
      [1, 'P1'],
      [11, 'P10'],
      [11, 'P11'],
    ],
  );
  assert.equal(first.total, 3);
});
