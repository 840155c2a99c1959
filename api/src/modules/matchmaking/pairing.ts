/**
 * The pairing engine as pure functions: who plays whom in one pass over a ladder's queue. No I/O, no clock of
 * its own; the service feeds it the queue and "now" and writes the pairs in one transaction.
 *
 * Rules:
 * - Two players may meet when their point gap (plus a penalty when they met recently) fits the search window
 *   of the one who has waited longer: the window starts at `baseWindow` points and widens by `widenPerSecond`
 *   for every second of waiting, up to `maxWindow`.
 * - One pass matches the whole queue at once (not first-come): players are sorted by points and a dynamic
 *   programme picks the set of pairs with the most players paired and, among those, the least total cost
 *   (gap + penalties). It considers neighbours in point order and blocks of four (so a recent rematch can be
 *   swapped for the next-best opponent).
 * - `first-come` is the naive baseline for the load test only: arrival order, pairs of two, points ignored.
 */

export interface QueueCandidate {
  userId: string;
  points: number;
  /** When the player joined the queue (ms since the epoch). */
  joinedAtMs: number;
}

export type PairingStrategy = 'global' | 'first-come';

export interface PairingOptions {
  /** The pass's "now" (ms since the epoch). */
  nowMs: number;
  /** Window at 0 s of waiting (points). */
  baseWindow: number;
  /** Points added to the window per second of waiting. */
  widenPerSecond: number;
  /** The widest window (points). */
  maxWindow: number;
  /** Extra cost (points) for a pair that met recently. */
  recentPenalty: number;
  /** True when the two met in one of their recent matches. */
  metRecently: (a: string, b: string) => boolean;
  strategy: PairingStrategy;
}

export const DEFAULT_PAIRING: Omit<PairingOptions, 'nowMs' | 'metRecently' | 'strategy'> = {
  baseWindow: 50,
  widenPerSecond: 25,
  maxWindow: 1000,
  recentPenalty: 300,
};

export interface Pair {
  player1: QueueCandidate;
  player2: QueueCandidate;
  gap: number;
}

/** The search window (points) of a player who has waited `waitMs`. */
export function searchWindow(
  waitMs: number,
  options: Pick<PairingOptions, 'baseWindow' | 'widenPerSecond' | 'maxWindow'>,
): number {
  const waited = Math.max(0, waitMs) / 1000;
  return Math.min(options.maxWindow, options.baseWindow + options.widenPerSecond * waited);
}

/** The cost of pairing a and b (gap plus any rematch penalty), or null when it does not fit the window. */
export function pairCost(a: QueueCandidate, b: QueueCandidate, options: PairingOptions): number | null {
  const gap = Math.abs(a.points - b.points);
  const cost = gap + (options.metRecently(a.userId, b.userId) ? options.recentPenalty : 0);
  const window = Math.max(
    searchWindow(options.nowMs - a.joinedAtMs, options),
    searchWindow(options.nowMs - b.joinedAtMs, options),
  );
  return cost <= window ? cost : null;
}

interface Plan {
  paired: number;
  cost: number;
  pairs: [number, number][];
}

const better = (a: Plan, b: Plan) => a.paired > b.paired || (a.paired === b.paired && a.cost < b.cost);

/** The pairs of one pass, each with player1 the one who joined first. */
export function planPairs(queue: readonly QueueCandidate[], options: PairingOptions): Pair[] {
  if (options.strategy === 'first-come') return firstCome(queue);
  const sorted = [...queue].sort(
    (a, b) => a.points - b.points || a.joinedAtMs - b.joinedAtMs || a.userId.localeCompare(b.userId),
  );
  const n = sorted.length;
  const plans: Plan[] = [{ paired: 0, cost: 0, pairs: [] }];
  const cost = (i: number, j: number) => pairCost(sorted[i], sorted[j], options);
  const extend = (base: Plan, add: [number, number][], addCost: number): Plan => ({
    paired: base.paired + add.length * 2,
    cost: base.cost + addCost,
    pairs: base.pairs.concat(add),
  });
  for (let i = 1; i <= n; i += 1) {
    // Player i-1 sits this pass out.
    let best = plans[i - 1];
    // i-2 with i-1.
    if (i >= 2) {
      const c = cost(i - 2, i - 1);
      if (c !== null) {
        const candidate = extend(plans[i - 2], [[i - 2, i - 1]], c);
        if (better(candidate, best)) best = candidate;
      }
    }
    // i-3 with i-1, i-2 waits (skipping a penalised or too-far neighbour).
    if (i >= 3) {
      const c = cost(i - 3, i - 1);
      if (c !== null) {
        const candidate = extend(plans[i - 3], [[i - 3, i - 1]], c);
        if (better(candidate, best)) best = candidate;
      }
    }
    // A block of four paired across: (a,c)+(b,d) or (a,d)+(b,c).
    if (i >= 4) {
      const [a, b, c, d] = [i - 4, i - 3, i - 2, i - 1];
      for (const [[p, q], [r, s]] of [
        [
          [a, c],
          [b, d],
        ],
        [
          [a, d],
          [b, c],
        ],
      ] as [number, number][][]) {
        const c1 = cost(p, q);
        const c2 = cost(r, s);
        if (c1 === null || c2 === null) continue;
        const candidate = extend(
          plans[i - 4],
          [
            [p, q],
            [r, s],
          ],
          c1 + c2,
        );
        if (better(candidate, best)) best = candidate;
      }
    }
    plans.push(best);
  }
  return plans[n].pairs.map(([i, j]) => toPair(sorted[i], sorted[j]));
}

