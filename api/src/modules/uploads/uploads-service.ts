import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../db/database.js';
import type { Database, UploadPurpose } from '../../db/schema.js';
import { apiError, isApiError } from '../../errors.js';
import { multipartLimitError } from '../../http/error-handling.js';
import { IMAGE_FIELD, MAX_IMAGE_BYTES, MULTIPART_FILE_SIZE_LIMIT } from '../../http/limits.js';
import {
  type FileStorage,
  readStoredFile,
  type StoredFile,
  storedFileOf,
} from '../../storage/file-storage.js';

// The image limits and field are HTTP-level (the multipart plugin in `app.ts`, the API document): kept in
// `http/limits.ts`, exported here for the modules that read uploads.
export { IMAGE_FIELD, MAX_IMAGE_BYTES, MULTIPART_FILE_SIZE_LIMIT };

export interface ImageUpload {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

interface ImageFormat {
  contentType: string;
  extension: string;
  matches: (bytes: Buffer) => boolean;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string): number[] => [...text].map((character) => character.charCodeAt(0));

/**
 * The accepted formats, recognised by their leading bytes (never by file name or declared type). SVG is not
 * among them: it is text that can carry scripts.
 */
const IMAGE_FORMATS: readonly ImageFormat[] = [
  {
    contentType: 'image/png',
    extension: 'png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { contentType: 'image/jpeg', extension: 'jpg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    contentType: 'image/gif',
    extension: 'gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  {
    contentType: 'image/webp',
    extension: 'webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

/** The image format of these bytes, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function detectImageFormat(bytes: Buffer): { contentType: string; extension: string } | null {
  const format = IMAGE_FORMATS.find((candidate) => candidate.matches(bytes));
  return format ? { contentType: format.contentType, extension: format.extension } : null;
}

/** Content type of a stored extension (serving `/uploads/{id}.{ext}`). */
export function contentTypeOfExtension(extension: string): string | null {
  return IMAGE_FORMATS.find((format) => format.extension === extension)?.contentType ?? null;
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return Number.isInteger(megabytes) ? String(megabytes) : megabytes.toFixed(1);
}

function tooLarge(maxBytes: number) {
  return apiError('payloadTooLarge', {
    message: `Image size should be less than ${formatMegabytes(maxBytes)}MB`,
    details: { maxBytes },
  });
}

/** Reads a file part to its end; `truncated` tells whether it went past the part limit. */
async function readPart(part: MultipartFile): Promise<{ bytes: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), truncated: part.file.truncated };
}

/**
 * The image of a multipart request's `image` field, checked by its bytes. Throws 400 (4000, "An image file is
 * required") when the field is missing, 413 (4013) above `maxBytes` (2 MB by default) and 415 (4015) when the
 * bytes are not a PNG, JPEG, GIF or WebP image.
 */
export async function readImageUpload(
  request: FastifyRequest,
  options: { maxBytes?: number } = {},
): Promise<ImageUpload> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const missing = () =>
    apiError('validation', { message: 'An image file is required', details: { field: IMAGE_FIELD } });
  if (!request.isMultipart()) throw missing();

  let image: { bytes: Buffer; truncated: boolean } | null = null;
  // One more byte than allowed is enough to tell "too large" without buffering the whole file.
  try {
    const files = request.files({ limits: { fileSize: maxBytes + 1 }, throwFileSizeLimit: false });
    for await (const part of files) {
      if (part.fieldname === IMAGE_FIELD && image === null) {
        image = await readPart(part);
      } else {
        await readPart(part); // drained and dropped: only the first `image` file counts
      }
    }
  } catch (error) {
    // A malformed multipart body or a parser limit is the client's mistake, never a 500.
    const status = (error as { statusCode?: unknown }).statusCode;
    const tooMany = multipartLimitError(error);
    if (tooMany) throw tooMany;
    if (status === 413) throw tooLarge(maxBytes);
    throw apiError('validation', {
      message: 'The uploaded form could not be read',
      details: { reason: (error as { code?: unknown }).code ?? null },
    });
  }

