import type { Post, PostSort, PostTranslation } from '@arena/contract';
import type { Db } from '../../db/database.js';
import { json } from '../../db/schema.js';
import { apiError } from '../../errors.js';
import { isUuid } from '../../auth/authenticate.js';
import { plainText, sanitizePostHtml } from './sanitize-post-html.js';

export interface NewPost {
  id?: string;
  slug: string;
  coverImage: string;
  tags: string[];
  createdAt?: Date;
  translations: PostTranslation[];
}

/**
 * The write path of published posts written as HTML (the seed, tests): content is sanitized, titles and summaries
 * are reduced to plain text, before anything is stored. The news desk writes through `news-admin-service.ts`.
 */
export async function createPost(db: Db, input: NewPost): Promise<string> {
  if (!db.isTransaction) return db.transaction().execute((trx) => createPost(trx, input));
  const { id } = await db
    .insertInto('posts')
    .values({
      ...(input.id ? { id: input.id } : {}),
      slug: input.slug,
      cover_image: input.coverImage,
      tags: json(input.tags.map(plainText).filter(Boolean)),
      // Published as of its creation (without a time: the insert's moment, the columns' default).
      ...(input.createdAt
        ? {
            created_at: input.createdAt,
            updated_at: input.createdAt,
            publish_at: input.createdAt,
            published_at: input.createdAt,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('post_translations')
    .values(
      input.translations.map((translation) => ({
        post_id: id,
        language: translation.language,
        title: plainText(translation.title),
        summary: plainText(translation.summary),
        content: sanitizePostHtml(translation.content),
      })),
    )
    .execute();
  return id;
}

const LANGUAGE_ORDER = { en: 0, ar: 1 } as const;

/** Image paths inside stored content are made absolute, so the HTML renders on any portal origin. */
function absoluteImageSources(content: string, publicUrl: string): string {
  return content.replace(/(<img\b[^>]*?\ssrc=")\/(?!\/)/g, `$1${publicUrl}/`);
}

/** A published post's row, as the public reads select it. */
interface PublishedRow {
  id: string;
  cover_image: string | null;
  tags: string[];
  published_at: Date;
}

/** Published posts only: a draft, a scheduled or an unpublished post is nobody's to read. */
function publishedPosts(db: Db) {
  return db
    .selectFrom('posts')
    .select(['id', 'cover_image', 'tags', 'published_at'])
    .where('published_at', 'is not', null)
    .$narrowType<{ published_at: Date }>();
}

async function withTranslations(
  db: Db,
  rows: PublishedRow[],
  publicUrl: string,
  assetUrl: (path: string | null) => string | null,
): Promise<Post[]> {
  if (rows.length === 0) return [];
  const translations = await db
    .selectFrom('post_translations')
    .selectAll()
    .where(
      'post_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    id: row.id,
    // A published post's date is its publication.
    created_at: row.published_at.toISOString(),
    coverImage: assetUrl(row.cover_image) ?? '',
    tags: row.tags,
    translations: translations
      .filter((translation) => translation.post_id === row.id)
      .sort((a, b) => LANGUAGE_ORDER[a.language] - LANGUAGE_ORDER[b.language])
      .map((translation) => ({
        language: translation.language,
        title: translation.title,
        summary: translation.summary,
        content: absoluteImageSources(translation.content, publicUrl),
        ...(translation.cover_image ? { coverImage: assetUrl(translation.cover_image) ?? undefined } : {}),
      })),
  }));
}

export async function listPosts(
  db: Db,
  query: { limit: number; sort: PostSort },
  urls: { publicUrl: string; assetUrl: (path: string | null) => string | null },
): Promise<Post[]> {
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await publishedPosts(db)
    .orderBy('published_at', direction)
    .orderBy('id', direction)
    .limit(query.limit)
    .execute();
  return withTranslations(db, rows, urls.publicUrl, urls.assetUrl);
}

/** One published post; 404 code 4004 for an unknown id and for a post that is not public. */
export async function findPost(
  db: Db,
  id: string,
  urls: { publicUrl: string; assetUrl: (path: string | null) => string | null },
): Promise<Post> {
  const notFound = apiError('notFound', { message: 'Post not found' });
  if (!isUuid(id)) throw notFound;
  const row = await publishedPosts(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound;
  const [post] = await withTranslations(db, [row], urls.publicUrl, urls.assetUrl);
  return post;
}
