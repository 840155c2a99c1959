import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './primitives';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface PagerButtonsProps {
  /** The navigation's accessible name, e.g. "Payout pages". */
  label: string;
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous and Next of a paged list (the kit's words), in a navigation the caller names; each is disabled at its end.
 *
 * @example <PagerButtons label={t('pager')} page={page} pages={pages} onPage={setPage} />
 */
export function PagerButtons({ label, page, pages, onPage }: PagerButtonsProps) {
  const { t } = useTranslation('kit');
  return (
    <Nav aria-label={label}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Nav>
  );
}
