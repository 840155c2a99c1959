import { profileLinks } from './profile-links';

describe('profileLinks', () => {
  it('links the Discord and X profiles when both are linked', () => {
    expect(
      profileLinks({ discord: { id: '1234', username: 'falcon' }, twitter: { username: 'falcon_gg' } }),
    ).toEqual([
      { kind: 'discord', username: 'falcon', url: 'https://discord.com/users/1234' },
      { kind: 'twitter', username: 'falcon_gg', url: 'https://x.com/falcon_gg' },
    ]);
  });

  it('links nothing when no account is linked', () => {
    expect(profileLinks({ discord: null, twitter: null })).toEqual([]);
    expect(profileLinks(undefined)).toEqual([]);
  });
});
