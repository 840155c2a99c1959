import type { BugReport } from '@arena/contract';
import { Card, formatDateTime } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TicketStatusBadge } from './ticket-status-badge';

const Panel = styled(Card).attrs({ as: 'aside' })`
  h2 {
    margin-block: 0 ${({ theme }) => theme.space(3)};
    font-size: 1rem;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A ticket's side panel (P2 §2): problem type, status, created, updated, closed date if set, user, email and
 * device (browser and OS). `extra` adds rows (the staff desk adds the player).
 */
export function TicketDetailsPanel({ report, extra }: { report: BugReport; extra?: ReactNode }) {
  const { t } = useTranslation('account');
  const none = t('tickets.details.none');
  const device = report.deviceInfo
    ? [report.deviceInfo.browser, report.deviceInfo.os].filter(Boolean).join(' · ') || none
    : none;
  return (
    <Panel aria-labelledby="ticket-details-title">
      <h2 id="ticket-details-title">{t('tickets.details.title')}</h2>
      <dl>
        <div>
          <dt>{t('tickets.details.type')}</dt>
          <dd>{t(`tickets.type.${report.bugType}`)}</dd>
        </div>
        <div>
          <dt>{t('tickets.details.status')}</dt>
          <dd>
            <TicketStatusBadge status={report.status} />
          </dd>
        </div>
        <div>
          <dt>{t('tickets.details.created')}</dt>
          <dd>{formatDateTime(report.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('tickets.details.updated')}</dt>
          <dd>{formatDateTime(report.updatedAt)}</dd>
        </div>
        {report.closedAt && (
          <div>
            <dt>{t('tickets.details.closed')}</dt>
            <dd>{formatDateTime(report.closedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('tickets.details.user')}</dt>
          <dd>{report.userName ?? none}</dd>
        </div>
        <div>
          <dt>{t('tickets.details.email')}</dt>
          <dd>{report.email ?? none}</dd>
        </div>
        <div>
          <dt>{t('tickets.details.device')}</dt>
          <dd>{device}</dd>
        </div>
        {extra}
      </dl>
    </Panel>
  );
}
