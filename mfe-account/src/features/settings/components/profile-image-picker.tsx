import {
  type ImageFileProblem,
  imageFileProblem,
  ImagePicker,
  preloadImagePicker,
  isApiError,
  toast,
} from '@arena/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadProfileImage, type ProfileImageKind } from '../api/upload-profile-image';
import { SETTINGS_NAMESPACE } from '../i18n';

// The picker's code loads with this page's, not when the picker first draws (no late appearance).
void preloadImagePicker();

/** The failure text of an upload: the server's size and type refusals in the user's language, else the fallback. */
function uploadFailureKey(kind: ProfileImageKind, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413 || error.code === 4013) return 'images.tooLarge';
    if (error.status === 415 || error.code === 4015) return 'images.notImage';
  }
  return `images.${kind}.failed`;
}

export interface ProfileImagePickerProps {
  kind: ProfileImageKind;
  /** The image the user has now (path or URL), if any. */
  currentImage: string | null;
}

/**
 * Picks a profile or banner image: checks type and size in the browser first (P1 §5), previews the file, and
 * uploads it at once; the outcome shows as a toast, a refused file under the picker.
 */
export function ProfileImagePicker({ kind, currentImage }: ProfileImagePickerProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const upload = useUploadProfileImage(kind);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  function uploadPicked(file: File) {
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t(`images.${kind}.updated`)),
      onError: (error) => toast.error(t(uploadFailureKey(kind, error))),
      onSettled: () => setLocalPreview(null),
    });
  }

  return (
    <ImagePicker
      label={t(`images.${kind}.label`)}
      chooseLabel={t(`images.${kind}.choose`)}
      image={localPreview ?? currentImage}
      imageAlt={t(`images.${kind}.preview`)}
      emptyText={t('images.none')}
      shape={kind === 'profile' ? 'avatar' : 'banner'}
      hint={t('images.hint')}
      error={problem && t(`images.${problem}`)}
      busy={upload.isPending}
      busyLabel={t('images.uploading')}
      disabled={upload.isPending}
      onPick={uploadPicked}
    />
  );
}
