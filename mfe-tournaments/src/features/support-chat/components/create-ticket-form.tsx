import { Button, ErrorCodes, isApiError, Muted, TextareaField, TextField, toast } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { supportTicketQueryKey } from '../api/get-support-ticket';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import { validateTicketForm, type TicketFormValues } from '../utils/ticket-form';

/** Server limits (characters); the fields stop there. */
const SUBJECT_MAX = 120;
const DESCRIPTION_MAX = 2000;

const Form = styled.form`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
`;

/** The form's checks are the pure rule of `validateTicketForm`; a failed field keeps its message key. */
const ticketResolver: Resolver<TicketFormValues> = (values) => {
  const found = validateTicketForm(values);
  const errors: FieldErrors<TicketFormValues> = {};
  for (const field of ['subject', 'description'] as const) {
    const key = found[field];
    if (key) errors[field] = { type: 'required', message: key };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

export interface CreateTicketFormProps {
  userId: string;
  tournamentId: string;
}

/** The create-ticket form (P1 §2, §5): subject and description, both required; the description has 4 rows. */
export function CreateTicketForm({ userId, tournamentId }: CreateTicketFormProps) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const queryClient = useQueryClient();
  const create = useCreateSupportTicket(userId, tournamentId);
  const { register, handleSubmit, setFocus, formState } = useForm<TicketFormValues>({
    defaultValues: { subject: '', description: '' },
    resolver: ticketResolver,
  });
  const errorOf = (field: keyof TicketFormValues) => {
    const key = formState.errors[field]?.message;
    return key ? t(`form.${key}`) : undefined;
  };

  useEffect(() => {
    setFocus('subject');
  }, [setFocus]);

  const submit = handleSubmit(({ subject, description }) =>
    create.mutate(
      { subject: subject.trim(), description: description.trim() },
      {
        onError: (error) => {
          // An open ticket already exists (another tab made it): show that one instead.
          if (isApiError(error) && error.code === ErrorCodes.conflict) {
            void queryClient.invalidateQueries({ queryKey: supportTicketQueryKey(userId, tournamentId) });
            return;
          }
          toast.error(t('createFailed'));
        },
      },
    ),
  );

  return (
    <Form noValidate onSubmit={submit}>
      <Muted>{t('form.intro')}</Muted>
      <TextField
        label={t('form.subject')}
        dir="auto"
        maxLength={SUBJECT_MAX}
        required
        error={errorOf('subject')}
        {...register('subject')}
      />
      <TextareaField
        label={t('form.description')}
        dir="auto"
        rows={4}
        maxLength={DESCRIPTION_MAX}
        required
        error={errorOf('description')}
        {...register('description')}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </Form>
  );
}
