import type { AdminPayout, TransactionStatus } from '@arena/contract';
import { STAFF_PAGE_ROLES, staffMayUse, type StaffRole } from '@arena/contract/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  FieldError,
  formatCurrency,
  formatDate,
  Heading,
  Input,
  localized,
  Muted,
  Pager,
  sayRefusal,
  Spinner,
  toast,
  useLocale,
  usePageTitle,
  useSession,
  type RefusalSayings,
} from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePayouts } from '../api/get-payouts';
import { useSettlePayout } from '../api/settle-payout';
import { STAFF_PAYOUTS_NAMESPACE } from '../i18n';
import { DataTable, FilterBar, TableScroll } from '../../../components/data-table';
import { PayoutDestinationCell, PayoutDetailsDialog } from './payout-destination';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const DialogFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  textarea {
    min-block-size: 80px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

/** A cell kept on one line: a date, an amount ("١٬٥٠٠ EUR") or a status pill never wraps in either language. */
const OneLine = styled.td`
  white-space: nowrap;
`;

const TONES = { Completed: 'success', Pending: 'warning', Rejected: 'danger' } as const;

/** Who settles payouts and sees their full destination (`PATCH /v1/admin/payouts/:id`, `.../destination`). */
const SETTLING_ROLES: readonly StaffRole[] = [];

type Settling = { payout: AdminPayout; status: 'Completed' | 'Rejected' };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The refusals a settlement can meet, by the reason the API names (issue 29): the server's English words are never
 * shown; a status is named by the page's own word for it.
 */
const SETTLE_REFUSALS: RefusalSayings<Translate> = {
  payoutNotFound: (t) => t('refusals.payoutNotFound'),
  payoutSettled: (t, { status }) =>
    status === 'Completed' || status === 'Rejected'
      ? t('refusals.payoutSettled', { status: t(`status.${status}`) })
      : null,
  noDestination: (t) => t('refusals.noDestination'),
};

/** Settle one payout: Completed needs the transfer's reference; notes are optional. */
function SettleDialog({ settling, onClose }: { settling: Settling | null; onClose: () => void }) {
  const { t } = useTranslation(STAFF_PAYOUTS_NAMESPACE);
  const locale = useLocale();
  const settle = useSettlePayout();
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const [missingReference, setMissingReference] = useState(false);

  useEffect(() => {
    setReference('');
    setNotes('');
    setMissingReference(false);
  }, [settling]);

  if (!settling) return <Dialog open={false} title="" onClose={onClose} />;
  const completing = settling.status === 'Completed';
  const { payout } = settling;

  const submit = () => {
    if (completing && !reference.trim()) {
      setMissingReference(true);
      return;
    }
    settle.mutate(
      {
        id: payout.id,
        body: {
          status: settling.status,
          ...(reference.trim() ? { reference: reference.trim() } : {}),
          ...(notes.trim() ? { notes: notes.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('settledToast'));
          onClose();
        },
        onError: (error) => toast.error(sayRefusal(error, SETTLE_REFUSALS, t, t('settleFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      title={completing ? t('dialog.completeTitle') : t('dialog.rejectTitle')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button $variant={completing ? 'primary' : 'danger'} disabled={settle.isPending} onClick={submit}>
            {completing ? t('dialog.confirmComplete') : t('dialog.confirmReject')}
          </Button>
        </>
      }
    >
      <DialogFields>
        <Muted>
          {t('dialog.summary', {
            player: `${payout.user.gameName}#${payout.user.tagLine}`,
            amount: formatCurrency(payout.amount, payout.currency, locale),
          })}
        </Muted>
        {completing && (
          <label>
            {t('dialog.reference')}
            <small>{t('dialog.referenceHint')}</small>
            <Input
              dir="ltr"
              value={reference}
              maxLength={100}
              aria-invalid={missingReference || undefined}
              onChange={(event) => setReference(event.target.value)}
            />
            {missingReference && (
              <FieldError as="span" role="alert">
                {t('dialog.required')}
              </FieldError>
            )}
          </label>
        )}
        <label>
          {t('dialog.notes')}
          <textarea value={notes} maxLength={500} onChange={(event) => setNotes(event.target.value)} />
        </label>
      </DialogFields>
    </Dialog>
  );
}

/**
 * /staff/payouts (DESIGN §5 "Staff tools"): every player's payouts by status, pending first by default, each
 * pending one settled as paid (with its reference) or rejected. Each shows where it pays, frozen when it was created
 * (issue 27), flagged when the player changed their details since; its details hold the whole destination and the
 * change history. A payout with nowhere to pay can only be rejected. Admins settle and reveal; support reads the
 * list and the masked details only (DESIGN §5); others see a note.
 */
export function StaffPayoutsPage() {
  const { t } = useTranslation(STAFF_PAYOUTS_NAMESPACE);
  const locale = useLocale();
  const roles = useSession((state) => state.user?.staffRoles);
  const mayRead = staffMayUse(roles, STAFF_PAGE_ROLES.payouts);
  const maySettle = staffMayUse(roles, SETTLING_ROLES);
  usePageTitle(t('title'));
  const [status, setStatus] = useState<TransactionStatus | 'all'>('Pending');
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<Settling | null>(null);
  const [inspected, setInspected] = useState<AdminPayout | null>(null);
  const payouts = usePayouts({ status: status === 'all' ? undefined : status, page }, mayRead);

  useEffect(() => {
    if (payouts.isError) toast.error(t('loadFailed'));
  }, [payouts.isError, t]);

  if (!mayRead) {
    return (
      <section>
        <Heading>{t('title')}</Heading>
        <Alert $tone="warning">{t('notAllowed')}</Alert>
      </section>
    );
  }

  const rows = payouts.data?.data ?? [];
  const pages = Math.max(1, payouts.data?.pagination.pages ?? 1);
  return (
    <section>
      <Heading>{t('title')}</Heading>
      {!maySettle && (
        <Alert $tone="info" role="note">
          {t('readOnly')}
        </Alert>
      )}
      <Card>
        <FilterBar>
          <label>
            {t('statusFilter')}
            <select
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as TransactionStatus | 'all');
                setPage(1);
              }}
            >
              <option value="all">{t('all')}</option>
              {(['Pending', 'Completed', 'Rejected'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`status.${value}`)}
                </option>
              ))}
            </select>
          </label>
        </FilterBar>
        {payouts.isPending ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <Muted>{t('empty')}</Muted>
        ) : (
          <TableScroll>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.player')}</th>
                  <th scope="col">{t('columns.description')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('columns.destination')}</th>
                  <th scope="col">{maySettle ? t('columns.actions') : t('columns.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((payout) => {
                  const player = `${payout.user.gameName}#${payout.user.tagLine}`;
                  return (
                    <tr key={payout.id}>
                      <OneLine>{formatDate(payout.date, locale)}</OneLine>
                      <td dir="ltr">{player}</td>
                      <td>{localized(payout.description, locale)}</td>
                      <OneLine>{formatCurrency(payout.amount, payout.currency, locale)}</OneLine>
                      <OneLine>
                        <Badge $tone={TONES[payout.status]}>{t(`status.${payout.status}`)}</Badge>
                      </OneLine>
                      <td>
                        <PayoutDestinationCell payout={payout} onOpen={() => setInspected(payout)} />
                      </td>
                      <td>
                        {payout.status === 'Pending' && maySettle ? (
                          <RowActions>
                            <Button
                              aria-label={`${t('markPaid')}: ${player}`}
                              disabled={!payout.destination}
                              title={payout.destination ? undefined : t('noDestinationHint')}
                              onClick={() => setSettling({ payout, status: 'Completed' })}
                            >
                              {t('markPaid')}
                            </Button>
                            <Button
                              $variant="danger"
                              aria-label={`${t('reject')}: ${player}`}
                              onClick={() => setSettling({ payout, status: 'Rejected' })}
                            >
                              {t('reject')}
                            </Button>
                          </RowActions>
                        ) : (
                          <Muted dir={payout.reference ? 'ltr' : undefined}>
                            {payout.reference ??
                              (payout.status === 'Pending' ? t('awaitingAdmin') : t('settled'))}
                          </Muted>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
        {/* Drawn with the rows, not under the spinner: the rows would push it down (layout shift, issue 14). */}
        {!payouts.isPending && (
          <Footer>
            <Muted>{t('page', { page, pages })}</Muted>
            <Pager label={t('pager')} page={page} pages={pages} onPage={setPage} />
          </Footer>
        )}
      </Card>
      <SettleDialog settling={settling} onClose={() => setSettling(null)} />
      <PayoutDetailsDialog payout={inspected} mayReveal={maySettle} onClose={() => setInspected(null)} />
    </section>
  );
}
