/**
 * Link previews and search (issue 32): what a crawler that runs no script reads. The raw HTML of a tournament and an
 * article, in both languages, names them and their images in the title, Open Graph, Twitter and JSON-LD tags; the
 * sitemap lists pages that answer, each naming itself as canonical with its language alternates; robots.txt points at
 * it. Plain HTTP requests only: no browser, no script.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Locale } from '../fixtures';
import { apiGet, LOCALES, postTitle, titleOf, type ApiPost } from '../support/arena-ui';
import { findTournament } from '../support/ladder';
import { SEEDED_CUP } from '../support/routes';

type Localized = string | { en: string; ar?: string };

interface SeededTournament {
  id: string;
  name: { en: string; ar?: string };
  poster: Localized;
  starting_time: string;
}

interface SeededPost extends ApiPost {
  coverImage: string;
  translations: (ApiPost['translations'][number] & { coverImage?: string })[];
}

function localized(value: Localized, locale: Locale): string {
  if (typeof value === 'string') return value;
  return (locale === 'ar' ? value.ar : value.en) || value.en;
}

/** An image address of the API as the tags write it: absolute (the API may already answer absolute ones). */
function absolute(pathOrUrl: string, apiUrl: string): string {
  return /^https?:/.test(pathOrUrl) ? pathOrUrl : `${apiUrl}${pathOrUrl}`;
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The head of a page as a crawler reads it. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    meta[key] ??= decode(content);
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    html: /<html [^>]*>/.exec(html)?.[0],
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    alternates: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, lang, href]) => [lang, decode(href)],
      ),
    ),
    jsonLd: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null,
  };
}

/**
 * The raw HTML of a page with its own tags. The first visit of an address may come before the API answered (the
 * server waits a bounded time, then answers with the generic tags and fills its cache): poll until it has them.
 */
async function rawPage(request: APIRequestContext, url: string) {
  let answer = { status: 0, preview: '', html: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(url, { headers: { accept: 'text/html' } });
        answer = {
          status: response.status(),
          preview: response.headers()['x-arena-preview'] ?? '',
          html: await response.text(),
        };
        return answer.preview;
      },
      { message: `${url} with its own tags` },
    )
    .toBe('page');
  return { ...answer, head: readHead(answer.html) };
}

