import { Button, ImagePicker, preloadImagePicker } from '@arena/shared-kit';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStaffImageUpload } from '../../../../hooks/use-staff-image-upload';
import { uploadNewsCover } from '../../api/upload-news-cover';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import type { NewsFormValues, NewsLanguage } from '../../utils/news-form';
import { useProblemText } from './form-parts';

// The picker's code loads with this page's, not when the picker first draws (no late appearance).
void preloadImagePicker();

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  min-inline-size: 0;
  > :first-child {
    justify-self: stretch;
  }
`;

/**
 * One language's cover: checked in the browser first (type and size), uploaded at once through the covers
 * endpoint, previewed from the address it answers, which the form sends as `cover.<language>`; it can be removed.
 */
export function CoverPicker({ language }: { language: NewsLanguage }) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const { control, setValue, trigger, formState } = useFormContext<NewsFormValues>();
  const problemOf = useProblemText();
  const field = `cover.${language}` as const;
  const address = useWatch({ control, name: field });
  const languageName = t(`editor.languages.${language}`);
  const set = (value: string | null) => {
    setValue(field, value, { shouldDirty: true });
    // Once checked, either cover decides whether the English one is needed: both are checked again.
    if (formState.isSubmitted) void trigger(['cover.en', 'cover.ar']);
  };

  const upload = useStaffImageUpload(uploadNewsCover, set);

  return (
    <Frame>
      <ImagePicker
        label={t('editor.covers.label', { language: languageName })}
        chooseLabel={t(address ? 'editor.covers.replace' : 'editor.covers.choose', {
          language: languageName,
        })}
        image={address}
        imageAlt={t('editor.covers.preview', { language: languageName })}
        emptyText={t(language === 'ar' ? 'editor.covers.noneAr' : 'editor.covers.none')}
        shape="poster"
        hint={t(language === 'ar' ? 'editor.covers.hintAr' : 'editor.covers.hint')}
        error={upload.problem ? t(`editor.covers.${upload.problem}`) : problemOf(field)}
        busy={upload.busy}
        busyLabel={t('editor.covers.uploading')}
        onPick={upload.pick}
      />
      {address && (
        <Button $variant="ghost" $size="small" onClick={() => set(null)}>
          {t('editor.covers.remove', { language: languageName })}
        </Button>
      )}
    </Frame>
  );
}
