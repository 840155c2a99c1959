import { Button, FieldError, FieldHint, Input, toast, type User } from '@arena/shared-kit';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUpdateProfile } from '../api/update-profile';
import { SETTINGS_NAMESPACE } from '../i18n';
import {
  displayNameProblem,
  isAcceptableEmail,
  profileFormValuesOf,
  profileUpdateOf,
  type ProfileFormValues,
} from '../utils/profile-form';
import { CountryCombobox } from './country-combobox';
import { Choice, FieldBlock, Fieldset, Label } from './form-parts';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
`;

const Footer = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

/**
 * The profile fields of the settings page (P1 §2): display name, location, email, game ID (read-only),
 * visibility and the three notification boxes; Save puts them with PUT /v1/user/me/profile.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const ids = {
    displayName: useId(),
    displayNameError: useId(),
    email: useId(),
    emailError: useId(),
    gameId: useId(),
    gameIdHint: useId(),
    public: useId(),
    publicHint: useId(),
    private: useId(),
    privateHint: useId(),
  };
  const updateProfile = useUpdateProfile();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProfileFormValues>({ defaultValues: profileFormValuesOf(user) });

  const save = handleSubmit((values) =>
    updateProfile.mutateAsync(profileUpdateOf(values)).then(
      (saved) => {
        reset(profileFormValuesOf(saved));
        toast.success(t('profile.saved'));
      },
      () => {
        toast.error(t('profile.saveFailed'));
      },
    ),
  );

  return (
    <Form noValidate onSubmit={save}>
      <FieldBlock>
        <Label htmlFor={ids.displayName}>{t('profile.displayName')}</Label>
        <Input
          id={ids.displayName}
          autoComplete="nickname"
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={errors.displayName ? ids.displayNameError : undefined}
          {...register('displayName', {
            validate: (value) => {
              const problem = displayNameProblem(value);
              // Messages are kept as keys and translated when shown, so they follow a language switch.
              if (problem === 'required') return 'profile.displayNameRequired';
              if (problem === 'length') return 'profile.displayNameLength';
              return true;
            },
          })}
        />
        {errors.displayName && (
          <FieldError role="alert" id={ids.displayNameError}>
            {t(errors.displayName.message ?? '')}
          </FieldError>
        )}
      </FieldBlock>

      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <CountryCombobox value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />

      <FieldBlock>
        <Label htmlFor={ids.email}>{t('profile.email')}</Label>
        <Input
          id={ids.email}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? ids.emailError : undefined}
          {...register('email', {
            validate: (value) => isAcceptableEmail(value) || 'profile.emailInvalid',
          })}
        />
        {errors.email && (
          <FieldError role="alert" id={ids.emailError}>
            {t(errors.email.message ?? '')}
          </FieldError>
        )}
      </FieldBlock>

      <FieldBlock>
        <Label htmlFor={ids.gameId}>{t('profile.gameId')}</Label>
        <Input
          id={ids.gameId}
          value={`${user.gameName}#${user.tagLine}`}
          readOnly
          dir="ltr"
          aria-describedby={ids.gameIdHint}
        />
        <FieldHint id={ids.gameIdHint}>{t('profile.gameIdHint')}</FieldHint>
      </FieldBlock>

      <Fieldset>
        <legend>{t('profile.visibility')}</legend>
        <Choice>
          <input
            id={ids.public}
            type="radio"
            value="public"
            aria-describedby={ids.publicHint}
            {...register('visibility')}
          />
          <span>
            <label htmlFor={ids.public}>{t('profile.public')}</label>
            <small id={ids.publicHint}>{t('profile.publicHint')}</small>
          </span>
        </Choice>
        <Choice>
          <input
            id={ids.private}
            type="radio"
            value="private"
            aria-describedby={ids.privateHint}
            {...register('visibility')}
          />
          <span>
            <label htmlFor={ids.private}>{t('profile.private')}</label>
            <small id={ids.privateHint}>{t('profile.privateHint')}</small>
          </span>
        </Choice>
      </Fieldset>

      <Fieldset>
        <legend>{t('profile.notifications')}</legend>
        <Choice as="label">
          <input type="checkbox" {...register('notifications.tournaments')} />
          <span>{t('profile.notifyTournaments')}</span>
        </Choice>
        <Choice as="label">
          <input type="checkbox" {...register('notifications.challenges')} />
          <span>{t('profile.notifyChallenges')}</span>
        </Choice>
        <Choice as="label">
          <input type="checkbox" {...register('notifications.rewards')} />
          <span>{t('profile.notifyRewards')}</span>
        </Choice>
      </Fieldset>

      <Footer>
        <Button type="submit" disabled={updateProfile.isPending}>
          {updateProfile.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </Footer>
    </Form>
  );
}
