import { PageContainer, Skeleton, VisuallyHidden } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-inline-size: 820px;
`;

/** The article's shape while it loads: back link, title, meta line, cover and a few lines of text. */
export function ArticleSkeleton() {
  const { t } = useTranslation('community');
  return (
    <PageContainer role="status" aria-busy="true" data-testid="article-skeleton">
      <VisuallyHidden>{t('article.loading')}</VisuallyHidden>
      <Stack>
        <Skeleton $height="2rem" $width="140px" />
        <Skeleton $height="2.25rem" $width="75%" />
        <Skeleton $height="0.9rem" $width="30%" />
        <Skeleton style={{ aspectRatio: '16 / 9', height: 'auto' }} />
        {[100, 95, 98, 70].map((width) => (
          <Skeleton key={width} $height="1rem" $width={`${width}%`} />
        ))}
      </Stack>
    </PageContainer>
  );
}
