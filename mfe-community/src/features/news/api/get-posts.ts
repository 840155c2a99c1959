import { apiCall, type Post, useDeferredQuery } from '@arena/shared-kit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_POSTS_LIMIT } from '../utils/related-posts';

export interface PostsQuery {
  limit?: number;
  /** `-created_at` for newest first (the API's default), `created_at` for oldest first. */
  sort?: '-created_at' | 'created_at';
}

/** GET /v1/posts (no sign-in needed): the news list, the related posts and the home widget (P2 §7). */
export async function getPosts(query: PostsQuery = {}, signal?: AbortSignal): Promise<Post[]> {
  const { data } = await apiCall('GET /v1/posts', { query: { ...query }, signal });
  return data ?? [];
}

export function postsQueryOptions(query: PostsQuery = {}) {
  return queryOptions({
    queryKey: ['community', 'posts', 'list', query],
    queryFn: ({ signal }) => getPosts(query, signal),
  });
}

export function usePosts(query: PostsQuery = {}) {
  return useDeferredQuery(useQuery(postsQueryOptions(query)));
}

/** The news list: every post, newest first; the first one is featured. */
export const NEWS_LIST_QUERY: PostsQuery = { sort: '-created_at' };
/** The home page widget: the latest three posts. */
export const LATEST_NEWS_QUERY: PostsQuery = { limit: 3, sort: '-created_at' };
/**
 * An article's sidebar: the newest posts, one more than it lists, since the article itself may be among them. The
 * deploy server preloads exactly this call with an article's page (deploy/lib/shell-html.mjs, FIRST_PUBLIC_CALLS):
 * keep the two in step.
 */
export const RELATED_POSTS_QUERY: PostsQuery = { limit: RELATED_POSTS_LIMIT + 1, sort: '-created_at' };
