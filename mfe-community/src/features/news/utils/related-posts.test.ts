import { makePost } from '../../../testing/fixtures';
import { relatedPosts } from './related-posts';

describe('relatedPosts', () => {
  const posts = ['1', '2', '3', '4', '5'].map((id) => makePost(id));

  it('lists at most three posts, the current one excluded', () => {
    expect(relatedPosts(posts, '2').map((post) => post.id)).toEqual(['1', '3', '4']);
  });

  it('keeps fewer when there are fewer', () => {
    expect(relatedPosts(posts.slice(0, 2), '1').map((post) => post.id)).toEqual(['2']);
    expect(relatedPosts([posts[0]], '1')).toEqual([]);
  });
});
