import type { RegistrationStatus, StaffTournament } from '@arena/contract';
import {
  Alert,
  Badge,
  Button,
  ButtonLink,
  DataTable,
  EmptyState,
  formatDateTime,
  Heading,
  Input,
  localized,
  Muted,
  Skeleton,
  toast,
  useLocale,
  usePageTitle,
  type BadgeTone,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useStaffTournaments } from '../api/get-staff-tournaments';
import { useSetRegistrationOpen } from '../api/set-registration-open';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../i18n';
import { registrationState } from '../utils/registration-state';
import { REGISTRATION_STATUSES, RegistrationsPanel } from './registrations-panel';

const Listing = styled.div`
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)};
`;

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const NameCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const STATE_TONES = { open: 'success', closedByAdmin: 'danger', completed: 'neutral' } as const;

/** Drafts are for staff only; published ones players see; cancelled ones nobody but staff. */
const LIFECYCLE_TONES: Record<StaffTournament['lifecycle'], BadgeTone> = {
  draft: 'warning',
  published: 'success',
  cancelled: 'danger',
};

/** The address's search (`?search=`): the box shows it, Search writes it, clearing the box removes it. */
function SearchBox({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const [draft, setDraft] = useState(search);
  const inputId = useId();
  useEffect(() => setDraft(search), [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <SearchForm role="search" onSubmit={submit}>
      <label htmlFor={inputId}>{t('searchLabel')}</label>
      <Input
        id={inputId}
        type="search"
        value={draft}
        maxLength={120}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!event.target.value && search) onSearch('');
        }}
      />
      <Button type="submit" $variant="secondary">
        {t('searchButton')}
      </Button>
    </SearchForm>
  );
}

/**
 * /staff/tournaments: every tournament, drafts and cancelled ones included, searchable by name (`?search=`), with a
 * Create tournament button and a link to each one's edit page, its registration switch and check-in overview;
 * choosing one shows its registrations (`?tournament=<id>&status=<status>`, so the view survives a reload and can be
 * linked).
 */
export function StaffTournamentsPage() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const nameSearch = params.get('search') ?? '';
  const tournaments = useStaffTournaments(nameSearch);
  const switchOpen = useSetRegistrationOpen();
  const selectedId = params.get('tournament');
  const statusParam = params.get('status');
  const status = REGISTRATION_STATUSES.find((option) => option === statusParam);
  const selected = tournaments.data?.find((tournament) => tournament.id === selectedId);

  const withSearch = (next: Record<string, string>) => (nameSearch ? { ...next, search: nameSearch } : next);
  const select = (tournamentId: string, nextStatus: RegistrationStatus | undefined) =>
    setParams(
      withSearch(
        nextStatus ? { tournament: tournamentId, status: nextStatus } : { tournament: tournamentId },
      ),
    );
  const searchFor = (text: string) => setParams(text ? { search: text } : {});

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

  const columns: DataTableColumn<StaffTournament>[] = [
    {
      key: 'tournament',
      header: t('columns.tournament'),
      rowHeader: true,
      cell: (tournament) => (
        <>
          <NameCell>
            {localized(tournament.name, locale)}
            <Badge $tone={LIFECYCLE_TONES[tournament.lifecycle]}>
              {t(`lifecycle.${tournament.lifecycle}`)}
            </Badge>
          </NameCell>
          <Muted>
            {tournament.format} · {tournament.region}
          </Muted>
        </>
      ),
    },
    {
      key: 'starts',
      header: t('columns.starts'),
      // The start date and time on one line: the AM/PM mark stays with its time in both languages.
      nowrap: true,
      cell: (tournament) => formatDateTime(tournament.starting_time, locale),
    },
    {
      key: 'registration',
      header: t('columns.registration'),
      cell: (tournament) => {
        // A draft takes no registrations yet; a cancelled tournament's were withdrawn.
        if (tournament.lifecycle !== 'published')
          return <Muted>{t(`notOpen.${tournament.lifecycle}`)}</Muted>;
        const state = registrationState(tournament);
        const name = localized(tournament.name, locale);
        return (
          <>
            <Badge $tone={STATE_TONES[state]}>{t(state)}</Badge>
            {state !== 'completed' && (
              <>
                {' '}
                <Button
                  $size="small"
                  $variant="secondary"
                  // Not `disabled`: focus would drop to the page while the switch is saved.
                  aria-disabled={switchOpen.isPending || undefined}
                  aria-label={t(tournament.registration_open ? 'closeLabel' : 'reopenLabel', { name })}
                  onClick={() => toggle(tournament)}
                >
                  {t(tournament.registration_open ? 'close' : 'reopen')}
                </Button>
              </>
            )}
          </>
        );
      },
    },
    {
      key: 'registrations',
      header: t('columns.registrations'),
      cell: ({ id, name, registrations: counts }) => (
        <>
          {t('counts', { pending: counts.pending, approved: counts.approved, rejected: counts.rejected })}{' '}
          <Button
            $size="small"
            aria-label={t('manage', { name: localized(name, locale) })}
            onClick={() => select(id, 'pending')}
          >
            {t('manageButton')}
          </Button>
        </>
      ),
    },
    {
      key: 'checkIn',
      header: t('columns.checkIn'),
      cell: ({ registrations: counts }) =>
        t('checkedIn', { checkedIn: counts['checked-in'], total: counts.total - counts.rejected }),
    },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: ({ id, name }) => (
        <Actions>
          <ButtonLink
            as={Link}
            to={`/staff/tournaments/${encodeURIComponent(id)}/edit`}
            $size="small"
            $variant="secondary"
            aria-label={t('editLabel', { name: localized(name, locale) })}
          >
            {t('edit')}
          </ButtonLink>
          <ButtonLink
            as={Link}
            to={`/staff/tournaments/${encodeURIComponent(id)}/run`}
            $size="small"
            $variant="secondary"
            aria-label={t('runLabel', { name: localized(name, locale) })}
          >
            {t('runButton')}
          </ButtonLink>
        </Actions>
      ),
    },
  ];

  return (
    <>
      <Heading>{t('title')}</Heading>
      <Muted>{t('intro')}</Muted>
      <Toolbar>
        <SearchBox search={nameSearch} onSearch={searchFor} />
        <ButtonLink as={Link} to="/staff/tournaments/new">
          {t('create')}
        </ButtonLink>
      </Toolbar>
      {tournaments.isPending ? (
        <Skeleton $height="16rem" />
      ) : tournaments.isError ? (
        <Alert $tone="danger">{t('loadError')}</Alert>
      ) : tournaments.data.length === 0 ? (
        <EmptyState title={nameSearch ? t('noMatches', { search: nameSearch }) : t('noTournaments')} />
      ) : (
        <>
          <Listing>
            <DataTable
              caption={t('title')}
              columns={columns}
              rows={tournaments.data}
              rowKey={(tournament) => tournament.id}
              rowProps={(tournament) => ({
                'data-testid': 'staff-tournament-row',
                'aria-current': tournament.id === selectedId ? 'true' : undefined,
              })}
            />
          </Listing>
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
