import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DEFAULT_PAIRING,
  firstCome,
  pairCost,
  type PairingOptions,
  planPairs,
  pointsDelta,
  type QueueCandidate,
  searchWindow,
} from './pairing.js';

const NOW = Date.parse('2030-03-10T12:00:00Z');
const options = (overrides: Partial<PairingOptions> = {}): PairingOptions => ({
  ...DEFAULT_PAIRING,
  nowMs: NOW,
  strategy: 'global',
  metRecently: () => false,
  ...overrides,
});
const player = (userId: string, points: number, waitedSeconds = 0): QueueCandidate => ({
  userId,
  points,
  joinedAtMs: NOW - waitedSeconds * 1000,
});
const names = (pairs: ReturnType<typeof planPairs>) =>
  pairs.map((pair) => [pair.player1.userId, pair.player2.userId].sort().join('+')).sort();

describe('pairing engine (pure)', () => {
  test('the search window widens with waiting time, up to its maximum', () => {
    assert.equal(searchWindow(0, DEFAULT_PAIRING), DEFAULT_PAIRING.baseWindow);
    assert.equal(
      searchWindow(10_000, DEFAULT_PAIRING),
      DEFAULT_PAIRING.baseWindow + 10 * DEFAULT_PAIRING.widenPerSecond,
    );
    assert.equal(searchWindow(3_600_000, DEFAULT_PAIRING), DEFAULT_PAIRING.maxWindow);
  });

  test('a far opponent is refused at first and accepted once the wait has widened the window', () => {
    const fresh = [player('a', 1000), player('b', 1300)];
    assert.deepEqual(planPairs(fresh, options()), []);
    assert.equal(pairCost(fresh[0], fresh[1], options()), null);
    const waited = [player('a', 1000, 12), player('b', 1300)];
    assert.deepEqual(names(planPairs(waited, options())), ['a+b']);
  });

  test('a recent opponent costs a penalty: the next-best opponent is taken instead', () => {
    const queue = [player('a', 1000, 5), player('b', 1010, 5), player('c', 1040, 5), player('d', 1400, 0)];
    assert.deepEqual(names(planPairs(queue, options())), ['a+b']);
    const metAB = options({
      metRecently: (x, y) => [x, y].sort().join() === 'a,b',
    });
    assert.deepEqual(names(planPairs(queue, metAB)), ['b+c']); // not the rematch a+b
    // With nobody else in reach, the rematch waits until the windows have widened past the penalty.
    const two = [player('a', 1000, 5), player('b', 1010, 5)];
    assert.deepEqual(planPairs(two, metAB), []);
    assert.deepEqual(names(planPairs([player('a', 1000, 20), player('b', 1010, 20)], metAB)), ['a+b']);
  });

  test('one global pass pairs neighbours by points, not by arrival', () => {
    // Arrival order alternates strong and weak players: first-come pairs across the gap.
    const queue = [
      player('s1', 1500, 30),
      player('w1', 900, 29),
      player('s2', 1510, 28),
      player('w2', 905, 27),
    ];
    const global = planPairs(queue, options());
    const naive = planPairs(queue, options({ strategy: 'first-come' }));
    assert.deepEqual(names(global), ['s1+s2', 'w1+w2']);
    assert.deepEqual(names(naive), ['s1+w1', 's2+w2']);
    const total = (pairs: typeof global) => pairs.reduce((sum, pair) => sum + pair.gap, 0);
    assert.equal(total(global), 15);
    assert.equal(total(naive), 1205);
  });

  test('global matching keeps the mean gap far below first-come on a random queue, pairing as many', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const queue = Array.from({ length: 200 }, (_, index) =>
      player(`p${index}`, Math.round(800 + random() * 600), 60 - index * 0.2),
    );
    const global = planPairs(queue, options());
    const naive = firstCome(queue);
    const mean = (pairs: typeof global) => pairs.reduce((sum, pair) => sum + pair.gap, 0) / pairs.length;
    assert.equal(global.length, 100);
    assert.ok(mean(global) < mean(naive) / 10, `${mean(global)} vs ${mean(naive)}`);
    const used = global.flatMap((pair) => [pair.player1.userId, pair.player2.userId]);
    assert.equal(new Set(used).size, used.length, 'nobody is paired twice in a pass');
  });

  test('player1 is the one who joined first', () => {
    const [pair] = planPairs([player('late', 1000, 1), player('early', 1001, 9)], options());
    assert.equal(pair.player1.userId, 'early');
  });

  test('expected-score points: beating a stronger player gains more (K 32, 400 scale)', () => {
    assert.equal(pointsDelta(1000, 1000), 16);
    assert.ok(pointsDelta(1000, 1200) > 16);
    assert.ok(pointsDelta(1200, 1000) < 16);
    assert.equal(pointsDelta(1000, 1400), 29);
    assert.equal(pointsDelta(1400, 1000), 3);
  });
});
