import { fetchPriority, Heading } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PostView } from '../utils/post-view';
import { ArticleBody } from './article-body';
import { CoverImage } from './cover-image';
import { PostMeta } from './post-meta';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
  h1,
  h2,
  h3 {
    margin: 0;
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

export interface ArticleContentProps {
  article: PostView;
  /** The title's level: the article page's heading, or a section's inside another page (the desk's preview). */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/**
 * A post as its article page draws it: title, date and read time, cover, the sanitized body and the tags. The
 * article page and the news desk's live preview both draw this, so what an editor sees is what readers get.
 */
export function ArticleContent({ article, titleAs = 'h1' }: ArticleContentProps) {
  const { t } = useTranslation('community');
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId}>
      <Heading as={titleAs} id={titleId} lang={article.language} dir="auto">
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
  );
}
