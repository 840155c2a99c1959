import { randomUUID } from 'node:crypto';
import type {
  newsPostBody,
  StaffNewsPage,
  StaffNewsPost,
  staffNewsQuery,
  StaffNewsRow,
} from '@arena/contract';
import { newsStatus, POST_MARKDOWN_OPTIONS, type NewsStatus } from '@arena/contract/rules';
import { sql } from 'kysely';
import { Marked } from 'marked';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { CacheKeys } from '../../http/ttl-cache.js';
import { playerColumns, toStaffPlayer } from '../staff/staff-players.js';
import { staffImagePath } from '../uploads/uploads-service.js';
import { POST_RECORD_TYPE } from './news-publish.js';
import { plainText, sanitizePostHtml } from './sanitize-post-html.js';

/*
 * The news desk (issue 31, `/staff/news`): editors write a post's texts in Markdown, in English and optionally in
 * Arabic; the server turns each body into HTML and sanitizes it with the contract's allow-list, keeping the Markdown
 * for the next edit. A post is a draft (no publish time), scheduled (a time to come; `news-publish.ts` publishes it)
 * or published. Every write is one transaction with its audit row, the post's row locked so that two editors saving
 * at once go one after the other.
 */

export type NewsContext = Pick<AppContext, 'db' | 'clock' | 'assetUrl' | 'cache' | 'config' | 'storage'>;
type NewsBody = z.output<typeof newsPostBody>;
type NewsQuery = z.output<typeof staffNewsQuery>;
type Language = 'en' | 'ar';

const LANGUAGES: readonly Language[] = ['en', 'ar'];
const NOT_A_COVER = 'must be an image uploaded with POST /v1/admin/news/covers';
const markdown = new Marked(POST_MARKDOWN_OPTIONS);

const postNotFound = () => apiError('notFound', { message: 'Post not found' });

/** A post body's Markdown as the HTML readers get: rendered with the contract's options, then sanitized. */
export function renderPostMarkdown(source: string): string {
  return sanitizePostHtml(markdown.parse(source, { async: false }));
}

/**
 * Where a saved post stands, from the publish time it was given, the time it was made public (if it was) and now:
 * no time is a draft; a time to come is scheduled (a published post goes back to waiting for it); a time passed is
 * published — at once, or as of its first publication when it was public already.
 */
export function publishTimes(
  publishAt: Date | null,
  publishedAt: Date | null,
  now: Date,
): { publishAt: Date | null; publishedAt: Date | null } {
  if (publishAt === null) return { publishAt: null, publishedAt: null };
  if (publishAt.getTime() > now.getTime()) return { publishAt, publishedAt: null };
  return { publishAt, publishedAt: publishedAt ?? now };
}

