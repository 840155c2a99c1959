import type { HomeSlide, StaffHomeSlide, homeSlideBody, homeSlideOrderBody } from '@arena/contract';
import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import type { Selectable } from 'kysely';
import sharp from 'sharp';
import type { z } from 'zod';
import { isUuid } from '../../auth/authenticate.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { json, type HomeSlidesTable } from '../../db/schema.js';
import { recordStaffAction } from '../../db/staff-audit.js';
import { apiError } from '../../errors.js';
import { invalidFields } from '../../http/error-handling.js';
import { readUploadBytes, staffImagePath } from '../uploads/uploads-service.js';

export type HomeSlidesContext = Pick<
  AppContext,
  'db' | 'clock' | 'assetUrl' | 'config' | 'cache' | 'storage'
>;
type SlideInput = z.output<typeof homeSlideBody>;
type SlideRow = Selectable<HomeSlidesTable>;

/** The upload purpose of a slide's image. */
export const SLIDE_IMAGE = 'slide-image' as const;
const NOT_AN_IMAGE = 'must be an image uploaded with POST /v1/admin/home/slides/images';

const slideNotFound = () => apiError('notFound', { message: 'Slide not found' });

/** Arabic text that is the English one is not a translation: the page falls back to English anyway. */
function texts(value: { en: string; ar: string }): { en: string; ar?: string } {
  return value.ar ? { en: value.en, ar: value.ar } : { en: value.en };
}

function isLive(row: Pick<SlideRow, 'starts_at' | 'ends_at'>, now: Date): boolean {
  return (!row.starts_at || row.starts_at <= now) && (!row.ends_at || row.ends_at > now);
}

function publicSlide(row: SlideRow, assetUrl: HomeSlidesContext['assetUrl']): HomeSlide {
  const en = assetUrl(row.image_en);
  const ar = assetUrl(row.image_ar);
  return {
    id: row.id,
    title: texts(row.title),
    description: texts(row.description),
    badge: texts(row.badge),
    cta: texts(row.cta),
    link: row.link,
    image: en ? (ar ? { en, ar } : en) : null,
    imageSize:
      row.image_width && row.image_height ? { width: row.image_width, height: row.image_height } : null,
    artwork: row.artwork,
  };
}

function staffSlide(row: SlideRow, context: Pick<HomeSlidesContext, 'assetUrl' | 'clock'>): StaffHomeSlide {
  return {
    ...publicSlide(row, context.assetUrl),
    position: row.position,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    live: isLive(row, context.clock()),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The slides the home page shows now, first to last. */
export async function liveSlides(context: HomeSlidesContext): Promise<HomeSlide[]> {
  const now = context.clock();
  const rows = await context.db
    .selectFrom('home_slides')
    .selectAll()
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => publicSlide(row, context.assetUrl));
}

/** Every slide, first to last, for the desk. */
export async function staffSlides(
  context: HomeSlidesContext,
  db: Db = context.db,
): Promise<StaffHomeSlide[]> {
  const rows = await db.selectFrom('home_slides').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((row) => staffSlide(row, context));
}

/** The width and height of a stored upload's image. */
async function imageSize(
  context: HomeSlidesContext,
  db: Db,
  path: string,
): Promise<{ width: number; height: number }> {
  const bytes = await readUploadBytes({ db, storage: context.storage }, path);
  const metadata = bytes ? await sharp(bytes).metadata() : null;
  if (!metadata?.width || !metadata.height) throw invalidFields('body', { 'image.en': NOT_AN_IMAGE });
  return { width: metadata.width, height: metadata.height };
}

/** The columns of a slide from the desk's body: its image paths checked (ours, uploaded for this use) and sized. */
async function slideColumns(context: HomeSlidesContext, db: Db, input: SlideInput, current: SlideRow | null) {
  const source = {
    purpose: SLIDE_IMAGE,
    publicUrl: context.config.publicUrl,
    assetUrl: context.assetUrl,
    kept: [current?.image_en, current?.image_ar],
  };
  const stored = async (address: string | null, field: string): Promise<string | null> => {
    if (address === null) return null;
    const path = await staffImagePath(db, address, source);
    if (path === null) throw invalidFields('body', { [field]: NOT_AN_IMAGE });
    return path;
  };
  const imageEn = await stored(input.image?.en ?? null, 'image.en');
  const imageAr = await stored(input.image?.ar ?? null, 'image.ar');
  const size =
    imageEn === null
      ? null
      : imageEn === current?.image_en && current.image_width && current.image_height
        ? { width: current.image_width, height: current.image_height }
        : await imageSize(context, db, imageEn);
  return {
    title: json(input.title),
    description: json(input.description),
    badge: json(input.badge),
    cta: json(input.cta),
    link: input.link,
    image_en: imageEn,
    image_ar: imageAr,
    image_width: size?.width ?? null,
    image_height: size?.height ?? null,
    artwork: input.artwork,
    starts_at: input.startsAt ? new Date(input.startsAt) : null,
    ends_at: input.endsAt ? new Date(input.endsAt) : null,
  };
}

/** What the audit log keeps of a slide. */
function audited(row: SlideRow): Record<string, unknown> {
  return {
    position: row.position,
    title: row.title,
    link: row.link,
    image: { en: row.image_en, ar: row.image_ar },
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
  };
}

async function lockedSlide(db: Db, id: string): Promise<SlideRow> {
  if (!isUuid(id)) throw slideNotFound();
  const row = await db
    .selectFrom('home_slides')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw slideNotFound();
  return row;
}

/** Adds a slide last in the order; audited as `home.slide.create`. */
export async function createSlide(
  context: HomeSlidesContext,
  staffId: string,
  input: SlideInput,
): Promise<StaffHomeSlide> {
  const row = await context.db.transaction().execute(async (trx) => {
    // One writer of the order at a time: two slides added together take two places.
    await trx.selectFrom('home_slides').select('id').forUpdate().execute();
    const { count, last } = await trx
      .selectFrom('home_slides')
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.max('position').as('last')])
      .executeTakeFirstOrThrow();
    if (Number(count) >= HOME_SLIDE_LIMITS.slides) {
      throw invalidFields('body', {
        slides: `the carousel holds at most ${HOME_SLIDE_LIMITS.slides} slides`,
      });
    }
    const now = context.clock();
    const created = await trx
      .insertInto('home_slides')
      .values({
        ...(await slideColumns(context, trx, input, null)),
        position: (last ?? 0) + 1,
        created_at: now,
        updated_at: now,
        updated_by: staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'home.slide.create',
      record: { type: 'home_slides', id: created.id },
      before: null,
      after: audited(created),
      at: now,
    });
    return created;
  });
  context.cache.invalidate(CACHE_PREFIX);
  return staffSlide(row, context);
}

