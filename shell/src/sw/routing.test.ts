import {
  languageOfPage,
  pageLanguage,
  shellCacheKey,
  shellForCache,
  strategyFor,
  type RequestFacts,
} from './routing';

const ORIGIN = 'https://arena.example.com';
const get: RequestFacts = { method: 'GET', mode: 'no-cors' };
const decide = (address: string, request: RequestFacts = get) =>
  strategyFor(request, new URL(address, ORIGIN), ORIGIN);

describe('strategyFor', () => {
  it('answers page navigations of its own origin (network first, then the cached shell or the offline page)', () => {
    expect(decide('/', { method: 'GET', mode: 'navigate' })).toBe('page');
    expect(decide('/tournaments/42?lang=en', { method: 'GET', mode: 'navigate' })).toBe('page');
  });

  it('never answers the live manifests or entries from a cache, whatever their folder', () => {
    for (const file of [
      '/platform.json',
      '/mf-manifest.json',
      '/1.4.0-build.ab12cd34ef/mf-manifest.json',
      '/1.4.0-build.ab12cd34ef/remoteEntry.js',
      '/mf-stats.json',
      '/route-chunks.json',
      '/routes.json',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect([file, decide(file)]).toEqual([file, 'browser']);
    }
  });

  it('keeps content-hashed files of its own origin cache-first', () => {
    expect(decide('/main.3f2a9c1b7e.js')).toBe('immutable');
    expect(decide('/startup-vendor.00e641acf4.js')).toBe('immutable');
    expect(decide('/1.4.0-build.ab12cd34ef/__federation_expose_app.1a2b3c4d5e.js')).toBe('immutable');
    expect(decide('/banner.0123456789abcdef.webp')).toBe('immutable');
  });

  it('leaves unhashed files, source maps and other methods to the browser', () => {
    expect(decide('/icon-192.png')).toBe('browser');
    expect(decide('/robots.txt')).toBe('browser');
    expect(decide('/main.3f2a9c1b7e.js.map')).toBe('browser');
    expect(decide('/main.3f2a9c1b7e.js', { method: 'POST', mode: 'cors' })).toBe('browser');
    expect(decide('/', { method: 'POST', mode: 'navigate' })).toBe('browser');
  });

  it('does not touch another origin: remotes, the API and the CDN are fetched as without a worker', () => {
    expect(decide('https://tournaments.arena.example.com/1.0.0/mf-manifest.json')).toBe('browser');
    expect(decide('https://tournaments.arena.example.com/1.0.0/main.3f2a9c1b7e.js')).toBe('browser');
    expect(decide('https://api.arena.example.com/api/v1/tournaments')).toBe('browser');
    expect(decide('https://evil.example.com/', { method: 'GET', mode: 'navigate' })).toBe('browser');
  });
});

describe('pageLanguage', () => {
  it('takes ?lang= first, then the stored choice, then Arabic', () => {
    expect(pageLanguage('?lang=en', 'ar')).toBe('en');
    expect(pageLanguage('?lang=ar', 'en')).toBe('ar');
    expect(pageLanguage('', 'en')).toBe('en');
    expect(pageLanguage('?lang=fr', 'fr')).toBe('ar');
    expect(pageLanguage('', null)).toBe('ar');
  });
});

describe('the cached shell', () => {
  const page = [
    '<!doctype html><html lang="en" dir="ltr"><head>',
    '<link rel=preload as=script href=/7.66e369f64a.js>',
    '<link rel="preconnect" href="https://community.arena.example.com" crossorigin>',
    '<link rel="preload" href="https://community.arena.example.com/1.0.0/mf-manifest.json" as="fetch" crossorigin>',
    '<link rel="preload" href="https://community.arena.example.com/1.0.0/__federation_expose_app.1a2b3c4d5e.js" as="script" fetchpriority="low">',
    '<link rel="preload" href="https://api.arena.example.com/v1/posts?limit=12" as="fetch" crossorigin>',
    '<script id="arena-platform" type="application/json">{"remotes":[{"name":"community","version":"1.0.0"}]}</script>',
    '<script>/* marker */</script></head><body></body></html>',
  ].join('');

  it('is kept without the platform manifest and the remote version written into the page, so it reads the live one', () => {
    const kept = shellForCache(page);
    expect(kept).not.toContain('arena-platform');
    expect(kept).not.toContain('"version"');
    expect(kept).not.toContain('/1.0.0/');
    expect(kept).not.toContain('/v1/posts');
    // The shell's own start files and the rest of the page stay.
    expect(kept).toContain('<link rel=preload as=script href=/7.66e369f64a.js>');
    expect(kept).toContain('<link rel="preconnect" href="https://community.arena.example.com" crossorigin>');
    expect(kept).toContain('<script>/* marker */</script>');
  });

  it('is kept under its language', () => {
    expect(languageOfPage(page)).toBe('en');
    expect(languageOfPage('<html lang="ar" dir="rtl">')).toBe('ar');
    expect(languageOfPage('<html>')).toBeNull();
    expect(shellCacheKey(ORIGIN, 'ar')).toBe(`${ORIGIN}/__arena-shell/ar`);
  });
});
