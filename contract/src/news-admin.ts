import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import {
  dataOf,
  id,
  isoDate,
  isRequired,
  messageAnswer,
  pageNumber,
  pageOf,
  text,
  written,
  writtenName,
} from './primitives.js';
import { NEWS_LIMITS } from './rules/news.js';
import { staffPlayer } from './staff.js';

/*
 * The news desk (issue 31, `/staff/news`, DESIGN §5 "Staff tools"): editors (and admins) write a post in Arabic and
 * English — title, summary, a Markdown body, a cover per language —, tag it, and publish it now or at a time to come
 * (a scheduled post is published by the job queue at its time, exactly once across API instances), unpublish it
 * and delete it. A published post is on `/news` and `/news/{id}` like any seeded one. Every write is one audit row
 * (`news.create`, `news.update`, `news.publish`, `news.unpublish`, `news.delete`).
 */

/** A post's status: a draft, scheduled (a publish time to come) or published. */
export const newsStatus = z.enum(['draft', 'scheduled', 'published']).meta({ id: 'NewsStatus' });

/** A post's texts in one language; the body is Markdown (inline HTML allowed, sanitized by the server). */
export const newsText = z.object(
  {
    title: writtenName(NEWS_LIMITS.title),
    summary: written(NEWS_LIMITS.summary),
    body: written(NEWS_LIMITS.body),
  },
  isRequired,
);
export type NewsText = z.infer<typeof newsText>;

/** An image address the API answered from POST /v1/admin/news/covers (or a cover kept as it is). */
const coverAddress = written(500);

/**
 * The body of POST /v1/admin/news and PUT /v1/admin/news/:id (the whole post each time): English is required, Arabic
 * is optional (a reader in Arabic then sees the English texts, as with any post); the English cover is needed to
 * publish, the Arabic one falls back to it. `publishAt`: null keeps the post a draft, a time now or past publishes it
 * at once, a time to come schedules it.
 */
export const newsPostBody = z
  .object({
    en: newsText,
    ar: newsText.nullable().default(null),
    cover: z
      .object({ en: coverAddress.nullable().default(null), ar: coverAddress.nullable().default(null) })
      .default({ en: null, ar: null }),
    tags: z
      .array(writtenName(NEWS_LIMITS.tag))
      .max(NEWS_LIMITS.tags, `must list at most ${NEWS_LIMITS.tags} tags`)
      .default([]),
    publishAt: isoDate().nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.publishAt !== null && body.cover.en === null) {
      context.addIssue({ code: 'custom', path: ['cover', 'en'], message: 'is required to publish' });
    }
    if (body.cover.ar !== null && body.cover.en === null) {
      context.addIssue({
        code: 'custom',
        path: ['cover', 'en'],
        message: 'is required with an Arabic cover',
      });
    }
    if (body.cover.ar !== null && body.ar === null) {
      context.addIssue({ code: 'custom', path: ['cover', 'ar'], message: 'needs the Arabic texts' });
    }
  });
export type NewsPostBody = z.input<typeof newsPostBody>;

/** A post as the desk edits it: the Markdown of each language, both covers, its status and times. */
export const staffNewsPost = z
  .object({
    id: z.string(),
    status: newsStatus,
    en: newsText,
    ar: newsText.nullable(),
    cover: z.object({ en: z.string().nullable(), ar: z.string().nullable() }),
    tags: z.array(z.string()),
    /** When it is (or was) to be published; null for a draft. */
    publishAt: isoDate().nullable(),
    /** When the publishing job made it public; null until then. */
    publishedAt: isoDate().nullable(),
    createdAt: isoDate(),
    updatedAt: isoDate(),
    /** Who last saved it (null once that staff member is removed). */
    updatedBy: staffPlayer.nullable(),
  })
  .meta({ id: 'StaffNewsPost' });
export type StaffNewsPost = z.infer<typeof staffNewsPost>;

/** A post as the desk's list shows it: its titles, which languages it has, its status and times. */
export const staffNewsRow = z
  .object({
    id: z.string(),
    status: newsStatus,
    title: z.object({ en: z.string(), ar: z.string().nullable() }),
    /** The languages the post is written in: `['en']` or `['en', 'ar']`. */
    languages: z.array(z.enum(['en', 'ar'])),
    tags: z.array(z.string()),
    publishAt: isoDate().nullable(),
    publishedAt: isoDate().nullable(),
    updatedAt: isoDate(),
  })
  .meta({ id: 'StaffNewsRow' });
export type StaffNewsRow = z.infer<typeof staffNewsRow>;

/** The query of GET /v1/admin/news: one status or all, words of a title (either language), a page. */
export const staffNewsQuery = z.object({
  status: newsStatus.optional(),
  q: text().trim().max(100, 'must be at most 100 characters').optional(),
  page: pageNumber().max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type StaffNewsQuery = z.input<typeof staffNewsQuery>;

export const staffNewsPage = pageOf(staffNewsRow);
export type StaffNewsPage = z.infer<typeof staffNewsPage>;

const postParams = z.object({ id: id() });

export const newsAdminEndpoints = defineEndpoints({
  'POST /v1/admin/news/covers': {
    summary:
      "Upload a post's cover: multipart `image`, PNG/JPEG/GIF/WebP up to 5 MB, checked by content and re-encoded; " +
      'answers the address to send as `cover.en` or `cover.ar` (editors)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    multipart: true,
    refuses: { 400: 'Not an image, or too large', 403: 'Your upload storage is full (4031)' },
    response: { 201: dataOf(z.object({ url: z.string() })) },
  },
  'GET /v1/admin/news': {
    summary:
      'Every post, drafts and scheduled ones included, last updated first; by status and title words (editors)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    querystring: staffNewsQuery,
    response: { 200: staffNewsPage },
  },
  'POST /v1/admin/news': {
    summary: 'Write a post: a draft, published at once, or scheduled (audited as `news.create`)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    body: newsPostBody,
    refuses: { 400: 'A field is missing or wrong (named), a cover is not one of ours' },
    response: { 201: dataOf(staffNewsPost) },
  },
  'GET /v1/admin/news/:id': {
    summary: 'A post as the desk edits it (editors)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    params: postParams,
    refuses: { 404: 'No such post (4004)' },
    response: { 200: dataOf(staffNewsPost) },
  },
  'PUT /v1/admin/news/:id': {
    summary:
      'Save a post again, whole: its texts, covers, tags and publish time (a published post stays published ' +
      'unless `publishAt` is null or to come; audited as `news.update`)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    params: postParams,
    body: newsPostBody,
    refuses: {
      400: 'A field is missing or wrong (named), a cover is not one of ours',
      404: 'No such post (4004)',
    },
    response: { 200: dataOf(staffNewsPost) },
  },
  'POST /v1/admin/news/:id/unpublish': {
    summary:
      'Take a published or scheduled post back to a draft: it leaves `/news` at once (audited as `news.unpublish`)',
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    params: postParams,
    refuses: { 404: 'No such post (4004)' },
    response: { 200: dataOf(staffNewsPost) },
  },
  'DELETE /v1/admin/news/:id': {
    summary:
      "Delete a post: its address answers 404 from then on (audited as `news.delete`, with the post's texts)",
    tag: 'news',
    auth: 'staff',
    staffRoles: ['editor'],
    params: postParams,
    refuses: { 404: 'No such post (4004)' },
    response: { 200: messageAnswer },
  },
});
