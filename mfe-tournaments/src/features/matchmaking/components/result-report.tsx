import {
  Alert,
  Button,
  Muted,
  timeZoneAbbreviation,
  toast,
  type MatchmakingMatch,
  type MatchmakingMatchPlayer,
  type MatchResult,
} from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { matchmakingStatusQueryKey } from '../api/get-matchmaking-status';
import { leaderboardQueryKey } from '../api/get-leaderboard';
import { myPositionQueryKey } from '../api/get-my-position';
import { matchResultQueryKey, useMatchResult } from '../api/get-match-result';
import { submitWinner } from '../api/submit-winner';
import { uploadScreenshot } from '../api/upload-screenshot';
import { MATCHMAKING_NAMESPACE } from '../i18n';
import {
  canSubmitResult,
  hasReported,
  matchSides,
  opponentOf,
  POST_ACTION_REFRESH_MS,
  screenshotProblem,
  selfOf,
} from '../utils/matchmaking-rules';
import { refusalText } from '../utils/server-messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Choices = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
`;

const FileField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 700;
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

interface ResultReportProps {
  tournamentId: string;
  match: MatchmakingMatch;
  userId: string | null;
  /** Tells the card whether the player has reported (the no-show claim then stops being offered). */
  onReportedChange: (reported: boolean) => void;
}

/**
 * Result reporting (P1 §2, §5): the winner and a screenshot (an image of at most 5 MB) go in together; the
 * button waits for both and is disabled while submitting. Then it waits for the opponent; a dispute waits for
 * an admin; once verified the status is read again. In a duo match (issue 33) the choices name both players of
 * each side, and a report by either player of a side is the side's.
 */
export function ResultReport({ tournamentId, match, userId, onReportedChange }: ResultReportProps) {
  const { t, i18n } = useTranslation(MATCHMAKING_NAMESPACE);
  const queryClient = useQueryClient();
  const result = useMatchResult(match._id);
  const [winnerId, setWinnerId] = useState<string | null>(null);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const titleId = useId();
  const fileId = useId();
  const hintId = useId();
  // The sides' first players name them as winners; the API keeps a side's report under its first player.
  const self = selfOf(match, userId);
  const opponent = opponentOf(match, userId);
  const { self: me, partner, opponents } = matchSides(match, userId);
  const duo = opponents.length > 1;
  const reported = hasReported(result.data, self.user_id);
  const status = result.data?.status;
  /** A side's players as one name: "A" or "A and B". */
  const sideName = (players: readonly MatchmakingMatchPlayer[]) =>
    players.length > 1
      ? t('report.side', { player: players[0].riot_id, partner: players[1].riot_id })
      : players[0].riot_id;
  /** The side a winner id (a side's first player) stands for, by name; null for an id of neither side. */
  const winnerSideName = (winnerId: string) => {
    if (winnerId === self.user_id) return sideName(partner ? [me, partner] : [me]);
    return winnerId === opponent.user_id ? sideName(opponents) : null;
  };

  useEffect(() => onReportedChange(reported), [reported, onReportedChange]);

  // Once verified, the status (the match is gone, points moved) and the leaderboard are read again.
  useEffect(() => {
    if (status !== 'verified') return;
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: matchmakingStatusQueryKey(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: myPositionQueryKey(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: leaderboardQueryKey(tournamentId) });
    }, POST_ACTION_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [status, queryClient, tournamentId]);

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) return setScreenshot(null);
    const refusal = screenshotProblem(file);
    if (refusal) {
      setProblem(t(`report.${refusal}`));
      setScreenshot(null);
      event.target.value = '';
      return;
    }
    setProblem(null);
    setScreenshot(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!winnerId || !screenshot || submitting) return;
    setSubmitting(true);
    try {
      let latest: MatchResult;
      try {
        latest = await uploadScreenshot(match._id, screenshot);
      } catch (error) {
        console.error('[tournaments] Failed to upload the match screenshot', error);
        toast.error(t('toast.uploadFailed'));
        return;
      }
      try {
        latest = await submitWinner(match._id, winnerId);
      } catch (error) {
        console.error('[tournaments] Failed to submit the match result', error);
        // A winner the game's own result contradicts is refused with that result (issue 33).
        const locale = i18n.language === 'en' ? 'en' : 'ar';
        toast.error(
          refusalText(error, t('toast.resultFailed'), t, locale, timeZoneAbbreviation(), { winnerSideName }),
        );
        void queryClient.invalidateQueries({ queryKey: matchResultQueryKey(match._id) });
        return;
      }
      queryClient.setQueryData(matchResultQueryKey(match._id), latest);
      toast.success(t('toast.resultSubmitted'));
      void queryClient.invalidateQueries({ queryKey: matchResultQueryKey(match._id) });
    } finally {
      setSubmitting(false);
    }
  };

  if (result.isPending) return null;
  if (status === 'verified')
    return (
      <Alert $tone="success" role="status">
        {t('report.verified')}
      </Alert>
    );
  if (status === 'voided')
    return (
      <Alert $tone="info" role="status">
        {t('report.voided')}
      </Alert>
    );
  if (status === 'disputed')
    return (
      <Alert $tone="warning" role="status">
        {t('report.disputed')}
      </Alert>
    );
  if (reported)
    return (
      <Alert $tone="info" role="status">
        {t(duo ? 'report.waitingDuo' : 'report.waiting')}
      </Alert>
    );

  return (
    <Form aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <Title id={titleId}>{t('report.title')}</Title>
      <Choices>
        <legend>{t('report.winner')}</legend>
        <label>
          <input
            type="radio"
            name={`winner-${match._id}`}
            value={self.user_id}
            checked={winnerId === self.user_id}
            onChange={() => setWinnerId(self.user_id)}
          />
          {partner ? t('report.usWithPartner', { partner: partner.riot_id }) : t('report.me')}
        </label>
        <label>
          <input
            type="radio"
            name={`winner-${match._id}`}
            value={opponent.user_id}
            checked={winnerId === opponent.user_id}
            onChange={() => setWinnerId(opponent.user_id)}
          />
          {t('report.opponent', { name: sideName(opponents) })}
        </label>
      </Choices>
      <FileField>
        <label htmlFor={fileId}>{t('report.screenshot')}</label>
        <input id={fileId} type="file" accept="image/*" aria-describedby={hintId} onChange={chooseFile} />
        <Muted id={hintId}>{t('report.screenshotHint')}</Muted>
        {problem && <Alert $tone="danger">{problem}</Alert>}
      </FileField>
      <Button type="submit" disabled={!canSubmitResult(winnerId, screenshot, submitting)}>
        {submitting ? t('report.submitting') : t('report.submit')}
      </Button>
    </Form>
  );
}
