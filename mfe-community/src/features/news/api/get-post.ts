import { apiCall, isApiError, type Post, useDeferredQuery } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/posts/{id}: one post; 404 (code 4004) when it does not exist (P2 §7). */
export async function getPost(id: string, signal?: AbortSignal): Promise<Post> {
  const { data } = await apiCall('GET /v1/posts/:id', { params: { id }, signal });
  return data;
}

function isMissing(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** True for the answer of an address no post has (never had, or deleted): the page is Page Not Found, not a failure. */
export function isPostNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['community', 'posts', 'detail', id],
    queryFn: ({ signal }) => getPost(id, signal),
    // A missing post stays missing; only server and network failures are worth one more try.
    retry: (failureCount, error) => !isMissing(error) && failureCount < 1,
  });
}

export function usePost(id: string) {
  return useDeferredQuery(useQuery(postQueryOptions(id)));
}
