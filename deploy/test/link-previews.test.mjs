// Link previews, robots.txt, the sitemap and the icons of the shell's server (lib/link-previews.mjs, lib/sitemap.mjs,
// lib/api-reader.mjs, lib/page-texts.mjs), against a stub API.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { createApiReader } from '../lib/api-reader.mjs';
import { REPO_ROOT } from '../lib/catalog.mjs';
import { pngSize } from '../lib/icons.mjs';
import { PREVIEW_HEADER } from '../lib/link-previews.mjs';
import {
  PAGE_TITLE,
  PRODUCT_NAME,
  PROFILE_TEXTS,
  STATIC_PAGES,
  TAGLINE,
  TOURNAMENT_TEXTS,
} from '../lib/page-texts.mjs';
import { createShellServer, SITE_FILES_DIR } from '../lib/portal.mjs';
import { inlineScriptHashes } from '../lib/security-headers.mjs';
import { listen, closeServer } from '../lib/static-server.mjs';
import { request, tempDir, writeFiles } from './helpers.mjs';

const ORIGIN = 'https://arena.test';
const BARE_ROUTE_SCRIPT = 'window.bare=1';
const SHELL_HTML =
  '<!doctype html><html lang=ar dir=rtl><head><meta charset=utf-8>' +
  '<meta name=description content="The generic description."><link rel=icon href=data:,><title>MENA Arena</title>' +
  `</head><body><script>${BARE_ROUTE_SCRIPT}</script><div id=arena-layout></div></body></html>`;

/** Locale files as an app's build publishes them: `{ namespace: { en, ar } }` → locales/index.json and files. */
function publishedLocales(app, namespaces) {
  const files = {};
  const index = { app, namespaces: [] };
  for (const [namespace, languages] of Object.entries(namespaces)) {
    const entry = { namespace, languages: ['ar', 'en'], files: {} };
    for (const [lang, strings] of Object.entries(languages)) {
      entry.files[lang] = `${namespace}.${lang}.json`;
      files[`locales/${namespace}.${lang}.json`] = JSON.stringify(strings);
    }
    index.namespaces.push(entry);
  }
  files['locales/index.json'] = JSON.stringify(index);
  return files;
}

const TOURNAMENT = {
  id: 'cup-1',
  name: { en: 'Ramadan Nights Cup', ar: 'كأس ليالي رمضان' },
  description: { en: 'Five nights of best-of-three.', ar: 'خمس ليالٍ من المباريات.' },
  poster: { en: '/static/posters/cup.en.svg', ar: '/static/posters/cup.ar.svg' },
  starting_time: '2026-03-01T18:00:00.000Z',
  prizepool_format: '10000 USD',
  created_at: '2026-01-10T09:00:00.000Z',
};

const POST = {
  id: 'post-1',
  created_at: '2026-02-02T08:30:00.000Z',
  coverImage: '/static/news/season.svg',
  tags: ['pass'],
  translations: [
    {
      language: 'en',
      title: 'Season one of the MENA Pass',
      summary: 'Fifty levels of rewards.',
      content: '<p>Body</p>',
    },
    {
      language: 'ar',
      title: 'الموسم الأول من مينا باس',
      summary: 'خمسون مستوى من المكافآت.',
      content: '<p>نص</p>',
      coverImage: 'https://cdn.arena.test/news/season.ar.png',
    },
  ],
};

const PUBLIC_PLAYER = {
  visibility: 'public',
  gameName: 'Sam Rivers',
  tagLine: 'EUW',
  displayName: 'Sam',
  team: {
    name: 'Rhine Wolves',
    shortName: 'RW',
    vanity: 'rhine-wolves',
    profileImg: '/static/teams/rw.svg',
    role: 'owner',
  },
  region: 'euw1',
  location: null,
  profileImage: '/uploads/sam.png',
  bannerImage: null,
  memberSince: '2025-06-01T00:00:00.000Z',
  pass: { level: 14, totalXP: 15200 },
  loyalty: { points: 1250, rank: 3 },
  ladders: [],
  recentTournaments: [],
  matchHistory: { wins: 0, losses: 0, games: [] },
};
const PRIVATE_PLAYER = {
  visibility: 'private',
  gameName: 'Sara',
  tagLine: 'UAE',
  team: {
    name: 'Desert Falcons',
    shortName: 'DF',
    vanity: 'desert-falcons',
    profileImg: '/static/teams/df.svg',
    role: 'member',
  },
};
/** When the public player and the team last changed, as the API's sitemap lists say. */
const PLAYER_CHANGED_AT = '2026-03-04T10:00:00.000Z';
const TEAM_CHANGED_AT = '2026-03-05T11:00:00.000Z';

const TEAM = {
  name: 'Rhine Wolves',
  shortName: 'RW',
  vanity: 'rhine-wolves',
  profileImg: '/static/teams/rw.svg',
  createdAt: '2025-05-02T00:00:00.000Z',
  members: [
    {
      gameName: 'Sam Rivers',
      tagLine: 'EUW',
      role: 'owner',
      profileImage: '/uploads/sam.png',
      hasPage: true,
    },
    { gameName: 'Emma', tagLine: 'EUW', role: 'admin', profileImage: null, hasPage: true },
  ],
  tournaments: [],
};

