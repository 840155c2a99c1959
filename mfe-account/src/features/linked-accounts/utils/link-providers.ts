import type { Connections, DiscordAccount, TwitterAccount, User } from '@arena/shared-kit';

/** The accounts a player can link: discord (the chat community) and twitter (the social account, X). */
export const LINK_PROVIDERS = ['discord', 'twitter'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];

/** A linked account as the screens show it, whichever provider it comes from. */
export interface LinkedAccount {
  provider: LinkProvider;
  username: string;
  /** The chat-community id; the social account shows none. */
  id: string | null;
  imageUrl: string | null;
  connectedAt: string;
}

export function linkedAccountOfDiscord(account: DiscordAccount): LinkedAccount {
  return {
    provider: 'discord',
    username: account.username,
    id: account.id,
    imageUrl: account.avatar,
    connectedAt: account.connectedAt,
  };
}

export function linkedAccountOfTwitter(account: TwitterAccount): LinkedAccount {
  return {
    provider: 'twitter',
    username: account.username,
    id: null,
    imageUrl: account.profileImageUrl,
    connectedAt: account.connectedAt,
  };
}

/** The `provider` query parameter of /link-discord; discord when absent or unknown. */
export function linkProviderOf(value: string | null): LinkProvider {
  return value === 'twitter' ? 'twitter' : 'discord';
}

/** Where the provider sends the browser back to after consent (P1 §7): the site origin plus /link-discord. */
export function linkReturnUrl(origin: string, provider: LinkProvider): string {
  return `${origin}/link-discord?provider=${provider}`;
}

/** The session user once an account is unlinked: its connection cleared, as /v1/user/me would now answer. */
export function userWithoutConnection(user: User, provider: LinkProvider): User {
  const connections: Connections = {
    discord: user.connections?.discord ?? null,
    twitter: user.connections?.twitter ?? null,
    [provider]: null,
  };
  return { ...user, connections, discordLinked: provider === 'discord' ? false : user.discordLinked };
}
