import type { RegistrationStatus, StaffRegistration, StaffTournament } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  Dialog,
  EmptyState,
  formatDateTime,
  localized,
  Muted,
  SectionTitle,
  Skeleton,
  toast,
  useLocale,
  type BadgeTone,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStaffRegistrations } from '../api/get-staff-registrations';
import { useReviewRegistration } from '../api/review-registration';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../i18n';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'pending',
  'approved',
  'rejected',
  'checked-in',
];

const STATUS_TONE: Record<RegistrationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  'checked-in': 'info',
};

const Filters = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  select {
    min-block-size: 36px;
    padding-inline: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const ReasonField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  textarea {
    min-block-size: 80px;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** The entrant's name: the team's for a team registration, else the player's game name and tag line. */
export function entrantName(registration: StaffRegistration): string {
  return registration.team?.name ?? `${registration.player.gameName}#${registration.player.tagLine}`;
}

function RejectDialog({
  registration,
  busy,
  onReject,
  onClose,
}: {
  registration: StaffRegistration | null;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();
  const name = registration ? entrantName(registration) : '';
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={registration !== null}
      title={t('rejectTitle', { name })}
      onClose={close}
      actions={
        <>
          <Button $variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button
            $variant="danger"
            disabled={!reason.trim() || busy}
            onClick={() => {
              onReject(reason.trim());
              setReason('');
            }}
          >
            {t('confirmReject')}
          </Button>
        </>
      }
    >
      <ReasonField>
        <label htmlFor={reasonId}>{t('reason')}</label>
        <textarea
          id={reasonId}
          required
          maxLength={500}
          aria-describedby={hintId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Muted id={hintId}>{t('reasonHint')}</Muted>
      </ReasonField>
    </Dialog>
  );
}

/** One tournament's registrations with a status filter, and the approve and reject actions. */
export function RegistrationsPanel({
  tournament,
  status,
  onStatusChange,
}: {
  tournament: StaffTournament;
  status: RegistrationStatus | undefined;
  onStatusChange: (status: RegistrationStatus | undefined) => void;
}) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const filterId = useId();
  const headingId = useId();
  const registrations = useStaffRegistrations(tournament.id, status);
  const review = useReviewRegistration(tournament.id);
  const [rejecting, setRejecting] = useState<StaffRegistration | null>(null);
  const name = localized(tournament.name, locale);

  const approve = (registration: StaffRegistration) =>
    review.mutate(
      { registrationId: registration.id, status: 'approved' },
      {
        onSuccess: () => toast.success(t('approved', { name: entrantName(registration) })),
        onError: () => toast.error(t('reviewFailed')),
      },
    );
  const reject = (registration: StaffRegistration, reason: string) =>
    review.mutate(
      { registrationId: registration.id, status: 'rejected', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(t('rejected', { name: entrantName(registration) }));
        },
        onError: () => toast.error(t('reviewFailed')),
      },
    );

  const columns: DataTableColumn<StaffRegistration>[] = [
    {
      key: 'entrant',
      header: t('registrationColumns.entrant'),
      rowHeader: true,
      cell: (registration) => (
        <>
          {entrantName(registration)}
          {registration.team && <Muted>{t('members', { count: registration.team.membersCount })}</Muted>}
        </>
      ),
    },
    {
      key: 'registeredBy',
      header: t('registrationColumns.registeredBy'),
      cell: ({ player }) => `${player.gameName}#${player.tagLine}`,
    },
    {
      key: 'date',
      header: t('registrationColumns.date'),
      cell: (registration) => formatDateTime(registration.registrationDate, locale),
    },
    {
      key: 'status',
      header: t('registrationColumns.status'),
      cell: ({ registrationStatus }) => (
        <Badge $tone={STATUS_TONE[registrationStatus]}>{t(`statuses.${registrationStatus}`)}</Badge>
      ),
    },
    {
      key: 'reason',
      header: t('registrationColumns.reason'),
      cell: (registration) => registration.reviewReason ?? '',
    },
    {
      key: 'actions',
      header: t('registrationColumns.actions'),
      cell: (registration) => {
        if (registration.registrationStatus === 'checked-in') return null;
        const entrant = entrantName(registration);
        return (
          <Actions>
            {registration.registrationStatus !== 'approved' && (
              <Button
                $size="small"
                disabled={review.isPending}
                aria-label={t('approveLabel', { name: entrant })}
                onClick={() => approve(registration)}
              >
                {t('approve')}
              </Button>
            )}
            {registration.registrationStatus !== 'rejected' && (
              <Button
                $size="small"
                $variant="danger"
                disabled={review.isPending}
                aria-label={t('rejectLabel', { name: entrant })}
                onClick={() => setRejecting(registration)}
              >
                {t('reject')}
              </Button>
            )}
          </Actions>
        );
      },
    },
  ];

  return (
    <section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>{t('registrationsOf', { name })}</SectionTitle>
      <Filters>
        <label htmlFor={filterId}>{t('status')}</label>
        <select
          id={filterId}
          value={status ?? ''}
          onChange={(event) =>
            onStatusChange((event.target.value || undefined) as RegistrationStatus | undefined)
          }
        >
          <option value="">{t('all')}</option>
          {REGISTRATION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`statuses.${option}`)}
            </option>
          ))}
        </select>
      </Filters>
      {registrations.isPending ? (
        <Skeleton $height="8rem" />
      ) : registrations.isError ? (
        <Alert $tone="danger">{t('loadError')}</Alert>
      ) : registrations.data.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <DataTable
          caption={t('registrationList')}
          columns={columns}
          rows={registrations.data}
          rowKey={(registration) => registration.id}
        />
      )}
      <RejectDialog
        registration={rejecting}
        busy={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting && reject(rejecting, reason)}
      />
    </section>
  );
}
