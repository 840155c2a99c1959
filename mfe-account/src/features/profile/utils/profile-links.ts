import type { Connections } from '@arena/shared-kit';

export interface ProfileLink {
  kind: 'discord' | 'twitter';
  username: string;
  url: string;
}

/** Public profile links of the linked chat-community (Discord) and social (X) accounts; none when unlinked. */
export function profileLinks(connections: Connections | null | undefined): ProfileLink[] {
  const links: ProfileLink[] = [];
  const discord = connections?.discord;
  if (discord?.id) {
    links.push({
      kind: 'discord',
      username: discord.username,
      url: `https://discord.com/users/${encodeURIComponent(discord.id)}`,
    });
  }
  const twitter = connections?.twitter;
  if (twitter?.username) {
    links.push({
      kind: 'twitter',
      username: twitter.username,
      url: `https://x.com/${encodeURIComponent(twitter.username)}`,
    });
  }
  return links;
}
