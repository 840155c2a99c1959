import {
  STAFF_PAGE_ROLES,
  STAFF_ROLES,
  staffMayUse,
  type StaffPage,
  type StaffRole,
} from '@arena/contract/rules';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pathMatchesPrefix } from '../config/platform-config';
import { AppLink } from '../navigation/app-link';
import { refreshSessionUser } from '../session/refresh-user';
import { useSession } from '../session/session-store';
import { Alert, Heading, Spinner } from './primitives';

/** One page of the staff desk's navigation: its key in `STAFF_PAGE_ROLES` (and label `staff.nav.<key>`), its path. */
export interface StaffNavEntry {
  key: StaffPage;
  href: string;
}

/**
 * The staff desk's pages, in the order of its navigation. Each remote owns the staff pages of its domain
 * (DESIGN §3): tickets, payouts, players and audit are account's, disputes and tournaments are tournaments', pass
 * is pass', news and home are community's. The label of each entry is the kit string `staff.nav.<key>`; who may use
 * it, `STAFF_PAGE_ROLES[key]` (and admins).
 */
export const STAFF_NAV: readonly StaffNavEntry[] = [
  { key: 'tickets', href: '/staff/tickets' },
  { key: 'payouts', href: '/staff/payouts' },
  { key: 'disputes', href: '/staff/disputes' },
  { key: 'tournaments', href: '/staff/tournaments' },
  { key: 'pass', href: '/staff/pass' },
  { key: 'news', href: '/staff/news' },
  { key: 'home', href: '/staff/home' },
  { key: 'players', href: '/staff/players' },
  { key: 'audit', href: '/staff/audit' },
];

/**
 * The staff desk's pages a player holding `roles` may use, in the navigation's order: none for a player without a
 * staff role, every page for an admin.
 *
 * @example staffNavFor(user?.staffRoles) // support: tickets, payouts, disputes, players
 */
export function staffNavFor(roles: readonly StaffRole[] | null | undefined): StaffNavEntry[] {
  return STAFF_NAV.filter((entry) => staffMayUse(roles, STAFF_PAGE_ROLES[entry.key]));
}

/** The staff page at `path` (`/staff/tickets/42` is `tickets`), or null for a path of none. */
function staffPageAt(path: string): StaffPage | null {
  return STAFF_NAV.find((entry) => pathMatchesPrefix(path, entry.href))?.key ?? null;
}

const Frame = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(6)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

const Nav = styled.nav`
  margin-block-end: ${({ theme }) => theme.space(6)};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: block;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(4)};
    border-block-end: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.p`
  margin-block: 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

export interface StaffFrameProps {
  /** The current path (the remote's router location), which marks the current entry of the navigation. */
  currentPath: string;
  /**
   * The staff page shown, whose roles (`STAFF_PAGE_ROLES`) may see it; found from `currentPath` when not given. A
   * path of no page is open to every staff role.
   */
  page?: StaffPage;
  /** The staff page. Rendered only for the roles that may use it. */
  children: ReactNode;
}

/**
 * The staff desk's frame (`/staff/...`, DESIGN §5 "Staff tools"), the same in every remote that owns staff
 * pages: the desk's one navigation, showing the pages the user's staff roles may use (`staffNavFor`; links to
 * another remote's page cross over with `AppLink`), and the page, for the roles that may use it. Anyone else sees
 * that the page is not for them (the API refuses them with 403 anyway). On each page it opens, the frame loads the
 * user again, so a role granted or revoked since the page loaded counts without signing in again; until that
 * answer, a user the page is not for sees a spinner rather than a refusal.
 *
 * @example
 * <Route path="/staff" element={<StaffFrame currentPath={pathname}><Outlet /></StaffFrame>}>...</Route>
 */
export function StaffFrame({ currentPath, page, children }: StaffFrameProps) {
  const { t } = useTranslation('kit');
  const user = useSession((state) => state.user);
  const shown = page ?? staffPageAt(currentPath);
  const [refreshedFor, setRefreshedFor] = useState<StaffPage | 'desk' | null>(null);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void refreshSessionUser().then(() => {
      if (live) setRefreshedFor(shown ?? 'desk');
    });
    return () => {
      live = false;
    };
  }, [shown, signedIn]);

  // The shell is loading the user.
  if (!user) return <Spinner />;
  // A session set before staff roles existed (an old answer kept in a test or a tab) holds none.
  const roles: readonly StaffRole[] = user.staffRoles ?? [];
  const allowed = staffMayUse(roles, shown ? STAFF_PAGE_ROLES[shown] : STAFF_ROLES);
  if (!allowed && refreshedFor !== (shown ?? 'desk')) return <Spinner />;

  const nav = staffNavFor(roles);
  return (
    <Frame>
      {allowed ? <Title>{t('staff.title')}</Title> : <Heading>{t('staff.title')}</Heading>}
      {nav.length > 0 && (
        <Nav aria-label={t('staff.nav.label')}>
          <ul>
            {nav.map((entry) => (
              <li key={entry.key}>
                <AppLink
                  href={entry.href}
                  aria-current={pathMatchesPrefix(currentPath, entry.href) ? 'page' : undefined}
                >
                  {t(`staff.nav.${entry.key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </Nav>
      )}
      {allowed ? (
        children
      ) : (
        <Alert $tone="warning">{t(roles.length > 0 ? 'staff.notForRoles' : 'staff.notAllowed')}</Alert>
      )}
    </Frame>
  );
}
