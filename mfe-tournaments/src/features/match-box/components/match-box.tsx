import '../i18n';
import {
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  Muted,
  SectionTitle,
  toast,
  useSession,
  type CurrentMatch,
  type RegistrationState,
  type Tournament,
} from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ActionMenu } from '../../../components/action-menu';
import type { RenderMatchChat } from '../../../components/chat/match-chat-slot';
import { TournamentCodeButton } from '../../../components/tournament-code-button';
import { STREAM_PROVIDER_NAMES, StreamPlayer } from '../../../components/stream-player';
import { useNow } from '../../../hooks/use-now';
import { currentMatchQueryKey, useCurrentMatch, verifyMatch } from '../api/current-match';
import { useTournamentChannel } from '../../../hooks/use-tournament-channel';
import { MATCH_BOX_NAMESPACE } from '../i18n';
import { countdownParts } from '../../../utils/countdown';
import { isCodeTime } from '../utils/match-box-rules';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled(SectionTitle)`
  margin: 0;
`;

const Sides = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  font-size: 1.1rem;
`;

const Timer = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

function sideNames(match: CurrentMatch): [string, string] {
  return match.team1 || match.team2
    ? [match.team1?.name ?? '', match.team2?.name ?? '']
    : [match.player1?.gameName ?? '', match.player2?.gameName ?? ''];
}

/** The match's live stream, under what the player needs to play it. */
const Stream = styled.section`
  display: grid;
  padding-block-start: ${({ theme }) => theme.space(3)};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  > h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1rem;
  }
`;

/** The match's live stream (issue 32), set by the organizer: a player loaded on the click only. */
function MatchStream({ match }: { match: CurrentMatch }) {
  const { t } = useTranslation(MATCH_BOX_NAMESPACE);
  const headingId = useId();
  if (!match.stream) return null;
  const provider = STREAM_PROVIDER_NAMES[match.stream.provider];
  const [first, second] = sideNames(match);
  return (
    <Stream aria-labelledby={headingId}>
      <h3 id={headingId}>{t('stream.title')}</h3>
      <StreamPlayer
        // A new stream (or match) starts unloaded again: nothing of the new provider before the click.
        key={match.stream.url}
        stream={match.stream}
        texts={{
          load: t('stream.load'),
          notice: t('stream.notice', { provider }),
          frameTitle: t('stream.frameTitle', { first, second, provider }),
          watchOn: t('stream.watchOn', { provider }),
        }}
      />
    </Stream>
  );
}

export interface MatchBoxProps {
  tournament: Tournament;
  registration: RegistrationState;
  /** The match's chat, shown under the box while there is a match (composed by src/app). */
  renderChat?: RenderMatchChat;
}

/**
 * The match box (P1 §2 "Match box", §4, §9): the current match; until 5 minutes before its scheduled time a
 * countdown and the local time, from then the tournament code (click to copy) and Get Results, which verifies
 * the result by the code. The match is read again when the countdown reaches 5 minutes, and whenever the
 * tournament channel reports a result of the player's own match (the bracket is refreshed too). A menu offers
 * Leave match (a confirmation only) and Call Admins (an info message only).
 */
export function MatchBox({ tournament, registration, renderChat }: MatchBoxProps) {
  const { t, i18n } = useTranslation(MATCH_BOX_NAMESPACE);
  const locale = i18n.language === 'en' ? 'en' : 'ar';
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  const now = useNow(1000);
  const query = useCurrentMatch(tournament.id, registration);
  const match = query.data ?? null;
  const [verifying, setVerifying] = useState(false);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const titleId = useId();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: currentMatchQueryKey(tournament.id) });
    void queryClient.invalidateQueries({ queryKey: ['tournaments', 'bracket', tournament.id] });
  };
  useTournamentChannel(tournament.id, userId, refresh);

  // P1 §4: read the match again when the countdown reaches 5 minutes (once per match).
  const codeTime = match ? isCodeTime(match, now) : false;
  const refetchedFor = useRef<number | null>(null);
  const { refetch } = query;
  useEffect(() => {
    if (!match || !codeTime || match.tournament_code !== null || refetchedFor.current === match.id) return;
    refetchedFor.current = match.id;
    void refetch();
  }, [match, codeTime, refetch]);

  if (query.isPending) return null;

  const getResults = async (current: CurrentMatch, code: string) => {
    setVerifying(true);
    try {
      await verifyMatch(tournament.id, current.id, code);
      toast.success(t('toast.resultsUpdated'));
      refresh();
    } catch (error) {
      console.error('[tournaments] Failed to get match results', error);
      toast.error(t('toast.resultsFailed'));
    } finally {
      setVerifying(false);
    }
  };

  const menu = (
    <ActionMenu
      trigger={
        <Button $variant="ghost" $size="small" aria-label={t('menu')}>
          ⋯
        </Button>
      }
      items={[
        { label: t('leaveMatch'), onSelect: () => setConfirmingLeave(true) },
        { label: t('callAdmins'), onSelect: () => toast.info(t('toast.adminsNotified')) },
      ]}
    />
  );

  let body;
  if (query.isError) {
    body = <Muted>{t('loadFailed')}</Muted>;
  } else if (!match) {
    body = <Muted>{t('noMatch')}</Muted>;
  } else {
    const [first, second] = sideNames(match);
    const scheduled = new Date(match.scheduled_time).getTime();
    const parts = countdownParts(scheduled, now);
    const code = match.tournament_code;
    body = (
      <>
        <Muted>{t('round', { round: match.round })}</Muted>
        <Sides>
          <span>{first}</span>
          <Muted as="span">{t('versus')}</Muted>
          <span>{second}</span>
        </Sides>
        {!codeTime ? (
          <>
            <Muted>{t('startsIn')}</Muted>
            <Timer role="timer" aria-live="off">
              {t('countdown', { ...parts })}
            </Timer>
            <Muted>{t('scheduledAt', { time: formatDateTime(match.scheduled_time, locale) })}</Muted>
            <Muted>{t('codeSoon')}</Muted>
          </>
        ) : code === null ? (
          <Muted role="status">{t('preparingCode')}</Muted>
        ) : (
          <>
            <Muted>{t('codeLabel')}</Muted>
            <TournamentCodeButton
              code={code}
              texts={{
                label: t('copyCode', { code }),
                copied: t('toast.codeCopied'),
                failed: t('toast.copyFailed'),
              }}
            />
            <Muted>{t('codeHint')}</Muted>
            <Button disabled={verifying} onClick={() => void getResults(match, code)}>
              {verifying ? t('gettingResults') : t('getResults')}
            </Button>
          </>
        )}
        <MatchStream match={match} />
      </>
    );
  }

  return (
    <>
      <Box as="section" aria-labelledby={titleId}>
        <Header>
          <Title id={titleId}>{t('title')}</Title>
          {match && menu}
        </Header>
        {body}
        <ConfirmDialog
          open={confirmingLeave}
          title={t('leaveTitle')}
          message={t('leaveMessage')}
          confirmLabel={t('leaveConfirm')}
          tone="danger"
          // P1 §2: leaving is a confirmation only; no call is made.
          onConfirm={() => setConfirmingLeave(false)}
          onCancel={() => setConfirmingLeave(false)}
        />
      </Box>
      {match && renderChat && (
        <Suspense fallback={null}>
          {renderChat({ tournamentId: tournament.id, matchId: match.id, matchType: 'BracketMatch' })}
        </Suspense>
      )}
    </>
  );
}
