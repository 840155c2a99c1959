import { webcrypto } from 'node:crypto';

function bytesOfHex(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/**
 * Decrypts a delivered reward code (`hexIV:hexCiphertext`) the way the browser does: WebCrypto, the raw key of
 * GET /v1/reward-code/key imported for AES-CBC, then `decrypt({ name: 'AES-CBC', iv })`. Rejects when the key
 * does not fit (bad padding).
 */
export async function decryptAsTheBrowser(keyHex: string, encrypted: string): Promise<string> {
  const [ivHex, ciphertextHex] = encrypted.split(':');
  const key = await webcrypto.subtle.importKey('raw', bytesOfHex(keyHex), { name: 'AES-CBC' }, false, [
    'decrypt',
  ]);
  const plain = await webcrypto.subtle.decrypt(
    { name: 'AES-CBC', iv: bytesOfHex(ivHex) },
    key,
    bytesOfHex(ciphertextHex),
  );
  return new TextDecoder().decode(plain);
}

/** A reward code as the server generates it. */
export const REWARD_CODE_PATTERN = /^MENA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
