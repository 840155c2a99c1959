import { createRemoteLifecycles } from '@arena/shared-kit';
import { BrowserRouter } from 'react-router-dom';
import { AccountRoutes } from './routes';

function AccountApp() {
  return (
    <BrowserRouter>
      <AccountRoutes />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles('account', AccountApp);
