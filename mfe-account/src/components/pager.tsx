import { formatNumber, useLocale } from '@arena/shared-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pagerItems } from '../utils/tickets';

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

/** A numbered pager with previous and next arrows (arrows follow the reading direction). Hidden for one page. */
export function Pager({
  currentPage,
  totalPages,
  onPageChange,
}: {
  currentPage: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('pager.label')}>
      <PageButton
        aria-label={t('pager.previous')}
        disabled={currentPage <= 1}
        onClick={() => onPageChange(currentPage - 1)}
      >
        <span aria-hidden="true">{'‹'}</span>
      </PageButton>
      {pagerItems(currentPage, totalPages).map((item, index) =>
        item === 'gap' ? (
          <Gap key={`gap-${index}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton
            key={item}
            aria-label={t('pager.page', { page: item })}
            aria-current={item === currentPage ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {formatNumber(item, locale)}
          </PageButton>
        ),
      )}
      <PageButton
        aria-label={t('pager.next')}
        disabled={currentPage >= totalPages}
        onClick={() => onPageChange(currentPage + 1)}
      >
        <span aria-hidden="true">{'›'}</span>
      </PageButton>
    </Nav>
  );
}
