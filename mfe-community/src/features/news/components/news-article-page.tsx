import {
  fetchPriority,
  Heading,
  PageContainer,
  toast,
  useLocale,
  usePageMeta,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePost } from '../api/get-post';
import { metaDescription } from '../utils/plain-text';
import { toPostView } from '../utils/post-view';
import { ArticleBody } from './article-body';
import { ArticleSkeleton } from './article-skeleton';
import { CoverImage } from './cover-image';
import { PostMeta } from './post-meta';
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

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
  h1 {
    margin: 0;
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

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding-block: ${({ theme }) => theme.space(1)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    font-size: 0.875rem;
  }
`;

/** /news/{id}: the article, its tags, related posts and share panel (P2 §2); failures go back to /news (P2 §8). */
export function NewsArticlePage() {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: post, isError } = usePost(id);
  // A failed background refresh keeps the article on screen; only an article that never loaded leaves.
  const failed = isError && !post;
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

  if (!article) return <ArticleSkeleton />;

  return (
    <PageContainer>
      <BackLink to="/news">
        <span aria-hidden="true">{locale === 'ar' ? '→' : '←'}</span>
        {t('article.back')}
      </BackLink>
      <Layout>
        <Article aria-labelledby="article-title">
          <Heading id="article-title" lang={article.language} dir="auto">
            {article.title}
          </Heading>
          <PostMeta createdAt={article.createdAt} readTimeMinutes={article.readTimeMinutes} />
          {article.coverImageUrl && (
            <CoverImage
              src={article.coverImageUrl}
              alt={article.title}
              width={1200}
              height={675}
              {...fetchPriority('high')}
            />
          )}
          <ArticleBody html={article.content} language={article.language} />
          {article.tags.length > 0 && (
            <Tags aria-label={t('article.tags')}>
              {article.tags.map((tag) => (
                // dir="auto" keeps the # before a Latin tag in a right-to-left page.
                <li key={tag} dir="auto">
                  #{tag.replace(/^#/, '')}
                </li>
              ))}
            </Tags>
          )}
        </Article>
        <Sidebar>
          <SharePanel content={{ title: article.title, summary: article.summary, url }} />
          <RelatedPosts currentId={article.id} />
        </Sidebar>
      </Layout>
    </PageContainer>
  );
}

export default NewsArticlePage;
