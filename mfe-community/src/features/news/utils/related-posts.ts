import type { Post } from '@arena/shared-kit';

/** P2 §9: the article sidebar lists at most this many related posts. */
export const RELATED_POSTS_LIMIT = 3;

/** Up to three other posts for the article sidebar, in the order the API gave them; the current post excluded. */
export function relatedPosts(posts: readonly Post[], currentId: string, limit = RELATED_POSTS_LIMIT): Post[] {
  return posts.filter((post) => String(post.id) !== String(currentId)).slice(0, limit);
}
