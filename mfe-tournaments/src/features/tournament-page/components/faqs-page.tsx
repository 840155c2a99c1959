import { useTranslation } from 'react-i18next';
import { useTournamentOutlet } from '../../../hooks/use-tournament-outlet';
import { TOURNAMENT_PAGE_NAMESPACE } from '../i18n';
import { FaqAccordion } from './faq-accordion';
import { Section } from './section';
import { SubPageSkeleton } from './sub-page-skeleton';

/** /tournaments/{id}/faqs (P1 §2 "FAQ page"): the accordion, a skeleton while the tournament loads. */
export function FaqsPage() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const { tournament } = useTournamentOutlet();
  if (!tournament) return <SubPageSkeleton rows={3} testId="faqs-skeleton" />;
  return (
    <Section title={t('faqs.title')}>
      <FaqAccordion faqs={tournament.faqs} />
    </Section>
  );
}
