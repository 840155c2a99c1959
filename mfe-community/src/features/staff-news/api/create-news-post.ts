import type { NewsPostBody, StaffNewsPost } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsPostQueryKey } from './get-news-post';
import { PUBLIC_POSTS_KEY, STAFF_NEWS_KEY } from './get-staff-news';

/** POST /v1/admin/news (editors, audited): a new post, kept as a draft, published at once or scheduled. */
export async function createNewsPost(body: NewsPostBody): Promise<StaffNewsPost> {
  const { data } = await apiCall('POST /v1/admin/news', { body });
  return data;
}

export function useCreateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsPost,
    onSuccess: (created) => {
      queryClient.setQueryData(newsPostQueryKey(created.id), created);
      void queryClient.invalidateQueries({ queryKey: [...STAFF_NEWS_KEY, 'list'] });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_POSTS_KEY });
    },
  });
}
