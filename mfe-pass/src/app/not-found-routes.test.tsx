import { renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import patterns from './route-patterns.json';
import { PassRoutes } from './routes';

afterEach(() => resetKit());

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <PassRoutes />
    </MemoryRouter>,
    locale,
  );
}

describe('an unknown path under the pass remote', () => {
  it.each(['/mena-pass/x', '/landing/x', '/me-pass/x/y'])(
    '%s shows the one Page Not Found with Go Home and Go Back',
    async (path) => {
      await renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page Not Found | MENA Arena'));
    },
  );

  it('speaks Arabic', async () => {
    await renderAt('/mena-pass/x', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | MENA Arena'));
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(PassRoutes()).sort()).toEqual([...patterns].sort());
  });
});
