import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { isoDate, pageNumber, pageOf } from './primitives.js';

/**
 * The public player and team pages a sitemap lists (issue 32, DESIGN §10): the deploy server's `/sitemap.xml` reads
 * them, most recently changed first, with when each last changed (its `lastmod`).
 */

/** The most pages one answer lists (a sitemap file holds 50,000 addresses; each page is two, one per language). */
export const SITEMAP_PAGE_LIMIT_MAX = 1000;

/** The query of the sitemap lists: a page and its size (100 unless said, at most `SITEMAP_PAGE_LIMIT_MAX`). */
export const sitemapListQuery = z.object({
  page: pageNumber().default(1),
  limit: z.coerce.number().int().min(1).max(SITEMAP_PAGE_LIMIT_MAX).default(100),
});
export type SitemapListQuery = z.input<typeof sitemapListQuery>;

/** A player's public page: its address's slug (`playerSlug`, rules/player-slug.ts) and when the profile changed. */
export const sitemapPlayer = z
  .object({
    slug: z.string(),
    updatedAt: isoDate(),
  })
  .meta({ id: 'SitemapPlayer' });
export type SitemapPlayer = z.infer<typeof sitemapPlayer>;

/** A team's page: its vanity (the address `/teams/{vanity}`) and when the team changed. */
export const sitemapTeam = z
  .object({
    vanity: z.string(),
    updatedAt: isoDate(),
  })
  .meta({ id: 'SitemapTeam' });
export type SitemapTeam = z.infer<typeof sitemapTeam>;

export const sitemapEndpoints = defineEndpoints({
  'GET /v1/sitemap/players': {
    summary:
      'The players whose page shows their profile (public profiles; not private, banned or deactivated ones), ' +
      'most recently changed first: the slug of each page and when it changed',
    tag: 'sitemap',
    auth: 'public',
    querystring: sitemapListQuery,
    response: { 200: pageOf(sitemapPlayer) },
  },
  'GET /v1/sitemap/teams': {
    summary: 'Every team page, most recently changed first: its vanity and when the team changed',
    tag: 'sitemap',
    auth: 'public',
    querystring: sitemapListQuery,
    response: { 200: pageOf(sitemapTeam) },
  },
});
