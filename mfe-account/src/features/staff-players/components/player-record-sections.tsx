import type {
  PlayerAuditEntry,
  PlayerLinkedAccount,
  PlayerMatchResult,
  PlayerPayoutMethod,
  PlayerRecord,
  PlayerRecordMatch,
  PlayerRecordRegistration,
  PlayerRecordRewardCode,
  PlayerRecordTicket,
  Transaction,
} from '@arena/contract';
import { PLAYER_RECORD_LIMIT } from '@arena/contract/rules';
import {
  Alert,
  Badge,
  Card,
  DataTable,
  formatCurrency,
  formatDateTime,
  formatNumber,
  localized,
  Muted,
  SectionTitle,
  Skeleton,
  useLocale,
  type BadgeTone,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TicketStatusBadge } from '../../../components/ticket-status-badge';
import { usePlayerRecord } from '../api/get-player-record';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { riotIdOf } from '../utils/staff-members';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** An action the log names with a label (`player.ban`); anything else shows as the API wrote it. */
const AUDIT_ACTION = /^[A-Za-z]+\.[A-Za-z]+$/;

const RESULT_TONES: Record<PlayerMatchResult, BadgeTone> = {
  win: 'success',
  loss: 'danger',
  draw: 'neutral',
  pending: 'info',
  disputed: 'warning',
  void: 'neutral',
};

const PAYOUT_TONES: Record<Transaction['status'], BadgeTone> = {
  Completed: 'success',
  Pending: 'warning',
  Rejected: 'danger',
};

/** One list of the record: its heading, then its table, or "None yet". */
function RecordSection<Row>({
  title,
  caption,
  rows,
  columns,
  rowKey,
  footer,
}: {
  title: string;
  caption: string;
  rows: Row[];
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {rows.length === 0 ? (
        <Muted>{t('player.record.none')}</Muted>
      ) : (
        <DataTable caption={caption} columns={columns} rows={rows} rowKey={rowKey} />
      )}
      {footer}
    </Card>
  );
}

/** A payout method's masked details, in reading order. */
function PayoutMethodDetails({ method }: { method: PlayerPayoutMethod }) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  if (method.method === 'paypal') {
    return (
      <bdi dir="ltr">
        <code>{method.email}</code>
      </bdi>
    );
  }
  return (
    <Stack>
      <span>
        {t('player.record.payoutMethods.bank', { holder: method.accountHolderName, bank: method.bankName })}
      </span>
      <bdi dir="ltr">
        <code>{method.iban}</code>
      </bdi>
      <Muted as="span">
        {t('player.record.payoutMethods.swiftCurrency', { swift: method.swift, currency: method.currency })}
      </Muted>
    </Stack>
  );
}

/**
 * The record of `/staff/players/{id}` under the ban history, each list the newest `PLAYER_RECORD_LIMIT`: registrations,
 * matches, tickets, payouts and payout methods, reward codes, ledger, linked accounts and the audit rows about the
 * player. It loads on its own (`usePlayerRecord`), so the page's ban controls do not wait for it. Payment details
 * and codes come masked from the API. An admin also gets a link to the player's whole audit history.
 */
