import { createHash } from 'node:crypto';

/**
 * A stable UUID (version 5 layout) for a seeded record, so reseeding keeps ids — and tokens, links and
 * bookmarks made against them — valid.
 */
export function seedId(kind: string, key: string): string {
  const bytes = createHash('sha1').update(`mena-arena:${kind}:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A publisher-style 78-character player id, stable for a key. */
export function seedPuuid(key: string): string {
  return createHash('sha512').update(`mena-arena:puuid:${key}`).digest('base64url').slice(0, 78);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A time relative to the seed time: `relative(now, { days: -2, hours: 3 })`. */
export function relative(now: Date, offset: { days?: number; hours?: number; minutes?: number }): Date {
  return new Date(
    now.getTime() + (offset.days ?? 0) * DAY + (offset.hours ?? 0) * HOUR + (offset.minutes ?? 0) * MINUTE,
  );
}
