import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Frame = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.2rem;
  }
`;

/** A titled block of the tournament page, labelled by its heading for screen readers and tests. */
export function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Frame>
  );
}

/** Vertical rhythm of a sub-page's blocks. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;
