import '../i18n';
import { queuePhase, queueWindow } from '@arena/contract/rules';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  formatNumber,
  Muted,
  redirectToSignIn,
  SectionTitle,
  timeZoneAbbreviation,
  toast,
  useSession,
  type MatchmakingStatus,
  type Tournament,
} from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { claimNoShow } from '../api/claim-no-show';
import { forfeitMatch } from '../api/forfeit-match';
import { matchmakingStatusQueryKey, useMatchmakingStatus } from '../api/get-matchmaking-status';
import { leaveQueue } from '../api/leave-queue';
import { registerForMatchmaking } from '../api/register-matchmaking';
import { startSearch } from '../api/start-search';
import { useMatchmakingChannel } from '../hooks/use-matchmaking-channel';
import type { RenderMatchChat } from '../../../components/chat/match-chat-slot';
import { useNow } from '../../../hooks/use-now';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import { adminClosure, POST_ACTION_REFRESH_MS, queueButton, queueSubState } from '../utils/matchmaking-rules';
import { outsideWindowText, refusalText } from '../utils/server-messages';
import { CurrentMatchCard } from './current-match-card';
import { type DuoAction, DuoSection } from './duo-section';
import { acceptDuo, declineDuo, inviteDuo, leaveDuo } from '../api/duo';
import { InfoButton, InfoDialog, type InfoTopic } from './info-dialogs';
import { SearchingAnimation } from './searching-animation';
import { StartCountdown } from './start-countdown';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(SectionTitle)`
  margin: 0;
`;

const Stats = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const StatusText = styled.p`
  margin: 0;
  font-weight: 600;
`;

type Action = 'register' | 'search' | 'leave' | 'forfeit' | 'noShow' | 'duo';

/** The call of a duo action (issue 33). */
function duoCall(tournamentId: string, action: DuoAction): Promise<MatchmakingStatus> {
  switch (action.kind) {
    case 'invite':
      return inviteDuo(tournamentId, action.riotId);
    case 'accept':
      return acceptDuo(tournamentId, action.inviteId);
    case 'decline':
    case 'withdraw':
      return declineDuo(tournamentId, action.inviteId);
    case 'leave':
      return leaveDuo(tournamentId);
  }
}

/** The toast of each duo action's success. */
const DUO_TOASTS = {
  invite: 'invited',
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
  leave: 'left',
} as const satisfies Record<DuoAction['kind'], string>;

export interface MatchmakingPanelProps {
  tournament: Tournament;
  /** The current match's chat, shown under the panel while there is a match (composed by src/app). */
  renderChat?: RenderMatchChat;
}

/**
 * The matchmaking panel of a matchmaking tournament (P1 §2, §4, §5, §8): heading with the info popup, points,
 * status text, the countdown to the start, the window messages, the searching animation, the one queue button
 * (register, join, leave with a confirmation; sign in for visitors), the current match card and the match chat.
 */
