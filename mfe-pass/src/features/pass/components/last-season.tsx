import {
  AppLink,
  ButtonLink,
  Card,
  formatNumber,
  type PassProgress,
  SectionTitle,
  useLocale,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { seasonDays } from '../../../utils/season-dates';
import { PASS_PAGE_NAMESPACE } from '../i18n';

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

/**
 * A member's result in the last ended season (issue 31): the season's name and days, the level and season XP they
 * finished with and the missions they completed; the rewards they earned stay in their reward codes.
 */
export function LastSeason({ result }: { result: NonNullable<PassProgress['lastSeason']> }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const stats: [string, number][] = [
    ['level', result.level],
    ['xp', result.xp],
    ['missions', result.missionsCompleted],
  ];
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="pass-last-season">
      <SectionTitle id={titleId}>{t('lastSeason.title', { name: result.name[locale] })}</SectionTitle>
      <p>{t('lastSeason.days', seasonDays(result, locale))}</p>
      <Stats>
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`lastSeason.stats.${key}`)}</dt>
            <dd>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </Stats>
      <ButtonLink as={AppLink} href="/account/rewards" $variant="secondary" $size="small">
        {t('lastSeason.rewards')}
      </ButtonLink>
    </Card>
  );
}
