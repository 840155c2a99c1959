import { TextField } from '@arena/shared-kit';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shortNameError, teamNameError, type TeamFormValues } from '../utils/team-form';
import { TEAMS_NAMESPACE } from '../i18n';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Rules for react-hook-form; a failed rule stores the error key, translated when shown. */
export const teamFormRules = {
  name: { validate: (value: string) => teamNameError(value) ?? true },
  shortName: { validate: (value: string) => shortNameError(value) ?? true },
} as const;

interface TeamFormFieldsProps {
  register: UseFormRegister<TeamFormValues>;
  errors: FieldErrors<TeamFormValues>;
}

/** Team name and short name with their errors under them (create and edit dialogs). */
export function TeamFormFields({ register, errors }: TeamFormFieldsProps) {
  const { t } = useTranslation(TEAMS_NAMESPACE);
  const id = useId();
  const nameError = errors.name?.message;
  const shortNameErrorKey = errors.shortName?.message;
  return (
    <Fields>
      <TextField
        id={`${id}-name`}
        label={t('form.name')}
        autoComplete="off"
        error={nameError && t(`form.errors.${nameError}`)}
        {...register('name', teamFormRules.name)}
      />
      <TextField
        id={`${id}-short`}
        label={t('form.shortName')}
        hint={t('form.shortNameHint')}
        autoComplete="off"
        error={shortNameErrorKey && t(`form.errors.${shortNameErrorKey}`)}
        {...register('shortName', teamFormRules.shortName)}
      />
    </Fields>
  );
}
