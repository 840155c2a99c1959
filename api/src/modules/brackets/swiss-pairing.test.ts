import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pairSwissRound, type SwissGame, swissRoundCount, swissStandings } from './swiss-pairing.js';

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const key = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Plays a pairing: the better seed (lower id) wins unless `upset` says otherwise. */
function play(
  pairing: { pairs: [number, number][]; bye: number | null },
  upset = new Set<string>(),
): SwissGame[] {
  const games: SwissGame[] = pairing.pairs.map(([a, b]) => {
    const favourite = Math.min(a, b);
    const other = Math.max(a, b);
    return { opponent1: a, opponent2: b, winner: upset.has(key(a, b)) ? other : favourite };
  });
  if (pairing.bye !== null) games.push({ opponent1: pairing.bye, opponent2: null, winner: pairing.bye });
  return games;
}

describe('swiss pairing', () => {
  test('round one pairs everybody once, in seed order, without a bye for an even field', () => {
    const pairing = pairSwissRound(range(8), []);
    assert.deepEqual(pairing, {
      pairs: [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 8],
      ],
      bye: null,
    });
  });

  test('round two pairs winners with winners and losers with losers (score groups)', () => {
    const round1 = play(pairSwissRound(range(8), [])!);
    const pairing = pairSwissRound(range(8), round1)!;
    const winners = new Set([1, 3, 5, 7]);
    assert.equal(pairing.pairs.length, 4);
    for (const [a, b] of pairing.pairs) assert.equal(winners.has(a), winners.has(b), `${a} vs ${b}`);
    assert.deepEqual(pairing.pairs, [
      [1, 3],
      [5, 7],
      [2, 4],
      [6, 8],
    ]);
  });

  test('five rounds of sixteen players: never a rematch, everybody plays every round', () => {
    const players = range(16);
    const games: SwissGame[] = [];
    const seen = new Set<string>();
    for (let round = 1; round <= 5; round += 1) {
      const pairing = pairSwissRound(players, games);
      assert.ok(pairing, `round ${round} could be paired`);
      assert.equal(pairing.bye, null);
      const inRound = pairing.pairs.flat();
      assert.deepEqual(
        [...inRound].sort((a, b) => a - b),
        players,
        `round ${round} uses every player once`,
      );
      for (const [a, b] of pairing.pairs) {
        assert.ok(!seen.has(key(a, b)), `round ${round}: ${a} and ${b} already met`);
        seen.add(key(a, b));
      }
      // Upsets in round 2 make the score groups uneven, so floats are needed later.
      games.push(...play(pairing, round === 2 ? new Set([key(1, 3), key(2, 4)]) : undefined));
    }
    const standings = swissStandings(players, games);
    assert.equal(standings[0].wins, 5);
    assert.ok(standings.every((entry) => entry.wins + entry.losses === 5));
  });

  test('a rematch inside a score group makes players float to another group', () => {
    const games: SwissGame[] = [
      { opponent1: 1, opponent2: 2, winner: 1 },
      { opponent1: 3, opponent2: 4, winner: 3 },
      { opponent1: 1, opponent2: 3, winner: 1 },
      { opponent1: 2, opponent2: 4, winner: 4 },
    ];
    // 3 and 4 are the one-win group, but they met in round one: each is paired across groups instead.
    assert.deepEqual(pairSwissRound([1, 2, 3, 4], games), {
      pairs: [
        [1, 4],
        [3, 2],
      ],
      bye: null,
    });
  });

  test('an odd field gives the bye to the lowest-placed player without one, never twice', () => {
    const players = range(5);
    const games: SwissGame[] = [];
    const byes: number[] = [];
    for (let round = 1; round <= swissRoundCount(players.length); round += 1) {
      const pairing = pairSwissRound(players, games);
      if (!pairing) break;
      assert.notEqual(pairing.bye, null);
      byes.push(pairing.bye!);
      games.push(...play(pairing));
    }
    assert.equal(byes[0], 5, 'round one: the last seed sits out');
    assert.equal(new Set(byes).size, byes.length, `nobody has two byes: ${byes.join(', ')}`);
    const standings = swissStandings(players, games);
    for (const entry of standings) {
      assert.equal(entry.opponents.length, new Set(entry.opponents).size, `${entry.id} met nobody twice`);
    }
  });

  test('no pairing without a rematch: null', () => {
    const games: SwissGame[] = [{ opponent1: 1, opponent2: 2, winner: 2 }];
    assert.equal(pairSwissRound([1, 2], games), null);
  });

  test('a round cannot be paired while the previous one is unfinished', () => {
    assert.throws(
      () => pairSwissRound([1, 2, 3, 4], [{ opponent1: 1, opponent2: 2, winner: null }]),
      /not finished/,
    );
  });

  test('standings: wins, then Buchholz, then seed; byes count as wins', () => {
    const games: SwissGame[] = [
      { opponent1: 1, opponent2: 2, winner: 2 },
      { opponent1: 3, opponent2: null, winner: 3 },
    ];
    const standings = swissStandings([1, 2, 3], games);
    assert.deepEqual(
      standings.map((entry) => [entry.id, entry.wins, entry.byes]),
      [
        [2, 1, 0],
        [3, 1, 1],
        [1, 0, 0],
      ],
    );
  });

  test('round count: five, fewer for small fields', () => {
    assert.equal(swissRoundCount(16), 5);
    assert.equal(swissRoundCount(5), 5);
    assert.equal(swissRoundCount(4), 3);
    assert.equal(swissRoundCount(3), 3);
    assert.equal(swissRoundCount(1), 0);
  });

  test('a withdrawn (disqualified) player keeps their games but is paired no more', () => {
    const first = play(pairSwissRound(range(6), [])!);
    const next = pairSwissRound(range(6), first, new Set([2]))!;
    const paired = [...next.pairs.flat(), ...(next.bye === null ? [] : [next.bye])];
    assert.deepEqual([...paired].sort(), [1, 3, 4, 5, 6]);
    assert.notEqual(next.bye, null, 'five left: one has a bye');
    assert.equal(pairSwissRound(range(2), [], new Set([1])), null);
  });
});
