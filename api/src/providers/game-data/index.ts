import type { GameDataProviderName } from '../../config.js';
import type { GameDataProvider } from './game-data-provider.js';
import type { LobbyJoinStore } from './lobby-joins.js';
import { createSimulatedGameDataProvider } from './simulated-provider.js';

export type {
  GameDataProvider,
  LobbyEvidence,
  MatchIdRange,
  RecentMatchesOptions,
  TournamentCodeGame,
  TournamentCodeLobby,
} from './game-data-provider.js';

export interface GameDataProviderDependencies {
  clock: () => Date;
  /** The game name of a known account, so the player's own row reads right. */
  lookupGameName: (puuid: string) => Promise<string | null>;
  /** Where the simulation records lobby joins (the database in the server; memory when omitted). */
  lobbyJoins?: LobbyJoinStore;
  /** Puuids of the accounts a player queues with (the simulation puts some of them in the player's matches). */
  lookupCompanions?: (puuid: string) => Promise<string[]>;
}

/** The provider named by `GAME_DATA_PROVIDER`. Only `simulated` exists so far. */
export function createGameDataProvider(
  name: GameDataProviderName,
  dependencies: GameDataProviderDependencies,
): GameDataProvider {
  switch (name) {
    case 'simulated':
      return createSimulatedGameDataProvider(dependencies);
  }
}
