import { queryClient } from '@arena/shared-kit';
import type { PassSyncJob } from '@arena/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelSync } from '../api/cancel-sync';
import { getSyncStatus } from '../api/get-sync-status';
import { startSync } from '../api/start-sync';
import { SYNC_CLOSE_DELAY_MS, SYNC_POLL_MS } from '../utils/sync-estimate';

export type SyncPhase = 'idle' | 'starting' | 'processing' | 'completed' | 'error';

export interface MatchSyncState {
  phase: SyncPhase;
  /** The last answer of the status poll. */
  job: PassSyncJob | null;
  /** True from the press of the button until one second after the sync ended: the button is disabled. */
  busy: boolean;
  /** When the sync was started (for the estimated time remaining) and when its status last came in. */
  startedAt: number | null;
  updatedAt: number | null;
}

const IDLE: MatchSyncState = { phase: 'idle', job: null, busy: false, startedAt: null, updatedAt: null };

/** What a finished sync changes: the pass progress, the tiers' mission progress, the ledger summary and history. */
function refreshPass(): void {
  for (const part of ['progress', 'tiers', 'games-xp', 'status', 'history'])
    void queryClient.invalidateQueries({ queryKey: ['pass', part] });
}

async function stopOnServer(jobId: string): Promise<void> {
  try {
    await cancelSync(jobId);
  } catch (error) {
    console.error('[pass] Cancelling the sync failed', error);
  }
}

/**
 * The match-sync panel's state machine (P2 §4 "Match sync"): idle → starting → processing → completed or error.
 * Starting posts the sync and polls its status every 500 ms; progress 100 counts as completed. On completed or
 * error the pass progress is refreshed, and one second later polling stops and the button is enabled again.
 * Cancel stops polling, asks the server to stop and clears the panel; a failed poll is an error.
 */
export function useMatchSync() {
  const [state, setState] = useState<MatchSyncState>(IDLE);
  // Each start (and each cancel) opens a new run; answers of an older run are dropped.
  const run = useRef(0);
  const jobId = useRef<string | null>(null);
  const finished = useRef(false);
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef(false);
  // A cancel pressed before the server answered the start: that run's job is stopped as soon as its id arrives.
  const cancelledBeforeStart = useRef<number | null>(null);

  const stopTimers = useCallback(() => {
    if (polling.current) clearInterval(polling.current);
    if (closing.current) clearTimeout(closing.current);
    polling.current = null;
    closing.current = null;
  }, []);

  useEffect(
    () => () => {
      run.current += 1;
      stopTimers();
    },
    [stopTimers],
  );

  const finish = useCallback(
    (current: number, phase: 'completed' | 'error', job: PassSyncJob | null) => {
      if (finished.current || run.current !== current) return;
      finished.current = true;
      setState((previous) => ({ ...previous, phase, job: job ?? previous.job, updatedAt: Date.now() }));
      refreshPass();
      closing.current = setTimeout(() => {
        if (run.current !== current) return;
        stopTimers();
        setState((previous) => ({ ...previous, busy: false }));
      }, SYNC_CLOSE_DELAY_MS);
    },
    [stopTimers],
  );

  const clear = useCallback(() => {
    run.current += 1;
    stopTimers();
    jobId.current = null;
    setState(IDLE);
  }, [stopTimers]);

  const poll = useCallback(
    async (current: number, id: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        const job = await getSyncStatus(id);
        if (run.current !== current || finished.current) return;
        if (job.status === 'cancelled') return clear();
        if (job.progress >= 100 || job.status === 'completed') return finish(current, 'completed', job);
        if (job.status === 'error') return finish(current, 'error', job);
        const phase = job.status;
        setState((previous) => ({ ...previous, phase, job, updatedAt: Date.now() }));
      } catch (error) {
        console.error('[pass] Match sync status failed', error);
        finish(current, 'error', null);
      } finally {
        inFlight.current = false;
      }
    },
    [clear, finish],
  );

  const start = useCallback(async () => {
    if (state.busy) return;
    stopTimers();
    const current = ++run.current;
    finished.current = false;
    jobId.current = null;
    inFlight.current = false;
    const now = Date.now();
    setState({ phase: 'starting', job: null, busy: true, startedAt: now, updatedAt: now });
    try {
      const id = await startSync();
      if (run.current !== current) {
        if (cancelledBeforeStart.current === current) void stopOnServer(id);
        return;
      }
      jobId.current = id;
      polling.current = setInterval(() => void poll(current, id), SYNC_POLL_MS);
    } catch (error) {
      console.error('[pass] Match sync could not start', error);
      finish(current, 'error', null);
    }
  }, [finish, poll, state.busy, stopTimers]);

  const cancel = useCallback(() => {
    const id = jobId.current;
    if (!id) cancelledBeforeStart.current = run.current;
    clear();
    if (id) void stopOnServer(id);
  }, [clear]);

  return { ...state, start, cancel };
}
