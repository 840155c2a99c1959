import { Card, Grid, Muted, SectionTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOYALTY_NAMESPACE } from '../i18n';

/** P2 §9: 10 loyalty points per tournament, event or activity. */
const POINTS_PER_ACTIVITY = 10;
const WAYS = [
  { key: 'tournament', icon: '🏆' },
  { key: 'daily', icon: '🎯' },
  { key: 'events', icon: '🤝' },
] as const;

const WayList = styled(Grid)`
  padding: 0;
  margin: 0;
  list-style: none;
`;

const Way = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  span {
    font-size: 1.75rem;
  }
`;

/** The three ways to earn points: tournaments, daily challenges, community events. */
export function WaysToEarn() {
  const { t } = useTranslation(LOYALTY_NAMESPACE);
  const points = POINTS_PER_ACTIVITY;
  return (
    <section aria-labelledby="loyalty-ways-to-earn">
      <SectionTitle id="loyalty-ways-to-earn">{t('earn.title')}</SectionTitle>
      <WayList as="ul" role="list">
        {WAYS.map(({ key, icon }) => (
          <Way as="li" key={key}>
            <span aria-hidden="true">{icon}</span>
            <h3>{t(`earn.${key}.title`)}</h3>
            <Muted>{t(`earn.${key}.text`, { points })}</Muted>
          </Way>
        ))}
      </WayList>
    </section>
  );
}
