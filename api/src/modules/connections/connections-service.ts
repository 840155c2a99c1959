import { randomBytes } from 'node:crypto';
import { generateCodeVerifier } from 'arctic';
import type { Selectable } from 'kysely';
import type { Connections, DiscordAccount, TwitterAccount } from '@arena/contract';
import type { Db } from '../../db/database.js';
import type { ConnectionsTable, OauthStatesTable } from '../../db/schema.js';
import type {
  ConnectionProvider,
  ConnectionProviderName,
  LinkedAccountProfile,
} from './connection-provider.js';
import type { AssetUrl } from '../../context.js';
import { bothLanguages } from '../../i18n/translate.js';

export type ConnectionRow = Selectable<ConnectionsTable>;
export type LinkStateRow = Selectable<OauthStatesTable>;

/** How long a started round trip stays usable. */
export const LINK_STATE_TTL_MS = 10 * 60 * 1000;

/** The display name used in messages ("Discord account unlinked successfully"). */
export const PROVIDER_LABELS: Record<ConnectionProviderName, { en: string; ar: string }> = {
  discord: bothLanguages('connections:providers.discord'),
  twitter: bothLanguages('connections:providers.twitter'),
};

export async function connectionsOf(db: Db, userId: string): Promise<ConnectionRow[]> {
  return db.selectFrom('connections').selectAll().where('user_id', '=', userId).execute();
}

export async function connectionOf(
  db: Db,
  userId: string,
  provider: ConnectionProviderName,
): Promise<ConnectionRow | undefined> {
  return db
    .selectFrom('connections')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** `User.connections` / GET /v1/user/me/connections. */
export function toConnections(rows: readonly ConnectionRow[]): Connections {
  const discord = rows.find((row) => row.provider === 'discord');
  const twitter = rows.find((row) => row.provider === 'twitter');
  return {
    discord: discord ? { id: discord.external_id, username: discord.username } : null,
    twitter: twitter ? { username: twitter.username } : null,
  };
}

export function toDiscordAccount(row: ConnectionRow, assetUrl: AssetUrl): DiscordAccount {
  return {
    id: row.external_id,
    username: row.username,
    avatar: assetUrl(row.avatar),
    connectedAt: row.connected_at.toISOString(),
  };
}

export function toTwitterAccount(row: ConnectionRow, assetUrl: AssetUrl): TwitterAccount {
  return {
    username: row.username,
    profileImageUrl: assetUrl(row.profile_image_url),
    connectedAt: row.connected_at.toISOString(),
  };
}

/** Starts a round trip for `userId`: a random single-use state (and PKCE verifier when the provider uses one). */
export async function createLinkState(
  db: Db,
  options: { provider: ConnectionProvider; userId: string; redirectUrl: string; now: Date },
): Promise<{ state: string; codeVerifier: string | null }> {
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = options.provider.usesPkce ? generateCodeVerifier() : null;
  // Expired states are never usable; forget them while we are here.
  await db
    .deleteFrom('oauth_states')
    .where('created_at', '<', new Date(options.now.getTime() - LINK_STATE_TTL_MS))
    .execute();
  await db
    .insertInto('oauth_states')
    .values({
      state,
      user_id: options.userId,
      provider: options.provider.name,
      redirect_url: options.redirectUrl,
      code_verifier: codeVerifier,
      created_at: options.now,
    })
    .execute();
  return { state, codeVerifier };
}

export function isLinkStateExpired(row: LinkStateRow, now: Date): boolean {
  return now.getTime() - row.created_at.getTime() > LINK_STATE_TTL_MS;
}

/** A started round trip that can still be completed (the consent page reads it without using it up). */
export async function findUsableLinkState(
  db: Db,
  state: string,
  provider: ConnectionProviderName,
  now: Date,
): Promise<LinkStateRow | null> {
  const row = await db
    .selectFrom('oauth_states')
    .selectAll()
    .where('state', '=', state)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return row && !isLinkStateExpired(row, now) ? row : null;
}

/** Uses a state up: whoever gets the row back is the only one who can complete this round trip. */
export async function consumeLinkState(
  db: Db,
  state: string,
  provider: ConnectionProviderName,
): Promise<LinkStateRow | null> {
  const row = await db
    .deleteFrom('oauth_states')
    .where('state', '=', state)
    .where('provider', '=', provider)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Links (or relinks) the account to the player; one link per provider and player. */
export async function saveConnection(
  db: Db,
  options: { userId: string; provider: ConnectionProviderName; profile: LinkedAccountProfile; now: Date },
): Promise<void> {
  const values = {
    external_id: options.profile.externalId,
    username: options.profile.username,
    avatar: options.profile.avatar,
    profile_image_url: options.profile.profileImageUrl,
    connected_at: options.now,
  };
  await db
    .insertInto('connections')
    .values({ user_id: options.userId, provider: options.provider, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'provider']).doUpdateSet(values))
    .execute();
}

/** Removes the link; false when there was none. */
export async function removeConnection(
  db: Db,
  userId: string,
  provider: ConnectionProviderName,
): Promise<boolean> {
  const result = await db
    .deleteFrom('connections')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The Riot ID of a player who can still link an account (not deactivated), or undefined: the callback and the
 * consent stand-in refuse a link for anyone else.
 */
export async function linkablePlayer(
  db: Db,
  userId: string,
): Promise<{ id: string; gameName: string; tagLine: string } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'game_name', 'tag_line'])
    .where('id', '=', userId)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return row && { id: row.id, gameName: row.game_name, tagLine: row.tag_line };
}
