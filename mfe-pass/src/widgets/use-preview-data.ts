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

/**
 * The tiers and, for a signed-in player, the progress the preview shows, fetched without TanStack Query: the
 * preview is on the first paint of `/`, which does not load it (DESIGN §8). Refetched when the player changes;
 * a failed progress load only leaves the milestones Locked, as on the pass page.
 */
export function usePreviewData(): PreviewData {
  const hasToken = useSession((state) => Boolean(state.token));
  const userId = useSession((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null));
  // With a token, wait for the session's user so the answer is fetched once, for that player.
  const ready = !hasToken || userId !== null;
  const [attempt, setAttempt] = useState(0);
  const key = `${userId ?? ''}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    const progress = userId ? getProgress(controller.signal).catch(() => null) : Promise.resolve(null);
    Promise.all([getTiers(controller.signal), progress]).then(
      ([tiers, playerProgress]) => {
        if (!controller.signal.aborted) setLoaded({ key, tiers, progress: playerProgress, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[pass] Failed to load the pass preview', error);
        setLoaded({ key, progress: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [ready, userId, key]);

  const current = loaded?.key === key ? loaded : null;
  return {
    tiers: current?.tiers,
    progress: current?.progress ?? null,
    pending: !current,
    failed: current?.failed ?? false,
    retry: () => setAttempt((n) => n + 1),
  };
}
