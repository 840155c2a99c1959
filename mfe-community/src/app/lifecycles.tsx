import { createRemoteLifecycles } from '@arena/shared-kit';
import { BrowserRouter } from 'react-router-dom';
import { CommunityRoutes } from './routes';

function CommunityApp() {
  return (
    <BrowserRouter>
      <CommunityRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles('community', CommunityApp);
