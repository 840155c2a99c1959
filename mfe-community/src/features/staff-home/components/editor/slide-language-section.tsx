import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import { TextareaField, TextField } from '@arena/shared-kit';
import { FieldRow, FormSection } from '@arena/shared-kit/staff-desk';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import type { SlideFormValues, SlideLanguage, SlideTextField } from '../../utils/slide-form';
import { useProblemText } from './form-problems';

/** One language's texts of the slide — title, description, badge, button text — written in its own direction. */
export function SlideLanguageSection({ language }: { language: SlideLanguage }) {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const { register } = useFormContext<SlideFormValues>();
  const problemOf = useProblemText();
  const languageName = t(`editor.languages.${language}`);
  const text = (field: SlideTextField) => ({
    label: t(`editor.fields.${field}`, { language: languageName }),
    dir: language === 'ar' ? 'rtl' : 'ltr',
    lang: language,
    autoComplete: 'off',
    maxLength: HOME_SLIDE_LIMITS[field],
    error: problemOf(`${field}.${language}`),
    ...register(`${field}.${language}`),
  });

  return (
    <FormSection title={t(`editor.sections.${language}`)} intro={t(`editor.sections.${language}Intro`)}>
      <FieldRow>
        <TextField {...text('title')} />
        <TextField {...text('badge')} hint={t('editor.fields.badgeHint')} />
      </FieldRow>
      <TextareaField {...text('description')} rows={3} />
      <FieldRow>
        <TextField {...text('cta')} />
      </FieldRow>
    </FormSection>
  );
}
