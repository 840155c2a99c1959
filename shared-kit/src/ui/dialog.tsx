import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Field, Input } from './primitives';

const NativeDialog = styled.dialog<{ $size: 'default' | 'full' }>`
  width: ${({ $size }) => ($size === 'full' ? 'calc(100vw - 32px)' : 'min(520px, calc(100vw - 32px))')};
  max-height: calc(100vh - 32px);
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  h2 {
    margin-block-start: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(5)};
`;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
  /** `full`: as wide as the window (an image at full size); a readable width otherwise. */
  size?: 'default' | 'full';
}

/**
 * A modal dialog on the platform's `<dialog>`: focus moves in and stays in, the page behind is inert,
 * Escape closes, focus returns to the opener — when the dialog closes and when it leaves the page while open
 * (a popup its caller stops rendering), which the browser does not do. When the opener has left the page (Register
 * replaced by Unregister), the caller moves focus to the control that took its place.
 */
export function Dialog({ open, title, onClose, children, actions, size = 'default' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close();
      const focused = document.activeElement;
      // Unless the caller already put focus somewhere else on the page.
      const focusLost = !focused || focused === document.body || dialog.contains(focused);
      if (focusLost && opener?.isConnected && !dialog.contains(opener)) opener.focus();
    };
  }, [open]);
  return (
    <NativeDialog
      ref={ref}
      $size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId}>{title}</h2>
          {children}
          {actions && <Actions>{actions}</Actions>}
        </>
      )}
    </NativeDialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A plain confirmation (leave team, unlink, leave queue). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button $variant={tone} onClick={onConfirm} disabled={busy}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {message && <p>{message}</p>}
    </Dialog>
  );
}

/** A confirmation that needs the word `delete` typed first (delete team, deactivate account; P1 §5). */
export function TypeToDeleteDialog(props: Omit<ConfirmDialogProps, 'tone'>) {
  const { t } = useTranslation('kit');
  const [typed, setTyped] = useState('');
  const word = t('deleteConfirm.word');
  useEffect(() => {
    if (!props.open) setTyped('');
  }, [props.open]);
  return (
    <Dialog
      open={props.open}
      title={props.title}
      onClose={props.onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          <Button $variant="danger" onClick={props.onConfirm} disabled={typed.trim() !== word || props.busy}>
            {props.confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      {props.message && <p>{props.message}</p>}
      <Field>
        {t('deleteConfirm.label', { word })}
        <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </Field>
    </Dialog>
  );
}
