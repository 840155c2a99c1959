import { Heading, Muted, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import '../i18n';
import { STAFF_PASS_NAMESPACE } from '../i18n';
import { GrantForm } from './grant-form';
import { RecentGrants } from './recent-grants';
import { NextSeasonSection } from './season/next-season-section';
import { SeasonSection } from './season/season-section';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  h1 {
    margin-block-end: 0;
  }
`;

/**
 * /staff/pass (DESIGN §3, issue 31; organizers and admins): the pass desk. Its sections, one after another: grant
 * or revoke a player's XP and loyalty points, the latest grants, the season's levels and missions to edit, and the
 * next season to create and start.
 */
export function StaffPassPage() {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  usePageTitle(t('title'));
  return (
    <Page>
      <div>
        <Heading>{t('title')}</Heading>
        <Muted>{t('intro')}</Muted>
      </div>
      <GrantForm />
      <RecentGrants />
      <SeasonSection />
      <NextSeasonSection />
    </Page>
  );
}
