import type { ModeratedPlayerDetail, PlayerBan } from '@arena/contract';
import { mayModerate } from '@arena/contract/rules';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  formatDate,
  formatDateTime,
  Heading,
  isApiError,
  Muted,
  regionLabel,
  SectionTitle,
  Skeleton,
  usePageTitle,
  useLocale,
  useSession,
  type BadgeTone,
  type DataTableColumn,
} from '@arena/shared-kit';
import { DeskPage } from '@arena/shared-kit/staff-desk';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useModeratedPlayer } from '../api/get-moderated-player';
import { STAFF_PLAYERS_NAMESPACE } from '../i18n';
import { riotIdOf } from '../utils/staff-members';
import { BanDialog } from './ban-dialog';
import { BanStatusBadge } from './ban-status-badge';
import { PlayerRecordSections } from './player-record-sections';
import { UnbanDialog } from './unban-dialog';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Standing = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

const Reasons = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  p {
    margin: 0;
  }
`;

const BAN_TONES: Record<PlayerBan['status'], BadgeTone> = {
  active: 'danger',
  ended: 'neutral',
  lifted: 'success',
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Why a ban's two languages are written: each in its own direction. */
function BanReasons({ ban }: { ban: PlayerBan }) {
  return (
    <Reasons>
      <p lang="en" dir="ltr">
        {ban.reason.en}
      </p>
      <p lang="ar" dir="rtl">
        {ban.reason.ar}
      </p>
    </Reasons>
  );
}

/** How a ban stopped, or that it has not. */
function banOutcome(t: Translate, ban: PlayerBan, locale: 'en' | 'ar'): string {
  const date = ban.liftedAt ? formatDateTime(ban.liftedAt, locale) : null;
  if (ban.status === 'lifted') {
    return t('player.history.liftedBy', {
      date,
      player: ban.liftedBy ? riotIdOf(ban.liftedBy) : t('player.history.formerStaff'),
      reason: ban.liftReason ?? '',
    });
  }
  if (ban.status === 'ended') return t('player.history.endedOn', { date });
  return t('player.history.inForce');
}

function ProfileFacts({ player }: { player: ModeratedPlayerDetail }) {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  return (
    <Facts>
      <dt>{t('player.profile.riotId')}</dt>
      <dd>
        <bdi dir="ltr">{riotIdOf(player.player)}</bdi>
      </dd>
      <dt>{t('player.profile.displayName')}</dt>
      <dd>
        <bdi>{player.player.displayName}</bdi>
      </dd>
      <dt>{t('player.profile.id')}</dt>
      <dd>
        <code dir="ltr">{player.player.id}</code>
      </dd>
      <dt>{t('player.profile.region')}</dt>
      <dd>
        <bdi dir="ltr">{regionLabel(player.region)}</bdi>
      </dd>
      <dt>{t('player.profile.location')}</dt>
      <dd>{player.location ?? t('player.profile.noLocation')}</dd>
      <dt>{t('player.profile.joined')}</dt>
      <dd>{formatDate(player.joinedAt, locale)}</dd>
      <dt>{t('player.profile.team')}</dt>
      <dd>
        {player.team
          ? t('player.profile.teamRole', {
              team: player.team.name,
              role: t(`player.teamRoles.${player.team.role}`),
            })
          : t('player.profile.noTeam')}
      </dd>
      <dt>{t('player.profile.staffRoles')}</dt>
      <dd>
        {player.staffRoles.length > 0
          ? player.staffRoles.map((role) => t(`roles.${role}`)).join(t('separator'))
          : t('player.profile.noStaffRoles')}
      </dd>
    </Facts>
  );
}

/**
 * /staff/players/{id} (support and admins): a player as moderation sees them — the basics of their profile, their
 * team and staff roles, their standing and every ban, then their record (`PlayerRecordSections`) — with Ban (a reason in both languages, an optional end) or
 * Unban (a reason) behind a confirmation. Banning yourself is not offered; a staff member's ban is an admin's (the
 * API refuses both anyway, and the page says why).
 */
export function PlayerModerationPage() {
  const { t } = useTranslation(STAFF_PLAYERS_NAMESPACE);
  const locale = useLocale();
  const { playerId = '' } = useParams();
  const { state } = useLocation() as { state: { from?: string } | null };
  const me = useSession((session) => session.user);
  const player = useModeratedPlayer(playerId);
  const [dialog, setDialog] = useState<'ban' | 'unban' | null>(null);
  const actionButton = useRef<HTMLButtonElement>(null);
  const [focusAction, setFocusAction] = useState(false);
  const standingId = useId();
  const historyId = useId();
  const data = player.data;
  usePageTitle(data ? t('player.pageTitle', { player: riotIdOf(data.player) }) : t('player.loadingTitle'));

  // After a ban or unban the button changes (Ban ⇄ Unban): focus goes to the one now shown.
  useEffect(() => {
    if (!focusAction) return;
    actionButton.current?.focus();
    setFocusAction(false);
  }, [focusAction]);

  const columns = useMemo<DataTableColumn<PlayerBan>[]>(
    () => [
      {
        key: 'created',
        header: t('player.history.created'),
        nowrap: true,
        cell: (ban) => formatDateTime(ban.createdAt, locale),
      },
      {
        key: 'by',
        header: t('player.history.by'),
        nowrap: true,
        cell: (ban) =>
          ban.createdBy ? <bdi dir="ltr">{riotIdOf(ban.createdBy)}</bdi> : t('player.history.platform'),
      },
      { key: 'reason', header: t('player.history.reason'), cell: (ban) => <BanReasons ban={ban} /> },
      {
        key: 'ends',
        header: t('player.history.ends'),
        nowrap: true,
        cell: (ban) => (ban.endsAt ? formatDateTime(ban.endsAt, locale) : t('player.history.noEnd')),
      },
      {
        key: 'status',
        header: t('player.history.status'),
        cell: (ban) => (
          <Reasons>
            <span>
              <Badge $tone={BAN_TONES[ban.status]}>{t(`player.history.statuses.${ban.status}`)}</Badge>
            </span>
            <Muted as="span">{banOutcome(t, ban, locale)}</Muted>
          </Reasons>
        ),
      },
    ],
    [t, locale],
  );

  const back = <Link to={{ pathname: '/staff/players', search: state?.from ?? '' }}>{t('player.back')}</Link>;
  if (player.isPending) {
    return (
      <DeskPage>
        {back}
        <Skeleton $height="320px" />
      </DeskPage>
    );
  }
  if (!data) {
    return (
      <DeskPage>
        {back}
        <Heading>{t('player.loadingTitle')}</Heading>
        <Alert $tone="danger">
          {isApiError(player.error) && player.error.status === 404
            ? t('player.notFound')
            : t('player.loadFailed')}
        </Alert>
      </DeskPage>
    );
  }

  const riotId = riotIdOf(data.player);
  const isMe = data.player.id === me?.id;
  const allowed = mayModerate(me?.staffRoles ?? [], data.staffRoles);
  const ban = data.ban;
  return (
    <DeskPage>
      {back}
      <Heading>
        <bdi dir="ltr">{riotId}</bdi>
      </Heading>
      <Card>
        <ProfileFacts player={data} />
      </Card>
      <Card as="section" aria-labelledby={standingId}>
        <SectionTitle id={standingId}>{t('player.standing.title')}</SectionTitle>
        <Standing>
          <BanStatusBadge ban={ban} />
          {ban && (
            <p>
              {t('player.standing.since', {
                date: formatDateTime(ban.createdAt, locale),
                player: ban.createdBy ? riotIdOf(ban.createdBy) : t('player.history.platform'),
              })}
            </p>
          )}
        </Standing>
        {ban && <BanReasons ban={ban} />}
        {isMe ? (
          <Muted>{t('player.standing.self')}</Muted>
        ) : !allowed ? (
          <Alert $tone="info" role="note">
            {t('player.standing.staffNeedsAdmin')}
          </Alert>
        ) : (
          <div>
            <Button
              ref={actionButton}
              $variant={ban ? 'secondary' : 'danger'}
              onClick={() => setDialog(ban ? 'unban' : 'ban')}
            >
              {ban ? t('player.unban') : t('player.ban')}
            </Button>
          </div>
        )}
      </Card>
      <Card as="section" aria-labelledby={historyId}>
        <SectionTitle id={historyId}>{t('player.history.title')}</SectionTitle>
        {data.bans.length === 0 ? (
          <EmptyState title={t('player.history.empty')} />
        ) : (
          <DataTable
            caption={t('player.history.caption', { player: riotId })}
            columns={columns}
            rows={data.bans}
            rowKey={(entry) => entry.id}
          />
        )}
      </Card>
      <PlayerRecordSections
        playerId={data.player.id}
        riotId={riotId}
        isAdmin={me?.staffRoles?.includes('admin') ?? false}
      />
      <BanDialog
        player={dialog === 'ban' ? data : null}
        onClose={() => setDialog(null)}
        onBanned={() => {
          setDialog(null);
          setFocusAction(true);
        }}
      />
      <UnbanDialog
        player={dialog === 'unban' ? data : null}
        onClose={() => setDialog(null)}
        onUnbanned={() => {
          setDialog(null);
          setFocusAction(true);
        }}
      />
    </DeskPage>
  );
}
