import styled from 'styled-components';

/** A row of filters above a table: each a label over its select (wrapped in the label, or paired in a `div`). */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(3)};
  > div,
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-weight: 600;
  }
  select {
    min-height: 40px;
    min-inline-size: 140px;
    padding-inline: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

/** Lets a wide table scroll sideways on a phone instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** The account pages' data table: start-aligned cells, muted headers, a rule between rows. */
export const DataTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;
