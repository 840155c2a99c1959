import { HOME_SLIDE_LIMITS } from '@arena/contract/rules';
import { Button, ButtonLink, SelectField, TextField } from '@arena/shared-kit';
import { FieldRow, FormActions, FormSection, useDeskForm } from '@arena/shared-kit/staff-desk';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { STAFF_HOME_NAMESPACE } from '../../i18n';
import {
  formFieldOfServerPath,
  SLIDE_ARTWORKS,
  SLIDE_LANGUAGES,
  slideBodyOf,
  slideFormProblems,
  type SlideBody,
  type SlideFormValues,
} from '../../utils/slide-form';
import { problemTextOf } from './form-problems';
import { SlideDatesFields } from './slide-dates-fields';
import { SlideImageFields } from './slide-image-fields';
import { SlideLanguageSection } from './slide-language-section';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export interface SlideFormProps {
  /** The values to start from (a stored slide's, or a new one's); the form starts over when they change. */
  initial: SlideFormValues;
  /** The submit button's words (Add slide, Save slide). */
  submitLabel: string;
  /** Sends the slide; a 400's fields land on the form's fields, any other failure on `sayFailure`. */
  onSave: (body: SlideBody) => Promise<void>;
  /** The sentence of a failed save that is not a field's. */
  sayFailure: (error: unknown) => string;
}

/**
 * The home page desk's slide form (issue 31): the texts in English and Arabic (each required), the link and the
 * artwork, the image (none, one for both languages, or one per language) and an optional window of dates. Everything
 * is checked before sending as the API checks it; the first field in error takes focus, after a check here or a 400
 * naming fields.
 */
export function SlideForm({ initial, submitLabel, onSave, sayFailure }: SlideFormProps) {
  const { t } = useTranslation(STAFF_HOME_NAMESPACE);
  const { form, formRef, onSubmit } = useDeskForm({
    initial,
    problemsOf: slideFormProblems,
    send: (values: SlideFormValues) => onSave(slideBodyOf(values)),
    fieldOfServerPath: formFieldOfServerPath,
    refused: () => 'refused',
    checkFields: t('editor.checkFields'),
    sayFailure,
  });
  const { register, formState } = form;

  return (
    <FormProvider {...form}>
      <Form ref={formRef} noValidate aria-label={t('editor.formLabel')} onSubmit={onSubmit}>
        {SLIDE_LANGUAGES.map((language) => (
          <SlideLanguageSection key={language} language={language} />
        ))}

        <FormSection title={t('editor.sections.link')}>
          <FieldRow>
            <TextField
              label={t('editor.fields.link')}
              hint={t('editor.fields.linkHint')}
              error={problemTextOf(t, formState.errors, 'link')}
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={HOME_SLIDE_LIMITS.link}
              {...register('link')}
            />
            <SelectField
              label={t('editor.fields.artwork')}
              hint={t('editor.fields.artworkHint')}
              error={problemTextOf(t, formState.errors, 'artwork')}
              {...register('artwork')}
            >
              {SLIDE_ARTWORKS.map((artwork) => (
                <option key={artwork} value={artwork}>
                  {t(`artwork.${artwork}`)}
                </option>
              ))}
            </SelectField>
          </FieldRow>
        </FormSection>

        <FormSection title={t('editor.sections.image')} intro={t('editor.sections.imageIntro')}>
          <SlideImageFields />
        </FormSection>

        <FormSection title={t('editor.sections.dates')} intro={t('editor.sections.datesIntro')}>
          <SlideDatesFields />
        </FormSection>

        <FormActions>
          <Button
            type="submit"
            // Not `disabled`: focus would drop to the page while the slide is sent.
            aria-disabled={formState.isSubmitting || undefined}
          >
            {formState.isSubmitting ? t('editor.saving') : submitLabel}
          </Button>
          <ButtonLink as={Link} to="/staff/home" $variant="secondary">
            {t('editor.cancel')}
          </ButtonLink>
        </FormActions>
      </Form>
    </FormProvider>
  );
}
