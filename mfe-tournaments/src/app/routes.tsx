import '../i18n';
import { fetchPriority, NotFoundPage, preloadImagePicker, Spinner, useLocale } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { posterSrc } from '../components/tournament-poster';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament';
import { TournamentListPage } from '../features/tournaments/components/tournament-list-page';

// The tournament page and each of its sub-pages load with their route, so /tournaments stays small (DESIGN §8).
// Sub-pages load through the layout's chunk (see app/tournament-page/sub-pages.ts).
const tournamentPage = () =>
  import(/* webpackChunkName: "tournament-page" */ './tournament-page/tournament-layout');
const TournamentLayout = lazy(() => tournamentPage().then((m) => ({ default: m.TournamentLayout })));
const OverviewPage = lazy(() => tournamentPage().then((m) => m.subPages.overview()));
const BracketRoute = lazy(() => tournamentPage().then((m) => m.subPages.bracket()));
const TeamsPage = lazy(() => tournamentPage().then((m) => m.subPages.teams()));
const SchedulePage = lazy(() => tournamentPage().then((m) => m.subPages.schedule()));
const FaqsPage = lazy(() => tournamentPage().then((m) => m.subPages.faqs()));
const LeaderboardPage = lazy(() => tournamentPage().then((m) => m.subPages.leaderboard()));

// The staff desk's tournament pages (DESIGN §3), each in its own chunk, in the desk's shared frame.
const StaffLayout = lazy(() => import('./staff/staff-layout').then((m) => ({ default: m.StaffLayout })));
const StaffDisputesPage = lazy(() =>
  import('../features/staff-disputes/components/staff-disputes-page').then((m) => ({
    default: m.StaffDisputesPage,
  })),
);
const StaffTournamentsPage = lazy(() =>
  import('../features/staff-tournaments/components/staff-tournaments-page').then((m) => ({
    default: m.StaffTournamentsPage,
  })),
);
// The organizer console's form (issue 30): one chunk for creating and editing.
// It draws image pickers for the posters: their code comes with the page's (no late appearance).
const tournamentEditor = () =>
  Promise.all([
    import(
      /* webpackChunkName: "organizer-tournament" */ '../features/staff-tournaments/components/editor/tournament-editor-page'
    ),
    preloadImagePicker(),
  ]).then(([m]) => m);
const NewTournamentPage = lazy(() => tournamentEditor().then((m) => ({ default: m.NewTournamentPage })));
const EditTournamentPage = lazy(() => tournamentEditor().then((m) => ({ default: m.EditTournamentPage })));
// Running it (seeding, start, the match desk, ending a ladder): a chunk of its own.
const RunTournamentPage = lazy(() =>
  import(
    /* webpackChunkName: "organizer-run" */ '../features/staff-tournaments/components/run/run-tournament-page'
  ).then((m) => ({ default: m.RunTournamentPage })),
);

/**
 * While the tournament page's code loads, its data is asked for and, once known, its poster (the page's largest
 * image, issue 14): the page then draws with both instead of asking for each in turn after its code has run.
 */
function TournamentPageWarmUp() {
  const { id = '' } = useParams();
  const locale = useLocale();
  const { data } = useQuery(tournamentQueryOptions(id));
  const poster = posterSrc(data?.poster, locale);
  return poster ? <link rel="preload" as="image" href={poster} {...fetchPriority('high')} /> : null;
}

/**
 * The tournaments remote's route table (full paths; the shell hands it everything under /tournaments and the staff
 * pages /staff/disputes and /staff/tournaments, the organizer console's pages under it included).
 */
export function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentListPage />} />
      <Route
        path="/tournaments/:id"
        element={
          <>
            <TournamentPageWarmUp />
            <Suspense fallback={<Spinner />}>
              <TournamentLayout />
            </Suspense>
          </>
        }
      >
        <Route index element={<OverviewPage />} />
        <Route path="bracket" element={<BracketRoute />} />
        <Route path="teams" element={<TeamsPage />} />
        <Route path="schedule" element={<SchedulePage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
      </Route>
      <Route
        path="/staff"
        element={
          <Suspense fallback={<Spinner />}>
            <StaffLayout />
          </Suspense>
        }
      >
        <Route path="disputes" element={<StaffDisputesPage />} />
        <Route path="tournaments" element={<StaffTournamentsPage />} />
        <Route path="tournaments/new" element={<NewTournamentPage />} />
        <Route path="tournaments/:id/edit" element={<EditTournamentPage />} />
        <Route path="tournaments/:id/run" element={<RunTournamentPage />} />
      </Route>
      {/* Any other path under this remote's prefixes, a tournament's unknown section included (P1 §2); keep
          src/app/route-patterns.json in step. */}
      <Route path="*" element={<NotFoundPage remote="tournaments" />} />
    </Routes>
  );
}
