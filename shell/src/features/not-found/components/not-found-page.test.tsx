import { setLocale } from '@arena/shared-kit';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithKit } from '../../../testing/test-utils';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  beforeEach(async () => {
    await act(() => setLocale('en'));
  });

  it('shows the heading, the text, Go Home to / and Go Back', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderWithKit(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalled();
    expect(document.title).toBe('Page Not Found | MENA Arena');
    back.mockRestore();
  });

  it('speaks Arabic', async () => {
    await act(() => setLocale('ar'));
    renderWithKit(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });
});
