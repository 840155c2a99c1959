import { z } from 'zod';
import { defineEndpoints } from './endpoint.js';
import { STAFF_ROLES } from './rules/staff-roles.js';
import { dataOf, id, isoDate, text, pageOf } from './primitives.js';

/** A staff role (DESIGN §5): admin, organizer, support, editor. */
export const staffRole = z.enum(STAFF_ROLES).meta({ id: 'StaffRole' });

/** A player as the staff desk lists them. */
export const staffPlayer = z
  .object({
    id: z.string(),
    displayName: z.string(),
    gameName: z.string(),
    tagLine: z.string(),
    profileImage: z.string().nullable(),
  })
  .meta({ id: 'StaffPlayer' });
export type StaffPlayer = z.infer<typeof staffPlayer>;

/** A player who holds at least one staff role, with each role's grant. */
export const staffMember = z
  .object({
    player: staffPlayer,
    roles: z.array(
      z.object({
        role: staffRole,
        grantedAt: isoDate(),
        /** Who granted it; null for a role given by the seed or a migration. */
        grantedBy: staffPlayer.nullable(),
      }),
    ),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

/** The body of POST /v1/admin/staff-roles: grant `role` to the player of a Riot ID (`Name#TAG`). */
export const grantStaffRoleBody = z.object({
  riotId: text()
    .trim()
    .min(3, 'Enter a Riot ID as Name#TAG')
    .max(40, 'Enter a Riot ID as Name#TAG')
    .regex(/^[^#]+#[^#]+$/, 'Enter a Riot ID as Name#TAG'),
  role: staffRole,
});
export type GrantStaffRoleBody = z.input<typeof grantStaffRoleBody>;

/** One staff write (DESIGN §5): who, what, which record, when, the fields before and after. */
export const auditEntry = z
  .object({
    id: z.string(),
    staff: staffPlayer.nullable(),
    /** `<domain>.<verb>`, e.g. `payout.settle`, `staffRole.grant`, `tournament.publish`. */
    action: z.string(),
    record: z.object({ type: z.string(), id: z.string() }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    at: isoDate(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntry>;

/** The filters of GET /v1/admin/audit; `from` and `to` bound `at` (inclusive, ISO instants). */
export const auditQuery = z.object({
  staffId: id().optional(),
  /** An action, or its domain (`payout` matches `payout.settle`). */
  action: text().trim().max(60, 'must be at most 60 characters').optional(),
  recordType: text().trim().max(60, 'must be at most 60 characters').optional(),
  recordId: id().optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditPage = pageOf(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

export const staffEndpoints = defineEndpoints({
  'GET /v1/admin/staff-roles': {
    summary: 'Every player who holds a staff role, with their roles (admins)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: [],
    response: { 200: dataOf(z.array(staffMember)) },
  },
  'POST /v1/admin/staff-roles': {
    summary: 'Grant a staff role to a player by Riot ID (admins, never to themselves; audited)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: [],
    body: grantStaffRoleBody,
    refuses: {
      403: 'An admin cannot change their own roles',
      404: 'No player has this Riot ID',
      409: 'The player holds this role already',
    },
    response: { 201: dataOf(staffMember) },
  },
  'DELETE /v1/admin/staff-roles/:userId/:role': {
    summary: "Revoke a player's staff role (admins, never their own; audited)",
    tag: 'staff',
    auth: 'staff',
    staffRoles: [],
    params: z.object({ userId: id(), role: staffRole }),
    refuses: { 403: 'An admin cannot change their own roles', 404: 'The player does not hold this role' },
    response: { 200: dataOf(staffMember) },
  },
  'GET /v1/admin/audit': {
    summary: 'The audit log of staff writes, newest first, with filters (admins)',
    tag: 'staff',
    auth: 'staff',
    staffRoles: [],
    querystring: auditQuery,
    response: { 200: auditPage },
  },
});
