// How the worker answers a page navigation (sw.ts supplies the network, its cache and the offline page).

const TIMED_OUT = Symbol('timed out');

export interface PageSources<R> {
  /** The server's answer (it writes the live platform manifest into the page). */
  network: Promise<R>;
  /** The last shell page of the visitor's language, kept without an inline manifest; undefined when none. */
  cachedShell: () => Promise<R | undefined>;
  /** The offline page in the visitor's language. */
  offlinePage: () => Promise<R>;
  /** How long the network has before the cached shell is drawn instead. */
  timeoutMs: number;
}

/**
 * Network first: the server's answer when it comes within `timeoutMs`; after that the cached shell of the visitor's
 * language, or the server's answer whenever it comes when there is none; the offline page when the network fails.
 */
export async function answerPage<R>({
  network,
  cachedShell,
  offlinePage,
  timeoutMs,
}: PageSources<R>): Promise<R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const first = await Promise.race([network, timedOut]);
    if (first !== TIMED_OUT) return first;
    return (await cachedShell().catch(() => undefined)) ?? (await network);
  } catch {
    return offlinePage();
  } finally {
    clearTimeout(timer);
  }
}
