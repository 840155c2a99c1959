import { mountStandalone } from '@arena/shared-kit';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import LatestTournaments from '../widgets/latest-tournaments';
import { TournamentsRoutes } from './routes';

/** Runs the remote alone in shared-kit's minimal frame; `/` shows its home-page widget. */
export function startStandalone(): Promise<void> {
  return mountStandalone({
    name: 'tournaments',
    titleKey: 'standalone.title',
    links: [
      { href: '/', labelKey: 'standalone.home' },
      { href: '/tournaments', labelKey: 'standalone.tournaments' },
    ],
    content: (
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<LatestTournaments />} />
          <Route path="/*" element={<TournamentsRoutes />} />
        </Routes>
      </BrowserRouter>
    ),
  });
}
