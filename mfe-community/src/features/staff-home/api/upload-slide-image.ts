import { apiCall } from '@arena/shared-kit';

/**
 * POST /v1/admin/home/slides/images (editors): multipart `image`, checked by its bytes and re-encoded; answers the
 * address to send as `image.en` or `image.ar`.
 */
export async function uploadSlideImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiCall('POST /v1/admin/home/slides/images', { body });
  return data.url;
}
