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

/** The start of a JPEG (SOI + APP0 JFIF): enough for detection by bytes. */
export const JPEG_HEAD = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);

/** The start of a lossless WebP (RIFF container). */
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

/** A PNG signature followed by zeros, `size` bytes in all (for size limits). */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG_1X1.copy(bytes, 0, 0, Math.min(PNG_1X1.length, size));
  return bytes;
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
