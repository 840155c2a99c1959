// The WebCrypto half of reward codes, loaded on first use (reward-code.ts) so `/` does not carry it.
import { apiCall } from '../api/api-client';
import { sessionStore } from '../session/session-store';
import { hexToBytes, parseSealedRewardCode } from './sealed-code';

/** Reward codes are sealed with AES in CBC mode (DESIGN §5 "Reward codes"). */
const REWARD_CODE_ALGORITHM = 'AES-CBC';

/**
 * A reward code is printable text. AES-CBC has no integrity check: about one wrong key in 256 still ends on a valid
 * padding byte and "decrypts" to random bytes, so those are refused here rather than shown as the code.
 */
const NOT_PRINTABLE = /\p{C}/u;

/** The player's key (64 hex characters, 32 bytes) as a WebCrypto key that can only decrypt. */
export async function importRewardCodeKey(hexKey: string): Promise<CryptoKey> {
  const bytes = hexToBytes(hexKey);
  if (!bytes || ![16, 24, 32].includes(bytes.length))
    throw new Error('The reward-code key is not an AES key in hex');
  return crypto.subtle.importKey('raw', bytes, REWARD_CODE_ALGORITHM, false, ['decrypt']);
}

/**
 * Opens a sealed reward code (hex IV `:` hex ciphertext, AES-CBC) with a player's key; without a key it uses the
 * signed-in player's (`getRewardCodeKey`). Throws when the code is malformed or the key does not fit (a padding
 * error, or bytes that are not printable text).
 */
export async function decryptRewardCode(sealed: string, key?: CryptoKey): Promise<string> {
  const parts = parseSealedRewardCode(sealed);
  if (!parts) throw new Error('The reward code is not hex IV : hex ciphertext');
  const plain = await crypto.subtle.decrypt(
    { name: REWARD_CODE_ALGORITHM, iv: parts.iv },
    key ?? (await getRewardCodeKey()),
    parts.ciphertext,
  );
  const text = printableText(plain);
  if (text === null) throw new Error('The key does not open this reward code');
  return text;
}

/** The bytes as text when they are UTF-8 with no control, private or unassigned characters; else null. */
function printableText(bytes: ArrayBuffer): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text !== '' && !NOT_PRINTABLE.test(text) ? text : null;
  } catch {
    return null;
  }
}

/** The signed-in player's key, fetched once per page and player; memory only, never storage. */
let cached: { userId: string; key: Promise<CryptoKey> } | null = null;

/**
 * The signed-in player's reward-code key (GET /v1/reward-code/key, no-store), imported as a non-extractable
 * WebCrypto key. Fetched once per session and player and kept in this page's memory only; forgotten on logout or
 * when another player signs in. A failed fetch is not kept, so a later call tries again.
 */
export function getRewardCodeKey(): Promise<CryptoKey> {
  const userId = sessionStore.getState().user?.id ?? null;
  if (!userId) return Promise.reject(new Error('Sign in to read reward codes'));
  if (cached?.userId === userId) return cached.key;
  const entry = {
    userId,
    key: apiCall('GET /v1/reward-code/key', { redirectOnAuthError: false }).then(({ data }) =>
      importRewardCodeKey(data.key),
    ),
  };
  cached = entry;
  entry.key.catch(() => {
    if (cached === entry) cached = null;
  });
  return entry.key;
}

/** Forgets the cached reward-code key (logout, another player, tests). */
export function clearRewardCodeKey(): void {
  cached = null;
}

// The key belongs to one player: drop it as soon as the session no longer is that player.
sessionStore.subscribe((state) => {
  if (cached && state.user?.id !== cached.userId) cached = null;
});
