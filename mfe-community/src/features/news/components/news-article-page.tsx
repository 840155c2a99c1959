import { NotFoundPage, PageContainer, toast, useLocale, usePageMeta, usePageTitle } from '@arena/shared-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isPostNotFound, usePost } from '../api/get-post';
import { metaDescription } from '../utils/plain-text';
import { toPostView } from '../utils/post-view';
import { ArticleContent } from './article-content';
import { ArticleSkeleton } from './article-skeleton';
import { RelatedPosts } from './related-posts';
import { SharePanel } from './share-panel';

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr) 320px;
    align-items: start;
  }
`;

const Sidebar = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(6)};
  }
`;

/**
 * /news/{id}: the article, its tags, related posts and share panel (P2 §2); failures go back to /news (P2 §8). An
 * address no post has (a deleted or unpublished one, a made-up id) is Page Not Found (issue 31), not a failure.
 */
export function NewsArticlePage() {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: post, isError, error } = usePost(id);
  const missing = !post && isPostNotFound(error);
  // A failed background refresh keeps the article on screen; only an article that never loaded leaves.
  const failed = isError && !post && !missing;
  const article = useMemo(() => (post ? toPostView(post, locale) : null), [post, locale]);
  const url = `${window.location.origin}/news/${encodeURIComponent(id)}`;
  const description = article ? metaDescription(article.plainText) : '';

  usePageTitle(article?.title);
  usePageMeta(
    article
      ? {
          title: article.title,
          description,
          url,
          image: article.coverImageUrl,
          type: 'article',
          card: 'summary_large_image',
        }
      : null,
  );

  useEffect(() => {
    if (!failed) return;
    toast.error(t('news.errors.loadContent'));
    navigate('/news', { replace: true });
  }, [failed]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [id]);

  if (missing) return <NotFoundPage remote="community" />;
  if (!article) return <ArticleSkeleton />;

  return (
    <PageContainer>
      <BackLink to="/news">
        <span aria-hidden="true">{locale === 'ar' ? '→' : '←'}</span>
        {t('article.back')}
      </BackLink>
      <Layout>
        <ArticleContent article={article} />
        <Sidebar>
          <SharePanel content={{ title: article.title, summary: article.summary, url }} />
          <RelatedPosts currentId={article.id} />
        </Sidebar>
      </Layout>
    </PageContainer>
  );
}

export default NewsArticlePage;
