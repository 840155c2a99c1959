import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AuditEntry, HomeSlide, StaffHomeSlide } from '@arena/contract';
import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { imageBody, PNG_1X1 } from '../../testing/test-images.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = { statusCode: number; body: string; json: () => unknown };

/**
 * The home carousel's slides (issue 31): the spec's three seeded with their artwork per language, the public list in
 * order and inside each slide's dates, and the editors' desk — write, order, remove — with its refusals and audit.
 */
describe('home carousel slides', () => {
  let t: TestApp;
  let now: Date;
  const tokens: Record<string, string> = {};
  const tokenOf = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: Method, url: string, key: string | null, body?: object) =>
    t.request({ method, url, token: key ? await tokenOf(key) : '', ...(body ? { payload: body } : {}) });
  const publicSlides = async (): Promise<HomeSlide[]> => {
    // The public list is cached for a few seconds: a write drops it on this instance.
    const response = await call('GET', '/v1/home/slides', null);
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/home/slides', response.json()).data;
  };
  const deskSlides = async (): Promise<StaffHomeSlide[]> => {
    const response = await call('GET', '/v1/admin/home/slides', 'editor');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/home/slides', response.json()).data;
  };
  const invalidField = (response: Response, field: string) => {
    assert.equal(response.statusCode, 400, response.body);
    const fields = (expectShape(errorBody, response.json()).details as { fields?: Record<string, string> })
      .fields;
    assert.ok(fields && field in fields, `${field} named in ${response.body}`);
  };
  const upload = async (key = 'editor') => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/admin/home/slides/images',
      token: await tokenOf(key),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 201, response.body);
    return (response.json() as { data: { url: string } }).data.url;
  };
  const body = (overrides: object = {}) => ({
    title: { en: 'Season finals', ar: 'نهائيات الموسم' },
    description: { en: 'Watch the finals live.', ar: 'تابع النهائيات مباشرة.' },
    badge: { en: 'Live', ar: 'مباشر' },
    cta: { en: 'Watch', ar: 'شاهد' },
    link: '/tournaments',
    ...overrides,
  });
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await call('GET', `/v1/admin/audit?recordId=${recordId}&action=home`, 'admin');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };

  before(async () => {
    now = await recentSeedMoment();
    t = await createTestApp({ now, clock: () => now });
  });
  after(() => t.close());

  test("the spec's three slides are seeded in order, each with its artwork in English and Arabic", async () => {
    const slides = await publicSlides();
    assert.deepEqual(
      slides.map((slide) => [slide.artwork, slide.link]),
      [
        ['pass', '/me-pass'],
        ['tournaments', '/tournaments'],
        ['prizes', '/tournaments'],
      ],
    );
    const [first] = slides;
    assert.equal(first!.title.en, 'The MENA Pass is live');
    assert.equal(first!.title.ar, 'MENA Pass متاح الآن');
    assert.deepEqual(first!.imageSize, { width: 1600, height: 560 });
    const image = first!.image as { en: string; ar: string };
    for (const address of [image.en, image.ar]) {
      const art = await t.request({ method: 'GET', url: new URL(address).pathname, token: '' });
      assert.equal(art.statusCode, 200, address);
      assert.match(String(art.headers['content-type']), /^image\/svg\+xml/);
      assert.equal(art.headers['x-content-type-options'], 'nosniff');
    }
  });

  test('players, organizers and support are refused every desk call; no token is 401', async () => {
    const [slide] = await deskSlides();
    for (const key of ['falcon', 'organizer', 'support']) {
      for (const response of [
        await call('GET', '/v1/admin/home/slides', key),
        await call('POST', '/v1/admin/home/slides', key, body()),
        await call('PUT', `/v1/admin/home/slides/${slide!.id}`, key, body()),
        await call('PUT', '/v1/admin/home/slides/order', key, { ids: [slide!.id] }),
        await call('DELETE', `/v1/admin/home/slides/${slide!.id}`, key),
        await t.request({
          method: 'POST',
          url: '/v1/admin/home/slides/images',
          token: await tokenOf(key),
          ...imageBody(PNG_1X1),
        }),
      ]) {
        assert.equal(response.statusCode, 403, `${key}: ${response.body}`);
        assert.equal(expectShape(errorBody, response.json()).code, 4003);
      }
    }
    assert.equal((await call('GET', '/v1/admin/home/slides', null)).statusCode, 401);
    assert.equal((await call('POST', '/v1/admin/home/slides', null, body())).statusCode, 401);
    assert.equal((await deskSlides()).length, 3);
  });

  test('a bad slide is refused with 400 naming the field, and nothing is stored', async () => {
    const add = (overrides: object) => call('POST', '/v1/admin/home/slides', 'editor', body(overrides));
    invalidField(await add({ title: { en: 'Only English' } }), 'title.ar');
    invalidField(await add({ title: { en: '  ', ar: 'عنوان' } }), 'title.en');
    invalidField(
      await add({ title: { en: 'x'.repeat(HOME_SLIDE_LIMITS.title + 1), ar: 'عنوان' } }),
      'title.en',
    );
    invalidField(await add({ title: { en: 'Bad\u202Etitle', ar: 'عنوان' } }), 'title.en');
    invalidField(await add({ badge: { en: 'Nul\u0000', ar: 'شارة' } }), 'badge.en');
    invalidField(await add({ link: 'javascript:alert(1)' }), 'link');
    invalidField(await add({ link: '//evil.example/path' }), 'link');
    invalidField(await add({ link: 'http://plain.example' }), 'link');
    invalidField(await add({ image: { en: 'https://elsewhere.example/a.png' } }), 'image.en');
    invalidField(
      await add({ image: { en: '/uploads/00000000-0000-4000-8000-000000000000.png' } }),
      'image.en',
    );
    invalidField(await add({ artwork: 'sunset' }), 'artwork');
    invalidField(
      await add({ startsAt: '2026-12-02T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }),
      'endsAt',
    );
    invalidField(await call('PUT', '/v1/admin/home/slides/order', 'editor', { ids: [] }), 'ids');
    assert.equal((await deskSlides()).length, 3);
    const unknown = await call('PUT', '/v1/admin/home/slides/not-a-slide', 'editor', body());
    assert.equal(unknown.statusCode, 404);
    assert.equal((await call('DELETE', '/v1/admin/home/slides/not-a-slide', 'editor')).statusCode, 404);
  });

  test('an editor adds a slide with an image per language, moves it first, edits and removes it; each is audited', async () => {
    const image = { en: await upload('editor'), ar: await upload('admin') };
    const created = await call('POST', '/v1/admin/home/slides', 'editor', body({ image }));
    assert.equal(created.statusCode, 201, created.body);
    const slide = expectAnswer('POST /v1/admin/home/slides', created.json(), 201).data;
    assert.equal(slide.position, 4);
    assert.deepEqual(slide.imageSize, { width: 1, height: 1 });
    assert.equal((await publicSlides()).at(-1)?.id, slide.id);

    const others = (await deskSlides()).filter((row) => row.id !== slide.id).map((row) => row.id);
    invalidField(await call('PUT', '/v1/admin/home/slides/order', 'editor', { ids: others }), 'ids');
    invalidField(
      await call('PUT', '/v1/admin/home/slides/order', 'editor', {
        ids: [slide.id, slide.id, ...others.slice(1)],
      }),
      'ids',
    );
    const ordered = await call('PUT', '/v1/admin/home/slides/order', 'editor', {
      ids: [slide.id, ...others],
    });
    assert.equal(ordered.statusCode, 200, ordered.body);
    const first = (await publicSlides())[0]!;
    assert.equal(first.id, slide.id);
    assert.deepEqual(first.image, image);

    // Sent back as the desk read it, the images are kept.
    const edited = await call(
      'PUT',
      `/v1/admin/home/slides/${slide.id}`,
      'editor',
      body({ title: { en: 'Season finals tonight', ar: 'نهائيات الموسم الليلة' }, image }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await publicSlides())[0]!.title.en, 'Season finals tonight');

    const removed = await call('DELETE', `/v1/admin/home/slides/${slide.id}`, 'editor');
    assert.equal(removed.statusCode, 200, removed.body);
    const after = await deskSlides();
    assert.deepEqual(
      after.map((row) => row.position),
      [1, 2, 3],
    );
    assert.ok(!after.some((row) => row.id === slide.id));
    assert.equal((await call('DELETE', `/v1/admin/home/slides/${slide.id}`, 'editor')).statusCode, 404);
    const actions = (await auditOf(slide.id)).map((entry) => entry.action).sort();
    assert.deepEqual(actions, [
      'home.slide.create',
      'home.slide.delete',
      'home.slide.update',
      'home.slides.order',
    ]);
  });

  test('a slide shows only inside its dates, as the app clock moves', async () => {
    const startsAt = new Date(now.getTime() + 60 * 60_000).toISOString();
    const endsAt = new Date(now.getTime() + 2 * 60 * 60_000).toISOString();
    const created = await call('POST', '/v1/admin/home/slides', 'admin', body({ startsAt, endsAt }));
    assert.equal(created.statusCode, 201, created.body);
    const { id } = expectAnswer('POST /v1/admin/home/slides', created.json(), 201).data;
    const desk = (await deskSlides()).find((row) => row.id === id)!;
    assert.equal(desk.live, false);
    assert.equal(desk.image, null);
    const seen = async (at: Date) => {
      now = at;
      return (await publicSlides()).some((slide) => slide.id === id);
    };
    const start = now;
    assert.equal(await seen(start), false);
    assert.equal(await seen(new Date(start.getTime() + 90 * 60_000)), true);
    assert.equal(await seen(new Date(start.getTime() + 3 * 60 * 60_000)), false);
    now = start;
    await call('DELETE', `/v1/admin/home/slides/${id}`, 'admin');
  });
});
