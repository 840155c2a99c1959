import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SITEMAP_PAGE_LIMIT_MAX } from '@arena/contract';
import { parsePlayerSlug } from '@arena/contract/rules';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('the public pages a sitemap lists: GET /v1/sitemap/players and /v1/sitemap/teams', () => {
  let t: TestApp;
  const players = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/v1/sitemap/players${query}` });
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/sitemap/players', response.json());
  };
  const slugOf = (key: string) => {
    const { gameName, tagLine } = seedPlayer(key);
    return `${encodeURIComponent(gameName)}-${encodeURIComponent(tagLine)}`;
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('public profiles only: a private, a banned and a deactivated player are left out', async () => {
    await t.db
      .updateTable('users')
      .set({ is_profile_visible: false })
      .where('id', '=', seedPlayer('layla').id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ deactivated_at: t.now })
      .where('id', '=', seedPlayer('nour').id)
      .execute();
    const eligible = await t.db
      .selectFrom('users')
      .select(['game_name', 'tag_line'])
      .where('is_profile_visible', '=', true)
      .where('banned_at', 'is', null)
      .where('deactivated_at', 'is', null)
      .execute();
    const { data, pagination } = await players(`?limit=${SITEMAP_PAGE_LIMIT_MAX}`);
    assert.equal(pagination.total, eligible.length);
    assert.equal(data.length, eligible.length);
    const slugs = new Set(data.map((player) => player.slug));
    assert.ok(slugs.has(slugOf('falcon')));
    for (const key of ['layla', 'nour', 'cheater'])
      assert.ok(!slugs.has(slugOf(key)), `${key} is not listed`);
    // Most recently changed first.
    const times = data.map((player) => Date.parse(player.updatedAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );

    // Each slug opens a public page: the address is the page's.
    for (const player of data.slice(0, 3)) {
      const riotId = parsePlayerSlug(decodeURIComponent(player.slug))!;
      const page = await t.request({
        method: 'GET',
        url: `/v1/players/${encodeURIComponent(riotId.gameName)}/${encodeURIComponent(riotId.tagLine)}`,
      });
      assert.equal(page.statusCode, 200, page.body);
      assert.equal(page.json().data.visibility, 'public');
    }
  });

  test('paged: a page and its size; a size over the cap is 400 naming limit', async () => {
    const all = await players(`?limit=${SITEMAP_PAGE_LIMIT_MAX}`);
    const second = await players('?limit=2&page=2');
    assert.deepEqual(
      second.data.map((player) => player.slug),
      all.data.slice(2, 4).map((player) => player.slug),
    );
    assert.deepEqual(second.pagination, {
      total: all.pagination.total,
      page: 2,
      limit: 2,
      pages: Math.ceil(all.pagination.total / 2),
    });
    assert.equal((await players()).pagination.limit, 100, 'a page of 100 unless said');
    for (const query of [`?limit=${SITEMAP_PAGE_LIMIT_MAX + 1}`, '?limit=0', '?page=0', '?page=x']) {
      const refused = await t.request({ method: 'GET', url: `/v1/sitemap/players${query}` });
      assert.equal(refused.statusCode, 400, query);
      const body = expectShape(errorBody, refused.json());
      assert.equal(body.code, 4000);
      assert.ok(body.details, query);
    }
  });

  test('every team page, with its vanity and last change; a shared cache may keep the list briefly', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/sitemap/teams?limit=${SITEMAP_PAGE_LIMIT_MAX}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'public, max-age=30');
    const { data, pagination } = expectAnswer('GET /v1/sitemap/teams', response.json());
    const teams = await t.db.selectFrom('teams').select(['vanity', 'updated_at']).execute();
    assert.equal(pagination.total, teams.length);
    assert.deepEqual(new Set(data.map((team) => team.vanity)), new Set(teams.map((team) => team.vanity)));
    const [first] = data;
    const page = await t.request({ method: 'GET', url: `/v1/teams/vanity/${first!.vanity}/page` });
    assert.equal(page.statusCode, 200, page.body);
  });
});
