import { Alert, AppLink, Heading, isAdminRole, pathMatchesPrefix, useSession } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { STAFF_NAMESPACE } from '../i18n';
import { STAFF_NAV } from '../utils/staff-nav';

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

/**
 * The staff desk's frame (`/staff/...`, DESIGN §5 "Staff tools"): its navigation and the page, for platform admins
 * only; anyone else sees that the desk is not for them (the API refuses them with 403 anyway).
 */
export function StaffFrame() {
  const { t } = useTranslation(STAFF_NAMESPACE);
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  if (!isAdminRole(user?.role)) {
    return (
      <Frame>
        <Heading>{t('frame.title')}</Heading>
        <Alert $tone="warning">{t('frame.notAllowed')}</Alert>
      </Frame>
    );
  }
  return (
    <Frame>
      <Title>{t('frame.title')}</Title>
      <Nav aria-label={t('frame.nav')}>
        <ul>
          {STAFF_NAV.map((entry) => (
            <li key={entry.key}>
              <AppLink
                href={entry.href}
                aria-current={pathMatchesPrefix(pathname, entry.href) ? 'page' : undefined}
              >
                {t(`nav.${entry.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Outlet />
    </Frame>
  );
}
