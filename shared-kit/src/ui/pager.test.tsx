import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithKit, resetKit } from '../../testing';
import { Pager, pagerItems } from './pager';

beforeEach(() => resetKit('en'));

describe('pagerItems', () => {
  it('numbers every page up to 7, then the first, the last and the pages around the current one', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });
});

describe('Pager', () => {
  it('is a navigation whose arrows and numbers move to a page, the current one marked', () => {
    const onPage = jest.fn();
    renderWithKit(<Pager page={2} pages={3} onPage={onPage} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pages' }));
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    fireEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(nav.getByRole('button', { name: 'Next page' }));
    fireEvent.click(nav.getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last, and takes the caller’s name', () => {
    const { unmount } = renderWithKit(<Pager label="Payout pages" page={1} pages={2} onPage={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Payout pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderWithKit(<Pager page={2} pages={2} onPage={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('draws nothing for one page', () => {
    renderWithKit(<Pager page={1} pages={1} onPage={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('numbers the pages in Arabic digits', async () => {
    await renderWithKit(<Pager page={12} pages={20} onPage={jest.fn()} />, 'ar');
    const nav = within(screen.getByRole('navigation', { name: 'الصفحات' }));
    expect(nav.getByRole('button', { name: 'الصفحة ١٢' })).toHaveTextContent('١٢');
    expect(nav.getByRole('button', { name: 'الصفحة السابقة' })).toBeEnabled();
  });
});