export function MatchmakingPanel({ tournament, renderChat }: MatchmakingPanelProps) {
  const { t, i18n } = useTranslation(MATCHMAKING_NAMESPACE);
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const queryClient = useQueryClient();
  const signedIn = useSession((state) => state.isAuthenticated);
  const user = useSession((state) => state.user);
  const userId = user?.id ?? null;
  const now = useNow(1000);
  const statusQuery = useMatchmakingStatus(tournament.id, signedIn);
  const status = statusQuery.data ?? null;
  const [busy, setBusy] = useState<Action | null>(null);
  const [info, setInfo] = useState<InfoTopic | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const titleId = useId();
  const zone = timeZoneAbbreviation();
  const statusKey = matchmakingStatusQueryKey(tournament.id);

  useMatchmakingChannel(tournament.id, signedIn ? userId : null, (event) => {
    if (event.partnerLeftQueue) toast.info(t('duo.partnerLeftQueue'));
  });

  // "Match found!" when searching turns into a match, whether the channel or a status read brought it — or the
  // search call's own answer, when the pass that ran for this search paired the player at once (ready → in_match).
  // Once per match: a stale answer read before the pairing can put "searching" back for a moment, and the match
  // that comes back is not news.
  const currentStatus = status?.status ?? null;
  const currentMatch = status?.status === 'in_match' ? (status.current_match?._id ?? 'in_match') : null;
  const previousStatus = useRef<MatchmakingStatus['status'] | null>(null);
  const announcedMatch = useRef<string | null>(null);
  useEffect(() => {
    const wasQueueing = previousStatus.current === 'searching' || previousStatus.current === 'ready';
    if (wasQueueing && currentMatch && currentMatch !== announcedMatch.current) {
      toast.success(t('toast.matchFound'));
      announcedMatch.current = currentMatch;
    }
    if (currentStatus) previousStatus.current = currentStatus;
  }, [currentStatus, currentMatch, t]);

  const statusFailed = statusQuery.isError;
  useEffect(() => {
    if (statusFailed) toast.error(t('toast.statusFailed'));
  }, [statusFailed, t]);

  /** Runs one call: the answer becomes the status at once, and the status is read again 0.5 s later. */
  const run = async (
    action: Action,
    call: () => Promise<MatchmakingStatus>,
    success: string,
    failure: string,
  ) => {
    setBusy(action);
    try {
      const next = await call();
      // The search's answer can come after MATCH_FOUND (the pass paired the player meanwhile): it does not undo it.
      queryClient.setQueryData<MatchmakingStatus>(statusKey, (current) =>
        action === 'search' && current?.status === 'in_match' && next.status !== 'in_match' ? current : next,
      );
      toast.success(t(success));
    } catch (error) {
      console.error(`[tournaments] matchmaking ${action} failed`, error);
      toast.error(refusalText(error, t(failure), t, locale, zone));
    } finally {
      setBusy(null);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: statusKey }), POST_ACTION_REFRESH_MS);
    }
  };

  /** Runs one duo call (issue 33): its answer becomes the status at once; true when it succeeded. */
  const runDuo = async (action: DuoAction): Promise<boolean> => {
    setBusy('duo');
    try {
      const next = await duoCall(tournament.id, action);
      queryClient.setQueryData<MatchmakingStatus>(statusKey, next);
      toast.success(t(`duo.${DUO_TOASTS[action.kind]}`));
      return true;
    } catch (error) {
      console.error(`[tournaments] duo ${action.kind} failed`, error);
      toast.error(refusalText(error, t('duo.failed'), t, locale, zone));
      return false;
    } finally {
      setBusy(null);
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: statusKey }), POST_ACTION_REFRESH_MS);
    }
  };

  const phase = queuePhase(tournament, now);
  const button = queueButton(tournament, status, signedIn, busy !== null, now);
  const match = status?.status === 'in_match' ? status.current_match : null;
  const subState = status && queueSubState(status, busy === 'search' || busy === 'leave' ? busy : null);
  // Registration ends at the start (P1 §5): from then on a player who is not registered can no longer become one.
  const statusText =
    subState === 'not_registered' && phase !== 'notStarted'
      ? t('status.registrationClosed')
      : subState && t(`status.${subState}`);

  const closure = adminClosure(tournament, status);
  let windowMessage: string | null = null;
  if (phase === 'ended') windowMessage = t('window.ended');
  else if (closure === 'registration') windowMessage = t('window.closedByAdmin');
  else if (closure === 'queue') windowMessage = t('window.queueClosed');
  else if (phase === 'outsideWindow') {
    const nextWindow = queueWindow(tournament, now);
    if (nextWindow.state !== 'ended') {
      windowMessage = outsideWindowText(nextWindow.start, nextWindow.end, zone, locale, t);
    }
  }
  const cooldownLeft =
    status?.status === 'ready' && status.cooldown_until
      ? Math.ceil((Date.parse(status.cooldown_until) - now) / 1000)
      : 0;

  return (
    <>
      <Panel as="section" aria-labelledby={titleId} data-testid="matchmaking-panel">
        <Header>
          <Title id={titleId}>{t('title')}</Title>
          <InfoButton aria-label={t('howItWorks')} onClick={() => setInfo('matchmaking')}>
            i
          </InfoButton>
        </Header>

        {status && (
          <div>
            <Stats>
              <dt>{t('points')}</dt>
              <dd data-testid="matchmaking-points">{formatNumber(status.points, locale)}</dd>
            </Stats>
            <Muted>
              {t('record', { games: status.games_played, wins: status.wins, losses: status.losses })}
            </Muted>
          </div>
        )}
        {signedIn && statusQuery.isPending && <Muted>{t('loading')}</Muted>}
        {statusText && <StatusText role="status">{statusText}</StatusText>}

        {phase === 'notStarted' && (
          <StartCountdown target={Date.parse(tournament.starting_time)} now={now} locale={locale} />
        )}
        {windowMessage && !match && (
          <Alert $tone="warning" role="note">
            {windowMessage}
          </Alert>
        )}

        {status?.status === 'searching' && (
          <SearchingAnimation name={user?.displayName ?? ''} profileImage={user?.profileImage ?? null} />
        )}

        {button.kind === 'signIn' && <Button onClick={() => redirectToSignIn()}>{t('button.signIn')}</Button>}
        {button.kind === 'register' && (
          <Button
            disabled={!button.enabled}
            onClick={() =>
              void run(
                'register',
                () => registerForMatchmaking(tournament.id),
                'toast.registered',
                'toast.registerFailed',
              )
            }
          >
            {t('button.register')}
          </Button>
        )}
        {button.kind === 'join' && (
          <Button
            disabled={!button.enabled}
            onClick={() =>
              void run('search', () => startSearch(tournament.id), 'toast.searching', 'toast.searchFailed')
            }
          >
            {t('button.join')}
          </Button>
        )}
        {cooldownLeft > 0 && <Muted>{t('window.cooldown', { seconds: cooldownLeft })}</Muted>}
        {button.kind === 'leave' && (
          <Button $variant="secondary" disabled={!button.enabled} onClick={() => setConfirmingLeave(true)}>
            {t('button.leave')}
          </Button>
        )}

        {status && !match && signedIn && (
          <DuoSection status={status} busy={busy !== null} onAction={runDuo} />
        )}

        {match && (
          <CurrentMatchCard
            tournamentId={tournament.id}
            match={match}
            userId={userId}
            now={now}
            busy={busy !== null}
            onHowToJoin={() => setInfo('joining')}
            onForfeit={() =>
              run(
                'forfeit',
                () => forfeitMatch(tournament.id, match._id),
                'toast.forfeited',
                'toast.forfeitFailed',
              )
            }
            onClaimNoShow={() =>
              run(
                'noShow',
                () => claimNoShow(tournament.id, match._id),
                'toast.noShowClaimed',
                'toast.noShowFailed',
              )
            }
          />
        )}

        <InfoDialog topic={info} onClose={() => setInfo(null)} />
        <ConfirmDialog
          open={confirmingLeave}
          title={t('leaveQueue.title')}
          message={t('leaveQueue.message')}
          confirmLabel={t('leaveQueue.confirm')}
          tone="danger"
          busy={busy !== null}
          onConfirm={() => {
            setConfirmingLeave(false);
            void run('leave', () => leaveQueue(tournament.id), 'toast.left', 'toast.leaveFailed');
          }}
          onCancel={() => setConfirmingLeave(false)}
        />
      </Panel>
      {match && renderChat && (
        <Suspense fallback={null}>
          {renderChat({ tournamentId: tournament.id, matchId: match._id, matchType: 'MatchmakingMatch' })}
        </Suspense>
      )}
    </>
  );
}
