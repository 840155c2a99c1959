import { expectPageNotFound, renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
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
      await expectPageNotFound('en');
    },
  );

  it('speaks Arabic', async () => {
    await renderAt('/tournaments/1/nope', 'ar');
    await expectPageNotFound('ar');
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(TournamentsRoutes()).sort()).toEqual([...patterns].sort());
  });
});
