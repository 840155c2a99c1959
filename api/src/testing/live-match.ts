import assert from 'node:assert/strict';
import type { Db } from '../db/database.js';
import { playersOfBracketMatch } from '../modules/matches/match-players.js';
import { seedId } from '../seed/ids.js';
import { seedPlayer } from '../seed/players.js';

/** The seeded live swiss tournament whose round two is being played; Nour meets Hamza there. */
export const LIVE_SWISS = seedId('tournament', 'sands-of-valor');

/**
 * The id (as a chat's `match_id`) of the bracket match Nour is playing in the live swiss tournament (a match in
 * progress, status 2): the match the chat, socket and upload tests join. Fails, naming it, when there is none.
 */
export async function nourLiveMatchId(db: Db): Promise<string> {
  let matchId: string | undefined;
  const matches = await db
    .selectFrom('bracket_matches')
    .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
    .select('bracket_matches.id')
    .where('bracket_stages.tournament_id', '=', LIVE_SWISS)
    .where('bracket_matches.status', '=', 2)
    .execute();
  for (const match of matches) {
    const players = await playersOfBracketMatch(db, LIVE_SWISS, match.id);
    if (players.some((player) => player.userId === seedPlayer('nour').id)) matchId = String(match.id);
  }
  assert.ok(matchId, 'Nour plays a live match');
  return matchId;
}
