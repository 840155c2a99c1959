import type { LedgerEntry } from '@arena/contract';
import {
  DataTable,
  EmptyState,
  formatDateTime,
  formatNumber,
  LoadFailed,
  Muted,
  SectionTitle,
  Skeleton,
  useLocale,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useHistory } from '../api/get-history';
import { PASS_PAGE_NAMESPACE } from '../i18n';

const What = styled.div`
  min-inline-size: 14ch;
  p {
    overflow-wrap: anywhere;
  }
`;

/**
 * The member's XP and loyalty points history on the pass page: every ledger row, newest first, 20 a page — when,
 * what it came from (a match, a mission, a tournament, an activity, or staff, with the reason they gave), and the
 * XP and points it gave (a staff revocation takes them: negative).
 */
export default function PointsHistory() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const history = useHistory(page);

  const columns = useMemo<DataTableColumn<LedgerEntry>[]>(() => {
    const signed = (amount: number) => formatNumber(amount, locale, { signDisplay: 'exceptZero' });
    return [
      { key: 'at', header: t('history.at'), nowrap: true, cell: (entry) => formatDateTime(entry.at, locale) },
      {
        key: 'source',
        header: t('history.source'),
        cell: (entry) => (
          <What>
            <span>{t(`history.sources.${entry.source}`)}</span>
            {entry.reason && <Muted>{t('history.reason', { reason: entry.reason })}</Muted>}
          </What>
        ),
      },
      { key: 'xp', header: t('history.xp'), nowrap: true, align: 'end', cell: (entry) => signed(entry.xp) },
      {
        key: 'points',
        header: t('history.points'),
        nowrap: true,
        align: 'end',
        cell: (entry) => signed(entry.loyaltyPoints),
      },
    ];
  }, [t, locale]);

  return (
    <section aria-labelledby="pass-history-title" aria-busy={history.isPending}>
      <SectionTitle id="pass-history-title">{t('history.title')}</SectionTitle>
      {history.isPending ? (
        <Skeleton $height="160px" />
      ) : history.isError ? (
        <LoadFailed title={t('history.loadFailed')} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <DataTable
          caption={t('history.caption')}
          columns={columns}
          rows={history.data.data}
          rowKey={(entry) => entry.id}
          pager={{
            page,
            pages: history.data.pagination.pages,
            onPage: setPage,
            label: t('history.pager'),
          }}
        />
      )}
    </section>
  );
}
