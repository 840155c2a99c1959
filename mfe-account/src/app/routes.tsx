import '../i18n';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { NotFoundPage, preloadImagePicker, Spinner } from '@arena/shared-kit';
import { AccountLayout } from '../components/account-layout';
import { RequireUser } from '../components/require-user';
import { NotificationsPage } from '../features/notifications/components/notifications-page';
import { ProfilePage } from '../features/profile/components/profile-page';

// Screens past the profile load with their route, so /account stays small (DESIGN §8: 60 KB per first route).
// The settings draw two image pickers: their code comes with the page's, so they are not drawn late (layout shift).
const SettingsPage = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "account-settings" */ './settings-route'),
    preloadImagePicker(),
  ]).then(([m]) => ({ default: m.SettingsRoute })),
);
const LinkAccountPage = lazy(() =>
  import(
    /* webpackChunkName: "link-account" */ '../features/linked-accounts/components/link-account-page'
  ).then((m) => ({
    default: m.LinkAccountPage,
  })),
);
const TeamsPage = lazy(() =>
  import(/* webpackChunkName: "account-teams" */ '../features/teams/components/teams-page').then((m) => ({
    default: m.TeamsPage,
  })),
);
const MyTournamentsPage = lazy(() =>
  import(
    /* webpackChunkName: "account-tournaments" */ '../features/my-tournaments/components/my-tournaments-page'
  ).then((m) => ({
    default: m.MyTournamentsPage,
  })),
);
const PaymentsPage = lazy(() =>
  import(/* webpackChunkName: "account-payments" */ '../features/payments/components/payments-page').then(
    (m) => ({ default: m.PaymentsPage }),
  ),
);
const RewardsPage = lazy(() =>
  import(/* webpackChunkName: "account-rewards" */ '../features/rewards/components/rewards-page').then(
    (m) => ({ default: m.RewardsPage }),
  ),
);
const InvitePage = lazy(() =>
  import(/* webpackChunkName: "invite" */ '../features/invite/components/invite-page').then((m) => ({
    default: m.InvitePage,
  })),
);
const TicketsPage = lazy(() =>
  import(/* webpackChunkName: "account-tickets" */ '../features/tickets/components/tickets-page').then(
    (m) => ({ default: m.TicketsPage }),
  ),
);
const TicketPage = lazy(() =>
  import(/* webpackChunkName: "ticket" */ '../features/tickets/components/ticket-page').then((m) => ({
    default: m.TicketPage,
  })),
);
const PlayerPage = lazy(() =>
  import(/* webpackChunkName: "player-page" */ '../features/player-page/components/player-page').then(
    (m) => ({
      default: m.PlayerPage,
    }),
  ),
);
const TeamPage = lazy(() =>
  import(/* webpackChunkName: "team-page" */ '../features/team-page/components/team-page').then((m) => ({
    default: m.TeamPage,
  })),
);
const StaffFrame = lazy(() =>
  import(/* webpackChunkName: "staff-frame" */ '../features/staff/components/staff-frame').then((m) => ({
    default: m.StaffFrame,
  })),
);
const StaffTicketsPage = lazy(() =>
  import(/* webpackChunkName: "staff-tickets" */ '../features/staff/components/staff-tickets-page').then(
    (m) => ({ default: m.StaffTicketsPage }),
  ),
);
const StaffTicketPage = lazy(() =>
  import(/* webpackChunkName: "staff-ticket" */ '../features/staff/components/staff-ticket-page').then(
    (m) => ({ default: m.StaffTicketPage }),
  ),
);
const StaffPayoutsPage = lazy(() =>
  import(
    /* webpackChunkName: "staff-payouts" */ '../features/staff-payouts/components/staff-payouts-page'
  ).then((m) => ({
    default: m.StaffPayoutsPage,
  })),
);
const StaffPlayersPage = lazy(() =>
  import(
    /* webpackChunkName: "staff-players" */ '../features/staff-players/components/staff-players-page'
  ).then((m) => ({ default: m.StaffPlayersPage })),
);
const PlayerModerationPage = lazy(() =>
  import(
    /* webpackChunkName: "staff-player" */ '../features/staff-players/components/player-moderation-page'
  ).then((m) => ({ default: m.PlayerModerationPage })),
);
const StaffAuditPage = lazy(() =>
  import(/* webpackChunkName: "staff-audit" */ '../features/staff-audit/components/staff-audit-page').then(
    (m) => ({ default: m.StaffAuditPage }),
  ),
);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}

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
        <Route
          path="settings"
          element={
            <Loading>
              <SettingsPage />
            </Loading>
          }
        />
        <Route
          path="teams"
          element={
            <Loading>
              <TeamsPage />
            </Loading>
          }
        />
        <Route
          path="tournaments"
          element={
            <Loading>
              <MyTournamentsPage />
            </Loading>
          }
        />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route
          path="payments"
          element={
            <Loading>
              <PaymentsPage />
            </Loading>
          }
        />
        <Route
          path="rewards"
          element={
            <Loading>
              <RewardsPage />
            </Loading>
          }
        />
        <Route
          path="tickets"
          element={
            <Loading>
              <TicketsPage />
            </Loading>
          }
        />
      </Route>
      <Route path="/ticket" element={<SignedInAccountLayout />}>
        <Route index element={<Navigate to="/account/tickets" replace />} />
        <Route
          path=":ticketId"
          element={
            <Loading>
              <TicketPage />
            </Loading>
          }
        />
      </Route>
      {/* The staff desk (DESIGN §3, §5): one frame, which shows each page to its staff roles; a child route each. */}
      <Route
        path="/staff"
        element={
          <RequireUser>
            <Loading>
              <StaffFrame />
            </Loading>
          </RequireUser>
        }
      >
        <Route
          path="tickets"
          element={
            <Loading>
              <StaffTicketsPage />
            </Loading>
          }
        />
        <Route
          path="tickets/:ticketId"
          element={
            <Loading>
              <StaffTicketPage />
            </Loading>
          }
        />
        <Route
          path="payouts"
          element={
            <Loading>
              <StaffPayoutsPage />
            </Loading>
          }
        />
        <Route
          path="players"
          element={
            <Loading>
              <StaffPlayersPage />
            </Loading>
          }
        />
        <Route
          path="players/:playerId"
          element={
            <Loading>
              <PlayerModerationPage />
            </Loading>
          }
        />
        <Route
          path="audit"
          element={
            <Loading>
              <StaffAuditPage />
            </Loading>
          }
        />
      </Route>
      {/* Public view (P1 §2): joining needs sign-in, looking does not. */}
      <Route
        path="/invite/:vanity"
        element={
          <Loading>
            <InvitePage />
          </Loading>
        }
      />
      {/* Public player and team pages (issue 32). */}
      <Route
        path="/players/:slug"
        element={
          <Loading>
            <PlayerPage />
          </Loading>
        }
      />
      <Route
        path="/teams/:vanity"
        element={
          <Loading>
            <TeamPage />
          </Loading>
        }
      />
      {/* No main layout (P1 §2). */}
      <Route path="/link-discord" element={<SignedInBare />}>
        <Route
          index
          element={
            <Loading>
              <LinkAccountPage />
            </Loading>
          }
        />
      </Route>
      {/* Any other path under this remote's prefixes (P1 §2); keep src/app/route-patterns.json in step. */}
      <Route path="*" element={<NotFoundPage remote="account" />} />
    </Routes>
  );
}
