import type { TournamentType } from '@arena/contract';
import { STRUCTURE_KINDS, structureTournamentType } from '@arena/contract/rules';
import { Muted, SelectField, TextField } from '@arena/shared-kit';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { STAFF_TOURNAMENTS_NAMESPACE } from '../../i18n';
import { FIELD_LIMITS, PLAYOFF_SIZES, type TournamentFormValues } from '../../utils/tournament-form';
import { CheckboxField, FieldRow, useProblemText } from './form-parts';

export interface StructureLocks {
  /** The bracket is drawn: the structure can no longer change. */
  structure: boolean;
  /** Published: a bracket stays a bracket and a ladder a ladder (registrations were made for it). */
  tournamentType: TournamentType | null;
}

/**
 * How the tournament is played: the kind (the bracket formats, the two-stage ones, or a matchmaking ladder) and
 * only the chosen kind's settings — third-place match, grand-final reset, groups, swiss rounds, playoff size.
 */
export function StructureFields({ locks }: { locks: StructureLocks }) {
  const { t } = useTranslation(STAFF_TOURNAMENTS_NAMESPACE);
  const { register, watch } = useFormContext<TournamentFormValues>();
  const problemOf = useProblemText();
  const kind = watch('structure.kind');
  const kinds = locks.tournamentType
    ? STRUCTURE_KINDS.filter((option) => structureTournamentType(option) === locks.tournamentType)
    : STRUCTURE_KINDS;
  const disabled = locks.structure || undefined;
  const lockHint = locks.structure
    ? t('editor.structure.lockedBracket')
    : locks.tournamentType
      ? t(`editor.structure.lockedType.${locks.tournamentType}`)
      : undefined;

  const groups = (
    <TextField
      label={t('editor.structure.groups')}
      type="number"
      inputMode="numeric"
      min={FIELD_LIMITS.groups.min}
      max={FIELD_LIMITS.groups.max}
      disabled={disabled}
      error={problemOf('structure.groups')}
      {...register('structure.groups')}
    />
  );
  const rounds = (
    <TextField
      label={t('editor.structure.rounds')}
      hint={t('editor.structure.roundsHint')}
      type="number"
      inputMode="numeric"
      min={FIELD_LIMITS.rounds.min}
      max={FIELD_LIMITS.rounds.max}
      disabled={disabled}
      error={problemOf('structure.rounds')}
      {...register('structure.rounds')}
    />
  );
  const playoffSize = (
    <SelectField
      label={t('editor.structure.playoffSize')}
      disabled={disabled}
      error={problemOf('structure.playoffSize')}
      {...register('structure.playoffSize')}
    >
      <option value="">
        {t(kind === 'swiss_playoff' ? 'editor.structure.bestHalf' : 'editor.structure.groupWinners')}
      </option>
      {PLAYOFF_SIZES.map((size) => (
        <option key={size} value={String(size)}>
          {t('editor.structure.playoffOf', { size })}
        </option>
      ))}
    </SelectField>
  );

  return (
    <>
      <FieldRow>
        <SelectField
          label={t('editor.structure.kind')}
          hint={lockHint}
          disabled={disabled}
          error={problemOf('structure.kind')}
          {...register('structure.kind')}
        >
          {kinds.map((option) => (
            <option key={option} value={option}>
              {t(`editor.structure.kinds.${option}`)}
            </option>
          ))}
        </SelectField>
      </FieldRow>
      <FieldRow data-testid="structure-settings">
        {kind === 'single_elimination' && (
          <CheckboxField
            label={t('editor.structure.thirdPlaceMatch')}
            disabled={disabled}
            {...register('structure.thirdPlaceMatch')}
          />
        )}
        {kind === 'double_elimination' && (
          <CheckboxField
            label={t('editor.structure.grandFinalReset')}
            disabled={disabled}
            {...register('structure.grandFinalReset')}
          />
        )}
        {kind === 'round_robin' && groups}
        {kind === 'swiss' && rounds}
        {kind === 'groups_playoffs' && (
          <>
            {groups}
            {playoffSize}
          </>
        )}
        {kind === 'swiss_playoff' && (
          <>
            {rounds}
            {playoffSize}
          </>
        )}
        {kind === 'ladder' && <Muted>{t('editor.structure.ladderWindow')}</Muted>}
      </FieldRow>
    </>
  );
}
