import { useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { movedBy, movedTo, type MoveDirection } from './reorder';

export interface UseReorderOptions {
  /** The ids that can move, in the order shown (a pending order, or the stored one). */
  order: readonly string[];
  /** Takes the new order an arrow or a drop made. */
  onReorder: (next: string[]) => void;
  /** What a screen reader hears after a move: `id` is now at `place` (from 1) of `total`. */
  sayMove: (id: string, place: number, total: number) => string;
}

/** What `useReorder` gives a list's own rendering: props to spread on its arrows, drag handles and rows. */
export interface Reorder {
  /** The last move, said: put it in a `role="status"` region. */
  announcement: string;
  /** An arrow's `ref`, `disabled` (at that end) and `onClick`; the page adds its label and glyph. */
  moveButtonProps: (
    id: string,
    direction: MoveDirection,
  ) => { ref: (node: HTMLButtonElement | null) => void; disabled: boolean; onClick: () => void };
  /** A row's drag handle (put one in each row that can move); `label` is the text a drag carries. */
  dragHandleProps: (
    id: string,
    label: string,
  ) => {
    draggable: true;
    'data-reorder-id': string;
    'data-dragging': true | undefined;
    'data-drop-target': true | undefined;
    onDragStart: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
  /** The element around the table (`ReorderZone`): a row with a handle takes the drop. */
  dropZoneProps: { onDragOver: (event: DragEvent) => void; onDrop: (event: DragEvent) => void };
}

/** The id of the row an event happened in: the one its drag handle names. */
function rowOf(target: EventTarget): string | null {
  if (!(target instanceof Element)) return null;
  const handle = target.closest('tr')?.querySelector<HTMLElement>('[data-reorder-id]');
  return handle?.dataset.reorderId ?? null;
}

/**
 * Putting the rows of a table in a new order, by Move up / Move down or by drag and drop: the arrows keep focus
 * (on the other arrow once a row reaches an end), a move is announced, and a dragged row lands where it is dropped.
 * The page keeps the order (and whether it is saved) and draws the table, arrows and handles itself.
 *
 * @example
 * const reorder = useReorder({ order, onReorder: setPendingOrder, sayMove: (id, place, total) => t('moved', …) });
 * <ReorderZone {...reorder.dropZoneProps}><DataTable … /></ReorderZone>
 * // in the row: <DragHandle aria-hidden="true" title={t('dragHint')} {...reorder.dragHandleProps(id, title)}>⠿</DragHandle>
 * //             <Button aria-label={t('moveUp', { title })} {...reorder.moveButtonProps(id, 'up')}>↑</Button>
 * <VisuallyHidden role="status">{reorder.announcement}</VisuallyHidden>
 */
export function useReorder({ order, onReorder, sayMove }: UseReorderOptions): Reorder {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: string; direction: MoveDirection } | null>(null);

  // A move draws the rows again: focus stays on the arrow pressed, or on the other one once the row reaches an end.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (!wanted) return;
    const other: MoveDirection = wanted.direction === 'up' ? 'down' : 'up';
    const same = moveButtons.current.get(`${wanted.id}:${wanted.direction}`);
    const target = same && !same.disabled ? same : moveButtons.current.get(`${wanted.id}:${other}`);
    target?.focus();
  });

  const reorder = (next: string[], id: string) => {
    onReorder(next);
    setAnnouncement(sayMove(id, next.indexOf(id) + 1, next.length));
  };

  const endDrag = () => {
    setDragging(null);
    setDropTarget(null);
  };

  return {
    announcement,
    moveButtonProps: (id, direction) => {
      const place = order.indexOf(id);
      return {
        ref: (node) => {
          if (node) moveButtons.current.set(`${id}:${direction}`, node);
          else moveButtons.current.delete(`${id}:${direction}`);
        },
        disabled: direction === 'up' ? place <= 0 : place === -1 || place === order.length - 1,
        onClick: () => {
          const next = movedBy(order, id, direction);
          if (!next) return;
          refocus.current = { id, direction };
          reorder(next, id);
        },
      };
    },
    dragHandleProps: (id, label) => ({
      draggable: true,
      'data-reorder-id': id,
      'data-dragging': dragging === id || undefined,
      'data-drop-target': (dropTarget === id && dragging !== id) || undefined,
      onDragStart: (event) => {
        event.dataTransfer?.setData('text/plain', label);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        setDragging(id);
      },
      onDragEnd: endDrag,
    }),
    dropZoneProps: {
      onDragOver: (event) => {
        const over = rowOf(event.target);
        if (!dragging || !over) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (over !== dropTarget) setDropTarget(over);
      },
      onDrop: (event) => {
        const over = rowOf(event.target);
        if (!dragging || !over) return;
        event.preventDefault();
        if (over !== dragging && order.includes(dragging) && order.includes(over))
          reorder(movedTo(order, dragging, order.indexOf(over)), dragging);
        endDrag();
      },
    },
  };
}

/** Around a table being reordered (`useReorder`'s `dropZoneProps`): the row dragged fades, the row it would land on is marked. */
export const ReorderZone = styled.div`
  tr:has([data-dragging]) {
    opacity: 0.5;
  }
  tr:has([data-drop-target]) > * {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: inset 0 2px 0 ${({ theme }) => theme.colors.info};
  }
`;

/** A row's drag handle (`⠿`), with `useReorder`'s `dragHandleProps`; hidden from screen readers, which use the arrows. */
export const DragHandle = styled.span`
  padding-inline: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: grab;
  user-select: none;
`;
