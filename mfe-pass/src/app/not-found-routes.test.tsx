import { expectPageNotFound, renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
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
      await expectPageNotFound('en');
    },
  );

  it('speaks Arabic', async () => {
    await renderAt('/mena-pass/x', 'ar');
    await expectPageNotFound('ar');
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(PassRoutes()).sort()).toEqual([...patterns].sort());
  });
});
