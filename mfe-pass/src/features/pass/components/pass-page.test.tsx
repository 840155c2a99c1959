import type { LedgerHistoryPage } from '@arena/contract';
import {
  browserNavigation,
  ErrorCodes,
  PASS_REGISTERED_COOKIE,
  readCookie,
  removeCookie,
  writeCookie,
} from '@arena/shared-kit';
import {
  clearToasts,
  mockApi,
  type MockRoute,
  renderWithKit,
  resetKit,
  signInAddress,
  signInAs,
} from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { PassRoutes } from '../../../app/routes';
import { makeProgress, makeTiersResponse, makeTournament, MISSION } from '../../../testing/fixtures';
import { toaster } from '../../../testing/toasts';

beforeEach(() => {
  resetKit();
  clearToasts();
  removeCookie(PASS_REGISTERED_COOKIE);
  window.history.pushState(null, '', '/mena-pass');
});

function renderPass(locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <BrowserRouter>
      <PassRoutes />
    </BrowserRouter>,
    locale,
  );
}

function levelCard(level: number): HTMLElement {
  return screen
    .getByRole('list', { name: /Pass levels|مستويات الباس/ })
    .querySelector<HTMLElement>(`:scope > [data-level="${level}"]`)!;
}

const TOURNAMENTS = [makeTournament('t-1', 'Desert Cup'), makeTournament('t-2', 'Gulf Clash')];

/** The API of a page visit: public tiers and tournaments, plus what a signed-in player's calls answer. */
function passApi(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /v1/menapass/tiers': { body: { data: makeTiersResponse() } },
    'GET /v1/tournaments': { body: { data: TOURNAMENTS } },
    ...routes,
  });
}

/** A member at level 3 with 700 XP. */
function memberRoutes(progress = makeProgress()): Record<string, MockRoute> {
  return {
    'GET /v1/menapass/status': { body: { data: { isRegistered: true } } },
    'GET /v1/menapass/progress': { body: { data: progress } },
    'GET /v1/menapass/games-xp': {
      body: {
        data: { gamesProcessed: 14, totalXP: progress.totalXP, totalLoyaltyPoints: progress.loyaltyPoints },
      },
    },
    'GET /v1/menapass/history': { body: HISTORY },
  };
}

/** A member's history: a staff revocation with its reason, a staff grant, a match. */
const HISTORY: LedgerHistoryPage = {
  data: [
    {
      id: 'l3',
      source: 'staff',
      xp: -100,
      loyaltyPoints: 0,
      reason: 'Duplicate prize',
      at: '2026-11-26T10:00:00.000Z',
    },
    {
      id: 'l2',
      source: 'staff',
      xp: 500,
      loyaltyPoints: 20,
      reason: 'Community cup host',
      at: '2026-11-25T10:00:00.000Z',
    },
    { id: 'l1', source: 'match', xp: 300, loyaltyPoints: 20, reason: null, at: '2026-11-24T10:00:00.000Z' },
  ],
  pagination: { total: 3, page: 1, limit: 20, pages: 1 },
};

/** A signed-in player who has not registered: the status says so and progress answers 404. */
function newcomerRoutes(register: MockRoute): Record<string, MockRoute> {
  let registered = false;
  return {
    'GET /v1/menapass/status': () => ({ body: { data: { isRegistered: registered } } }),
    'GET /v1/menapass/progress': () =>
      registered
        ? { body: { data: makeProgress({ currentLevel: 0, totalXP: 0, loyaltyPoints: 0 }) } }
        : { status: 404, body: { code: ErrorCodes.notFound, message: 'Not registered for the pass' } },
    'GET /v1/menapass/games-xp': { body: { data: { gamesProcessed: 0, totalXP: 0, totalLoyaltyPoints: 0 } } },
    'POST /v1/menapass/register': (request) => {
      const answer = typeof register === 'function' ? register(request) : register;
      if ((answer.status ?? 200) < 300) registered = true;
      return answer;
    },
  };
}

