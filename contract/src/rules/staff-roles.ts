/**
 * Staff roles (DESIGN §5, issue 30): who may use which part of the staff desk. A player may hold several; an admin
 * may do everything and is the only one who grants and revokes roles (never their own). The API reads a player's
 * roles from the database at each request; the contract names the roles of every `/v1/admin/...` route
 * (`staffRoles`), and the desk's navigation shows a page to the roles of `STAFF_PAGE_ROLES`.
 */
export const STAFF_ROLES = ['admin', 'organizer', 'support', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True when a player holding `held` may use something open to `admitted` (an admin may use everything). */
export function staffMayUse(
  held: readonly StaffRole[] | null | undefined,
  admitted: readonly StaffRole[],
): boolean {
  if (!held || held.length === 0) return false;
  return held.includes('admin') || held.some((role) => admitted.includes(role));
}

/** True when `value` is one of the staff roles. */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The staff desk's pages and the roles besides admin that use each: the navigation shows a page to these roles
 * only, and the API routes a page calls admit at least them.
 */
export const STAFF_PAGE_ROLES = {
  tickets: ['support'],
  payouts: ['support'],
  disputes: ['organizer', 'support'],
  tournaments: ['organizer'],
  pass: ['organizer'],
  /** Editors write the news and the home page's slides. */
  news: ['editor'],
  home: ['editor'],
  /** Support moderates players (bans); the staff roles section of the page stays admins' own. */
  players: ['support'],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPage = keyof typeof STAFF_PAGE_ROLES;
