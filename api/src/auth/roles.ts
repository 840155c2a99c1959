import type { UserRow } from '../db/schema.js';

/** Platform admin: the role string includes admin (P1 §3, §6). */
export function isPlatformAdmin(user: Pick<UserRow, 'role'>): boolean {
  return user.role.toLowerCase().includes('admin');
}
