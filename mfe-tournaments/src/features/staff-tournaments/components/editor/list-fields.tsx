import { Muted } from '@arena/shared-kit';
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import {
  BLANK_BILINGUAL,
  BLANK_FAQ,
  FIELD_LIMITS,
  TEXT_LIMITS,
  type TournamentFormValues,
} from '../../utils/tournament-form';
import { BilingualFields, RowBox, useLanguagesInOrder } from './form-parts';
import { AddRowButton, RemoveRowButton } from './row-buttons';

/** What a list of texts in both languages is: its rows' words (`editor.lists.rules.*`) and limits. */
const TEXT_LISTS = {
  rules: { max: TEXT_LIMITS.rule, rows: FIELD_LIMITS.rules, lines: 2 },
  requirements: { max: TEXT_LIMITS.requirement, rows: FIELD_LIMITS.requirements, lines: 2 },
} as const;

/**
 * A list of texts in English and Arabic (the rules, the requirements): a numbered row each, added and removed; a
 * new row takes focus, and a removed row hands it to the add button.
 */
export function TextListFields({ name }: { name: keyof typeof TEXT_LISTS }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { control } = useFormContext<TournamentFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addRef = useRef<HTMLButtonElement>(null);
  const [firstLanguage] = useLanguagesInOrder();
  const list = TEXT_LISTS[name];
  return (
    <>
      {fields.length === 0 && <Muted>{t(`editor.lists.${name}.empty`)}</Muted>}
      {fields.map((field, index) => {
        const number = index + 1;
        const label = t(`editor.lists.${name}.row`, { number });
        return (
          <RowBox key={field.id}>
            <legend>{label}</legend>
            <BilingualFields path={`${name}.${index}`} label={label} max={list.max} rows={list.lines} />
            <RemoveRowButton addRef={addRef} onRemove={() => remove(index)}>
              {t(`editor.lists.${name}.remove`, { number })}
            </RemoveRowButton>
          </RowBox>
        );
      })}
      {fields.length < list.rows && (
        <AddRowButton
          addRef={addRef}
          onAdd={() =>
            append({ ...BLANK_BILINGUAL }, { focusName: `${name}.${fields.length}.${firstLanguage}` })
          }
        >
          {t(`editor.lists.${name}.add`)}
        </AddRowButton>
      )}
    </>
  );
}

/** The FAQ (P1 §2 "FAQ page"): questions with their answers, each in English and Arabic. */
export function FaqFields() {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { control } = useFormContext<TournamentFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'faqs' });
  const addRef = useRef<HTMLButtonElement>(null);
  const [firstLanguage] = useLanguagesInOrder();
  return (
    <>
      {fields.length === 0 && <Muted>{t('editor.lists.faqs.empty')}</Muted>}
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <RowBox key={field.id}>
            <legend>{t('editor.lists.faqs.row', { number })}</legend>
            <BilingualFields
              path={`faqs.${index}.title`}
              label={t('editor.lists.faqs.question', { number })}
              max={TEXT_LIMITS.faqTitle}
            />
            <BilingualFields
              path={`faqs.${index}.description`}
              label={t('editor.lists.faqs.answer', { number })}
              max={TEXT_LIMITS.faqAnswer}
              rows={3}
            />
            <RemoveRowButton addRef={addRef} onRemove={() => remove(index)}>
              {t('editor.lists.faqs.remove', { number })}
            </RemoveRowButton>
          </RowBox>
        );
      })}
      {fields.length < FIELD_LIMITS.faqs && (
        <AddRowButton
          addRef={addRef}
          onAdd={() =>
            append(
              { title: { ...BLANK_FAQ.title }, description: { ...BLANK_FAQ.description } },
              { focusName: `faqs.${fields.length}.title.${firstLanguage}` },
            )
          }
        >
          {t('editor.lists.faqs.add')}
        </AddRowButton>
      )}
    </>
  );
}
