// /robots.txt and /sitemap.xml of the portal (DESIGN §10, issue 32). The sitemap is regenerated from the API (through
// api-reader.mjs: 30 s cache, bounded wait): every static page of page-texts.mjs, every tournament and every published
// article, the pages of players with a public profile and of teams (each with its last change), each in both languages (Arabic at the plain address, English with `?lang=en`, as link-previews.mjs reads
// it) with `xhtml:link rel="alternate" hreflang` to the other and to `x-default`.

import { alternatesOf, LANGUAGES } from './link-previews.mjs';
import { STATIC_PAGES } from './page-texts.mjs';

/** Pages no crawler should walk: signed-in and staff screens. */
export const DISALLOWED_PATHS = ['/staff', '/account', '/ticket', '/logout', '/link-discord'];

/**
 * The API lists the sitemap reads, newest first: tournaments and posts at most 100 (the API's page size), players and
 * teams the 1000 most recently changed (the API's cap, the contract's `SITEMAP_PAGE_LIMIT_MAX`; two addresses each,
 * far below a sitemap file's 50,000). Private, banned and deactivated players are not in the API's list.
 */
export const SITEMAP_SOURCES = {
  tournaments: '/v1/tournaments?limit=100&sort=-created_at',
  posts: '/v1/posts?limit=100&sort=-created_at',
  players: '/v1/sitemap/players?limit=1000',
  teams: '/v1/sitemap/teams?limit=1000',
};

/** How long the sitemap waits for the API (crawlers are patient; a page's HTML is not). */
export const SITEMAP_WAIT_MS = 2000;

export function robotsTxt(origin) {
  const site = new URL(origin).origin;
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
/**
 * A player page's slug: the game name and tag line, each as `encodeURIComponent` writes it, joined by `-` (the
 * contract's `playerSlug`, rules/player-slug.ts, which this server cannot import: it runs without a build).
 */
const PLAYER_SLUG = /^[A-Za-z0-9_.!~*'()%-]{1,300}-[A-Za-z0-9_.!~*'()%]{1,100}$/;

function lastModified(value) {
  const date = new Date(value ?? '');
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The sitemap's XML for the static pages and the given tournaments and posts (API objects with `id`, and
 * `created_at` as their last change), players (`slug`, `updatedAt`) and teams (`vanity`, `updatedAt`).
 */
export function sitemapXml({ origin, tournaments = [], posts = [], players = [], teams = [] }) {
  const site = new URL(origin).origin;
  const pages = [
    ...STATIC_PAGES.map((page) => ({ path: page.path, lastmod: null })),
    ...tournaments
      .filter((tournament) => ID.test(String(tournament?.id ?? '')))
      .map((tournament) => ({
        path: `/tournaments/${tournament.id}`,
        lastmod: lastModified(tournament.created_at),
      })),
    ...posts
      .filter((post) => ID.test(String(post?.id ?? '')))
      .map((post) => ({ path: `/news/${post.id}`, lastmod: lastModified(post.created_at) })),
    ...players
      .filter((player) => PLAYER_SLUG.test(String(player?.slug ?? '')))
      .map((player) => ({ path: `/players/${player.slug}`, lastmod: lastModified(player.updatedAt) })),
    ...teams
      .filter((team) => ID.test(String(team?.vanity ?? '')))
      .map((team) => ({ path: `/teams/${team.vanity}`, lastmod: lastModified(team.updatedAt) })),
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = alternatesOf(site, page.path);
    const links = Object.entries(alternates).map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    for (const lang of LANGUAGES) {
      lines.push('  <url>', `    <loc>${escapeXml(alternates[lang])}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${page.lastmod}</lastmod>`);
      lines.push(...links, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/**
 * The sitemap for a request: `{ body, complete }`, `complete` false when a list could not be read within the wait
 * (the sitemap then has what it could read, the static pages at least).
 */
export async function buildSitemap({ origin, read }) {
  const sources = Object.keys(SITEMAP_SOURCES);
  const answers = await Promise.all(
    sources.map((source) => read(SITEMAP_SOURCES[source], { wait: SITEMAP_WAIT_MS })),
  );
  const list = (answer) => (Array.isArray(answer.data) ? answer.data : []);
  const lists = Object.fromEntries(sources.map((source, index) => [source, list(answers[index])]));
  return {
    body: sitemapXml({ origin, ...lists }),
    complete: answers.every((answer) => answer.state === 'fresh' || answer.state === 'stale'),
  };
}
