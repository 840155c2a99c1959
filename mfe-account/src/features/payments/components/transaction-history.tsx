import type { Transaction } from '@arena/contract';
import {
  Badge,
  Button,
  Card,
  Dialog,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  localized,
  Muted,
  Pager,
  SectionTitle,
  Spinner,
  toast,
  useLocale,
} from '@arena/shared-kit';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePaymentHistory } from '../api/get-payment-history';
import { PAYMENTS_NAMESPACE } from '../i18n';
import {
  filterTransactions,
  statusTone,
  transactionsPage,
  transactionYears,
  type StatusFilter,
  type YearFilter,
} from '../utils/transactions';
import { DataTable, FilterBar, TableScroll } from '../../../components/data-table';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const DetailList = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function StatusBadge({ status }: { status: Transaction['status'] }) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  return <Badge $tone={statusTone(status)}>{t(`history.status.${status}`)}</Badge>;
}

/** P2 §2: every field of a transaction; the tournament id and position only when present. */
export function TransactionDetailsDialog({
  transaction,
  onClose,
}: {
  transaction: Transaction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const locale = useLocale();
  const none = t('details.none');
  return (
    <Dialog
      open={transaction !== null}
      title={t('details.title')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('details.close')}</Button>}
    >
      {transaction && (
        <DetailList>
          <dt>{t('details.amount')}</dt>
          <dd>{formatCurrency(transaction.amount, transaction.currency, locale)}</dd>
          <dt>{t('details.status')}</dt>
          <dd>
            <StatusBadge status={transaction.status} />
          </dd>
          <dt>{t('details.id')}</dt>
          <dd dir="ltr">{transaction.id}</dd>
          <dt>{t('details.date')}</dt>
          <dd>{formatDateTime(transaction.date, locale)}</dd>
          <dt>{t('details.description')}</dt>
          <dd>{localized(transaction.description, locale)}</dd>
          {transaction.tournamentId && (
            <>
              <dt>{t('details.tournamentId')}</dt>
              <dd dir="ltr">{transaction.tournamentId}</dd>
            </>
          )}
          {transaction.position !== null && (
            <>
              <dt>{t('details.position')}</dt>
              <dd>{formatNumber(transaction.position, locale)}</dd>
            </>
          )}
          <dt>{t('details.paymentMethod')}</dt>
          <dd>{transaction.paymentMethod ? t(`settings.method.${transaction.paymentMethod}`) : none}</dd>
          <dt>{t('details.reference')}</dt>
          <dd dir={transaction.reference ? 'ltr' : undefined}>{transaction.reference ?? none}</dd>
          <dt>{t('details.notes')}</dt>
          <dd>{transaction.notes ?? none}</dd>
        </DetailList>
      )}
    </Dialog>
  );
}

/**
 * Transaction history (P2 §2): status and year filters, the table, pages of 10 with "Showing X - Y of N", and the
 * details modal. A failed load shows the toast Error Loading Transactions and an empty list.
 */
export function TransactionHistory() {
  const { t } = useTranslation(PAYMENTS_NAMESPACE);
  const locale = useLocale();
  const history = usePaymentHistory();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [year, setYear] = useState<YearFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Transaction | null>(null);

  useEffect(() => {
    if (history.isError) toast.error(t('history.loadFailed'));
  }, [history.isError, t]);

  const transactions = useMemo(() => history.data ?? [], [history.data]);
  const filterId = useId();
  const years = useMemo(() => transactionYears(transactions), [transactions]);
  const shown = transactionsPage(filterTransactions(transactions, status, year), page);

  return (
    <Card>
      <SectionTitle>{t('history.title')}</SectionTitle>
      <FilterBar>
        <div>
          <label htmlFor={`${filterId}-status`}>{t('history.statusFilter')}</label>
          <select
            id={`${filterId}-status`}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
          >
            <option value="all">{t('history.all')}</option>
            {(['Completed', 'Pending', 'Rejected'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`history.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${filterId}-year`}>{t('history.yearFilter')}</label>
          <select
            id={`${filterId}-year`}
            value={String(year)}
            onChange={(event) => {
              setYear(event.target.value === 'all' ? 'all' : Number(event.target.value));
              setPage(1);
            }}
          >
            <option value="all">{t('history.all')}</option>
            {years.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </FilterBar>
      {history.isPending ? (
        <Spinner />
      ) : shown.total === 0 ? (
        <Muted>{t('history.empty')}</Muted>
      ) : (
        <TableScroll>
          <DataTable>
            <thead>
              <tr>
                <th scope="col">{t('history.columns.date')}</th>
                <th scope="col">{t('history.columns.description')}</th>
                <th scope="col">{t('history.columns.amount')}</th>
                <th scope="col">{t('history.columns.status')}</th>
                <th scope="col">{t('history.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((transaction) => (
                <tr key={transaction.id}>
                  <td>{formatDate(transaction.date, locale)}</td>
                  <td>{localized(transaction.description, locale)}</td>
                  <td>{formatCurrency(transaction.amount, transaction.currency, locale)}</td>
                  <td>
                    <StatusBadge status={transaction.status} />
                  </td>
                  <td>
                    <Button
                      $variant="secondary"
                      aria-label={`${t('history.viewDetails')}: ${localized(transaction.description, locale)}`}
                      onClick={() => setOpen(transaction)}
                    >
                      {t('history.viewDetails')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
      <Footer>
        <Muted role="status">
          {t('history.showing', { from: shown.from, to: shown.to, total: shown.total })}
        </Muted>
        {shown.pages > 1 && (
          <Pager label={t('history.pager')} page={page} pages={shown.pages} onPage={setPage} />
        )}
      </Footer>
      <TransactionDetailsDialog transaction={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
