/** P2 §9: reading speed used for the estimated read time. */
export const WORDS_PER_MINUTE = 200;

/** Number of words in a plain text (runs of non-space characters). */
export function wordCount(plainText: string): number {
  return plainText.split(/\s+/).filter(Boolean).length;
}

/**
 * Estimated read time in whole minutes: words / 200, rounded up, at least 1 (P2 §9).
 *
 * @example readTimeMinutes('word '.repeat(201)) // 2
 */
export function readTimeMinutes(plainText: string): number {
  return Math.max(1, Math.ceil(wordCount(plainText) / WORDS_PER_MINUTE));
}