/** A stub of the API's public reads: answers from `data`, after `delay` ms, or fails with `failWith`. */
async function startStubApi(t) {
  const stub = {
    tournaments: new Map([[TOURNAMENT.id, TOURNAMENT]]),
    posts: new Map([[POST.id, POST]]),
    delayMs: 0,
    failWith: null,
    calls: [],
  };
  const server = http.createServer(async (req, res) => {
    stub.calls.push(req.url);
    if (stub.delayMs) await new Promise((resolve) => setTimeout(resolve, stub.delayMs));
    const answer = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (stub.failWith) return answer(stub.failWith, { code: 9999, message: 'broken' });
    const { pathname } = new URL(req.url, 'http://api');
    // Riot IDs are looked up ignoring case, as the API does.
    const riotId = /^\/v1\/players\/([^/]+)\/([^/]+)$/.exec(pathname);
    if (riotId) {
      const wanted = `${decodeURIComponent(riotId[1])}#${decodeURIComponent(riotId[2])}`.toLowerCase();
      const player = [PUBLIC_PLAYER, PRIVATE_PLAYER].find(
        (candidate) => `${candidate.gameName}#${candidate.tagLine}`.toLowerCase() === wanted,
      );
      return player ? answer(200, { data: player }) : answer(404, { code: 10001, message: 'not found' });
    }
    if (pathname === `/v1/teams/vanity/${TEAM.vanity}/page`) return answer(200, { data: TEAM });
    if (pathname === '/v1/tournaments') return answer(200, { data: [...stub.tournaments.values()] });
    if (pathname === '/v1/posts') return answer(200, { data: [...stub.posts.values()] });
    // The API lists public profiles only (its own tests say so); an address this server must not write is dropped.
    if (pathname === '/v1/sitemap/players')
      return answer(200, {
        data: [
          { slug: 'Sam%20Rivers-EUW', updatedAt: PLAYER_CHANGED_AT },
          { slug: '../x', updatedAt: PLAYER_CHANGED_AT },
          { slug: '<b>-EUW', updatedAt: PLAYER_CHANGED_AT },
        ],
      });
    if (pathname === '/v1/sitemap/teams')
      return answer(200, {
        data: [
          { vanity: TEAM.vanity, updatedAt: TEAM_CHANGED_AT },
          { vanity: 'a/b', updatedAt: TEAM_CHANGED_AT },
        ],
      });
    const one = /^\/v1\/(tournaments|posts)\/([^/]+)$/.exec(pathname);
    const found = one && stub[one[1]].get(decodeURIComponent(one[2]));
    if (found) return answer(200, { data: found });
    return answer(404, { code: 10001, message: 'not found' });
  });
  await listen(server, 0, '127.0.0.1');
  t.after(() => closeServer(server));
  stub.url = `http://127.0.0.1:${server.address().port}`;
  return stub;
}

/** The shell's server over a fixture (a shell build, two releases with their locales), reading `apiUrl`. */
async function startPages(t, { apiUrl, previewTimeoutMs = 400 }) {
  const dir = tempDir(t);
  const shellDist = path.join(dir, 'shell');
  const releasesDir = path.join(dir, 'releases');
  writeFiles(shellDist, {
    'index.html': SHELL_HTML,
    ...publishedLocales('shell', {
      kit: {
        en: { productName: 'MENA Arena', pageTitle: '{{page}} | MENA Arena' },
        ar: { productName: 'MENA Arena', pageTitle: '{{page}} | MENA Arena' },
      },
      shell: {
        en: { footer: { tagline: 'Tournaments and a community.' } },
        ar: { footer: { tagline: 'بطولات ومجتمع.' } },
      },
    }),
  });
  writeFiles(path.join(releasesDir, 'tournaments/1.0.0'), {
    ...publishedLocales('tournaments', {
      tournaments: {
        en: { latest: { starts: 'Starts {{date}}' }, card: { prizePool: 'Prize Pool' } },
        ar: { latest: { starts: 'تبدأ في {{date}}' }, card: { prizePool: 'مجموع الجوائز' } },
      },
      'tournaments-page': {
        en: { metaFallback: 'Join this tournament' },
        ar: { metaFallback: 'انضم إلى هذه البطولة' },
      },
      'tournaments-list': {
        en: { list: { pageTitle: 'Tournaments', subtitle: 'Find a tournament.' } },
        ar: { list: { pageTitle: 'البطولات', subtitle: 'ابحث عن بطولة.' } },
      },
    }),
  });
  writeFiles(path.join(releasesDir, 'community/1.0.0'), {
    ...publishedLocales('community', {
      'community-faq': {
        en: { pageTitle: 'FAQ', intro: 'Answers to common questions.' },
        ar: { pageTitle: 'الأسئلة الشائعة', intro: 'إجابات عن الأسئلة الشائعة.' },
      },
    }),
  });
  writeFiles(path.join(releasesDir, 'account/1.0.0'), {
    ...publishedLocales('account', {
      'account-player-page': {
        en: {
          playerPage: {
            team: 'Team',
            passLevel: 'Pass level',
            loyaltyPoints: 'Loyalty points',
            loyaltyRank: 'Loyalty rank',
            rankValue: '#{{rank, number}}',
            private: "This profile is private: only the player's name and team are shown.",
          },
        },
        ar: {
          playerPage: {
            team: 'الفريق',
            passLevel: 'مستوى الباس',
            loyaltyPoints: 'نقاط الولاء',
            loyaltyRank: 'ترتيب الولاء',
            rankValue: '#{{rank, number}}',
            private: 'هذا الملف الشخصي خاص: يظهر اسم اللاعب وفريقه فقط.',
          },
        },
      },
      'account-team-page': {
        en: { teamPage: { founded: 'Founded {{date}}', members: 'Members' } },
        ar: { teamPage: { founded: 'تأسس في {{date}}', members: 'الأعضاء' } },
      },
    }),
  });
  const stateFile = path.join(releasesDir, 'environments/local/platform.json');
  writeFiles(path.dirname(stateFile), {
    'platform.json': JSON.stringify({
      environment: 'local',
      apiUrl: 'https://api.arena.test',
      remotes: [
        {
          name: 'tournaments',
          entry: 'https://tournaments.arena.test/1.0.0/mf-manifest.json',
          routes: ['/tournaments'],
          version: '1.0.0',
        },
        {
          name: 'community',
          entry: 'https://community.arena.test/1.0.0/mf-manifest.json',
          routes: ['/news', '/faq'],
          version: '1.0.0',
        },
        {
          name: 'account',
          entry: 'https://account.arena.test/1.0.0/mf-manifest.json',
          routes: ['/account', '/players', '/teams'],
          version: '1.0.0',
        },
      ],
    }),
  });
  const server = createShellServer({
    shellDist,
    stateFile,
    releasesDir,
    origins: [ORIGIN],
    shellOrigin: ORIGIN,
    previewApiUrl: apiUrl,
    previewTimeoutMs,
  });
  await listen(server, 0, '127.0.0.1');
  t.after(() => closeServer(server));
  return server.address().port;
}

