import { useTranslation } from 'react-i18next';
import { useTournamentOutlet } from '../../../hooks/use-tournament-outlet';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { ScheduleCards } from './schedule-cards';
import { Section } from './section';
import { SubPageSkeleton } from './sub-page-skeleton';

/** /tournaments/{id}/schedule (P1 §2 "Schedule page"). */
export function SchedulePage() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const { tournament } = useTournamentOutlet();
  if (!tournament) return <SubPageSkeleton rows={2} />;
  return (
    <Section title={t('schedule.title')}>
      <ScheduleCards tournament={tournament} />
    </Section>
  );
}
