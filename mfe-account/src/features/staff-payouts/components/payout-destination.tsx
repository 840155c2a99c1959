import type { AdminPayout, PayoutDestination, PayoutDestinationDetails } from '@arena/contract';
import { Alert, Badge, Button, Dialog, formatDateTime, Muted, Spinner, useLocale } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePayoutDestination } from '../api/get-payout-destination';
import { STAFF_PAYOUTS_NAMESPACE } from '../i18n';

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ol {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
  }
`;

const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** The rows of a destination in reading order: the label key under `destination.` and the value. */
function destinationRows(
  destination: PayoutDestination | PayoutDestinationDetails,
): [string, string, boolean][] {
  if (destination.method === 'paypal') return [['walletEmail', destination.email, true]];
  const rows: [string, string, boolean][] = [
    ['accountHolderName', destination.accountHolderName, false],
    ['bankName', destination.bankName, false],
  ];
  if ('bankAddress' in destination) rows.push(['bankAddress', destination.bankAddress, false]);
  rows.push(['iban', destination.iban, true], ['swift', destination.swift, true]);
  rows.push(['currency', destination.currency, true]);
  if ('mobileNumber' in destination) {
    rows.push(['mobileNumber', destination.mobileNumber, true], ['email', destination.email, true]);
  }
  return rows;
}

function DestinationList({ destination }: { destination: PayoutDestination | PayoutDestinationDetails }) {
  const { t } = useTranslation(STAFF_PAYOUTS_NAMESPACE);
  return (
    <dl>
      <div>
        <dt>{t('destination.method')}</dt>
        <dd>{t(`method.${destination.method}`)}</dd>
      </div>
      {destinationRows(destination).map(([label, value, latin]) => (
        <div key={label}>
          <dt>{t(`destination.${label}`)}</dt>
          <dd dir={latin ? 'ltr' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The destination cell of a payout row: where it pays as frozen (IBAN and wallet email masked), a warning badge
 * when the player changed their details since, and the button that opens the payout's details.
 */
export function PayoutDestinationCell({ payout, onOpen }: { payout: AdminPayout; onOpen: () => void }) {
  const { t } = useTranslation(STAFF_PAYOUTS_NAMESPACE);
  const { destination } = payout;
  const player = `${payout.user.gameName}#${payout.user.tagLine}`;
  return (
    <Summary>
      {destination ? (
        <>
          <span>{t(`method.${destination.method}`)}</span>
          <Muted dir="ltr">{destination.method === 'paypal' ? destination.email : destination.iban}</Muted>
        </>
      ) : (
        <Muted>{t('method.none')}</Muted>
      )}
      {payout.detailsChangedAt && <Badge $tone="warning">{t('changedBadge')}</Badge>}
      <Button $variant="secondary" aria-label={`${t('details')}: ${player}`} onClick={onOpen}>
        {t('details')}
      </Button>
    </Summary>
  );
}

/**
 * A payout's details for staff (issue 27): its frozen destination — masked, the whole on request when `mayReveal`
 * (admins) — the warning when the player changed their details after it was frozen, and the history of those
 * changes (who, when, which fields).
 */
export function PayoutDetailsDialog({
  payout,
  mayReveal,
  onClose,
}: {
  payout: AdminPayout | null;
  mayReveal: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_PAYOUTS_NAMESPACE);
  const locale = useLocale();
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = usePayoutDestination(payout?.id ?? '', payout !== null && revealed === payout.id);

  if (!payout) return <Dialog open={false} title="" onClose={onClose} />;
  const close = () => {
    setRevealed(null);
    onClose();
  };
  const showFull = revealed === payout.id;
  const { destination } = payout;
  return (
    <Dialog
      open
      title={t('detailsTitle', { player: `${payout.user.gameName}#${payout.user.tagLine}` })}
      onClose={close}
      actions={
        <Button $variant="secondary" onClick={close}>
          {t('dialog.close')}
        </Button>
      }
    >
      <DialogBody>
        <Section aria-labelledby="payout-destination-title">
          <h3 id="payout-destination-title">{t('destination.title')}</h3>
          {destination ? (
            <>
              <Muted>
                {t('destination.frozenAt', { date: formatDateTime(destination.frozenAt, locale) })}
              </Muted>
              {showFull && reveal.data ? (
                <DestinationList destination={reveal.data} />
              ) : (
                <DestinationList destination={destination} />
              )}
              {showFull && reveal.isPending && <Spinner />}
              {showFull && reveal.isError && <Alert $tone="danger">{t('destination.revealFailed')}</Alert>}
              {!showFull && mayReveal && (
                <Button $variant="secondary" onClick={() => setRevealed(payout.id)}>
                  {t('destination.reveal')}
                </Button>
              )}
            </>
          ) : (
            <Muted>{t('destination.none')}</Muted>
          )}
        </Section>
        {payout.detailsChangedAt && (
          <Alert $tone="warning">
            {t('changedWarning', { date: formatDateTime(payout.detailsChangedAt, locale) })}
          </Alert>
        )}
        <Section aria-labelledby="payout-history-title">
          <h3 id="payout-history-title">{t('history.title')}</h3>
          {payout.detailsHistory.length === 0 ? (
            <Muted>{t('history.empty')}</Muted>
          ) : (
            <ol>
              {payout.detailsHistory.map((change) => (
                <li key={`${change.changedAt}-${change.fields.join()}`}>
                  <div>
                    {t('history.entry', {
                      date: formatDateTime(change.changedAt, locale),
                      player: change.changedBy
                        ? `${change.changedBy.gameName}#${change.changedBy.tagLine}`
                        : t('history.unknownPlayer'),
                    })}{' '}
                    {change.afterFrozen && <Badge $tone="warning">{t('history.afterFrozen')}</Badge>}
                  </div>
                  <Muted>
                    {change.fields
                      .map((field) => t(`fields.${field}`, { defaultValue: field }))
                      .join(t('history.separator'))}
                  </Muted>
                </li>
              ))}
            </ol>
          )}
        </Section>
      </DialogBody>
    </Dialog>
  );
}
