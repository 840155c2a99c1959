import type { MatchHistoryMatch } from '@arena/contract';
import type { RankDivision, RankTier } from '@arena/contract/rules';

export interface RecentMatchesOptions {
  /** Platform of the account (`me1`, `euw1`); the real provider routes its calls by it. */
  region?: string;
}

/** Which of a player's match ids to list (the publisher's match ids by puuid). */
export interface MatchIdRange extends RecentMatchesOptions {
  /** Matches that started at or after this moment. */
  startTime: Date;
  /** ...and before this one (default: now). */
  endTime?: Date;
  /** At most this many, the newest (default: all of the range). */
  count?: number;
}

/**
 * The game publisher's data, behind one interface (DESIGN §5): match history now; tournament codes and lobby
 * evidence are added by the issues that need them. `simulated` is the local implementation; a real one talks to
 * the publisher's match-v5 / tournament-v5 API and is selected with `GAME_DATA_PROVIDER`.
 */
/** A finished game played in a lobby created with a tournament code (the publisher's match-by-code lookup). */
export interface TournamentCodeGame {
  /** The publisher's match id. */
  matchId: string;
  tournamentCode: string;
  /** When the game started, ISO 8601, when the publisher's match data says (null when it could not be read). */
  startedAt: string | null;
  /** When the game ended, ISO 8601. */
  finishedAt: string;
  /**
   * Which side of the lobby won: 1 is the side of the match's first participant; null when the game's winners are
   * not one side of the expected lobby (other accounts played with the code).
   */
  winningSide: 1 | 2 | null;
  /** Every account that played the game (puuids; the simulation's are the expected lobby's), both teams. */
  accounts: string[];
}

/** Who was expected in the lobby, by side (puuids, or user ids for accounts without one). */
export interface TournamentCodeLobby {
  side1: string[];
  side2: string[];
}

/** Who has joined a tournament code's lobby so far, and whether the game has started (matchmaking, P1 §4). */
export interface LobbyEvidence {
  /** The accounts seen in the lobby: user ids (simulation) or puuids (the publisher's lobby events). */
  joined: string[];
  gameStarted: boolean;
}

/** A game account's Riot ID as the publisher knows it now (account-v1): players can change it at any time. */
export interface GameAccount {
  puuid: string;
  gameName: string;
  tagLine: string;
}

/** A player's solo queue standing (league-v4 `RANKED_SOLO_5x5`); division null for Master and above. */
export interface RankedEntry {
  tier: RankTier;
  division: RankDivision | null;
  leaguePoints: number;
}

export interface GameDataProvider {
  readonly name: string;
  /**
   * The player's solo queue rank, or null when unranked in it (league-v4 entries by puuid, on the platform of
   * `region`). Throws when the provider cannot answer: callers keep what they had (issue 33).
   */
  getRankedEntry(puuid: string, region?: string): Promise<RankedEntry | null>;
  /** The game account's level (summoner-v4 by puuid), or null for an unknown account; throws on a failure. */
  getAccountLevel(puuid: string, region?: string): Promise<number | null>;
  /**
   * The account's current game name and tag line, or null for an unknown puuid (account-v1 by puuid, routed by
   * the player's platform `region`). The simulation answers the portal's own record: nothing changes there.
   */
  getAccount(puuid: string, region?: string): Promise<GameAccount | null>;
  /** The player's most recent matches, newest first, in the publisher's match-v5 shape. */
  getRecentMatches(
    puuid: string,
    count: number,
    options?: RecentMatchesOptions,
  ): Promise<MatchHistoryMatch[]>;
  /** Ids of the player's finished matches in a time range, newest first (the match sync lists, then reads). */
  listMatchIds(puuid: string, range: MatchIdRange): Promise<string[]>;
  /**
   * One of the player's matches by id, or null when there is none. The real provider reads the match by id
   * (match-v5); the simulation rebuilds it from the player and the id.
   */
  getMatch(puuid: string, matchId: string): Promise<MatchHistoryMatch | null>;
  /**
   * The game played with a tournament code, or null when none has finished with it yet. The real provider reads
   * the publisher's matches by tournament code and maps its teams onto the lobby's sides; who played is the
   * caller's to check (`accounts`, `winningSide` null when the winners are not one side of the lobby).
   */
  getTournamentCodeGame(
    tournamentCode: string,
    lobby: TournamentCodeLobby,
  ): Promise<TournamentCodeGame | null>;
  /**
   * A new tournament code for a matchmaking match (the publisher's tournament-v5 code call). Matchmaking matches
   * are one against one, so the lobby's team size defaults to 1.
   */
  createTournamentCode(options?: { teamSize?: number }): Promise<string>;
  /** Lobby evidence of a tournament code: who joined, and whether the game started. */
  getLobbyEvidence(tournamentCode: string): Promise<LobbyEvidence>;
  /**
   * Simulation only: records that an account joined a code's lobby (`POST /v1/dev/lobby/{code}/join`). The
   * simulated game starts once two accounts have joined. Real providers leave it undefined.
   */
  recordLobbyJoin?(tournamentCode: string, account: string): Promise<void>;
}
