import type { TournamentCodeGame } from '../../providers/game-data/index.js';
import { RESULT_WINDOW_MS } from './matchmaking-service.js';

/**
 * How far before the match's creation its game may seem to start: the lobby code is asked of the publisher before
 * the match is written, and the publisher's clock is not ours.
 */
export const GAME_CLOCK_SKEW_MS = 60_000;

/** Why a game cannot settle a ladder match: other accounts played it, or it was played outside the match's window. */
export type GameMismatch = 'players' | 'window';

/**
 * Whether the game played with a ladder match's code settles that match (issue 33): exactly the match's accounts
 * (two, or four in a duo match) played it (by puuid; the user id for an account without one), one of them won, and it was played in the
 * match's window — from its creation to the end of its result window (`RESULT_WINDOW_MS`, when the players'
 * reports are the fallback). The game's start counts when the publisher gives it, else its end.
 */
export function gameMismatch(
  match: { createdAt: Date; accounts: readonly string[] },
  game: Pick<TournamentCodeGame, 'accounts' | 'winningSide' | 'startedAt' | 'finishedAt'>,
): GameMismatch | null {
  const played = new Set(game.accounts);
  const expected = new Set(match.accounts);
  const samePlayers = played.size === expected.size && [...expected].every((account) => played.has(account));
  if (!samePlayers || game.winningSide === null) return 'players';
  const createdMs = match.createdAt.getTime();
  const startMs = Date.parse(game.startedAt ?? game.finishedAt);
  const endMs = Date.parse(game.finishedAt);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return 'window';
  if (startMs < createdMs - GAME_CLOCK_SKEW_MS || endMs > createdMs + RESULT_WINDOW_MS) return 'window';
  return null;
}
