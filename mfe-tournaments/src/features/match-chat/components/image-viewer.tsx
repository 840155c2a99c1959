import { Button } from '@arena/shared-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MATCH_CHAT_NAMESPACE } from '../i18n';

const Viewer = styled.dialog`
  inline-size: 100vw;
  block-size: 100vh;
  max-inline-size: 100vw;
  max-block-size: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 0;
  background: rgb(0 0 0 / 0.92);
  color: ${({ theme }) => theme.colors.text};
  &[open] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  &::backdrop {
    background: rgb(0 0 0 / 0.8);
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 100%;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const FullImage = styled.img`
  flex: 1;
  min-block-size: 0;
  max-inline-size: 100%;
  object-fit: contain;
`;

export interface ImageViewerProps {
  imageUrl: string;
  username: string;
  onClose: () => void;
}

/** A chat image in full screen (P1 §2): a modal dialog; Escape or Close closes it and focus goes back. */
export function ImageViewer({ imageUrl, username, onClose }: ImageViewerProps) {
  const { t } = useTranslation(MATCH_CHAT_NAMESPACE);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement as HTMLElement | null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLButtonElement>('button')?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus?.();
    };
  }, []);

  return (
    <Viewer
      ref={ref}
      aria-labelledby={titleId}
      data-testid="match-chat-image-viewer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <Bar>
        <h2 id={titleId} dir="auto">
          {t('viewerTitle', { username })}
        </h2>
        <Button onClick={onClose}>{t('closeViewer')}</Button>
      </Bar>
      <FullImage src={imageUrl} alt={t('imageAlt', { username })} />
    </Viewer>
  );
}
