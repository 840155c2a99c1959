import { Muted, SectionTitle } from '@arena/shared-kit';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  min-inline-size: 0;
  h2 {
    margin: 0;
  }
`;

/** A titled part of a staff form (a `section` named by its heading), with an optional line under the title. */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      {intro && <Muted>{intro}</Muted>}
      {children}
    </Box>
  );
}

/** Blocks side by side where they fit (each at least `$min`, 240px by default), stacked on narrow screens. */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? '240px'}), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;
