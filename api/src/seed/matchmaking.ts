import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { relative } from './ids.js';
import { SEED_TOURNAMENTS } from './tournaments.js';

/**
 * The ladders still running at the seed time. Each registration of a ladder is a player on it, with points and
 * stats, as registering through matchmaking makes both at once (`registerPlayer`): the account pages (which read
 * registrations) and the ladder's panel (which reads its players) tell the same. The open ladder has 26 players,
 * so its leaderboard has two pages of 20. Ended ladders get their final standings with their payouts
 * (seed/payments.ts).
 */
const RUNNING_LADDERS = SEED_TOURNAMENTS.filter(
  (tournament) => tournament.tournamentType === 'matchmaking' && tournament.schedule.ends > 0,
);

/** Deterministic points and stats: the n-th player of the list, from strongest to weakest. */
export function seedLadderStats(index: number) {
  const gamesPlayed = 4 + ((index * 7) % 11);
  const wins = Math.max(0, Math.min(gamesPlayed, Math.round(gamesPlayed * (0.85 - index * 0.028))));
  return {
    points: 1180 - index * 13 - (index % 3) * 4,
    games_played: gamesPlayed,
    wins,
    losses: gamesPlayed - wins,
  };
}

export async function seedMatchmaking(trx: Transaction<Database>, now: Date): Promise<number> {
  const rows = RUNNING_LADDERS.flatMap((ladder) =>
    ladder.registrations.map((registration, index) => ({
      tournament_id: ladder.id,
      user_id: registration.player.id,
      ...seedLadderStats(index),
      last_search_at: null,
      registered_at: relative(now, { hours: registration.registeredAt }),
    })),
  );
  if (rows.length === 0) return 0;
  await trx.insertInto('matchmaking_players').values(rows).execute();
  return rows.length;
}
