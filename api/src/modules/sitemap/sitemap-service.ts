import type { Pagination, SitemapPlayer, SitemapTeam } from '@arena/contract';
import { playerSlug } from '@arena/contract/rules';
import type { Db } from '../../db/database.js';

/** A page of a sitemap list, as the query asks for it. */
export interface SitemapPage {
  page: number;
  limit: number;
}

const paginationOf = (total: number, { page, limit }: SitemapPage): Pagination => ({
  total,
  page,
  limit,
  pages: Math.ceil(total / limit),
});

/**
 * The players whose page shows their profile (GET /v1/sitemap/players): public profiles of players who are neither
 * banned nor deactivated — a private profile's page says no more than the name and team, so it is not offered to
 * search engines. Most recently changed first; each with its page's slug and when the profile changed.
 */
export async function sitemapPlayers(
  db: Db,
  query: SitemapPage,
): Promise<{ data: SitemapPlayer[]; pagination: Pagination }> {
  const listed = db
    .selectFrom('users')
    .where('is_profile_visible', '=', true)
    .where('banned_at', 'is', null)
    .where('deactivated_at', 'is', null);
  const [rows, count] = await Promise.all([
    listed
      .select(['game_name', 'tag_line', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    listed.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      slug: playerSlug(row.game_name, row.tag_line),
      updatedAt: row.updated_at.toISOString(),
    })),
    pagination: paginationOf(Number(count.total), query),
  };
}

/** Every team page (GET /v1/sitemap/teams), most recently changed first: its vanity and when the team changed. */
export async function sitemapTeams(
  db: Db,
  query: SitemapPage,
): Promise<{ data: SitemapTeam[]; pagination: Pagination }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('teams')
      .select(['vanity', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    db
      .selectFrom('teams')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({ vanity: row.vanity, updatedAt: row.updated_at.toISOString() })),
    pagination: paginationOf(Number(count.total), query),
  };
}
