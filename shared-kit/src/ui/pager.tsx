import styled from 'styled-components';
import { Button } from './primitives';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PagerButtonsProps {
  /** The navigation's accessible name, e.g. "Pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous and Next of a paged list, in a labelled navigation; each is disabled at its end.
 *
 * @example <PagerButtons label={t('pager')} previousLabel={t('previous')} nextLabel={t('next')}
 *   page={page} pages={pages} onPage={setPage} />
 */
export function PagerButtons({ label, previousLabel, nextLabel, page, pages, onPage }: PagerButtonsProps) {
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </Nav>
  );
}
