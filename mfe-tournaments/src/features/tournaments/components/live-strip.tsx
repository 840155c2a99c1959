import { Badge, localized, type Tournament, useLocale } from '@arena/shared-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { prizePoolLabel } from '../../../utils/card-labels';
import { TournamentPoster } from '../../../components/tournament-poster';
import { LIST_NAMESPACE } from '../i18n';

const Section = styled.section`
  margin-block-end: ${({ theme }) => theme.space(8)};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.25rem;
  }
  h2::before {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 4px color-mix(in srgb, ${({ theme }) => theme.colors.danger} 30%, transparent);
  }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CardLink = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid
    color-mix(in srgb, ${({ theme }) => theme.colors.danger} 45%, ${({ theme }) => theme.colors.border});
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const LiveBadge = styled(Badge)`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(2)};
  inset-inline-start: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.danger};
  color: #1a0000;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Live Tournaments (P1 §2, §9): the region's live tournaments with the most participants, each with poster, name,
 * participants, prize pool and a Live Now badge, opening the tournament. The caller hides it when none is live.
 */
export function LiveStrip({ tournaments }: { tournaments: Tournament[] }) {
  const { t } = useTranslation(LIST_NAMESPACE);
  const locale = useLocale();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid="live-strip">
      <h2 id={headingId}>{t('live.title')}</h2>
      <Cards>
        {tournaments.map((tournament, index) => (
          <li key={tournament.id}>
            <CardLink to={`/tournaments/${encodeURIComponent(tournament.id)}`}>
              {/* The strip opens the list page, under its intro: its first poster is in the first screen. */}
              <TournamentPoster poster={tournament.poster} eager={index === 0} />
              <LiveBadge>{t('live.badge')}</LiveBadge>
              <Body>
                <h3>{localized(tournament.name, locale)}</h3>
                <p>
                  {t('live.participants', { count: tournament.registrationStats?.totalParticipants ?? 0 })}
                </p>
                <strong>{prizePoolLabel(tournament.prizepool_format, locale)}</strong>
              </Body>
            </CardLink>
          </li>
        ))}
      </Cards>
    </Section>
  );
}
