import styled, { css } from 'styled-components';

/** The four milestone rewards (levels 12, 24, 36, 50), as the pass page and the home preview list them. */
export const MilestoneList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A milestone's height with its reward on two lines, the most a reward takes in a narrow column: every milestone
 * keeps at least this height and the loading skeleton has it, so the list does not move when it fills (issue 28).
 */
export const MILESTONE_HEIGHT = '150px';

/** One milestone reward; highlighted once unlocked. */
export const Milestone = styled.li<{ $unlocked: boolean }>`
  display: flex;
  flex-direction: column;
  min-block-size: ${MILESTONE_HEIGHT};
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $unlocked }) =>
    $unlocked &&
    css`
      border-color: ${theme.colors.primary};
      background: linear-gradient(
        160deg,
        color-mix(in srgb, ${theme.colors.primary} 16%, ${theme.colors.surface}),
        ${theme.colors.surface}
      );
    `}
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    font-weight: 700;
  }
`;