  if (image === null || image.bytes.length === 0) throw missing();
  if (image.truncated || image.bytes.length > maxBytes) throw tooLarge(maxBytes);
  const format = detectImageFormat(image.bytes);
  if (!format) throw apiError('unsupportedMediaType', { message: 'Please upload an image file' });
  return { bytes: image.bytes, ...format };
}

/**
 * The most every player may keep stored in all (profile and banner images, team images, chat images, result
 * screenshots, bug-report attachments). Replaced images are deleted, so this is reached only by piling up.
 */
export const PLAYER_UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;

/** Images larger than this many pixels (per frame) are refused before they are decoded (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const notAnImage = () => apiError('unsupportedMediaType', { message: 'Please upload an image file' });

const SHARP_FORMATS: Record<string, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

/**
 * Decodes an image with sharp (libvips) and encodes it again in the same format: every frame of an animated GIF
 * or WebP is kept, and nothing else is — no metadata (EXIF with its location, XMP, ICC comments), no bytes
 * after the image (polyglots), no chunk the decoder does not draw. A JPEG is turned upright first (its EXIF
 * orientation goes with the metadata). Anything that does not decode completely as a PNG, JPEG, GIF or WebP
 * image (a PNG signature followed by HTML, a truncated file, an SVG) is refused with 415.
 */
