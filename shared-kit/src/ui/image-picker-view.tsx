import { useId, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
// From the kit's index, not from their files: a module this chunk shared with the kit's first chunk would have to
// leave that chunk's concatenation, and `/` would pay for it (~150 bytes gzip for these three).
import { ACCEPTED_IMAGE_TYPES, assetUrl, FieldError, FieldHint } from '../index';
import type { ImagePickerProps, ImagePickerShape } from './image-picker';

const SHAPES = {
  avatar: css`
    inline-size: 96px;
    block-size: 96px;
    border-radius: 50%;
  `,
  banner: css`
    inline-size: min(100%, 320px);
    aspect-ratio: 3 / 1;
    border-radius: ${({ theme }) => theme.radius.medium};
  `,
  poster: css`
    inline-size: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radius.medium};
  `,
};

const Frame = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  min-inline-size: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

/** The preview and the button, side by side where they fit. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
`;

const Preview = styled.div<{ $shape: ImagePickerShape }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  text-align: center;
  ${({ $shape }) => SHAPES[$shape]}
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** The file input, hidden from sight but focusable, inside its label drawn as a button. */
const FileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
  overflow: hidden;
`;

const ChooseLabel = styled.label<{ $busy: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-weight: 600;
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  &:hover {
    filter: brightness(1.1);
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

/** The image picker itself, loaded by `ImagePicker` when one is first drawn. */
export function ImagePickerView({
  label,
  chooseLabel,
  image,
  imageAlt,
  emptyText,
  shape,
  hint,
  error,
  busy = false,
  busyLabel,
  disabled,
  onPick,
}: ImagePickerProps) {
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  const shown = assetUrl(image);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onPick(file);
  }

  return (
    <Frame role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{label}</Title>
      <Row>
        <Preview $shape={shape}>
          {shown ? <img src={shown} alt={imageAlt} /> : <span>{emptyText}</span>}
        </Preview>
        <ChooseLabel $busy={busy}>
          {busy && busyLabel ? busyLabel : chooseLabel}
          <FileInput
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            aria-describedby={describedBy || undefined}
            aria-invalid={hasError || undefined}
            aria-busy={busy || undefined}
            disabled={disabled}
            onChange={choose}
          />
        </ChooseLabel>
      </Row>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      {hasError && (
        <FieldError role="alert" id={`${id}-error`}>
          {error}
        </FieldError>
      )}
    </Frame>
  );
}
