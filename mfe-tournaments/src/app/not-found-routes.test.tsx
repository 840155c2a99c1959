import { renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import patterns from './route-patterns.json';
import { TournamentsRoutes } from './routes';

afterEach(() => resetKit());

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <TournamentsRoutes />
    </MemoryRouter>,
    locale,
  );
}

describe('an unknown path under the tournaments remote', () => {
  it.each(['/tournaments/1/nope', '/tournaments/1/bracket/x', '/staff/disputes/x', '/staff/tournaments/x'])(
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
    await renderAt('/tournaments/1/nope', 'ar');
    expect(screen.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | MENA Arena'));
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(TournamentsRoutes()).sort()).toEqual([...patterns].sort());
  });
});
