import { expectPageNotFound, renderWithKit, resetKit, routePatternsOf } from '@arena/shared-kit/testing';
import { MemoryRouter } from 'react-router-dom';
import patterns from './route-patterns.json';
import { AccountRoutes } from './routes';

afterEach(() => resetKit());

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <AccountRoutes />
    </MemoryRouter>,
    locale,
  );
}

describe('an unknown path under the account remote', () => {
  it.each([
    '/account/whatever',
    '/account/settings/x',
    '/invite',
    '/link-discord/x',
    '/ticket/1/x',
    '/staff/tickets/1/x',
    '/staff/payouts/x',
  ])('%s shows the one Page Not Found with Go Home and Go Back', async (path) => {
    await renderAt(path);
    await expectPageNotFound('en');
  });

  it('speaks Arabic', async () => {
    await renderAt('/account/whatever', 'ar');
    await expectPageNotFound('ar');
  });

  it('publishes the route table as it is, for the deploy server to answer 404 elsewhere', () => {
    expect(routePatternsOf(AccountRoutes()).sort()).toEqual([...patterns].sort());
  });
});
