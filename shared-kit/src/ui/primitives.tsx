import styled, { css, keyframes } from 'styled-components';

/** Buttons: `primary` for the main action on a screen, `secondary` for the rest, `ghost` in toolbars, `danger`. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const buttonStyles = css<{ $variant?: ButtonVariant; $size?: 'small' | 'medium' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => ($size === 'small' ? '32px' : '40px')};
  padding-block: 0;
  padding-inline: ${({ theme, $size }) => theme.space($size === 'small' ? 3 : 5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  white-space: nowrap;
  transition:
    filter 0.15s ease,
    background-color 0.15s ease;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: #1a0000;
          `
        : $variant === 'ghost'
          ? css`
              background: transparent;
              color: ${theme.colors.text};
            `
          : css`
              background: ${theme.colors.surfaceRaised};
              color: ${theme.colors.text};
              border-color: ${theme.colors.border};
            `}
  &:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * The portal's button (`type="button"` unless told otherwise), in a `ButtonVariant` and a `small` or `medium` size.
 *
 * @example <Button $variant="secondary" $size="small" onClick={retry}>{t('kit:retry')}</Button>
 */
export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $size?: 'small' | 'medium';
}>`
  ${buttonStyles}
`;

/** An anchor drawn as a button; pair with `AppLink` behaviour through `as={AppLink}` or use for external links. */
export const ButtonLink = styled.a<{ $variant?: ButtonVariant; $size?: 'small' | 'medium' }>`
  ${buttonStyles}
`;

/** A bordered surface panel with the standard padding. */
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  padding: ${({ theme }) => theme.space(5)};
`;

/** The centred, padded column every page's content sits in (at most 1200px wide). */
export const PageContainer = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.space(8)};
  padding-inline: ${({ theme }) => theme.space(4)};
`;

/** A page's main title (an `h1`), sized for the viewport. */
export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: clamp(1.5rem, 3vw, 2.25rem);
  line-height: 1.2;
`;

/** The title of a section of a page (an `h2`). */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.35rem;
`;

/** Secondary text (a `p` without margins, in the muted colour). */
export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A responsive grid of cards: as many columns of at least `$min` (260px) as fit. */
export const Grid = styled.div<{ $min?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '260px' }) => $min}, 1fr));
`;

/** The colour of a `Badge`. */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'primary';

/**
 * A small rounded label (statuses, chips) tinted in a `BadgeTone`.
 *
 * @example <Badge $tone="success">{t('status.approved')}</Badge>
 */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.75rem;
  font-weight: 700;
  ${({ theme, $tone = 'neutral' }) => {
    const color =
      $tone === 'neutral'
        ? theme.colors.textMuted
        : $tone === 'primary'
          ? theme.colors.primary
          : theme.colors[$tone];
    return css`
      color: ${color};
      background: color-mix(in srgb, ${color} 16%, transparent);
      border: 1px solid color-mix(in srgb, ${color} 40%, transparent);
    `;
  }}
`;

/** A round profile picture of `$size` pixels (40 by default); decorative (`alt=""`) unless given an `alt`. */
export const Avatar = styled.img.attrs<{ alt?: string }>((props) => ({ alt: props.alt ?? '' }))<{
  $size?: number;
}>`
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  flex-shrink: 0;
`;

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const shimmering = css`
  animation: ${shimmer} 1.4s linear infinite;
`;

/**
 * Loading placeholder; give it the size of what it stands for. It shimmers while what it stands for loads; `$still`
 * for a placeholder of something not loading yet (a widget waiting to be scrolled near): an animated background is
 * painted again every frame, 0.27 CPU s a second in Chromium for two of them below the fold of `/`.
 */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{
  $height?: string;
  $width?: string;
  $still?: boolean;
}>`
  height: ${({ $height = '1rem' }) => $height};
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: linear-gradient(90deg, #1c2438 25%, #26304a 50%, #1c2438 75%);
  background-size: 200% 100%;
  ${({ $still }) => !$still && shimmering}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * A Skeleton for something still loading, inside a busy region: the Skeleton is hidden from assistive technologies,
 * so whoever waits for the page to be drawn (a reader, the route walk) waits on this region instead. `label` says what
 * loads, where nothing around it does.
 *
 * @example {isPending ? <BusyPlaceholder height="56px" /> : <List items={data} />}
 */
export function BusyPlaceholder({
  height,
  width,
  label,
}: {
  height?: string;
  width?: string;
  label?: string;
}) {
  return (
    <div aria-busy="true" aria-label={label}>
      <Skeleton $height={height} $width={width} />
    </div>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The loading spinner (`role="status"`); give it an `aria-label` saying what loads. It says it is busy
 * (`aria-busy`), as every loading placeholder does: whoever waits for a page to be drawn (an assistive technology, the
 * route walk) waits for it too, even when it stands for code still loading (a `Suspense` fallback).
 */
export const Spinner = styled.span.attrs({ role: 'status', 'aria-busy': true })`
  display: inline-block;
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A message box with a coloured edge in a tone (`role="alert"` unless told otherwise). */
export const Alert = styled.div.attrs<{ role?: string }>((props) => ({ role: props.role ?? 'alert' }))<{
  $tone?: 'info' | 'warning' | 'danger' | 'success';
}>`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border-inline-start: 4px solid ${({ theme, $tone = 'info' }) => theme.colors[$tone]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** A form field: a label wrapping its text and its control, stacked. */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

/**
 * How every form control of the kit looks (`Input`, `Select`, `Textarea`): height, padding, border, focus ring and
 * the danger border of an invalid value. Not exported from the package.
 */
export const controlStyles = css`
  min-height: 40px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The portal's text input. */
export const Input = styled.input`
  ${controlStyles}
  &:read-only {
    opacity: 0.7;
  }
`;

/** Hidden from sight, read by screen readers. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
