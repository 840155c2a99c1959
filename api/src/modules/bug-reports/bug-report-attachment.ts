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

interface Box {
  type: string;
  /** Where the box's content starts and where the box ends. */
  start: number;
  end: number;
}

/** A box type is four printable ASCII characters (`ftyp`, `moov`, `©nam` is not at the levels we walk). */
const BOX_TYPE = /^[\x20-\x7e]{4}$/;

/**
 * The boxes that exactly fill `bytes[from, to)`, or null when they do not: every size is at least its header,
 * a 64-bit size (`size` 1) fits in a safe integer, size 0 ("to the end") is allowed for the last box only, and
 * the last box ends exactly at `to` — so random bytes after a valid first box are refused.
 */
function walkBoxes(bytes: Buffer, from: number, to: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = from;
  while (offset < to) {
    if (to - offset < 8) return null;
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!BOX_TYPE.test(type)) return null;
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (to - offset < 16) return null;
      const large = bytes.readBigUInt64BE(offset + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = to - offset;
    }
    if (size < header || size > to - offset) return null;
    boxes.push({ type, start: offset + header, end: offset + size });
    offset += size;
  }
  return boxes;
}

/**
 * True when the bytes are an MP4 file by their structure (ISO base media file format): the first box is an `ftyp`
 * box whose major brand, or one of its compatible brands, is a known MP4 brand; the top-level boxes fill the file
 * exactly with consistent sizes; and there is a `moov` box whose own boxes are consistent and include the movie
 * header (`mvhd`). An `ftyp` header followed by arbitrary bytes is not an MP4.
 */
export function isMp4(bytes: Buffer): boolean {
  const boxes = walkBoxes(bytes, 0, bytes.length);
  const ftyp = boxes?.[0];
  if (!boxes || !ftyp || ftyp.type !== 'ftyp') return false;
  // Major brand, minor version, then compatible brands, four bytes each.
  const ftypSize = ftyp.end - ftyp.start;
  if (ftypSize < 8 || ftypSize % 4 !== 0) return false;
  const brands = [bytes.toString('latin1', ftyp.start, ftyp.start + 4)];
  for (let offset = ftyp.start + 8; offset < ftyp.end; offset += 4) {
    brands.push(bytes.toString('latin1', offset, offset + 4));
  }
  if (!brands.some((brand) => MP4_BRANDS.has(brand))) return false;
  if (boxes.slice(1).some((box) => box.type === 'ftyp')) return false;
  const moov = boxes.filter((box) => box.type === 'moov');
  if (moov.length !== 1) return false;
  const movie = walkBoxes(bytes, moov[0]!.start, moov[0]!.end);
  return movie !== null && movie.some((box) => box.type === 'mvhd');
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