function decode(value) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A page's head as the crawler reads it: title, meta tags by name/property, links, JSON-LD. */
function readHead(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = {};
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g))
    meta[key] = key in meta ? [].concat(meta[key], decode(content)) : decode(content);
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      decode(href),
    ]),
  );
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    html: /<html [^>]*>/.exec(html)[0],
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)[1]),
    titles: (head.match(/<title>/g) ?? []).length,
    descriptions: (head.match(/<meta name=("?)description\1 /g) ?? []).length,
    meta,
    canonical: /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1],
    alternates,
    jsonLd: jsonLd ? JSON.parse(jsonLd) : null,
  };
}

async function page(port, pathname, headers = {}) {
  const response = await request(port, pathname, { headers: { accept: 'text/html', ...headers } });
  const html = response.body.toString();
  return { ...response, html, head: readHead(html) };
}

test('a tournament: its name, poster, start and prize pool in each language, and SportsEvent data', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const arabic = await page(port, '/tournaments/cup-1');
  assert.equal(arabic.status, 200);
  assert.equal(arabic.headers[PREVIEW_HEADER.toLowerCase()], 'page');
  assert.equal(arabic.headers['content-language'], 'ar');
  assert.equal(arabic.head.html, '<html lang="ar" dir="rtl">');
  assert.equal(arabic.head.title, 'كأس ليالي رمضان | MENA Arena');
  assert.equal(arabic.head.titles, 1);
  assert.equal(arabic.head.descriptions, 1, 'the shell’s description is replaced, not repeated');
  const { meta } = arabic.head;
  assert.equal(meta['og:title'], 'كأس ليالي رمضان');
  assert.equal(meta['og:image'], 'https://api.arena.test/static/posters/cup.ar.svg');
  assert.equal(meta['twitter:image'], meta['og:image']);
  assert.equal(meta['twitter:card'], 'summary_large_image');
  assert.equal(meta['og:type'], 'website');
  assert.equal(meta['og:site_name'], 'MENA Arena');
  assert.equal(meta['og:locale'], 'ar_AR');
  assert.equal(meta['og:locale:alternate'], 'en_US');
  assert.equal(meta['og:url'], `${ORIGIN}/tournaments/cup-1`);
  assert.equal(meta.description, 'تبدأ في ١ مارس ٢٠٢٦ · مجموع الجوائز: ١٠٬٠٠٠ USD · خمس ليالٍ من المباريات.');
  assert.equal(meta['og:description'], meta.description);
  assert.equal(arabic.head.canonical, `${ORIGIN}/tournaments/cup-1`);
  assert.deepEqual(arabic.head.alternates, {
    ar: `${ORIGIN}/tournaments/cup-1`,
    en: `${ORIGIN}/tournaments/cup-1?lang=en`,
    'x-default': `${ORIGIN}/tournaments/cup-1`,
  });
  assert.ok(!arabic.html.includes('href=data:,'), 'the placeholder icon gives way to /favicon.ico');
  assert.ok(arabic.html.includes('<link rel="icon" href="/favicon.ico"'));

  const english = await page(port, '/tournaments/cup-1?lang=en');
  assert.equal(english.head.html, '<html lang="en" dir="ltr">');
  assert.equal(english.head.title, 'Ramadan Nights Cup | MENA Arena');
  assert.equal(english.head.meta['og:image'], 'https://api.arena.test/static/posters/cup.en.svg');
  assert.equal(
    english.head.meta.description,
    'Starts Mar 1, 2026 · Prize Pool: 10,000 USD · Five nights of best-of-three.',
  );
  assert.equal(english.head.canonical, `${ORIGIN}/tournaments/cup-1?lang=en`);
  assert.equal(english.head.meta['og:locale'], 'en_US');
  assert.deepEqual(english.head.jsonLd, {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: 'Ramadan Nights Cup',
    description: english.head.meta.description,
    url: `${ORIGIN}/tournaments/cup-1?lang=en`,
    image: ['https://api.arena.test/static/posters/cup.en.svg'],
    startDate: '2026-03-01T18:00:00.000Z',
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: `${ORIGIN}/tournaments/cup-1?lang=en` },
    organizer: { '@type': 'Organization', name: 'MENA Arena', url: `${ORIGIN}/` },
    inLanguage: 'en',
  });

  // The stored choice (cookie) when the address says nothing; the address wins over it.
  assert.equal(
    (await page(port, '/tournaments/cup-1', { cookie: 'a=1; arena_lang=en' })).head.html,
    english.head.html,
  );
  assert.equal(
    (await page(port, '/tournaments/cup-1?lang=ar', { cookie: 'arena_lang=en' })).head.title,
    arabic.head.title,
  );
  // A sub-page shares the tournament's tags and canonical address.
  assert.equal(
    (await page(port, '/tournaments/cup-1/bracket')).head.canonical,
    `${ORIGIN}/tournaments/cup-1`,
  );
  // The request's own query never reaches the tags (a sign-in returns with ?token=).
  const withToken = await page(port, '/tournaments/cup-1?token=secret.jwt&lang=en&utm_source=x');
  assert.equal(withToken.head.meta['og:url'], `${ORIGIN}/tournaments/cup-1?lang=en`);
  assert.ok(!withToken.html.includes('secret.jwt'));
  // Read once per 30 s, whatever the number of pages and languages.
  assert.equal(api.calls.filter((url) => url === '/v1/tournaments/cup-1').length, 1);
});

