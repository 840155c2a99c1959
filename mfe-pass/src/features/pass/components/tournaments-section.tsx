import {
  AppLink,
  ButtonLink,
  Card,
  formatDate,
  localized,
  Muted,
  SectionTitle,
  Skeleton,
  useLocale,
} from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUGGESTED_TOURNAMENTS, useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { PASS_PAGE_NAMESPACE } from '../i18n';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    block-size: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.medium};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/** Where the XP comes from: the next tournaments (each opening its page) and the way to all of them. */
export function TournamentsSection() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const tournaments = useUpcomingTournaments();
  return (
    <Card as="section" aria-labelledby={titleId} aria-busy={tournaments.isPending || undefined}>
      <Header>
        <SectionTitle id={titleId}>{t('links.tournamentsTitle')}</SectionTitle>
        <ButtonLink as={AppLink} href="/tournaments" $variant="secondary" $size="small">
          {t('links.tournaments')}
        </ButtonLink>
      </Header>
      <Muted>{t('links.tournamentsText')}</Muted>
      {tournaments.isPending ? (
        <List aria-hidden="true">
          {Array.from({ length: SUGGESTED_TOURNAMENTS }, (_, index) => (
            <li key={index}>
              <Skeleton $height="72px" />
            </li>
          ))}
        </List>
      ) : tournaments.isError ? (
        <Muted role="alert">{t('links.tournamentsFailed')}</Muted>
      ) : tournaments.data.length === 0 ? (
        <Muted>{t('links.noTournaments')}</Muted>
      ) : (
        <List>
          {tournaments.data.map((tournament) => (
            <li key={tournament.id}>
              <AppLink href={`/tournaments/${encodeURIComponent(tournament.id)}`}>
                <strong>{localized(tournament.name, locale)}</strong>
                <span>{t('links.starts', { date: formatDate(tournament.starting_time, locale) ?? '' })}</span>
              </AppLink>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
