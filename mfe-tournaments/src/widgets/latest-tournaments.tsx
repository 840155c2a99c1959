import '../i18n';
import {
  AppLink,
  formatDate,
  localized,
  Skeleton,
  useLocale,
  WidgetContent,
  WidgetSection,
} from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LATEST_TOURNAMENTS_QUERY, useTournaments } from '../features/tournaments/api/get-tournaments';
import { StatusBadge } from '../components/status-badge';
import { TournamentPoster } from '../components/tournament-poster';
import { prizePoolLabel } from '../utils/card-labels';
import { cardStatus } from '../utils/tournament-stage';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(AppLink)`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  transition: border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const LATEST_COUNT = 3;

export interface LatestTournamentsProps {
  /** False inside a page section that already has its own title and link (the shell's home page). */
  showHeader?: boolean;
}

/**
 * Home page widget (P1 §1): the three newest tournaments as compact cards, each opening its tournament, and a
 * View all link (exposed as ./LatestTournaments). Rendered by the shell in its own React tree, so it uses no
 * router.
 */
export default function LatestTournaments({ showHeader = true }: LatestTournamentsProps) {
  const { t } = useTranslation('tournaments');
  const locale = useLocale();
  const query = useTournaments(LATEST_TOURNAMENTS_QUERY);
  const now = Date.now();

  return (
    <WidgetSection
      data-testid="latest-tournaments"
      title={t('latest.title')}
      link={{ href: '/tournaments', label: t('latest.viewAll') }}
      showHeader={showHeader}
      busy={query.isPending}
    >
      <WidgetContent
        pending={query.isPending}
        failed={query.isError}
        errorText={t('latest.error')}
        onRetry={() => void query.refetch()}
        skeleton={
          <Cards aria-hidden="true" data-testid="latest-tournaments-skeleton">
            {Array.from({ length: LATEST_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton $height="260px" />
              </li>
            ))}
          </Cards>
        }
        empty={query.data?.length === 0}
        emptyText={t('latest.empty')}
      >
        {() => (
          <Cards>
            {(query.data ?? []).slice(0, LATEST_COUNT).map((tournament) => {
              const name = localized(tournament.name, locale);
              const starts = formatDate(tournament.starting_time, locale) ?? t('kit:notAvailable');
              return (
                <li key={tournament.id}>
                  <CardLink href={`/tournaments/${encodeURIComponent(tournament.id)}`}>
                    <TournamentPoster poster={tournament.poster} />
                    <CardBody>
                      <div>
                        <StatusBadge status={cardStatus(tournament, now)} />
                      </div>
                      <h3>{name}</h3>
                      <p>{t('latest.starts', { date: starts })}</p>
                      <strong>{prizePoolLabel(tournament.prizepool_format, locale)}</strong>
                    </CardBody>
                  </CardLink>
                </li>
              );
            })}
          </Cards>
        )}
      </WidgetContent>
    </WidgetSection>
  );
}
