import { BusyPlaceholder, type TournamentType } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { TAB_PATHS, tabsFor } from '../utils/sidebar-tabs';

const Nav = styled.nav`
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space(4)};
    ul {
      flex-direction: column;
      overflow: visible;
    }
  }
`;

const Tab = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border-inline-start: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-inline-start-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

/**
 * The tournament's sections as links (P1 §2 sidebar tabs); the current one carries aria-current="page", and
 * back and forward move between them like any other page.
 */
export function SidebarTabs({ id, type }: { id: string; type: TournamentType | null }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const base = `/tournaments/${encodeURIComponent(id)}`;
  return (
    <Nav aria-label={t('tabs.label')}>
      {type ? (
        <ul>
          {tabsFor(type).map((tab) => (
            <li key={tab}>
              <Tab to={TAB_PATHS[tab] ? `${base}/${TAB_PATHS[tab]}` : base} end>
                {t(`tabs.${tab}`)}
              </Tab>
            </li>
          ))}
        </ul>
      ) : (
        <BusyPlaceholder height="44px" />
      )}
    </Nav>
  );
}
