// Public API reads for the deploy server's link previews and sitemap (DESIGN §10): a short cache, and a bounded wait
// so the HTML is never held up by a slow API.
//
//   fresh     answered within `ttlMs` (30 s): a change published on the API shows within a minute
//   missing   the API said 404 (an unknown id, a draft), cached like an answer
//   stale     the cache is older than `ttlMs` and the API did not answer within the wait: the last answer, up to
//             `staleMs` old, while the refresh goes on in the background and fills the cache for the next request
//   fallback  no answer within the wait and nothing cached (or the API failed): the caller writes generic tags
//
// One request per address at a time (concurrent readers share it); after a failure the address is not asked again
// for `retryMs`, so a down API costs each page nothing.

/**
 * @param {object} options
 * @param {() => string | null | undefined} options.baseUrl  the API's base URL, read at each call (the live manifest)
 * @param {number} [options.timeoutMs=400]   how long a reader waits for the API before falling back
 * @param {number} [options.ttlMs=30000]     how long an answer is used without asking again
 * @param {number} [options.staleMs=600000]  how old an answer may be to stand in while the API is slow or down
 * @param {number} [options.retryMs=5000]    how long a failed address is not asked again
 * @param {number} [options.requestTimeoutMs=5000]  when a request running in the background is given up
 * @param {number} [options.maxEntries=1000] answers kept (least recently used dropped first)
 * @param {typeof fetch} [options.fetch]
 * @param {() => number} [options.now]
 */
export function createApiReader({
  baseUrl,
  timeoutMs = 400,
  ttlMs = 30_000,
  staleMs = 600_000,
  retryMs = 5_000,
  requestTimeoutMs = 5_000,
  maxEntries = 1000,
  fetch: fetchImpl = globalThis.fetch,
  now = Date.now,
}) {
  /** url → { at, state: 'fresh' | 'missing', data } */
  const answers = new Map();
  /** url → time until which it is not asked again */
  const failedUntil = new Map();
  /** url → the request under way */
  const inFlight = new Map();

  function remember(url, entry) {
    answers.delete(url);
    answers.set(url, entry);
    for (const key of answers.keys()) {
      if (answers.size <= maxEntries) break;
      answers.delete(key);
    }
  }

  function request(url) {
    const running = inFlight.get(url);
    if (running) return running;
    const started = (async () => {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      if (response.status === 404) {
        await response.arrayBuffer();
        return { at: now(), state: 'missing', data: null };
      }
      if (!response.ok) {
        await response.arrayBuffer();
        throw new Error(`${response.status} from ${url}`);
      }
      const body = await response.json();
      return { at: now(), state: 'fresh', data: body?.data ?? null };
    })().then(
      (entry) => {
        inFlight.delete(url);
        failedUntil.delete(url);
        remember(url, entry);
        return entry;
      },
      (error) => {
        inFlight.delete(url);
        failedUntil.set(url, now() + retryMs);
        throw error;
      },
    );
    inFlight.set(url, started);
    return started;
  }

  function fallbackFor(url, reason) {
    const cached = answers.get(url);
    if (cached && now() - cached.at < staleMs)
      return { state: cached.state === 'missing' ? 'missing' : 'stale', data: cached.data, reason };
    return { state: 'fallback', data: null, reason };
  }

  /**
   * The `data` of a public API answer for `apiPath` (`/v1/tournaments/…`), within the wait.
   *
   * @returns {Promise<{ state: 'fresh' | 'missing' | 'stale' | 'fallback', data: any, reason?: string }>}
   */
  async function read(apiPath, { wait = timeoutMs } = {}) {
    const base = baseUrl();
    if (!base) return { state: 'fallback', data: null, reason: 'no API address' };
    const url = `${String(base).replace(/\/+$/, '')}${apiPath}`;
    const cached = answers.get(url);
    if (cached && now() - cached.at < ttlMs) return { state: cached.state, data: cached.data };
    if ((failedUntil.get(url) ?? 0) > now()) return fallbackFor(url, 'the API failed a moment ago');

    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), wait);
    });
    try {
      const entry = await Promise.race([request(url), timeout]);
      if (entry) return { state: entry.state, data: entry.data };
      return fallbackFor(url, `no answer within ${wait} ms`);
    } catch (error) {
      return fallbackFor(url, String(error?.message ?? error));
    } finally {
      clearTimeout(timer);
    }
  }

  return { read };
}
