import { css } from 'styled-components';

/**
 * The look of everything that floats over the page (popovers, dropdown menus, the notification panel): raised
 * surface, border, rounded corners and the drop shadow, above the page content. Mix it into a styled
 * component and add the layout of its contents; override `background` or `border-radius` after it if needed.
 *
 * @example const Content = styled(Popover.Content)` ${popoverSurface} padding: ${({ theme }) => theme.space(3)}; `;
 */
export const popoverSurface = css`
  z-index: 50;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.45);
`;
