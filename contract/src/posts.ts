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
});
export type PostTranslation = z.infer<typeof postTranslation>;

/** A news post (P1 §3), with its English and Arabic texts. */
export const post = z
  .object({
    id: z.string(),
    created_at: isoDate(),
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
    summary: 'News posts, newest first unless `sort` says otherwise',
    tag: 'posts',
    auth: 'public',
    querystring: postListQuery,
    response: { 200: dataOf(z.array(post)) },
  },
  'GET /v1/posts/:id': {
    summary: 'One news post (404 code 4004 when unknown)',
    tag: 'posts',
    auth: 'public',
    params: z.object({ id: id() }),
    refuses: { 404: 'No such post' },
    response: { 200: dataOf(post) },
  },
});
