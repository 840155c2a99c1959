import styled from 'styled-components';

/** The card a section of the bracket page sits in (the bracket's frames, the match streams). */
export const BracketSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;
