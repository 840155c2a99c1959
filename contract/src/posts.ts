import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { dataOf, id, isoDate, locale } from './primitives.js';

/** A post in one language. */
export const postTranslation = z.object({
  language: locale,
  title: z.string(),
  summary: z.string(),
  /** Rich HTML; sanitized by the server on write and by the client before rendering. */
  content: z.string(),
  /** This language's cover address; absent when it has none (the post's `coverImage` is shown). */
  coverImage: z.string().optional(),
});
export type PostTranslation = z.infer<typeof postTranslation>;

/** A news post (P1 §3), with its English and Arabic texts. */
export const post = z
  .object({
    id: z.string(),
    /** When the post was published (made public). */
    created_at: isoDate(),
    /** The English cover's address. */
    coverImage: z.string(),
    tags: z.array(z.string()),
    translations: z.array(postTranslation),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof post>;

/** Newest first (`-created_at`, the default) or oldest first. */
export const postSort = z.enum(['-created_at', 'created_at']);
export type PostSort = z.infer<typeof postSort>;

/** The query of GET /v1/posts. */
export const postListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(100),
  sort: postSort.default('-created_at'),
});
export type PostListQuery = z.input<typeof postListQuery>;

export const postEndpoints = defineEndpoints({
  'GET /v1/posts': {
    summary: 'Published news posts, newest first unless `sort` says otherwise',
    tag: 'posts',
    auth: 'public',
    querystring: postListQuery,
    response: { 200: dataOf(z.array(post)) },
  },
  'GET /v1/posts/:id': {
    summary: 'One published news post (404 code 4004 when unknown, a draft, scheduled or deleted)',
    tag: 'posts',
    auth: 'public',
    params: z.object({ id: id() }),
    refuses: { 404: 'No such post' },
    response: { 200: dataOf(post) },
  },
});
