// Reward codes as the kit exposes them. The WebCrypto part (key fetch, AES-CBC) is in reward-code-crypto.ts and
// loads on first use: only the reward screens need it, not `/`.
import { parseSealedRewardCode } from './sealed-code';

export { parseSealedRewardCode };

type RewardCodeCrypto = typeof import('./reward-code-crypto');

/** How many characters of each end an undecryptable code keeps when shown (P2 §9). */
const ABBREVIATED_END = 10;

let loaded: RewardCodeCrypto | null = null;
let loading: Promise<RewardCodeCrypto> | null = null;

function rewardCodeCrypto(): Promise<RewardCodeCrypto> {
  loading ??= import('./reward-code-crypto').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The player's key (64 hex characters, 32 bytes) as a WebCrypto key that can only decrypt. */
export async function importRewardCodeKey(hexKey: string): Promise<CryptoKey> {
  return (await rewardCodeCrypto()).importRewardCodeKey(hexKey);
}

/**
 * Opens a sealed reward code (hex IV `:` hex ciphertext, AES-CBC) with a player's key; without a key it uses the
 * signed-in player's (`getRewardCodeKey`). Throws when the code is malformed or the key does not fit (a padding
 * error, or bytes that are not printable text).
 */
export async function decryptRewardCode(sealed: string, key?: CryptoKey): Promise<string> {
  return (await rewardCodeCrypto()).decryptRewardCode(sealed, key);
}

/**
 * The signed-in player's reward-code key (GET /v1/reward-code/key, no-store), imported as a non-extractable
 * WebCrypto key. Fetched once per session and player and kept in this page's memory only; forgotten on logout or
 * when another player signs in. A failed fetch is not kept, so a later call tries again.
 */
export async function getRewardCodeKey(): Promise<CryptoKey> {
  return (await rewardCodeCrypto()).getRewardCodeKey();
}

/** Forgets the cached reward-code key (logout, another player, tests). */
export function clearRewardCodeKey(): void {
  loaded?.clearRewardCodeKey();
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
 * Decrypts a sealed code with the signed-in player's key; a failure (no key, wrong key, malformed value, the
 * code not loading) is only logged and gives the code abbreviated (P2 §8, §9). Never throws.
 */
export async function openRewardCode(sealed: string): Promise<OpenedRewardCode> {
  try {
    return { text: await decryptRewardCode(sealed), decrypted: true };
  } catch (error) {
    console.error('[arena] Could not decrypt the reward code', error);
    return { text: abbreviateRewardCode(sealed), decrypted: false };
  }
}