export function PlayerRecordSections({
  playerId,
  riotId,
  isAdmin,
}: {
  playerId: string;
  riotId: string;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const { t: tAccount } = useTranslation('account');
  const locale = useLocale();
  const record = usePlayerRecord(playerId);

  const columns = useMemo(() => {
    const when = (value: string | null) =>
      value ? formatDateTime(value, locale) : t('player.record.noDate');
    const tournamentName = (tournament: { name: { en: string; ar?: string } }) => (
      <bdi>{localized(tournament.name, locale)}</bdi>
    );
    const registrations: DataTableColumn<PlayerRecordRegistration>[] = [
      {
        key: 'tournament',
        header: t('player.record.columns.tournament'),
        cell: (entry) => tournamentName(entry.tournament),
      },
      {
        key: 'entry',
        header: t('player.record.columns.entry'),
        cell: (entry) => (entry.team ? <bdi>{entry.team.name}</bdi> : t('player.record.registrations.solo')),
      },
      {
        key: 'status',
        header: t('player.record.columns.status'),
        cell: (entry) => (
          <Stack>
            <span>{t(`player.record.registrations.statuses.${entry.status}`)}</span>
            {entry.disqualifiedAt && (
              <Badge $tone="danger">
                {t('player.record.registrations.disqualified', { date: when(entry.disqualifiedAt) })}
              </Badge>
            )}
          </Stack>
        ),
      },
      {
        key: 'registered',
        header: t('player.record.columns.when'),
        nowrap: true,
        cell: (entry) => when(entry.registeredAt),
      },
    ];
    const matches: DataTableColumn<PlayerRecordMatch>[] = [
      { key: 'when', header: t('player.record.columns.when'), nowrap: true, cell: (match) => when(match.at) },
      {
        key: 'tournament',
        header: t('player.record.columns.tournament'),
        cell: (match) => tournamentName(match.tournament),
      },
      {
        key: 'kind',
        header: t('player.record.columns.kind'),
        cell: (match) => t(`player.record.matches.kinds.${match.kind}`),
      },
      {
        key: 'opponent',
        header: t('player.record.columns.opponent'),
        cell: (match) =>
          match.opponent ? (
            <bdi dir={match.kind === 'ladder' ? 'ltr' : undefined}>{match.opponent}</bdi>
          ) : (
            t('player.record.matches.bye')
          ),
      },
      {
        key: 'result',
        header: t('player.record.columns.result'),
        cell: (match) => (
          <Badge $tone={RESULT_TONES[match.result]}>
            {t(`player.record.matches.results.${match.result}`)}
          </Badge>
        ),
      },
    ];
    const tickets: DataTableColumn<PlayerRecordTicket>[] = [
      {
        key: 'subject',
        header: t('player.record.columns.subject'),
        rowHeader: true,
        cell: (ticket) => (
          <Link to={`/staff/tickets/${ticket.id}`}>
            <bdi>{ticket.subject}</bdi>
          </Link>
        ),
      },
      {
        key: 'type',
        header: t('player.record.columns.type'),
        cell: (ticket) => tAccount(`tickets.type.${ticket.type}`),
      },
      {
        key: 'status',
        header: t('player.record.columns.status'),
        cell: (ticket) => <TicketStatusBadge status={ticket.status} />,
      },
      {
        key: 'created',
        header: t('player.record.columns.when'),
        nowrap: true,
        cell: (ticket) => when(ticket.createdAt),
      },
    ];
    const transactions: DataTableColumn<Transaction>[] = [
      {
        key: 'date',
        header: t('player.record.columns.when'),
        nowrap: true,
        cell: (payout) => when(payout.date),
      },
      {
        key: 'description',
        header: t('player.record.columns.description'),
        cell: (payout) => <bdi>{localized(payout.description, locale)}</bdi>,
      },
      {
        key: 'amount',
        header: t('player.record.columns.amount'),
        nowrap: true,
        align: 'end',
        cell: (payout) => formatCurrency(payout.amount, payout.currency, locale),
      },
      {
        key: 'status',
        header: t('player.record.columns.status'),
        cell: (payout) => (
          <Badge $tone={PAYOUT_TONES[payout.status]}>
            {t(`player.record.transactions.statuses.${payout.status}`)}
          </Badge>
        ),
      },
      {
        key: 'method',
        header: t('player.record.columns.method'),
        cell: (payout) =>
          payout.paymentMethod
            ? t(`player.record.methods.${payout.paymentMethod}`)
            : t('player.record.transactions.noMethod'),
      },
    ];
    const payoutMethods: DataTableColumn<PlayerPayoutMethod>[] = [
      {
        key: 'method',
        header: t('player.record.columns.method'),
        rowHeader: true,
        cell: (method) => (
          <Stack>
            <span>{t(`player.record.methods.${method.method}`)}</span>
            {method.preferred && <Badge $tone="primary">{t('player.record.payoutMethods.preferred')}</Badge>}
          </Stack>
        ),
      },
      {
        key: 'details',
        header: t('player.record.columns.details'),
        cell: (method) => <PayoutMethodDetails method={method} />,
      },
    ];
    const rewardCodes: DataTableColumn<PlayerRecordRewardCode>[] = [
      {
        key: 'reward',
        header: t('player.record.columns.reward'),
        cell: (code) => t(`player.record.rewardCodes.types.${code.type}`),
      },
      {
        key: 'source',
        header: t('player.record.columns.source'),
        cell: (code) =>
          code.tournament ? tournamentName(code.tournament) : t('player.record.rewardCodes.pass'),
      },
      {
        key: 'granted',
        header: t('player.record.columns.when'),
        nowrap: true,
        cell: (code) => when(code.grantedAt),
      },
      {
        key: 'code',
        header: t('player.record.columns.code'),
        nowrap: true,
        cell: (code) =>
          code.maskedCode ? (
            <bdi dir="ltr">
              <code>{code.maskedCode}</code>
            </bdi>
          ) : (
            <Muted as="span">{t('player.record.rewardCodes.notIssued')}</Muted>
          ),
      },
    ];
    const ledger: DataTableColumn<PlayerRecord['ledger'][number]>[] = [
      { key: 'when', header: t('player.record.columns.when'), nowrap: true, cell: (row) => when(row.at) },
      {
        key: 'source',
        header: t('player.record.columns.source'),
        cell: (row) => (
          <Stack>
            <span>{t(`player.record.ledger.sources.${row.source}`)}</span>
            {row.reason && (
              <Muted as="span">
                <bdi>{row.reason}</bdi>
              </Muted>
            )}
          </Stack>
        ),
      },
      {
        key: 'xp',
        header: t('player.record.columns.xp'),
        align: 'end',
        nowrap: true,
        cell: (row) => formatNumber(row.xp, locale),
      },
      {
        key: 'points',
        header: t('player.record.columns.points'),
        align: 'end',
        nowrap: true,
        cell: (row) => formatNumber(row.loyaltyPoints, locale),
      },
    ];
    const linkedAccounts: DataTableColumn<PlayerLinkedAccount>[] = [
      {
        key: 'provider',
        header: t('player.record.columns.provider'),
        rowHeader: true,
        cell: (account) => t(`player.record.linkedAccounts.providers.${account.provider}`),
      },
      {
        key: 'linked',
        header: t('player.record.columns.when'),
        nowrap: true,
        cell: (account) => when(account.connectedAt),
      },
    ];
    const audit: DataTableColumn<PlayerAuditEntry>[] = [
      { key: 'when', header: t('player.record.columns.when'), nowrap: true, cell: (entry) => when(entry.at) },
      {
        key: 'action',
        header: t('player.record.columns.action'),
        cell: (entry) =>
          AUDIT_ACTION.test(entry.action)
            ? t(`player.record.audit.actions.${entry.action}`, { defaultValue: entry.action })
            : entry.action,
      },
      {
        key: 'staff',
        header: t('player.record.columns.staff'),
        nowrap: true,
        cell: (entry) =>
          entry.staff ? <bdi dir="ltr">{riotIdOf(entry.staff)}</bdi> : t('player.history.formerStaff'),
      },
    ];
    return {
      registrations,
      matches,
      tickets,
      transactions,
      payoutMethods,
      rewardCodes,
      ledger,
      linkedAccounts,
      audit,
    };
  }, [t, tAccount, locale]);

  if (record.isPending) return <Skeleton $height="240px" />;
  if (!record.data) {
    return <Alert $tone="danger">{t('player.record.loadFailed')}</Alert>;
  }
  const data = record.data;
  const caption = (list: string) => t(`player.record.${list}.caption`, { player: riotId });
  return (
    <>
      <Muted>{t('player.record.intro', { limit: PLAYER_RECORD_LIMIT })}</Muted>
      <RecordSection
        title={t('player.record.registrations.title')}
        caption={caption('registrations')}
        rows={data.registrations}
        columns={columns.registrations}
        rowKey={(entry) => entry.id}
      />
      <RecordSection
        title={t('player.record.matches.title')}
        caption={caption('matches')}
        rows={data.matches}
        columns={columns.matches}
        rowKey={(match) => `${match.kind}:${match.id}`}
      />
      <RecordSection
        title={t('player.record.tickets.title')}
        caption={caption('tickets')}
        rows={data.tickets}
        columns={columns.tickets}
        rowKey={(ticket) => ticket.id}
      />
      <RecordSection
        title={t('player.record.transactions.title')}
        caption={caption('transactions')}
        rows={data.transactions}
        columns={columns.transactions}
        rowKey={(payout) => payout.id}
      />
      <RecordSection
        title={t('player.record.payoutMethods.title')}
        caption={caption('payoutMethods')}
        rows={data.payoutMethods}
        columns={columns.payoutMethods}
        rowKey={(method) => method.method}
      />
      <RecordSection
        title={t('player.record.rewardCodes.title')}
        caption={caption('rewardCodes')}
        rows={data.rewardCodes}
        columns={columns.rewardCodes}
        rowKey={(code) => code.id}
      />
      <RecordSection
        title={t('player.record.ledger.title')}
        caption={caption('ledger')}
        rows={data.ledger}
        columns={columns.ledger}
        rowKey={(row) => row.id}
      />
      <RecordSection
        title={t('player.record.linkedAccounts.title')}
        caption={caption('linkedAccounts')}
        rows={data.linkedAccounts}
        columns={columns.linkedAccounts}
        rowKey={(account) => account.provider}
      />
      <RecordSection
        title={t('player.record.audit.title')}
        caption={caption('audit')}
        rows={data.audit}
        columns={columns.audit}
        rowKey={(entry) => entry.id}
        footer={
          isAdmin && (
            <p>
              <Link to={`/staff/audit?recordType=users&recordId=${encodeURIComponent(playerId)}`}>
                {t('player.record.audit.fullLog')}
              </Link>
            </p>
          )
        }
      />
    </>
  );
}
