import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { AppConfig } from '../../config.js';

/**
 * Reward codes are encrypted under a key of their holder (DESIGN §5 "Reward codes"): HKDF-SHA256 of the server's
 * reward-code secret with the player id as info, so a code leaked from one player's answers cannot be read with
 * another player's key, and no key is compiled into any bundle (the browser fetches its own, GET
 * /v1/reward-code/key). The format is the spec's: hex IV `:` hex ciphertext, AES-256-CBC with PKCS#7 padding,
 * which WebCrypto's AES-CBC decrypts as is.
 */
const KEY_SALT = 'mena-arena/reward-codes/v1';
const IV_BYTES = 16;
const KEY_BYTES = 32;

/** The reward-code secret of a configuration; without one (tests) a secret derived from the JWT secret. */
export function rewardCodeSecret(config: Pick<AppConfig, 'jwtSecret' | 'rewardCodeSecret'>): string {
  if (config.rewardCodeSecret) return config.rewardCodeSecret;
  return Buffer.from(
    hkdfSync('sha256', config.jwtSecret, KEY_SALT, 'reward-code-secret', KEY_BYTES),
  ).toString('base64url');
}

/** A player's 32-byte AES key. */
export function playerRewardKey(secret: string, playerId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, KEY_SALT, playerId, KEY_BYTES));
}

/** `hexIV:hexCiphertext` of a code under a player's key, with a fresh random IV. */
export function encryptRewardCode(key: Buffer, code: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return `${iv.toString('hex')}:${ciphertext.toString('hex')}`;
}

/** The code inside `hexIV:hexCiphertext`; throws when the key is not the one it was encrypted with (bad padding). */
export function decryptRewardCode(key: Buffer, encrypted: string): string {
  const [ivHex, ciphertextHex] = encrypted.split(':');
  const decipher = createDecipheriv('aes-256-cbc', key, Buffer.from(ivHex, 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertextHex, 'hex')), decipher.final()]).toString(
    'utf8',
  );
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new plain code, `MENA-XXXX-XXXX-XXXX` (12 random characters of 31, about 59 bits). */
export function generateRewardCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `MENA-${group()}-${group()}-${group()}`;
}
