import type { GameDataProviderName, RiotConfig } from '../../config.js';
import type { GameDataProvider } from './game-data-provider.js';
import type { LobbyJoinStore } from './lobby-joins.js';
import type { RiotLog } from './riot/riot-client.js';
import { createRiotGameDataProvider } from './riot/riot-provider.js';
import { createSimulatedGameDataProvider } from './simulated-provider.js';

export type {
  GameAccount,
  GameDataProvider,
  LobbyEvidence,
  MatchIdRange,
  RankedEntry,
  RecentMatchesOptions,
  TournamentCodeGame,
  TournamentCodeLobby,
} from './game-data-provider.js';

export interface GameDataProviderDependencies {
  clock: () => Date;
  /** The game name of a known account, so the player's own row reads right. */
  lookupGameName: (puuid: string) => Promise<string | null>;
  /** `simulated`: the Riot ID the portal holds for an account (the simulation's account-v1 answer). */
  lookupAccount?: (puuid: string) => Promise<{ gameName: string; tagLine: string } | null>;
  /** Where the simulation records lobby joins (the database in the server; memory when omitted). */
  lobbyJoins?: LobbyJoinStore;
  /** Puuids of the accounts a player queues with (the simulation puts some of them in the player's matches). */
  lookupCompanions?: (puuid: string) => Promise<string[]>;
  /** `riot`: the publisher API's configuration (required for that provider). */
  riot?: RiotConfig | null;
  /** `riot`: where the publisher's game-end callbacks are to be posted (registered with tournament-v5). */
  tournamentCallbackUrl?: string;
  /** `riot`: log lines of the publisher calls (never the key). */
  log?: RiotLog;
}

/** The provider named by `GAME_DATA_PROVIDER`: `simulated` (the default) or `riot` (the publisher's API). */
export function createGameDataProvider(
  name: GameDataProviderName,
  dependencies: GameDataProviderDependencies,
): GameDataProvider {
  switch (name) {
    case 'simulated':
      return createSimulatedGameDataProvider(dependencies);
    case 'riot': {
      const { riot } = dependencies;
      if (!riot) throw new Error('GAME_DATA_PROVIDER=riot needs RIOT_API_KEY');
      return createRiotGameDataProvider({
        apiKey: riot.apiKey,
        baseUrl: riot.baseUrl,
        tournamentRegion: riot.tournamentRegion,
        tournamentStub: riot.tournamentStub,
        limits: riot.rateLimits ?? null,
        tournamentCallbackUrl: dependencies.tournamentCallbackUrl ?? 'http://localhost:8090/v1/riot/game-end',
        log: dependencies.log,
      });
    }
  }
}
