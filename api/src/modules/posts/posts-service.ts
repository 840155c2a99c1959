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
 * The one write path for posts (the seed goes through it too): content is sanitized, titles and summaries are
 * reduced to plain text, before anything is stored.
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
      ...(input.createdAt ? { created_at: input.createdAt, updated_at: input.createdAt } : {}),
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

async function withTranslations(
  db: Db,
  rows: { id: string; cover_image: string; tags: string[]; created_at: Date }[],
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
    created_at: row.created_at.toISOString(),
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
      })),
  }));
}

export async function listPosts(
  db: Db,
  query: { limit: number; sort: PostSort },
  urls: { publicUrl: string; assetUrl: (path: string | null) => string | null },
): Promise<Post[]> {
  const direction = query.sort.startsWith('-') ? 'desc' : 'asc';
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'cover_image', 'tags', 'created_at'])
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(query.limit)
    .execute();
  return withTranslations(db, rows, urls.publicUrl, urls.assetUrl);
}

/** One post; 404 code 4004 for an unknown id. */
export async function findPost(
  db: Db,
  id: string,
  urls: { publicUrl: string; assetUrl: (path: string | null) => string | null },
): Promise<Post> {
  const notFound = apiError('notFound', { message: 'Post not found' });
  if (!isUuid(id)) throw notFound;
  const row = await db
    .selectFrom('posts')
    .select(['id', 'cover_image', 'tags', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound;
  const [post] = await withTranslations(db, [row], urls.publicUrl, urls.assetUrl);
  return post;
}
