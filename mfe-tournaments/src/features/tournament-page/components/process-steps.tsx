import { formatNumber, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { Section } from './section';

const STEPS = ['registration', 'checkIn', 'tournament', 'prizes'] as const;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

const StepNumber = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 800;
`;

/** The 4-step process (P1 §2): registration, check-in, tournament, prize distribution. */
export function ProcessSteps() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  return (
    <Section title={t('overview.process.title')}>
      <Steps>
        {STEPS.map((step, index) => (
          <li key={step}>
            <StepNumber aria-hidden="true">{formatNumber(index + 1, locale)}</StepNumber>
            <h3>{t(`overview.process.${step}.title`)}</h3>
            <p>{t(`overview.process.${step}.text`)}</p>
          </li>
        ))}
      </Steps>
    </Section>
  );
}
