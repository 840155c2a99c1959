import { imageFileProblem, ImagePicker, preloadImagePicker, isApiError } from '@arena/shared-kit';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUploadPoster } from '../../api/upload-poster';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import type { TournamentFormValues } from '../../utils/tournament-form';
import { FieldRow, useLanguagesInOrder, useProblemText } from './form-parts';

// The picker's code loads with this page's, not when the picker first draws (no late appearance).
void preloadImagePicker();

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
  const field = `poster.${language}` as const;
  const address = watch(field);
  const languageName = t(`editor.languages.${language}`);

  function uploadPicked(file: File) {
    const refused = posterFileProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (url) => setValue(field, url, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
      onError: (failure) => setProblem(uploadProblem(failure)),
    });
  }

  return (
    <ImagePicker
      label={t('editor.posters.label', { language: languageName })}
      chooseLabel={t(address ? 'editor.posters.replace' : 'editor.posters.choose', {
        language: languageName,
      })}
      image={address}
      imageAlt={t('editor.posters.preview', { language: languageName })}
      emptyText={t('editor.posters.none')}
      shape="poster"
      hint={t('editor.posters.hint')}
      error={problem ? t(`editor.posters.${problem}`) : problemOf(field)}
      busy={upload.isPending}
      busyLabel={t('editor.posters.uploading')}
      onPick={uploadPicked}
    />
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
