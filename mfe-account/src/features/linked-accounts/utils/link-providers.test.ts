import { testUser } from '../../../testing/fixtures';
import {
  linkedAccountOfDiscord,
  linkedAccountOfTwitter,
  linkProviderOf,
  linkReturnUrl,
  userWithoutConnection,
} from './link-providers';

describe('link providers', () => {
  it('reads the provider parameter, defaulting to discord', () => {
    expect(linkProviderOf('twitter')).toBe('twitter');
    expect(linkProviderOf('discord')).toBe('discord');
    expect(linkProviderOf(null)).toBe('discord');
    expect(linkProviderOf('myspace')).toBe('discord');
  });

  it('comes back to /link-discord on the site origin', () => {
    expect(linkReturnUrl('https://arena.example', 'twitter')).toBe(
      'https://arena.example/link-discord?provider=twitter',
    );
  });

  it('shows both providers the same way', () => {
    expect(
      linkedAccountOfDiscord({ id: '1', username: 'falcon', avatar: null, connectedAt: '2026-01-01' }),
    ).toEqual({
      provider: 'discord',
      username: 'falcon',
      id: '1',
      imageUrl: null,
      connectedAt: '2026-01-01',
    });
    expect(
      linkedAccountOfTwitter({ username: 'falcon_x', profileImageUrl: 'https://x/a.png', connectedAt: 'd' }),
    ).toEqual({
      provider: 'twitter',
      username: 'falcon_x',
      id: null,
      imageUrl: 'https://x/a.png',
      connectedAt: 'd',
    });
  });

  it('clears only the unlinked connection from the user', () => {
    const user = {
      ...testUser,
      connections: { discord: { id: '9', username: 'f' }, twitter: { username: 'x' } },
    };
    const withoutDiscord = userWithoutConnection(user, 'discord');
    expect(withoutDiscord.connections).toEqual({ discord: null, twitter: { username: 'x' } });
    expect(withoutDiscord.discordLinked).toBe(false);
    const withoutTwitter = userWithoutConnection(user, 'twitter');
    expect(withoutTwitter.connections).toEqual({ discord: { id: '9', username: 'f' }, twitter: null });
    expect(withoutTwitter.discordLinked).toBe(true);
  });
});
