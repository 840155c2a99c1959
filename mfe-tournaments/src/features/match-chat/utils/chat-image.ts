/** Chat images: at most 5 MB (P1 §5, §9). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ChatImageProblem = 'notImage' | 'tooLarge';

/** Checks a picked file before any upload (P1 §5): image files only, at most 5 MB. */
export function chatImageProblem(file: Pick<File, 'type' | 'size'>): ChatImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
