import { fireEvent, screen } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { PagerButtons } from './pager';

beforeEach(resetKit);

async function renderPager(page: number, pages: number, onPage = jest.fn()) {
  await renderWithKit(<PagerButtons label="Pages" page={page} pages={pages} onPage={onPage} />, 'en');
  return onPage;
}

describe('PagerButtons', () => {
  it('is a labelled navigation whose buttons move one page', async () => {
    const onPage = await renderPager(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', async () => {
    await renderPager(1, 1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
