import { AppLink, BusyPlaceholder, ButtonLink, signInUrl, useSession } from '@arena/shared-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { RemoteWidget } from '../federation/remote-widget';
import { LanguageToggle } from './language-toggle';
import { LogoMark } from './logo';
import { HEADER_LINKS, isActiveLink } from './nav-links';

// Signed-in players only: visitors' first paint of `/` does without it (DESIGN §8).
const AvatarMenu = lazy(() => import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })));

const SMALL_SCREEN = '(max-width: 959.98px)';
/** Phones: the row's spacing tightens so the product name keeps room beside the actions (issue 28). */
const PHONE = '(max-width: 479.98px)';
const PRIMARY_NAV_ID = 'arena-primary-nav';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 40;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.background} 92%, transparent);
  backdrop-filter: blur(8px);
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1200px;
  min-block-size: 64px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};
  @media ${SMALL_SCREEN} {
    gap: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(3)};
  }
  @media ${PHONE} {
    gap: 6px;
    padding-inline: 10px;
  }
`;

const Brand = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.15rem;
  font-weight: 800;
  letter-spacing: 0.02em;
  text-decoration: none;
  white-space: nowrap;
  @media ${SMALL_SCREEN} {
    font-size: 1rem;
    /*
     * The first row never wraps (a wrapped header would move the page, issue 14): the name gives way, never cut
     * (issue 28). It takes the room the actions leave: one line, else two ("MENA" over "Arena"), else the mark
     * alone when not even one word fits beside it; the brand link keeps its accessible name throughout.
     */
    flex: 1 1 0;
    min-inline-size: 0;
    container-type: inline-size;
    span {
      white-space: normal;
      line-height: 1.1;
    }
    @container (max-width: 6.5rem) {
      span {
        display: none;
      }
    }
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  flex: 1;
  /* One row on wide screens whatever the language: the links scroll rather than wrap the header. */
  min-inline-size: 0;
  ul {
    display: flex;
    overflow-x: auto;
    scrollbar-width: none;
    padding-block: 4px;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding-inline: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 12%, transparent);
  }
  @media ${SMALL_SCREEN} {
    order: 3;
    flex-basis: 100%;
    ${({ $open }) =>
      !$open &&
      css`
        display: none;
      `}
    ul {
      flex-direction: column;
      align-items: stretch;
      overflow-x: visible;
      padding-block-end: ${({ theme }) => theme.space(3)};
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  @media ${SMALL_SCREEN} {
    margin-inline-start: auto;
  }
  @media ${PHONE} {
    gap: 6px;
    /* Sign In and the language toggle. */
    & > a,
    & > [data-testid='language-toggle'] {
      padding-inline: ${({ theme }) => theme.space(2)};
    }
  }
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  inline-size: 40px;
  block-size: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  @media ${SMALL_SCREEN} {
    display: inline-flex;
  }
`;

const Separator = styled.li`
  inline-size: 1px;
  block-size: 20px;
  margin-inline: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.border};
  @media ${SMALL_SCREEN} {
    display: none;
  }
`;

function HamburgerIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

function AccountActions({ pathname, search }: { pathname: string; search: string }) {
  const { t } = useTranslation('shell');
  const user = useSession((state) => state.user);
  const token = useSession((state) => state.token);
  if (user) {
    return (
      <>
        <RemoteWidget
          remote="account"
          widget="NotificationBell"
          placeholderHeight="40px"
          placeholderWidth="40px"
        />
        <Suspense fallback={<BusyPlaceholder height="40px" width="40px" />}>
          <AvatarMenu user={user} />
        </Suspense>
      </>
    );
  }
  // A token whose user is still loading: hold the place instead of flashing Sign In.
  if (token) return <BusyPlaceholder height="40px" width="88px" />;
  return (
    <ButtonLink href={signInUrl(`${pathname}${search}`)} $size="small">
      {t('header.signIn')}
    </ButtonLink>
  );
}

/**
 * The portal header (P1 §2): product name, navigation with the current section highlighted, Help, language
 * toggle, Sign In or the bell and avatar menu; below 960 px the navigation folds behind a menu button.
 */
export function Header({ pathname, search }: { pathname: string; search: string }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label={t('header.homeLabel')}>
          <LogoMark />
          <span aria-hidden="true">{t('kit:productName')}</span>
        </Brand>
        <Nav id={PRIMARY_NAV_ID} aria-label={t('header.primaryNav')} $open={menuOpen}>
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} aria-current={isActiveLink(link, pathname) ? 'page' : undefined}>
                  {t(link.labelKey)}
                </AppLink>
              </li>
            ))}
            <Separator aria-hidden="true" role="none" />
            <li>
              <AppLink
                href="/account/tickets"
                aria-current={
                  isActiveLink({ href: '/account/tickets', labelKey: '' }, pathname) ? 'page' : undefined
                }
              >
                {t('header.help')}
              </AppLink>
            </li>
          </ul>
        </Nav>
        <Actions>
          <LanguageToggle />
          <AccountActions pathname={pathname} search={search} />
          <MenuButton
            type="button"
            aria-expanded={menuOpen}
            aria-controls={PRIMARY_NAV_ID}
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <HamburgerIcon open={menuOpen} />
          </MenuButton>
        </Actions>
      </Inner>
    </Bar>
  );
}
