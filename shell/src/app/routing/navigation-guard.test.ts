import { setPlatformConfig } from '@arena/shared-kit';
import { signInAddress } from '@arena/shared-kit/testing';
import { guardNavigation } from './navigation-guard';

describe('navigation guard', () => {
  beforeAll(() => setPlatformConfig({ authUrl: 'https://auth.example' }));

  const visitor = { hasToken: false, isBanned: false };

  it('sends a visitor on a signed-in route to sign-in, returning to the current path', () => {
    expect(guardNavigation({ pathname: '/account/teams', search: '?tab=2', ...visitor })).toEqual({
      action: 'sign-in',
      url: signInAddress('https://auth.example', `${window.location.origin}/account/teams?tab=2`),
    });
    expect(guardNavigation({ pathname: '/ticket/9', search: '', ...visitor }).action).toBe('sign-in');
    expect(guardNavigation({ pathname: '/link-discord', search: '', ...visitor }).action).toBe('sign-in');
  });

  it('lets visitors through public routes', () => {
    for (const pathname of ['/', '/tournaments/1', '/news', '/invite/abc', '/nowhere']) {
      expect(guardNavigation({ pathname, search: '', ...visitor })).toEqual({ action: 'allow' });
    }
  });

  it('counts a token in the session or in the address as signed in', () => {
    expect(guardNavigation({ pathname: '/account', search: '', hasToken: true, isBanned: false })).toEqual({
      action: 'allow',
    });
    expect(guardNavigation({ pathname: '/account', search: '?token=jwt', ...visitor })).toEqual({
      action: 'allow',
    });
  });

  it('forces a banned user to /banned on every other path', () => {
    const banned = { hasToken: false, isBanned: true, search: '' };
    expect(guardNavigation({ pathname: '/', ...banned })).toEqual({ action: 'banned' });
    expect(guardNavigation({ pathname: '/account', ...banned })).toEqual({ action: 'banned' });
    expect(guardNavigation({ pathname: '/banned', ...banned })).toEqual({ action: 'allow' });
  });
});
