import { Input } from '@arena/shared-kit';
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

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
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
      <FieldBox>
        <label htmlFor={`${id}-name`}>{t('form.name')}</label>
        <Input
          id={`${id}-name`}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          {...register('name', teamFormRules.name)}
        />
        {nameError && <FieldError id={`${id}-name-error`}>{t(`form.errors.${nameError}`)}</FieldError>}
      </FieldBox>
      <FieldBox>
        <label htmlFor={`${id}-short`}>{t('form.shortName')}</label>
        <Input
          id={`${id}-short`}
          autoComplete="off"
          aria-invalid={shortNameErrorKey ? true : undefined}
          aria-describedby={shortNameErrorKey ? `${id}-short-error ${id}-short-hint` : `${id}-short-hint`}
          {...register('shortName', teamFormRules.shortName)}
        />
        <Hint id={`${id}-short-hint`}>{t('form.shortNameHint')}</Hint>
        {shortNameErrorKey && (
          <FieldError id={`${id}-short-error`}>{t(`form.errors.${shortNameErrorKey}`)}</FieldError>
        )}
      </FieldBox>
    </Fields>
  );
}
