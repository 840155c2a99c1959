import '../i18n';
import { Button, EmptyState, Heading, Muted, Unavailable, usePageTitle, useSession } from '@arena/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyTeam } from '../api/get-my-teams';
import { useTeamVanityFor } from '../api/get-team-vanity';
import { canManageTeam } from '../utils/team-permissions';
import { CreateTeamDialog } from './create-team-dialog';
import { TeamDetails } from './team-details';
import { TEAMS_NAMESPACE } from '../i18n';

const TeamIcon = () => (
  <svg
    width="40"
    height="40"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    aria-hidden="true"
  >
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <circle cx="17" cy="9" r="2.5" />
    <path d="M16 14.2c3 .2 5.5 2.2 5.5 5.3" />
  </svg>
);

/**
 * /account/teams, My Team (P1 §2): the player's first team, or an empty state with Create Team. A team its viewer
 * manages is drawn once its invite link has loaded too (or failed to), so nothing moves after it appears.
 */
export function TeamsPage() {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  usePageTitle(t('title'));
  const user = useSession((state) => state.user);
  const team = useMyTeam();
  const manages = team.data ? canManageTeam(team.data.role) : false;
  const vanity = useTeamVanityFor(team.data?.id, manages);
  // The team and, for its owner or admins, the invite panel appear together (no panel growing after the rest).
  // Latched per team: the panel mounting on a failed call fetches it again (back to pending) without hiding the team.
  const [inviteReadyFor, setInviteReadyFor] = useState<string | null>(null);
  if (team.data && manages && !vanity.isPending && inviteReadyFor !== team.data.id)
    setInviteReadyFor(team.data.id);
  const loading = team.isPending || (manages && inviteReadyFor !== team.data?.id);
  const [creating, setCreating] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hadTeam = useRef(false);

  // Leaving or deleting removes the controls that had focus; the page heading takes it instead of the body.
  useEffect(() => {
    if (team.data) hadTeam.current = true;
    else if (team.data === null && hadTeam.current) {
      hadTeam.current = false;
      headingRef.current?.focus();
    }
  }, [team.data]);

  return (
    <section aria-busy={loading || undefined}>
      <Heading ref={headingRef} tabIndex={-1}>
        {t('title')}
      </Heading>
      {loading ? (
        <Muted role="status">{t('loading')}</Muted>
      ) : team.isError ? (
        <Unavailable onRetry={() => void team.refetch()} />
      ) : team.data && user ? (
        <TeamDetails team={team.data} viewerUserId={user.id} />
      ) : (
        <EmptyState
          icon={<TeamIcon />}
          title={t('empty.title')}
          text={t('empty.text')}
          action={<Button onClick={() => setCreating(true)}>{t('create.button')}</Button>}
        />
      )}
      <CreateTeamDialog open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