test('an article: title, summary, cover per language, og:type article, published time and NewsArticle', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const arabic = await page(port, '/news/post-1');
  assert.equal(arabic.head.title, 'الموسم الأول من مينا باس | MENA Arena');
  assert.equal(arabic.head.meta['og:type'], 'article');
  assert.equal(arabic.head.meta['article:published_time'], POST.created_at);
  assert.equal(arabic.head.meta.description, 'خمسون مستوى من المكافآت.');
  assert.equal(arabic.head.meta['og:image'], 'https://cdn.arena.test/news/season.ar.png', 'the Arabic cover');
  assert.equal(arabic.head.jsonLd['@type'], 'NewsArticle');
  assert.equal(arabic.head.jsonLd.inLanguage, 'ar');

  const english = await page(port, '/news/post-1?lang=en');
  assert.equal(english.head.title, 'Season one of the MENA Pass | MENA Arena');
  assert.equal(english.head.meta['og:title'], 'Season one of the MENA Pass');
  assert.equal(
    english.head.meta['og:image'],
    'https://api.arena.test/static/news/season.svg',
    'the post’s cover',
  );
  assert.deepEqual(english.head.jsonLd, {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Season one of the MENA Pass',
    description: 'Fifty levels of rewards.',
    url: `${ORIGIN}/news/post-1?lang=en`,
    mainEntityOfPage: `${ORIGIN}/news/post-1?lang=en`,
    image: ['https://api.arena.test/static/news/season.svg'],
    datePublished: POST.created_at,
    dateModified: POST.created_at,
    inLanguage: 'en',
    author: { '@type': 'Organization', name: 'MENA Arena', url: `${ORIGIN}/` },
    publisher: {
      '@type': 'Organization',
      name: 'MENA Arena',
      url: `${ORIGIN}/`,
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/apple-touch-icon.png` },
    },
  });

  // A post without English falls back to the language it has, as the page does.
  api.posts.set('post-2', { ...POST, id: 'post-2', translations: [POST.translations[1]] });
  assert.equal((await page(port, '/news/post-2?lang=en')).head.meta['og:title'], 'الموسم الأول من مينا باس');
});

test('a public player: Riot ID and name, avatar, team, pass level and loyalty standing; og:type profile, ProfilePage', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  // Asked in another case: the tags name the page's own address.
  const english = await page(port, '/players/sam%20rivers-euw?lang=en');
  assert.equal(english.status, 200);
  assert.equal(english.headers[PREVIEW_HEADER.toLowerCase()], 'page');
  assert.equal(english.head.title, 'Sam (Sam Rivers#EUW) | MENA Arena');
  assert.equal(english.head.meta['og:type'], 'profile');
  assert.equal(english.head.meta['og:image'], 'https://api.arena.test/uploads/sam.png');
  assert.equal(
    english.head.meta.description,
    'Team: Rhine Wolves · Pass level: 14 · Loyalty points: 1,250 · Loyalty rank: #3',
  );
  assert.equal(english.head.canonical, `${ORIGIN}/players/Sam%20Rivers-EUW?lang=en`);
  assert.deepEqual(english.head.jsonLd.mainEntity, {
    '@type': 'Person',
    name: 'Sam',
    alternateName: 'Sam Rivers#EUW',
    image: 'https://api.arena.test/uploads/sam.png',
    memberOf: { '@type': 'SportsTeam', name: 'Rhine Wolves' },
  });
  assert.equal(english.head.jsonLd['@type'], 'ProfilePage');

  const arabic = await page(port, '/players/Sam%20Rivers-EUW');
  assert.equal(arabic.head.html, '<html lang="ar" dir="rtl">');
  assert.equal(
    arabic.head.meta.description,
    'الفريق: Rhine Wolves · مستوى الباس: ١٤ · نقاط الولاء: ١٬٢٥٠ · ترتيب الولاء: #٣',
  );
  assert.deepEqual(arabic.head.alternates, {
    ar: `${ORIGIN}/players/Sam%20Rivers-EUW`,
    en: `${ORIGIN}/players/Sam%20Rivers-EUW?lang=en`,
    'x-default': `${ORIGIN}/players/Sam%20Rivers-EUW`,
  });
});

test('a private player: name and team only, no picture of the player; unknown players are not found', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const sara = await page(port, '/players/Sara-UAE?lang=en');
  assert.equal(sara.head.title, 'Sara#UAE | MENA Arena');
  assert.equal(
    sara.head.meta.description,
    "Team: Desert Falcons · This profile is private: only the player's name and team are shown.",
  );
  assert.equal(sara.head.meta['og:image'], 'https://api.arena.test/static/teams/df.svg', "the team's logo");
  assert.deepEqual(sara.head.jsonLd.mainEntity, {
    '@type': 'Person',
    name: 'Sara#UAE',
    alternateName: 'Sara#UAE',
    memberOf: { '@type': 'SportsTeam', name: 'Desert Falcons' },
  });
  for (const word of ['euw1', 'Pass level', 'Loyalty', 'uploads'])
    assert.ok(!sara.html.includes(word), `a private profile's preview leaks no ${word}`);

  const unknown = await page(port, '/players/Nobody-XX');
  assert.equal(unknown.headers[PREVIEW_HEADER.toLowerCase()], 'not-found');
  assert.equal(unknown.head.meta.robots, 'noindex');
  // No tag line: not asked for at all.
  const calls = api.calls.length;
  assert.equal((await page(port, '/players/NoTagLine')).headers[PREVIEW_HEADER.toLowerCase()], 'not-found');
  assert.equal(api.calls.length, calls);
});

test('a team: name, logo, members and founding in each language, and SportsTeam data', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const english = await page(port, '/teams/rhine-wolves?lang=en');
  assert.equal(english.head.title, 'Rhine Wolves | MENA Arena');
  assert.equal(english.head.meta.description, 'Members: 2 · Founded May 2, 2025');
  assert.equal(english.head.meta['og:image'], 'https://api.arena.test/static/teams/rw.svg');
  assert.deepEqual(english.head.jsonLd.member, [
    { '@type': 'Person', name: 'Sam Rivers#EUW' },
    { '@type': 'Person', name: 'Emma#EUW' },
  ]);
  assert.equal(english.head.jsonLd['@type'], 'SportsTeam');
  assert.equal(english.head.jsonLd.alternateName, 'RW');

  const arabic = await page(port, '/teams/rhine-wolves');
  assert.equal(arabic.head.meta.description, 'الأعضاء: ٢ · تأسس في ٢ مايو ٢٠٢٥');
  assert.equal((await page(port, '/teams/no-such-team')).headers[PREVIEW_HEADER.toLowerCase()], 'not-found');
});

test('static pages take their titles from the live releases’ locale files, in both languages', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const faq = await page(port, '/faq?lang=en');
  assert.equal(faq.head.title, 'FAQ | MENA Arena');
  assert.equal(faq.head.meta.description, 'Answers to common questions.');
  assert.equal(faq.head.meta['og:image'], `${ORIGIN}/og-image.png`);
  assert.equal(faq.head.meta['og:image:width'], '1200');
  assert.equal(faq.headers[PREVIEW_HEADER.toLowerCase()], 'page');
  assert.equal((await page(port, '/faq/')).head.title, 'الأسئلة الشائعة | MENA Arena');
  assert.equal((await page(port, '/tournaments')).head.meta['og:title'], 'البطولات');
  const home = await page(port, '/?lang=en');
  assert.equal(home.head.title, 'MENA Arena');
  assert.equal(home.head.meta.description, 'Tournaments and a community.');
  assert.equal(home.head.canonical, `${ORIGIN}/?lang=en`);
  // A page without its own tags (a signed-in screen): the generic ones, no canonical.
  const account = await page(port, '/account/settings');
  assert.equal(account.headers[PREVIEW_HEADER.toLowerCase()], 'generic');
  assert.equal(account.head.meta['og:title'], 'MENA Arena');
  assert.equal(account.head.canonical, undefined);
  // /news has no locale file in this fixture: its own tags fall back to the generic texts, nothing breaks.
  assert.equal((await page(port, '/news')).head.title, 'MENA Arena');
  assert.equal(api.calls.length, 0, 'static pages never wait for the API');
});

