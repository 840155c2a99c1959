import { Badge, Muted } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAGE_NAMESPACE } from '../page-i18n';
import { Section } from './section';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /tournaments/{id}/leaderboard until matchmaking lands (issue 5): says plainly that it is coming. */
export function LeaderboardPlaceholderPage() {
  const { t } = useTranslation(PAGE_NAMESPACE);
  return (
    <Section title={t('leaderboard.title')}>
      <Body>
        <Badge $tone="info">{t('leaderboard.comingSoon')}</Badge>
        <Muted>{t('leaderboard.text')}</Muted>
      </Body>
    </Section>
  );
}
