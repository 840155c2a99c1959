import { SKILL_LEVELS } from '@arena/contract/rules';
import { Button, FieldError, FieldHint, SelectField, TextField } from '@arena/shared-kit';
import { FormActions, FormSection, useDeskForm } from '@arena/shared-kit/staff-desk';
import { useId, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { rankStepText } from '../../../../components/rank-label';
import {
  FIELD_LIMITS,
  formFieldOfServerPath,
  RANK_STEP_VALUES,
  rankStepOfValue,
  TEXT_LIMITS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_REGIONS,
  tournamentFormProblems,
  type FormProblem,
  type TournamentFormContext,
  type TournamentFormValues,
} from '../../utils/tournament-form';
import { BilingualFields, CheckboxField, FieldRow, problemTextOf, type FormPath } from './form-parts';
import { FaqFields, TextListFields } from './list-fields';
import { PosterFields } from './poster-fields';
import { PrizePoolFields } from './prize-pool-fields';
import { ScheduleFields } from './schedule-fields';
import { StructureFields, type StructureLocks } from './structure-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Every section; `disabled` makes the whole form read-only (a cancelled tournament). */
const Sections = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

const Skills = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;

const SkillChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    cursor: pointer;
  }
`;

/** A problem (a key and its values) kept whole as its field's error, for `problemTextOf` to say. */
const problemError = (problem: FormProblem) => ({ type: problem.key, message: JSON.stringify(problem) });

const SCHEDULE_PATH =
  /^(registration_start_time|registration_closed_time|checking_time|starting_time|ends_at)$/;

/** What is wrong with a refused field the form's own checks pass: a schedule out of order, else "invalid". */
const refusedProblem = (field: string): FormProblem =>
  SCHEDULE_PATH.test(field) ? { key: 'scheduleRefused' } : { key: 'invalid' };

export interface TournamentFormProps {
  /** The values to start from (a stored tournament's, or a new one's); the form starts over when they change. */
  initial: TournamentFormValues;
  context: TournamentFormContext;
  /** What can no longer change: the format once published, the structure once the bracket is drawn. */
  locks: StructureLocks & { format: boolean };
  published: boolean;
  /** A cancelled tournament: shown, not edited. */
  readOnly: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Sends the form (create or edit); a 400's fields land on the form's fields, any other failure on `sayFailure`. */
  onSave: (values: TournamentFormValues) => Promise<void>;
  /** The sentence of a failed save that is not a field's (a refusal by reason, or the fallback). */
  sayFailure: (error: unknown) => string;
  /** More actions beside Save (Publish, Cancel tournament), told whether the form has unsaved changes. */
  actions?: (state: { dirty: boolean }) => ReactNode;
}

/**
 * The organizer console's tournament form (issue 30): names, description, rules, requirements and FAQ in English
 * and Arabic side by side, a poster per language, region, format, structure with only its kind's settings, skill
 * levels, capacity, approval, the schedule in the organizer's time zone (UTC beneath), the prize pool and live
 * support chat. Everything is checked before sending (the schedule with the API's own rule); the first field in
 * error takes focus, after a check here or a 400 naming fields.
 */
export function TournamentForm({
  initial,
  context,
  locks,
  published,
  readOnly,
  submitLabel,
  submittingLabel,
  onSave,
  sayFailure,
  actions,
}: TournamentFormProps) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { form, formRef, onSubmit } = useDeskForm({
    initial,
    problemsOf: tournamentFormProblems,
    errorOf: problemError,
    context,
    send: onSave,
    fieldOfServerPath: (name: string) => formFieldOfServerPath(name) as FormPath | null,
    refused: refusedProblem,
    checkFields: t('editor.checkFields'),
    sayFailure,
  });
  const { register, formState } = form;
  const problemOf = (path: string) => problemTextOf(t, formState.errors, path);
  const skillsErrorId = useId();

  const skillsError = problemOf('skill_level');

  return (
    <FormProvider {...form}>
      <Form ref={formRef} noValidate aria-label={t('editor.formLabel')} onSubmit={onSubmit}>
        <Sections disabled={readOnly}>
          <FormSection title={t('editor.sections.names')}>
            <BilingualFields path="name" label={t('editor.fields.name')} max={TEXT_LIMITS.name} />
            <BilingualFields
              path="description"
              label={t('editor.fields.description')}
              max={TEXT_LIMITS.description}
              rows={5}
            />
          </FormSection>

          <FormSection title={t('editor.sections.posters')}>
            <PosterFields />
          </FormSection>

          <FormSection title={t('editor.sections.format')}>
            <FieldRow>
              <SelectField
                label={t('editor.fields.region')}
                error={problemOf('region')}
                {...register('region')}
              >
                {TOURNAMENT_REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {t(`editor.regions.${region}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('editor.fields.format')}
                hint={locks.format ? t('editor.lockedFormat') : undefined}
                disabled={locks.format || undefined}
                error={problemOf('format')}
                {...register('format')}
              >
                {TOURNAMENT_FORMATS.map((format) => (
                  <option key={format} value={format}>
                    {t(`editor.formats.${format}`, { format })}
                  </option>
                ))}
              </SelectField>
            </FieldRow>
            <StructureFields locks={locks} />
          </FormSection>

          <FormSection title={t('editor.sections.players')}>
            <Skills aria-describedby={skillsError ? skillsErrorId : undefined}>
              <legend>{t('editor.fields.skillLevels')}</legend>
              <SkillChoices>
                {SKILL_LEVELS.map((level) => (
                  <label key={level}>
                    <input
                      type="checkbox"
                      value={level}
                      aria-invalid={skillsError ? true : undefined}
                      {...register('skill_level')}
                    />
                    {level}
                  </label>
                ))}
              </SkillChoices>
              {skillsError && <FieldError id={skillsErrorId}>{skillsError}</FieldError>}
              <FieldHint>{t('editor.fields.skillLevelsHint')}</FieldHint>
            </Skills>
            <FieldRow>
              <TextField
                label={t('editor.fields.capacity')}
                hint={t('editor.fields.capacityHint')}
                type="number"
                inputMode="numeric"
                min={FIELD_LIMITS.capacity.min}
                max={FIELD_LIMITS.capacity.max}
                error={problemOf('capacity')}
                {...register('capacity')}
              />
            </FieldRow>
            <CheckboxField label={t('editor.fields.approvalRequired')} {...register('approval_required')} />
          </FormSection>

          <FormSection title={t('editor.sections.schedule')}>
            <ScheduleFields published={published} />
          </FormSection>

          <FormSection title={t('editor.sections.prizes')}>
            <PrizePoolFields />
          </FormSection>

          <FormSection title={t('editor.sections.rules')}>
            <TextListFields name="rules" />
          </FormSection>

          <FormSection title={t('editor.sections.requirements')}>
            <TextListFields name="requirements" />
          </FormSection>

          <FormSection title={t('editor.sections.rankRequirements')}>
            <FieldRow>
              {(['min_rank', 'max_rank'] as const).map((field) => (
                <SelectField
                  key={field}
                  label={t(field === 'min_rank' ? 'editor.fields.minRank' : 'editor.fields.maxRank')}
                  error={problemOf(field)}
                  {...register(field)}
                >
                  <option value="">{t('editor.fields.noRankRequirement')}</option>
                  {RANK_STEP_VALUES.map((value) => (
                    <option key={value} value={value}>
                      {rankStepText(t, rankStepOfValue(value)!)}
                    </option>
                  ))}
                </SelectField>
              ))}
              <TextField
                label={t('editor.fields.minAccountLevel')}
                hint={t('editor.fields.minAccountLevelHint')}
                type="number"
                inputMode="numeric"
                min={FIELD_LIMITS.accountLevel.min}
                max={FIELD_LIMITS.accountLevel.max}
                error={problemOf('min_account_level')}
                {...register('min_account_level')}
              />
            </FieldRow>
          </FormSection>

          <FormSection title={t('editor.sections.faqs')}>
            <FaqFields />
          </FormSection>

          <FormSection title={t('editor.sections.more')}>
            <FieldRow>
              <TextField
                label={t('editor.fields.rulebook')}
                hint={t('editor.fields.rulebookHint')}
                type="url"
                dir="ltr"
                maxLength={FIELD_LIMITS.link}
                error={problemOf('additional_info')}
                {...register('additional_info')}
              />
            </FieldRow>
            <CheckboxField label={t('editor.fields.supportLiveChat')} {...register('support_live_chat')} />
            <FieldRow>
              <TextField
                label={t('editor.fields.stream')}
                hint={t('editor.fields.streamHint')}
                type="url"
                dir="ltr"
                maxLength={FIELD_LIMITS.link}
                error={problemOf('stream_url')}
                {...register('stream_url')}
              />
            </FieldRow>
          </FormSection>
        </Sections>
        <FormActions>
          {!readOnly && (
            <Button
              type="submit"
              // Not `disabled`: focus would drop to the page while the form is sent.
              aria-disabled={formState.isSubmitting || undefined}
            >
              {formState.isSubmitting ? submittingLabel : submitLabel}
            </Button>
          )}
          {actions?.({ dirty: formState.isDirty })}
        </FormActions>
      </Form>
    </FormProvider>
  );
}
