// Reading a sealed reward code's form: no WebCrypto, so it stays in the kit's first chunk.

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
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
