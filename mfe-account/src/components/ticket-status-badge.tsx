import type { BugReportStatus } from '@arena/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Each status its own colour (P2 §4). */
const STATUS_COLORS: Record<BugReportStatus, string> = {
  open: '#5aa9ff',
  'in-progress': '#f5b301',
  pending: '#19c2a0',
  fixed: '#3ecf8e',
  closed: '#a4adc2',
  rejected: '#ff6b6e',
  duplicate: '#b98cff',
};

const Badge = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ $color }) => $color};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}1f`};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** A ticket's status as a badge in the status's colour. */
export function TicketStatusBadge({ status }: { status: BugReportStatus }) {
  const { t } = useTranslation('account');
  return (
    <Badge $color={STATUS_COLORS[status]} data-status={status}>
      {t(`tickets.status.${status}`)}
    </Badge>
  );
}
