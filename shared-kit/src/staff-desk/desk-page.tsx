import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A staff desk's list page (news, home page slides, audit log, a player's moderation): its heading, notes, filters
 * and tables stacked with the desk's rhythm, the heading without a margin under it.
 */
export const DeskPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1 {
    margin-block-end: 0;
  }
`;

/** A list page's heading (and the line under it) on one side, its actions (a "new" button) on the other. */
export const DeskHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A list page's filter form: its fields side by side in columns of at least 200px, stacked on a phone. */
export const DeskFilters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
`;

/** An editor page's heading with what stands beside it (a status badge, the page's actions), wrapping on a phone. */
export const DeskTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
  }
`;

/** The link back to a desk's list, above an editor page's heading (in a grid page, as wide as its text). */
export const DeskBackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;
