import { localized, useLocale } from '@arena/shared-kit';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RegistrationPanel } from '../../features/registration/components/registration-panel';
import { useTournamentOutlet } from '../../hooks/use-tournament-outlet';
import { TOURNAMENT_PAGE_NAMESPACE } from '../../features/tournament-page/i18n';
import { rulebookUrl } from '../../features/tournament-page/utils/info-grid';
import { FaqAccordion } from '../../features/tournament-page/components/faq-accordion';
import { ExternalIcon } from '../../features/tournament-page/components/icons';
import { InfoGrid } from '../../features/tournament-page/components/info-grid';
import { PrizePool } from '../../features/tournament-page/components/prize-pool';
import { ProcessSteps } from '../../features/tournament-page/components/process-steps';
import { RankRequirements } from '../../features/tournament-page/components/rank-requirements';
import { ScheduleCards } from '../../features/tournament-page/components/schedule-cards';
import { Section, Stack } from '../../features/tournament-page/components/section';
import { StreamSection } from '../../features/tournament-page/components/stream-section';
import { SubPageSkeleton } from '../../features/tournament-page/components/sub-page-skeleton';
import { TextListSection } from '../../features/tournament-page/components/text-list-section';
import { renderMatchChat } from './match-chat';
import { TournamentMatchBox } from './tournament-match-box';

// The matchmaking panel (its strings, rules and socket events) loads only on matchmaking tournaments.
const MatchmakingPanel = lazy(() =>
  import('../../features/matchmaking/components/matchmaking-panel').then((m) => ({
    default: m.MatchmakingPanel,
  })),
);

const Description = styled.p`
  margin: 0;
  white-space: pre-line;
  line-height: 1.6;
`;

const RulebookLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
`;

/**
 * The tournament overview (P1 §2): description, the registration panel (bracket) or the matchmaking panel, the live
 * stream when it has one (loaded on a click), info grid, prize pool, schedule, rulebook link, the 4-step process,
 * requirements, rules and FAQs.
 */
export function OverviewPage() {
  const { t } = useTranslation(TOURNAMENT_PAGE_NAMESPACE);
  const locale = useLocale();
  const { tournament } = useTournamentOutlet();
  if (!tournament) return <SubPageSkeleton rows={6} />;
  const rulebook = rulebookUrl(tournament);
  const description = localized(tournament.description, locale);

  return (
    <Stack>
      {description.trim() && (
        <Section title={t('overview.about')}>
          <Description>{description}</Description>
        </Section>
      )}
      {tournament.tournament_type === 'matchmaking' ? (
        <Suspense fallback={<SubPageSkeleton rows={2} />}>
          <MatchmakingPanel tournament={tournament} renderChat={renderMatchChat} />
        </Suspense>
      ) : (
        <>
          <RegistrationPanel tournament={tournament} />
          <TournamentMatchBox tournament={tournament} />
        </>
      )}
      {tournament.stream && (
        <StreamSection stream={tournament.stream} tournamentName={localized(tournament.name, locale)} />
      )}
      <InfoGrid tournament={tournament} />
      <PrizePool tournament={tournament} />
      <Section title={t('schedule.title')}>
        <ScheduleCards tournament={tournament} />
      </Section>
      {rulebook && (
        <Section title={t('overview.rulebook.title')}>
          <RulebookLink href={rulebook} target="_blank" rel="noopener noreferrer">
            {t('overview.rulebook.link')}
            <ExternalIcon />
          </RulebookLink>
        </Section>
      )}
      <ProcessSteps />
      <RankRequirements tournament={tournament} />
      <TextListSection
        title={t('overview.requirements')}
        items={tournament.requirements}
        emptyText={t('overview.noRequirements')}
      />
      <TextListSection
        title={t('overview.rules')}
        items={tournament.rules}
        emptyText={t('overview.noRules')}
      />
      <Section title={t('faqs.title')}>
        <FaqAccordion faqs={tournament.faqs} />
      </Section>
    </Stack>
  );
}