test('titles are escaped: markup, quotes, ampersands and bidi controls never leave their tag', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });
  const hostile = '</title><script>alert(1)</script> "Cup" \'x\' & <b> \u202Eevil\u2066 ليالي';
  api.tournaments.set('evil', {
    ...TOURNAMENT,
    id: 'evil',
    name: { en: hostile },
    description: { en: '"><img src=x onerror=alert(1)>' },
    poster: 'javascript:alert(1)',
  });

  const generic = await page(port, '/faq');
  const evil = await page(port, '/tournaments/evil?lang=en');
  assert.ok(!evil.html.includes('<script>alert(1)'));
  assert.ok(!evil.html.includes('<img src=x'));
  assert.ok(!/[\u202a-\u202e\u2066-\u2069]/.test(evil.html), 'no bidi embedding or override');
  const expected = '</title><script>alert(1)</script> "Cup" \'x\' & <b> evil ليالي';
  assert.equal(evil.head.title, `${expected} | MENA Arena`);
  assert.equal(evil.head.meta['og:title'], expected);
  assert.equal(evil.head.jsonLd.name, expected);
  assert.ok(evil.html.includes('\\u003c/script\\u003e'), 'JSON-LD cannot end its script element');
  assert.equal(evil.head.meta['og:image'], `${ORIGIN}/og-image.png`, 'a non-http poster is not an image');
  // The page runs the same inline script as any other: JSON-LD is data, and the CSP hashes stay the same.
  assert.deepEqual(inlineScriptHashes(evil.html), inlineScriptHashes(generic.html));
  assert.equal(evil.headers['content-security-policy'], generic.headers['content-security-policy']);
});

