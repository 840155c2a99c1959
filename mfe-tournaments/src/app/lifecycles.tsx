import { createRemoteLifecycles } from '@arena/shared-kit';
import { BrowserRouter } from 'react-router-dom';
import { TournamentsRoutes } from './routes';

function TournamentsApp() {
  return (
    <BrowserRouter>
      <TournamentsRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles('tournaments', TournamentsApp);
