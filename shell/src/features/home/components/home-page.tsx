import { PageContainer, usePageTitle, VisuallyHidden } from '@arena/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RemoteWidget } from '../../../app/federation/remote-widget';
import { CommunitySection, HowToStart } from './community-and-start';
import { LoyaltyExplainer, XpBoostExplainer } from './explainers';
import { HomeSection } from './home-section';
import { PromoCarousel } from './promo-carousel';
import { RegionButtons } from './region-buttons';

const Stack = styled(PageContainer)`
  display: grid;
  /* One column as wide as the page, never as wide as the widest slide (a 320-px phone scrolled sideways). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(12)};
  padding-block-start: ${({ theme }) => theme.space(6)};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/**
 * The pass preview's height before its code arrives, the height its four 150-px milestones take (issue 28, no
 * layout shift on a tablet): one row from a 668-px screen, two rows from 344 px, else one column.
 */
const PASS_PREVIEW_HEIGHT =
  'max(150px, min(312px, (668px - 100vw) * 1000), min(636px, (344px - 100vw) * 1000))';

export interface HomePageProps {
  /** Under the carousel: the onboarding tour's invitation (composed by src/app). */
  tourInvitation?: ReactNode;
  /** In How to start: the button that replays the onboarding tour (composed by src/app). */
  tourButton?: ReactNode;
}

/**
 * The onboarding invitation appears once the player is known (after the page is drawn): it floats above the page
 * instead of pushing the carousel's neighbours down (issue 14, no layout shift).
 */
const Floating = styled.div`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space(4)};
  inset-block-end: ${({ theme }) => theme.space(4)};
  z-index: 30;
  max-inline-size: 560px;
  &:empty {
    display: none;
  }
`;

/**
 * The home page (P1 §1): carousel, region buttons, pass preview, XP and loyalty explainers, the latest
 * tournaments and news, the community and how to start. Each widget from a remote fails alone.
 */
export function HomePage({ tourInvitation, tourButton }: HomePageProps) {
  const { t } = useTranslation('shell');
  usePageTitle(null);
  return (
    <Stack>
      <VisuallyHidden as="h1">{t('kit:productName')}</VisuallyHidden>
      <PromoCarousel />
      {tourInvitation && <Floating>{tourInvitation}</Floating>}
      <RegionButtons />
      <HomeSection
        title={t('home.pass.title')}
        text={t('home.pass.text')}
        more={{ href: '/me-pass', label: t('home.pass.viewAll') }}
        testId="home-pass"
      >
        <RemoteWidget
          remote="pass"
          widget="PassPreview"
          props={{ showHeader: false }}
          loadWhenVisible
          placeholderHeight={PASS_PREVIEW_HEIGHT}
        />
      </HomeSection>
      <Pair>
        <XpBoostExplainer />
        <LoyaltyExplainer />
      </Pair>
      <HomeSection
        title={t('home.tournaments.title')}
        more={{ href: '/tournaments', label: t('home.tournaments.viewAll') }}
        testId="home-tournaments"
      >
        <RemoteWidget
          remote="tournaments"
          widget="LatestTournaments"
          props={{ showHeader: false }}
          loadWhenVisible
          placeholderHeight="320px"
        />
      </HomeSection>
      <HomeSection
        title={t('home.news.title')}
        more={{ href: '/news', label: t('home.news.viewAll') }}
        testId="home-news"
      >
        <RemoteWidget
          remote="community"
          widget="LatestNews"
          props={{ showHeader: false }}
          loadWhenVisible
          placeholderHeight="320px"
        />
      </HomeSection>
      <Pair>
        <CommunitySection />
        <HowToStart tourButton={tourButton} />
      </Pair>
    </Stack>
  );
}
