import type { StaffMember } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useQuery } from '@tanstack/react-query';

/** The staff members' query key: the roles page changes it, the audit page's staff filter reads it. */
export const staffMembersKey = ['account', 'staff', 'members'] as const;

/** GET /v1/admin/staff-roles (admins): every player who holds a staff role, with each role's grant. */
export async function getStaffMembers(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await apiCall('GET /v1/admin/staff-roles', { signal })).data;
}

/** The staff members, for the roles page (`/staff/players`) and the audit log's filter by staff member. */
export function useStaffMembers() {
  return useQuery({ queryKey: staffMembersKey, queryFn: ({ signal }) => getStaffMembers(signal) });
}
