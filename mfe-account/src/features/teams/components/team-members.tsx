import {
  assetUrl,
  Badge,
  Button,
  ConfirmDialog,
  formatDate,
  SectionTitle,
  toast,
  type BadgeTone,
  type Team,
  type TeamMember,
  type TeamRole,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRemoveMember } from '../api/remove-member';
import { useToggleMemberRole } from '../api/toggle-member-role';
import { teamRefusalText } from '../utils/server-message';
import { canManageMember } from '../utils/team-permissions';
import { TEAMS_NAMESPACE } from '../i18n';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const Portrait = styled.span`
  inline-size: 44px;
  block-size: 44px;
  flex-shrink: 0;
  display: grid;
  place-items: center;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 700;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Who = styled.div`
  flex: 1;
  min-inline-size: 160px;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const NameLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const TagLine = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const Joined = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const ROLE_TONES: Record<TeamRole, BadgeTone> = { owner: 'primary', admin: 'info', member: 'neutral' };

interface TeamMembersProps {
  team: Team;
  viewerUserId: string;
}

/** The members with game name, picture, role and joined date; owner and admin manage the others (P1 §2). */
export function TeamMembers({ team, viewerUserId }: TeamMembersProps) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const titleId = useId();
  const toggleRole = useToggleMemberRole();
  const removeMember = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  const toggle = (member: TeamMember) =>
    toggleRole.mutate(
      { teamId: team.id, memberId: member.id },
      {
        onSuccess: (updated) =>
          toast.success(t(updated.role === 'admin' ? 'members.promoted' : 'members.demoted')),
        onError: (error) => toast.error(teamRefusalText(error, t('members.roleFailure'), t)),
      },
    );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await removeMember.mutateAsync({ teamId: team.id, memberId: removing.id });
      toast.success(t('members.removed'));
      setRemoving(null);
    } catch (error) {
      // P1 §8: 20025 (the owner cannot be removed) says so, in the player's language.
      toast.error(teamRefusalText(error, t('members.removeFailure'), t));
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('members.title')}</SectionTitle>
      <List>
        {team.members.map((member) => {
          const picture = assetUrl(member.profileImage);
          const joined = formatDate(member.joinedAt);
          const busy = toggleRole.isPending && toggleRole.variables?.memberId === member.id;
          return (
            <Row key={member.id} data-testid="team-member">
              <Portrait>
                {picture ? (
                  <img src={picture} alt={t('members.avatarAlt', { name: member.gameName })} />
                ) : (
                  <span aria-hidden="true">{member.gameName.trim().charAt(0).toUpperCase()}</span>
                )}
              </Portrait>
              <Who>
                <NameLine>
                  <bdi>{member.gameName}</bdi>
                  <TagLine>
                    <bdi>#{member.tagLine}</bdi>
                  </TagLine>
                  <Badge $tone={ROLE_TONES[member.role]}>{t(`members.roles.${member.role}`)}</Badge>
                  {member.userId === viewerUserId && <Badge>{t('members.you')}</Badge>}
                </NameLine>
                {joined && (
                  <Joined>
                    <time dateTime={member.joinedAt}>{t('members.joined', { date: joined })}</time>
                  </Joined>
                )}
              </Who>
              {canManageMember(team.role, viewerUserId, member) && (
                <Actions role="group" aria-label={t('members.actionsFor', { name: member.gameName })}>
                  <Button $variant="secondary" $size="small" disabled={busy} onClick={() => toggle(member)}>
                    {t(member.role === 'admin' ? 'members.demote' : 'members.promote')}
                  </Button>
                  <Button $variant="danger" $size="small" onClick={() => setRemoving(member)}>
                    {t('members.remove')}
                  </Button>
                </Actions>
              )}
            </Row>
          );
        })}
      </List>
      <ConfirmDialog
        open={removing !== null}
        title={t('members.removeTitle')}
        message={removing && t('members.removeMessage', { name: removing.gameName, team: team.name })}
        confirmLabel={t('members.removeConfirm')}
        tone="danger"
        busy={removeMember.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
