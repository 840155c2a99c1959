import { EARNING_RULES } from '@arena/contract/rules';
import { AppLink, Card, formatNumber, Muted } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { HomeSection } from './home-section';

const Rules = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: baseline;
  }
  li::before {
    content: '';
    flex: 0 0 auto;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 3px;
    rotate: 45deg;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const Points = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 3rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.accent};
`;

const FullHeight = styled(Card)`
  block-size: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  > a:last-child {
    margin-block-start: auto;
    font-weight: 600;
  }
`;

/** The XP-boost explainer: the earning rules of P2 §1. */
export function XpBoostExplainer() {
  const { t } = useTranslation('shell');
  const rules = EARNING_RULES;
  const items = [
    t('home.xp.base', { xp: rules.baseXpPerMatch }),
    t('home.xp.squad', { percent: rules.squadBonusMax }),
    t('home.xp.missions', { min: rules.missionXp.min, max: rules.missionXp.max }),
    t('home.xp.weekends'),
    t('home.xp.premade', { count: rules.premadeBonusXp }),
    t('home.xp.seasonal', { multiplier: rules.seasonalMultiplier, levels: rules.seasonalBoostedLevels }),
    t('home.xp.oneMission'),
  ];
  return (
    <HomeSection title={t('home.xp.title')} testId="home-xp">
      <FullHeight>
        <Muted>{t('home.xp.text')}</Muted>
        <Rules>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Rules>
      </FullHeight>
    </HomeSection>
  );
}

/** The loyalty-programme explainer: 10 loyalty points per activity (P1 §1). */
export function LoyaltyExplainer() {
  const { t } = useTranslation('shell');
  const points = EARNING_RULES.loyaltyPointsPerActivity;
  return (
    <HomeSection title={t('home.loyalty.title')} testId="home-loyalty">
      <FullHeight>
        <Points aria-hidden="true">{formatNumber(points)}</Points>
        <Muted>{t('home.loyalty.text', { points })}</Muted>
        <AppLink href="/loyalty-leaderboard">{t('home.loyalty.cta')}</AppLink>
      </FullHeight>
    </HomeSection>
  );
}
