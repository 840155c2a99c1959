import type { PassGrant } from '@arena/contract';
import {
  Card,
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
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePassGrants } from '../api/get-pass-grants';
import { STAFF_PASS_NAMESPACE } from '../i18n';

const ReasonText = styled.span`
  display: block;
  min-inline-size: 16ch;
  max-inline-size: 48ch;
  overflow-wrap: anywhere;
`;

const riotIdOf = (player: { gameName: string; tagLine: string }) => `${player.gameName}#${player.tagLine}`;

/**
 * The pass desk's "Recent grants" section: the latest grants and revocations, newest first, a page at a time —
 * when, the player, the XP and points given (+) or taken (−), the reason and who made it.
 */
export function RecentGrants() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const [page, setPage] = useState(1);
  const grants = usePassGrants(page);

  const columns = useMemo<DataTableColumn<PassGrant>[]>(() => {
    const signed = (amount: number) => formatNumber(amount, locale, { signDisplay: 'exceptZero' });
    return [
      { key: 'at', header: t('recent.at'), nowrap: true, cell: (grant) => formatDateTime(grant.at, locale) },
      {
        key: 'player',
        header: t('recent.player'),
        nowrap: true,
        rowHeader: true,
        cell: (grant) => <bdi dir="ltr">{riotIdOf(grant.player)}</bdi>,
      },
      { key: 'xp', header: t('recent.xp'), nowrap: true, align: 'end', cell: (grant) => signed(grant.xp) },
      {
        key: 'points',
        header: t('recent.points'),
        nowrap: true,
        align: 'end',
        cell: (grant) => signed(grant.points),
      },
      { key: 'reason', header: t('recent.reason'), cell: (grant) => <ReasonText>{grant.reason}</ReasonText> },
      {
        key: 'staff',
        header: t('recent.staff'),
        nowrap: true,
        cell: (grant) =>
          grant.staff ? (
            <bdi dir="ltr">{riotIdOf(grant.staff)}</bdi>
          ) : (
            <Muted as="span">{t('recent.deletedStaff')}</Muted>
          ),
      },
    ];
  }, [t, locale]);

  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={grants.isPending}>
      <SectionTitle id={titleId}>{t('recent.title')}</SectionTitle>
      {grants.isPending ? (
        <Skeleton $height="160px" />
      ) : grants.isError ? (
        <LoadFailed title={t('recent.loadFailed')} onRetry={() => void grants.refetch()} />
      ) : grants.data.data.length === 0 ? (
        <EmptyState title={t('recent.empty')} />
      ) : (
        <DataTable
          caption={t('recent.caption')}
          columns={columns}
          rows={grants.data.data}
          rowKey={(grant) => grant.id}
          pager={{
            page,
            pages: grants.data.pagination.pages,
            onPage: setPage,
            label: t('recent.pager'),
          }}
        />
      )}
    </Card>
  );
}