/** The value (dd) under a label (dt) in the progress card. */
function stat(label: string): string | null {
  const term = within(screen.getByTestId('pass-progress')).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('/mena-pass for a visitor', () => {
  it('shows the 50 levels behind the blocking sign-in popup', async () => {
    passApi();
    await renderPass();

    const strip = await screen.findByRole('list', { name: 'Pass levels, scroll to see all' });
    expect(strip.querySelectorAll(':scope > li')).toHaveLength(50);
    expect(document.title).toBe('MENA Pass | MENA Arena');
    expect(screen.getByRole('heading', { level: 1, name: 'MENA Pass' })).toBeInTheDocument();

    const dialog = screen.getByRole('dialog', { name: 'Sign in to join the MENA Pass' });
    const signIn = within(dialog).getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(
      signInAddress('http://localhost:8090', 'https://localhost/mena-pass'),
    );
    expect(within(dialog).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(signIn).toHaveFocus();
    // Escape does not dismiss it.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: 'Sign in to join the MENA Pass' })).toBeInTheDocument();
    expect(screen.queryByTestId('pass-progress')).not.toBeInTheDocument();
    expect(screen.queryByTestId('match-sync')).not.toBeInTheDocument();
  });

  it('sends a claim on a reward card to sign-in, back to the pass', async () => {
    passApi();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await renderPass();
    await screen.findByRole('list', { name: 'Pass levels, scroll to see all' });
    fireEvent.click(within(levelCard(1)).getByRole('button', { name: /Play 3 matches/ }));
    expect(assign).toHaveBeenCalledWith(
      signInAddress('http://localhost:8090', 'https://localhost/mena-pass'),
    );
  });

  it('draws each level with its own XP, reward, milestone and XP-boost flags', async () => {
    passApi();
    await renderPass();
    await screen.findByRole('list', { name: 'Pass levels, scroll to see all' });

    const level3 = within(levelCard(3));
    expect(level3.getByRole('heading', { name: 'Level 3' })).toBeInTheDocument();
    // 50·3·4 − 50·2·3 = 300 XP for level 3 alone.
    expect(level3.getByText('300 XP')).toBeInTheDocument();
    expect(level3.getByText('30 Loyalty Points')).toBeInTheDocument();
    expect(level3.getByText('XP Boost')).toBeInTheDocument();
    expect(level3.queryByText('Milestone')).not.toBeInTheDocument();

    const level12 = within(levelCard(12));
    expect(level12.getByText('Milestone')).toBeInTheDocument();
    expect(level12.getByText('XP Boost')).toBeInTheDocument();
    expect(within(levelCard(13)).queryByText('XP Boost')).not.toBeInTheDocument();
    expect(within(levelCard(24)).getByText('Hextech Key')).toBeInTheDocument();
    expect(within(levelCard(50)).getByText('Milestone')).toBeInTheDocument();
    expect(levelCard(50)).not.toHaveAttribute('data-state');
  });

  it('lists the active and upcoming buffs', async () => {
    passApi();
    await renderPass();

    const active = await screen.findByRole('region', { name: 'Active Buffs' });
    expect(await within(active).findByText('Double XP Weekend')).toBeInTheDocument();
    expect(within(active).getByText('Weekend')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming Buffs' })).getByText('Ramadan 5x XP'),
    ).toBeInTheDocument();
  });

  it('holds the place of the levels and the buffs while the season loads (no layout shift, issue 28)', async () => {
    passApi({ 'GET /v1/menapass/tiers': { pending: true } });
    await renderPass();

    expect(await screen.findByTestId('levels-skeleton')).toBeInTheDocument();
    expect(screen.getByText(/^Drag the strip/)).toBeInTheDocument();
    for (const name of ['Active Buffs', 'Upcoming Buffs']) {
      expect(screen.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
  });

  it('says the suggested tournaments are loading while they are', async () => {
    passApi({ 'GET /v1/tournaments': { pending: true } });
    await renderPass();
    expect(screen.getByRole('region', { name: 'Play tournaments, earn XP' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('suggests the next tournaments, each opening its page, and links to all of them', async () => {
    const api = passApi();
    await renderPass();
    const section = screen.getByRole('region', { name: 'Play tournaments, earn XP' });
    expect(await within(section).findByRole('link', { name: /Desert Cup/ })).toHaveAttribute(
      'href',
      '/tournaments/t-1',
    );
    expect(section).not.toHaveAttribute('aria-busy');
    expect(within(section).getByRole('link', { name: /Gulf Clash/ })).toHaveAttribute(
      'href',
      '/tournaments/t-2',
    );
    expect(within(section).getByRole('link', { name: 'Browse Tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    const call = api.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((url) => url.pathname === '/v1/tournaments')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({
      limit: '3',
      sort: 'starting_time',
      status: 'upcoming,check-in',
    });
  });

  it('says Failed to load tournaments when they do not load', async () => {
    passApi({ 'GET /v1/tournaments': { status: 500, body: { code: 5000, message: 'boom' } } });
    await renderPass();
    expect(await screen.findByText('Failed to load tournaments')).toBeInTheDocument();
  });

  it('offers a retry when the tiers fail to load', async () => {
    passApi({ 'GET /v1/menapass/tiers': { status: 500, body: { code: 500, message: 'boom' } } });
    await renderPass();

    expect(await screen.findByText('Failed to load the pass levels.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Arabic by default', async () => {
    passApi();
    await renderPass('ar');

    expect(await screen.findByRole('heading', { name: 'المستوى ٣' })).toBeInTheDocument();
    expect(document.title).toBe('مينا باس | MENA Arena');
    expect(screen.getByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });
});

describe('/mena-pass for a member', () => {
  it('shows progress with stats, the sync panel, the milestones and the level states, without a popup', async () => {
    signInAs();
    passApi(memberRoutes());
    await renderPass();

    const bar = await screen.findByRole('progressbar', { name: 'Your pass progress' });
    // Level 3 plus (700 − 600) / (1000 − 600) of level 4: (3 + 0.25) × 2 = 6.5 %.
    expect(bar).toHaveAttribute('aria-valuenow', '7');
    expect(stat('Level')).toBe('3');
    expect(stat('Total XP')).toBe('700');
    expect(stat('Loyalty Points')).toBe('40');
    expect(stat('Completed Missions')).toBe('0');
    await waitFor(() => expect(stat('Matches Synced')).toBe('14'));
    expect(screen.getByText('300 XP to level 4')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('pass-progress')).getByRole('link', { name: 'My Reward Codes' }),
    ).toHaveAttribute('href', '/account/rewards');

    expect(screen.getByRole('region', { name: 'Match Sync' })).toBeInTheDocument();
    const milestones = within(screen.getByTestId('pass-milestones'));
    expect(milestones.getAllByRole('listitem').map((item) => item.getAttribute('data-level'))).toEqual([
      '12',
      '24',
      '36',
      '50',
    ]);
    expect(milestones.getAllByText('Locked')).toHaveLength(4);

    await waitFor(() => expect(levelCard(3)).toHaveAttribute('data-state', 'completed'));
    expect(levelCard(4)).toHaveAttribute('data-state', 'locked');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(readCookie(PASS_REGISTERED_COOKIE)).toBe('1'));
  });

  it('names the current season in the hero and shows the member’s result in the last one', async () => {
    signInAs();
    const season = {
      name: { en: 'Season 2', ar: 'الموسم ٢' },
      startsAt: new Date(2027, 1, 1).toISOString(),
      endsAt: new Date(2027, 4, 1).toISOString(),
    };
    passApi({
      ...memberRoutes({
        ...makeProgress(),
        lastSeason: {
          seasonId: 's1',
          name: { en: 'Season 1', ar: 'الموسم ١' },
          startsAt: new Date(2025, 0, 27).toISOString(),
          endsAt: new Date(2027, 1, 1).toISOString(),
          xp: 12_500,
          level: 17,
          missionsCompleted: 9,
        },
      }),
      'GET /v1/menapass/seasons': {
        body: { data: [{ ...season, id: 's2', status: 'current', startedAt: null, endedAt: null }] },
      },
    });
    await renderPass();
    expect(await screen.findByText('Season 2: Feb 1, 2027 to Apr 30, 2027')).toBeInTheDocument();
    const last = await screen.findByRole('region', { name: 'Last season: Season 1' });
    expect(within(last).getByText(/^Jan 27, 2025 to Jan 31, 2027\./)).toBeInTheDocument();
    expect(within(last).getByText('Final level').nextSibling).toHaveTextContent('17');
    expect(within(last).getByText('Season XP').nextSibling).toHaveTextContent('12,500');
    expect(within(last).getByText('Missions completed').nextSibling).toHaveTextContent('9');
    expect(within(last).getByRole('link', { name: 'Your reward codes' })).toHaveAttribute(
      'href',
      '/account/rewards',
    );
  });

  it('unlocks the milestones the member reached', async () => {
    signInAs();
    passApi(memberRoutes(makeProgress({ currentLevel: 24, totalXP: 30_000 })));
    await renderPass();
    const milestones = await screen.findByTestId('pass-milestones');
    expect(
      within(milestones)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/Locked|Unlocked/).textContent),
    ).toEqual(['Unlocked', 'Unlocked', 'Locked', 'Locked']);
  });

  it('opens the mission popup from a level card', async () => {
    signInAs();
    passApi({
      ...memberRoutes(),
      'GET /v1/menapass/tiers': { body: { data: makeTiersResponse({ [MISSION.winMatches]: 1 }) } },
    });
    await renderPass();
    await screen.findByRole('progressbar', { name: 'Your pass progress' });
    fireEvent.click(within(levelCard(2)).getByRole('button', { name: 'Level 2' }));
    fireEvent.click(within(levelCard(2)).getByRole('button', { name: /Win 2 matches/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Level 2 Mission' });
    expect(within(dialog).getByText('1 / 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(['Close', 'Escape'])('gives focus back to the mission it opened from on %s', async (how) => {
    signInAs();
    passApi({
      ...memberRoutes(),
      'GET /v1/menapass/tiers': { body: { data: makeTiersResponse({ [MISSION.winMatches]: 1 }) } },
    });
    await renderPass();
    await screen.findByRole('progressbar', { name: 'Your pass progress' });
    fireEvent.click(within(levelCard(2)).getByRole('button', { name: 'Level 2' }));
    const mission = within(levelCard(2)).getByRole('button', { name: /Win 2 matches/ });
    mission.focus();
    fireEvent.click(mission);
    const dialog = await screen.findByRole('dialog', { name: 'Level 2 Mission' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The browser moves focus into the modal dialog.
    close.focus();
    if (how === 'Close') fireEvent.click(close);
    else fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mission).toHaveFocus();
  });
});

describe('the member history', () => {
  it.each([
    [
      'en',
      'XP and Points History',
      [
        ['Staff adjustment', 'Reason: Duplicate prize', '-100', '0'],
        ['Staff adjustment', 'Reason: Community cup host', '+500', '+20'],
        ['Match', null, '+300', '+20'],
      ],
    ],
    [
      'ar',
      'سجل نقاط الخبرة والولاء',
      [
        ['تعديل من فريق العمل', 'السبب: Duplicate prize', '؜-١٠٠', '٠'],
        ['تعديل من فريق العمل', 'السبب: Community cup host', '؜+٥٠٠', '؜+٢٠'],
        ['مباراة', null, '؜+٣٠٠', '؜+٢٠'],
      ],
    ],
  ] as const)(
    'lists the ledger, a staff entry with its label and reason (%s)',
    async (locale, title, rows) => {
      signInAs();
      passApi(memberRoutes());
      await renderPass(locale);
      const section = await screen.findByRole('region', { name: title });
      await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(4));
      const cells = within(section)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell'));
      expect(
        cells.map(([, what, xp, points]) => [
          what!.querySelector('span')?.textContent,
          what!.querySelector('p')?.textContent ?? null,
          xp!.textContent,
          points!.textContent,
        ]),
      ).toEqual(rows);
    },
  );

  it('is not shown to a player who has not registered', async () => {
    signInAs();
    passApi({
      'GET /v1/menapass/status': { body: { data: { isRegistered: false } } },
      'GET /v1/menapass/progress': { status: 404, body: { code: 4004, message: 'Not registered' } },
    });
    await renderPass();
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: 'XP and Points History' })).not.toBeInTheDocument();
  });
});

describe('/mena-pass for a signed-in player who has not registered', () => {
  it('offers the register popup; registering shows the toast and the member view, and sets the cookie', async () => {
    signInAs();
    const api = passApi(
      newcomerRoutes({
        body: { message: 'Registered for the pass', data: { isRegistered: true, alreadyRegistered: false } },
      }),
    );
    await renderPass();

    const dialog = await screen.findByRole('dialog', { name: 'Join the ME Battle Pass' });
    const register = within(dialog).getByRole('button', { name: 'Register' });
    await waitFor(() => expect(register).toHaveFocus());
    expect(readCookie(PASS_REGISTERED_COOKIE)).toBeNull();
    fireEvent.click(register);

    expect(await toaster().findByText('Successfully registered for ME Battle Pass!')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Your pass progress' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls()).toContain('POST /v1/menapass/register');
    await waitFor(() => expect(readCookie(PASS_REGISTERED_COOKIE)).toBe('1'));
  });

  it('treats a 404 on progress as not registered, and removes a stale cookie', async () => {
    signInAs();
    writeCookie(PASS_REGISTERED_COOKIE, '1', 7);
    passApi({
      'GET /v1/menapass/status': { status: 500, body: { code: 5000, message: 'boom' } },
      'GET /v1/menapass/progress': { status: 404, body: { code: 4004, message: 'Not registered' } },
    });
    await renderPass();
    expect(await screen.findByRole('dialog', { name: 'Join the ME Battle Pass' })).toBeInTheDocument();
    await waitFor(() => expect(readCookie(PASS_REGISTERED_COOKIE)).toBeNull());
  });

  it('opens the region-restricted popup on error 10027; its button goes home', async () => {
    signInAs();
    passApi(
      newcomerRoutes({
        status: 403,
        body: { code: ErrorCodes.passRegionRestricted, message: 'The pass is open to ME, EUW and EUNE only' },
      }),
    );
    await renderPass();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));

    const dialog = await screen.findByRole('dialog', { name: 'Region Restricted' });
    expect(dialog).toHaveTextContent('Only Middle East users can register for the MENA Pass.');
    const home = within(dialog).getByRole('link', { name: 'Go Home' });
    expect(home).toHaveAttribute('href', '/');
    await waitFor(() => expect(home).toHaveFocus());
    expect(screen.queryByRole('dialog', { name: 'Join the ME Battle Pass' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('toaster')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows Failed to register for Battle Pass on any other failure, and can be asked again later', async () => {
    signInAs();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    passApi(newcomerRoutes({ status: 500, body: { code: 5000, message: 'boom' } }));
    await renderPass();
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await toaster().findByText('Failed to register for Battle Pass')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const banner = screen.getByRole('region', { name: 'Join the ME Battle Pass' });
    expect(banner).toHaveTextContent('You are not registered for the MENA Pass yet.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Register Now' }));
    expect(await screen.findByRole('dialog', { name: 'Join the ME Battle Pass' })).toBeInTheDocument();
  });

  it('asks to register, not to sign in, when a mission is pressed', async () => {
    signInAs();
    passApi(newcomerRoutes({ body: {} }));
    await renderPass();
    fireEvent.click(await screen.findByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(levelCard(1)).getByRole('button', { name: /Play 3 matches/ }));
    expect(await screen.findByRole('dialog', { name: 'Join the ME Battle Pass' })).toBeInTheDocument();
  });

  it('speaks Arabic in the register and region popups', async () => {
    signInAs();
    passApi(newcomerRoutes({ status: 403, body: { code: ErrorCodes.passRegionRestricted, message: 'no' } }));
    await renderPass('ar');
    const dialog = await screen.findByRole('dialog', { name: 'انضم إلى باس الشرق الأوسط' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'تسجيل' }));
    const region = await screen.findByRole('dialog', { name: 'المنطقة غير مدعومة' });
    expect(within(region).getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });
});

describe('/me-pass', () => {
  it('replaces itself with /mena-pass, keeping the query', async () => {
    window.history.pushState(null, '', '/me-pass?ref=abc');
    const lengthBefore = window.history.length;
    passApi();
    await renderPass();

    await waitFor(() => expect(window.location.pathname).toBe('/mena-pass'));
    expect(window.location.search).toBe('?ref=abc');
    expect(window.history.length).toBe(lengthBefore);
  });
});

describe('/landing', () => {
  it('has the hero with Start Playing Now, the three points, the four benefits and the three steps', async () => {
    window.history.pushState(null, '', '/landing');
    await renderPass();
    expect(await screen.findByRole('link', { name: 'Start Playing Now' })).toHaveAttribute(
      'href',
      '/me-pass',
    );
    expect(document.title).toBe('Play with MENA Arena | MENA Arena');

    const headings = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(headings('Tournaments for every player')).toEqual([
      'No ELO Required',
      'No Skills Needed',
      'Just Play',
    ]);
    expect(headings('What the MENA Pass gives you')).toEqual([
      'Exclusive Tournaments',
      'Bonus XP',
      'Unique Rewards',
      'Community Perks',
    ]);
    expect(headings('Play, level up, claim rewards')).toEqual(['Play', 'Level Up', 'Claim Rewards']);
  });

  it('speaks Arabic', async () => {
    window.history.pushState(null, '', '/landing');
    await renderPass('ar');
    expect(await screen.findByRole('link', { name: 'ابدأ اللعب الآن' })).toHaveAttribute('href', '/me-pass');
    expect(screen.getByRole('heading', { level: 3, name: 'لا حاجة إلى تصنيف' })).toBeInTheDocument();
  });
});
