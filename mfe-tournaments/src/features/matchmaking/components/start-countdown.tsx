import { formatNumber, type Locale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { countdownParts } from '../../../utils/countdown';

const Units = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  div {
    display: flex;
    flex-direction: column-reverse;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The countdown to the matchmaking start (P1 §2): days, hours, minutes and seconds, ticking every second. */
export function StartCountdown({ target, now, locale }: { target: number; now: number; locale: Locale }) {
  const { t } = useTranslation(MATCHMAKING_NAMESPACE);
  const parts = countdownParts(target, now);
  const units = ['days', 'hours', 'minutes', 'seconds'] as const;
  return (
    <section aria-label={t('startsIn')}>
      <p>{t('startsIn')}</p>
      <Units role="timer" aria-live="off">
        {units.map((unit) => (
          <div key={unit}>
            <dt>{t(`countdown.${unit}`)}</dt>
            <dd>{formatNumber(parts[unit], locale, { minimumIntegerDigits: 2 })}</dd>
          </div>
        ))}
      </Units>
    </section>
  );
}
