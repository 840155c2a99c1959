import type { StaffNewsPage, StaffNewsQuery } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** Every query of the news desk; a write makes them load again. */
export const STAFF_NEWS_KEY = ['community', 'staff', 'news'] as const;

/** The public news pages' queries (`/news`, `/news/{id}`, the home widget): a write shows there at once. */
export const PUBLIC_POSTS_KEY = ['community', 'posts'] as const;

/** Posts listed per page. */
export const STAFF_NEWS_PAGE_SIZE = 25;

/**
 * GET /v1/admin/news (editors): every post, drafts and scheduled ones included, last updated first; by status and
 * title words, a page at a time.
 */
export async function getStaffNews(query: StaffNewsQuery, signal?: AbortSignal): Promise<StaffNewsPage> {
  return apiCall('GET /v1/admin/news', { query, signal });
}

/** A page of the desk's list; the previous page stays shown while the next one loads. */
export function useStaffNews(query: StaffNewsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...STAFF_NEWS_KEY, 'list', query],
      queryFn: ({ signal }) => getStaffNews(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