export async function reencodeImage(bytes: Buffer): Promise<ImageUpload> {
  const detected = detectImageFormat(bytes);
  if (!detected) throw notAnImage();
  try {
    const input = sharp(bytes, { animated: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const metadata = await input.metadata();
    const format = metadata.format ? SHARP_FORMATS[metadata.format] : undefined;
    if (!format || format.contentType !== detected.contentType) throw notAnImage();
    const animated = (metadata.pages ?? 1) > 1;
    const image = animated ? input : input.autoOrient();
    let output: Buffer;
    switch (metadata.format) {
      case 'png':
        output = await image.png().toBuffer();
        break;
      case 'jpeg':
        output = await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
        break;
      case 'gif':
        output = await image.gif().toBuffer();
        break;
      default:
        output = await image.webp({ quality: 90 }).toBuffer();
    }
    return { bytes: output, ...format };
  } catch (error) {
    if (isApiError(error)) throw error;
    throw notAnImage();
  }
}

/** The purposes whose files are private: never served at `/uploads/...`, only through a signed address. */
export const PRIVATE_UPLOAD_PURPOSES: readonly UploadPurpose[] = ['bug-report-attachment'];

/** Where uploads are written: the database for what a file is, the file storage for its bytes. */
export interface UploadStore {
  db: Db;
  storage: FileStorage;
}

/**
 * The storage key of an upload's file: `public/{id}.{ext}`, or `private/{id}.{ext}` for the purposes only a signed
 * address serves, so a CDN in front of the bucket can be given `public/` alone.
 */
export function uploadStorageKey(upload: { id: string; extension: string; purpose: UploadPurpose }): string {
  const folder = PRIVATE_UPLOAD_PURPOSES.includes(upload.purpose) ? 'private' : 'public';
  return `${folder}/${upload.id}.${upload.extension}`;
}

/** What a file is stored for: its purpose, and for a team image, its team. */
export type UploadTarget =
  { purpose: Exclude<UploadPurpose, 'team-image' | 'legacy'> } | { purpose: 'team-image'; teamId: string };

/**
 * Stores an uploaded file — its bytes in the file storage, what it is in `uploads` —; returns its path,
 * `/uploads/{id}.{ext}`. The owner is null only for
 * the attachment of an anonymous bug report. The purpose says what may point at the file (a team image only from
 * its own team, a profile image only from its owner) and whether a replace may delete it (evidence never).
 *
 * Every image is decoded and encoded again first (`reencodeImage`); an MP4 (bug-report attachments only, checked
 * by its bytes by the caller) is stored as it is. A player's uploads count against `PLAYER_UPLOAD_QUOTA_BYTES`:
 * past it, 403 4031. The check and the insert run under a lock per player, so parallel uploads cannot both slip
 * under the quota, on any number of API instances.
 *
 * `alongside` runs in the same transaction, after the file is inserted (the image is re-encoded and written to the
 * storage before the transaction opens, so no lock waits on the storage): a caller's own check and the rows that
 * point at the file (a match chat's quota and its record, the team that shows it) are stored with it or, when it
 * throws, neither is — a failure leaves no file counted in anyone's quota, and the written file is deleted again.
 * Inside a caller's transaction (`store.db` is one), a failure of the caller's after this returns leaves the file
 * in the storage with no row (a few bytes nobody can address; the bug-report form is the only such caller).
 */
export async function storeUpload(
  { db, storage }: UploadStore,
  upload: {
    bytes: Buffer;
    contentType: string;
    extension: string;
    ownerUserId: string | null;
  } & UploadTarget,
  options: { alongside?: (trx: Transaction<Database>, path: string) => Promise<void> } = {},
): Promise<string> {
  const file = upload.contentType.startsWith('image/') ? await reencodeImage(upload.bytes) : upload;
  const id = randomUUID();
  const key = uploadStorageKey({ id, extension: file.extension, purpose: upload.purpose });
  await storage.put(key, file.bytes, file.contentType);
  let inserted = false;
  const store = async (trx: Transaction<Database>): Promise<string> => {
    if (upload.ownerUserId) {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${upload.ownerUserId}`}, 0))`.execute(
        trx,
      );
      const { total } = await trx
        .selectFrom('uploads')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('byte_size'), sql<string>`0`).as('total'))
        .where('owner_user_id', '=', upload.ownerUserId)
        .executeTakeFirstOrThrow();
      const used = Number(total);
      if (used + file.bytes.length > PLAYER_UPLOAD_QUOTA_BYTES) {
        throw apiError('uploadQuotaExceeded', {
          details: { quotaBytes: PLAYER_UPLOAD_QUOTA_BYTES, usedBytes: used },
        });
      }
    }
    const row = await trx
      .insertInto('uploads')
      .values({
        id,
        owner_user_id: upload.ownerUserId,
        content_type: file.contentType,
        extension: file.extension,
        storage_key: key,
        byte_size: file.bytes.length,
        purpose: upload.purpose,
        team_id: upload.purpose === 'team-image' ? upload.teamId : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    inserted = true;
    const path = `/uploads/${row.id}.${file.extension}`;
    await options.alongside?.(trx, path);
    return path;
  };
  try {
    return db.isTransaction
      ? await store(db as Transaction<Database>)
      : await db.transaction().execute(store);
  } catch (error) {
    // Our own transaction rolled back, or the caller's never got the row: the file belongs to nobody.
    if (!db.isTransaction || !inserted) await storage.delete(key).catch(() => {});
    throw error;
  }
}

/** Exactly the shape of a path `storeUpload` answers: a lowercase uuid and a stored extension. */
const UPLOAD_PATH =
  /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp|mp4)$/;

/**
 * The id and extension of an upload path (`/uploads/{uuid}.{ext}`), or null for anything else (a `/static/...`
 * image, a URL, a string of dashes). Only an id from here is ever compared with the uuid column, so no stored or
 * sent string can make the database fail a cast.
 */
export function parseUploadPath(path: string | null | undefined): { id: string; extension: string } | null {
  const found = path ? UPLOAD_PATH.exec(path) : null;
  return found ? { id: found[1]!, extension: found[2]! } : null;
}

/** Where a staff form's image address may come from: the record's own images, or an upload of one purpose. */
export interface StaffImageSource {
  purpose: UploadPurpose;
  /** The API's public origin: an absolute address on it is read as its path. */
  publicUrl: string;
  /** How the record's kept paths are answered (an absolute address on the image host). */
  assetUrl: (path: string | null) => string | null;
  /** The paths the record shows already: sent back as they are (stored or answered), they are kept. */
  kept: readonly (string | null | undefined)[];
}

/**
 * The stored path of an image address a staff form sends (a tournament's poster, a post's cover, a slide's image):
 * one the record shows already (as stored or as answered), or a file uploaded with that purpose
 * (`/uploads/{id}.{ext}`, absolute on this API or not). Null for anything else — another site's address, a
 * player's upload, a made-up path —, which the caller refuses with 400 naming the field.
 */
export async function staffImagePath(
  db: Db,
  address: string,
  source: StaffImageSource,
): Promise<string | null> {
  const same = source.kept.find((path) => path && (address === path || address === source.assetUrl(path)));
  if (same) return same;
  const path = address.startsWith(`${source.publicUrl}/`) ? address.slice(source.publicUrl.length) : address;
  const upload = parseUploadPath(path);
  if (!upload) return null;
  const found = await db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', upload.id)
    .where('extension', '=', upload.extension)
    .where('purpose', '=', source.purpose)
    .executeTakeFirst();
  return found ? path : null;
}

/** Whose replaceable file a replace may delete: a team's own team image, a player's own profile or banner image. */
export type ReplacedUploadOwner =
  | { purpose: 'team-image'; teamId: string }
  | { purpose: 'profile-image' | 'banner-image'; ownerUserId: string };

/**
 * Deletes the stored upload behind a path that was just replaced, only when it is the replaced record's own file of
 * that purpose (the team's own team image, the player's own profile image). Anything else — a path that is not an
 * upload (a seeded `/static/...` image, null), the new path itself, someone else's file, evidence (result
 * screenshots, chat images, ticket attachments) — is left alone.
 */
export async function deleteReplacedUpload(
  db: Db,
  previous: string | null,
  next: string | null,
  owner: ReplacedUploadOwner,
): Promise<void> {
  if (!previous || previous === next) return;
  const found = parseUploadPath(previous);
  if (!found) return;
  let query = db
    .deleteFrom('uploads')
    .where('id', '=', found.id)
    .where('extension', '=', found.extension)
    .where('purpose', '=', owner.purpose);
  query =
    owner.purpose === 'team-image'
      ? query.where('team_id', '=', owner.teamId)
      : query.where('owner_user_id', '=', owner.ownerUserId);
  await query.execute();
}

/**
 * The stored file behind an upload address, if it may be served the way it is asked for: public files through
 * `/uploads/...`, private ones (bug-report attachments) only through a signed attachment address. `storage_key`
 * says where its bytes are; `bytes` holds them instead only for a row the start has not moved yet (0031).
 */
export async function findServableUpload(
  db: Db,
  file: { id: string; extension: string },
  access: 'public' | 'private',
): Promise<
  { content_type: string; extension: string; storage_key: string | null; bytes: Buffer | null } | undefined
> {
  return db
    .selectFrom('uploads')
    .select(['content_type', 'extension', 'storage_key', 'bytes'])
    .where('id', '=', file.id)
    .where('extension', '=', file.extension)
    .where('purpose', access === 'private' ? 'in' : 'not in', PRIVATE_UPLOAD_PURPOSES)
    .executeTakeFirst();
}

/** The bytes of an upload row, from the storage or, not moved yet, from the row; null when the file is gone. */
export async function openUploadFile(
  storage: FileStorage,
  row: { storage_key: string | null; bytes: Buffer | null },
): Promise<StoredFile | null> {
  if (row.storage_key) return storage.get(row.storage_key);
  return row.bytes ? storedFileOf(row.bytes) : null;
}

/** The whole file of an upload path (`/uploads/{id}.{ext}`), whatever its purpose; null for anything else. */
export async function readUploadBytes({ db, storage }: UploadStore, path: string): Promise<Buffer | null> {
  const upload = parseUploadPath(path);
  if (!upload) return null;
  const row = await db
    .selectFrom('uploads')
    .select(['storage_key', 'bytes'])
    .where('id', '=', upload.id)
    .where('extension', '=', upload.extension)
    .executeTakeFirst();
  if (!row) return null;
  if (row.storage_key) return readStoredFile(storage, row.storage_key);
  return row.bytes;
}
