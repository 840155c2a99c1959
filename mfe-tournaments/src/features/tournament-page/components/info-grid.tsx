import { Badge, type Tournament, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { tournamentInfo } from '../utils/info-grid';
import { Section } from './section';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  > div:last-child {
    grid-column: 1 / -1;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-weight: 700;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Game mode, format, type, rewards and skill-level chips, each with its default (P1 §2, §9). */
export function InfoGrid({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const info = tournamentInfo(tournament, locale);
  return (
    <Section title={t('overview.info.title')}>
      <Grid>
        <div>
          <dt>{t('overview.info.gameMode')}</dt>
          <dd>{info.gameMode}</dd>
        </div>
        <div>
          <dt>{t('overview.info.format')}</dt>
          <dd>{info.format}</dd>
        </div>
        <div>
          <dt>{t('overview.info.type')}</dt>
          <dd>{t(`types.${info.type}`, { defaultValue: info.type })}</dd>
        </div>
        <div>
          <dt>{t('overview.info.rewards')}</dt>
          <dd>{info.rewards}</dd>
        </div>
        <div>
          <dt>{t('overview.info.skillLevel')}</dt>
          <dd>
            {info.skillLevels.length > 0 ? (
              <Chips>
                {info.skillLevels.map((level) => (
                  <li key={level}>
                    <Badge $tone="primary">{level}</Badge>
                  </li>
                ))}
              </Chips>
            ) : (
              t('overview.info.anySkill')
            )}
          </dd>
        </div>
      </Grid>
    </Section>
  );
}
