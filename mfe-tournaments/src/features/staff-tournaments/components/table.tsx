import styled from 'styled-components';

/** The staff tables: full width, start-aligned, rows separated by the border colour. */
export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  margin-block-end: ${({ theme }) => theme.space(6)};
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
