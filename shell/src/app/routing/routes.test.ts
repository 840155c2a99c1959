import type { RemoteDescriptor } from '@arena/shared-kit';
import patterns from './route-patterns.json';
import { isSignedInRoute, matchRoute, normalizePath, SHELL_PAGES } from './routes';

const remotes: RemoteDescriptor[] = [
  { name: 'tournaments', entry: 'http://x/mf-manifest.json', routes: ['/tournaments'], version: '1' },
  {
    name: 'account',
    entry: 'http://y/mf-manifest.json',
    routes: ['/account', '/ticket', '/invite', '/link-discord'],
    bareRoutes: ['/link-discord'],
    version: '1',
  },
];

describe('route table', () => {
  it('gives remote paths to their remote, with the manifest deciding bare routes', () => {
    expect(matchRoute('/tournaments/42/bracket', remotes)).toMatchObject({ owner: 'remote', bare: false });
    expect(matchRoute('/account/settings', remotes)).toMatchObject({
      owner: 'remote',
      remote: { name: 'account' },
    });
    expect(matchRoute('/link-discord', remotes)).toMatchObject({ owner: 'remote', bare: true });
  });

  it('keeps the shell pages, with /coming-soon bare', () => {
    expect(matchRoute('/', remotes)).toEqual({ owner: 'shell', page: 'home', bare: false });
    expect(matchRoute('/banned', remotes)).toEqual({ owner: 'shell', page: 'banned', bare: false });
    expect(matchRoute('/logout/', remotes)).toEqual({ owner: 'shell', page: 'logout', bare: false });
    expect(matchRoute('/coming-soon', remotes)).toEqual({ owner: 'shell', page: 'comingSoon', bare: true });
  });

  it('answers Page Not Found for a path nobody owns', () => {
    expect(matchRoute('/nowhere', remotes)).toEqual({ owner: 'shell', page: 'notFound', bare: false });
    expect(matchRoute('/tournamentsX', remotes)).toMatchObject({ page: 'notFound' });
    expect(matchRoute('/banned/extra', remotes)).toMatchObject({ page: 'notFound' });
  });

  it('knows the signed-in routes', () => {
    for (const path of ['/account', '/account/tickets', '/ticket/abc', '/link-discord', '/staff/tickets'])
      expect(isSignedInRoute(path)).toBe(true);
    for (const path of ['/', '/tournaments', '/invite/team', '/news', '/accounts'])
      expect(isSignedInRoute(path)).toBe(false);
  });

  it('normalizes trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/news/')).toBe('/news');
    expect(normalizePath('')).toBe('/');
  });
});

describe('route-patterns.json', () => {
  it("lists the shell's own pages, which its build publishes for the deploy server's 404s", () => {
    expect([...patterns].sort()).toEqual(Object.keys(SHELL_PAGES).sort());
  });
});
