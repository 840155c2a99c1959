import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithKit } from '../../testing';
import { DragHandle, ReorderZone, useReorder } from './use-reorder';

const NAMES: Record<string, string> = { a: 'Falcons', b: 'Sharks', c: 'Kings', x: 'Foxes' };

/** A list drawn as the desks draw theirs: a table, an arrow pair and a handle per movable row, a status line. */
function Ranking({ onReorder }: { onReorder?: (next: string[]) => void }) {
  const [order, setOrder] = useState(['a', 'b', 'c']);
  const reorder = useReorder({
    order,
    onReorder: (next) => {
      setOrder(next);
      onReorder?.(next);
    },
    sayMove: (id, place, total) => `${NAMES[id]}: ${place} of ${total}`,
  });
  return (
    <>
      <ReorderZone {...reorder.dropZoneProps}>
        <table>
          <tbody>
            {[...order, 'x'].map((id) => (
              <tr key={id}>
                <th scope="row">{NAMES[id]}</th>
                <td>
                  {id !== 'x' && (
                    <>
                      <DragHandle
                        aria-hidden="true"
                        title="Drag"
                        {...reorder.dragHandleProps(id, NAMES[id]!)}
                      >
                        ⠿
                      </DragHandle>
                      <button aria-label={`Up ${NAMES[id]}`} {...reorder.moveButtonProps(id, 'up')} />
                      <button aria-label={`Down ${NAMES[id]}`} {...reorder.moveButtonProps(id, 'down')} />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ReorderZone>
      <p role="status">{reorder.announcement}</p>
    </>
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('reordering a table', () => {
  it('moves a row with its arrows, keeps focus on the arrow pressed and says where it went', () => {
    renderWithKit(<Ranking />);
    expect(screen.getByRole('button', { name: 'Up Falcons' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Down Kings' })).toBeDisabled();

    const down = screen.getByRole('button', { name: 'Down Falcons' });
    down.focus();
    fireEvent.click(down);
    expect(names()).toEqual(['Sharks', 'Falcons', 'Kings', 'Foxes']);
    expect(screen.getByRole('button', { name: 'Down Falcons' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Falcons: 2 of 3');

    // At the bottom its Move down is off: focus goes to its Move up.
    fireEvent.click(screen.getByRole('button', { name: 'Down Falcons' }));
    expect(names()).toEqual(['Sharks', 'Kings', 'Falcons', 'Foxes']);
    expect(screen.getByRole('button', { name: 'Up Falcons' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Falcons: 3 of 3');
  });

  it('puts a dragged row where it is dropped, marking the row it would land on', () => {
    const onReorder = jest.fn();
    renderWithKit(<Ranking onReorder={onReorder} />);
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none', dropEffect: 'none' };
    const handle = within(rowOf('Kings')).getByTitle('Drag');

    fireEvent.dragStart(handle, { dataTransfer });
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 'Kings');
    expect(handle).toHaveAttribute('data-dragging');
    fireEvent.dragOver(within(rowOf('Falcons')).getByRole('cell'), { dataTransfer });
    expect(within(rowOf('Falcons')).getByTitle('Drag')).toHaveAttribute('data-drop-target');
    fireEvent.drop(within(rowOf('Falcons')).getByRole('cell'), { dataTransfer });

    expect(names()).toEqual(['Kings', 'Falcons', 'Sharks', 'Foxes']);
    expect(onReorder).toHaveBeenCalledWith(['c', 'a', 'b']);
    expect(screen.getByRole('status')).toHaveTextContent('Kings: 1 of 3');
    expect(within(rowOf('Kings')).getByTitle('Drag')).not.toHaveAttribute('data-dragging');
  });

  it('takes no drop on a row without a handle, nor without a drag', () => {
    const onReorder = jest.fn();
    renderWithKit(<Ranking onReorder={onReorder} />);
    const dataTransfer = { setData: jest.fn(), effectAllowed: 'none', dropEffect: 'none' };
    fireEvent.drop(rowOf('Sharks'), { dataTransfer });
    fireEvent.dragStart(within(rowOf('Falcons')).getByTitle('Drag'), { dataTransfer });
    fireEvent.drop(rowOf('Foxes'), { dataTransfer });
    fireEvent.dragEnd(within(rowOf('Falcons')).getByTitle('Drag'), { dataTransfer });
    expect(names()).toEqual(['Falcons', 'Sharks', 'Kings', 'Foxes']);
    expect(onReorder).not.toHaveBeenCalled();
  });
});