function toPair(a: QueueCandidate, b: QueueCandidate): Pair {
  const [player1, player2] = a.joinedAtMs <= b.joinedAtMs ? [a, b] : [b, a];
  return { player1, player2, gap: Math.abs(a.points - b.points) };
}

/** The naive baseline: in order of arrival, each two consecutive players are a pair, whatever their points. */
export function firstCome(queue: readonly QueueCandidate[]): Pair[] {
  const ordered = [...queue].sort((a, b) => a.joinedAtMs - b.joinedAtMs || a.userId.localeCompare(b.userId));
  const pairs: Pair[] = [];
  for (let index = 0; index + 1 < ordered.length; index += 2)
    pairs.push(toPair(ordered[index], ordered[index + 1]));
  return pairs;
}

/**
 * The duo queue (issue 33): two players who queue together are one unit, paired only against another duo, side
 * against side (a 2-player side each; both players of a side share its result). A duo is never paired against two
 * solo players: the solo players queued for a match of their own, and a premade pair against two strangers is the
 * unfair match the premade bonus should not buy. The plan is the solo one (`planPairs`, the same global
 * programme) over the duos' combined points, with every window and the rematch penalty doubled: a combined gap of
 * 2w is a gap of w per player, so a duo waits for the same fairness as a solo player. A duo joined the queue when
 * it was queued (both rows carry the same time); it met a duo recently when any of its players met any of theirs.
 */
export interface DuoCandidate {
  duoId: string;
  members: readonly [QueueCandidate, QueueCandidate];
}

export interface DuoPair {
  /** The duo that joined first. */
  side1: DuoCandidate;
  side2: DuoCandidate;
  /** The gap of the two duos' combined points. */
  gap: number;
}

/** Players in a duo. */
export const DUO_SIZE = 2;

/** A duo's combined points. */
export function duoPoints(duo: DuoCandidate): number {
  return duo.members[0].points + duo.members[1].points;
}

/** The duo-against-duo pairs of one pass (see `DuoCandidate`). */
export function planDuoPairs(duos: readonly DuoCandidate[], options: PairingOptions): DuoPair[] {
  const byId = new Map(duos.map((duo) => [duo.duoId, duo]));
  const units: QueueCandidate[] = duos.map((duo) => ({
    userId: duo.duoId,
    points: duoPoints(duo),
    joinedAtMs: Math.max(duo.members[0].joinedAtMs, duo.members[1].joinedAtMs),
  }));
  const metRecently = (a: string, b: string) => {
    const [first, second] = [byId.get(a), byId.get(b)];
    if (!first || !second) return false;
    return first.members.some((mine) =>
      second.members.some((theirs) => options.metRecently(mine.userId, theirs.userId)),
    );
  };
  const pairs = planPairs(units, {
    ...options,
    baseWindow: options.baseWindow * DUO_SIZE,
    widenPerSecond: options.widenPerSecond * DUO_SIZE,
    maxWindow: options.maxWindow * DUO_SIZE,
    recentPenalty: options.recentPenalty * DUO_SIZE,
    metRecently,
  });
  return pairs.map((pair) => ({
    side1: byId.get(pair.player1.userId)!,
    side2: byId.get(pair.player2.userId)!,
    gap: pair.gap,
  }));
}

/** Expected-score points rule (K = 32, 400-point scale): what the winner gains and the loser gives up. */
export const POINTS_K = 32;
export function pointsDelta(winnerPoints: number, loserPoints: number, k = POINTS_K): number {
  const expected = 1 / (1 + 10 ** ((loserPoints - winnerPoints) / 400));
  return Math.max(1, Math.round(k * (1 - expected)));
}
