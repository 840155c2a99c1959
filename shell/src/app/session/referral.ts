import { apiCall } from '@arena/shared-kit';

export const REFERRAL_PARAM = 'ref';
const TRACKED_KEY = 'arena.referral.tracked';

function trackedReferrals(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * P2 §7: a `ref` parameter in the address at start is tracked with POST /v1/referrals/track/{ref}. The code is
 * remembered for the browser tab, so a reload does not count it twice. Returns true when a call was made.
 */
export async function trackReferralOnce(
  search: string,
  storage: Storage = window.sessionStorage,
): Promise<boolean> {
  const ref = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim();
  if (!ref) return false;
  const tracked = trackedReferrals(storage);
  if (tracked.includes(ref)) return false;
  try {
    storage.setItem(TRACKED_KEY, JSON.stringify([...tracked, ref]));
  } catch {
    // Storage full or blocked: track anyway; a reload may count it again.
  }
  try {
    await apiCall('POST /v1/referrals/track/:ref', { params: { ref }, redirectOnAuthError: false });
  } catch (error) {
    console.error('[arena] referral tracking failed', error);
  }
  return true;
}
