import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pathMatchesPrefix } from '../config/platform-config';
import { AppLink } from '../navigation/app-link';
import { isAdminRole, useSession } from '../session/session-store';
import { Alert, Heading } from './primitives';

/**
 * The staff desk's pages, in the order of its navigation. Each remote owns the staff pages of its domain
 * (DESIGN §3): tickets and payouts are account's, disputes and tournaments are tournaments'. The label of each
 * entry is the kit string `staff.nav.<key>`.
 */
export const STAFF_NAV: readonly { key: 'tickets' | 'payouts' | 'disputes' | 'tournaments'; href: string }[] =
  [
    { key: 'tickets', href: '/staff/tickets' },
    { key: 'payouts', href: '/staff/payouts' },
    { key: 'disputes', href: '/staff/disputes' },
    { key: 'tournaments', href: '/staff/tournaments' },
  ];

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
  /** The staff page. Rendered only for platform admins. */
  children: ReactNode;
}

/**
 * The staff desk's frame (`/staff/...`, DESIGN §5 "Staff tools"), the same in every remote that owns staff
 * pages: the desk's one navigation (`STAFF_NAV`; links to another remote's page cross over with `AppLink`) and
 * the page, for platform admins only. Anyone else sees that the desk is not for them (the API refuses them with
 * 403 anyway).
 *
 * @example
 * <Route path="/staff" element={<StaffFrame currentPath={pathname}><Outlet /></StaffFrame>}>...</Route>
 */
export function StaffFrame({ currentPath, children }: StaffFrameProps) {
  const { t } = useTranslation('kit');
  const user = useSession((state) => state.user);
  if (!isAdminRole(user?.role)) {
    return (
      <Frame>
        <Heading>{t('staff.title')}</Heading>
        <Alert $tone="warning">{t('staff.notAllowed')}</Alert>
      </Frame>
    );
  }
  return (
    <Frame>
      <Title>{t('staff.title')}</Title>
      <Nav aria-label={t('staff.nav.label')}>
        <ul>
          {STAFF_NAV.map((entry) => (
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
      {children}
    </Frame>
  );
}
