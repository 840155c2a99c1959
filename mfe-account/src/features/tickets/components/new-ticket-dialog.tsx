import type { BugType } from '@arena/contract';
import {
  Button,
  deviceInfo,
  Dialog,
  imageFileProblem,
  readFileAsDataUrl,
  toast,
  useSession,
} from '@arena/shared-kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { logTicketFailure, TICKET_SCREENSHOT_MAX_BYTES, TICKET_TYPES } from '../../../utils/tickets';
import { useCreateTicket } from '../api/create-ticket';
import { TICKETS_NAMESPACE } from '../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  textarea {
    min-block-size: 120px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

interface Values {
  bugType: BugType;
  title: string;
  description: string;
  email: string;
}

type ScreenshotProblem = 'notImage' | 'tooLarge';

/** Why a picked screenshot cannot go: not an image (shared-kit's check), or over the API's 10 MB. */
function screenshotProblem(file: File): ScreenshotProblem | null {
  if (imageFileProblem(file) === 'notImage') return 'notImage';
  return file.size > TICKET_SCREENSHOT_MAX_BYTES ? 'tooLarge' : null;
}

/**
 * The New Ticket modal (P2 §2, §5): type, subject, description, email and a screenshot image; subject and
 * description are required, email is typed as email and optional, the screenshot takes images only.
 */
export function NewTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { t: tAccount } = useTranslation('account');
  const user = useSession((state) => state.user);
  const ids = { type: useId(), title: useId(), description: useId(), email: useId(), screenshot: useId() };
  const empty: Values = { bugType: 'technical-issue', title: '', description: '', email: user?.email ?? '' };
  const [values, setValues] = useState<Values>(empty);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problem, setProblem] = useState<ScreenshotProblem | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const createTicket = useCreateTicket();

  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const missing = {
    title: submitted && values.title.trim() === '',
    description: submitted && values.description.trim() === '',
  };

  const close = () => {
    setValues(empty);
    setScreenshot(null);
    setProblem(null);
    setSubmitted(false);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (values.title.trim() === '' || values.description.trim() === '' || problem) return;
    try {
      await createTicket.mutateAsync({
        bugType: values.bugType,
        title: values.title.trim(),
        description: values.description.trim(),
        email: values.email.trim() || null,
        userName: user ? `${user.gameName}#${user.tagLine}` : null,
        deviceInfo: deviceInfo(navigator.userAgent),
        screenshot: screenshot ? await readFileAsDataUrl(screenshot) : null,
      });
      toast.success(t('create.success'));
      close();
    } catch (error) {
      logTicketFailure('Failed to create ticket', error);
    }
  };

  return (
    <Dialog open={open} title={t('create.title')} onClose={close}>
      <Form noValidate onSubmit={submit}>
        <Field>
          <label htmlFor={ids.type}>{t('create.type')}</label>
          <select id={ids.type} value={values.bugType} onChange={set('bugType')}>
            {TICKET_TYPES.map((type) => (
              <option key={type} value={type}>
                {tAccount(`tickets.type.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={ids.title}>{t('create.subject')}</label>
          <input
            id={ids.title}
            value={values.title}
            maxLength={200}
            required
            aria-invalid={missing.title}
            aria-describedby={missing.title ? `${ids.title}-error` : undefined}
            onChange={set('title')}
          />
          {missing.title && <FieldError id={`${ids.title}-error`}>{t('create.required')}</FieldError>}
        </Field>
        <Field>
          <label htmlFor={ids.description}>{t('create.description')}</label>
          <textarea
            id={ids.description}
            value={values.description}
            maxLength={5000}
            required
            aria-invalid={missing.description}
            aria-describedby={missing.description ? `${ids.description}-error` : undefined}
            onChange={set('description')}
          />
          {missing.description && (
            <FieldError id={`${ids.description}-error`}>{t('create.required')}</FieldError>
          )}
        </Field>
        <Field>
          <label htmlFor={ids.email}>{t('create.email')}</label>
          <input id={ids.email} type="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field>
          <label htmlFor={ids.screenshot}>{t('create.screenshot')}</label>
          <input
            id={ids.screenshot}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${ids.screenshot}-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const found = file ? screenshotProblem(file) : null;
              setProblem(found);
              setScreenshot(found ? null : file);
            }}
          />
          {problem && (
            <FieldError id={`${ids.screenshot}-error`}>{t(`create.screenshotProblem.${problem}`)}</FieldError>
          )}
        </Field>
        <Actions>
          <Button $variant="secondary" onClick={close}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" disabled={createTicket.isPending}>
            {createTicket.isPending ? t('create.submitting') : t('create.submit')}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
