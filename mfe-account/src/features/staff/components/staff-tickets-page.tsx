import { BusyPlaceholder, EmptyState, formatDateTime, Heading, Pager, usePageTitle } from '@arena/shared-kit';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { ALL_REPORT_TYPES, logTicketFailure, shortTicketId, TICKET_STATUSES } from '../../../utils/tickets';
import { useStaffTickets, type StaffTicketFilters } from '../api/get-staff-tickets';
import { STAFF_NAMESPACE } from '../i18n';

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  select {
    min-inline-size: 180px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

/** /staff/tickets: every ticket and bug report, filtered by status and type, 20 a page. */
export function StaffTicketsPage() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const { t: tAccount } = useTranslation('account');
  usePageTitle(t('tickets.title'));
  const statusId = useId();
  const typeId = useId();
  const [filters, setFilters] = useState<StaffTicketFilters>({ status: '', type: '', page: 1 });
  const tickets = useStaffTickets(filters);

  useEffect(() => {
    if (tickets.error) logTicketFailure('Failed to load staff tickets', tickets.error);
  }, [tickets.error]);

  const reports = tickets.data?.reports ?? [];
  return (
    <section>
      <Heading>{t('tickets.title')}</Heading>
      <Filters onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={statusId}>
          {t('tickets.status')}
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) =>
              setFilters({ ...filters, page: 1, status: event.target.value as StaffTicketFilters['status'] })
            }
          >
            <option value="">{t('tickets.all')}</option>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tAccount(`tickets.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={typeId}>
          {t('tickets.type')}
          <select
            id={typeId}
            value={filters.type}
            onChange={(event) =>
              setFilters({ ...filters, page: 1, type: event.target.value as StaffTicketFilters['type'] })
            }
          >
            <option value="">{t('tickets.all')}</option>
            {ALL_REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {tAccount(`tickets.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      {tickets.isPending ? (
        <BusyPlaceholder height="240px" />
      ) : reports.length === 0 ? (
        <EmptyState title={t('tickets.empty')} />
      ) : (
        <>
          <Scroller>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('tickets.columns.id')}</th>
                  <th scope="col">{t('tickets.columns.title')}</th>
                  <th scope="col">{t('tickets.columns.type')}</th>
                  <th scope="col">{t('tickets.columns.status')}</th>
                  <th scope="col">{t('tickets.columns.player')}</th>
                  <th scope="col">{t('tickets.columns.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.map((report) => (
                  <tr key={report._id} data-testid="staff-ticket-row">
                    <td>
                      <code>{shortTicketId(report._id)}</code>
                    </td>
                    <td>
                      <Link to={`/staff/tickets/${report._id}`}>{report.title}</Link>
                    </td>
                    <td>{tAccount(`tickets.type.${report.bugType}`)}</td>
                    <td>
                      <TicketStatusBadge status={report.status} />
                    </td>
                    <td>
                      {report.player
                        ? `${report.player.gameName}#${report.player.tagLine}`
                        : t('tickets.anonymous', { name: report.userName ?? '' })}
                    </td>
                    <td>{formatDateTime(report.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroller>
          <Pager
            page={tickets.data?.pagination.currentPage ?? filters.page}
            pages={tickets.data?.pagination.totalPages ?? 1}
            onPage={(page) => setFilters({ ...filters, page })}
          />
        </>
      )}
    </section>
  );
}
