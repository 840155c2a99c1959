import { Card, CenteredPage, Heading, Muted, usePageTitle, useSession } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
// Trans is shared on its own (shared-kit/webpack/react-i18next.js): only this page loads it.
import { Trans } from 'react-i18next/TransWithoutContext';
import styled from 'styled-components';
import { EXTERNAL_LINKS } from '../../../app/external-links';
import { NO_BAN_REASON } from '../../../app/session/current-user';

const Reason = styled(Card)`
  inline-size: 100%;
  text-align: start;
  strong {
    margin-inline-end: ${({ theme }) => theme.space(2)};
  }
`;

/** "Account Banned" with the stored reason (or "No reason provided") and a support contact line (P1 §6). */
export function BannedPage() {
  const { t } = useTranslation('shell');
  const banReason = useSession((state) => state.banReason);
  usePageTitle(t('banned.title'));
  const reason = !banReason || banReason === NO_BAN_REASON ? t('banned.noReason') : banReason;
  return (
    <CenteredPage>
      <svg width="64" height="64" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="#ff6b6e" strokeWidth="2" />
        <path d="M5 19 19 5" stroke="#ff6b6e" strokeWidth="2" />
      </svg>
      <Heading>{t('banned.title')}</Heading>
      <Muted>{t('banned.text')}</Muted>
      <Reason data-testid="ban-reason">
        <strong>{t('banned.reasonLabel')}</strong>
        <span>{reason}</span>
      </Reason>
      <Muted>
        <Trans
          t={t}
          i18nKey="banned.support"
          values={{ email: EXTERNAL_LINKS.supportEmail }}
          components={{ email: <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`} /> }}
        />
      </Muted>
    </CenteredPage>
  );
}
