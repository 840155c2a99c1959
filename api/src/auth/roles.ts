import { STAFF_PAGE_ROLES, STAFF_ROLES, staffMayUse, type StaffRole } from '@arena/contract/rules';
import { type RawBuilder, sql } from 'kysely';
import type { UserRow } from '../db/schema.js';

/** A user with the staff roles they hold now (`staff_roles`, read with the user at each request). */
export interface StaffHolder {
  staff_roles: readonly StaffRole[];
}

/** The signed-in user of a request: the account, and its staff roles as the database holds them at this request. */
export type SignedInUser = UserRow & { staff_roles: StaffRole[] };

/**
 * The staff roles of the user whose id is the column `userIdColumn` (`users.id`), as a subselect of a query over
 * that user, in the order of `STAFF_ROLES`; `[]` for a player.
 *
 * @example db.selectFrom('users').select(['id', staffRolesOf('users.id').as('staff_roles')])
 */
export function staffRolesOf(userIdColumn: string): RawBuilder<StaffRole[]> {
  const order = sql.join(STAFF_ROLES.map((role) => sql.lit(role)));
  return sql<StaffRole[]>`array(select sr.role from staff_roles sr where sr.user_id = ${sql.ref(userIdColumn)}
    order by array_position(array[${order}]::text[], sr.role))`;
}

/** The `role` of the user answer (P1 §3): `admin` for a holder of the admin staff role, else `player`. */
export function roleOf(user: StaffHolder): 'admin' | 'player' {
  return user.staff_roles.includes('admin') ? 'admin' : 'player';
}

/** True for a user who holds any staff role. */
export function isStaff(user: StaffHolder): boolean {
  return user.staff_roles.length > 0;
}

/**
 * True for staff who may join any match chat, write in it as staff and see any match's result: those of the
 * dispute desk (admin, organizer, support).
 */
export function isMatchStaff(user: StaffHolder): boolean {
  return staffMayUse(user.staff_roles, STAFF_PAGE_ROLES.disputes);
}

/** True for staff who may join any support ticket's chat: those of the ticket desk (admin, support). */
export function isTicketStaff(user: StaffHolder): boolean {
  return staffMayUse(user.staff_roles, STAFF_PAGE_ROLES.tickets);
}
