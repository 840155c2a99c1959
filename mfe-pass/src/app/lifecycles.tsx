import { createRemoteLifecycles } from '@arena/shared-kit';
import { BrowserRouter } from 'react-router-dom';
import { PassRoutes } from './routes';

function PassApp() {
  return (
    <BrowserRouter>
      <PassRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles('pass', PassApp);
