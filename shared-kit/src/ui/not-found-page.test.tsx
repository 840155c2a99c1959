import { act, fireEvent, render, screen } from '@testing-library/react';
import { setPlatformConfig } from '../config/platform-config';
import { setLocale } from '../i18n/i18n';
import { KitProvider } from './kit-provider';
import { NotFoundPage } from './not-found-page';

function renderPage(remote?: string) {
  return render(
    <KitProvider>
      <NotFoundPage remote={remote} />
    </KitProvider>,
  );
}

const remote = (name: string, routes: string[]) => ({
  name,
  entry: `https://${name}/mf-manifest.json`,
  routes,
  version: '1',
});

describe('NotFoundPage', () => {
  beforeEach(async () => {
    await act(() => setLocale('en'));
    setPlatformConfig({});
    window.history.replaceState(null, '', '/');
  });

  it('shows 404, the heading as the page title, the text, Go Home to / and Go Back', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText(/does not exist/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalled();
    expect(document.title).toBe('Page Not Found | MENA Arena');
    back.mockRestore();
  });

  it('speaks Arabic', async () => {
    await act(() => setLocale('ar'));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    expect(document.title).toBe('الصفحة غير موجودة | MENA Arena');
  });

  it("in a remote's router, draws under the remote's prefixes and nothing on another app's path", () => {
    setPlatformConfig({
      remotes: [remote('community', ['/news', '/faq']), remote('pass', ['/mena-pass'])],
    });
    window.history.replaceState(null, '', '/news/abc/def');
    const { unmount } = renderPage('community');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    unmount();

    // Between a navigation to the pass and single-spa unmounting the community remote: nothing, no title.
    document.title = 'MENA Pass | MENA Arena';
    window.history.replaceState(null, '', '/mena-pass');
    const { container } = renderPage('community');
    expect(container).toBeEmptyDOMElement();
    expect(document.title).toBe('MENA Pass | MENA Arena');
  });

  it('draws for a remote the manifest does not name (a test, a bare frame)', () => {
    window.history.replaceState(null, '', '/elsewhere');
    renderPage('community');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
