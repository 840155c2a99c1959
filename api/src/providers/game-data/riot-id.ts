import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { GameDataProvider } from './game-data-provider.js';
import { providerFailure } from './provider-failure.js';

/** What a refresh uses: the app context has all of it. */
export interface RiotIdContext {
  db: Db;
  gameData: GameDataProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  clock: () => Date;
}

/** What a refresh did: the Riot ID changed, was already right, or could not be checked now. */
export type RiotIdRefresh = 'updated' | 'unchanged' | 'unavailable';

/**
 * Brings a player's game name and tag line up to date with the game-data provider (account-v1 by puuid): players
 * change their Riot ID on the publisher's side, and the portal shows it on profiles, brackets and leaderboards.
 * Run when they sign in and when their pass sync starts. Best effort: a player without a game account, a provider
 * failure, an unknown puuid, or a Riot ID another portal account still holds leaves the row as it is (logged
 * without the provider's details): the provider never fails the caller.
 */
export async function refreshRiotId(context: RiotIdContext, userId: string): Promise<RiotIdRefresh> {
  const { db, gameData, log } = context;
  const user = await db
    .selectFrom('users')
    .select(['puuid', 'region', 'game_name', 'tag_line'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.puuid) return 'unchanged';
  let account;
  try {
    account = await gameData.getAccount(user.puuid, user.region.toLowerCase());
  } catch (error) {
    log.warn(
      { userId, provider: gameData.name, failure: providerFailure(error) },
      'riot id refresh: account unavailable from the game-data provider',
    );
    return 'unavailable';
  }
  if (!account || !account.gameName || !account.tagLine) return 'unavailable';
  if (account.gameName === user.game_name && account.tagLine === user.tag_line) return 'unchanged';
  try {
    await db
      .updateTable('users')
      .set({ game_name: account.gameName, tag_line: account.tagLine, updated_at: context.clock() })
      .where('id', '=', userId)
      .where('puuid', '=', user.puuid)
      .execute();
  } catch (error) {
    // The Riot ID is unique on the portal: another account holds it until its own refresh.
    if ((error as { code?: string }).code !== '23505') throw error;
    log.warn({ userId }, 'riot id refresh: the new Riot ID is still held by another portal account');
    return 'unavailable';
  }
  log.info({ userId }, 'riot id refresh: game name and tag line updated from the game-data provider');
  return 'updated';
}
