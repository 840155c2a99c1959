import type { StaffMember } from '@arena/contract';
import type { StaffRole } from '@arena/contract/rules';
import { apiCall } from '@arena/shared-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMembersKey } from '../../../hooks/use-staff-members';
import { withMember } from '../utils/staff-members';

/** DELETE /v1/admin/staff-roles/{userId}/{role} (admins, never their own; audited): answers the member after it. */
export async function revokeStaffRole(input: { userId: string; role: StaffRole }): Promise<StaffMember> {
  return (await apiCall('DELETE /v1/admin/staff-roles/:userId/:role', { params: input })).data;
}

/** Revokes a role; the member loses it, and their row with their last role. */
export function useRevokeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaffRole,
    onSuccess: (member) =>
      queryClient.setQueryData<StaffMember[]>(staffMembersKey, (members) => withMember(members, member)),
  });
}
