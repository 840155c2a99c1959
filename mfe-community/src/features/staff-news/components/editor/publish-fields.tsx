import type { NewsStatus } from '@arena/contract/rules';
import { Alert, FieldError, formatDateTime, TextField, useLocale } from '@arena/shared-kit';
import { browserTimeZoneLabel, formatUtc, instantOfLocalInput } from '@arena/shared-kit/staff-desk';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_NEWS_NAMESPACE } from '../../i18n';
import type { NewsFormValues, PublishChoice } from '../../utils/news-form';
import { useProblemText } from './form-parts';

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

const When = styled.div`
  max-inline-size: 320px;
`;

/** The publish choices a post in `status` offers (null: a new post); a published one is only kept published. */
export function publishChoicesFor(status: NewsStatus | null): PublishChoice[] {
  if (status === 'published') return [];
  if (status === 'scheduled') return ['now', 'schedule'];
  return ['draft', 'now', 'schedule'];
}

export interface PublishFieldsProps {
  status: NewsStatus | null;
  /** A published post's publish time (shown; saving keeps it). */
  publishedAt: string | null;
}

/**
 * When the post is public: "Keep as draft", "Publish now" or "Schedule" with a date and time in the editor's time
 * zone (sent in UTC, shown beneath). A scheduled post goes back to a draft with Unpublish; a published one stays
 * published as it is saved.
 */
export function PublishFields({ status, publishedAt }: PublishFieldsProps) {
  const { t } = useTranslation(STAFF_NEWS_NAMESPACE);
  const locale = useLocale();
  const { register, control } = useFormContext<NewsFormValues>();
  const problemOf = useProblemText();
  const errorId = useId();
  const choice = useWatch({ control, name: 'publish' });
  const localTime = useWatch({ control, name: 'publishAt' });
  const choices = publishChoicesFor(status);

  if (choices.length === 0) {
    return (
      <Alert $tone="success" role="note">
        {t('editor.publish.keep', { date: publishedAt ? formatDateTime(publishedAt, locale) : '' })}
      </Alert>
    );
  }

  const instant = instantOfLocalInput(localTime);
  const zone = browserTimeZoneLabel();
  const choiceError = problemOf('publish');
  return (
    <>
      <Choices aria-describedby={choiceError ? errorId : undefined}>
        <legend>{t('editor.publish.legend')}</legend>
        {choices.map((option) => (
          <label key={option}>
            <input
              type="radio"
              value={option}
              // Once checked, the choice decides whether the English cover and a time are needed.
              {...register('publish', { deps: ['cover.en', 'publishAt'] })}
            />
            {t(`editor.publish.${option}`)}
          </label>
        ))}
        {choiceError && <FieldError id={errorId}>{choiceError}</FieldError>}
      </Choices>
      {choice === 'schedule' && (
        <When>
          <TextField
            label={t('editor.publish.at')}
            type="datetime-local"
            hint={
              instant
                ? t('editor.publish.atHint', {
                    zone,
                    utc: formatUtc(instant, locale),
                  })
                : t('editor.publish.atZone', { zone })
            }
            error={problemOf('publishAt')}
            {...register('publishAt')}
          />
        </When>
      )}
    </>
  );
}
