import type { StaffRole } from '@arena/contract/rules';
import { act, screen, within } from '@testing-library/react';
import { mockApi, renderWithKit, resetKit, signInAs, type MockAnswer } from '../../testing';
import { sessionStore } from '../session/session-store';
import { STAFF_NAV, StaffFrame, staffNavFor } from './staff-frame';

const WORDS = {
  en: {
    nav: 'Staff',
    notAllowed: 'The staff desk is for platform staff only.',
    notForRoles: 'This page is not open to your staff roles.',
    pages: [
      'Tickets',
      'Payouts',
      'Disputes',
      'Tournaments',
      'Pass',
      'News',
      'Home Page',
      'Players',
      'Audit Log',
    ],
  },
  ar: {
    nav: 'فريق العمل',
    notAllowed: 'مكتب فريق العمل مخصص لفريق عمل المنصة فقط.',
    notForRoles: 'هذه الصفحة ليست ضمن صلاحيات أدوارك في فريق العمل.',
    pages: [
      'التذاكر',
      'المدفوعات',
      'النزاعات',
      'البطولات',
      'الباس',
      'الأخبار',
      'الصفحة الرئيسية',
      'اللاعبون',
      'سجل التدقيق',
    ],
  },
} as const;

/** `GET /v1/user/me` answering the signed-in player with these staff roles. */
const me = (staffRoles: StaffRole[]): MockAnswer => ({
  body: { user: { id: 'u1', displayName: 'Player', role: 'player', staffRoles } },
});

/** The frame around a page at `path`, in `locale` (then awaited) or in the language of the moment. */
function renderFrame(path: string): undefined;
function renderFrame(path: string, locale: 'en' | 'ar'): Promise<unknown>;
function renderFrame(path: string, locale?: 'en' | 'ar'): Promise<unknown> | undefined {
  const frame = (
    <StaffFrame currentPath={path}>
      <h1>The page</h1>
    </StaffFrame>
  );
  if (locale) return renderWithKit(frame, locale, { path });
  renderWithKit(frame, { path });
  return undefined;
}

/** Lets the frame's reload of the user answer (the fake API answers at once) before the test looks or ends. */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const navLinks = (locale: 'en' | 'ar') =>
  within(screen.getByRole('navigation', { name: WORDS[locale].nav }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => resetKit('en'));

describe('staffNavFor', () => {
  it.each([
    [[], []],
    [['editor'], ['news', 'home']],
    [['support'], ['tickets', 'payouts', 'disputes', 'players']],
    [['organizer'], ['disputes', 'tournaments', 'pass']],
    [
      ['organizer', 'support'],
      ['tickets', 'payouts', 'disputes', 'tournaments', 'pass', 'players'],
    ],
    [
      ['admin'],
      ['tickets', 'payouts', 'disputes', 'tournaments', 'pass', 'news', 'home', 'players', 'audit'],
    ],
  ] as [StaffRole[], string[]][])('gives %j the pages %j', (roles, pages) => {
    expect(staffNavFor(roles).map((entry) => entry.key)).toEqual(pages);
  });

  it('gives nothing to a user without roles', () => {
    expect(staffNavFor(undefined)).toEqual([]);
    expect(STAFF_NAV.map((entry) => entry.href)).toContain('/staff/audit');
  });
});

describe('StaffFrame', () => {
  it.each(['en', 'ar'] as const)(
    'shows an admin every page in the navigation and the page itself (%s)',
    async (locale) => {
      signInAs({ staffRoles: ['admin'] });
      mockApi({ 'GET /v1/user/me': me(['admin']) });
      await renderFrame('/staff/audit', locale);
      await settled();
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      expect(navLinks(locale)).toEqual(
        WORDS[locale].pages.map((label, index) => [label, STAFF_NAV[index]!.href]),
      );
      expect(screen.getByRole('link', { name: WORDS[locale].pages.at(-1)! })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it.each(['en', 'ar'] as const)(
    'shows support its four pages only, the current one marked (%s)',
    async (locale) => {
      signInAs({ staffRoles: ['support'] });
      mockApi({ 'GET /v1/user/me': me(['support']) });
      await renderFrame('/staff/tickets/42', locale);
      await settled();
      expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
      expect(navLinks(locale).map(([, href]) => href)).toEqual([
        '/staff/tickets',
        '/staff/payouts',
        '/staff/disputes',
        '/staff/players',
      ]);
      expect(screen.getByRole('link', { name: WORDS[locale].pages[0] })).toHaveAttribute(
        'aria-current',
        'page',
      );
    },
  );

  it.each(['en', 'ar'] as const)(
    'refuses a player without roles once the user is loaded again: no navigation, no page (%s)',
    async (locale) => {
      signInAs({ staffRoles: [] });
      const api = mockApi({ 'GET /v1/user/me': me([]) });
      await renderFrame('/staff/tickets', locale);
      expect(await screen.findByText(WORDS[locale].notAllowed)).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
      expect(api.calls()).toEqual(['GET /v1/user/me']);
    },
  );

  it.each(['en', 'ar'] as const)(
    'refuses an editor the tournaments page, saying the page is not for their roles (%s)',
    async (locale) => {
      signInAs({ staffRoles: ['editor'] });
      mockApi({ 'GET /v1/user/me': me(['editor']) });
      await renderFrame('/staff/tournaments', locale);
      expect(await screen.findByText(WORDS[locale].notForRoles)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
    },
  );

  it('refuses an organizer the players page given by key, showing the pages they may use', async () => {
    signInAs({ staffRoles: ['organizer'] });
    mockApi({ 'GET /v1/user/me': me(['organizer']) });
    renderWithKit(
      <StaffFrame currentPath="/staff/somewhere" page="players">
        <h1>The page</h1>
      </StaffFrame>,
      { path: '/staff/somewhere' },
    );
    expect(await screen.findByText(WORDS.en.notForRoles)).toBeInTheDocument();
    expect(navLinks('en').map(([label]) => label)).toEqual(['Disputes', 'Tournaments', 'Pass']);
  });

  it('waits for the user loaded again before refusing, and admits a player granted a role meanwhile', async () => {
    signInAs({ staffRoles: [] });
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({ 'GET /v1/user/me': { later: new Promise<MockAnswer>((resolve) => (answer = resolve)) } });
    renderFrame('/staff/tournaments');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(WORDS.en.notAllowed)).not.toBeInTheDocument();
    answer(me(['organizer']));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.staffRoles).toEqual(['organizer']);
    await settled();
  });

  it('refuses a revoked admin once the user is loaded again', async () => {
    signInAs({ staffRoles: ['admin'] });
    mockApi({ 'GET /v1/user/me': me([]) });
    renderFrame('/staff/players');
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(await screen.findByText(WORDS.en.notAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  });

  it('keeps the session as it was when the user cannot be loaded again', async () => {
    signInAs({ staffRoles: ['support'] });
    const api = mockApi({ 'GET /v1/user/me': { status: 500, body: { message: 'boom' } } });
    renderFrame('/staff/payouts');
    await settled();
    expect(api.calls()).toEqual(['GET /v1/user/me']);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(sessionStore.getState().user?.staffRoles).toEqual(['support']);
    expect(sessionStore.getState().token).toBe('test-token');
  });

  it('shows a spinner while the shell loads the user', () => {
    const api = mockApi({});
    renderFrame('/staff/tickets');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
