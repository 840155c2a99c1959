import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import {
  bilingual,
  dataOf,
  id,
  isoDate,
  isRequired,
  localizedImage,
  localizedText,
  messageAnswer,
  written,
  writtenName,
} from './primitives.js';
import { HOME_SLIDE_LIMITS } from './rules/home-slides.js';

/*
 * The home page's carousel (P1 §1, issue 31): slides with a title, description, badge, button text and link in both
 * languages, an image (one for both languages, or one per language falling back to English) and an optional window
 * of dates. The shell draws the slides `GET /v1/home/slides` answers; editors (and admins) write, order and remove
 * them at `/staff/home` (audited as `home.slide.create`, `.update`, `.delete`, `home.slides.order`).
 */

/** The drawn backgrounds of the spec's three slides, used when a slide has no image or while it loads. */
export const slideArtwork = z.enum(['pass', 'tournaments', 'prizes']);
export type SlideArtwork = z.infer<typeof slideArtwork>;

/** A slide as the home page draws it: texts in English with their Arabic, the image, the link. */
export const homeSlide = z
  .object({
    id: z.string(),
    title: localizedText,
    description: localizedText,
    badge: localizedText,
    cta: localizedText,
    /** A path on the portal (`/me-pass`) or an https address. */
    link: z.string(),
    /** One image for both languages, or one per language (Arabic falling back to English); null: the artwork. */
    image: localizedImage.nullable(),
    /** The image's size in pixels (the English one's when there are two), so the page reserves its box. */
    imageSize: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
    artwork: slideArtwork,
  })
  .meta({ id: 'HomeSlide' });
export type HomeSlide = z.infer<typeof homeSlide>;

/** A slide as the desk edits it: its public fields, its place in the order and its window of dates. */
export const staffHomeSlide = homeSlide
  .extend({
    /** 1 is first. */
    position: z.number().int(),
    startsAt: isoDate().nullable(),
    endsAt: isoDate().nullable(),
    /** Whether the home page shows it now (inside its window of dates). */
    live: z.boolean(),
    updatedAt: isoDate(),
  })
  .meta({ id: 'StaffHomeSlide' });
export type StaffHomeSlide = z.infer<typeof staffHomeSlide>;

/** A slide's link: a path on the portal or an https address. */
const slideLink = written(HOME_SLIDE_LIMITS.link).refine(
  (link) => /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/i.test(link),
  'must be a path on the portal (/tournaments) or an https address',
);

/** An image address the API answered from POST /v1/admin/home/slides/images. */
const imageAddress = written(500);

/**
 * The body of POST /v1/admin/home/slides and PUT /v1/admin/home/slides/:id: every text in both languages, the link,
 * the image (null: the artwork; Arabic image optional, falling back to English), an optional window of dates.
 */
export const homeSlideBody = z
  .object({
    title: bilingual(writtenName(HOME_SLIDE_LIMITS.title)),
    description: bilingual(written(HOME_SLIDE_LIMITS.description)),
    badge: bilingual(writtenName(HOME_SLIDE_LIMITS.badge)),
    cta: bilingual(writtenName(HOME_SLIDE_LIMITS.cta)),
    link: slideLink,
    image: z
      .object({ en: imageAddress, ar: imageAddress.nullable().default(null) }, isRequired)
      .nullable()
      .default(null),
    artwork: slideArtwork.default('tournaments'),
    startsAt: isoDate().nullable().default(null),
    endsAt: isoDate().nullable().default(null),
  })
  .superRefine((body, context) => {
    if (body.startsAt && body.endsAt && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      context.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    }
  });
export type HomeSlideBody = z.input<typeof homeSlideBody>;

/** The body of PUT /v1/admin/home/slides/order: every slide's id, first to last. */
export const homeSlideOrderBody = z.object({
  ids: z.array(id()).min(1, 'must list the slides').max(HOME_SLIDE_LIMITS.slides),
});
export type HomeSlideOrderBody = z.input<typeof homeSlideOrderBody>;

const slideParams = z.object({ id: id() });

export const homeSlideEndpoints = defineEndpoints({
  'GET /v1/home/slides': {
    summary: "The home carousel's slides in their order, those inside their window of dates (P1 §1)",
    tag: 'home',
    auth: 'public',
    response: { 200: dataOf(z.array(homeSlide)) },
  },
  'POST /v1/admin/home/slides/images': {
    summary:
      "Upload a slide's image: multipart `image`, PNG/JPEG/GIF/WebP up to 5 MB, checked by content and re-encoded; " +
      'answers the address to send as `image.en` or `image.ar` (editors)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    multipart: true,
    refuses: { 400: 'Not an image, or too large', 403: 'Your upload storage is full (4031)' },
    response: { 201: dataOf(z.object({ url: z.string() })) },
  },
  'GET /v1/admin/home/slides': {
    summary: 'Every slide, in order, those outside their dates included (editors)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    response: { 200: dataOf(z.array(staffHomeSlide)) },
  },
  'POST /v1/admin/home/slides': {
    summary: 'Add a slide, last in the order (audited as `home.slide.create`)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    body: homeSlideBody,
    refuses: { 400: 'A field is missing or wrong (named), an image is not one of ours, too many slides' },
    response: { 201: dataOf(staffHomeSlide) },
  },
  'PUT /v1/admin/home/slides/order': {
    summary: 'Put the slides in a new order: every id once, first to last (audited as `home.slides.order`)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    body: homeSlideOrderBody,
    refuses: { 400: 'The ids are not every slide exactly once' },
    response: { 200: dataOf(z.array(staffHomeSlide)) },
  },
  'PUT /v1/admin/home/slides/:id': {
    summary: 'Save a slide again, whole (audited as `home.slide.update`)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    params: slideParams,
    body: homeSlideBody,
    refuses: {
      400: 'A field is missing or wrong (named), an image is not one of ours',
      404: 'No such slide',
    },
    response: { 200: dataOf(staffHomeSlide) },
  },
  'DELETE /v1/admin/home/slides/:id': {
    summary: 'Remove a slide (audited as `home.slide.delete`)',
    tag: 'home',
    auth: 'staff',
    staffRoles: ['editor'],
    params: slideParams,
    refuses: { 404: 'No such slide' },
    response: { 200: messageAnswer },
  },
});
