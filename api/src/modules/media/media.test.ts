import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { posterSvg, wrapText } from './svg.js';

describe('generated images', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const assertSvg = (response: Awaited<ReturnType<TestApp['request']>>) => {
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.match(String(response.headers['cache-control']), /public, max-age=\d+/);
    assert.match(response.body, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  };

  test('the image CDN stand-in serves champion and item images as SVG with nosniff and a long cache', async () => {
    const champion = await t.request({ method: 'GET', url: '/cdn/champion/MissFortune.png' });
    assertSvg(champion);
    assert.match(String(champion.headers['cache-control']), /immutable/);
    assert.match(champion.body, />MF</);
    const item = await t.request({ method: 'GET', url: '/cdn/item/3031.png' });
    assertSvg(item);
    assert.match(item.body, />3031</);
  });

  test('seeded avatars, banners, team logos, posters and news images are served', async () => {
    for (const url of [
      '/static/avatars/Falcon.svg',
      '/static/banners/Falcon.svg',
      '/static/teams/desert-falcons.svg',
      '/static/posters/ramadan-nights-cup.en.svg',
      '/static/posters/ramadan-nights-cup.ar.svg',
      '/static/news/mena-pass-season-one.svg',
      '/static/news/mena-pass-season-one-figure.svg',
    ]) {
      assertSvg(await t.request({ method: 'GET', url }));
    }
    const arabic = await t.request({ method: 'GET', url: '/static/posters/ramadan-nights-cup.ar.svg' });
    assert.match(arabic.body, /كأس ليالي رمضان/);
    assert.match(arabic.body, /direction="rtl"/);
  });

  test('every image the API answers with resolves', async () => {
    const tournaments = (await t.request({ method: 'GET', url: '/v1/tournaments' })).json().data;
    const posts = (await t.request({ method: 'GET', url: '/v1/posts' })).json().data;
    const me = (
      await t.request({ method: 'GET', url: '/v1/user/me', token: await t.tokenFor('falcon') })
    ).json().user;
    const urls = [
      ...tournaments.flatMap((tournament: { poster: { en: string; ar: string } }) => [
        tournament.poster.en,
        tournament.poster.ar,
      ]),
      ...posts.map((post: { coverImage: string }) => post.coverImage),
      ...posts.flatMap((post: { translations: { content: string }[] }) =>
        post.translations.flatMap((translation) =>
          [...translation.content.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]),
        ),
      ),
      me.profileImage,
      me.bannerImage,
    ];
    for (const url of new Set(urls)) {
      assert.ok(url.startsWith('http://api.test/'), url);
      assertSvg(await t.request({ method: 'GET', url: url.replace('http://api.test', '') }));
    }
  });

  test('unknown seeded images are 404, bad names 400, in the error shape', async () => {
    const missing = await t.request({ method: 'GET', url: '/static/posters/unknown.en.svg' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 4004);
    for (const url of [
      '/cdn/champion/..%2Fetc.png',
      '/cdn/item/abc.png',
      '/static/avatars/%3Cx%3E.svg',
      '/static/posters/x.fr.svg',
    ]) {
      const bad = await t.request({ method: 'GET', url });
      assert.equal(bad.statusCode, 400, url);
      assert.equal(bad.json().code, 4000);
    }
  });

  test('text is escaped and long titles wrap', () => {
    const svg = posterSvg({
      title: '<script>alert(1)</script> & more',
      subtitle: '"x"',
      seed: 's',
      rtl: false,
    });
    assert.doesNotMatch(svg, /<script>/);
    assert.match(svg, /&lt;script&gt;/);
    assert.deepEqual(wrapText('one two three four', 9), ['one two', 'three', 'four']);
  });
});
