import { createCipheriv, randomBytes, webcrypto } from 'node:crypto';

/**
 * jsdom has `crypto.getRandomValues` but no `crypto.subtle`: lend it Node's WebCrypto, the same API the browser
 * has, so reward codes decrypt in tests as they do on the page. Call once per test file (in `beforeAll`).
 */
export function installWebCrypto(): void {
  if (globalThis.crypto?.subtle) return;
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

/** A player's reward-code key as the API hands it out (GET /v1/reward-code/key): 32 random bytes in hex. */
export function makeRewardKeyHex(): string {
  return randomBytes(32).toString('hex');
}

/** Seals a reward code as the API does: hex IV `:` hex ciphertext, AES-256-CBC with PKCS#7 padding. */
export function sealRewardCode(plain: string, keyHex: string): string {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(keyHex, 'hex'), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${iv.toString('hex')}:${ciphertext.toString('hex')}`;
}
