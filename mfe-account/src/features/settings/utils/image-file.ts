/** P1 §9: profile and banner images are at most 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image types the API accepts (it checks the file's bytes; SVG is refused). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export type ImageFileProblem = 'notImage' | 'tooLarge';

/**
 * Why a chosen file cannot be uploaded as a profile or banner image (P1 §5), checked in the browser before
 * any call: `notImage` ("Please upload an image file") or `tooLarge` ("Image size should be less than 2MB").
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
