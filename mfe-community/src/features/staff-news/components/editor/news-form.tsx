import type { NewsStatus } from '@arena/contract/rules';
import { NEWS_LIMITS } from '@arena/contract/rules';
import { Badge, Button, TextField } from '@arena/shared-kit';
import { FormActions, FormSection, useDeskForm } from '@arena/shared-kit/staff-desk';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import { markdownToHtml } from '../../utils/markdown';
import {
  formFieldOfServerPath,
  hasArabic,
  NEWS_LANGUAGES,
  newsBodyOf,
  newsFormProblems,
  parseTags,
  previewPostOf,
  type NewsBody,
  type NewsFormValues,
} from '../../utils/news-form';
import type { ArticlePreviewComponent } from './article-preview';
import { problemTextOf } from './form-parts';
import { LanguageSection } from './language-section';
import { PublishFields } from './publish-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The submit button's words for the publish choice: save a draft, publish, schedule, or save a published post. */
const SUBMIT_LABELS = {
  draft: 'editor.saveDraft',
  now: 'editor.publishNow',
  schedule: 'editor.schedulePost',
  keep: 'editor.save',
} as const;

export interface NewsFormProps {
  /** The values to start from (a stored post's, or a new one's); the form starts over when they change. */
  initial: NewsFormValues;
  /** The stored post's status; null for a new post. */
  status: NewsStatus | null;
  /** A published post's publish time: saving sends it again, so the post stays published as it was. */
  keptPublishAt: string | null;
  /** The article page's drawing of a post, for the live previews. */
  Preview: ArticlePreviewComponent;
  /** Sends the post (create or save); a 400's fields land on the form's fields, any other failure on `sayFailure`. */
  onSave: (body: NewsBody) => Promise<void>;
  /** The sentence of a failed save that is not a field's. */
  sayFailure: (error: unknown) => string;
  /** More actions beside the submit button (Unpublish, Delete), told whether the form has unsaved changes. */
  actions?: (state: { dirty: boolean }) => ReactNode;
}

/**
 * The news desk's post form (issue 31): English and Arabic, each with its title, summary, Markdown body, cover and
 * live preview; the tags; and when to publish. Everything is checked before sending as the API checks it; the first
 * field in error takes focus, after a check here or a 400 naming fields.
 */
export function NewsForm({
  initial,
  status,
  keptPublishAt,
  Preview,
  onSave,
  sayFailure,
  actions,
}: NewsFormProps) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const { form, formRef, onSubmit } = useDeskForm({
    initial,
    problemsOf: newsFormProblems,
    send: (values: NewsFormValues) => onSave(newsBodyOf(values, { now: new Date(), keptPublishAt })),
    fieldOfServerPath: formFieldOfServerPath,
    refused: () => 'refused',
    checkFields: t('editor.checkFields'),
    sayFailure,
  });
  const { control, register, formState } = form;
  const [openedAt] = useState(() => new Date());

  // The previews follow the typing a moment behind it, so a long body never slows the keys down.
  const values = useDeferredValue(useWatch({ control }) as NewsFormValues);
  const body = useMemo(
    () => newsBodyOf(values, { now: openedAt, keptPublishAt }),
    [values, openedAt, keptPublishAt],
  );
  const enHtml = useMemo(() => markdownToHtml(body.en.body), [body.en.body]);
  const arBody = body.ar?.body ?? '';
  const arHtml = useMemo(() => markdownToHtml(arBody), [arBody]);
  const preview = useMemo(
    () => previewPostOf(body, { en: enHtml, ar: arHtml }, openedAt.toISOString()),
    [body, enHtml, arHtml, openedAt],
  );
  const written = {
    en: Boolean(body.en.title || body.en.body),
    ar: hasArabic(values),
  };
  const tags = parseTags(values.tags);
  const choice = useWatch({ control, name: 'publish' });

  return (
    <FormProvider {...form}>
      <Form ref={formRef} noValidate aria-label={t('editor.formLabel')} onSubmit={onSubmit}>
        {NEWS_LANGUAGES.map((language) => (
          <LanguageSection
            key={language}
            language={language}
            preview={preview}
            written={{ own: written[language], en: written.en }}
            Preview={Preview}
          />
        ))}

        <FormSection title={t('editor.sections.tags')}>
          <TextField
            label={t('editor.fields.tags')}
            hint={t('editor.fields.tagsHint', { max: NEWS_LIMITS.tags })}
            error={problemTextOf(t, formState.errors, 'tags')}
            autoComplete="off"
            dir="auto"
            {...register('tags')}
          />
          {tags.length > 0 && (
            <TagList aria-label={t('editor.fields.tagsList')}>
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge $tone="neutral" dir="auto">
                    {tag}
                  </Badge>
                </li>
              ))}
            </TagList>
          )}
        </FormSection>

        <FormSection title={t('editor.sections.publish')}>
          <PublishFields status={status} publishedAt={keptPublishAt} />
        </FormSection>

        <FormActions>
          <Button
            type="submit"
            // Not `disabled`: focus would drop to the page while the post is sent.
            aria-disabled={formState.isSubmitting || undefined}
          >
            {formState.isSubmitting ? t('editor.saving') : t(SUBMIT_LABELS[choice])}
          </Button>
          {actions?.({ dirty: formState.isDirty })}
        </FormActions>
      </Form>
    </FormProvider>
  );
}
