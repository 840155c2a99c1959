import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { apiError } from '../../errors.js';
import { multipartLimitError } from '../../http/error-handling.js';

/** The largest image a player may upload (profile image, banner, team image). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * The multipart plugin's own per-file limit (registered once in `app.ts`): slightly above the image limit, so
 * a too-large image is still measured and answered 413 by `readImageUpload` instead of failing inside the
 * parser. Calls with a larger `maxBytes` pass their own limit.
 */
export const MULTIPART_FILE_SIZE_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/** The multipart field every image upload uses. */
export const IMAGE_FIELD = 'image';

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
 * Stores an uploaded file in the database; returns its path, `/uploads/{id}.{ext}`. The owner is null only for
 * the attachment of an anonymous bug report.
 */
export async function storeUpload(
  db: Db,
  upload: { bytes: Buffer; contentType: string; extension: string; ownerUserId: string | null },
): Promise<string> {
  const row = await db
    .insertInto('uploads')
    .values({
      owner_user_id: upload.ownerUserId,
      content_type: upload.contentType,
      extension: upload.extension,
      bytes: upload.bytes,
      byte_size: upload.bytes.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `/uploads/${row.id}.${upload.extension}`;
}
