import { apiCall } from '@arena/shared-kit';

/**
 * POST /v1/admin/news/covers (editors): multipart `image`, checked by its bytes and re-encoded; answers the address
 * to send as `cover.en` or `cover.ar`.
 */
export async function uploadNewsCover(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { data } = await apiCall('POST /v1/admin/news/covers', { body });
  return data.url;
}