async function expectImage(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toMatch(/^image\//);
}

test.describe('link previews and search', () => {
  for (const locale of LOCALES) {
    test(`a tournament's raw HTML names it and its poster (${locale})`, async ({ request, portal }) => {
      const { id } = await findTournament(request, SEEDED_CUP);
      const { data: tournament } = await apiGet<{ data: SeededTournament }>(request, `/v1/tournaments/${id}`);
      const address = `${portal.urls.shell}/tournaments/${id}${locale === 'en' ? '?lang=en' : ''}`;
      const { status, head } = await rawPage(request, address);
      const name = localized(tournament.name, locale);
      const poster = absolute(localized(tournament.poster, locale), portal.urls.api);

      expect(status).toBe(200);
      expect(head.html).toBe(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(head.title).toBe(titleOf(name));
      expect(head.meta['og:title']).toBe(name);
      expect(head.meta['twitter:title']).toBe(name);
      expect(head.meta['og:image']).toBe(poster);
      expect(head.meta['twitter:image']).toBe(poster);
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(head.meta['og:url']).toBe(address);
      expect(head.meta['og:locale']).toBe(locale === 'ar' ? 'ar_AR' : 'en_US');
      expect(head.meta.description).toBeTruthy();
      expect(head.canonical).toBe(address);
      expect(head.alternates).toEqual({
        ar: `${portal.urls.shell}/tournaments/${id}`,
        en: `${portal.urls.shell}/tournaments/${id}?lang=en`,
        'x-default': `${portal.urls.shell}/tournaments/${id}`,
      });
      expect(head.jsonLd).toMatchObject({
        '@type': 'SportsEvent',
        name,
        startDate: tournament.starting_time,
        image: [poster],
      });
      await expectImage(request, poster);
    });

    test(`an article's raw HTML names it and its cover (${locale})`, async ({ request, portal }) => {
      const { data: posts } = await apiGet<{ data: SeededPost[] }>(request, '/v1/posts?limit=1');
      const post = posts[0];
      expect(post, 'a seeded article').toBeTruthy();
      const address = `${portal.urls.shell}/news/${post.id}${locale === 'en' ? '?lang=en' : ''}`;
      const { head } = await rawPage(request, address);
      const title = postTitle(post, locale);
      const translation =
        post.translations.find((entry) => entry.language === locale && entry.title) ??
        post.translations.find((entry) => entry.language === 'en');
      const cover = absolute(translation?.coverImage || post.coverImage, portal.urls.api);

      expect(head.title).toBe(titleOf(title));
      expect(head.meta['og:title']).toBe(title);
      expect(head.meta['og:type']).toBe('article');
      expect(head.meta['article:published_time']).toBe(post.created_at);
      expect(head.meta['og:image']).toBe(cover);
      expect(head.meta['twitter:image']).toBe(cover);
      expect(head.canonical).toBe(address);
      expect(head.jsonLd).toMatchObject({
        '@type': 'NewsArticle',
        headline: title,
        datePublished: post.created_at,
        image: [cover],
      });
      await expectImage(request, cover);
    });
  }

  test('an unknown tournament gets the generic tags and noindex', async ({ request, portal }) => {
    const response = await request.get(`${portal.urls.shell}/tournaments/no-such-tournament`, {
      headers: { accept: 'text/html' },
    });
    expect(response.headers()['x-arena-preview']).toBe('not-found');
    const head = readHead(await response.text());
    expect(head.meta.robots).toBe('noindex');
    expect(head.meta['og:image']).toBe(`${portal.urls.shell}/og-image.png`);
    expect(head.canonical).toBeUndefined();
  });

  test('robots.txt points at the sitemap, and every page the sitemap lists answers as itself', async ({
    request,
    portal,
  }) => {
    test.slow();
    const robots = await (await request.get(`${portal.urls.shell}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /staff');
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain(`Sitemap: ${portal.urls.shell}/sitemap.xml`);

    const sitemap = await request.get(`${portal.urls.shell}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
      loc: decode(/<loc>([^<]+)<\/loc>/.exec(body)![1]),
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          ([, lang, href]) => [lang, decode(href)],
        ),
      ),
    }));
    const { id: cup } = await findTournament(request, SEEDED_CUP);
    const { data: posts } = await apiGet<{ data: { id: string }[] }>(request, '/v1/posts?limit=1');
    const { data: teams } = await apiGet<{ data: { vanity: string }[] }>(
      request,
      '/v1/sitemap/teams?limit=1',
    );
    const locs = entries.map((entry) => entry.loc);
    for (const path of [
      '/',
      '/tournaments',
      '/news',
      '/mena-pass',
      '/faq',
      `/tournaments/${cup}`,
      `/news/${posts[0].id}`,
      // A public profile's page and a team's; a private profile's page is not offered (Sara's, in the seed).
      '/players/Falcon-MENA',
      `/teams/${teams[0].vanity}`,
    ]) {
      expect(locs, path).toContain(`${portal.urls.shell}${path}`);
      expect(locs, path).toContain(`${portal.urls.shell}${path}?lang=en`);
    }
    expect(locs).not.toContain(`${portal.urls.shell}/players/Sara-UAE`);

    for (const { loc, alternates } of entries) {
      expect(Object.keys(alternates).sort(), loc).toEqual(['ar', 'en', 'x-default']);
      expect(Object.values(alternates), loc).toContain(loc);
      const { status, head } = await rawPage(request, loc);
      expect(status, loc).toBe(200);
      expect(head.canonical, loc).toBe(loc);
      expect(head.alternates, loc).toEqual(alternates);
    }
  });
});
