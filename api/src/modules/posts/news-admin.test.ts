import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Post, type StaffNewsPost } from '@arena/contract';
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@arena/contract/rules';
import { sql } from 'kysely';
import { createTokenService } from '../../auth/tokens.js';
import { seedPlayer } from '../../seed/players.js';
import { SEED_POSTS, UNSAFE_SEED_POST_KEY } from '../../seed/posts.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import {
  createTestApp,
  recentSeedMoment,
  TEST_CONFIG,
  TEST_PUBLIC_URL,
  type TestApp,
} from '../../testing/test-app.js';
import { imageBody, PNG_1X1 } from '../../testing/test-images.js';
import { publishTimes, renderPostMarkdown } from './news-admin-service.js';
import { newsPublishJobId, publishScheduledPost } from './news-publish.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Response = { statusCode: number; body: string; json: () => unknown };

const MINUTE = 60_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Strings a body must never carry into the stored or public HTML, whatever the editor wrote. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<a href="javascript:alert(1)">Click</a>',
  '<a href="JaVaScRiPt:alert(1)">Click</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle /></svg>',
  '<p style="background:url(javascript:alert(1))" onclick="steal()">styled</p>',
  '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">',
  '<form action="https://evil.example"><input name="q"><button>go</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="//evil.example/x.png">',
  '[markdown link](javascript:alert(1))',
  '![markdown image](javascript:alert(1))',
  '<details open ontoggle="alert(1)">x</details>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  SEED_POSTS.find((post) => post.key === UNSAFE_SEED_POST_KEY)!.translations[0].content,
];
const ALLOWED_TAGS: readonly string[] = POST_HTML_TAGS;
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = POST_HTML_ATTRIBUTES;

/**
 * Fails unless every tag of `html` is on the contract's allow-list with only its allowed attributes, every link is
 * http(s) and every image http(s) or a path of the API (sanitize-html writes a `<` of the text as `&lt;`, so each `<`
 * left opens a real tag).
 */