/** `%text%` for `ilike`, with the text's own `%`, `_` and `\` matched literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A short, unique handle for a new post: its English title in kebab-case and a random suffix. */
function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${words || 'post'}-${randomUUID().slice(0, 8)}`;
}

const statusOf = (publishAt: Date | null, publishedAt: Date | null): NewsStatus =>
  newsStatus(publishAt?.toISOString() ?? null, publishedAt?.toISOString() ?? null);

/** A post's row with the staff member who last saved it. */
function postRows(db: Db) {
  return db
    .selectFrom('posts')
    .select((eb) => [
      'posts.id',
      'posts.cover_image',
      'posts.tags',
      'posts.publish_at',
      'posts.published_at',
      'posts.created_at',
      'posts.updated_at',
      playerColumns(db, eb.ref('posts.updated_by')).as('editor'),
    ]);
}
type PostRow = Awaited<ReturnType<ReturnType<typeof postRows>['execute']>>[number];

function translationsOf(db: Db, postIds: string[]) {
  return db
    .selectFrom('post_translations')
    .select(['post_id', 'language', 'title', 'summary', 'content', 'source', 'cover_image'])
    .where('post_id', 'in', postIds)
    .execute();
}
type TranslationRow = Awaited<ReturnType<typeof translationsOf>>[number];

/** A post as the desk edits it: the Markdown of each language (a post written as HTML: its HTML), both covers. */
function toStaffNewsPost(
  row: PostRow,
  translations: TranslationRow[],
  assetUrl: AppContext['assetUrl'],
): StaffNewsPost {
  const text = (language: Language) => {
    const found = translations.find((translation) => translation.language === language);
    return found ? { title: found.title, summary: found.summary, body: found.source ?? found.content } : null;
  };
  const arabic = translations.find((translation) => translation.language === 'ar');
  return {
    id: row.id,
    status: statusOf(row.publish_at, row.published_at),
    // Every post has its English texts (the desk and the seed write them).
    en: text('en') ?? { title: '', summary: '', body: '' },
    ar: text('ar'),
    cover: { en: assetUrl(row.cover_image), ar: assetUrl(arabic?.cover_image ?? null) },
    tags: row.tags,
    publishAt: row.publish_at?.toISOString() ?? null,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.editor ? toStaffPlayer(row.editor, assetUrl) : null,
  };
}

/** A post for the desk; 404 4004 for an unknown (or malformed) id. `lock`: its row, until the transaction ends. */
async function staffPost(
  context: Pick<NewsContext, 'assetUrl'>,
  db: Db,
  id: string,
  options: { lock?: boolean } = {},
): Promise<StaffNewsPost> {
  if (!isUuid(id)) throw postNotFound();
  if (options.lock) {
    const locked = await db
      .selectFrom('posts')
      .select('id')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw postNotFound();
  }
  const row = await postRows(db).where('posts.id', '=', id).executeTakeFirst();
  if (!row) throw postNotFound();
  return toStaffNewsPost(row, await translationsOf(db, [id]), context.assetUrl);
}

/** GET /v1/admin/news/{id}. */
export function getNewsPost(context: NewsContext, id: string): Promise<StaffNewsPost> {
  return staffPost(context, context.db, id);
}

/** GET /v1/admin/news: every post, drafts and scheduled ones included, last updated first. */
export async function listNewsPosts(context: NewsContext, query: NewsQuery): Promise<StaffNewsPage> {
  const { db } = context;
  let filtered = db.selectFrom('posts');
  if (query.status === 'draft') filtered = filtered.where('publish_at', 'is', null);
  if (query.status === 'scheduled') {
    filtered = filtered.where('publish_at', 'is not', null).where('published_at', 'is', null);
  }
  if (query.status === 'published') filtered = filtered.where('published_at', 'is not', null);
  if (query.q) {
    const pattern = containing(query.q);
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('post_translations')
          .select(sql`1`.as('one'))
          .whereRef('post_translations.post_id', '=', 'posts.id')
          .where('post_translations.title', 'ilike', pattern),
      ),
    );
  }
  const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['id', 'tags', 'publish_at', 'published_at', 'updated_at'])
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const titles =
    rows.length === 0
      ? []
      : await db
          .selectFrom('post_translations')
          .select(['post_id', 'language', 'title'])
          .where(
            'post_id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
  const data = rows.map((row): StaffNewsRow => {
    const title = (language: Language) =>
      titles.find((entry) => entry.post_id === row.id && entry.language === language)?.title ?? null;
    const arabic = title('ar');
    return {
      id: row.id,
      status: statusOf(row.publish_at, row.published_at),
      title: { en: title('en') ?? '', ar: arabic },
      languages: arabic === null ? ['en'] : ['en', 'ar'],
      tags: row.tags,
      publishAt: row.publish_at?.toISOString() ?? null,
      publishedAt: row.published_at?.toISOString() ?? null,
      updatedAt: row.updated_at.toISOString(),
    };
  });
  return {
    data,
    pagination: { total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) },
  };
}

/** A language's texts as stored: plain-text title and summary, the Markdown and its sanitized HTML. */
interface StoredText {
  title: string;
  summary: string;
  source: string;
  content: string;
}

function storedTexts(body: NewsBody): Record<Language, StoredText | null> {
  const stored = (language: Language): StoredText | null => {
    const text = body[language];
    if (!text) return null;
    const title = plainText(text.title);
    const summary = plainText(text.summary);
    if (!title) throw invalidFields('body', { [`${language}.title`]: 'must hold text, not only markup' });
    if (!summary) throw invalidFields('body', { [`${language}.summary`]: 'must hold text, not only markup' });
    return { title, summary, source: text.body, content: renderPostMarkdown(text.body) };
  };
  return { en: stored('en'), ar: stored('ar') };
}

/**
 * The stored paths of the body's covers: the post's own covers sent back (as stored or as answered), or images
 * uploaded with POST /v1/admin/news/covers; anything else is refused with 400 naming `cover.en` or `cover.ar`.
 */
async function coverPaths(
  context: NewsContext,
  db: Db,
  cover: NewsBody['cover'],
  kept: readonly (string | null)[],
): Promise<Record<Language, string | null>> {
  const source = {
    purpose: 'news-cover' as const,
    publicUrl: context.config.publicUrl,
    assetUrl: context.assetUrl,
    kept,
  };
  const paths: Record<Language, string | null> = { en: null, ar: null };
  for (const language of LANGUAGES) {
    const address = cover[language];
    if (address === null) continue;
    const path = await staffImagePath(db, address, source);
    if (path === null) throw invalidFields('body', { [`cover.${language}`]: NOT_A_COVER });
    paths[language] = path;
  }
  return paths;
}

/** The stored covers of a post (its English one and its Arabic translation's). */
async function storedCovers(db: Db, id: string): Promise<(string | null)[]> {
  const post = await db.selectFrom('posts').select('cover_image').where('id', '=', id).executeTakeFirst();
  const arabic = await db
    .selectFrom('post_translations')
    .select('cover_image')
    .where('post_id', '=', id)
    .where('language', '=', 'ar')
    .executeTakeFirst();
  return [post?.cover_image ?? null, arabic?.cover_image ?? null];
}

async function writeTranslations(
  db: Db,
  postId: string,
  texts: Record<Language, StoredText | null>,
  covers: Record<Language, string | null>,
): Promise<void> {
  await db.deleteFrom('post_translations').where('post_id', '=', postId).execute();
  await db
    .insertInto('post_translations')
    .values(
      LANGUAGES.flatMap((language) => {
        const text = texts[language];
        if (!text) return [];
        return [
          {
            post_id: postId,
            language,
            ...text,
            // The English cover is the post's; a translation holds only a cover of its own.
            cover_image: language === 'en' ? null : covers[language],
          },
        ];
      }),
    )
    .execute();
}

/** What the audit log keeps of a post: its texts (Markdown), covers, tags and times. */
function auditFields(post: StaffNewsPost): Record<string, unknown> {
  return {
    status: post.status,
    en: post.en,
    ar: post.ar,
    cover: post.cover,
    tags: post.tags,
    publishAt: post.publishAt,
    publishedAt: post.publishedAt,
  };
}

/** The fields that differ between two audit snapshots, before and after (none: nothing changed). */
function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const names = Object.keys(after).filter(
    (name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]),
  );
  if (names.length === 0) return null;
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name]])),
    after: Object.fromEntries(names.map((name) => [name, after[name]])),
  };
}

const tagsOf = (tags: string[]) => [...new Set(tags.map(plainText).filter(Boolean))];

/** POST /v1/admin/news: a draft, a post published at once (a publish time passed) or a scheduled one. */
export async function createNewsPost(
  context: NewsContext,
  staffId: string,
  body: NewsBody,
): Promise<StaffNewsPost> {
  const texts = storedTexts(body);
  const covers = await coverPaths(context, context.db, body.cover, []);
  const now = context.clock();
  const times = publishTimes(body.publishAt === null ? null : new Date(body.publishAt), null, now);
  const post = await context.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('posts')
      .values({
        slug: slugOf(texts.en!.title),
        cover_image: covers.en,
        tags: json(tagsOf(body.tags)),
        publish_at: times.publishAt,
        published_at: times.publishedAt,
        updated_by: staffId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTranslations(trx, id, texts, covers);
    const created = await staffPost(context, trx, id);
    await recordStaffAction(trx, {
      staffId,
      action: 'news.create',
      record: { type: POST_RECORD_TYPE, id },
      before: null,
      after: auditFields(created),
      at: now,
    });
    return created;
  });
  context.cache.invalidate(CacheKeys.posts);
  return post;
}

/** What the audit log would keep of a post saved with these texts, covers, tags and times. */
function savedFields(
  texts: Record<Language, StoredText | null>,
  covers: Record<Language, string | null>,
  tags: string[],
  times: { publishAt: Date | null; publishedAt: Date | null },
  assetUrl: AppContext['assetUrl'],
): Record<string, unknown> {
  const text = (stored: StoredText | null) =>
    stored && { title: stored.title, summary: stored.summary, body: stored.source };
  return {
    status: statusOf(times.publishAt, times.publishedAt),
    en: text(texts.en),
    ar: text(texts.ar),
    cover: { en: assetUrl(covers.en), ar: assetUrl(covers.ar) },
    tags,
    publishAt: times.publishAt?.toISOString() ?? null,
    publishedAt: times.publishedAt?.toISOString() ?? null,
  };
}

/**
 * PUT /v1/admin/news/{id}: the whole post again. A published post stays published (as of its first publication)
 * unless its publish time is now null (a draft) or to come (scheduled again). Nothing changed: nothing is written.
 */
export async function updateNewsPost(
  context: NewsContext,
  staffId: string,
  id: string,
  body: NewsBody,
): Promise<StaffNewsPost> {
  const texts = storedTexts(body);
  const tags = tagsOf(body.tags);
  const now = context.clock();
  const post = await context.db.transaction().execute(async (trx) => {
    const before = await staffPost(context, trx, id, { lock: true });
    const covers = await coverPaths(context, trx, body.cover, await storedCovers(trx, id));
    const times = publishTimes(
      body.publishAt === null ? null : new Date(body.publishAt),
      before.publishedAt === null ? null : new Date(before.publishedAt),
      now,
    );
    const changed = changes(auditFields(before), savedFields(texts, covers, tags, times, context.assetUrl));
    if (!changed) return before;
    await trx
      .updateTable('posts')
      .set({
        cover_image: covers.en,
        tags: json(tags),
        publish_at: times.publishAt,
        published_at: times.publishedAt,
        updated_at: now,
        updated_by: staffId,
      })
      .where('id', '=', id)
      .execute();
    await writeTranslations(trx, id, texts, covers);
    await recordStaffAction(trx, {
      staffId,
      action: 'news.update',
      record: { type: POST_RECORD_TYPE, id },
      ...changed,
      at: now,
    });
    return staffPost(context, trx, id);
  });
  context.cache.invalidate(CacheKeys.posts);
  return post;
}

/** POST /v1/admin/news/{id}/unpublish: a published or scheduled post becomes a draft; a draft is answered as it is. */
export async function unpublishNewsPost(
  context: NewsContext,
  staffId: string,
  id: string,
): Promise<StaffNewsPost> {
  const now = context.clock();
  const post = await context.db.transaction().execute(async (trx) => {
    const before = await staffPost(context, trx, id, { lock: true });
    if (before.status === 'draft') return before;
    await trx
      .updateTable('posts')
      .set({ publish_at: null, published_at: null, updated_at: now, updated_by: staffId })
      .where('id', '=', id)
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'news.unpublish',
      record: { type: POST_RECORD_TYPE, id },
      before: { status: before.status, publishAt: before.publishAt, publishedAt: before.publishedAt },
      after: { status: 'draft', publishAt: null, publishedAt: null },
      at: now,
    });
    return staffPost(context, trx, id);
  });
  context.cache.invalidate(CacheKeys.posts);
  return post;
}

/** DELETE /v1/admin/news/{id}: the post and its translations go; the audit row keeps its texts. */
export async function deleteNewsPost(context: NewsContext, staffId: string, id: string): Promise<void> {
  const now = context.clock();
  await context.db.transaction().execute(async (trx) => {
    const before = await staffPost(context, trx, id, { lock: true });
    await trx.deleteFrom('posts').where('id', '=', id).execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'news.delete',
      record: { type: POST_RECORD_TYPE, id },
      before: auditFields(before),
      after: null,
      at: now,
    });
  });
  context.cache.invalidate(CacheKeys.posts);
}
