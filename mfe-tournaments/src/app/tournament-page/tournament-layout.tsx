import {
  Badge,
  Heading,
  localized,
  PageContainer,
  pageTitle,
  Skeleton,
  toast,
  useLocale,
  usePageMeta,
  usePageTitle,
} from '@arena/shared-kit';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { isTournamentNotFound, useTournament } from '../../features/tournaments/api/get-tournament';
import { StatusBadge } from '../../components/status-badge';
import { posterSrc, TournamentPoster } from '../../components/tournament-poster';
import { useNow } from '../../hooks/use-now';
import { cardStatus } from '../../utils/tournament-stage';
import type { TournamentOutletContext } from '../../hooks/use-tournament-outlet';
import { TOURNAMENT_PAGE_NAMESPACE } from '../../features/tournament-page/i18n';
import { shareText } from '../../features/tournament-page/utils/share';
import { rememberedType, rememberType } from '../../features/tournament-page/utils/sidebar-tabs';
import { ShareMenu } from '../../features/tournament-page/components/share-menu';
import { AddToCalendarLink } from '../../features/calendar/components/add-to-calendar-link';
export { subPages } from './sub-pages';
import { SidebarTabs } from '../../features/tournament-page/components/sidebar-tabs';
import { SubPageSkeleton } from '../../features/tournament-page/components/sub-page-skeleton';
import { useSupportChatAddress } from '../../features/support-chat/hooks/use-support-chat-address';

// The chat widget loads only for tournaments that offer live support (P1 §2), in its own chunk.
const SupportChatWidget = lazy(() =>
  import('../../features/support-chat/components/support-chat-widget').then((module) => ({
    default: module.SupportChatWidget,
  })),
);

const Back = styled(Link)`
  display: inline-block;
  margin-block-end: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Banner = styled(TournamentPoster)`
  aspect-ratio: 16 / 5;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const TitleRow = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block: ${({ theme }) => theme.space(6)};
  h1,
  [data-name-placeholder] {
    margin-block: ${({ theme }) => theme.space(2)} 0;
  }
`;

/**
 * While the tournament loads, the title row keeps the loaded row's size (issue 14, no layout shift): an invisible
 * badge of the same height, a skeleton one heading line high (a name that wraps to a second line is the only
 * growth left), and the header actions, drawn but invisible until the tournament is in. The skeleton leaves the
 * actions (about 300 px) room beside it wherever a usual name does, so the row does not wrap only while loading
 * (a tablet, issue 28).
 */
const NAME_PLACEHOLDER_WIDTH = 'clamp(160px, 100vw - 380px, 420px)';

const NamePlaceholder = styled(Heading).attrs({
  as: 'div',
  'aria-hidden': true,
  'data-name-placeholder': '',
})``;

const HiddenBadge = styled(Badge).attrs({ 'aria-hidden': true })`
  visibility: hidden;
`;

const HeaderActions = styled.div<{ $hidden: boolean }>`
  visibility: ${({ $hidden }) => ($hidden ? 'hidden' : 'visible')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.medium}) {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const Main = styled.div`
  min-inline-size: 0;
`;

/**
 * /tournaments/{id} and its sub-pages (P1 §2): the poster banner, the name with the stage badge and the Share
 * menu, the sidebar tabs, and the current sub-page. Sets the page title and meta tags from the tournament; a
 * missing tournament (code 10001) or a failed load toasts and goes back to the list (P1 §8).
 */
export function TournamentLayout() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const now = useNow();
  const query = useTournament(id);
  const tournament = query.data;
  const name = tournament ? localized(tournament.name, locale) : null;
  const description = tournament ? localized(tournament.description, locale) : '';
  const pageName = name || t('loadingTitle');
  const url = `${window.location.origin}/tournaments/${encodeURIComponent(id)}`;
  const type = tournament?.tournament_type ?? rememberedType(id);
  const supportChat = useSupportChatAddress();

  usePageTitle(pageName);
  usePageMeta({
    title: pageTitle(pageName),
    description: description.trim() || t('metaFallback'),
    url,
    image: tournament ? posterSrc(tournament.poster, locale) : undefined,
  });

  useEffect(() => {
    if (tournament) rememberType(id, tournament.tournament_type);
  }, [id, tournament]);

  const { error, isError } = query;
  const hasData = tournament !== undefined;
  useEffect(() => {
    if (!isError) return;
    // A failed background refresh keeps the page it already shows; a tournament that is gone does not.
    const notFound = isTournamentNotFound(error);
    if (hasData && !notFound) return;
    toast.error(t(notFound ? 'notFound' : 'loadError'));
    navigate('/tournaments', { replace: true });
    // One toast per failure, not per language change (t is left out on purpose).
  }, [isError, error, hasData, navigate]);

  // Stable between clock ticks, so the sub-pages re-render only when the tournament changes.
  const context = useMemo<TournamentOutletContext>(() => ({ id, tournament }), [id, tournament]);

  return (
    <PageContainer>
      <Back to="/tournaments">{t('backToList')}</Back>
      <Banner poster={tournament?.poster} eager />
      <TitleRow>
        {tournament && name ? (
          <div>
            <StatusBadge status={cardStatus(tournament, now)} />
            <Heading>{name}</Heading>
          </div>
        ) : (
          <div aria-busy="true" data-testid="tournament-skeleton">
            <HiddenBadge>{'\u00a0'}</HiddenBadge>
            <NamePlaceholder>
              <Skeleton $height="1.2em" $width={NAME_PLACEHOLDER_WIDTH} />
            </NamePlaceholder>
          </div>
        )}
        <HeaderActions $hidden={!tournament}>
          <AddToCalendarLink tournamentId={tournament?.id ?? id} />
          <ShareMenu url={url} text={shareText(description)} />
        </HeaderActions>
      </TitleRow>
      <Columns>
        <SidebarTabs id={id} type={type} />
        <Main>
          <Suspense fallback={<SubPageSkeleton />}>
            <Outlet context={context} />
          </Suspense>
        </Main>
      </Columns>
      {tournament?.support_live_chat && (
        <Suspense fallback={null}>
          <SupportChatWidget
            tournament={tournament}
            openRequested={supportChat.requested}
            onOpenRequestHandled={supportChat.handled}
          />
        </Suspense>
      )}
    </PageContainer>
  );
}
