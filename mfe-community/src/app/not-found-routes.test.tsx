import { expectPageNotFound, renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import patterns from './route-patterns.json';
import { CommunityRoutes } from './routes';

afterEach(() => resetKit());

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <CommunityRoutes />
    </MemoryRouter>,
    locale,
  );
}

describe('an unknown path under the community remote', () => {
  it.each([
    '/news/abc/def',
    '/faq/x',
    '/loyalty-leaderboard/x',
    '/translations/x/y',
    '/changelog/x',
    '/staff/news/p1/edit',
  ])('%s shows the one Page Not Found with Go Home and Go Back', async (path) => {
    await renderAt(path);
    await expectPageNotFound('en');
  });

  it('speaks Arabic', async () => {
    await renderAt('/news/abc/def', 'ar');
    await expectPageNotFound('ar');
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(CommunityRoutes()).sort()).toEqual([...patterns].sort());
  });
});
