import { Alert, Button, isApiError } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_PASS_NAMESPACE } from '../../i18n';

/** A dialog's form: its fields one under the other, the actions last. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  textarea {
    min-block-size: 72px;
  }
`;

/** One language's fields, titled by the language. */
export const LanguageGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  min-inline-size: 0;
  legend {
    padding-inline: ${({ theme }) => theme.space(1)};
    font-weight: 700;
  }
`;

/** Fields side by side where they fit, stacked on narrow screens. */
export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

/** Whether a save failed because its mission or level is gone (404). */
export function isGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** A dialog form's last row: why the save failed (when it did), then Cancel and Save. */
export function DialogFooter({
  failure,
  submitting,
  onClose,
}: {
  failure: string | null;
  submitting: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(STAFF_PASS_NAMESPACE);
  return (
    <>
      {failure && <Alert $tone="danger">{failure}</Alert>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          {t('season.cancel')}
        </Button>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? t('season.saving') : t('season.save')}
        </Button>
      </DialogActions>
    </>
  );
}
