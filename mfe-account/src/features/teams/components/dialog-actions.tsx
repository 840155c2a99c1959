import styled from 'styled-components';

/** The button row at the end of a dialog's form (the kit's dialogs draw theirs the same way). */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(5)};
`;
