import {
  EmptyState,
  Grid,
  Heading,
  LoadFailed,
  Muted,
  PageContainer,
  Skeleton,
  toast,
  usePageTitle,
  useSession,
} from '@arena/shared-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRegisteredTournaments } from '../api/get-registered-tournaments';
import { useTournaments } from '../api/get-tournaments';
import { useListState } from '../hooks/use-list-state';
import { useNow } from '../../../hooks/use-now';
import { skillOptions, tournamentListView } from '../utils/list-filters';
import { clearFilters, removeFilter } from '../utils/list-state';
import { liveStrip } from '../utils/live-strip';
import { registeredPanelEntries, registrationsById } from '../utils/registration';
import { FilterPanel } from './filter-panel';
import { ListTabs } from './list-tabs';
import { LiveStrip } from './live-strip';
import { RegionSwitch } from './region-switch';
import { RegisteredPanel } from './registered-panel';
import { TournamentCard } from './tournament-card';
import { LIST_NAMESPACE } from '../i18n';

const Intro = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  h1 {
    margin-block-end: ${({ theme }) => theme.space(2)};
  }
`;

const Layout = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)')};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
`;

const CardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
  }
  li > * {
    flex: 1;
  }
`;

const SKELETON_CARDS = 6;

const EMPTY_TEXT = {
  live: { title: 'list.empty.live.title', text: 'list.empty.live.text' },
  upcoming: { title: 'list.empty.upcoming.title', text: 'list.empty.upcoming.text' },
  completed: { title: 'list.empty.completed.title', text: 'list.empty.completed.text' },
} as const;

/**
 * /tournaments (P1 §2): the Live Tournaments strip, the region switch, the filter panel with its chips, the
 * Live / Upcoming / Completed tabs with counts, the cards, and "Your Registered Tournaments" for signed-in
 * players. Tab, region and filters live in the address, so a filtered list can be shared and history restores it.
 */
export function TournamentListPage() {
  const { t } = useTranslation(LIST_NAMESPACE);
  usePageTitle(t('list.pageTitle'));
  const now = useNow();
  const { state, region, update } = useListState();
  const query = useTournaments();
  const signedIn = useSession((session) => session.isAuthenticated);
  const registered = useRegisteredTournaments();
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) toast.error(t('list.loadError'));
    // One toast per failed load, not per render or language change.
  }, [isError, errorUpdatedAt]);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const view = useMemo(() => tournamentListView(all, state, region, now), [all, state, region, now]);
  const strip = useMemo(() => liveStrip(all, region), [all, region]);
  const skills = useMemo(() => skillOptions(all, state.skills), [all, state.skills]);
  const registrations = useMemo(() => registrationsById(registered.data), [registered.data]);
  const panelEntries = useMemo(() => registeredPanelEntries(registered.data, all), [registered.data, all]);

  let content;
  if (query.isPending) {
    content = (
      <Grid $min="280px" aria-busy="true" data-testid="tournaments-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} $height="380px" />
        ))}
      </Grid>
    );
  } else if (query.isError) {
    content = <LoadFailed title={t('list.loadError')} onRetry={() => void query.refetch()} />;
  } else if (view.tournaments.length === 0) {
    content = <EmptyState title={t(EMPTY_TEXT[state.tab].title)} text={t(EMPTY_TEXT[state.tab].text)} />;
  } else {
    content = (
      <CardList>
        {view.tournaments.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard
              tournament={tournament}
              now={now}
              registrationStatus={registrations.get(tournament.id)?.registrationStatus ?? null}
            />
          </li>
        ))}
      </CardList>
    );
  }

  const intro = (
    <Intro>
      <div>
        <Heading>{t('list.title')}</Heading>
        <Muted>{t('list.subtitle')}</Muted>
      </div>
      <RegionSwitch region={region} onChange={(next) => update({ ...state, region: next })} />
    </Intro>
  );

  // While the list loads, one placeholder stands for everything below the intro (live strip, filters, tabs,
  // cards): what replaces it is drawn new in its place, so nothing already on screen moves (issue 14).
  if (query.isPending) {
    return (
      <PageContainer>
        {intro}
        {content}
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      {intro}
      {strip.length > 0 && <LiveStrip tournaments={strip} />}
      <Layout $withAside={signedIn}>
        <Main>
          <FilterPanel
            state={state}
            skillOptions={skills}
            onChange={update}
            onRemove={(filter) => update(removeFilter(state, filter))}
            onClearAll={() => update(clearFilters(state))}
          />
          <ListTabs
            current={state.tab}
            counts={query.isSuccess ? view.counts : null}
            onChange={(tab) => update({ ...state, tab })}
          >
            {content}
          </ListTabs>
        </Main>
        {signedIn && (
          <RegisteredPanel
            entries={panelEntries}
            isPending={registered.isPending || query.isPending}
            isError={registered.isError}
            onRetry={() => void registered.refetch()}
          />
        )}
      </Layout>
    </PageContainer>
  );
}
