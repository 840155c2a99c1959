import { Grid, Skeleton, VisuallyHidden } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** P2 §9: the news list shows this many placeholder cards while loading. */
export const NEWS_SKELETON_CARDS = 6;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
`;

function PlaceholderCard() {
  return (
    <Placeholder data-testid="post-card-skeleton">
      <Skeleton style={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <Skeleton $height="1.25rem" $width="80%" />
      <Skeleton $height="0.9rem" />
      <Skeleton $height="0.9rem" $width="60%" />
      <Skeleton $height="0.8rem" $width="35%" />
    </Placeholder>
  );
}

/** Six placeholder cards in the grid's shape while the news list loads. */
export function NewsListSkeleton() {
  const { t } = useTranslation('community');
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{t('news.loading')}</VisuallyHidden>
      <Grid $min="280px">
        {Array.from({ length: NEWS_SKELETON_CARDS }, (_, index) => (
          <PlaceholderCard key={index} />
        ))}
      </Grid>
    </div>
  );
}
