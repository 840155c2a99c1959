import {
  Button,
  deviceInfo,
  FieldError,
  FieldHint,
  Heading,
  Muted,
  PageContainer,
  readFileAsDataUrl,
  toast,
  usePageTitle,
} from '@arena/shared-kit';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSendBugReport } from '../api/send-bug-report';
import { BUG_REPORT_NAMESPACE } from '../i18n';
import {
  BUG_REPORT_FILE_ACCEPT,
  BUG_REPORT_TYPES,
  descriptionWithSteps,
  EMPTY_BUG_REPORT,
  fileProblem,
  isPreviewableImage,
  missingFields,
  type BugReportValues,
  type FileProblem,
  type RequiredField,
} from '../utils/bug-report';

const Page = styled(PageContainer)`
  max-inline-size: 720px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(8)};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  label {
    font-weight: 600;
  }
  input:not([type='file']),
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

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Preview = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  img {
    max-inline-size: 100%;
    max-block-size: 240px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** An object URL for a picked image, revoked when the file changes or the page goes. */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !isPreviewableImage(file)) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The public bug report form (P2 §2 "Bug report", §5): type, game ID (sent as userName), title, description, the
 * chat-community ID (sent as email), optional steps (appended to the description) and an optional image or video.
 */
export function BugReportPage() {
  const { t } = useTranslation(BUG_REPORT_NAMESPACE);
  usePageTitle(t('pageTitle'));
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const [values, setValues] = useState<BugReportValues>(EMPTY_BUG_REPORT);
  const [submitted, setSubmitted] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrl = useObjectUrl(file);
  const sendBugReport = useSendBugReport();

  const missing = new Set<RequiredField>(submitted ? missingFields(values) : []);
  const set =
    (field: keyof BugReportValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const clearFile = () => {
    setFile(null);
    setProblem(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    const found = picked ? fileProblem(picked) : null;
    setProblem(found);
    setFile(found ? null : picked);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missingFields(values).length > 0) {
      toast.error(t('toast.missing'));
      return;
    }
    if (problem) return;
    try {
      await sendBugReport.mutateAsync({
        bugType: values.bugType || 'other',
        title: values.title.trim(),
        description: descriptionWithSteps(values.description, values.steps),
        userName: values.gameId.trim(),
        email: values.communityId.trim(),
        deviceInfo: deviceInfo(navigator.userAgent),
        screenshot: file ? await readFileAsDataUrl(file) : null,
      });
      setValues(EMPTY_BUG_REPORT);
      setSubmitted(false);
      clearFile();
      toast.success(t('toast.success'));
    } catch {
      toast.error(t('toast.failed'));
    }
  };

  const requiredProps = (field: RequiredField) => ({
    id: id(field),
    value: values[field],
    required: true,
    'aria-invalid': missing.has(field),
    'aria-describedby': missing.has(field) ? id(`${field}-error`) : undefined,
    onChange: set(field),
  });
  const requiredError = (field: RequiredField) =>
    missing.has(field) ? <FieldError id={id(`${field}-error`)}>{t('required')}</FieldError> : null;

  return (
    <Page>
      <Heading>{t('title')}</Heading>
      <Muted>{t('subtitle')}</Muted>
      <Form noValidate onSubmit={submit} aria-label={t('title')}>
        <FieldBox>
          <label htmlFor={id('bugType')}>{t('fields.bugType')}</label>
          <select {...requiredProps('bugType')}>
            <option value="">{t('fields.bugTypePlaceholder')}</option>
            {BUG_REPORT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
          {requiredError('bugType')}
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('gameId')}>{t('fields.gameId')}</label>
          <input {...requiredProps('gameId')} maxLength={100} autoComplete="username" />
          <FieldHint>{t('fields.gameIdHint')}</FieldHint>
          {requiredError('gameId')}
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('title')}>{t('fields.title')}</label>
          <input {...requiredProps('title')} maxLength={200} />
          {requiredError('title')}
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('description')}>{t('fields.description')}</label>
          <textarea {...requiredProps('description')} maxLength={4000} />
          {requiredError('description')}
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('steps')}>{t('fields.steps')}</label>
          <textarea id={id('steps')} value={values.steps} maxLength={900} onChange={set('steps')} />
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('communityId')}>{t('fields.communityId')}</label>
          <input {...requiredProps('communityId')} type="email" maxLength={254} />
          {requiredError('communityId')}
        </FieldBox>
        <FieldBox>
          <label htmlFor={id('file')}>{t('fields.file')}</label>
          <input
            ref={fileInput}
            id={id('file')}
            type="file"
            accept={BUG_REPORT_FILE_ACCEPT}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id('file-hint')} ${id('file-error')}` : id('file-hint')}
            onChange={pickFile}
          />
          <FieldHint id={id('file-hint')}>{t('fields.fileHint')}</FieldHint>
          {problem && <FieldError id={id('file-error')}>{t(`fileProblem.${problem}`)}</FieldError>}
          {file && (
            <Preview>
              {previewUrl && <img src={previewUrl} alt={t('preview', { name: file.name })} />}
              <figcaption>{file.name}</figcaption>
              <Button type="button" $variant="secondary" onClick={clearFile}>
                {t('removeFile')}
              </Button>
            </Preview>
          )}
        </FieldBox>
        <Actions>
          <Button type="submit" disabled={sendBugReport.isPending}>
            {sendBugReport.isPending ? t('submitting') : t('submit')}
          </Button>
        </Actions>
      </Form>
    </Page>
  );
}

export default BugReportPage;
