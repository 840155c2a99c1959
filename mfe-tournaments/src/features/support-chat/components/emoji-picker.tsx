import { directionOf, type Locale } from '@arena/shared-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SUPPORT_CHAT_NAMESPACE } from '../i18n';
import { EMOJI_COLUMNS, nextEmojiIndex, SUPPORT_EMOJIS } from '../utils/emojis';
import { IconButton } from './chat-window';

const Wrapper = styled.div`
  position: relative;
  flex-shrink: 0;
`;

const Grid = styled.div`
  position: absolute;
  inset-block-end: calc(100% + ${({ theme }) => theme.space(2)});
  inset-inline-start: 0;
  z-index: 1;
  display: grid;
  grid-template-columns: repeat(${EMOJI_COLUMNS}, 36px);
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 8px 24px rgb(0 0 0 / 40%);
`;

const EmojiButton = styled.button.attrs({ type: 'button' })`
  inline-size: 36px;
  block-size: 36px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.small};
  background: transparent;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
  }
`;

export interface EmojiPickerProps {
  onPick: (emoji: string) => void;
  disabled?: boolean;
}

/**
 * The support chat's emoji picker (P1 §2): a toggle and a grid of 32 emoji buttons. Arrow keys move between
 * them, Enter or a click inserts one, Escape (or leaving the grid) closes it and focus goes back to the toggle.
 */
export function EmojiPicker({ onPick, disabled = false }: EmojiPickerProps) {
  const { t, i18n } = useTranslation(SUPPORT_CHAT_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const gridId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) buttons.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (disabled) setOpen(false);
  }, [disabled]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (open && !wrapperRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <IconButton
        ref={toggleRef}
        aria-label={t('emoji.toggle')}
        title={t('emoji.toggle')}
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <span aria-hidden="true">😊</span>
      </IconButton>
      {open && (
        <Grid
          id={gridId}
          role="group"
          aria-label={t('emoji.picker')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              close(true);
              return;
            }
            const locale: Locale = i18n.language === 'en' ? 'en' : 'ar';
            const next = nextEmojiIndex(active, event.key, directionOf(locale));
            if (next === null) return;
            event.preventDefault();
            setActive(next);
          }}
        >
          {SUPPORT_EMOJIS.map((emoji, index) => (
            <EmojiButton
              key={emoji}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setActive(index)}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </EmojiButton>
          ))}
        </Grid>
      )}
    </Wrapper>
  );
}
