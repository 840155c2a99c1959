import { apiCall, type ProfileUpdate, type User } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';
import { useApplyUser } from '../hooks/use-apply-user';

/** PUT /v1/user/me/profile (P1 §7); answers the updated user. */
export async function updateProfile(update: ProfileUpdate): Promise<User> {
  const { user } = await apiCall('PUT /v1/user/me/profile', { body: update });
  return user;
}

/** Saves the profile form; on success the session shows the saved user everywhere. */
export function useUpdateProfile() {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: applyUser });
}
