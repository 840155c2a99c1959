import type { MatchHistoryMatch } from '../../contract/api-types.js';

export interface RecentMatchesOptions {
  /** Platform of the account (`me1`, `euw1`); the real provider routes its calls by it. */
  region?: string;
}

/**
 * The game publisher's data, behind one interface (DESIGN §5): match history now; tournament codes and lobby
 * evidence are added by the issues that need them. `simulated` is the local implementation; a real one talks to
 * the publisher's match-v5 / tournament-v5 API and is selected with `GAME_DATA_PROVIDER`.
 */
export interface GameDataProvider {
  readonly name: string;
  /** The player's most recent matches, newest first, in the publisher's match-v5 shape. */
  getRecentMatches(
    puuid: string,
    count: number,
    options?: RecentMatchesOptions,
  ): Promise<MatchHistoryMatch[]>;
}
