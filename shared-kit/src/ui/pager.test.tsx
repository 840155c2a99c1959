import { fireEvent, render, screen } from '@testing-library/react';
import { KitProvider } from './kit-provider';
import { PagerButtons } from './pager';

function renderPager(page: number, pages: number, onPage = jest.fn()) {
  render(
    <KitProvider withQueryClient={false}>
      <PagerButtons
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        page={page}
        pages={pages}
        onPage={onPage}
      />
    </KitProvider>,
  );
  return onPage;
}

describe('PagerButtons', () => {
  it('is a labelled navigation whose buttons move one page', () => {
    const onPage = renderPager(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderPager(1, 1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
