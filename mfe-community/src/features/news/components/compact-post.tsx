import { Skeleton } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PostView } from '../utils/post-view';
import { CoverImage, CoverPlaceholder } from './cover-image';
import { PostDate } from './post-meta';

// No router import here: the home page widget renders this inside the shell's tree.

const Row = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 96px 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid transparent;
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.text};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/**
 * A small post row (thumbnail, title, date) for sidebars and the home widget. The caller renders the title link,
 * with the router it has; style it with `stretchedLink` so the row is one click target.
 */
export function CompactPost({ post, titleLink }: { post: PostView; titleLink: ReactNode }) {
  return (
    <Row data-testid="compact-post">
      {post.coverImageUrl ? (
        <CoverImage
          src={post.coverImageUrl}
          alt=""
          width={96}
          height={64}
          $ratio="3 / 2"
          loading="lazy"
          decoding="async"
        />
      ) : (
        <CoverPlaceholder $ratio="3 / 2" aria-hidden="true" />
      )}
      <Text>
        <Title lang={post.language} dir="auto">
          {titleLink}
        </Title>
        <PostDate createdAt={post.createdAt} />
      </Text>
    </Row>
  );
}

/** The loading shape of a `CompactPost`. */
export function CompactPostSkeleton() {
  return (
    <Row as="div" data-testid="compact-post-skeleton">
      <Skeleton style={{ aspectRatio: '3 / 2', height: 'auto' }} />
      <Text>
        <Skeleton $height="0.9rem" />
        <Skeleton $height="0.75rem" $width="40%" />
      </Text>
    </Row>
  );
}
