import { Alert, Button, Card, Muted, SectionTitle } from '@arena/shared-kit';
import type { PassSyncJob } from '@arena/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMatchSync, type MatchSyncState } from '../hooks/use-match-sync';
import { PASS_PAGE_NAMESPACE } from '../i18n';
import { estimateRemainingMs, splitRemaining } from '../utils/sync-estimate';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Running = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
`;

const Track = styled.div`
  block-size: 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  overflow: hidden;
`;

const Fill = styled.div`
  block-size: 100%;
  background: ${({ theme }) => theme.colors.accent};
  transition: inline-size 0.3s ease;
`;

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Result = styled(Alert)`
  margin-block-start: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
  }
  p + p,
  h3 {
    margin-block-start: ${({ theme }) => theme.space(2)};
  }
  h3 {
    margin-block-end: 0;
    font-size: 0.95rem;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
  }
`;

function RemainingTime({ state }: { state: MatchSyncState }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const { job, startedAt, updatedAt } = state;
  if (!job || startedAt === null || updatedAt === null) return null;
  const remaining = estimateRemainingMs({
    elapsedMs: updatedAt - startedAt,
    processed: job.processedMatches,
    total: job.totalMatches,
  });
  if (remaining === null) return null;
  const time = splitRemaining(remaining);
  return (
    <span>
      {'minutes' in time
        ? t('sync.remainingMinutes', { minutes: time.minutes, seconds: time.seconds })
        : t('sync.remainingSeconds', { seconds: time.seconds })}
    </span>
  );
}

function SyncResult({ phase, job }: { phase: 'completed' | 'error'; job: PassSyncJob | null }) {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  if (phase === 'error' || !job)
    return (
      <Result $tone="danger">
        <p>{t('sync.failed')}</p>
      </Result>
    );
  if (job.newMatches === 0)
    return (
      <Result $tone="info" role="status">
        <p>{t('sync.noNewMatches')}</p>
      </Result>
    );
  return (
    <Result $tone="success" role="status">
      <p>{t('sync.success', { count: job.newMatches, xp: job.xpEarned })}</p>
      <p>
        {t('sync.standing', { level: job.currentLevel, xp: job.totalXP })} {t('sync.missionProgress')}
      </p>
      {job.multipliers.length > 0 && (
        <>
          <h3>{t('sync.multipliers')}</h3>
          <ul>
            {job.multipliers.map((multiplier) => (
              <li key={multiplier.type}>
                {t(`sync.multiplier.${multiplier.type}`, {
                  value: multiplier.value,
                  count: multiplier.value,
                })}
                {' · '}
                {t('sync.multiplierMatches', { count: multiplier.matches })}
              </li>
            ))}
          </ul>
        </>
      )}
    </Result>
  );
}

/**
 * The match-sync panel (P2 §4 "Match sync"): Sync Matches starts a sync and shows its progress, the matches
 * processed and the estimated time remaining, with Cancel; then the new matches and XP earned with the bonuses
 * applied, "no new matches", or the error.
 */
export function SyncPanel() {
  const { t } = useTranslation(PASS_PAGE_NAMESPACE);
  const titleId = useId();
  const sync = useMatchSync();
  const { phase, job, busy } = sync;
  const running = phase === 'starting' || phase === 'processing';
  // The progress stays one second after the end (P2 §9), with the button still disabled.
  const showProgress = running || busy;
  const percent = phase === 'completed' ? 100 : Math.min(100, Math.max(0, job?.progress ?? 0));

  return (
    <Card as="section" aria-labelledby={titleId} data-testid="match-sync">
      <Header>
        <SectionTitle id={titleId}>{t('sync.title')}</SectionTitle>
        <Buttons>
          {running && (
            <Button $variant="secondary" onClick={sync.cancel}>
              {t('sync.cancel')}
            </Button>
          )}
          <Button onClick={() => void sync.start()} disabled={busy}>
            {busy ? t('sync.busy') : t('sync.button')}
          </Button>
        </Buttons>
      </Header>
      <Muted>{t('sync.text')}</Muted>
      {showProgress && (
        <Running>
          <p role="status">{t(`sync.status.${phase === 'idle' ? 'starting' : phase}`)}</p>
          <Track
            role="progressbar"
            aria-label={t('sync.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
          >
            <Fill style={{ inlineSize: `${percent}%` }} />
          </Track>
          {job && job.totalMatches > 0 && (
            <Details>
              <span>{t('sync.processed', { processed: job.processedMatches, count: job.totalMatches })}</span>
              {running && <RemainingTime state={sync} />}
            </Details>
          )}
        </Running>
      )}
      {(phase === 'completed' || phase === 'error') && <SyncResult phase={phase} job={job} />}
    </Card>
  );
}
