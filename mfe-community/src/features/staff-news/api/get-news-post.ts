import type { StaffNewsPost } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_NEWS_KEY } from './get-staff-news';

export const newsPostQueryKey = (id: string) => [...STAFF_NEWS_KEY, 'post', id] as const;

/** GET /v1/admin/news/{id} (editors): a post as the desk edits it (its Markdown, both covers, its status). */
export async function getNewsPost(id: string, signal?: AbortSignal): Promise<StaffNewsPost> {
  const { data } = await apiCall('GET /v1/admin/news/:id', { params: { id }, signal });
  return data;
}

export function useNewsPost(id: string) {
  return useQuery(
    queryOptions({
      queryKey: newsPostQueryKey(id),
      queryFn: ({ signal }) => getNewsPost(id, signal),
    }),
  );
}
