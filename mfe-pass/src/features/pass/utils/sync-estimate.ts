/** How often the sync panel asks where a sync is (P2 §9). */
export const SYNC_POLL_MS = 500;

/** How long the finished sync stays on screen, still polled, before the button comes back (P2 §4, §9). */
export const SYNC_CLOSE_DELAY_MS = 1000;

/**
 * Estimated time left of a sync, in milliseconds, from the time spent so far per processed match (P2 §4); null
 * while nothing has been processed yet or when nothing is left.
 */
export function estimateRemainingMs({
  elapsedMs,
  processed,
  total,
}: {
  elapsedMs: number;
  processed: number;
  total: number;
}): number | null {
  if (processed <= 0 || total <= processed || elapsedMs < 0) return null;
  return (elapsedMs / processed) * (total - processed);
}

/** A remaining time in whole seconds (rounded up), or in minutes and seconds from one minute on. */
export type RemainingTime = { seconds: number } | { minutes: number; seconds: number };

export function splitRemaining(ms: number): RemainingTime {
  const total = Math.max(1, Math.ceil(ms / 1000));
  if (total < 60) return { seconds: total };
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