test('a slow or failing API: generic tags within the bounded wait, said in X-Arena-Preview', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url, previewTimeoutMs: 150 });

  api.delayMs = 700;
  const started = Date.now();
  const slow = await page(port, '/tournaments/cup-1?lang=en');
  assert.ok(Date.now() - started < 600, `answered in ${Date.now() - started} ms`);
  assert.equal(slow.status, 200);
  assert.equal(slow.headers[PREVIEW_HEADER.toLowerCase()], 'fallback');
  assert.equal(slow.head.title, 'MENA Arena');
  assert.equal(slow.head.meta['og:title'], 'MENA Arena');
  assert.equal(slow.head.meta['og:image'], `${ORIGIN}/og-image.png`);
  assert.equal(slow.head.canonical, `${ORIGIN}/tournaments/cup-1?lang=en`, 'still its own address');
  // The answer that came late fills the cache for the next visitor.
  await new Promise((resolve) => setTimeout(resolve, 800));
  api.delayMs = 0;
  const next = await page(port, '/tournaments/cup-1?lang=en');
  assert.equal(next.headers[PREVIEW_HEADER.toLowerCase()], 'page');
  assert.equal(next.head.meta['og:title'], 'Ramadan Nights Cup');

  api.failWith = 500;
  const failed = await page(port, '/news/post-1');
  assert.equal(failed.headers[PREVIEW_HEADER.toLowerCase()], 'fallback');
  assert.equal(failed.head.meta['og:type'], 'website');
});

test('no API at all: every page still answers at once, with the generic tags', async (t) => {
  const port = await startPages(t, { apiUrl: 'http://127.0.0.1:9' });
  const down = await page(port, '/news/post-1?lang=en');
  assert.equal(down.status, 200);
  assert.equal(down.headers[PREVIEW_HEADER.toLowerCase()], 'fallback');
  assert.equal(down.head.html, '<html lang="en" dir="ltr">');
});

test('an unknown id gets the generic tags, noindex and no canonical; an impossible id is not asked for', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });
  const unknown = await page(port, '/tournaments/no-such-cup');
  assert.equal(unknown.status, 200, 'the page itself shows what a missing tournament shows');
  assert.equal(unknown.headers[PREVIEW_HEADER.toLowerCase()], 'not-found');
  assert.equal(unknown.head.title, 'MENA Arena');
  assert.equal(unknown.head.meta.robots, 'noindex');
  assert.equal(unknown.head.canonical, undefined);
  assert.equal((await page(port, '/news/gone')).head.meta.robots, 'noindex');
  const calls = api.calls.length;
  assert.equal((await page(port, '/news/%3Cx%3E')).headers[PREVIEW_HEADER.toLowerCase()], 'not-found');
  assert.equal(api.calls.length, calls);
});

