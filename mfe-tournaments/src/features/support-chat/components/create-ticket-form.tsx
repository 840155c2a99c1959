import { Button, ErrorCodes, Field, FieldError, Input, isApiError, Muted, toast } from '@arena/shared-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreateSupportTicket } from '../api/create-support-ticket';
import { supportTicketQueryKey } from '../api/get-support-ticket';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import { validateTicketForm, type TicketFormErrors } from '../utils/ticket-form';

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

export const TextArea = styled.textarea`
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 400;
  resize: vertical;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
`;

export interface CreateTicketFormProps {
  userId: string;
  tournamentId: string;
}

/** The create-ticket form (P1 §2, §5): subject and description, both required; the description has 4 rows. */
export function CreateTicketForm({ userId, tournamentId }: CreateTicketFormProps) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const queryClient = useQueryClient();
  const create = useCreateSupportTicket(userId, tournamentId);
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<TicketFormErrors>({});
  const subjectRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const subjectErrorId = useId();
  const descriptionErrorId = useId();

  useEffect(() => {
    subjectRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTicketForm({ subject, description });
    setErrors(found);
    if (found.subject) return subjectRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
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
    );
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Muted>{t('form.intro')}</Muted>
      <Field>
        {t('form.subject')}
        <Input
          ref={subjectRef}
          name="subject"
          dir="auto"
          value={subject}
          maxLength={SUBJECT_MAX}
          required
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? subjectErrorId : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        {errors.subject && (
          <FieldError as="span" id={subjectErrorId}>
            {t(`form.${errors.subject}`)}
          </FieldError>
        )}
      </Field>
      <Field>
        {t('form.description')}
        <TextArea
          ref={descriptionRef}
          name="description"
          dir="auto"
          rows={4}
          value={description}
          maxLength={DESCRIPTION_MAX}
          required
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? descriptionErrorId : undefined}
          onChange={(event) => setDescription(event.target.value)}
        />
        {errors.description && (
          <FieldError as="span" id={descriptionErrorId}>
            {t(`form.${errors.description}`)}
          </FieldError>
        )}
      </Field>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </Form>
  );
}
