import { Button, type ButtonVariant } from '@arena/shared-kit';
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * A list row's remove button: it removes the row and hands focus to the list's add button (`addRef`), so focus does
 * not fall back to the page with the row it was in.
 */
export function RemoveRowButton({
  addRef,
  onRemove,
  variant = 'ghost',
  children,
}: {
  addRef: RefObject<HTMLButtonElement>;
  onRemove: () => void;
  variant?: Extract<ButtonVariant, 'ghost' | 'danger'>;
  children: ReactNode;
}) {
  return (
    <RowActions>
      <Button
        $variant={variant}
        $size="small"
        onClick={() => {
          onRemove();
          addRef.current?.focus();
        }}
      >
        {children}
      </Button>
    </RowActions>
  );
}

/** A list's add button, which a removed row's `RemoveRowButton` hands focus to (`addRef`). */
export function AddRowButton({
  addRef,
  onAdd,
  size,
  children,
}: {
  addRef: RefObject<HTMLButtonElement>;
  onAdd: () => void;
  size?: 'small';
  children: ReactNode;
}) {
  return (
    <RowActions>
      <Button ref={addRef} $variant="secondary" $size={size} onClick={onAdd}>
        {children}
      </Button>
    </RowActions>
  );
}
