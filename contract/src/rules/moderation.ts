import { type Instant, instantMs, isBeforeInstant } from './instant.js';
import type { StaffRole } from './staff-roles.js';

/**
 * Player moderation (issue 31): staff with the support role (and admins) ban and unban players on
 * `/staff/players`. The contract's bodies refuse longer texts, and the page's forms stop there first, from these
 * same numbers.
 */
export const MODERATION_LIMITS = {
  /** A ban's reason, in each language: the banned player reads it on `/banned`. */
  banReason: 500,
  /** Why staff lift a ban (staff read it in the ban history and the audit log). */
  liftReason: 500,
  /** The player search: a game name, a tag, `name#tag` or an id. */
  search: 60,
} as const;

/** Players per page of the moderation search. */
export const MODERATION_PAGE_SIZE = 20;

/** How many rows each list of a player's record holds (GET /v1/admin/players/{id}/record): the newest. */
export const PLAYER_RECORD_LIMIT = 20;

/**
 * Where a ban stands: `active` (in force: no end, or its end is still ahead), `ended` (its end has passed: it lifted
 * itself) or `lifted` (staff lifted it, with a reason).
 */
export type BanStatus = 'active' | 'ended' | 'lifted';

/** What a ban's status follows from: its end, and whether and why it was lifted. */
export interface BanTimes {
  endsAt: Instant | null;
  liftedAt: Instant | null;
  /** Staff's reason for lifting it; null for a ban that was never lifted by staff. */
  liftReason: string | null;
}

/**
 * A ban's status at `now`: lifted by staff, ended (its end has come, whether or not a request has lifted it yet),
 * or active. The end itself belongs to `ended`.
 *
 * @example banStatus({ endsAt: '2026-01-01T00:00:00Z', liftedAt: null, liftReason: null }, '2026-02-01T00:00:00Z') // 'ended'
 */
export function banStatus(ban: BanTimes, now: Instant): BanStatus {
  if (ban.liftReason !== null) return 'lifted';
  if (ban.endsAt !== null && !isBeforeInstant(instantMs(now), ban.endsAt)) return 'ended';
  return ban.liftedAt === null ? 'active' : 'lifted';
}

/**
 * True when a staff member holding `actorRoles` may ban or unban a player holding `targetRoles`: support may
 * moderate players, only an admin may moderate another staff member. Nobody moderates themselves (the caller
 * checks the ids).
 *
 * @example mayModerate(['support'], ['editor']) // false
 */
export function mayModerate(actorRoles: readonly StaffRole[], targetRoles: readonly StaffRole[]): boolean {
  if (actorRoles.includes('admin')) return true;
  return actorRoles.includes('support') && targetRoles.length === 0;
}
