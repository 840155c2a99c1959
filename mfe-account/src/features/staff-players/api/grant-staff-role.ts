import type { GrantStaffRoleBody, StaffMember } from '@arena/contract';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMembersKey } from '../../../hooks/use-staff-members';
import { withMember } from '../utils/staff-members';

/** POST /v1/admin/staff-roles (admins, never to themselves; audited): the player of a Riot ID gets a role. */
export async function grantStaffRole(body: GrantStaffRoleBody): Promise<StaffMember> {
  return (await apiCall('POST /v1/admin/staff-roles', { body })).data;
}

/** Grants a role; the member's row, as the API answers it, appears or gains the role. */
export function useGrantStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantStaffRole,
    onSuccess: (member) =>
      queryClient.setQueryData<StaffMember[]>(staffMembersKey, (members) => withMember(members, member)),
  });
}
