/** The largest profile, banner or team image the API takes (P1 §9): 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The image types the API takes for profile, banner and team images (it checks the bytes; SVG is refused). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a picked file cannot be uploaded: not a PNG, JPEG, GIF or WebP image, or over 2 MB. */
export type ImageFileProblem = 'notImage' | 'tooLarge';

/**
 * Checks a picked image in the browser before any upload, with the API's rules (P1 §5, §9): PNG, JPEG, GIF or
 * WebP, at most 2 MB. Null when it may go; otherwise `notImage` ("Please upload an image file") or `tooLarge`
 * ("Image size should be less than 2MB").
 *
 * @example const problem = imageFileProblem(file); if (problem) toast.error(t(`images.${problem}`));
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  return null;
}
