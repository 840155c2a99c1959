import { apiCall } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /v1/admin/tournaments/posters (organizers and admins): multipart `image`, checked by its bytes and re-encoded;
 * answers the address to send as `poster.en` or `poster.ar`.
 */
export async function uploadPoster(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiCall('POST /v1/admin/tournaments/posters', { body });
  return data.url;
}

export function useUploadPoster() {
  return useMutation({ mutationFn: uploadPoster });
}
