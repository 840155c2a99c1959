import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.js';

/**
 * Banking and wallet details at rest (DESIGN §5 "Money and personal data"): AES-256-GCM under a key derived from
 * the server's payment secret, with the owner's id as associated data, so a ciphertext moved to another player's
 * row fails authentication instead of decrypting. Stored as `v1:` hex IV `:` hex tag `:` hex ciphertext.
 */
const KEY_SALT = 'mena-arena/payments/v1';
const FORMAT = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** The 32-byte key of payment details: HKDF of the payment secret, or (tests) of the JWT secret. */
export function paymentKey(config: Pick<AppConfig, 'jwtSecret' | 'paymentSecret'>): Buffer {
  const secret = config.paymentSecret ?? config.jwtSecret;
  const info = config.paymentSecret ? 'payment-details' : 'payment-details-from-jwt-secret';
  return Buffer.from(hkdfSync('sha256', secret, KEY_SALT, info, KEY_BYTES));
}

/** Encrypts a details object for its owner. */
export function encryptDetails(key: Buffer, ownerId: string, details: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(ownerId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(details), 'utf8'), cipher.final()]);
  return [FORMAT, iv.toString('hex'), cipher.getAuthTag().toString('hex'), ciphertext.toString('hex')].join(
    ':',
  );
}

/** The details object of `stored`; throws when the key, the owner or the ciphertext is not the one it was made with. */
export function decryptDetails<T>(key: Buffer, ownerId: string, stored: string): T {
  const [format, ivHex, tagHex, ciphertextHex] = stored.split(':');
  if (format !== FORMAT || !ivHex || !tagHex || ciphertextHex === undefined) {
    throw new Error('Unknown payment details format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivHex, 'hex'));
  decipher.setAAD(Buffer.from(ownerId, 'utf8'));
  decipher.setAuthTag(Buffer.from(tagHex, 'hex'));
  const plain = Buffer.concat([decipher.update(Buffer.from(ciphertextHex, 'hex')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}
