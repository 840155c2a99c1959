import '../i18n';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { AccountLayout } from '../components/account-layout';
import { AccountNotFound } from '../components/account-not-found';
import { ComingSoonPage } from '../components/coming-soon-page';
import { RequireUser } from '../components/require-user';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { ProfilePage } from '../features/profile/components/profile-page';

function SignedInAccountLayout() {
  return (
    <RequireUser>
      <AccountLayout />
    </RequireUser>
  );
}

function SignedInBare() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}

/** The account remote's route table (DESIGN §3), full paths. */
export function AccountRoutes() {
  return (
    <Routes>
      <Route path="/account" element={<SignedInAccountLayout />}>
        <Route index element={<ProfilePage />} />
        <Route path="settings" element={<ComingSoonPage titleKey="titles.settings" />} />
        <Route path="teams" element={<ComingSoonPage titleKey="titles.teams" />} />
        <Route path="tournaments" element={<ComingSoonPage titleKey="titles.tournaments" />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="payments" element={<ComingSoonPage titleKey="titles.payments" />} />
        <Route path="rewards" element={<ComingSoonPage titleKey="titles.rewards" />} />
        <Route path="tickets" element={<ComingSoonPage titleKey="titles.tickets" />} />
        <Route path="*" element={<AccountNotFound />} />
      </Route>
      <Route path="/ticket" element={<SignedInAccountLayout />}>
        <Route index element={<Navigate to="/account/tickets" replace />} />
        <Route path=":ticketId" element={<ComingSoonPage titleKey="titles.ticket" />} />
      </Route>
      {/* Public view (P1 §2): joining needs sign-in, looking does not. */}
      <Route path="/invite/:vanity" element={<ComingSoonPage titleKey="titles.invite" />} />
      {/* No main layout (P1 §2). */}
      <Route path="/link-discord" element={<SignedInBare />}>
        <Route index element={<ComingSoonPage titleKey="titles.linkDiscord" />} />
      </Route>
      {/* Paths of other apps: single-spa unmounts this remote there; render nothing meanwhile. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
