import type { Db } from '../../db/database.js';

/**
 * Where the simulated provider keeps lobby joins: the database, so that a join recorded through one API instance
 * is evidence for a no-show claim answered by another; or memory, for a provider used on its own in tests.
 */
export interface LobbyJoinStore {
  add(tournamentCode: string, account: string): Promise<void>;
  /** The accounts that joined, first join first. */
  accounts(tournamentCode: string): Promise<string[]>;
}

export function memoryLobbyJoins(): LobbyJoinStore {
  const lobbies = new Map<string, Set<string>>();
  return {
    async add(tournamentCode, account) {
      const lobby = lobbies.get(tournamentCode) ?? new Set<string>();
      lobby.add(account);
      lobbies.set(tournamentCode, lobby);
    },
    async accounts(tournamentCode) {
      return [...(lobbies.get(tournamentCode) ?? [])];
    },
  };
}

export function databaseLobbyJoins(db: Db): LobbyJoinStore {
  return {
    async add(tournamentCode, account) {
      await db
        .insertInto('simulated_lobby_joins')
        .values({ tournament_code: tournamentCode, account })
        .onConflict((conflict) => conflict.columns(['tournament_code', 'account']).doNothing())
        .execute();
    },
    async accounts(tournamentCode) {
      const rows = await db
        .selectFrom('simulated_lobby_joins')
        .select('account')
        .where('tournament_code', '=', tournamentCode)
        .orderBy('joined_at')
        .orderBy('account')
        .execute();
      return rows.map((row) => row.account);
    },
  };
}
