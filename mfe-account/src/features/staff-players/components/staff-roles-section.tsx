import type { StaffMember, StaffPlayer } from '@arena/contract';
import { STAFF_ROLES } from '@arena/contract/rules';
import {
  Alert,
  assetUrl,
  Avatar,
  Badge,
  Button,
  DataTable,
  EmptyState,
  formatDate,
  Muted,
  Skeleton,
  useLocale,
  SectionTitle,
  useSession,
  type BadgeTone,
  type DataTableColumn,
} from '@arena/shared-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStaffMembers } from '../../../hooks/use-staff-members';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { riotIdOf } from '../utils/staff-members';
import { GrantRoleForm } from './grant-role-form';
import { RevokeRoleDialog, type Revoking } from './revoke-role-dialog';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h2,
  p {
    margin-block: 0;
  }
`;

const Player = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 700;
`;

const Roles = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ROLE_TONES: Record<StaffMember['roles'][number]['role'], BadgeTone> = {
  admin: 'danger',
  organizer: 'primary',
  support: 'info',
  editor: 'success',
};

/** The id of a member's "Grant a role" button, where focus goes after a revoke leaves the member a role. */
const grantButtonId = (prefix: string, userId: string) => `${prefix}-grant-${userId}`;

function PlayerCell({ player, isMe }: { player: StaffPlayer; isMe: boolean }) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  return (
    <Player>
      {player.profileImage ? (
        <Avatar src={assetUrl(player.profileImage)} $size={32} />
      ) : (
        <Initial aria-hidden="true">{player.gameName.slice(0, 1).toUpperCase()}</Initial>
      )}
      <bdi dir="ltr">{riotIdOf(player)}</bdi>
      {isMe && <Badge>{t('you')}</Badge>}
    </Player>
  );
}

/**
 * The staff roles section of /staff/players (DESIGN §3, §5; admins only): who holds which staff role, granted when
 * and by whom. An admin grants a role by Riot ID (or from a member's row) and revokes one from its chip, after a
 * confirmation; their own roles are not theirs to change (the API refuses it too). A player granted a role sees its
 * pages at their next page.
 */
export function StaffRolesSection() {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  const titleId = useId();
  const myId = useSession((state) => state.user?.id);
  const members = useStaffMembers();
  const [riotId, setRiotId] = useState('');
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  // Where focus goes once a revoked role's chip (the dialog's opener) is gone: the member's row, or the form.
  const [focusAfterRevoke, setFocusAfterRevoke] = useState<{ userId: string | null } | null>(null);
  const roleSelect = useRef<HTMLSelectElement>(null);
  const formAnchor = useRef<HTMLDivElement>(null);
  const rowIds = useId();

  useEffect(() => {
    if (!focusAfterRevoke) return;
    const { userId } = focusAfterRevoke;
    const target = userId ? document.getElementById(grantButtonId(rowIds, userId)) : null;
    (target ?? formAnchor.current?.querySelector<HTMLInputElement>('input'))?.focus();
    setFocusAfterRevoke(null);
  }, [focusAfterRevoke, rowIds]);

  const columns = useMemo<DataTableColumn<StaffMember>[]>(
    () => [
      {
        key: 'player',
        header: t('table.player'),
        sortValue: (member) => riotIdOf(member.player).toLowerCase(),
        cell: (member) => <PlayerCell player={member.player} isMe={member.player.id === myId} />,
      },
      {
        key: 'roles',
        header: t('table.roles'),
        cell: (member) => {
          const isMe = member.player.id === myId;
          const player = riotIdOf(member.player);
          const grants = [...member.roles].sort(
            (a, b) => STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role),
          );
          return (
            <Roles aria-label={t('table.roles')}>
              {grants.map((grant) => {
                const role = t(`roles.${grant.role}`);
                const date = formatDate(grant.grantedAt, locale);
                return (
                  <li key={grant.role}>
                    <Badge $tone={ROLE_TONES[grant.role]}>{role}</Badge>
                    <small>
                      {grant.grantedBy
                        ? t('grantedBy', { date, player: riotIdOf(grant.grantedBy) })
                        : t('grantedBySetup', { date })}
                    </small>
                    {!isMe && (
                      <Button
                        $variant="ghost"
                        $size="small"
                        aria-label={t('revokeLabel', { role, player })}
                        onClick={() => setRevoking({ player: member.player, role: grant.role })}
                      >
                        {t('revoke')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </Roles>
          );
        },
      },
      {
        key: 'actions',
        header: t('table.actions'),
        cell: (member) =>
          member.player.id === myId ? (
            <Muted>{t('ownRow')}</Muted>
          ) : (
            <Button
              id={grantButtonId(rowIds, member.player.id)}
              $variant="secondary"
              $size="small"
              aria-label={t('grantToLabel', { player: riotIdOf(member.player) })}
              onClick={() => {
                setRiotId(riotIdOf(member.player));
                formAnchor.current?.scrollIntoView?.({ block: 'nearest' });
                roleSelect.current?.focus();
              }}
            >
              {t('grantTo')}
            </Button>
          ),
      },
    ],
    [t, locale, myId, rowIds],
  );

  const rows = members.data ?? [];
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{t('rolesTitle')}</SectionTitle>
      <Muted>{t('rolesIntro')}</Muted>
      <div ref={formAnchor}>
        <GrantRoleForm ref={roleSelect} riotId={riotId} onRiotIdChange={setRiotId} />
      </div>
      {members.isPending ? (
        <Skeleton $height="240px" />
      ) : members.isError ? (
        <Alert $tone="danger">{t('loadFailed')}</Alert>
      ) : rows.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        <DataTable
          caption={t('table.caption')}
          columns={columns}
          rows={rows}
          rowKey={(member) => member.player.id}
        />
      )}
      <RevokeRoleDialog
        revoking={revoking}
        onClose={() => setRevoking(null)}
        onRevoked={(member) => {
          setRevoking(null);
          setFocusAfterRevoke({ userId: member.roles.length > 0 ? member.player.id : null });
        }}
      />
    </Section>
  );
}
