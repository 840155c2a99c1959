import { Badge, Button, Card, ConfirmDialog, toast, type Team } from '@arena/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLeaveTeam } from '../api/leave-team';
import { teamRefusalText } from '../utils/server-message';
import { canLeaveTeam, canManageTeam } from '../utils/team-permissions';
import { EditTeamDialog } from './edit-team-dialog';
import { InvitePanel } from './invite-panel';
import { TeamImage } from './team-image';
import { TeamMembers } from './team-members';
import { TEAMS_NAMESPACE } from '../i18n';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const Identity = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
`;

const Names = styled.div`
  flex: 1;
  min-inline-size: 180px;
  h2 {
    margin: 0;
    font-size: clamp(1.3rem, 2.5vw, 1.75rem);
    overflow-wrap: anywhere;
  }
  p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-block: ${({ theme }) => theme.space(2)} 0;
    margin-inline: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The team of My Team: who sees which action follows the viewer's role (P1 §2, §6). */
export function TeamDetails({ team, viewerUserId }: { team: Team; viewerUserId: string }) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const leaveTeam = useLeaveTeam();
  const [editing, setEditing] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const manages = canManageTeam(team.role);

  // Awaited rather than passed to mutate: leaving unmounts this component before mutate's callbacks run.
  const leave = async () => {
    try {
      await leaveTeam.mutateAsync(team.id);
      toast.success(t('leave.success'));
    } catch (error) {
      toast.error(teamRefusalText(error, t('leave.failure'), t));
      setConfirmingLeave(false);
    }
  };

  return (
    <Stack>
      <Identity as="section" aria-label={team.name}>
        <TeamImage team={team} />
        <Names>
          <h2>
            <bdi>{team.name}</bdi>
          </h2>
          <p>
            <Badge $tone="primary">
              <span>{t('team.shortName')}:</span> <bdi>{team.shortName}</bdi>
            </Badge>
            <span>{t('team.membersCount', { count: team.membersCount })}</span>
          </p>
        </Names>
        <Actions>
          {manages && <Button onClick={() => setEditing(true)}>{t('edit.button')}</Button>}
          {canLeaveTeam(team.role) && (
            <Button $variant={manages ? 'secondary' : 'danger'} onClick={() => setConfirmingLeave(true)}>
              {t('leave.button')}
            </Button>
          )}
        </Actions>
      </Identity>
      {manages && <InvitePanel teamId={team.id} />}
      <TeamMembers team={team} viewerUserId={viewerUserId} />
      {manages && <EditTeamDialog team={team} open={editing} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingLeave}
        title={t('leave.title')}
        message={t('leave.message', { name: team.name })}
        confirmLabel={t('leave.confirm')}
        tone="danger"
        busy={leaveTeam.isPending}
        onConfirm={leave}
        onCancel={() => setConfirmingLeave(false)}
      />
    </Stack>
  );
}
