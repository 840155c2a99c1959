import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.js';
import { parseUploadPath } from './uploads-service.js';

/**
 * Signed, expiring addresses of private uploads (bug-report and ticket attachments, issue 27 defect 11). Such a file
 * is never served at `/uploads/...`; the API hands its address only to whoever may read it (staff, the ticket's own
 * player), as `/attachments/{expires}/{signature}/{id}.{ext}`: `expires` in Unix seconds, `signature` the
 * HMAC-SHA256 (base64url) of the file and the expiry under a key derived (HKDF) from the JWT secret, so every API
 * instance signs and checks alike and nothing new needs configuring. An `<img>` or `<video>` tag can load it
 * without a bearer header, and it still ends with the file's extension.
 *
 * An address lives 10 to 15 minutes: the expiry is rounded up to the next 5-minute step, so the address of one file
 * stays the same for 5 minutes and the browser's cache keeps working across refetches.
 */
export const ATTACHMENT_ADDRESS_LIFETIME_SECONDS = 10 * 60;
export const ATTACHMENT_ADDRESS_STEP_SECONDS = 5 * 60;
const LONGEST_LIFETIME_SECONDS = ATTACHMENT_ADDRESS_LIFETIME_SECONDS + ATTACHMENT_ADDRESS_STEP_SECONDS;

const keys = new WeakMap<object, Buffer>();

function keyOf(config: Pick<AppConfig, 'jwtSecret'>): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', config.jwtSecret, 'arena-attachment-addresses', 'attachment', 32));
    keys.set(config, key);
  }
  return key;
}

function signatureOf(key: Buffer, file: string, expires: number): Buffer {
  return createHmac('sha256', key).update(`${file}:${expires}`).digest();
}

/** The signed address path of a private upload (`/uploads/{id}.{ext}`); null for anything that is not an upload. */
export function signedAttachmentPath(
  config: Pick<AppConfig, 'jwtSecret'>,
  uploadPath: string | null,
  now: Date,
): string | null {
  const upload = parseUploadPath(uploadPath);
  if (!upload) return null;
  const file = `${upload.id}.${upload.extension}`;
  const step = ATTACHMENT_ADDRESS_STEP_SECONDS;
  const expires =
    Math.ceil((Math.floor(now.getTime() / 1000) + ATTACHMENT_ADDRESS_LIFETIME_SECONDS) / step) * step;
  const signature = signatureOf(keyOf(config), file, expires).toString('base64url');
  return `/attachments/${expires}/${signature}/${file}`;
}

/**
 * Checks a signed address: `invalid` when the signature is not ours for this file and expiry (or the expiry is
 * further away than any address we hand out), `expired` once its time is past, else the upload's id and extension.
 */
export function checkAttachmentAddress(
  config: Pick<AppConfig, 'jwtSecret'>,
  address: { expires: string; signature: string; file: string },
  now: Date,
): { status: 'invalid' | 'expired' } | { status: 'ok'; id: string; extension: string; expiresIn: number } {
  const upload = parseUploadPath(`/uploads/${address.file}`);
  if (!upload || !/^\d{1,12}$/.test(address.expires)) return { status: 'invalid' };
  const expires = Number(address.expires);
  const expected = Buffer.from(signatureOf(keyOf(config), address.file, expires).toString('base64url'));
  const given = Buffer.from(address.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (expires - nowSeconds > LONGEST_LIFETIME_SECONDS) return { status: 'invalid' };
  if (expires <= nowSeconds) return { status: 'expired' };
  return { status: 'ok', ...upload, expiresIn: expires - nowSeconds };
}
