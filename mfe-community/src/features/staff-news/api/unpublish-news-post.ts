import type { StaffNewsPost } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsPostQueryKey } from './get-news-post';
import { PUBLIC_POSTS_KEY, STAFF_NEWS_KEY } from './get-staff-news';

/** POST /v1/admin/news/{id}/unpublish (editors, audited): a published or scheduled post back to a draft. */
export async function unpublishNewsPost(id: string): Promise<StaffNewsPost> {
  const { data } = await apiCall('POST /v1/admin/news/:id/unpublish', { params: { id } });
  return data;
}

export function useUnpublishNewsPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishNewsPost(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(newsPostQueryKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_NEWS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    },
  });
}
