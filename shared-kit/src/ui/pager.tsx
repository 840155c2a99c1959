import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../format/format';
import { useLocale } from '../i18n/use-locale';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-block-start: ${({ theme }) => theme.space(4)};
`;

const PageButton = styled.button.attrs({ type: 'button' })`
  min-inline-size: 36px;
  block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Gap = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The page numbers a pager shows: all of them up to 7 pages, otherwise the first, the last and the pages around the
 * current one, with `gap` where pages are left out.
 */
export function pagerItems(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const near = [page - 1, page, page + 1].filter((item) => item > 1 && item < pages);
  const shown = [1, ...near, pages];
  return shown.flatMap((item, index) => {
    const previous = shown[index - 1];
    return previous !== undefined && item - previous > 1 ? (['gap', item] as const) : [item];
  });
}

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name when a page has more than one pager ("Payout pages"); "Pages" otherwise. */
  label?: string;
}

/**
 * The portal's one pager: previous and next arrows (they follow the reading direction) around the numbered pages in
 * the page's digits, the current one `aria-current="page"`, gaps on long lists; nothing when there is one page.
 *
 * @example <Pager page={page} pages={pages} onPage={setPage} />
 */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation('kit');
  const locale = useLocale();
  if (pages <= 1) return null;
  return (
    <Nav aria-label={label ?? t('pager.label')}>
      <PageButton aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">{'‹'}</span>
      </PageButton>
      {pagerItems(page, pages).map((item, index) =>
        item === 'gap' ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={item}
            aria-label={t('pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {formatNumber(item, locale)}
          </PageButton>
        ),
      )}
      <PageButton aria-label={t('pager.next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span aria-hidden="true">{'›'}</span>
      </PageButton>
    </Nav>
  );
}
