import { apiCall, type User } from '@arena/shared-kit';
import { useMutation } from '@tanstack/react-query';
import { useApplyUser } from '../hooks/use-apply-user';

export type ProfileImageKind = 'profile' | 'banner';

/** The two upload calls differ only by path (P1 §7): multipart, field `image`, answer `{ user }`. */
const UPLOAD_ENDPOINTS = {
  profile: 'POST /v1/user/me/profile/image',
  banner: 'POST /v1/user/me/profile/banner',
} as const satisfies Record<ProfileImageKind, string>;

/** POST /v1/user/me/profile/image or /profile/banner with the chosen file. */
export async function uploadProfileImage(kind: ProfileImageKind, file: File): Promise<User> {
  const form = new FormData();
  form.append('image', file);
  const { user } = await apiCall(UPLOAD_ENDPOINTS[kind], { body: form });
  return user;
}

/** Uploads a profile or banner image; on success the session shows the new image everywhere. */
export function useUploadProfileImage(kind: ProfileImageKind) {
  const applyUser = useApplyUser();
  return useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file),
    onSuccess: applyUser,
  });
}
