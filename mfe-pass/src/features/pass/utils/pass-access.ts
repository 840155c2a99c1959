/** Where a viewer stands with the pass (P2 §4 "Reward pass access"). */
export type PassAccess = 'visitor' | 'loading' | 'unregistered' | 'registered' | 'unknown';

/**
 * Signed out → visitor. Signed in: unregistered when the status says so or the progress call answered 404 (its
 * result is then null); registered when the status says so or the progress loaded; unknown when both calls
 * failed (nothing to show but the tiers); loading until then.
 */
export function passAccess({
  hasSession,
  userLoaded,
  isRegistered,
  progress,
  settled,
}: {
  /** A token or a signed-in user. */
  hasSession: boolean;
  userLoaded: boolean;
  /** From GET /status; undefined while loading or failed. */
  isRegistered: boolean | undefined;
  /** From GET /progress: the progress, null for a 404, undefined while loading or failed. */
  progress: object | null | undefined;
  /** Both calls have answered (or failed). */
  settled: boolean;
}): PassAccess {
  if (!hasSession) return 'visitor';
  if (!userLoaded) return 'loading';
  if (isRegistered === false || progress === null) return 'unregistered';
  if (isRegistered === true || progress) return 'registered';
  return settled ? 'unknown' : 'loading';
}
