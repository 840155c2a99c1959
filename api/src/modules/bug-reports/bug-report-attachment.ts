import { BUG_REPORT_ATTACHMENT_MAX_BYTES } from '@arena/contract';
import { apiError } from '../../errors.js';
import { detectImageFormat } from '../uploads/uploads-service.js';

export interface Attachment {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/**
 * Brands of the `ftyp` box of an MP4 file (ISO base media, MPEG-4, H.264). QuickTime (`qt  `), HEIF and the
 * other members of the family are not among them.
 */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'mmp4',
  'M4V ',
]);

/** True when the bytes open with an MP4 `ftyp` box of a known brand (box size, `ftyp`, major brand). */
export function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 16) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  if (bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return MP4_BRANDS.has(bytes.toString('latin1', 8, 12));
}

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The file of a report's data URL (`data:<type>;base64,<bytes>`), checked by its bytes like every upload, at most
 * 10 MB decoded: a PNG, JPEG, GIF or WebP image, or — for a bug report from the public form (`video: true`) — an
 * MP4 video (P2 §5, §9: that form takes PNG, JPG, GIF or MP4; a ticket's screenshot is an image only). The declared
 * type is ignored. 400 for a malformed data URL, 413 above 10 MB, 415 for anything else.
 */
export function decodeAttachment(dataUrl: string, { video }: { video: boolean }): Attachment {
  const header = DATA_URL.exec(dataUrl);
  const payload = header ? dataUrl.slice(header[0].length).replace(/\s+/g, '') : '';
  if (!header || payload.length === 0 || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw apiError('validation', {
      message: 'The screenshot must be a base64 data URL',
      details: { field: 'screenshot' },
    });
  }
  const decodedLength =
    (payload.length / 4) * 3 - (payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0);
  if (decodedLength > BUG_REPORT_ATTACHMENT_MAX_BYTES) {
    throw apiError('payloadTooLarge', {
      message: 'The file must be at most 10MB',
      details: { maxBytes: BUG_REPORT_ATTACHMENT_MAX_BYTES },
    });
  }
  const bytes = Buffer.from(payload, 'base64');
  const image = detectImageFormat(bytes);
  if (image) return { bytes, ...image };
  if (!video) {
    throw apiError('unsupportedMediaType', {
      message: 'The screenshot of a ticket must be a PNG, JPG, GIF or WebP image',
    });
  }
  if (isMp4(bytes)) return { bytes, contentType: 'video/mp4', extension: 'mp4' };
  throw apiError('unsupportedMediaType', { message: 'Please upload a PNG, JPG, GIF or MP4 file' });
}
