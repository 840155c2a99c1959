import { setLocale } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithKit } from '@arena/shared-kit/testing';
import '../../../i18n';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it('forces Arabic and right to left on load without changing the stored choice, and toggles EN/AR', async () => {
    await act(() => setLocale('en'));
    renderWithKit(<ComingSoonPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'شيء كبير قادم' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.localStorage.getItem('arena.lang')).toBe('en');

    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something big is coming' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'AR' })).toBeInTheDocument();
  });

  it('offers two social links that open in a new tab', async () => {
    renderWithKit(<ComingSoonPage />);
    const links = within(await screen.findByRole('navigation')).getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });
});
