import { apiCall } from '../api/api-client';
import { sessionStore } from '../session/session-store';

/** Reward codes are sealed with AES in CBC mode (DESIGN §5 "Reward codes"). */
const REWARD_CODE_ALGORITHM = 'AES-CBC';

/** How many characters of each end an undecryptable code keeps when shown (P2 §9). */
const ABBREVIATED_END = 10;

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The player's key (64 hex characters, 32 bytes) as a WebCrypto key that can only decrypt. */
export async function importRewardCodeKey(hexKey: string): Promise<CryptoKey> {
  const bytes = hexToBytes(hexKey);
  if (!bytes || ![16, 24, 32].includes(bytes.length))
    throw new Error('The reward-code key is not an AES key in hex');
  return crypto.subtle.importKey('raw', bytes, REWARD_CODE_ALGORITHM, false, ['decrypt']);
}

/** `hex IV : hex ciphertext` (P2 §7) split into bytes; null when the value is not in that form. */
export function parseSealedRewardCode(
  sealed: string,
): { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> } | null {
  const parts = sealed.trim().split(':');
  if (parts.length !== 2) return null;
  const iv = hexToBytes(parts[0]);
  const ciphertext = hexToBytes(parts[1]);
  if (!iv || iv.length !== 16 || !ciphertext || ciphertext.length % 16 !== 0) return null;
  return { iv, ciphertext };
}

/**
 * Opens a sealed reward code (hex IV `:` hex ciphertext, AES-CBC) with a player's key; without a key it uses the
 * signed-in player's (`getRewardCodeKey`). Throws when the code is malformed or the key does not fit.
 */
export async function decryptRewardCode(sealed: string, key?: CryptoKey): Promise<string> {
  const parts = parseSealedRewardCode(sealed);
  if (!parts) throw new Error('The reward code is not hex IV : hex ciphertext');
  const plain = await crypto.subtle.decrypt(
    { name: REWARD_CODE_ALGORITHM, iv: parts.iv },
    key ?? (await getRewardCodeKey()),
    parts.ciphertext,
  );
  return new TextDecoder().decode(plain);
}

/** A code that cannot be decrypted is shown as its first 10 and last 10 characters around an ellipsis (P2 §9). */
export function abbreviateRewardCode(code: string): string {
  if (code.length <= ABBREVIATED_END * 2) return code;
  return `${code.slice(0, ABBREVIATED_END)}…${code.slice(-ABBREVIATED_END)}`;
}

/** A reward code as a screen shows it: in clear, or abbreviated when it could not be decrypted. */
export interface OpenedRewardCode {
  text: string;
  decrypted: boolean;
}

/**
 * Decrypts a sealed code with the signed-in player's key; a failure (no key, wrong key, malformed value) is only
 * logged and gives the code abbreviated (P2 §8, §9). Never throws.
 */
export async function openRewardCode(sealed: string): Promise<OpenedRewardCode> {
  try {
    return { text: await decryptRewardCode(sealed), decrypted: true };
  } catch (error) {
    console.error('[arena] Could not decrypt the reward code', error);
    return { text: abbreviateRewardCode(sealed), decrypted: false };
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
