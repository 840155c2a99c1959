import { Button, ImagePicker, preloadImagePicker } from '@arena/shared-kit';
import { FieldRow } from '@arena/shared-kit/staff-desk';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useStaffImageUpload } from '../../../../hooks/use-staff-image-upload';
import { uploadSlideImage } from '../../api/upload-slide-image';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import { IMAGE_CHOICES, type SlideFormValues, type SlideLanguage } from '../../utils/slide-form';
import { useProblemText } from './form-problems';

// The picker's code loads with this page's, not when the picker first draws (no late appearance).
void preloadImagePicker();

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    cursor: pointer;
  }
  input[type='radio'] {
    inline-size: 18px;
    block-size: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** One picker: its 16:9 preview no wider than half a desk page, as the carousel's slides are wide. */
const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  min-inline-size: 0;
  max-inline-size: 36rem;
  > :first-child {
    justify-self: stretch;
  }
`;

/**
 * One image of the slide: the English one (`shared`: the one for both languages) or the Arabic one, checked in the
 * browser, uploaded at once through the slides' images endpoint and previewed from the address it answers, which
 * the form sends as `image.<language>`; it can be removed.
 */
function SlideImagePicker({ language, shared }: { language: SlideLanguage; shared: boolean }) {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const { control, setValue, trigger, formState } = useFormContext<SlideFormValues>();
  const problemOf = useProblemText();
  const field = `image.${language}` as const;
  const address = useWatch({ control, name: field });
  const which = t(shared ? 'editor.languages.both' : `editor.languages.${language}`);
  const set = (value: string | null) => {
    setValue(field, value, { shouldDirty: true });
    if (formState.isSubmitted) void trigger('image.en');
  };
  const upload = useStaffImageUpload(uploadSlideImage, set);
  const arabic = language === 'ar';

  return (
    <Frame>
      <ImagePicker
        label={t('editor.image.label', { which })}
        chooseLabel={t(address ? 'editor.image.replace' : 'editor.image.choose', { which })}
        image={address}
        imageAlt={t('editor.image.preview', { which })}
        emptyText={t(arabic ? 'editor.image.emptyAr' : 'editor.image.empty')}
        shape="poster"
        hint={t(arabic ? 'editor.image.hintAr' : 'editor.image.hint')}
        error={upload.problem ? t(`editor.image.${upload.problem}`) : problemOf(field)}
        busy={upload.busy}
        busyLabel={t('editor.image.uploading')}
        onPick={upload.pick}
      />
      {address && (
        <Button $variant="ghost" $size="small" onClick={() => set(null)}>
          {t('editor.image.remove', { which })}
        </Button>
      )}
    </Frame>
  );
}

/**
 * The slide's image: none (the artwork is drawn), one for both languages, or one per language — English needed,
 * Arabic optional (readers in Arabic then see the English one).
 */
export function SlideImageFields() {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const { register, control } = useFormContext<SlideFormValues>();
  const choice = useWatch({ control, name: 'imageChoice' });

  return (
    <>
      <Choices>
        <legend>{t('editor.image.legend')}</legend>
        {IMAGE_CHOICES.map((option) => (
          <label key={option}>
            <input type="radio" value={option} {...register('imageChoice', { deps: ['image.en'] })} />
            {t(`editor.image.${option}`)}
          </label>
        ))}
      </Choices>
      {choice === 'shared' && <SlideImagePicker language="en" shared />}
      {choice === 'perLanguage' && (
        <FieldRow $min="280px">
          <SlideImagePicker language="en" shared={false} />
          <SlideImagePicker language="ar" shared={false} />
        </FieldRow>
      )}
    </>
  );
}
