import {
  EmptyState,
  Grid,
  Heading,
  Muted,
  PageContainer,
  toast,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NEWS_LIST_QUERY, usePosts } from '../api/get-posts';
import { toPostView } from '../utils/post-view';
import { FeaturedPost, PostCard } from './post-card';
import { NewsListSkeleton } from './news-skeleton';

const Header = styled.header`
  margin-block-end: ${({ theme }) => theme.space(8)};
  h1 {
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

/** /news: the newest post featured, the rest as a grid of cards (P2 §2). */
export function NewsListPage() {
  const { t } = useTranslation('community');
  const locale = useLocale();
  usePageTitle(t('news.pageTitle'));
  const { data: posts, isPending, isError } = usePosts(NEWS_LIST_QUERY);
  const failed = isError && !posts;

  useEffect(() => {
    // Once per failure: a later language switch must not toast again.
    if (failed) toast.error(t('news.errors.loadPosts'));
  }, [failed]);

  const views = useMemo(() => (posts ?? []).map((post) => toPostView(post, locale)), [posts, locale]);
  const [featured, ...rest] = views;

  return (
    <PageContainer>
      <Header>
        <Heading>{t('news.title')}</Heading>
        <Muted>{t('news.subtitle')}</Muted>
      </Header>
      {isPending ? (
        <NewsListSkeleton />
      ) : failed ? (
        <EmptyState title={t('news.loadFailed.title')} text={t('news.loadFailed.text')} />
      ) : !featured ? (
        <EmptyState title={t('news.empty.title')} text={t('news.empty.text')} />
      ) : (
        <>
          <FeaturedPost post={featured} />
          {rest.length > 0 && (
            <Grid $min="280px" as="section" aria-label={t('news.title')}>
              {rest.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </Grid>
          )}
        </>
      )}
    </PageContainer>
  );
}
