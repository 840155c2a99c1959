import type { StaffPassMission } from '@arena/contract';
import { Dialog, Muted, SelectField, TextareaField, TextField, toast } from '@arena/shared-kit';
import { useState } from 'react';
import { get, useWatch } from 'react-hook-form';
import { useDeskForm } from '@arena/shared-kit/staff-desk';
import { useTranslation } from 'react-i18next';
import { useUpdatePassMission } from '../../api/update-pass-mission';
import { STAFF_PASS_NAMESPACE } from '../../i18n';
import {
  MISSION_RANGES,
  MISSION_TEXT_FIELDS,
  MISSION_TEXT_LIMITS,
  missionBodyOf,
  missionFieldOfServerPath,
  missionFormProblems,
  missionFormValuesOf,
  missionProblemLimits,
  REWARD_TYPES,
  SEASON_LANGUAGES,
  type MissionFormPath,
  type MissionFormValues,
  type SeasonFieldProblem,
  type SeasonLanguage,
} from '../../utils/season-forms';
import { useRewardTypeName } from './reward-text';
import { DialogFooter, DialogForm, FieldRow, isGone, LanguageGroup } from './season-form-parts';

/** The mission's form (one per mission opened): its texts per language, then its numbers and reward. */
function MissionForm({ mission, onClose }: { mission: StaffPassMission; onClose: () => void }) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const rewardTypeName = useRewardTypeName();
  const save = useUpdatePassMission();
  const [initial] = useState(() => missionFormValuesOf(mission));
  const { form, formRef, onSubmit, failure } = useDeskForm<MissionFormValues, SeasonFieldProblem>({
    initial,
    problemsOf: missionFormProblems,
    send: async (values) => {
      await save.mutateAsync({ id: mission.id, body: missionBodyOf(values) });
      toast.success(t('season.missionDialog.saved'));
      onClose();
    },
    fieldOfServerPath: missionFieldOfServerPath,
    refused: () => 'refused',
    checkFields: t('season.checkFields'),
    sayFailure: (error) => t(isGone(error) ? 'season.missionDialog.gone' : 'season.missionDialog.failed'),
    failureShown: 'inline',
  });
  const { register, control, formState } = form;
  const rewardType = useWatch({ control, name: 'rewardType' });

  const problemOf = (path: MissionFormPath) => {
    const problem = (get(formState.errors, path) as { message?: string } | undefined)?.message;
    if (!problem) return undefined;
    return t(`season.errors.${problem}`, missionProblemLimits(path));
  };

  const textField = (field: (typeof MISSION_TEXT_FIELDS)[number], language: SeasonLanguage) => ({
    label: t(`season.missionDialog.${field}`, { language: t(`season.languages.${language}`) }),
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    autoComplete: 'off',
    maxLength: MISSION_TEXT_LIMITS[field],
    error: problemOf(`${field}.${language}`),
    ...register(`${field}.${language}`),
  });

  return (
    <DialogForm ref={formRef} noValidate onSubmit={onSubmit}>
      <Muted>
        {mission.completions > 0
          ? t('season.missionDialog.completions', { count: mission.completions })
          : t('season.missionDialog.noCompletions')}
      </Muted>
      {SEASON_LANGUAGES.map((language) => (
        <LanguageGroup key={language} lang={language}>
          <legend>{t(`season.languages.${language}`)}</legend>
          <TextField {...textField('name', language)} />
          <TextareaField rows={2} {...textField('description', language)} />
          <TextField {...textField('requirements', language)} />
        </LanguageGroup>
      ))}
      <FieldRow>
        <TextField
          label={t('season.missionDialog.target')}
          hint={t('season.missionDialog.targetHint')}
          error={problemOf('target')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          {...register('target')}
        />
        <TextField
          label={t('season.missionDialog.xpReward')}
          hint={t('season.missionDialog.xpRewardHint', MISSION_RANGES.xpReward)}
          error={problemOf('xpReward')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          {...register('xpReward')}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label={t('season.missionDialog.rewardType')}
          error={problemOf('rewardType')}
          {...register('rewardType')}
        >
          {REWARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {rewardTypeName(type)}
            </option>
          ))}
        </SelectField>
        {rewardType === 'loyalty_points' && (
          <TextField
            label={t('season.missionDialog.reward')}
            error={problemOf('reward')}
            inputMode="numeric"
            dir="ltr"
            autoComplete="off"
            {...register('reward')}
          />
        )}
      </FieldRow>
      <DialogFooter failure={failure} submitting={formState.isSubmitting} onClose={onClose} />
    </DialogForm>
  );
}

/**
 * Edits a mission in a dialog: its name, description and requirements in English and Arabic (each written in its
 * own direction), its target, XP reward and reward, checked as the API checks them. A 400's fields are marked where
 * they are and the first takes focus; the saved mission shows in the season at once, with a toast.
 */
export function MissionDialog({
  mission,
  onClose,
}: {
  /** The mission to edit; null while the dialog is closed. */
  mission: StaffPassMission | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  return (
    <Dialog
      open={mission !== null}
      title={mission ? t('season.missionDialog.title', { level: mission.level }) : ''}
      onClose={onClose}
    >
      {mission && <MissionForm key={mission.id} mission={mission} onClose={onClose} />}
    </Dialog>
  );
}
