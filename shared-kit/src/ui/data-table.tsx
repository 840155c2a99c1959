import { useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Pager, type PagerProps } from './pager';

const Scroller = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  caption {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  th,
  td {
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  [data-nowrap] {
    white-space: nowrap;
  }
  [data-align='end'] {
    text-align: end;
  }
`;

const SortButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

/** The order of a sorted column, in `aria-sort`'s words. */
export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by, and how. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  /** Names the column in `TableSort`. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (its header becomes a button). */
  sortValue?: (row: Row) => string | number;
  /** Keeps the cells on one line (dates, amounts, status pills). */
  nowrap?: boolean;
  /** `end` for numbers. */
  align?: 'start' | 'end';
  /** The cells name their rows (`th scope="row"`): the player of a ranking, the tournament of a console. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (its caption, read by screen readers, and its scroll box's name). */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The sort to start with (uncontrolled), or the sort shown when `onSort` is given. */
  sort?: TableSort;
  /** The caller sorts (e.g. on the server): the table only reports the header pressed. Without it, it sorts itself. */
  onSort?: (sort: TableSort) => void;
  /** A numbered pager under the table. */
  pager?: PagerProps;
  /** Attributes of a row's `tr`: `aria-current` for the row whose details are shown, a test id. */
  rowProps?: (
    row: Row,
  ) => Pick<HTMLAttributes<HTMLTableRowElement>, 'aria-current'> & { 'data-testid'?: string };
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

/**
 * A data table for consoles: headers of sortable columns are buttons (Enter or Space) whose `th` carries `aria-sort`,
 * the rows sort themselves unless the caller sorts them (`onSort`), a `rowHeader` column names each row, the table
 * scrolls sideways in a focusable box on narrow screens, and an optional numbered `Pager` sits under it.
 *
 * @example <DataTable caption={t('payouts')} columns={columns} rows={payouts} rowKey={(p) => p.id} sort={{ column: 'date', direction: 'descending' }} />
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  pager,
  rowProps,
}: DataTableProps<Row>) {
  const [ownSort, setOwnSort] = useState<TableSort | undefined>(sort);
  const current = onSort ? sort : ownSort;
  const shown = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === current?.column);
    if (onSort || !column?.sortValue || !current) return rows;
    const value = column.sortValue;
    const sign = current.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
  }, [columns, current, onSort, rows]);

  const sortBy = (column: string) => {
    const direction: SortDirection =
      current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending';
    if (onSort) onSort({ column, direction });
    else setOwnSort({ column, direction });
  };

  return (
    <>
      <Scroller tabIndex={0} role="region" aria-label={caption}>
        <Table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = current?.column === column.key ? current.direction : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={direction} data-align={column.align}>
                    {column.sortValue ? (
                      <SortButton onClick={() => sortBy(column.key)}>
                        {column.header}
                        <span aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.key}
                      scope={column.rowHeader ? 'row' : undefined}
                      data-nowrap={column.nowrap ? '' : undefined}
                      data-align={column.align}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {pager && <Pager {...pager} />}
    </>
  );
}
