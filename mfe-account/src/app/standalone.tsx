import { mountStandalone } from '@arena/shared-kit';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import NotificationBell from '../widgets/notification-bell';
import { AccountRoutes } from './routes';

/** Runs the remote alone in shared-kit's minimal frame, with the bell for a signed-in player. */
export function startStandalone(): Promise<void> {
  return mountStandalone({
    name: 'account',
    titleKey: 'standalone.title',
    links: [{ href: '/account', labelKey: 'standalone.profile' }],
    signedInExtra: <NotificationBell />,
    content: (
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Navigate to="/account" replace />} />
          <Route path="/*" element={<AccountRoutes />} />
        </Routes>
      </BrowserRouter>
    ),
  });
}
