import { Muted, useLocale } from '@arena/shared-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RELATED_POSTS_QUERY, usePosts } from '../api/get-posts';
import { relatedPosts, RELATED_POSTS_LIMIT } from '../utils/related-posts';
import { toPostView } from '../utils/post-view';
import { CompactPost, CompactPostSkeleton } from './compact-post';
import { stretchedLink } from './stretched-link';

const Panel = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.05rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const TitleLink = styled(Link)`
  ${stretchedLink}
`;

/** Sidebar of up to three other posts, the newest (GET /v1/posts, the current one excluded); a click opens one. */
export function RelatedPosts({ currentId }: { currentId: string }) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const { data: posts, isPending, isError } = usePosts(RELATED_POSTS_QUERY);
  const related = useMemo(
    () => relatedPosts(posts ?? [], currentId).map((post) => toPostView(post, locale)),
    [posts, currentId, locale],
  );
  // The sidebar is secondary: when it cannot load, the article stands alone.
  if (isError) return null;

  return (
    <Panel aria-labelledby="related-posts-title" aria-busy={isPending}>
      <h2 id="related-posts-title">{t('article.related')}</h2>
      {isPending ? (
        <ul>
          {Array.from({ length: RELATED_POSTS_LIMIT }, (_, index) => (
            <li key={index}>
              <CompactPostSkeleton />
            </li>
          ))}
        </ul>
      ) : related.length === 0 ? (
        <Muted>{t('article.noRelated')}</Muted>
      ) : (
        <ul>
          {related.map((post) => (
            <li key={post.id}>
              <CompactPost
                post={post}
                titleLink={<TitleLink to={`/news/${post.id}`}>{post.title}</TitleLink>}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
