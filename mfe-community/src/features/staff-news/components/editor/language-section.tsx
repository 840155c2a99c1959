import { Alert, Muted, TextareaField, TextField } from '@arena/shared-kit';
import { FieldRow, FormSection } from '@arena/shared-kit/staff-desk';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Post } from '@arena/shared-kit';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import { NEWS_LIMITS } from '@arena/contract/rules';
import {
  NEWS_TEXT_FIELDS,
  type NewsFormValues,
  type NewsLanguage,
  type NewsTextField,
} from '../../utils/news-form';
import type { ArticlePreviewComponent } from './article-preview';
import { CoverPicker } from './cover-picker';
import { useProblemText } from './form-parts';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-inline-size: 0;
  textarea {
    font-family: inherit;
  }
`;

const BodyField = styled.div`
  textarea {
    min-block-size: 18rem;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9375rem;
    line-height: 1.6;
  }
`;

const PreviewBox = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  min-inline-size: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.background};
`;

const PreviewTitle = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface LanguageSectionProps {
  language: NewsLanguage;
  /** The post as it will be published, for the live preview. */
  preview: Post;
  /** Whether anything is written in this language yet, and in English (what readers see without Arabic). */
  written: { own: boolean; en: boolean };
  Preview: ArticlePreviewComponent;
}

/**
 * One language's part of the post: title, summary, the Markdown body (written in the language's direction whatever
 * the page's), the cover, and beside them the live preview — the article page's own drawing of the post for a
 * reader in that language.
 */
export function LanguageSection({ language, preview, written, Preview }: LanguageSectionProps) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const { register } = useFormContext<NewsFormValues>();
  const problemOf = useProblemText();
  const previewTitleId = useId();
  const languageName = t(`editor.languages.${language}`);
  const text = (field: NewsTextField) => ({
    dir: language === 'ar' ? 'rtl' : 'ltr',
    lang: language,
    error: problemOf(`${language}.${field}`),
    // Arabic is all or nothing: once checked, writing or clearing one Arabic field checks the other two (and the
    // Arabic cover, which needs them) again.
    ...register(`${language}.${field}`, {
      deps:
        language === 'ar'
          ? [
              ...NEWS_TEXT_FIELDS.filter((other) => other !== field).map((other) => `ar.${other}` as const),
              'cover.ar' as const,
            ]
          : undefined,
    }),
  });

  return (
    <FormSection title={t(`editor.sections.${language}`)} intro={t(`editor.sections.${language}Intro`)}>
      <FieldRow $min="380px">
        <Fields>
          <TextField
            label={t('editor.fields.title', { language: languageName })}
            maxLength={NEWS_LIMITS.title}
            autoComplete="off"
            {...text('title')}
          />
          <TextareaField
            label={t('editor.fields.summary', { language: languageName })}
            hint={t('editor.fields.summaryHint', { max: NEWS_LIMITS.summary })}
            rows={3}
            maxLength={NEWS_LIMITS.summary}
            {...text('summary')}
          />
          <BodyField>
            <TextareaField
              label={t('editor.fields.body', { language: languageName })}
              hint={t('editor.fields.bodyHint')}
              rows={14}
              maxLength={NEWS_LIMITS.body}
              spellCheck
              {...text('body')}
            />
          </BodyField>
          <CoverPicker language={language} />
        </Fields>
        <PreviewBox aria-labelledby={previewTitleId}>
          <PreviewTitle id={previewTitleId}>
            {t('editor.preview.title', { language: languageName })}
          </PreviewTitle>
          {written.own ? (
            <Muted>{t('editor.preview.note')}</Muted>
          ) : (
            <Alert $tone="info" role="note">
              {t(written.en ? 'editor.preview.noArabic' : 'editor.preview.empty')}
            </Alert>
          )}
          {(written.own || written.en) && <Preview post={preview} language={language} />}
        </PreviewBox>
      </FieldRow>
    </FormSection>
  );
}
