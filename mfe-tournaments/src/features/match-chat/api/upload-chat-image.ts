import { apiCall, type ChatMatchType } from '@arena/shared-kit';

/**
 * POST /v1/chat/{matchId}/{matchType}/upload-image (P1 §7): multipart field `image`; the answer carries the
 * image URL as `data.imageUrl` (or, from older servers, as a plain URL string).
 */
export async function uploadChatImage(
  matchId: string,
  matchType: ChatMatchType,
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiCall('POST /v1/chat/:matchId/:matchType/upload-image', {
    params: { matchId, matchType },
    body: form,
  });
  // Other servers of P1 §7 answer the URL as a plain string.
  const url = typeof answer === 'string' ? answer : answer?.data?.imageUrl;
  if (!url) throw new Error('The upload answered without an image URL');
  return url;
}
