import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A table wider than a phone scrolls within its box (its buttons can be tabbed to), not the page (issue 28). */
const Scroll = styled.div`
  overflow-x: auto;
  margin-block-end: ${({ theme }) => theme.space(6)};
`;

const TableElement = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
  }
`;

/** The staff tables: full width, start-aligned, rows separated by the border colour. */
export function Table({ children }: { children: ReactNode }) {
  return (
    <Scroll>
      <TableElement>{children}</TableElement>
    </Scroll>
  );
}