/** Saves a slide again, whole; audited as `home.slide.update`. */
export async function updateSlide(
  context: HomeSlidesContext,
  staffId: string,
  id: string,
  input: SlideInput,
): Promise<StaffHomeSlide> {
  const row = await context.db.transaction().execute(async (trx) => {
    const current = await lockedSlide(trx, id);
    const now = context.clock();
    const updated = await trx
      .updateTable('home_slides')
      .set({ ...(await slideColumns(context, trx, input, current)), updated_at: now, updated_by: staffId })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordStaffAction(trx, {
      staffId,
      action: 'home.slide.update',
      record: { type: 'home_slides', id: current.id },
      before: audited(current),
      after: audited(updated),
      at: now,
    });
    return updated;
  });
  context.cache.invalidate(CACHE_PREFIX);
  return staffSlide(row, context);
}

/** Removes a slide and closes the gap in the order; audited as `home.slide.delete`. */
export async function deleteSlide(context: HomeSlidesContext, staffId: string, id: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await trx.selectFrom('home_slides').select('id').forUpdate().execute();
    const current = await lockedSlide(trx, id);
    await trx.deleteFrom('home_slides').where('id', '=', current.id).execute();
    await trx
      .updateTable('home_slides')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('position', '>', current.position)
      .execute();
    await recordStaffAction(trx, {
      staffId,
      action: 'home.slide.delete',
      record: { type: 'home_slides', id: current.id },
      before: audited(current),
      after: null,
      at: context.clock(),
    });
  });
  context.cache.invalidate(CACHE_PREFIX);
}

/** Puts every slide in the order of `ids` (each slide exactly once); audited as `home.slides.order`. */
export async function orderSlides(
  context: HomeSlidesContext,
  staffId: string,
  input: z.output<typeof homeSlideOrderBody>,
): Promise<StaffHomeSlide[]> {
  const slides = await context.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('home_slides')
      .select(['id', 'position'])
      .forUpdate()
      .orderBy('position')
      .execute();
    const known = new Set(rows.map((row) => row.id));
    const sent = new Set(input.ids);
    if (
      sent.size !== input.ids.length ||
      sent.size !== known.size ||
      input.ids.some((slide) => !known.has(slide))
    ) {
      throw invalidFields('body', { ids: 'must list every slide exactly once' });
    }
    for (const [index, slide] of input.ids.entries()) {
      await trx
        .updateTable('home_slides')
        .set({ position: index + 1 })
        .where('id', '=', slide)
        .execute();
    }
    await recordStaffAction(trx, {
      staffId,
      action: 'home.slides.order',
      record: { type: 'home_slides', id: input.ids[0]! },
      before: { order: rows.map((row) => row.id) },
      after: { order: input.ids },
      at: context.clock(),
    });
    return staffSlides(context, trx);
  });
  context.cache.invalidate(CACHE_PREFIX);
  return slides;
}

/** The public list's cache prefix, dropped by every write on this instance. */
export const CACHE_PREFIX = 'home-slides:';
