import type { RegistrationStatus, StaffTournament } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  formatDateTime,
  Heading,
  localized,
  Muted,
  Skeleton,
  toast,
  useLocale,
  usePageTitle,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStaffTournaments } from '../api/get-staff-tournaments';
import { useSetRegistrationOpen } from '../api/set-registration-open';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../i18n';
import { registrationState } from '../utils/registration-state';
import { REGISTRATION_STATUSES, RegistrationsPanel } from './registrations-panel';
import { Table } from './table';

/** The start date and time on one line: the AM/PM mark stays with its time in both languages. */
const DateCell = styled.td`
  white-space: nowrap;
`;

const STATE_TONES = { open: 'success', closedByAdmin: 'danger', completed: 'neutral' } as const;

/**
 * /staff/tournaments: every tournament with its registration switch and check-in overview; choosing one shows
 * its registrations (`?tournament=<id>&status=<status>`, so the view survives a reload and can be linked).
 */
export function StaffTournamentsPage() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const tournaments = useStaffTournaments();
  const switchOpen = useSetRegistrationOpen();
  const [search, setSearch] = useSearchParams();
  const selectedId = search.get('tournament');
  const statusParam = search.get('status');
  const status = REGISTRATION_STATUSES.find((option) => option === statusParam);
  const selected = tournaments.data?.find((tournament) => tournament.id === selectedId);

  const select = (tournamentId: string, nextStatus: RegistrationStatus | undefined) =>
    setSearch(nextStatus ? { tournament: tournamentId, status: nextStatus } : { tournament: tournamentId });

  const toggle = (tournament: StaffTournament) => {
    if (switchOpen.isPending) return;
    const open = !tournament.registration_open;
    switchOpen.mutate(
      { tournamentId: tournament.id, open },
      {
        onSuccess: () => toast.success(t(open ? 'reopened' : 'closed')),
        onError: () => toast.error(t('switchFailed')),
      },
    );
  };

  return (
    <>
      <Heading>{t('title')}</Heading>
      <Muted>{t('intro')}</Muted>
      {tournaments.isPending ? (
        <Skeleton $height="16rem" />
      ) : tournaments.isError ? (
        <Alert $tone="danger">{t('loadError')}</Alert>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('columns.tournament')}</th>
                <th scope="col">{t('columns.starts')}</th>
                <th scope="col">{t('columns.registration')}</th>
                <th scope="col">{t('columns.registrations')}</th>
                <th scope="col">{t('columns.checkIn')}</th>
              </tr>
            </thead>
            <tbody>
              {tournaments.data.map((tournament) => {
                const name = localized(tournament.name, locale);
                const counts = tournament.registrations;
                const state = registrationState(tournament);
                return (
                  <tr
                    key={tournament.id}
                    data-testid="staff-tournament-row"
                    aria-current={tournament.id === selectedId ? 'true' : undefined}
                  >
                    <th scope="row">
                      {name}
                      <Muted>
                        {tournament.format} · {tournament.region}
                      </Muted>
                    </th>
                    <DateCell>{formatDateTime(tournament.starting_time, locale)}</DateCell>
                    <td>
                      <Badge $tone={STATE_TONES[state]}>{t(state)}</Badge>
                      {state !== 'completed' && (
                        <>
                          {' '}
                          <Button
                            $size="small"
                            $variant="secondary"
                            // Not `disabled`: focus would drop to the page while the switch is saved.
                            aria-disabled={switchOpen.isPending || undefined}
                            aria-label={t(tournament.registration_open ? 'closeLabel' : 'reopenLabel', {
                              name,
                            })}
                            onClick={() => toggle(tournament)}
                          >
                            {t(tournament.registration_open ? 'close' : 'reopen')}
                          </Button>
                        </>
                      )}
                    </td>
                    <td>
                      {t('counts', {
                        pending: counts.pending,
                        approved: counts.approved,
                        rejected: counts.rejected,
                      })}{' '}
                      <Button
                        $size="small"
                        aria-label={t('manage', { name })}
                        onClick={() => select(tournament.id, 'pending')}
                      >
                        {t('manageButton')}
                      </Button>
                    </td>
                    <td>
                      {t('checkedIn', {
                        checkedIn: counts['checked-in'],
                        total: counts.total - counts.rejected,
                      })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
          {selected && (
            <RegistrationsPanel
              tournament={selected}
              status={status}
              onStatusChange={(next) => select(selected.id, next)}
            />
          )}
        </>
      )}
    </>
  );
}
