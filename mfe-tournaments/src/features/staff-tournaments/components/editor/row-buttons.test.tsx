import { renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { AddRowButton, RemoveRowButton } from './row-buttons';

beforeEach(() => resetKit('en'));

function Rows() {
  const [rows, setRows] = useState([1, 2]);
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {rows.map((row) => (
        <RemoveRowButton
          key={row}
          addRef={addRef}
          onRemove={() => setRows(rows.filter((kept) => kept !== row))}
        >
          {`Remove row ${row}`}
        </RemoveRowButton>
      ))}
      <AddRowButton addRef={addRef} onAdd={() => setRows([...rows, rows.length + 1])}>
        Add a row
      </AddRowButton>
    </>
  );
}

describe('RemoveRowButton and AddRowButton', () => {
  it('remove a row and hand focus to the add button, which adds one', () => {
    renderWithKit(<Rows />);
    const remove = screen.getByRole('button', { name: 'Remove row 1' });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Remove row 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a row' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(screen.getAllByRole('button', { name: /^Remove row/ })).toHaveLength(2);
  });
});
