import { useSession, type PassProgress, type PassTiersResponse } from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { getProgress, getTiers } from '../features/pass/api/requests';

export interface PreviewData {
  tiers: PassTiersResponse | undefined;
  /** The signed-in player's progress; null for a visitor, an unregistered player or a failed load. */
  progress: PassProgress | null;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

interface Loaded {
  key: string;
  tiers?: PassTiersResponse;
  progress: PassProgress | null;
  failed: boolean;
}

/** How long a loaded preview is shown again without asking (TanStack Query's `staleTime` on the pass page). */
export const PREVIEW_FRESH_MS = 30_000;

/**
 * The last answer, for the player it was for: coming back to `/` within `PREVIEW_FRESH_MS` shows it at once and
 * asks nothing (the home page is the most visited screen; the capacity bench found the preview's two calls on
 * every visit to be a sixth of all calls).
 */
let lastAnswer: {
  userId: string | null;
  at: number;
  tiers: PassTiersResponse;
  progress: PassProgress | null;
} | null = null;

/** For tests: forgets the last answer. */
export function forgetPreviewData(): void {
  lastAnswer = null;
}

function freshAnswer(userId: string | null) {
  return lastAnswer && lastAnswer.userId === userId && Date.now() - lastAnswer.at < PREVIEW_FRESH_MS
    ? lastAnswer
    : null;
}

/**
 * The tiers and, for a signed-in player, the progress the preview shows, fetched without TanStack Query: the
 * preview is on the first paint of `/`, which does not load it (DESIGN §8). Refetched when the player changes, and
 * at most every 30 s; a failed progress load only leaves the milestones Locked, as on the pass page.
 */
export function usePreviewData(): PreviewData {
  const hasToken = useSession((state) => Boolean(state.token));
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  // With a token, wait for the session's user so the answer is fetched once, for that player.
  const ready = !hasToken || userId !== null;
  const [attempt, setAttempt] = useState(0);
  const key = `${userId ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const fresh = ready ? freshAnswer(userId) : null;
    return fresh ? { key, tiers: fresh.tiers, progress: fresh.progress, failed: false } : null;
  });

  useEffect(() => {
    if (!ready) return;
    const fresh = attempt === 0 ? freshAnswer(userId) : null;
    if (fresh) {
      setLoaded((shown) =>
        shown?.key === key ? shown : { key, tiers: fresh.tiers, progress: fresh.progress, failed: false },
      );
      return;
    }
    const controller = new AbortController();
    const progress = userId ? getProgress(controller.signal).catch(() => null) : Promise.resolve(null);
    Promise.all([getTiers(controller.signal), progress]).then(
      ([tiers, playerProgress]) => {
        if (controller.signal.aborted) return;
        lastAnswer = { userId, at: Date.now(), tiers, progress: playerProgress };
        setLoaded({ key, tiers, progress: playerProgress, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[pass] Failed to load the pass preview', error);
        setLoaded({ key, progress: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [ready, userId, key, attempt]);

  const current = loaded?.key === key ? loaded : null;
  return {
    tiers: current?.tiers,
    progress: current?.progress ?? null,
    pending: !current,
    failed: current?.failed ?? false,
    retry: () => setAttempt((n) => n + 1),
  };
}
