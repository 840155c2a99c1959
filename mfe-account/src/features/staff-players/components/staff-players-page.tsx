import { Heading, Muted, usePageTitle, useSession } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { PlayerSearch } from './player-search';
import { StaffRolesSection } from './staff-roles-section';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  h1 {
    margin-block-end: 0;
  }
  > p {
    margin-block-start: calc(-1 * ${({ theme }) => theme.space(4)});
  }
`;

/**
 * /staff/players (DESIGN §3, §5): the staff desk's players. Support and admins find a player and open them to ban or
 * unban (`/staff/players/{id}`); admins also grant and revoke staff roles here, a section no other role sees (the
 * API refuses it to them too).
 */
export function StaffPlayersPage() {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  usePageTitle(t('title'));
  const isAdmin = useSession((state) => state.user?.staffRoles?.includes('admin') ?? false);
  return (
    <Page>
      <Heading>{t('title')}</Heading>
      <Muted>{t(isAdmin ? 'introAdmin' : 'intro')}</Muted>
      <PlayerSearch />
      {isAdmin && <StaffRolesSection />}
    </Page>
  );
}
