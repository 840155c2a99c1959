/** How long after its load event a page counts as settled (`afterPageSettles`). */
export const SETTLE_DELAY_MS = 1000;

export interface SettleOptions {
  win?: Window;
  /** Pause after the load event. */
  delayMs?: number;
  /** The longest wait for an idle moment after the pause. */
  idleTimeoutMs?: number;
}

/**
 * Runs `task` once the page has settled: its load event, a pause, then an idle moment of the main thread. For work
 * a page does not need to draw — the code behind a later click, the files of the next page. The load event alone is
 * too early on a remote's route: it comes once the HTML's scripts are in, before the remote's page has its data and
 * draws, and work started there competed with that first drawing (issue 14: on a tournament page it moved the
 * largest paint from 2.6 to 3.0 s in Lighthouse's phone simulation, 2 runs in 3). Returns a cancel function.
 */
export function afterPageSettles(
  task: () => void,
  { win = window, delayMs = SETTLE_DELAY_MS, idleTimeoutMs = 2000 }: SettleOptions = {},
): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(run, { timeout: idleTimeoutMs });
      cancelStep = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(run, 200);
      cancelStep = () => win.clearTimeout(handle);
    }
  };
  const pause = () => {
    const handle = win.setTimeout(whenIdle, delayMs);
    cancelStep = () => win.clearTimeout(handle);
  };
  if (win.document.readyState === 'complete') pause();
  else {
    win.addEventListener('load', pause, { once: true });
    cancelStep = () => win.removeEventListener('load', pause);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
