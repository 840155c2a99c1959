import { act, render, screen } from '@testing-library/react';
import { setLocale } from './i18n';
import { useLocale } from './use-locale';

function ShowLocale() {
  return <p>{useLocale()}</p>;
}

describe('useLocale', () => {
  it('gives the current locale and re-renders when the language changes', async () => {
    await setLocale('en');
    render(<ShowLocale />);
    expect(screen.getByText('en')).toBeInTheDocument();
    await act(() => setLocale('ar'));
    expect(screen.getByText('ar')).toBeInTheDocument();
    await act(() => setLocale('en'));
  });
});
