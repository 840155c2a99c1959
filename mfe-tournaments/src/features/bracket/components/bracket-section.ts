import { Card } from '@arena/shared-kit';
import styled from 'styled-components';

/** The card a section of the bracket page sits in (the bracket's frames, the match streams). */
export const BracketSection = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  > h2 {
    margin: 0;
    font-size: 1.2rem;
  }
`;
