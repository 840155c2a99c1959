import {
  Button,
  EmptyState,
  PageContainer,
  SectionTitle,
  Skeleton,
  useLocale,
  usePageTitle,
  useSession,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePassProgress } from '../api/get-progress';
import { useTiers } from '../api/get-tiers';
import { seasonForLocale } from '../utils/pass-levels';
import { BuffList } from './buff-list';
import { LevelStrip } from './level-strip';
import { PassHero } from './pass-hero';
import { ProgressSummary } from './progress-summary';
import { SignInPopup } from './sign-in-popup';

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

const SkeletonStrip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  overflow: hidden;
`;

/**
 * /mena-pass: the hero, the season's 50 levels and its buffs. Signed-out visitors see it behind the sign-in
 * popup; a registered player also sees their progress.
 */
export function PassPage() {
  const { t } = useTranslation('pass');
  usePageTitle(t('pageTitle'));
  const locale = useLocale();
  const isVisitor = useSession((state) => !state.token && !state.isAuthenticated);
  const tiersQuery = useTiers();
  const { progress } = usePassProgress();
  const season = seasonForLocale(tiersQuery.data, locale);

  return (
    <PageContainer>
      <Stack>
        <PassHero />
        {progress && season.tiers.length > 0 && <ProgressSummary progress={progress} tiers={season.tiers} />}
        <section aria-labelledby="pass-levels-title" aria-busy={tiersQuery.isPending}>
          <SectionTitle id="pass-levels-title">{t('levels.title')}</SectionTitle>
          {tiersQuery.isPending ? (
            <SkeletonStrip data-testid="levels-skeleton">
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} $width="176px" $height="188px" style={{ flex: 'none' }} />
              ))}
            </SkeletonStrip>
          ) : tiersQuery.isError ? (
            <EmptyState
              title={t('loadError')}
              action={
                <Button $variant="secondary" onClick={() => void tiersQuery.refetch()}>
                  {t('kit:retry')}
                </Button>
              }
            />
          ) : season.tiers.length === 0 ? (
            <EmptyState title={t('levels.empty')} />
          ) : (
            <LevelStrip tiers={season.tiers} progress={progress} />
          )}
        </section>
        {tiersQuery.isSuccess && (
          <Buffs>
            <BuffList title={t('buffs.active')} emptyText={t('buffs.noActive')} buffs={season.activeBuffs} />
            <BuffList
              title={t('buffs.upcoming')}
              emptyText={t('buffs.noUpcoming')}
              buffs={season.upcomingBuffs}
            />
          </Buffs>
        )}
      </Stack>
      {isVisitor && <SignInPopup />}
    </PageContainer>
  );
}
