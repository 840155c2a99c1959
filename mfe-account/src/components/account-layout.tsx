import { AppLink, pathMatchesPrefix } from '@arena/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The account sidebar of P1 §2, in order. `isActive` decides which entry is highlighted. */
export const ACCOUNT_NAV = [
  { key: 'profile', to: '/account', isActive: (path: string) => path === '/account' || path === '/account/' },
  { key: 'teams', to: '/account/teams' },
  { key: 'tournaments', to: '/account/tournaments' },
  { key: 'payments', to: '/account/payments' },
  { key: 'rewards', to: '/account/rewards' },
  {
    key: 'tickets',
    to: '/account/tickets',
    isActive: (path: string) =>
      pathMatchesPrefix(path, '/account/tickets') || pathMatchesPrefix(path, '/ticket'),
  },
  { key: 'settings', to: '/account/settings' },
  { key: 'notifications', to: '/account/notifications' },
] as const satisfies readonly { key: string; to: string; isActive?: (path: string) => boolean }[];

function entryIsActive(entry: (typeof ACCOUNT_NAV)[number], path: string): boolean {
  return 'isActive' in entry ? entry.isActive(path) : pathMatchesPrefix(path, entry.to);
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space(8)};
  max-width: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)};
  padding-inline: ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(4)};
    padding-block-start: ${({ theme }) => theme.space(4)};
  }
`;

const Sidebar = styled.nav`
  position: sticky;
  inset-block-start: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    position: static;
    padding: ${({ theme }) => theme.space(1)};
    ul {
      flex-direction: row;
      overflow-x: auto;
      overscroll-behavior-inline: contain;
      scroll-snap-type: inline proximity;
      scrollbar-width: thin;
    }
    li {
      flex-shrink: 0;
      scroll-snap-align: start;
    }
  }
`;

const entryStyles = css`
  display: block;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border-inline-start: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    border-inline-start: 0;
    border-block-end: 3px solid transparent;
    &[aria-current='page'] {
      border-block-end-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;

const Entry = styled(Link)`
  ${entryStyles}
`;

const LogoutEntry = styled(AppLink)`
  ${entryStyles}
`;

/** The account pages' frame: the sidebar (a horizontal scroller on small screens) and the page beside it. */
export function AccountLayout() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const activeRef = useRef<HTMLAnchorElement>(null);

  // On small screens the sidebar is a horizontal scroller: keep the active entry in view.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <Layout>
      <Sidebar aria-label={t('nav.label')}>
        <ul>
          {ACCOUNT_NAV.map((entry) => {
            const active = entryIsActive(entry, pathname);
            return (
              <li key={entry.key}>
                <Entry
                  to={entry.to}
                  aria-current={active ? 'page' : undefined}
                  ref={active ? activeRef : undefined}
                >
                  {t(`nav.${entry.key}`)}
                </Entry>
              </li>
            );
          })}
          <li>
            <LogoutEntry href="/logout">{t('nav.logout')}</LogoutEntry>
          </li>
        </ul>
      </Sidebar>
      <div>
        <Outlet />
      </div>
    </Layout>
  );
}
