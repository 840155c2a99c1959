/** P1 §9: team images are at most 2 MB. */
export const MAX_TEAM_IMAGE_BYTES = 2 * 1024 * 1024;

export type TeamImageProblem = 'notAnImage' | 'imageTooLarge';

/** Checks a picked file before uploading it (P1 §5): images only, at most 2 MB. Null when it may go. */
export function teamImageProblem(file: Pick<File, 'type' | 'size'>): TeamImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notAnImage';
  if (file.size > MAX_TEAM_IMAGE_BYTES) return 'imageTooLarge';
  return null;
}
