import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { createStore, useStore } from 'zustand';

export type ToastTone = 'success' | 'danger' | 'info' | 'warning';

export interface Toast {
  id: number;
  tone: ToastTone;
  message: string;
}

/** P2 §9: the toast default is 5000 ms. */
export const TOAST_DURATION_MS = 5000;

const toastStore = createStore<{ toasts: Toast[] }>()(() => ({ toasts: [] }));
let nextId = 1;

function dismissToast(id: number): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}

/** Empties the toaster (tests only: `clearToasts` of `@arena/shared-kit/testing`); not part of the public surface. */
export function clearAllToasts(): void {
  toastStore.setState({ toasts: [] });
}

function pushToast(tone: ToastTone, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  toastStore.setState((state) => ({ toasts: [...state.toasts, { id, tone, message }] }));
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/**
 * Shows a message in the one toaster of the page (rendered by the shell, or by a remote's standalone frame).
 *
 * @example toast.success(t('profileSaved'));
 */
export const toast = {
  success: (message: string, durationMs?: number) => pushToast('success', message, durationMs),
  error: (message: string, durationMs?: number) => pushToast('danger', message, durationMs),
  info: (message: string, durationMs?: number) => pushToast('info', message, durationMs),
  warning: (message: string, durationMs?: number) => pushToast('warning', message, durationMs),
  dismiss: dismissToast,
};

const Region = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-width: min(420px, calc(100vw - 32px));
`;

const ToastCard = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-inline-start: 4px solid ${({ theme, $tone }) => theme.colors[$tone]};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.4);
  p {
    margin: 0;
    flex: 1;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
    font-size: 1.1rem;
  }
`;

/** Renders the toasts; exactly one per page (the shell's, or a standalone remote's frame). */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const { t } = useTranslation('kit');
  return (
    <Region aria-live="polite" data-testid="toaster">
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          $tone={item.tone}
          role={item.tone === 'danger' ? 'alert' : 'status'}
          data-tone={item.tone}
        >
          <p>{item.message}</p>
          <button type="button" aria-label={t('dismiss')} onClick={() => dismissToast(item.id)}>
            ×
          </button>
        </ToastCard>
      ))}
    </Region>
  );
}