test('robots.txt, the sitemap with hreflang alternates, and the icons', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });

  const robots = await request(port, '/robots.txt');
  assert.equal(robots.status, 200);
  assert.match(robots.headers['content-type'], /^text\/plain/);
  const rules = robots.body.toString().split('\n');
  for (const line of [
    'User-agent: *',
    'Allow: /',
    'Disallow: /staff',
    'Disallow: /account',
    `Sitemap: ${ORIGIN}/sitemap.xml`,
  ])
    assert.ok(rules.includes(line), line);

  const sitemap = await request(port, '/sitemap.xml');
  assert.equal(sitemap.status, 200);
  assert.match(sitemap.headers['content-type'], /^application\/xml/);
  assert.equal(sitemap.headers[PREVIEW_HEADER.toLowerCase()], undefined);
  const xml = sitemap.body.toString();
  assert.match(
    xml,
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)[1],
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }));
  const locs = urls.map((url) => url.loc);
  assert.equal(urls.length, (STATIC_PAGES.length + 4) * 2, 'every page in both languages');
  for (const pathname of [
    ...STATIC_PAGES.map((staticPage) => staticPage.path),
    '/tournaments/cup-1',
    '/news/post-1',
    '/players/Sam%20Rivers-EUW',
    '/teams/rhine-wolves',
  ]) {
    assert.ok(locs.includes(`${ORIGIN}${pathname}`), pathname);
    assert.ok(locs.includes(`${ORIGIN}${pathname}?lang=en`), `${pathname} in English`);
  }
  for (const url of urls) {
    const plain = url.loc.replace(/\?lang=en$/, '');
    assert.deepEqual(url.alternates, { ar: plain, en: `${plain}?lang=en`, 'x-default': plain });
  }
  assert.equal(urls.find((url) => url.loc.endsWith('/news/post-1')).lastmod, POST.created_at);
  for (const [pathname, changed] of [
    ['/players/Sam%20Rivers-EUW', PLAYER_CHANGED_AT],
    ['/teams/rhine-wolves', TEAM_CHANGED_AT],
  ]) {
    for (const loc of [`${ORIGIN}${pathname}`, `${ORIGIN}${pathname}?lang=en`])
      assert.equal(urls.find((url) => url.loc === loc).lastmod, changed, loc);
  }
  // The player's page is the one the sitemap names: its link preview is the player's own.
  const listedPlayer = await page(port, '/players/Sam%20Rivers-EUW');
  assert.equal(listedPlayer.head.canonical, `${ORIGIN}/players/Sam%20Rivers-EUW`);

  // The API down: the static pages at least, and the header says so.
  api.failWith = 503;
  const port2 = await startPages(t, { apiUrl: api.url });
  const partial = await request(port2, '/sitemap.xml');
  assert.equal(partial.status, 200);
  assert.equal(partial.headers[PREVIEW_HEADER.toLowerCase()], 'fallback');
  assert.equal([...partial.body.toString().matchAll(/<url>/g)].length, STATIC_PAGES.length * 2);

  for (const [pathname, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/og-image.png', 'image/png'],
  ]) {
    const icon = await request(port, pathname);
    assert.equal(icon.status, 200, pathname);
    assert.equal(icon.headers['content-type'], type);
    assert.ok(icon.body.equals(fs.readFileSync(path.join(SITE_FILES_DIR, pathname.slice(1)))));
  }
  assert.deepEqual(pngSize(fs.readFileSync(path.join(SITE_FILES_DIR, 'apple-touch-icon.png'))), {
    width: 180,
    height: 180,
  });
  assert.deepEqual(pngSize(fs.readFileSync(path.join(SITE_FILES_DIR, 'og-image.png'))), {
    width: 1200,
    height: 630,
  });
  const ico = fs.readFileSync(path.join(SITE_FILES_DIR, 'favicon.ico'));
  assert.equal(ico.readUInt16LE(2), 1, 'an icon file');
  assert.deepEqual(
    Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i]),
    [16, 32, 48],
  );
});

