import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DEFAULT_PAIRING,
  type DuoCandidate,
  duoPoints,
  firstCome,
  pairCost,
  type PairingOptions,
  planDuoPairs,
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

describe('duo queue pairing (pure, issue 33)', () => {
  const duo = (duoId: string, a: number, b: number, waitedSeconds = 0): DuoCandidate => ({
    duoId,
    members: [player(`${duoId}-a`, a, waitedSeconds), player(`${duoId}-b`, b, waitedSeconds)],
  });
  const duoNames = (pairs: ReturnType<typeof planDuoPairs>) =>
    pairs.map((pair) => [pair.side1.duoId, pair.side2.duoId].sort().join('+')).sort();

  test('a duo is paired against a duo by combined points, the gap being the combined gap', () => {
    const pairs = planDuoPairs([duo('d1', 1000, 1040), duo('d2', 1010, 1060)], options());
    assert.equal(pairs.length, 1);
    assert.equal(pairs[0].gap, Math.abs(duoPoints(duo('d1', 1000, 1040)) - duoPoints(duo('d2', 1010, 1060))));
    assert.equal(pairs[0].gap, 30);
  });

  test('the duo window is twice the solo one: the same mean gap per player waits the same', () => {
    // A combined gap of 100 is 50 per player: inside the solo base window of 50, so inside the duo one of 100.
    assert.equal(planDuoPairs([duo('d1', 1000, 1000), duo('d2', 1050, 1050)], options()).length, 1);
    // 240 combined (120 each) is outside at first; after 3 s of waiting (50 + 75 = 125 per player) it fits.
    const far = [duo('d1', 1000, 1000), duo('d2', 1120, 1120)];
    assert.equal(planDuoPairs(far, options()).length, 0);
    const waited = [duo('d1', 1000, 1000, 3), duo('d2', 1120, 1120, 3)];
    assert.equal(planDuoPairs(waited, options()).length, 1);
  });

  test('fairness: among four duos the closest ones meet (global, not first-come)', () => {
    const duos = [
      duo('low1', 900, 920),
      duo('high1', 1200, 1210),
      duo('low2', 910, 905),
      duo('high2', 1190, 1230),
    ];
    const pairs = planDuoPairs(duos, options({ maxWindow: 1000, baseWindow: 1000 }));
    assert.deepEqual(duoNames(pairs), ['high1+high2', 'low1+low2']);
    for (const pair of pairs) assert.ok(pair.gap <= 15, `gap ${pair.gap}`);
  });

  test('a rematch with any player of the other duo costs the penalty: the next-best duo is chosen', () => {
    const duos = [duo('d1', 1000, 1000), duo('d2', 1005, 1005), duo('d3', 1010, 1010), duo('d4', 1015, 1015)];
    // d1-b met d2-a recently: d1 is paired with d3 or d4 instead.
    const metRecently = (a: string, b: string) =>
      (a === 'd1-b' && b === 'd2-a') || (a === 'd2-a' && b === 'd1-b');
    const pairs = planDuoPairs(duos, options({ baseWindow: 500, metRecently }));
    assert.equal(pairs.length, 2);
    assert.ok(!duoNames(pairs).includes('d1+d2'), duoNames(pairs).join(', '));
  });

  test('nobody is in two pairs, a lone duo waits, and the side that joined first is side 1', () => {
    const pairs = planDuoPairs(
      [duo('d1', 1000, 1000, 10), duo('d2', 1000, 1000, 20), duo('d3', 1000, 1000, 5)],
      options(),
    );
    assert.equal(pairs.length, 1);
    const [pair] = pairs;
    assert.ok(pair.side1.members[0].joinedAtMs <= pair.side2.members[0].joinedAtMs);
    assert.equal(planDuoPairs([duo('d1', 1000, 1000)], options()).length, 0);
  });
});
