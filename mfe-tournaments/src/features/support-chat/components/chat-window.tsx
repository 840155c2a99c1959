import { forwardRef, useEffect, useId, useImperativeHandle, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';

/** P1 §2: the chat window is 380 by 540 px. */
export const CHAT_WINDOW_WIDTH = 380;
export const CHAT_WINDOW_HEIGHT = 540;

const Window = styled.section<{ $fullScreen: boolean }>`
  position: fixed;
  z-index: 900;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgb(0 0 0 / 50%);
  &:focus {
    outline: none;
  }
  ${({ $fullScreen, theme }) =>
    $fullScreen
      ? css`
          inset: 0;
          inline-size: 100%;
          block-size: 100%;
        `
      : css`
          inset-block-end: ${theme.space(6)};
          inset-inline-end: ${theme.space(6)};
          inline-size: ${CHAT_WINDOW_WIDTH}px;
          block-size: ${CHAT_WINDOW_HEIGHT}px;
          max-inline-size: calc(100vw - ${theme.space(8)});
          max-block-size: calc(100vh - ${theme.space(8)});
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.large};
        `}
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-block: ${({ theme }) => theme.space(3)};
  padding-inline: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const HeaderText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-inline-size: 0;
`;

export const IconButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  inline-size: 36px;
  block-size: 36px;
  flex-shrink: 0;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.1rem;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

function ExpandIcon({ collapse }: { collapse: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={
          collapse
            ? 'M9 4v5H4v2h7V4H9Zm6 0v7h7V9h-5V4h-2ZM4 13v2h5v5h2v-7H4Zm9 0v7h2v-5h5v-2h-7Z'
            : 'M4 4h7v2H6v5H4V4Zm9 0h7v7h-2V6h-5V4ZM4 13h2v5h5v2H4v-7Zm14 0h2v7h-7v-2h5v-5Z'
        }
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
      />
    </svg>
  );
}

export interface ChatWindowProps {
  title: string;
  /** Under the title (the online/offline indicator). */
  status?: ReactNode;
  fullScreen?: boolean;
  /** Shows the full-screen toggle when given. */
  onToggleFullScreen?: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** Moves focus into the window (its first control when nothing inside has focus). */
export interface ChatWindowHandle {
  focus: () => void;
}

/**
 * The chat's frame: a labelled, non-modal dialog at the inline end of the screen (or full screen) with its title,
 * status, full-screen toggle and close button. Escape closes it; focus moves into it when it opens.
 */
export const ChatWindow = forwardRef<ChatWindowHandle, ChatWindowProps>(function ChatWindow(
  { title, status, fullScreen = false, onToggleFullScreen, onClose, children },
  ref,
) {
  const { t } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const titleId = useId();
  const windowRef = useRef<HTMLElement>(null);

  useImperativeHandle(ref, () => ({ focus: () => windowRef.current?.focus() }), []);

  useEffect(() => {
    const element = windowRef.current;
    if (element && !element.contains(document.activeElement)) element.focus();
  }, []);

  return (
    <Window
      ref={windowRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      $fullScreen={fullScreen}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <Header>
        <HeaderText>
          <Title id={titleId}>{title}</Title>
          {status}
        </HeaderText>
        {onToggleFullScreen && (
          <IconButton
            aria-label={fullScreen ? t('collapse') : t('expand')}
            title={fullScreen ? t('collapse') : t('expand')}
            onClick={onToggleFullScreen}
          >
            <ExpandIcon collapse={fullScreen} />
          </IconButton>
        )}
        <IconButton aria-label={t('close')} title={t('close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Header>
      {children}
    </Window>
  );
});
