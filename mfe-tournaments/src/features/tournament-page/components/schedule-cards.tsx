import { Muted, timeZoneAbbreviation, type Tournament, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StatusBadge } from '../../../components/status-badge';
import { useNow } from '../../../hooks/use-now';
import { cardStatus } from '../../../utils/tournament-stage';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { dateParts, scheduleCards } from '../utils/schedule';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  h3 {
    margin: 0;
    font-size: 0.95rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const When = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`;

const Day = styled.span`
  font-size: 2rem;
  font-weight: 800;
  line-height: 1;
`;

const Month = styled.span`
  font-size: 1.1rem;
  font-weight: 700;
  text-transform: uppercase;
`;

const Time = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The schedule (P1 §2 "Schedule page"): the dates of the tournament's kind, each with day, month and time in the
 * locale and the viewer's time zone, plus the current stage from the dates for non-matchmaking tournaments.
 */
export function ScheduleCards({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const now = useNow();
  const cards = scheduleCards(tournament);
  const zone = timeZoneAbbreviation();
  if (cards.length === 0) return <Muted>{t('schedule.empty')}</Muted>;
  return (
    <Cards>
      {cards.map((card) => {
        const parts = dateParts(card.at, locale);
        return (
          <Card key={card.key} data-schedule={card.key}>
            <h3>{t(`schedule.cards.${card.key}`)}</h3>
            <When>
              <Day>{parts.day}</Day>
              <Month>{parts.month}</Month>
            </When>
            <Time>
              <time dateTime={card.at}>{parts.time}</time> {zone}
            </Time>
          </Card>
        );
      })}
      {tournament.tournament_type !== 'matchmaking' && (
        <Card data-schedule="currentStage">
          <h3>{t('schedule.currentStage')}</h3>
          <div>
            <StatusBadge status={cardStatus(tournament, now)} />
          </div>
        </Card>
      )}
    </Cards>
  );
}
