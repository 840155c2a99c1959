import { formatDate, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Separator = styled.span`
  opacity: 0.6;
`;

/** The created date of a post, or the not-available text for an invalid date (P2 §8). */
export function PostDate({ createdAt }: { createdAt: string }) {
  const { t } = useTranslation('community');
  const locale = useLocale();
  const formatted = formatDate(createdAt, locale);
  if (!formatted) return <span>{t('news.dateNotAvailable')}</span>;
  return <time dateTime={createdAt}>{formatted}</time>;
}

/** "3 min read" with the locale's digits and plural forms. */
export function ReadTime({ minutes }: { minutes: number }) {
  const { t } = useTranslation('community');
  return <span>{t('news.readTime', { count: minutes })}</span>;
}

/** Date, and the read time when given, on one muted line. */
export function PostMeta({ createdAt, readTimeMinutes }: { createdAt: string; readTimeMinutes?: number }) {
  return (
    <Line>
      <PostDate createdAt={createdAt} />
      {readTimeMinutes !== undefined && (
        <>
          <Separator aria-hidden="true">•</Separator>
          <ReadTime minutes={readTimeMinutes} />
        </>
      )}
    </Line>
  );
}
