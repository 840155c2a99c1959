/** Reward codes are sealed with AES in CBC mode (DESIGN §5 "Reward codes"). */
export const REWARD_CODE_ALGORITHM = 'AES-CBC';

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
export async function importRewardKey(hexKey: string): Promise<CryptoKey> {
  const bytes = hexToBytes(hexKey);
  if (!bytes || ![16, 24, 32].includes(bytes.length))
    throw new Error('The reward-code key is not an AES key in hex');
  return crypto.subtle.importKey('raw', bytes, REWARD_CODE_ALGORITHM, false, ['decrypt']);
}

/** `hex IV : hex ciphertext` (P2 §7) split into bytes; null when the value is not in that form. */
export function parseSealedCode(
  sealed: string,
): { iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> } | null {
  const parts = sealed.trim().split(':');
  if (parts.length !== 2) return null;
  const iv = hexToBytes(parts[0]);
  const ciphertext = hexToBytes(parts[1]);
  if (!iv || iv.length !== 16 || !ciphertext || ciphertext.length % 16 !== 0) return null;
  return { iv, ciphertext };
}

/** Opens a sealed reward code with the player's key; throws when it is malformed or the key does not fit. */
export async function decryptRewardCode(sealed: string, key: CryptoKey): Promise<string> {
  const parts = parseSealedCode(sealed);
  if (!parts) throw new Error('The reward code is not hex IV : hex ciphertext');
  const plain = await crypto.subtle.decrypt(
    { name: REWARD_CODE_ALGORITHM, iv: parts.iv },
    key,
    parts.ciphertext,
  );
  return new TextDecoder().decode(plain);
}

/** A code that cannot be decrypted is shown as its first 10 and last 10 characters around an ellipsis (P2 §9). */
export function abbreviateCode(code: string): string {
  if (code.length <= ABBREVIATED_END * 2) return code;
  return `${code.slice(0, ABBREVIATED_END)}…${code.slice(-ABBREVIATED_END)}`;
}
