import '../i18n';
import { Route, Routes } from 'react-router-dom';
import { TournamentListPage } from '../features/tournaments/components/tournament-list-page';
import { TournamentPlaceholderPage } from '../features/tournaments/components/tournament-placeholder-page';

/** The tournaments remote's route table (full paths; the shell hands it everything under /tournaments). */
export function TournamentsRoutes() {
  return (
    <Routes>
      <Route path="/tournaments" element={<TournamentListPage />} />
      <Route path="/tournaments/:id/*" element={<TournamentPlaceholderPage />} />
    </Routes>
  );
}
