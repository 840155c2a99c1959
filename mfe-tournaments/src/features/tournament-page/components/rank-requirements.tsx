import type { Tournament } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rankStepText } from '../../../components/rank-label';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { Section } from './section';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  li::marker {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * What each player needs to register (issue 33): the lowest and highest solo queue rank and the lowest account
 * level the organizer set, checked at registration. Nothing when the tournament asks none.
 */
export function RankRequirements({ tournament }: { tournament: Pick<Tournament, 'rankRequirements'> }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  // A cached answer from before ranks came has no requirements.
  const requirements = tournament.rankRequirements as Tournament['rankRequirements'] | undefined;
  if (!requirements) return null;
  const { minRank, maxRank, minAccountLevel } = requirements;
  if (!minRank && !maxRank && minAccountLevel === null) return null;
  return (
    <Section title={t('overview.rankRequirements.title')}>
      <List data-testid="rank-requirements">
        {minRank && <li>{t('overview.rankRequirements.minRank', { rank: rankStepText(t, minRank) })}</li>}
        {maxRank && <li>{t('overview.rankRequirements.maxRank', { rank: rankStepText(t, maxRank) })}</li>}
        {minAccountLevel !== null && (
          <li>{t('overview.rankRequirements.minAccountLevel', { level: minAccountLevel })}</li>
        )}
      </List>
    </Section>
  );
}
