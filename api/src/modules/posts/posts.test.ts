import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { post as postSchema, type Post } from '@arena/contract';
import { json } from '../../db/schema.js';
import { SEED_POSTS, UNSAFE_SEED_POST_KEY } from '../../seed/posts.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createPost } from './posts-service.js';
import { plainText, sanitizePostHtml } from './sanitize-post-html.js';

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('seeded news (src/seed/news/*.json)', () => {
  test('Arabic articles write their numbers in Arabic-Indic digits, outside addresses and markup', () => {
    for (const post of SEED_POSTS) {
      const arabic = post.translations.find((translation) => translation.language === 'ar');
      assert.ok(arabic, `${post.key} has an Arabic translation`);
      const visible = [arabic.title, arabic.summary, arabic.content.replace(/<[^>]+>/g, ' ')].join(' ');
      assert.doesNotMatch(visible, /[0-9]/, `${post.key}: Western digits in the Arabic text`);
    }
  });
});

describe('posts', () => {
  let t: TestApp;
  let all: Post[];
  before(async () => {
    t = await createTestApp();
    all = (await t.request({ method: 'GET', url: '/v1/posts' })).json().data;
  });
  after(() => t.close());

  test('the list answers { data: Post[] }, newest first, with en and ar translations', () => {
    assert.ok(all.length >= 8);
    for (const post of all) {
      expectShape(postSchema, post);
      assert.deepEqual(
        post.translations.map((translation) => translation.language),
        ['en', 'ar'],
      );
      assert.ok(post.tags.length > 0);
      assert.match(post.coverImage, /^http:\/\/api\.test\/static\/news\/.+\.svg$/);
      for (const translation of post.translations) {
        const words = wordCount(translation.content);
        assert.ok(words >= 150 && words <= 600, `${post.id} ${translation.language}: ${words} words`);
        for (const tag of ['<h2>', '<a href="https://', '<blockquote>', '<img ', '<figure>']) {
          assert.ok(translation.content.includes(tag), `${translation.language} content has ${tag}`);
        }
        assert.match(translation.content, /<(ul|ol)>/);
      }
    }
    const created = all.map((post) => Date.parse(post.created_at));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => b - a),
    );
    const spread = created[0] - created[created.length - 1];
    assert.ok(spread > 21 * 24 * 3600 * 1000, 'posts spread over weeks');
  });

  test('limit and sort', async () => {
    const latest = (await t.request({ method: 'GET', url: '/v1/posts?limit=3&sort=-created_at' })).json()
      .data as Post[];
    assert.deepEqual(
      latest.map((post) => post.id),
      all.slice(0, 3).map((post) => post.id),
    );
    const oldest = (await t.request({ method: 'GET', url: '/v1/posts?sort=created_at&limit=1' })).json()
      .data as Post[];
    assert.equal(oldest[0].id, all[all.length - 1].id);
    const bad = await t.request({ method: 'GET', url: '/v1/posts?limit=1000' });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().details.fields.limit);
  });

  test('one post: { data: Post }; unknown: 404 code 4004', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/posts/${all[0].id}` });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(expectShape(postSchema, response.json().data), all[0]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await t.request({ method: 'GET', url: `/v1/posts/${id}` });
      assert.equal(missing.statusCode, 404);
      assert.equal(expectShape(errorBody, missing.json()).code, 4004);
    }
  });

  test('only published posts are public: a draft or scheduled post answers 404 and is not listed', async () => {
    const ids: string[] = [];
    for (const publishAt of [null, new Date(Date.now() + 3_600_000)]) {
      const { id } = await t.db
        .insertInto('posts')
        .values({
          slug: `hidden-${ids.length}`,
          cover_image: null,
          tags: json([]),
          publish_at: publishAt,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('post_translations')
        .values({ post_id: id, language: 'en', title: 'Hidden', summary: 'Hidden', content: '<p>Hidden</p>' })
        .execute();
      ids.push(id);
    }
    const listed = (await t.request({ method: 'GET', url: '/v1/posts?limit=100&sort=created_at' })).json()
      .data as Post[];
    for (const id of ids) {
      assert.ok(!listed.some((post) => post.id === id));
      const response = await t.request({ method: 'GET', url: `/v1/posts/${id}` });
      assert.equal(response.statusCode, 404);
      assert.equal(expectShape(errorBody, response.json()).code, 4004);
    }
  });

  test('images inside the content point at the API host', () => {
    const html = all[0].translations[0].content;
    assert.match(html, /<img src="http:\/\/api\.test\/static\/news\/[a-z0-9-]+-figure\.svg"/);
  });

  test('the seeded malicious source is stored clean: no script, event handler, javascript: URL or iframe', async () => {
    const unsafe = SEED_POSTS.find((post) => post.key === UNSAFE_SEED_POST_KEY)!;
    const source = unsafe.translations[0].content;
    assert.match(source, /<script>/);
    assert.match(source, /onerror=/);

    const stored = await t.db
      .selectFrom('post_translations')
      .select('content')
      .where('post_id', '=', unsafe.id)
      .where('language', '=', 'en')
      .executeTakeFirstOrThrow();
    for (const content of [
      stored.content,
      all.find((post) => post.id === unsafe.id)!.translations[0].content,
    ]) {
      assert.doesNotMatch(content, /<script/i);
      assert.doesNotMatch(content, /onerror/i);
      assert.doesNotMatch(content, /javascript:/i);
      assert.doesNotMatch(content, /<iframe/i);
      assert.doesNotMatch(content, /document\.cookie/);
      assert.match(content, /Stay safe\./);
    }
  });

  test('createPost sanitizes every write and strips tags from titles and summaries', async () => {
    const id = await createPost(t.db, {
      slug: 'test-write-path',
      coverImage: '/static/news/test.svg',
      tags: ['<b>Tag</b>'],
      translations: [
        {
          language: 'en',
          title: '<img src=x onerror=alert(1)>Title',
          summary: 'Sum<script>x</script>mary',
          content: '<p onclick="x()">Hi</p><script>alert(1)</script>',
        },
      ],
    });
    const post = (await t.request({ method: 'GET', url: `/v1/posts/${id}` })).json().data as Post;
    assert.deepEqual(post.tags, ['Tag']);
    assert.equal(post.translations[0].title, 'Title');
    assert.equal(post.translations[0].summary, 'Summary');
    assert.equal(post.translations[0].content, '<p>Hi</p>');
  });
});

describe('sanitizePostHtml', () => {
  test('keeps the article vocabulary', () => {
    const html =
      '<h2>Head</h2><h3>Sub</h3><p><strong>b</strong> <em>i</em> <code>c</code></p><pre>p</pre><ol><li>1</li></ol><ul><li>2</li></ul>' +
      '<blockquote>q</blockquote><hr><p>a<br>b</p><figure><img src="/static/x.svg" alt="x"><figcaption>c</figcaption></figure>';
    const clean = sanitizePostHtml(html);
    for (const tag of [
      '<h2>',
      '<h3>',
      '<strong>',
      '<em>',
      '<code>',
      '<pre>',
      '<ol>',
      '<ul>',
      '<li>',
      '<blockquote>',
      '<hr />',
      '<br />',
      '<figure>',
      '<figcaption>',
    ]) {
      assert.ok(clean.includes(tag), tag);
    }
    assert.match(clean, /<img src="\/static\/x\.svg" alt="x" loading="lazy" \/>/);
  });

  test('links: http(s) only, with rel noopener; other schemes lose the link', () => {
    assert.equal(
      sanitizePostHtml('<a href="https://example.com/x" onclick="y()">x</a>'),
      '<a href="https://example.com/x" rel="noopener noreferrer" target="_blank">x</a>',
    );
    assert.equal(sanitizePostHtml('<a href="javascript:alert(1)">x</a>'), 'x');
    assert.equal(sanitizePostHtml('<a href="JaVaScRiPt:alert(1)">x</a>'), 'x');
    assert.equal(sanitizePostHtml('<a href="data:text/html,hi">x</a>'), 'x');
    assert.equal(sanitizePostHtml('<a href="/relative">x</a>'), 'x');
    assert.equal(
      sanitizePostHtml('<p><a href="javascript:x()">x</a> <a href="https://a.example">y</a></p>'),
      '<p>x <a href="https://a.example" rel="noopener noreferrer" target="_blank">y</a></p>',
      'a refused link leaves the next one whole',
    );
  });

  test('the allow-list is the contract’s: tables and strikethrough stay, their other attributes go', () => {
    assert.equal(
      sanitizePostHtml(
        '<table class="x"><thead><tr><th align="left">a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><del>d</del>',
      ),
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><del>d</del>',
    );
  });

  test('plain text: tags go, the text stays as a reader sees it', () => {
    assert.equal(plainText('Q&A <b>night</b>: 5 < 6 & "quotes"'), 'Q&A night: 5 < 6 & "quotes"');
    assert.equal(plainText('<script>alert(1)</script>Title'), 'Title');
  });

  test('images: http(s) or /-relative sources only', () => {
    assert.equal(sanitizePostHtml('<img src="javascript:alert(1)">'), '');
    assert.equal(sanitizePostHtml('<img src="//evil.example/x.png">'), '');
    assert.equal(sanitizePostHtml('<img src="x" onerror="alert(1)">'), '');
    assert.match(
      sanitizePostHtml('<img src="https://cdn.example/x.png">'),
      /^<img src="https:\/\/cdn\.example\/x\.png" loading="lazy" \/>$/,
    );
  });

  test('scripts, styles, iframes, event handlers and unknown tags go', () => {
    const clean = sanitizePostHtml(
      '<div onmouseover="x()"><script>a()</script><style>p{}</style><iframe src="https://x"></iframe><svg onload="x()"></svg><p style="color:red" class="c">ok</p></div>',
    );
    assert.equal(clean, '<p>ok</p>');
  });
});
