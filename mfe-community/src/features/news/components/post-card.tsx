import { Badge, fetchPriority } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { PostView } from '../utils/post-view';
import { CoverImage, CoverPlaceholder } from './cover-image';
import { PostMeta } from './post-meta';
import { stretchedLink } from './stretched-link';

const cardFrame = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  @media (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

const Card = styled.article`
  ${cardFrame}
`;

const FeaturedCard = styled.article`
  ${cardFrame}
  padding: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(8)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    display: grid;
    grid-template-columns: 3fr 2fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(8)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(1)};
`;

/** The title link covers the whole card, so the card is one click target with one accessible name. */
const TitleLink = styled(Link)`
  ${stretchedLink}
`;

const Title = styled.h3<{ $large?: boolean }>`
  margin: 0;
  font-size: ${({ $large }) => ($large ? 'clamp(1.4rem, 2.6vw, 2rem)' : '1.1rem')};
  line-height: 1.3;
`;

const Summary = styled.p<{ $lines: number }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines }) => $lines};
  overflow: hidden;
`;

function Cover({ post, eager }: { post: PostView; eager?: boolean }) {
  if (!post.coverImageUrl) return <CoverPlaceholder aria-hidden="true" />;
  return (
    <CoverImage
      src={post.coverImageUrl}
      alt=""
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      {...fetchPriority(eager ? 'high' : 'auto')}
      decoding="async"
    />
  );
}

/** One article card of the news grid; the whole card opens /news/{id}. */
export function PostCard({ post }: { post: PostView }) {
  return (
    <Card data-testid="post-card">
      <Cover post={post} />
      <Body>
        <Title lang={post.language} dir="auto">
          <TitleLink to={`/news/${post.id}`}>{post.title}</TitleLink>
        </Title>
        <Summary $lines={3} lang={post.language} dir="auto">
          {post.summary}
        </Summary>
        <PostMeta createdAt={post.createdAt} readTimeMinutes={post.readTimeMinutes} />
      </Body>
    </Card>
  );
}

/** The newest post, drawn large above the grid (P2 §2). */
export function FeaturedPost({ post }: { post: PostView }) {
  const { t } = useTranslation('community');
  return (
    <FeaturedCard data-testid="featured-post">
      <Cover post={post} eager />
      <Body>
        <div>
          <Badge $tone="primary">{t('news.featured')}</Badge>
        </div>
        <Title as="h2" $large lang={post.language} dir="auto">
          <TitleLink to={`/news/${post.id}`}>{post.title}</TitleLink>
        </Title>
        <Summary $lines={4} lang={post.language} dir="auto">
          {post.summary}
        </Summary>
        <PostMeta createdAt={post.createdAt} readTimeMinutes={post.readTimeMinutes} />
      </Body>
    </FeaturedCard>
  );
}
