import type { BugType } from '@arena/contract';
import {
  Button,
  deviceInfo,
  Dialog,
  imageFileProblem,
  readFileAsDataUrl,
  SelectField,
  TextareaField,
  TextField,
  toast,
  useSession,
} from '@arena/shared-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { logTicketFailure, TICKET_SCREENSHOT_MAX_BYTES, TICKET_TYPES } from '../../../utils/tickets';
import { useCreateTicket } from '../api/create-ticket';
import { TICKETS_NAMESPACE } from '../i18n';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  textarea {
    min-block-size: 120px;
  }
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

/** Subject and description are required: blank (spaces only) is empty. */
const filled = (value: string) => value.trim() !== '';

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
  const screenshotId = useId();
  const empty: Values = { bugType: 'technical-issue', title: '', description: '', email: user?.email ?? '' };
  const { register, handleSubmit, reset, formState } = useForm<Values>({ defaultValues: empty });
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [problem, setProblem] = useState<ScreenshotProblem | null>(null);
  const createTicket = useCreateTicket();
  const errorOf = (field: 'title' | 'description') =>
    formState.errors[field] ? t('create.required') : undefined;

  const close = () => {
    reset(empty);
    setScreenshot(null);
    setProblem(null);
    onClose();
  };

  const send = async (values: Values) => {
    if (problem) return;
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
      <Form noValidate onSubmit={handleSubmit(send)}>
        <SelectField label={t('create.type')} {...register('bugType')}>
          {TICKET_TYPES.map((type) => (
            <option key={type} value={type}>
              {tAccount(`tickets.type.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('create.subject')}
          maxLength={200}
          required
          error={errorOf('title')}
          {...register('title', { validate: filled })}
        />
        <TextareaField
          label={t('create.description')}
          maxLength={5000}
          required
          error={errorOf('description')}
          {...register('description', { validate: filled })}
        />
        <TextField label={t('create.email')} type="email" {...register('email')} />
        <TextField
          id={screenshotId}
          label={t('create.screenshot')}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          error={problem ? t(`create.screenshotProblem.${problem}`) : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const found = file ? screenshotProblem(file) : null;
            setProblem(found);
            setScreenshot(found ? null : file);
          }}
        />
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
