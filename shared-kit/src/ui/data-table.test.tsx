import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { DataTable, type DataTableColumn } from './data-table';

beforeEach(() => resetKit('en'));

interface Player {
  id: string;
  name: string;
  points: number;
}

const players: Player[] = [
  { id: 'a', name: 'Falcon', points: 40 },
  { id: 'b', name: 'Cobra', points: 120 },
  { id: 'c', name: 'Eagle', points: 75 },
];

const columns: DataTableColumn<Player>[] = [
  { key: 'name', header: 'Player', cell: (row) => row.name, sortValue: (row) => row.name },
  {
    key: 'points',
    header: 'Points',
    cell: (row) => row.points,
    sortValue: (row) => row.points,
    align: 'end',
  },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

const names = () =>
  within(screen.getByRole('table', { name: 'Players' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('is a named table in a focusable scroll box, in the given order until a header is pressed', () => {
    renderWithKit(<DataTable caption="Players" columns={columns} rows={players} rowKey={(row) => row.id} />);
    expect(screen.getByRole('region', { name: 'Players' })).toHaveAttribute('tabindex', '0');
    expect(names()).toEqual(['Falcon', 'Cobra', 'Eagle']);
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });

  it('sorts by a header button, ascending then descending, and says so in aria-sort', () => {
    renderWithKit(
      <DataTable
        caption="Players"
        columns={columns}
        rows={players}
        rowKey={(row) => row.id}
        sort={{ column: 'name', direction: 'ascending' }}
      />,
    );
    expect(names()).toEqual(['Cobra', 'Eagle', 'Falcon']);
    expect(screen.getByRole('columnheader', { name: /Player/ })).toHaveAttribute('aria-sort', 'ascending');
    const points = screen.getByRole('button', { name: /Points/ });
    fireEvent.click(points);
    expect(names()).toEqual(['Falcon', 'Eagle', 'Cobra']);
    expect(screen.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Player/ })).not.toHaveAttribute('aria-sort');
    fireEvent.click(points);
    expect(names()).toEqual(['Cobra', 'Eagle', 'Falcon']);
    expect(screen.getByRole('columnheader', { name: /Points/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('leaves the sorting to the caller when given onSort, and draws the pager under the table', () => {
    const onSort = jest.fn();
    const onPage = jest.fn();
    renderWithKit(
      <DataTable
        caption="Players"
        columns={columns}
        rows={players}
        rowKey={(row) => row.id}
        sort={{ column: 'points', direction: 'descending' }}
        onSort={onSort}
        pager={{ page: 1, pages: 2, onPage }}
      />,
    );
    expect(names()).toEqual(['Falcon', 'Cobra', 'Eagle']);
    fireEvent.click(screen.getByRole('button', { name: /Points/ }));
    fireEvent.click(screen.getByRole('button', { name: /Player/ }));
    expect(onSort.mock.calls).toEqual([
      [{ column: 'points', direction: 'ascending' }],
      [{ column: 'name', direction: 'ascending' }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('names each row by its rowHeader column, and gives rows the attributes rowProps returns', () => {
    renderWithKit(
      <DataTable
        caption="Players"
        columns={columns.map((column) => (column.key === 'name' ? { ...column, rowHeader: true } : column))}
        rows={players}
        rowKey={(row) => row.id}
        rowProps={(row) => ({
          'aria-current': row.id === 'b' ? 'true' : undefined,
          'data-testid': 'player-row',
        })}
      />,
    );
    const rows = screen.getAllByTestId('player-row');
    expect(rows).toHaveLength(3);
    const cobra = screen.getByRole('row', { name: /Cobra/ });
    expect(cobra).toHaveAttribute('aria-current', 'true');
    expect(within(cobra).getByRole('rowheader', { name: 'Cobra' })).toHaveAttribute('scope', 'row');
    expect(
      within(cobra)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['120', 'b']);
    expect(rows.filter((row) => row.hasAttribute('aria-current'))).toEqual([cobra]);
  });
});
