import type { NewsPostBody, StaffNewsPost } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsPostQueryKey } from './get-news-post';
import { PUBLIC_POSTS_KEY, STAFF_NEWS_KEY } from './get-staff-news';

/**
 * PUT /v1/admin/news/{id} (editors, audited): the whole post again — texts, covers, tags and publish time; a
 * published post stays published while its publish time is kept.
 */
export async function updateNewsPost(id: string, body: NewsPostBody): Promise<StaffNewsPost> {
  const { data } = await apiCall('PUT /v1/admin/news/:id', { params: { id }, body });
  return data;
}

export function useUpdateNewsPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsPostBody) => updateNewsPost(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(newsPostQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_NEWS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    },
  });
}
