/**
 * Swiss rounds (brackets-manager has no swiss stage): every round pairs players with the same score where it can,
 * never pairs two players who already met, and gives the odd player out a bye (counted as a win) — never twice
 * to the same player while someone else has had none.
 */

/** A game of a previous round: `opponent2` null is a bye; `winner` null means it has not been played yet. */
export interface SwissGame {
  opponent1: number;
  opponent2: number | null;
  winner: number | null;
}

export interface SwissStanding {
  id: number;
  /** 1 for the first of the seeding (registration order). */
  seed: number;
  wins: number;
  losses: number;
  byes: number;
  /** Sum of the wins of the opponents met (byes excluded): the first tie-break. */
  buchholz: number;
  opponents: number[];
}

export interface SwissRoundPairing {
  pairs: [number, number][];
  bye: number | null;
}

/** Planned swiss rounds: five, or fewer when there are not enough opponents for five rounds without rematches. */
export function swissRoundCount(participantCount: number): number {
  if (participantCount < 2) return 0;
  const possible = participantCount % 2 === 0 ? participantCount - 1 : participantCount;
  return Math.min(5, possible);
}

/**
 * Standings after the given games: most wins first, then Buchholz, then the seeding. Byes count as wins. Used for
 * swiss and round-robin stages alike (in a round robin Buchholz only breaks ties between equal records).
 */
export function swissStandings(
  participants: readonly number[],
  games: readonly SwissGame[],
): SwissStanding[] {
  const byId = new Map<number, SwissStanding>(
    participants.map((id, index) => [
      id,
      { id, seed: index + 1, wins: 0, losses: 0, byes: 0, buchholz: 0, opponents: [] },
    ]),
  );
  const standing = (id: number) => {
    const found = byId.get(id);
    if (!found) throw new Error(`swiss: participant ${id} is not in the stage`);
    return found;
  };
  for (const game of games) {
    const first = standing(game.opponent1);
    if (game.opponent2 === null) {
      first.byes += 1;
      first.wins += 1;
      continue;
    }
    const second = standing(game.opponent2);
    first.opponents.push(second.id);
    second.opponents.push(first.id);
    if (game.winner === null) continue;
    if (game.winner !== first.id && game.winner !== second.id) {
      throw new Error(`swiss: winner ${game.winner} did not play game ${first.id}–${second.id}`);
    }
    const [winner, loser] = game.winner === first.id ? [first, second] : [second, first];
    winner.wins += 1;
    loser.losses += 1;
  }
  for (const entry of byId.values()) {
    entry.buchholz = entry.opponents.reduce((sum, opponent) => sum + standing(opponent).wins, 0);
  }
  return [...byId.values()].sort((a, b) => b.wins - a.wins || b.buchholz - a.buchholz || a.seed - b.seed);
}

/** Search steps before giving up: pairings of a few dozen players finish in a handful. */
const SEARCH_BUDGET = 200_000;

/**
 * The next round's pairs, or null when no pairing without a rematch exists. Players are taken by score (then
 * seed) and each is paired with the nearest one below it they have not met yet, backtracking when a choice
 * would leave someone without a legal opponent; so pairs stay inside a score group unless a rematch forces a
 * player to float to the next group. Every game of earlier rounds must have been played. Players in `withdrawn`
 * (disqualified) keep their past games but are paired no more.
 */
export function pairSwissRound(
  participants: readonly number[],
  games: readonly SwissGame[],
  withdrawn: ReadonlySet<number> = new Set(),
): SwissRoundPairing | null {
  if (games.some((game) => game.opponent2 !== null && game.winner === null)) {
    throw new Error('swiss: the previous round is not finished');
  }
  const standings = swissStandings(participants, games).filter((entry) => !withdrawn.has(entry.id));
  if (standings.length < 2) return null;
  const met = new Map(standings.map((entry) => [entry.id, new Set(entry.opponents)]));
  const order = standings.map((entry) => entry.id);
  let budget = SEARCH_BUDGET;

  const pairAll = (pool: number[]): [number, number][] | null => {
    if (pool.length === 0) return [];
    const [first, ...others] = pool;
    for (let index = 0; index < others.length; index += 1) {
      if (budget-- <= 0) return null;
      const candidate = others[index];
      if (met.get(first)!.has(candidate)) continue;
      const rest = pairAll([...others.slice(0, index), ...others.slice(index + 1)]);
      if (rest) return [[first, candidate], ...rest];
    }
    return null;
  };

  if (order.length % 2 === 0) {
    const pairs = pairAll(order);
    return pairs ? { pairs, bye: null } : null;
  }

  // The bye goes to the lowest-placed player who has had the fewest byes.
  const byesOf = new Map(standings.map((entry) => [entry.id, entry.byes]));
  const candidates = [...order].reverse().sort((a, b) => byesOf.get(a)! - byesOf.get(b)!);
  for (const bye of candidates) {
    const pairs = pairAll(order.filter((id) => id !== bye));
    if (pairs) return { pairs, bye };
    if (budget <= 0) break;
  }
  return null;
}
