import { Heading, Muted, PageContainer, usePageTitle } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Community routes whose screens arrive in later releases, with the key of their page name. */
export const LATER_RELEASE_ROUTES = [
  { path: '/loyalty-leaderboard', page: 'loyaltyLeaderboard' },
  { path: '/privacy-policy', page: 'privacyPolicy' },
  { path: '/terms-of-use', page: 'termsOfUse' },
  { path: '/faq', page: 'faq' },
  { path: '/changelog', page: 'changelog' },
  { path: '/bug-report', page: 'bugReport' },
  { path: '/translations', page: 'translations' },
] as const;

export type LaterReleasePageName = (typeof LATER_RELEASE_ROUTES)[number]['page'];

const Box = styled(PageContainer)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  padding-block: ${({ theme }) => theme.space(16)};
  a {
    font-weight: 600;
  }
`;

/** A named page that says it is coming in a later release, so navigation does not dead-end. */
export function LaterReleasePage({ page }: { page: LaterReleasePageName }) {
  const { t } = useTranslation('community');
  const name = t(`laterRelease.pages.${page}`);
  usePageTitle(name);
  return (
    <Box data-testid="later-release">
      <Heading>{name}</Heading>
      <Muted>{t('laterRelease.text')}</Muted>
      <Link to="/news">{t('laterRelease.goToNews')}</Link>
    </Box>
  );
}
