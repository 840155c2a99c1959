import {
  ACCEPTED_IMAGE_TYPES,
  assetUrl,
  FieldError,
  FieldHint,
  imageFileProblem,
  isApiError,
} from '@arena/shared-kit';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUploadPoster } from '../../api/upload-poster';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import type { TournamentFormValues } from '../../utils/tournament-form';
import { FieldRow, useLanguagesInOrder, useProblemText } from './form-parts';

/** The largest poster the posters endpoint takes (its summary in the contract: PNG/JPEG/GIF/WebP up to 5 MB). */
export const POSTER_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked poster cannot be uploaded, or why the upload failed: a key under `editor.posters.`. */
type PosterProblem = 'notImage' | 'tooLarge' | 'storageFull' | 'failed';

/**
 * The kit's check of a picked image (`imageFileProblem`: PNG, JPEG, GIF or WebP by type), with the posters
 * endpoint's own size limit instead of the profile images' 2 MB.
 */
export function posterFileProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (imageFileProblem({ type: file.type, size: 0 }) === 'notImage') return 'notImage';
  return file.size > POSTER_MAX_BYTES ? 'tooLarge' : null;
}

/** The API's refusal of an upload in the form's words: too large, not an image, storage full, else failed. */
function uploadProblem(error: unknown): PosterProblem {
  if (isApiError(error)) {
    if (error.status === 413 || error.code === 4013) return 'tooLarge';
    if (error.status === 415 || error.code === 4015) return 'notImage';
    if (error.code === 4031) return 'storageFull';
  }
  return 'failed';
}

const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
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
  justify-self: start;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

/**
 * One language's poster: checked in the browser first (type and size), uploaded at once through the posters
 * endpoint, previewed from the address it answers, which the form sends as `poster.<language>`.
 */
function PosterPicker({ language }: { language: 'en' | 'ar' }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { watch, setValue, formState } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const upload = useUploadPoster();
  const [problem, setProblem] = useState<PosterProblem | null>(null);
  const hintId = useId();
  const errorId = useId();
  const field = `poster.${language}` as const;
  const address = watch(field);
  const error = problem ? t(`editor.posters.${problem}`) : problemOf(field);
  const languageName = t(`editor.languages.${language}`);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = posterFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (url) => setValue(field, url, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
      onError: (failure) => setProblem(uploadProblem(failure)),
    });
  }

  return (
    <Picker>
      <Title>{t('editor.posters.label', { language: languageName })}</Title>
      <Preview>
        {address ? (
          <img src={assetUrl(address)} alt={t('editor.posters.preview', { language: languageName })} />
        ) : (
          <span>{t('editor.posters.none')}</span>
        )}
      </Preview>
      <ChooseLabel $busy={upload.isPending}>
        {upload.isPending
          ? t('editor.posters.uploading')
          : t(address ? 'editor.posters.replace' : 'editor.posters.choose', { language: languageName })}
        <FileInput
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-busy={upload.isPending || undefined}
          onChange={choose}
        />
      </ChooseLabel>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      <FieldHint id={hintId}>{t('editor.posters.hint')}</FieldHint>
    </Picker>
  );
}

/** A poster per language, side by side (P1 §3: the list and the page show the poster of the page's language). */
export function PosterFields() {
  const languages = useLanguagesInOrder();
  return (
    <FieldRow $min="260px">
      {languages.map((language) => (
        <PosterPicker key={language} language={language} />
      ))}
    </FieldRow>
  );
}
