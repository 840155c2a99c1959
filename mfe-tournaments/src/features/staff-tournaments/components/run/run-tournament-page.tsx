import type { OrganizerTournament } from '@arena/contract';
import { Alert, BusyPlaceholder, Heading, localized, useLocale, usePageTitle } from '@arena/shared-kit';
import { DeskBackLink } from '@arena/shared-kit/staff-desk';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useOrganizerTournament } from '../../api/get-organizer-tournament';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { sayOrganizerRefusal } from '../editor/organizer-refusals';
import { LadderPanel } from './ladder-panel';
import { MatchDesk } from './match-desk';
import { SeedingPanel } from './seeding-panel';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * What the run page shows of a loaded tournament: for a bracket, the seeding (entrants, seed, start) and the match
 * desk (results, times, resets, forfeits, disqualifications, complete); for a ladder, ending it.
 */
function RunTournament({ tournament }: { tournament: OrganizerTournament }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  return (
    <>
      <Heading>{t('run.title', { name: localized(tournament.name, locale) })}</Heading>
      {tournament.lifecycle === 'draft' && (
        <Alert $tone="warning" role="note">
          {t('run.draftNote')}
        </Alert>
      )}
      {tournament.tournament_type === 'matchmaking' ? (
        <LadderPanel tournament={tournament} />
      ) : (
        <>
          <SeedingPanel tournament={tournament} />
          <MatchDesk tournament={tournament} />
        </>
      )}
    </>
  );
}

/** /staff/tournaments/{id}/run: the organizer runs a published tournament or ladder (issue 30). */
export function RunTournamentPage() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const locale = useLocale();
  const { id = '' } = useParams();
  const tournament = useOrganizerTournament(id);
  usePageTitle(
    tournament.data
      ? t('run.title', { name: localized(tournament.data.name, locale) })
      : t('run.loadingTitle'),
  );

  return (
    <Page>
      <DeskBackLink to="/staff/tournaments">{t('editor.back')}</DeskBackLink>
      {tournament.isPending ? (
        <BusyPlaceholder height="24rem" />
      ) : tournament.isError ? (
        <Alert $tone="danger">{sayOrganizerRefusal(t, locale, tournament.error, 'run.loadError')}</Alert>
      ) : (
        <RunTournament tournament={tournament.data} />
      )}
    </Page>
  );
}
