import { teamEligibility } from '@arena/contract/rules';
import {
  Alert,
  AppLink,
  Button,
  ButtonLink,
  Dialog,
  localized,
  Muted,
  Spinner,
  type Team,
  type Tournament,
  useLocale,
} from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMyTeams } from '../api/get-my-teams';
import { REGISTRATION_NAMESPACE } from '../i18n';
import { notEnoughMembersText } from '../utils/server-messages';

const Picker = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const TeamName = styled.span`
  display: block;
  font-weight: 700;
`;

const AlertTitle = styled.strong`
  display: block;
  margin-block-end: ${({ theme }) => theme.space(1)};
`;

export interface TeamRegistrationDialogProps {
  open: boolean;
  tournament: Tournament;
  busy: boolean;
  onRegister: (team: Team) => void;
  onClose: () => void;
}

/**
 * Team registration (P1 §5): the team picker with the player's team, its role and member count; the No
 * Permission message for a plain member and the member-count message for a small team; then a confirm step.
 */
export function TeamRegistrationDialog({
  open,
  tournament,
  busy,
  onRegister,
  onClose,
}: TeamRegistrationDialogProps) {
  const { t } = useTranslation(REGISTRATION_NAMESPACE);
  const locale = useLocale();
  const teams = useMyTeams(open);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');

  useEffect(() => {
    if (!open) {
      setStep('pick');
      setChosenId(null);
    }
  }, [open]);

  const list = teams.data ?? [];
  const chosen = list.find((team) => team.id === chosenId) ?? list[0] ?? null;
  const eligibility = chosen ? teamEligibility(chosen, tournament.format) : null;
  const tournamentName = localized(tournament.name, locale);

  if (step === 'confirm' && chosen) {
    return (
      <Dialog
        open={open}
        title={t('team.confirmTitle')}
        onClose={onClose}
        actions={
          <>
            <Button $variant="secondary" onClick={() => setStep('pick')} disabled={busy}>
              {t('team.back')}
            </Button>
            <Button onClick={() => onRegister(chosen)} disabled={busy} aria-busy={busy}>
              {t('team.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('team.confirmText', { team: chosen.name, tournament: tournamentName })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title={t('team.dialogTitle')}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            {t('team.cancel')}
          </Button>
          {list.length > 0 && (
            <Button onClick={() => setStep('confirm')} disabled={!eligibility?.ok}>
              {t('team.continue')}
            </Button>
          )}
        </>
      }
    >
      {teams.isPending && (
        <div aria-busy="true">
          <Spinner aria-label={t('team.loading')} />
        </div>
      )}
      {teams.isError && <Alert $tone="danger">{t('team.loadError')}</Alert>}
      {teams.isSuccess && list.length === 0 && (
        <>
          <h3>{t('team.noTeam')}</h3>
          <Muted>{t('team.noTeamText')}</Muted>
          <p>
            <ButtonLink as={AppLink} href="/account/teams" $variant="secondary">
              {t('team.goToTeam')}
            </ButtonLink>
          </p>
        </>
      )}
      {list.length > 0 && (
        <Picker>
          <legend>{t('team.choose')}</legend>
          {list.map((team) => (
            <Option key={team.id}>
              <input
                type="radio"
                name="registration-team"
                value={team.id}
                checked={chosen?.id === team.id}
                onChange={() => setChosenId(team.id)}
              />
              <span>
                <TeamName>{team.name}</TeamName>
                <Muted as="span">
                  {t('team.yourRole', { role: t(`team.roles.${team.role}`) })} ·{' '}
                  {t('team.members', { count: team.membersCount })}
                </Muted>
              </span>
            </Option>
          ))}
        </Picker>
      )}
      {eligibility && !eligibility.ok && eligibility.reason === 'noPermission' && (
        <Alert $tone="warning">
          <AlertTitle>{t('team.noPermission')}</AlertTitle>
          {t('team.noPermissionText')}
        </Alert>
      )}
      {eligibility && !eligibility.ok && eligibility.reason === 'notEnoughMembers' && (
        <Alert $tone="warning">{notEnoughMembersText(eligibility.required, t)}</Alert>
      )}
    </Dialog>
  );
}
