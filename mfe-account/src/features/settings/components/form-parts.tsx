import styled from 'styled-components';

/** A label, its control, a hint and an error, stacked. */
export const FieldBlock = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;

/** A radio or checkbox with its label (and an optional hint) beside it; `as="label"` when it is the label. */
export const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  cursor: pointer;
  input {
    inline-size: 18px;
    block-size: 18px;
    margin: 3px 0 0;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
  span {
    display: flex;
    flex-direction: column;
  }
  label {
    cursor: pointer;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;
