import type { StaffPassTier } from '@arena/contract';
import { Dialog, Muted, SelectField, TextField, toast } from '@arena/shared-kit';
import { useCallback, useMemo, useState } from 'react';
import { useDeskForm } from '@arena/shared-kit/staff-desk';
import { useTranslation } from 'react-i18next';
import { useUpdatePassTier } from '../../api/update-pass-tier';
import { STAFF_PASS_NAMESPACE } from '../../i18n';
import {
  REWARD_TYPES,
  tierBodyOf,
  tierFieldOfServerPath,
  tierFormProblems,
  tierFormValuesOf,
  tierRanges,
  type SeasonFieldProblem,
  type TierFormPath,
  type TierFormValues,
} from '../../utils/season-forms';
import { useRewardTypeName } from './reward-text';
import { DialogFooter, DialogForm, FieldRow, isGone } from './season-form-parts';

/** The tier's form (one per level opened): the XP needed, between its neighbours', and the reward. */
function TierForm({
  tier,
  tiers,
  seasonId,
  onClose,
}: {
  tier: StaffPassTier;
  tiers: readonly StaffPassTier[];
  seasonId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  const rewardTypeName = useRewardTypeName();
  const save = useUpdatePassTier();
  const [initial] = useState(() => tierFormValuesOf(tier));
  const ranges = useMemo(() => tierRanges(tiers, tier.level), [tiers, tier.level]);
  const problemsOf = useCallback((values: TierFormValues) => tierFormProblems(values, ranges), [ranges]);
  const { form, formRef, onSubmit, failure } = useDeskForm<TierFormValues, SeasonFieldProblem>({
    initial,
    problemsOf,
    send: async (values) => {
      const saved = await save.mutateAsync({ level: tier.level, body: tierBodyOf(values), seasonId });
      toast.success(t('season.tierDialog.saved', { level: saved.level }));
      onClose();
    },
    fieldOfServerPath: tierFieldOfServerPath,
    refused: () => 'refused',
    checkFields: t('season.checkFields'),
    sayFailure: (error) => t(isGone(error) ? 'season.tierDialog.gone' : 'season.tierDialog.failed'),
    failureShown: 'inline',
  });
  const { register, formState } = form;

  const problemOf = (path: TierFormPath) => {
    const problem = formState.errors[path]?.message;
    if (!problem) return undefined;
    return t(`season.errors.${problem}`, path === 'rewardType' ? {} : { ...ranges[path] });
  };

  return (
    <DialogForm ref={formRef} noValidate onSubmit={onSubmit}>
      {tier.isMilestone && <Muted>{t('season.tierDialog.milestone')}</Muted>}
      <TextField
        label={t('season.tierDialog.xpNeeded')}
        hint={t('season.tierDialog.xpNeededHint', { ...ranges.xpNeeded })}
        error={problemOf('xpNeeded')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        {...register('xpNeeded')}
      />
      <FieldRow>
        <SelectField
          label={t('season.tierDialog.rewardType')}
          error={problemOf('rewardType')}
          {...register('rewardType')}
        >
          {REWARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {rewardTypeName(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('season.tierDialog.rewardAmount')}
          hint={t('season.tierDialog.rewardAmountHint')}
          error={problemOf('rewardAmount')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          {...register('rewardAmount')}
        />
      </FieldRow>
      <DialogFooter failure={failure} submitting={formState.isSubmitting} onClose={onClose} />
    </DialogForm>
  );
}

/**
 * Edits a level in a dialog: its cumulative XP needed (strictly between the levels below and above, as the API
 * requires; the hint gives the bounds) and its reward. A 400's fields are marked where they are; the saved level
 * shows in the season at once, with a toast.
 */
export function TierDialog({
  tier,
  tiers,
  seasonId,
  onClose,
}: {
  /** The season of the level (the upcoming one being prepared); the current one when absent. */
  seasonId?: string;
  /** The level to edit; null while the dialog is closed. */
  tier: StaffPassTier | null;
  /** Every level of the season, for the bounds of the XP needed. */
  tiers: readonly StaffPassTier[];
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  return (
    <Dialog
      open={tier !== null}
      title={tier ? t('season.tierDialog.title', { level: tier.level }) : ''}
      onClose={onClose}
    >
      {tier && <TierForm key={tier.level} tier={tier} tiers={tiers} seasonId={seasonId} onClose={onClose} />}
    </Dialog>
  );
}
