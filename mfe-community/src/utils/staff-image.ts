import { imageFileProblem, isApiError } from '@arena/shared-kit';

/** The largest image the staff desks' image endpoints take (news covers, home slides: PNG/JPEG/GIF/WebP, 5 MB). */
export const STAFF_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked image cannot be uploaded, or why its upload failed. */
export type StaffImageProblem = 'notImage' | 'tooLarge' | 'storageFull' | 'failed';

/** The kit's check of a picked image (PNG, JPEG, GIF or WebP by type), with the staff endpoints' size limit. */
export function staffImageFileProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (imageFileProblem({ type: file.type, size: 0 }) === 'notImage') return 'notImage';
  return file.size > STAFF_IMAGE_MAX_BYTES ? 'tooLarge' : null;
}

/** The API's refusal of an upload in the desk's words: too large, not an image, storage full, else failed. */
export function staffImageUploadProblem(error: unknown): StaffImageProblem {
  if (isApiError(error)) {
    if (error.status === 413 || error.code === 4013) return 'tooLarge';
    if (error.status === 415 || error.code === 4015) return 'notImage';
    if (error.code === 4031) return 'storageFull';
  }
  return 'failed';
}
