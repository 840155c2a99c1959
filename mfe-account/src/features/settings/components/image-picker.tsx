import {
  ACCEPTED_IMAGE_TYPES,
  assetUrl,
  FieldError,
  FieldHint,
  type ImageFileProblem,
  imageFileProblem,
  isApiError,
  toast,
} from '@arena/shared-kit';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useUploadProfileImage, type ProfileImageKind } from '../api/upload-profile-image';
import { SETTINGS_NAMESPACE } from '../i18n';
import { FieldBlock } from './form-parts';

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Preview = styled.div<{ $kind: ProfileImageKind }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
  text-align: center;
  ${({ $kind, theme }) =>
    $kind === 'profile'
      ? css`
          inline-size: 96px;
          block-size: 96px;
          border-radius: 50%;
        `
      : css`
          inline-size: min(100%, 320px);
          aspect-ratio: 3 / 1;
          border-radius: ${theme.radius.medium};
        `}
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The file input, hidden from sight but focusable, inside its label drawn as a button. */
const FileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
  overflow: hidden;
`;

const ChooseLabel = styled.label<{ $busy: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  &:hover {
    filter: brightness(1.1);
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The failure text of an upload: the server's size and type refusals in the user's language, else the fallback. */
function uploadFailureKey(kind: ProfileImageKind, error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 413 || error.code === 4013) return 'images.tooLarge';
    if (error.status === 415 || error.code === 4015) return 'images.notImage';
  }
  return `images.${kind}.failed`;
}

export interface ImagePickerProps {
  kind: ProfileImageKind;
  /** The image the user has now (path or URL), if any. */
  currentImage: string | null;
}

/**
 * Picks a profile or banner image: checks type and size in the browser first (P1 §5), previews the file, and
 * uploads it at once; the outcome shows as a toast, a refused file under the picker.
 */
export function ImagePicker({ kind, currentImage }: ImagePickerProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const hintId = useId();
  const errorId = useId();
  const upload = useUploadProfileImage(kind);
  const [problem, setProblem] = useState<ImageFileProblem | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
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

  const shown = localPreview ?? assetUrl(currentImage);
  const describedBy = [hintId, problem ? errorId : null].filter(Boolean).join(' ');

  return (
    <FieldBlock data-testid={`${kind}-image-picker`}>
      <Title>{t(`images.${kind}.label`)}</Title>
      <Picker>
        <Preview $kind={kind}>
          {shown ? <img src={shown} alt={t(`images.${kind}.preview`)} /> : <span>{t('images.none')}</span>}
        </Preview>
        <ChooseLabel $busy={upload.isPending}>
          {upload.isPending ? t('images.uploading') : t(`images.${kind}.choose`)}
          <FileInput
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            disabled={upload.isPending}
            onChange={choose}
          />
        </ChooseLabel>
      </Picker>
      <FieldHint id={hintId}>{t('images.hint')}</FieldHint>
      {problem && (
        <FieldError role="alert" id={errorId}>
          {t(`images.${problem}`)}
        </FieldError>
      )}
    </FieldBlock>
  );
}