test('the web app manifest: one per language, named by the shell, its icons served at their sizes; every page links it', async (t) => {
  const api = await startStubApi(t);
  const port = await startPages(t, { apiUrl: api.url });
  const read = async (pathname, headers = {}) => {
    const response = await request(port, pathname, { headers });
    assert.equal(response.status, 200, pathname);
    assert.equal(response.headers['content-type'], 'application/manifest+json; charset=utf-8');
    return JSON.parse(response.body.toString());
  };

  const arabic = await read('/manifest.webmanifest');
  assert.deepEqual(
    { ...arabic, icons: undefined },
    {
      id: '/',
      name: 'MENA Arena',
      short_name: 'MENA Arena',
      description: 'بطولات ومجتمع.',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0b0f1a',
      theme_color: '#0b0f1a',
      categories: ['games', 'sports', 'entertainment'],
      icons: undefined,
    },
  );
  const english = await read('/manifest.webmanifest?lang=en');
  assert.equal(english.description, 'Tournaments and a community.');
  assert.equal(english.dir, 'ltr');
  assert.equal(english.start_url, '/?lang=en');
  assert.equal((await read('/manifest.webmanifest', { cookie: 'arena_lang=en' })).lang, 'en');

  // An installable app needs a 192 and a 512 px icon, and a maskable one; each is served at the size it says.
  assert.deepEqual(
    arabic.icons.map((icon) => [icon.sizes, icon.purpose]),
    [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ],
  );
  for (const icon of arabic.icons) {
    const file = await request(port, icon.src);
    assert.equal(file.status, 200, icon.src);
    assert.equal(file.headers['content-type'], 'image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    assert.deepEqual(pngSize(file.body), { width, height }, icon.src);
  }

  // Each page links the manifest of its language, with the theme colour.
  const page1 = (await request(port, '/faq', { headers: { accept: 'text/html' } })).body.toString();
  assert.ok(page1.includes('<link rel="manifest" href="/manifest.webmanifest">'));
  assert.ok(page1.includes('<meta name="theme-color" content="#0b0f1a">'));
  const page2 = (await request(port, '/faq?lang=en', { headers: { accept: 'text/html' } })).body.toString();
  assert.ok(page2.includes('<link rel="manifest" href="/manifest.webmanifest?lang=en">'));
});

test('api-reader: a 30 s cache, the last answer while the API is slow, a pause after a failure', async () => {
  let clock = 0;
  const calls = [];
  let respond = () => Response.json({ data: { n: calls.length } });
  const reader = createApiReader({
    baseUrl: () => 'http://api.test/',
    timeoutMs: 20,
    fetch: async (url) => {
      calls.push(url);
      return respond();
    },
    now: () => clock,
  });
  assert.deepEqual(await reader.read('/v1/x'), { state: 'fresh', data: { n: 1 } });
  assert.equal(calls[0], 'http://api.test/v1/x');
  clock = 29_000;
  assert.deepEqual(await reader.read('/v1/x'), { state: 'fresh', data: { n: 1 } });
  assert.equal(calls.length, 1);

  // Past 30 s the API is asked again; while it is slow, the last answer stands in.
  clock = 31_000;
  let finish;
  respond = () => new Promise((resolve) => (finish = () => resolve(Response.json({ data: { n: 2 } }))));
  const stale = await reader.read('/v1/x');
  assert.equal(stale.state, 'stale');
  assert.deepEqual(stale.data, { n: 1 });
  finish();
  await new Promise((resolve) => setTimeout(resolve, 5));
  assert.deepEqual(await reader.read('/v1/x'), { state: 'fresh', data: { n: 2 } });

  // A failure: not asked again for 5 s.
  respond = () => new Response('{}', { status: 500 });
  assert.equal((await reader.read('/v1/y')).state, 'fallback');
  assert.equal((await reader.read('/v1/y')).state, 'fallback');
  assert.equal(calls.filter((url) => url.endsWith('/v1/y')).length, 1);
  clock += 6_000;
  respond = () => new Response('{}', { status: 404 });
  assert.equal((await reader.read('/v1/y')).state, 'missing');
});

test('every text the previews use exists in English and Arabic in the repository’s locale files', () => {
  const require = createRequire(import.meta.url);
  const { portalLocaleFolders } = require('../../shared-kit/webpack/locale-namespaces.cjs');
  const folders = new Map(portalLocaleFolders(REPO_ROOT).map((folder) => [folder.namespace, folder.dir]));
  const refs = [
    PRODUCT_NAME,
    PAGE_TITLE,
    TAGLINE,
    ...Object.values(TOURNAMENT_TEXTS),
    ...Object.values(PROFILE_TEXTS),
    ...STATIC_PAGES.flatMap((staticPage) => [staticPage.title, staticPage.description]).filter(Boolean),
  ];
  for (const ref of refs) {
    const dir = folders.get(ref.namespace);
    assert.ok(dir, `namespace ${ref.namespace}`);
    for (const lang of ['en', 'ar']) {
      const strings = JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8'));
      const value = ref.key.split('.').reduce((node, part) => node?.[part], strings);
      assert.equal(typeof value, 'string', `${ref.namespace}:${ref.key} in ${lang}`);
    }
  }
});

test('nginx: page navigations, robots.txt, the sitemap and the web manifest go to the page server, the icons from deploy/public', () => {
  const conf = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx/arena.conf'), 'utf8');
  const shell = conf.split(/\nserver \{/).find((block) => block.includes('server_name arena.example.com;'));
  assert.match(conf, /upstream arena_pages \{\s*server 127\.0\.0\.1:8079;/);
  assert.match(
    shell,
    /location ~ \^\/\(\?:robots\\\.txt\|sitemap\\\.xml\|manifest\\\.webmanifest\)\$ \{\s*proxy_pass http:\/\/arena_pages;/,
  );
  assert.match(
    shell,
    /location @navigation \{[^}]*\}\s*proxy_pass http:\/\/arena_pages;\s*error_page 502 503 504 = @shell_page;/,
  );
  assert.match(shell, /location @shell_page \{\s*rewrite \^ \/index\.html break;/);
  // Every file of deploy/public is served from /srv/arena/public (the icons' location's own pattern).
  const icons = /location ~ (\S+) \{\s*root \/srv\/arena\/public;/.exec(shell);
  assert.ok(icons, 'a location serves /srv/arena/public');
  for (const file of fs.readdirSync(SITE_FILES_DIR))
    assert.match(`/${file}`, new RegExp(icons[1]), `/${file} is served from /srv/arena/public`);
  // nginx sends this block's headers once: the page server's own are dropped.
  for (const header of [
    'Cache-Control',
    'Content-Security-Policy',
    'X-Frame-Options',
    'Referrer-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
  ])
    assert.match(shell, new RegExp(`proxy_hide_header ${header};`), header);
});
