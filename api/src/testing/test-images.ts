import { crc32 } from 'node:zlib';

/**
 * Tiny images and a multipart body builder for upload tests (profile, banner and team images).
 * Only test files import this module.
 */

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid 1×1 GIF. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A valid 1×1 JPEG (baseline, no metadata). */
export const JPEG_HEAD = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKAAD//Z',
  'base64',
);

/** A valid 1×1 lossless WebP (RIFF container). */
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([
    0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07,
    0x00,
  ]),
]);

export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/**
 * A valid PNG of exactly `size` bytes (at least 57): the 1×1 PNG with a private ancillary chunk (`prVt`, which
 * decoders skip) filling the rest, for size limits.
 */
export function pngOfSize(size: number): Buffer {
  const iend = PNG_1X1.length - 12;
  const fill = size - PNG_1X1.length - 12;
  if (fill < 0) throw new Error(`pngOfSize: at least ${PNG_1X1.length + 12} bytes`);
  const chunk = Buffer.alloc(12 + fill);
  chunk.writeUInt32BE(fill, 0);
  chunk.write('prVt', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + fill)), 8 + fill);
  return Buffer.concat([PNG_1X1.subarray(0, iend), chunk, PNG_1X1.subarray(iend)]);
}

export interface MultipartFilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A `multipart/form-data` body for `app.inject`: `{ payload, headers }`. */
export function multipartBody(
  files: MultipartFilePart[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----arena-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual single-image body: field `image`. */
export function imageBody(
  bytes: Buffer,
  filename = 'image.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  return multipartBody([{ field: 'image', filename, contentType, bytes }]);
}
