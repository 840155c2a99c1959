import '../i18n';
import { isSoloFormat, tournamentPhase } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  localized,
  Muted,
  redirectToSignIn,
  SectionTitle,
  type Team,
  toast,
  type Tournament,
  useLocale,
  useSession,
} from '@arena/shared-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RegistrationChip } from '../../../components/registration-chip';
import { useRegistrationState } from '../api/get-registration-state';
import { useNow } from '../../../hooks/use-now';
import { useRegistrationActions } from '../hooks/use-registration-actions';
import { REGISTRATION_NAMESPACE } from '../i18n';
import { canUnregister, isClosedByAdmin, PHASE_END, panelButton } from '../utils/registration-rules';
import { TeamRegistrationDialog } from './team-registration-dialog';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled(SectionTitle)`
  margin: 0;
`;

const StatusRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The registration panel of a bracket tournament (P1 §4, §5): the phase from a 1-second clock, the one button
 * with its label and enabled rule, the player's status chip, solo or team registration, check-in, and
 * unregistering for the solo registrant or the team's owner or admin. Visitors pressing Register Now go to
 * sign-in and come back here.
 */
export function RegistrationPanel({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation(REGISTRATION_NAMESPACE);
  const locale = useLocale();
  const now = useNow(1000);
  const status = useRegistrationState(tournament.id);
  const { userId } = status;
  const actions = useRegistrationActions(tournament.id, userId);
  const [teamDialogOpen, setTeamDialogOpen] = useState(false);
  const [confirmingUnregister, setConfirmingUnregister] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const mainButtonRef = useRef<HTMLButtonElement>(null);
  const unregisterRef = useRef<HTMLButtonElement>(null);
  // Registering, checking in and unregistering replace or disable the button that started them: once one has
  // finished, focus goes on to Unregister or the main button rather than dropping to the page.
  const [handingFocusOn, setHandingFocusOn] = useState(false);

  const state = status.data;
  const registration = state?.isRegistered ? state.registration : null;
  const phase = tournamentPhase(tournament, now);
  const button = panelButton({
    phase,
    registrationOpen: tournament.registration_open,
    status: registration?.registrationStatus ?? null,
  });
  // A token whose player has not loaded yet is a signed-in player arriving, not a visitor: wait for them.
  const restoringSession = useSession((session) => session.token !== null && !session.isAuthenticated);
  const statusLoading = restoringSession || (userId !== null && status.isPending);
  const busy = actions.registration.isPending || actions.checkingIn.isPending;
  const unregistering = actions.unregistering.isPending;
  useEffect(() => {
    if (!handingFocusOn || busy || unregistering || confirmingUnregister || teamDialogOpen) return;
    setHandingFocusOn(false);
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body || panelRef.current?.contains(focused);
    if (!focusLost) return;
    const next = [unregisterRef.current, mainButtonRef.current].find((button) => button && !button.disabled);
    next?.focus();
  }, [handingFocusOn, busy, unregistering, confirmingUnregister, teamDialogOpen]);
  const phaseEnd = PHASE_END[phase];
  const phaseDate = phaseEnd ? formatDateTime(tournament[phaseEnd], locale) : null;
  const tournamentName = localized(tournament.name, locale);
  const teamName = registration?.team?.name ?? null;

  const press = () => {
    if (button.action === 'register') {
      if (userId === null) {
        redirectToSignIn();
        return;
      }
      if (isSoloFormat(tournament.format)) {
        setHandingFocusOn(true);
        actions.registration.mutate(null);
      } else setTeamDialogOpen(true);
      return;
    }
    if (button.action === 'checkIn' && state?.isRegistered) {
      setHandingFocusOn(true);
      if (state.registrationType === 'team') {
        const teamId = state.registration?.team?.id;
        if (!teamId) {
          toast.error(t('toast.noTeamInfo'));
          return;
        }
        actions.checkingIn.mutate(teamId);
      } else {
        actions.checkingIn.mutate(null);
      }
    }
  };

  const registerTeam = (team: Team) => {
    setHandingFocusOn(true);
    actions.registration.mutate(team.id, { onSuccess: () => setTeamDialogOpen(false) });
  };

  return (
    <Panel as="section" ref={panelRef} aria-labelledby={titleId} data-testid="registration-panel">
      <Title id={titleId}>{t('panel.title')}</Title>
      <Muted>
        {phase === 'started' ? t('panel.phase.started') : t(`panel.phase.${phase}`, { date: phaseDate })}
      </Muted>

      {registration && (
        <StatusRow>
          <span>{t('panel.yourStatus')}</span>
          <RegistrationChip status={registration.registrationStatus} />
          {teamName && <Muted as="span">{t('panel.withTeam', { team: teamName })}</Muted>}
        </StatusRow>
      )}

      {isClosedByAdmin(phase, tournament.registration_open, Boolean(registration)) && (
        <Alert $tone="warning" role="status">
          {t('panel.closedByAdmin')}
        </Alert>
      )}

      <Actions>
        <Button
          ref={mainButtonRef}
          $variant="primary"
          onClick={press}
          disabled={button.action === null || statusLoading || busy}
          aria-busy={busy || statusLoading}
          data-testid="registration-button"
        >
          {t(`button.${button.label}`)}
        </Button>
        {canUnregister(state, userId, phase) && (
          <Button
            ref={unregisterRef}
            $variant="secondary"
            onClick={() => setConfirmingUnregister(true)}
            disabled={busy}
          >
            {t('panel.unregister')}
          </Button>
        )}
      </Actions>

      {!isSoloFormat(tournament.format) && (
        <TeamRegistrationDialog
          open={teamDialogOpen}
          tournament={tournament}
          busy={actions.registration.isPending}
          onRegister={registerTeam}
          onClose={() => setTeamDialogOpen(false)}
        />
      )}
      <ConfirmDialog
        open={confirmingUnregister}
        title={t('unregister.title')}
        message={
          teamName
            ? t('unregister.teamText', { team: teamName, tournament: tournamentName })
            : t('unregister.soloText', { tournament: tournamentName })
        }
        confirmLabel={t('unregister.confirm')}
        tone="danger"
        busy={actions.unregistering.isPending}
        onCancel={() => setConfirmingUnregister(false)}
        onConfirm={() => {
          setHandingFocusOn(true);
          actions.unregistering.mutate(undefined, { onSettled: () => setConfirmingUnregister(false) });
        }}
      />
    </Panel>
  );
}
