import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { relative } from './ids.js';
import { SEED_TOURNAMENTS } from './tournaments.js';

/** The ladder whose daily queue window is open right after seeding (it started exactly 48 hours earlier). */
export const OPEN_LADDER_KEY = 'arena-matchmaking-season';
/**
 * Players with points and stats on the open ladder: its registrations except falcon and layla, who stay
 * unregistered (registration there is closed: the refusal is visible). 26 players, so the leaderboard has two
 * pages of 20.
 */
const UNRANKED = new Set(['falcon', 'layla']);

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
  const ladder = SEED_TOURNAMENTS.find((tournament) => tournament.key === OPEN_LADDER_KEY);
  if (!ladder) return 0;
  const players = ladder.registrations.filter((registration) => !UNRANKED.has(registration.player.key));
  if (players.length === 0) return 0;
  await trx
    .insertInto('matchmaking_players')
    .values(
      players.map((registration, index) => ({
        tournament_id: ladder.id,
        user_id: registration.player.id,
        ...seedLadderStats(index),
        last_search_at: null,
        registered_at: relative(now, { hours: registration.registeredAt }),
      })),
    )
    .execute();
  return players.length;
}
