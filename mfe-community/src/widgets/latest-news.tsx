import '../i18n';
import { AppLink, useLocale, WidgetContent, WidgetSection } from '@arena/shared-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LATEST_NEWS_QUERY, usePosts } from '../features/news/api/get-posts';
import { CompactPost, CompactPostSkeleton } from '../features/news/components/compact-post';
import { stretchedLink } from '../features/news/components/stretched-link';
import { toPostView } from '../features/news/utils/post-view';

// Rendered inside the shell's React tree: links go through AppLink, never react-router.

const Section = styled(WidgetSection)`
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const TitleLink = styled(AppLink)`
  ${stretchedLink}
`;

const LATEST_COUNT = LATEST_NEWS_QUERY.limit ?? 3;

export interface LatestNewsProps {
  /**
   * Draws the widget's own "Latest News" title and "View all" link (default). A host page that frames the widget
   * with its own title and link passes false.
   */
  showHeader?: boolean;
}

/**
 * Home page widget: the three latest posts as compact cards, with View all to /news (exposed as ./LatestNews).
 *
 * @example <LatestNews /> or, inside a section that has its own title and link, <LatestNews showHeader={false} />
 */
export default function LatestNews({ showHeader = true }: LatestNewsProps) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const { data: posts, isPending, isError, refetch } = usePosts(LATEST_NEWS_QUERY);
  const failed = isError && !posts;
  const latest = useMemo(
    () => (posts ?? []).slice(0, LATEST_COUNT).map((post) => toPostView(post, locale)),
    [posts, locale],
  );

  return (
    <Section
      data-testid="latest-news"
      title={t('latestNews.title')}
      link={{ href: '/news', label: t('latestNews.viewAll') }}
      showHeader={showHeader}
      busy={isPending}
    >
      <WidgetContent
        pending={isPending}
        failed={failed}
        errorText={t('latestNews.error')}
        onRetry={() => void refetch()}
        errorLayout="stacked"
        skeleton={
          <ul aria-label={t('latestNews.loading')}>
            {Array.from({ length: LATEST_COUNT }, (_, index) => (
              <li key={index}>
                <CompactPostSkeleton />
              </li>
            ))}
          </ul>
        }
        empty={latest.length === 0}
        emptyText={t('latestNews.empty')}
      >
        {() => (
          <ul>
            {latest.map((post) => (
              <li key={post.id}>
                <CompactPost
                  post={post}
                  titleLink={<TitleLink href={`/news/${post.id}`}>{post.title}</TitleLink>}
                />
              </li>
            ))}
          </ul>
        )}
      </WidgetContent>
    </Section>
  );
}
