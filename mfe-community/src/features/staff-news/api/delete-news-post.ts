import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsPostQueryKey } from './get-news-post';
import { PUBLIC_POSTS_KEY, STAFF_NEWS_KEY } from './get-staff-news';

/** DELETE /v1/admin/news/{id} (editors, audited): the post is gone; its address answers 404 from then on. */
export async function deleteNewsPost(id: string): Promise<void> {
  await apiCall('DELETE /v1/admin/news/:id', { params: { id } });
}

export function useDeleteNewsPost(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNewsPost(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: newsPostQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: [...STAFF_NEWS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    },
  });
}