function assertSafeHtml(html: string, what: string): void {
  for (const [, closing, tag, attributes] of html.matchAll(/<(\/?)([a-zA-Z0-9-]+)([^>]*)>/g)) {
    const name = tag!.toLowerCase();
    assert.ok(ALLOWED_TAGS.includes(name), `${what}: <${closing}${name}> in ${html}`);
    const rest = attributes!.replace(/\s*\/$/, '');
    const found = [...rest.matchAll(/\s([a-zA-Z-:]+)="([^"]*)"/g)];
    assert.equal(found.map((match) => match[0]).join(''), rest, `${what}: unquoted attributes in ${html}`);
    for (const [, attribute, value] of found) {
      assert.ok((ALLOWED_ATTRIBUTES[name] ?? []).includes(attribute!), `${what}: ${name} ${attribute}`);
      if (attribute === 'href') assert.match(value!, /^https?:\/\//i, what);
      if (attribute === 'src') assert.match(value!, /^(https?:\/\/|\/(?!\/))/i, what);
    }
  }
}

describe('the news desk (issue 31, /staff/news)', () => {
  let t: TestApp;
  let now: Date;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: Method, url: string, key: string | null = 'editor', body?: object) =>
    t.request({
      method,
      url,
      ...(key ? { token: await token(key) } : {}),
      ...(body ? { payload: body } : {}),
    });
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString();
  let covers: { en: string; ar: string };

  const uploadCover = async (key = 'editor') => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/admin/news/covers',
      token: await token(key),
      ...imageBody(PNG_1X1),
    });
    assert.equal(response.statusCode, 201, response.body);
    return expectAnswer('POST /v1/admin/news/covers', response.json(), 201).data.url;
  };
  const postBody = (overrides: Record<string, unknown> = {}) => ({
    en: {
      title: 'Desk Cup announced',
      summary: 'A cup written at the desk.',
      body: '## The cup\n\nIt is on.',
    },
    ar: { title: 'إعلان كأس المكتب', summary: 'بطولة كتبت في المكتب.', body: '## البطولة\n\nإنها قادمة.' },
    cover: covers,
    tags: ['Esports', 'Cup'],
    publishAt: null,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}, key = 'editor') => {
    const response = await call('POST', '/v1/admin/news', key, postBody(overrides));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    return expectAnswer('POST /v1/admin/news', response.json(), 201).data;
  };
  const save = async (id: string, overrides: Record<string, unknown> = {}, key = 'editor') => {
    const response = await call('PUT', `/v1/admin/news/${id}`, key, postBody(overrides));
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('PUT /v1/admin/news/:id', response.json()).data;
  };
  const staffGet = async (id: string) => call('GET', `/v1/admin/news/${id}`);
  const publicPost = (id: string) => t.request({ method: 'GET', url: `/v1/posts/${id}` });
  const publicList = async () =>
    expectAnswer('GET /v1/posts', (await t.request({ method: 'GET', url: '/v1/posts' })).json()).data;
  const invalidField = (response: Response, field: string) => {
    assert.equal(response.statusCode, 400, response.body);
    const body = expectShape(errorBody, response.json());
    const fields = (body.details as { fields?: Record<string, string> }).fields ?? {};
    assert.ok(field in fields, `${field} named in ${JSON.stringify(fields)}`);
    return fields[field];
  };
  const notFound = (response: Response) => {
    assert.equal(response.statusCode, 404, response.body);
    assert.equal(expectShape(errorBody, response.json()).code, 4004);
  };
  const auditOf = (id: string) =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'action', 'record_type', 'before', 'after'])
      .where('record_id', '=', id)
      .orderBy('seq')
      .execute();
  const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  before(async () => {
    now = await recentSeedMoment();
    t = await createTestApp({ now, clock: () => now });
    covers = { en: await uploadCover(), ar: await uploadCover('admin') };
  });
  after(() => t.close());

  test('players, organizers and support are refused every call; no token is 401; editors and admins are let in', async () => {
    const post = await create();
    const calls: [Method, string, object?][] = [
      ['GET', '/v1/admin/news'],
      ['POST', '/v1/admin/news', postBody()],
      ['GET', `/v1/admin/news/${post.id}`],
      ['PUT', `/v1/admin/news/${post.id}`, postBody()],
      ['POST', `/v1/admin/news/${post.id}/unpublish`],
      ['DELETE', `/v1/admin/news/${post.id}`],
    ];
    const upload = async (key: string | null) =>
      t.request({
        method: 'POST',
        url: '/v1/admin/news/covers',
        ...(key ? { token: await token(key) } : {}),
        ...imageBody(PNG_1X1),
      });
    for (const key of ['falcon', 'organizer', 'support']) {
      for (const response of [
        ...(await Promise.all(calls.map(([method, url, body]) => call(method, url, key, body)))),
        await upload(key),
      ]) {
        assert.equal(response.statusCode, 403, `${key}: ${response.body}`);
        assert.equal(expectShape(errorBody, response.json()).code, 4003);
      }
    }
    for (const response of [
      ...(await Promise.all(calls.map(([method, url, body]) => call(method, url, null, body)))),
      await upload(null),
    ]) {
      assert.equal(response.statusCode, 401, response.body);
    }
    assert.equal((await staffGet(post.id)).statusCode, 200, 'nothing was deleted by a refused call');
    for (const key of ['editor', 'admin']) {
      const created = await create({}, key);
      assert.equal(created.updatedBy?.id, seedPlayer(key).id);
      for (const [method, url, body] of [
        ['GET', '/v1/admin/news'],
        ['GET', `/v1/admin/news/${created.id}`],
        ['PUT', `/v1/admin/news/${created.id}`, postBody({ tags: [key] })],
        ['POST', `/v1/admin/news/${created.id}/unpublish`],
        ['DELETE', `/v1/admin/news/${created.id}`],
      ] as [Method, string, object?][]) {
        const response = await call(method, url, key, body);
        assert.equal(response.statusCode, 200, `${key} ${method} ${url}: ${response.body}`);
      }
      assert.equal((await upload(key)).statusCode, 201);
    }
  });

  test('a bad body is refused with 400 naming the field', async () => {
    const post = await create();
    const long = (length: number) => 'x'.repeat(length);
    const cases: [string, Record<string, unknown>, string][] = [
      ['no English', { en: undefined }, 'en'],
      ['English without a title', { en: { summary: 's', body: 'b' } }, 'en.title'],
      ['a blank summary', { en: { title: 't', summary: '   ', body: 'b' } }, 'en.summary'],
      ['an Arabic body too long', { ar: { title: 't', summary: 's', body: long(50_001) } }, 'ar.body'],
      ['a title too long', { en: { title: long(151), summary: 's', body: 'b' } }, 'en.title'],
      ['a publish time that is not one', { publishAt: 'tomorrow' }, 'publishAt'],
      ['a publish time without its zone', { publishAt: '2030-01-01T10:00:00' }, 'publishAt'],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }, 'tags'],
      ['a tag too long', { tags: [long(31)] }, 'tags.0'],
      ['a blank tag', { tags: ['  '] }, 'tags.0'],
      ['NUL in a body', { en: { title: 't', summary: 's', body: 'a\u0000b' } }, 'en.body'],
      ['NUL in a title', { ar: { title: 'a\u0000b', summary: 's', body: 'b' } }, 'ar.title'],
      [
        'an invisible character in a title',
        { en: { title: 'Cup\u202Egnp.exe', summary: 's', body: 'b' } },
        'en.title',
      ],
      ['a zero-width space in a tag', { tags: ['Cup\u200B'] }, 'tags.0'],
      ['a title of markup only', { en: { title: '<b></b>', summary: 's', body: 'b' } }, 'en.title'],
      ['publishing without a cover', { cover: { en: null, ar: null }, publishAt: at(0) }, 'cover.en'],
      ['an Arabic cover without the English one', { cover: { en: null, ar: covers.ar } }, 'cover.en'],
      ['an Arabic cover without Arabic texts', { ar: null, cover: covers }, 'cover.ar'],
      ['a cover that is not a string', { cover: { en: 5, ar: null } }, 'cover.en'],
    ];
    for (const [what, override, field] of cases) {
      const body = postBody(override);
      for (const response of [
        await call('POST', '/v1/admin/news', 'editor', body),
        await call('PUT', `/v1/admin/news/${post.id}`, 'editor', body),
      ]) {
        assert.doesNotThrow(() => invalidField(response, field), what);
      }
    }
    invalidField(await call('GET', '/v1/admin/news?status=archived'), 'status');
    invalidField(await call('GET', '/v1/admin/news?limit=101'), 'limit');
    invalidField(await call('GET', '/v1/admin/news?page=0'), 'page');
    invalidField(await call('GET', `/v1/admin/news?q=${'x'.repeat(101)}`), 'q');
    // Nothing was written by a refused call.
    assert.deepEqual(
      (await auditOf(post.id)).map((row) => row.action),
      ['news.create'],
    );
  });

  test('a cover is this API’s own upload: another site’s address, a player’s image or a poster is refused', async () => {
    const upload = (purpose: 'profile-image' | 'tournament-poster') =>
      t.db
        .insertInto('uploads')
        .values({
          owner_user_id: seedPlayer('nour').id,
          content_type: 'image/png',
          extension: 'png',
          bytes: PNG_1X1,
          byte_size: PNG_1X1.length,
          purpose,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const profile = await upload('profile-image');
    const poster = await upload('tournament-poster');
    const cases: [{ en: string | null; ar: string | null }, string][] = [
      [{ en: 'https://evil.example/cover.png', ar: null }, 'cover.en'],
      [{ en: covers.en, ar: `${TEST_PUBLIC_URL}/uploads/${profile.id}.png` }, 'cover.ar'],
      [{ en: `/uploads/${profile.id}.png`, ar: null }, 'cover.en'],
      [{ en: `/uploads/${poster.id}.png`, ar: null }, 'cover.en'],
      [{ en: '/static/news/mena-pass-season-one.svg', ar: null }, 'cover.en'],
      [{ en: covers.en.replace(/\.png$/, '.gif'), ar: null }, 'cover.en'],
      [{ en: 'javascript:alert(1)', ar: null }, 'cover.en'],
    ];
    const post = await create();
    for (const [cover, field] of cases) {
      const message = invalidField(
        await call('POST', '/v1/admin/news', 'editor', postBody({ cover })),
        field,
      );
      assert.match(message ?? '', /POST \/v1\/admin\/news\/covers/);
      invalidField(await call('PUT', `/v1/admin/news/${post.id}`, 'editor', postBody({ cover })), field);
    }
    // Both the relative path and the absolute address of a cover are taken, stored as the path.
    const relative = covers.en.slice(TEST_PUBLIC_URL.length);
    const saved = await save(post.id, { cover: { en: relative, ar: covers.ar } });
    assert.deepEqual(saved.cover, covers);
    const stored = await t.db
      .selectFrom('posts')
      .select('cover_image')
      .where('id', '=', post.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.cover_image, relative);
    // A draft may have no cover; a post's own covers sent back are kept.
    assert.deepEqual((await save(post.id, { cover: { en: null, ar: null } })).cover, { en: null, ar: null });
    const seeded = SEED_POSTS[0];
    const desk = expectAnswer('GET /v1/admin/news/:id', (await staffGet(seeded.id)).json()).data;
    assert.match(desk.cover.en ?? '', /^http:\/\/api\.test\/static\/news\//);
    const resaved = await save(seeded.id, {
      en: desk.en,
      ar: desk.ar,
      cover: desk.cover,
      tags: desk.tags,
      publishAt: desk.publishAt,
    });
    assert.deepEqual(resaved.cover, desk.cover);
  });

  test('a draft is the desk’s only: not in the public list, 404 at its address', async () => {
    const draft = await create();
    assert.equal(draft.status, 'draft');
    assert.equal(draft.publishAt, null);
    assert.equal(draft.publishedAt, null);
    assert.deepEqual(draft.en, postBody().en);
    assert.deepEqual(draft.cover, covers);
    notFound(await publicPost(draft.id));
    assert.ok(!(await publicList()).some((post) => post.id === draft.id));
    const listed = expectAnswer(
      'GET /v1/admin/news',
      (await call('GET', '/v1/admin/news?status=draft&limit=100')).json(),
    );
    assert.ok(listed.data.some((row) => row.id === draft.id));
    assert.deepEqual(await auditOf(draft.id).then((rows) => rows.map((row) => [row.action, row.staff_id])), [
      ['news.create', seedPlayer('editor').id],
    ]);
  });

  test('a publish time passed publishes at once: public, newest first, with both covers', async () => {
    const post = await create({ publishAt: at(-5) });
    assert.equal(post.status, 'published');
    assert.equal(post.publishAt, at(-5));
    assert.equal(post.publishedAt, now.toISOString());
    const response = await publicPost(post.id);
    assert.equal(response.statusCode, 200, response.body);
    const shown = expectAnswer('GET /v1/posts/:id', response.json()).data;
    assert.equal(shown.created_at, now.toISOString(), 'its date is its publication');
    assert.equal(shown.coverImage, covers.en);
    assert.deepEqual(
      shown.translations.map((translation) => [translation.language, translation.coverImage]),
      [
        ['en', undefined],
        ['ar', covers.ar],
      ],
    );
    assert.equal(shown.translations[0].content, '<h2>The cup</h2>\n<p>It is on.</p>');
    assert.deepEqual(shown.tags, ['Esports', 'Cup']);
    const list = await publicList();
    assert.equal(list[0].id, post.id, 'the newest publication comes first');
    const published = expectAnswer(
      'GET /v1/admin/news',
      (await call('GET', '/v1/admin/news?status=published&limit=100')).json(),
    );
    assert.equal(published.data.find((row) => row.id === post.id)?.status, 'published');
    // Editing it keeps it published, as of its first publication.
    now = new Date(now.getTime() + MINUTE);
    const edited = await save(post.id, { publishAt: at(-6), tags: ['Edited'] });
    assert.equal(edited.status, 'published');
    assert.equal(edited.publishedAt, post.publishedAt);
    assert.deepEqual(expectAnswer('GET /v1/posts/:id', (await publicPost(post.id)).json()).data.tags, [
      'Edited',
    ]);
  });

  test('Markdown becomes sanitized HTML: headings, emphasis, lists, tables, links with rel and target', async () => {
    const body = [
      '# Heading one',
      '## Heading two',
      'Some **bold**, *em* and ~~gone~~ text with [a link](https://example.com/x "Title").',
      '- one\n- two',
      '1. first\n2. second',
      '> a quote',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '![a figure](https://cdn.example/x.png)',
      '`code` and https://auto.example/link',
    ].join('\n\n');
    const post = await create({ en: { title: 'Markdown', summary: 'Rendering', body }, publishAt: at(-1) });
    assert.equal(post.en.body, body, 'the desk gets the Markdown back');
    const html = expectAnswer('GET /v1/posts/:id', (await publicPost(post.id)).json()).data.translations[0]
      .content;
    for (const piece of [
      '<h1>Heading one</h1>',
      '<h2>Heading two</h2>',
      '<strong>bold</strong>',
      '<em>em</em>',
      '<del>gone</del>',
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank" title="Title">a link</a>',
      '<ul>\n<li>one</li>',
      '<ol>\n<li>first</li>',
      '<blockquote>',
      '<table>',
      '<th>a</th>',
      '<td>1</td>',
      '<img src="https://cdn.example/x.png" alt="a figure" loading="lazy" />',
      '<code>code</code>',
      '<a href="https://auto.example/link" rel="noopener noreferrer" target="_blank">https://auto.example/link</a>',
    ]) {
      assert.ok(html.includes(piece), `${piece} in ${html}`);
    }
    const stored = await t.db
      .selectFrom('post_translations')
      .select(['content', 'source'])
      .where('post_id', '=', post.id)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    assert.equal(stored.source, body);
    assert.equal(stored.content, html);
  });

  test('the XSS corpus is stored and served clean, whatever the body holds; titles stay plain text', async () => {
    const body = XSS_CORPUS.join('\n\n');
    const post = await create({
      en: {
        title: 'Q&A <b>night</b> <img src=x onerror=alert(1)>',
        summary: 'Tom & Jerry <script>x</script>',
        body,
      },
      ar: { title: 'سؤال', summary: 'ملخص', body: XSS_CORPUS.join('\n') },
      publishAt: at(-1),
    });
    assert.equal(post.en.title, 'Q&A night');
    assert.equal(post.en.summary, 'Tom & Jerry');
    assert.equal(post.en.body, body, 'the Markdown is kept as written, for the editor');
    const stored = await t.db
      .selectFrom('post_translations')
      .select(['language', 'content'])
      .where('post_id', '=', post.id)
      .execute();
    const shown = expectAnswer('GET /v1/posts/:id', (await publicPost(post.id)).json()).data;
    for (const html of [...stored.map((row) => row.content), ...shown.translations.map((tr) => tr.content)]) {
      assertSafeHtml(html, 'the post');
      assert.doesNotMatch(
        html,
        /<(script|iframe|svg|object|embed|form|input|math|style|template|details)\b/i,
      );
      assert.doesNotMatch(html, /\son[a-z]+="/i);
      assert.doesNotMatch(html, /(href|src)="\s*(javascript|data):/i);
      assert.match(html, /Stay safe\./);
      assert.match(html, /styled/);
    }
    for (const vector of XSS_CORPUS) {
      assertSafeHtml(renderPostMarkdown(vector), vector);
      assertSafeHtml(renderPostMarkdown(`> ${vector}\n\n- ${vector}\n\n| ${vector} |\n|---|\n| x |`), vector);
    }
  });

  test('a scheduled post appears once the app’s clock reaches its time and the job has run', async () => {
    const post = await create({ publishAt: at(3) });
    assert.equal(post.status, 'scheduled');
    assert.equal(post.publishedAt, null);
    notFound(await publicPost(post.id));
    // The passes run on: nothing happens before its time.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    notFound(await publicPost(post.id));
    now = new Date(now.getTime() + 4 * MINUTE);
    await waitFor(
      'the scheduled post to be public',
      async () => (await publicPost(post.id)).statusCode === 200,
    );
    const published = expectAnswer('GET /v1/admin/news/:id', (await staffGet(post.id)).json()).data;
    assert.equal(published.status, 'published');
    assert.ok(published.publishedAt && published.publishedAt >= post.publishAt!);
    assert.ok((await publicList()).some((shown) => shown.id === post.id));
    const audit = await auditOf(post.id);
    assert.deepEqual(
      audit.map((row) => [row.action, row.staff_id]),
      [
        ['news.create', seedPlayer('editor').id],
        ['news.publish', null],
      ],
    );
    assert.equal(audit[1].after?.publishedAt, published.publishedAt);
    // The job again (a retry, another instance): nothing more.
    const again = await publishScheduledPost(
      { db: t.db, clock: () => now, cache: { invalidate: () => {} } as never },
      { postId: post.id, publishAt: post.publishAt! },
    );
    assert.equal(again, false);
    assert.equal((await auditOf(post.id)).length, 2);
  });

  test('a published post saved with a time to come is scheduled again; with none, a draft', async () => {
    const post = await create({ publishAt: at(-1) });
    const rescheduled = await save(post.id, { publishAt: at(30) });
    assert.equal(rescheduled.status, 'scheduled');
    assert.equal(rescheduled.publishedAt, null);
    notFound(await publicPost(post.id));
    const drafted = await save(post.id, { publishAt: null });
    assert.equal(drafted.status, 'draft');
    notFound(await publicPost(post.id));
    const audit = await auditOf(post.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['news.create', 'news.update', 'news.update'],
    );
    assert.deepEqual(audit[1].before, {
      status: 'published',
      publishAt: at(-1),
      publishedAt: now.toISOString(),
    });
    assert.deepEqual(audit[1].after, { status: 'scheduled', publishAt: at(30), publishedAt: null });
    // The same body again changes nothing and writes nothing.
    const same = await save(post.id, { publishAt: null });
    assert.equal(same.updatedAt, drafted.updatedAt);
    assert.equal((await auditOf(post.id)).length, 3);
  });

  test('an edit replaces the texts: Arabic removed, Markdown re-rendered, the audit keeps what changed', async () => {
    const post = await create({ publishAt: at(-1) });
    const saved = await save(post.id, {
      en: { title: 'Renamed', summary: 'New summary', body: '**New** body' },
      ar: null,
      cover: { en: covers.en, ar: null },
      publishAt: post.publishAt,
    });
    assert.equal(saved.ar, null);
    assert.equal(saved.status, 'published');
    const shown = expectAnswer('GET /v1/posts/:id', (await publicPost(post.id)).json()).data;
    assert.deepEqual(
      shown.translations.map((translation) => [translation.language, translation.title, translation.content]),
      [['en', 'Renamed', '<p><strong>New</strong> body</p>']],
    );
    const update = (await auditOf(post.id)).at(-1)!;
    assert.equal(update.action, 'news.update');
    assert.deepEqual(Object.keys(update.after ?? {}).sort(), ['ar', 'cover', 'en']);
    assert.deepEqual(update.before?.en, postBody().en);
    const row = expectAnswer(
      'GET /v1/admin/news',
      (await call('GET', '/v1/admin/news?q=renamed')).json(),
    ).data.find((entry) => entry.id === post.id);
    assert.deepEqual(row?.languages, ['en']);
    assert.deepEqual(row?.title, { en: 'Renamed', ar: null });
  });

  test('unpublishing takes a published or scheduled post back to a draft at once', async () => {
    const post = await create({ publishAt: at(-1) });
    assert.equal((await publicPost(post.id)).statusCode, 200);
    assert.ok((await publicList()).some((shown) => shown.id === post.id));
    const response = await call('POST', `/v1/admin/news/${post.id}/unpublish`);
    assert.equal(response.statusCode, 200, response.body);
    const draft = expectAnswer('POST /v1/admin/news/:id/unpublish', response.json()).data;
    assert.deepEqual([draft.status, draft.publishAt, draft.publishedAt], ['draft', null, null]);
    notFound(await publicPost(post.id));
    assert.ok(!(await publicList()).some((shown) => shown.id === post.id), 'the cached list forgets it');
    // A draft unpublished again is answered as it is, with no audit row.
    assert.equal((await call('POST', `/v1/admin/news/${post.id}/unpublish`)).statusCode, 200);
    const scheduled = await create({ publishAt: at(60) });
    const unscheduled = expectAnswer(
      'POST /v1/admin/news/:id/unpublish',
      (await call('POST', `/v1/admin/news/${scheduled.id}/unpublish`)).json(),
    ).data;
    assert.equal(unscheduled.status, 'draft');
    const audit = await auditOf(post.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['news.create', 'news.unpublish'],
    );
    assert.deepEqual(audit[1].after, { status: 'draft', publishAt: null, publishedAt: null });
    notFound(await call('POST', `/v1/admin/news/${UNKNOWN}/unpublish`));
  });

  test('deleting: the public and desk addresses answer 404, a second delete too; the audit keeps the texts', async () => {
    const post = await create({ publishAt: at(-1) });
    const response = await call('DELETE', `/v1/admin/news/${post.id}`);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(expectAnswer('DELETE /v1/admin/news/:id', response.json()).message, 'Post deleted');
    notFound(await publicPost(post.id));
    notFound(await staffGet(post.id));
    notFound(await call('DELETE', `/v1/admin/news/${post.id}`));
    notFound(await call('PUT', `/v1/admin/news/${post.id}`, 'editor', postBody()));
    assert.ok(!(await publicList()).some((shown) => shown.id === post.id));
    const audit = await auditOf(post.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['news.create', 'news.delete'],
    );
    assert.deepEqual(audit[1].before?.en, postBody().en);
    assert.deepEqual(audit[1].before?.ar, postBody().ar);
    assert.equal(audit[1].after, null);
    for (const id of [UNKNOWN, 'not-a-post']) {
      notFound(await staffGet(id));
      notFound(await publicPost(id));
      notFound(await call('DELETE', `/v1/admin/news/${id}`));
    }
  });

  test('the list: every post, last updated first, by status and title words in either language', async () => {
    now = new Date(now.getTime() + MINUTE);
    const first = await create({ en: { title: 'Alpha 100% _done_', summary: 's', body: 'b' } });
    now = new Date(now.getTime() + MINUTE);
    const second = await create({
      en: { title: 'Beta', summary: 's', body: 'b' },
      ar: { title: 'مرحبا بالجميع', summary: 's', body: 'b' },
      publishAt: at(90),
    });
    const page = async (query: string) => {
      const response = await call('GET', `/v1/admin/news?${query}`);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'private, no-store');
      return expectAnswer('GET /v1/admin/news', response.json());
    };
    const all = await page('limit=100');
    assert.equal(all.data[0].id, second.id);
    assert.equal(all.data[1].id, first.id);
    const updated = all.data.map((row) => row.updatedAt);
    assert.deepEqual(updated, [...updated].sort().reverse());
    assert.ok(all.pagination.total >= SEED_POSTS.length + 2);
    const paged = await page('limit=2&page=2');
    assert.deepEqual(
      paged.data.map((row) => row.id),
      all.data.slice(2, 4).map((row) => row.id),
    );
    assert.deepEqual(paged.pagination, {
      total: all.pagination.total,
      page: 2,
      limit: 2,
      pages: Math.ceil(all.pagination.total / 2),
    });
    assert.deepEqual(
      (await page('q=ALPHA')).data.map((row) => row.id),
      [first.id],
    );
    assert.deepEqual(
      (await page('q=100%25')).data.map((row) => row.id),
      [first.id],
    );
    assert.deepEqual(
      (await page('q=_done_')).data.map((row) => row.id),
      [first.id],
    );
    assert.deepEqual((await page('q=%25%25%25')).data, [], 'LIKE wildcards are matched as text');
    assert.deepEqual(
      (await page('q=بالجميع')).data.map((row) => [row.id, row.status, row.languages]),
      [[second.id, 'scheduled', ['en', 'ar']]],
    );
    const scheduled = await page('status=scheduled&limit=100');
    assert.ok(scheduled.data.every((row) => row.status === 'scheduled' && row.publishedAt === null));
    assert.ok(scheduled.data.some((row) => row.id === second.id));
    const drafts = await page('status=draft&limit=100');
    assert.ok(drafts.data.every((row) => row.status === 'draft' && row.publishAt === null));
  });

  test('seeded posts are on the desk: published, both languages, their HTML as the body', async () => {
    const list = expectAnswer(
      'GET /v1/admin/news',
      (await call('GET', '/v1/admin/news?status=published&limit=100')).json(),
    ).data;
    for (const seeded of SEED_POSTS) {
      const row = list.find((entry) => entry.id === seeded.id);
      assert.ok(row, seeded.key);
      assert.deepEqual(row.languages, ['en', 'ar']);
      assert.equal(row.publishAt, row.publishedAt);
      const response = await staffGet(seeded.id);
      assert.equal(response.statusCode, 200, `${seeded.key}: ${response.body}`);
    }
    const seeded = SEED_POSTS.find((post) => post.key !== UNSAFE_SEED_POST_KEY)!;
    const desk: StaffNewsPost = expectAnswer(
      'GET /v1/admin/news/:id',
      (await staffGet(seeded.id)).json(),
    ).data;
    assert.match(desk.en.body, /^<p>/);
    assert.match(desk.en.body, /<h2>/);
    assert.equal(desk.updatedBy, null);
    // Saved again with a change, its HTML goes through Markdown (inline HTML) and keeps its shape.
    const publicBefore: Post = expectAnswer('GET /v1/posts/:id', (await publicPost(seeded.id)).json()).data;
    const resaved = await save(seeded.id, {
      en: desk.en,
      ar: desk.ar,
      cover: desk.cover,
      tags: [...desk.tags, 'Resaved'],
      publishAt: desk.publishAt,
    });
    assert.equal(resaved.status, 'published');
    assert.equal(resaved.publishedAt, desk.publishedAt);
    const publicAfter: Post = expectAnswer('GET /v1/posts/:id', (await publicPost(seeded.id)).json()).data;
    assert.equal(publicAfter.created_at, publicBefore.created_at);
    for (const [index, translation] of publicAfter.translations.entries()) {
      const squash = (html: string) => html.replace(/\s+/g, ' ').replace(/> </g, '><');
      assert.equal(squash(translation.content), squash(publicBefore.translations[index].content));
    }
  });

  test('covers: images only, checked by content', async () => {
    const svg = await t.request({
      method: 'POST',
      url: '/v1/admin/news/covers',
      token: await token('editor'),
      ...imageBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cover.png'),
    });
    assert.equal(svg.statusCode, 415, svg.body);
    const upload = await t.db
      .selectFrom('uploads')
      .select(['purpose', 'owner_user_id'])
      .where(sql<string>`'/uploads/' || id || '.' || extension`, '=', covers.en.slice(TEST_PUBLIC_URL.length))
      .executeTakeFirstOrThrow();
    assert.deepEqual(upload, { purpose: 'news-cover', owner_user_id: seedPlayer('editor').id });
  });
});

describe('news publishing rules', () => {
  const now = new Date('2030-05-04T12:00:00Z');
  const earlier = new Date('2030-05-04T11:00:00Z');
  const later = new Date('2030-05-04T13:00:00Z');

  test('no time is a draft, a time to come is scheduled, a time passed is published (at once or as before)', () => {
    assert.deepEqual(publishTimes(null, earlier, now), { publishAt: null, publishedAt: null });
    assert.deepEqual(publishTimes(later, null, now), { publishAt: later, publishedAt: null });
    assert.deepEqual(publishTimes(later, earlier, now), { publishAt: later, publishedAt: null });
    assert.deepEqual(publishTimes(earlier, null, now), { publishAt: earlier, publishedAt: now });
    assert.deepEqual(publishTimes(now, null, now), { publishAt: now, publishedAt: now });
    assert.deepEqual(publishTimes(earlier, earlier, now), { publishAt: earlier, publishedAt: earlier });
  });

  test('a publication’s job id is a UUID of the post and its time', () => {
    const id = newsPublishJobId(UNKNOWN, now);
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(newsPublishJobId(UNKNOWN, new Date(now)), id);
    assert.notEqual(newsPublishJobId(UNKNOWN, later), id);
  });
});

/**
 * Scheduled posts with two API instances over one Postgres: both instances' passes find the same posts due and both
 * workers poll the same queue, yet each post is published once, with one `news.publish` audit row.
 */
describe('scheduled news with several API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  let now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  const instances = severalInstances({ now, clock });

  test('posts scheduled on either instance are published once each when the clock reaches them', async () => {
    const token = await createTokenService(TEST_CONFIG.jwtSecret, clock).sign(seedPlayer('editor').id);
    const request = (index: number, method: Method, url: string, payload?: object) =>
      instances[index % 2].app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const image = imageBody(PNG_1X1);
    const cover = await instances[0].app.inject({
      method: 'POST',
      url: '/v1/admin/news/covers',
      headers: { authorization: `Bearer ${token}`, ...image.headers },
      payload: image.payload,
    });
    assert.equal(cover.statusCode, 201, cover.body);
    const coverUrl = expectAnswer('POST /v1/admin/news/covers', cover.json(), 201).data.url;
    const publishAt = new Date(now.getTime() + 2 * MINUTE).toISOString();
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await request(index, 'POST', '/v1/admin/news', {
        en: { title: `Scheduled ${index}`, summary: 'Soon', body: 'Soon.' },
        cover: { en: coverUrl, ar: null },
        publishAt,
      });
      assert.equal(response.statusCode, 201, response.body);
      ids.push(expectAnswer('POST /v1/admin/news', response.json(), 201).data.id);
    }
    // Both instances' jobs race for the same post too: one publishes it.
    const [db] = instances.map((instance) => instance.db);
    now = new Date(now.getTime() + 3 * MINUTE);
    const direct = await Promise.all(
      instances.map((instance) =>
        publishScheduledPost(
          { db: instance.db, clock, cache: { invalidate: () => {} } as never },
          { postId: ids[0], publishAt },
        ),
      ),
    );
    assert.deepEqual(direct.filter(Boolean).length, 1);

    const deadline = Date.now() + 20_000;
    for (const id of ids) {
      for (let index = 0; ; index += 1) {
        const response = await request(index, 'GET', `/v1/posts/${id}`);
        if (response.statusCode === 200) break;
        assert.equal(response.statusCode, 404, response.body);
        if (Date.now() > deadline) assert.fail(`post ${id} was not published`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    // The passes keep running on both instances: still one publication each.
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    const { rows } = await sql<{ record_id: string; count: number }>`
      select record_id, count(*)::int as count from staff_audit
      where action = 'news.publish' and record_id = any(${ids}) group by record_id`.execute(db);
    assert.deepEqual(
      rows.map((row) => row.count),
      ids.map(() => 1),
    );
    assert.equal(rows.length, ids.length);
    for (const index of [0, 1]) {
      const list = expectAnswer('GET /v1/posts', (await request(index, 'GET', '/v1/posts')).json()).data;
      for (const id of ids) assert.equal(list.filter((post) => post.id === id).length, 1);
    }
  });
});
