import {
  Alert,
  Button,
  EmptyState,
  LoadFailed,
  PageContainer,
  redirectToSignIn,
  SectionTitle,
  useLocale,
  usePageTitle,
  type PassMission,
  type PassTier,
} from '@arena/shared-kit';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useGamesXp } from '../api/get-games-xp';
import { useTiers } from '../api/get-tiers';
import { usePassAccess } from '../hooks/use-pass-access';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { seasonForLocale } from '../utils/pass-levels';
import { BuffList } from './buff-list';
import { LevelStrip, LevelStripSkeleton } from './level-strip';
import { MilestoneCards } from './milestone-cards';
import { LastSeason } from './last-season';
import { PassHero } from './pass-hero';
import { ProgressSummary } from './progress-summary';
import { SignInPopup } from './sign-in-popup';
import { SyncPanel } from './sync-panel';
import { TournamentsSection } from './tournaments-section';

// Popups most visits never open load on demand.
const MissionPopup = lazy(() => import('./mission-popup'));
const RegisterPopup = lazy(() => import('./access-popups').then((m) => ({ default: m.RegisterPopup })));
const RegionPopup = lazy(() => import('./access-popups').then((m) => ({ default: m.RegionPopup })));
// The member's history loads after the page, at its end, so nothing above it moves.
const PointsHistory = lazy(() => import(/* webpackChunkName: "pass-history" */ './points-history'));

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(8)};
`;

const Buffs = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
`;

const RegisterBanner = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

type Popup = 'register' | 'region' | { tier: PassTier; mission: PassMission } | null;

/**
 * /mena-pass (P2 §2 "Reward pass page"): the hero, then for a member their progress, the match sync and the
 * milestones; for everyone the 50 levels with their missions, the buffs and the tournaments to play; then the
 * member's XP and points history. A visitor sees it behind the blocking sign-in popup; a signed-in player who is
 * not a member is offered the register popup.
 */
export function PassPage() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  usePageTitle(t('pageTitle'));
  const locale = useLocale();
  const { access, progress, progressLoading } = usePassAccess();
  const member = access === 'registered';
  const gamesXp = useGamesXp(member);
  const tiersQuery = useTiers();
  const season = seasonForLocale(tiersQuery.data, locale);
  const [popup, setPopup] = useState<Popup>(null);

  // The register popup opens by itself once, when the page learns the player is not a member.
  const offeredRegistration = useRef(false);
  useEffect(() => {
    if (access !== 'unregistered' || offeredRegistration.current) return;
    offeredRegistration.current = true;
    setPopup('register');
  }, [access]);

  const openMission = (tier: PassTier, mission: PassMission) => {
    if (access === 'visitor') redirectToSignIn();
    else if (access === 'unregistered') setPopup('register');
    else if (member) setPopup({ tier, mission });
  };
  const close = () => setPopup(null);

  return (
    <PageContainer>
      <Stack>
        <PassHero />
        {access === 'unregistered' && (
          <RegisterBanner $tone="info" role="region" aria-label={t('register.title')}>
            <span>{t('register.banner')}</span>
            <Button $size="small" onClick={() => setPopup('register')}>
              {t('register.cta')}
            </Button>
          </RegisterBanner>
        )}
        {member && progress && season.tiers.length > 0 && (
          <ProgressSummary
            progress={progress}
            tiers={season.tiers}
            gamesProcessed={gamesXp?.gamesProcessed}
          />
        )}
        {member && progress?.lastSeason && <LastSeason result={progress.lastSeason} />}
        {member && <SyncPanel />}
        {member && progress && season.tiers.length > 0 && (
          <MilestoneCards tiers={season.tiers} currentLevel={progress.currentLevel} />
        )}
        <section aria-labelledby="pass-levels-title" aria-busy={tiersQuery.isPending}>
          <SectionTitle id="pass-levels-title">{t('levels.title')}</SectionTitle>
          {tiersQuery.isPending ? (
            <LevelStripSkeleton />
          ) : tiersQuery.isError ? (
            <LoadFailed title={t('loadError')} onRetry={() => void tiersQuery.refetch()} />
          ) : season.tiers.length === 0 ? (
            <EmptyState title={t('levels.empty')} />
          ) : (
            <LevelStrip
              tiers={season.tiers}
              progress={member ? progress : null}
              signedOut={access === 'visitor'}
              onOpenMission={openMission}
            />
          )}
        </section>
        {/* While the levels load, the buffs hold their place: the tournaments below do not move (issue 28). */}
        {!tiersQuery.isError && (
          <Buffs>
            <BuffList
              title={t('buffs.active')}
              emptyText={t('buffs.noActive')}
              buffs={season.activeBuffs}
              loading={tiersQuery.isPending}
            />
            <BuffList
              title={t('buffs.upcoming')}
              emptyText={t('buffs.noUpcoming')}
              buffs={season.upcomingBuffs}
              loading={tiersQuery.isPending}
            />
          </Buffs>
        )}
        <TournamentsSection />
        {member && (
          <Suspense fallback={null}>
            <PointsHistory />
          </Suspense>
        )}
      </Stack>
      {access === 'visitor' && <SignInPopup />}
      <Suspense fallback={null}>
        {popup === 'register' && access === 'unregistered' && (
          <RegisterPopup onClose={close} onRegionRestricted={() => setPopup('region')} />
        )}
        {popup === 'region' && <RegionPopup onClose={close} />}
        {popup !== null && typeof popup === 'object' && member && (
          <MissionPopup
            tier={popup.tier}
            mission={popup.mission}
            progress={progress}
            progressLoading={progressLoading}
            onClose={close}
          />
        )}
      </Suspense>
    </PageContainer>
  );
}
