import '../i18n';
import {
  AppLink,
  ButtonLink,
  EmptyState,
  Grid,
  Heading,
  type Locale,
  Muted,
  Unavailable,
  usePageTitle,
  useSession,
} from '@arena/shared-kit';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { calendarFeedQuery } from '../api/get-calendar-feed';
import { registeredTournamentsQuery } from '../api/get-registered-tournaments';
import { tournamentQuery, tournamentsQuery } from '../api/get-tournaments';
import { MY_TOURNAMENTS_NAMESPACE } from '../i18n';
import { missingTournamentIds, myTournaments } from '../utils/my-tournaments';
import { CalendarSubscribe } from './calendar-subscribe';
import { MyTournamentCard } from './my-tournament-card';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(6)};
  h1 {
    margin-block-end: ${({ theme }) => theme.space(1)};
  }
`;

const TrophyIcon = () => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3" />
  </svg>
);

/**
 * /account/tournaments, My Tournaments (P1 §2): the tournaments the player registered for (GET
 * /v1/tournaments/me/registered joined with GET /v1/tournaments), each card opening the tournament page.
 */
export function MyTournamentsPage() {
  const { t, i18n } = useTranslation(MY_TOURNAMENTS_NAMESPACE);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
  usePageTitle(t('title'));
  const userId = useSession((state) => state.user?.id ?? '');
  const registrations = useQuery({ ...registeredTournamentsQuery(userId), enabled: userId !== '' });
  const list = useQuery({ ...tournamentsQuery(), enabled: (registrations.data?.length ?? 0) > 0 });
  const missing = registrations.data && list.data ? missingTournamentIds(registrations.data, list.data) : [];
  const lookups = useQueries({ queries: missing.map((id) => ({ ...tournamentQuery(id), retry: false })) });
  // The calendar link sits above the list: the list waits for it, so it does not appear late above the cards and push
  // them down (0.11 CLS on a phone when the feed answered last). Without a feed the list still shows, with no link.
  const feed = useQuery({ ...calendarFeedQuery(userId), enabled: userId !== '' });

  const failed = registrations.isError || list.isError;
  const loading =
    registrations.isPending ||
    feed.isPending ||
    ((registrations.data?.length ?? 0) > 0 && list.isPending) ||
    lookups.some((lookup) => lookup.isPending);
  const tournaments = [
    ...(list.data ?? []),
    ...lookups.flatMap((lookup) => (lookup.data ? [lookup.data] : [])),
  ];
  const cards = registrations.data ? myTournaments(registrations.data, tournaments) : [];

  const retry = () => {
    void registrations.refetch();
    if (list.isError) void list.refetch();
  };

  return (
    <section>
      <Header>
        <div>
          <Heading>{t('title')}</Heading>
          <Muted>{t('subtitle')}</Muted>
        </div>
        <ButtonLink as={AppLink} href="/tournaments" $variant="secondary">
          {t('findTournaments')}
        </ButtonLink>
      </Header>
      {feed.data && <CalendarSubscribe url={feed.data} />}
      {failed ? (
        <Unavailable onRetry={retry} />
      ) : loading ? (
        <Muted role="status" aria-busy="true">
          {t('loading')}
        </Muted>
      ) : cards.length === 0 ? (
        <EmptyState
          icon={<TrophyIcon />}
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <ButtonLink as={AppLink} href="/tournaments">
              {t('empty.browse')}
            </ButtonLink>
          }
        />
      ) : (
        <Grid $min="260px" role="list" aria-label={t('title')}>
          {cards.map((entry) => (
            <div role="listitem" key={entry.tournament.id}>
              <MyTournamentCard entry={entry} locale={locale} />
            </div>
          ))}
        </Grid>
      )}
    </section>
  );
}
