import { toast, type Tournament, type TournamentTeams } from '@arena/shared-kit';
import { type MockAnswer, mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TournamentsRoutes } from '../routes';
import { DAY, iso, makeTournament } from '../../testing/fixtures';

beforeAll(() => {
  // Radix measures menus with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  resetKit();
  window.localStorage.clear();
});

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string, locale: 'en' | 'ar' = 'en') {
  return renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <TournamentsRoutes />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    locale,
  );
}

const BRACKET = makeTournament({
  id: 'cup',
  description: {
    en: 'Sixteen squads battle through late-night rounds for the biggest prize pool of the season in the region.',
    ar: 'ستة عشر فريقًا يتنافسون في أدوار ليلية على أكبر جوائز الموسم في المنطقة.',
  },
  prizepool: [
    { name: '1st Place', amount: '5000' },
    { name: '2nd Place', amount: '3000' },
    { name: '3rd Place', amount: '1500' },
    { name: '4th Place', amount: '500' },
    { name: 'MVP', amount: 'Gaming headset' },
  ],
  prizepool_format: '10000 USD',
  information: { additionalInfo: 'https://arena.example/rulebook.pdf' },
  requirements: [{ en: 'Be at least 13 years old', ar: 'ألا يقل عمرك عن 13 عامًا' }],
  rules: [{ en: 'Matches are best of one.', ar: 'المباريات من جولة واحدة.' }],
  faqs: [
    {
      title: { en: 'How do I check in?', ar: 'كيف أسجّل حضوري؟' },
      description: { en: 'Press Check In during the window.', ar: 'اضغط على تأكيد الحضور خلال الفترة.' },
    },
  ],
});

const MATCHMAKING = makeTournament({
  id: 'ladder',
  name: { en: 'Arena Ladder' },
  tournament_type: 'matchmaking',
  type: 'Matchmaking',
  format: '1vs1',
});

const TEAMS: TournamentTeams = {
  format: '5vs5',
  teamsCount: 2,
  teams: [
    {
      registrationId: 'r1',
      registrationStatus: 'approved',
      registrationDate: '2026-01-05T10:00:00.000Z',
      team: {
        id: 'desert',
        name: 'Desert Falcons',
        vanity: 'desert-falcons',
        profileImg: '/static/teams/desert.svg',
        membersCount: 2,
        members: [
          {
            gameName: 'Falcon',
            tagLine: 'MENA',
            role: 'owner',
            rank: { tier: 'GOLD', division: 'II', leaguePoints: 47 },
          },
          { gameName: 'Layla', tagLine: 'GULF', role: 'admin', rank: null },
        ],
      },
    },
    {
      registrationId: 'r2',
      registrationStatus: 'pending',
      registrationDate: '2026-01-06T10:00:00.000Z',
      team: {
        id: 'nile',
        name: 'Nile Pharaohs',
        vanity: 'nile-pharaohs',
        profileImg: null,
        membersCount: 0,
        members: [],
      },
    },
  ],
};

function tournamentRoute(tournament: Tournament) {
  return { [`GET /v1/tournaments/${tournament.id}`]: { body: { data: tournament } } };
}

function metaContent(selector: string): string | null {
  return document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null;
}

function tabs() {
  return within(screen.getByRole('navigation', { name: 'Tournament sections' })).getAllByRole('link');
}

describe('tournament overview', () => {
  it('shows name, info grid, prize pool with View More Prizes, rulebook, process, requirements, rules and FAQ', async () => {
    mockApi(tournamentRoute(BRACKET));
    await renderAt('/tournaments/cup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Desert Clash Cup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(await screen.findByText(BRACKET.description.en)).toBeInTheDocument();

    const info = screen.getByRole('region', { name: 'Tournament Info' });
    const value = (label: string) => within(info).getByText(label).nextElementSibling;
    expect(value('Game Mode')).toHaveTextContent("Summoner's Rift");
    expect(value('Format')).toHaveTextContent('5vs5');
    expect(value('Type')).toHaveTextContent('Single Elimination');
    expect(value('Rewards')).toHaveTextContent('10,000 USD');
    expect(
      within(info)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Iron', 'Bronze', 'Silver', 'Gold']);

    const prizes = screen.getByRole('region', { name: 'Prize Pool' });
    const rows = () => within(within(prizes).getByTestId('prize-list')).getAllByRole('listitem');
    expect(rows().map((row) => row.textContent)).toEqual([
      '11ST1st Place5,000 USD',
      '22ND2nd Place3,000 USD',
      '33RD3rd Place1,500 USD',
    ]);
    expect(within(prizes).getAllByTestId('prize-icon')).toHaveLength(3);
    const more = within(prizes).getByRole('button', { name: 'View More Prizes (2)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(rows()).toHaveLength(5);
    expect(rows()[3]).toHaveTextContent('4TH4th Place500 USD');
    expect(rows()[4]).toHaveTextContent('5THMVPGaming headset');
    expect(within(prizes).getAllByTestId('prize-icon')).toHaveLength(3);
    expect(within(prizes).getByRole('button', { name: 'Show Fewer Prizes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const schedule = screen.getByRole('region', { name: 'Schedule' });
    expect(within(schedule).getByRole('heading', { name: 'Registration Phase' })).toBeInTheDocument();
    expect(within(schedule).getByText('Registration Phase', { selector: 'span' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Read the full rulebook' })).toHaveAttribute(
      'href',
      'https://arena.example/rulebook.pdf',
    );
    const process = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Registration', 'Check-in', 'Tournament', 'Prize Distribution']);
    expect(
      within(screen.getByRole('region', { name: 'Requirements' })).getByRole('listitem'),
    ).toHaveTextContent('Be at least 13 years old');
    expect(within(screen.getByRole('region', { name: 'Rules' })).getByRole('listitem')).toHaveTextContent(
      'Matches are best of one.',
    );

    const question = screen.getByRole('button', { name: 'How do I check in?' });
    const answer = screen.getByText('Press Check In during the window.');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
  });

  it('sets the title and meta tags from the tournament, with the fallbacks while loading or without a description', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await held;
      return new Response(
        JSON.stringify({ data: makeTournament({ id: 'quiet', description: { en: '' } }) }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    });
    await renderAt('/tournaments/quiet');

    await waitFor(() => expect(document.title).toBe('Loading Tournament | MENA Arena'));
    expect(metaContent('meta[name="description"]')).toBe('Join this amazing tournament');
    answer();
    await waitFor(() => expect(document.title).toBe('Desert Clash Cup | MENA Arena'));
    expect(metaContent('meta[name="description"]')).toBe('Join this amazing tournament');
    expect(metaContent('meta[property="og:title"]')).toBe('Desert Clash Cup | MENA Arena');
    expect(metaContent('meta[property="og:image"]')).toMatch(/\/uploads\/desert-en\.png$/);
  });

  it('uses the description for the meta tags, and puts them back when the page closes', async () => {
    mockApi(tournamentRoute(BRACKET));
    const { unmount } = await renderAt('/tournaments/cup');
    await waitFor(() => expect(metaContent('meta[name="description"]')).toBe(BRACKET.description.en));
    expect(metaContent('meta[property="og:url"]')).toBe(`${window.location.origin}/tournaments/cup`);
    unmount();
    expect(metaContent('meta[name="description"]')).toBeNull();
  });

  it('in Arabic: localized name, description and poster, Arabic ordinals, English fallback where Arabic is missing', async () => {
    mockApi(
      tournamentRoute({
        ...BRACKET,
        requirements: [{ en: 'English only requirement' }],
      }),
    );
    await renderAt('/tournaments/cup', 'ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'كأس صراع الصحراء' })).toBeInTheDocument();
    expect(await screen.findByText(BRACKET.description.ar!)).toBeInTheDocument();
    const prizes = screen.getByRole('region', { name: 'مجموع الجوائز' });
    expect(
      within(within(prizes).getByTestId('prize-list'))
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '١الأولالمركز الأول٥٬٠٠٠ USD',
      '٢الثانيالمركز الثاني٣٬٠٠٠ USD',
      '٣الثالثالمركز الثالث١٬٥٠٠ USD',
    ]);
    fireEvent.click(within(prizes).getByRole('button', { name: 'عرض المزيد من الجوائز (٢)' }));
    // A name that is only a place is said in Arabic; any other name is the organiser's.
    expect(within(prizes).getByText('المركز الرابع')).toBeInTheDocument();
    expect(within(prizes).getByText('MVP')).toBeInTheDocument();
    expect(within(prizes).queryByText(/\d(st|nd|rd|th) Place/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'المتطلبات' })).getByRole('listitem')).toHaveTextContent(
      'English only requirement',
    );
    expect(
      within(screen.getByRole('region', { name: 'معلومات البطولة' })).getByText('إقصاء فردي'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src$="/uploads/desert-ar.png"]')).not.toBeNull();
  });

  it('shows the defaults when the tournament leaves fields empty, and no rulebook without additionalInfo', async () => {
    mockApi(
      tournamentRoute(
        makeTournament({
          id: 'bare',
          game_mode: '',
          format: '',
          type: '',
          prizepool_format: '',
          prizepool: [],
          skill_level: [],
        }),
      ),
    );
    await renderAt('/tournaments/bare');
    const info = await screen.findByRole('region', { name: 'Tournament Info' });
    const value = (label: string) => within(info).getByText(label).nextElementSibling;
    expect(value('Game Mode')).toHaveTextContent("Summoner's Rift");
    expect(value('Format')).toHaveTextContent('5v5');
    expect(value('Type')).toHaveTextContent('Single Elimination');
    expect(value('Rewards')).toHaveTextContent('0 USD');
    expect(value('Skill Level')).toHaveTextContent('All skill levels');
    expect(screen.queryByRole('region', { name: 'Rulebook' })).toBeNull();
    expect(screen.queryByRole('button', { name: /View More Prizes/ })).toBeNull();
  });
});

describe('the poster ahead of the page', () => {
  it.each([
    ['en', '/uploads/desert-en.png', 'Desert Clash Cup'],
    ['ar', '/uploads/desert-ar.png', BRACKET.name.ar],
  ] as const)(
    '(%s) asks for the poster in the viewer’s language as soon as the data is known, the one the page shows',
    async (locale, poster, name) => {
      mockApi(tournamentRoute(BRACKET));
      const { container } = await renderAt('/tournaments/cup', locale);
      await screen.findByRole('heading', { level: 1, name });
      const preload = container.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(preload?.getAttribute('href')).toMatch(new RegExp(`${poster}$`));
      expect(preload).toHaveAttribute('fetchpriority', 'high');
      const shown = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
      expect(shown).toContain(preload?.getAttribute('href'));
    },
  );
});

describe('share menu', () => {
  it('is a menu button with X, Facebook, WhatsApp and Copy Link; copying says so', async () => {
    mockApi(tournamentRoute(BRACKET));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = jest.spyOn(toast, 'success');
    await renderAt('/tournaments/cup/schedule');

    const share = await screen.findByRole('button', { name: 'Share' });
    expect(share).toHaveAttribute('aria-haspopup', 'menu');
    expect(share).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(share, { key: 'Enter' });
    const menu = await screen.findByRole('menu', { name: 'Share' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'X (Twitter)',
      'Facebook',
      'WhatsApp',
      'Copy Link',
    ]);

    const url = `${window.location.origin}/tournaments/cup`;
    const text = BRACKET.description.en.slice(0, 110);
    const x = new URL(items[0].getAttribute('href')!);
    expect(x.hostname).toBe('x.com');
    expect(x.searchParams.get('text')).toBe(text);
    expect(x.searchParams.get('url')).toBe(url);
    expect(new URL(items[1].getAttribute('href')!).searchParams.get('u')).toBe(url);
    expect(new URL(items[2].getAttribute('href')!).searchParams.get('text')).toBe(`${text} ${url}`);
    for (const link of items.slice(0, 3)) expect(link).toHaveAttribute('target', '_blank');

    fireEvent.click(items[3]);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Link copied to clipboard'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('sidebar tabs and sub-pages', () => {
  it('bracket tournaments: Overview, Bracket, Teams, Schedule, FAQ as links, the current one marked', async () => {
    mockApi({ ...tournamentRoute(BRACKET), 'GET /v1/tournaments/cup/teams': { body: { data: TEAMS } } });
    await renderAt('/tournaments/cup');
    await screen.findByRole('heading', { level: 1, name: 'Desert Clash Cup' });

    expect(tabs().map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Overview', '/tournaments/cup'],
      ['Bracket', '/tournaments/cup/bracket'],
      ['Teams', '/tournaments/cup/teams'],
      ['Schedule', '/tournaments/cup/schedule'],
      ['FAQ', '/tournaments/cup/faqs'],
    ]);
    expect(tabs()[0]).toHaveAttribute('aria-current', 'page');

    fireEvent.click(tabs()[2]);
    expect(await screen.findByRole('heading', { name: 'Registered Teams' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tournaments/cup/teams');
    expect(tabs()[2]).toHaveAttribute('aria-current', 'page');
    expect(tabs()[0]).not.toHaveAttribute('aria-current');
  });

  it('matchmaking tournaments: Overview, Leaderboard, Schedule, FAQ, the matchmaking panel and the leaderboard', async () => {
    mockApi(tournamentRoute(MATCHMAKING));
    await renderAt('/tournaments/ladder');
    await screen.findByRole('heading', { level: 1, name: 'Arena Ladder' });
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Overview', 'Leaderboard', 'Schedule', 'FAQ']);
    expect(await screen.findByRole('region', { name: 'Matchmaking' })).toBeInTheDocument();
    expect(window.localStorage.getItem('arena.tournament-type.ladder')).toBe('matchmaking');

    fireEvent.click(tabs()[1]);
    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(within(leaderboard).getByRole('searchbox', { name: 'Search players' })).toBeInTheDocument();
  });

  it('the leaderboard says it is loading (aria-busy) until its answer is in', async () => {
    let answer: (value: MockAnswer) => void = () => undefined;
    mockApi({
      ...tournamentRoute(MATCHMAKING),
      'GET /v1/matchmaking/tournaments/ladder/leaderboard': {
        later: new Promise<MockAnswer>((resolve) => {
          answer = resolve;
        }),
      },
    });
    await renderAt('/tournaments/ladder/leaderboard');
    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    expect(leaderboard).toHaveAttribute('aria-busy', 'true');

    answer({ body: { data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 } } });
    expect(await within(leaderboard).findByText('No players found')).toBeInTheDocument();
    expect(leaderboard).not.toHaveAttribute('aria-busy');
  });

  it('shows the remembered tab set while the tournament loads', async () => {
    window.localStorage.setItem('arena.tournament-type.ladder', 'matchmaking');
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    await renderAt('/tournaments/ladder/faqs');
    await waitFor(() =>
      expect(tabs().map((tab) => tab.textContent)).toEqual(['Overview', 'Leaderboard', 'Schedule', 'FAQ']),
    );
    expect(await screen.findByTestId('faqs-skeleton')).toBeInTheDocument();
  });

  it('keeps the title row at its loaded size while the tournament loads, its actions drawn but unseen', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    await renderAt('/tournaments/cup');
    const skeleton = await screen.findByTestId('tournament-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const share = screen.getByText('Share').closest('button')!;
    expect(share.parentElement).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to Calendar' })).toBeNull();
  });

  it('shows the name, the stage and the title row actions once the tournament is in', async () => {
    mockApi(tournamentRoute(BRACKET));
    await renderAt('/tournaments/cup');
    expect(await screen.findByRole('heading', { level: 1, name: BRACKET.name.en })).toBeInTheDocument();
    expect(screen.queryByTestId('tournament-skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add to Calendar' })).toBeVisible();
  });

  it("an unknown section shows the portal's Page Not Found at its own address (P1 §2)", async () => {
    mockApi(tournamentRoute(BRACKET));
    await renderAt('/tournaments/cup/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/cup\/nowhere$/);
  });
});

describe('teams page', () => {
  it('lists teams with image, name, status badge and date; a row opens to show members', async () => {
    mockApi({ ...tournamentRoute(BRACKET), 'GET /v1/tournaments/cup/teams': { body: { data: TEAMS } } });
    await renderAt('/tournaments/cup/teams');

    const section = await screen.findByRole('region', { name: 'Registered Teams' });
    expect(await within(section).findByText('2 registered')).toBeInTheDocument();
    expect(within(section).getByText('Format: 5vs5')).toBeInTheDocument();
    const falcons = within(section).getByRole('button', { name: /Desert Falcons/ });
    expect(falcons).toHaveTextContent('2 members');
    expect(within(falcons).getByText('Approved')).toHaveAttribute('data-registration', 'approved');
    expect(falcons).toHaveTextContent('Registered Jan 5, 2026');
    expect(falcons.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/static\/teams\/desert\.svg$/),
    );
    const nile = within(section).getByRole('button', { name: /Nile Pharaohs/ });
    expect(within(nile).getByText('Registered', { selector: '[data-registration]' })).toHaveAttribute(
      'data-registration',
      'pending',
    );

    expect(falcons).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Members of Desert Falcons' })).toBeNull();
    fireEvent.click(falcons);
    expect(falcons).toHaveAttribute('aria-expanded', 'true');
    const members = screen.getByRole('list', { name: 'Members of Desert Falcons' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((member) => member.textContent),
    ).toEqual(['FalconOwner · #MENAGold II · 47 LP', 'LaylaAdmin · #GULFUnranked']);
    expect(within(members).getByRole('link', { name: 'Falcon' })).toHaveAttribute(
      'href',
      '/players/Falcon-MENA',
    );
    expect(screen.getByRole('link', { name: 'Desert Falcons team page' })).toHaveAttribute(
      'href',
      '/teams/desert-falcons',
    );
    fireEvent.click(falcons);
    expect(falcons).toHaveAttribute('aria-expanded', 'false');
  });

  it('1vs1: Registered Players with each player, in Arabic', async () => {
    const players: TournamentTeams = {
      format: '1vs1',
      playersCount: 1,
      players: [
        {
          registrationId: 'p1',
          registrationStatus: 'checked-in',
          registrationDate: '2026-01-05T10:00:00.000Z',
          player: {
            displayName: 'ليلى',
            gameName: 'Layla',
            tagLine: 'ARB',
            profileImg: null,
            rank: { tier: 'MASTER', division: null, leaguePoints: 212 },
          },
        },
      ],
    };
    const solo = makeTournament({ id: 'solo', format: '1vs1' });
    mockApi({ ...tournamentRoute(solo), 'GET /v1/tournaments/solo/teams': { body: { data: players } } });
    await renderAt('/tournaments/solo/teams', 'ar');

    const section = await screen.findByRole('region', { name: 'اللاعبون المسجّلون' });
    expect(await within(section).findByRole('link', { name: 'ليلى' })).toHaveAttribute(
      'href',
      '/players/Layla-ARB',
    );
    expect(within(section).getByText('Layla')).toBeInTheDocument();
    expect(within(section).getByTestId('rank')).toHaveTextContent('أستاذ · ٢١٢ نقطة');
    expect(within(section).getByText('تم تأكيد الحضور')).toHaveAttribute('data-registration', 'checked-in');
    expect(within(section).getByText('المسجّلون: ١')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /ليلى/ })).toBeNull();
  });

  it('shows the empty messages', async () => {
    const solo = makeTournament({ id: 'solo', format: '1vs1' });
    mockApi({
      ...tournamentRoute(solo),
      ...tournamentRoute(BRACKET),
      'GET /v1/tournaments/solo/teams': { body: { data: { format: '1vs1', players: [], playersCount: 0 } } },
      'GET /v1/tournaments/cup/teams': { body: { data: { format: '5vs5', teams: [], teamsCount: 0 } } },
    });
    const { unmount } = await renderAt('/tournaments/solo/teams');
    expect(await screen.findByText('No Players Registered Yet')).toBeInTheDocument();
    unmount();
    await renderAt('/tournaments/cup/teams');
    expect(await screen.findByText('No Teams Registered Yet')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and "Failed to load team members" with a retry on failure', async () => {
    let fail = true;
    mockApi({
      ...tournamentRoute(BRACKET),
      'GET /v1/tournaments/cup/teams': () =>
        fail ? { status: 503, body: { code: 503, message: 'down' } } : { body: { data: TEAMS } },
    });
    await renderAt('/tournaments/cup/teams');
    expect(await screen.findByTestId('teams-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load team members')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Desert Falcons/ })).toBeInTheDocument();
  });
});

describe('schedule page', () => {
  it('bracket: Registration Phase, Checking Phase, Tournament Start and the Current Stage', async () => {
    const starts = '2030-05-20T18:30:00.000Z';
    mockApi(
      tournamentRoute({
        ...BRACKET,
        registration_start_time: iso(-DAY),
        checking_time: iso(2 * DAY),
        starting_time: starts,
      }),
    );
    await renderAt('/tournaments/cup/schedule');
    const schedule = await screen.findByRole('region', { name: 'Schedule' });
    expect(
      within(schedule)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Registration Phase', 'Checking Phase', 'Tournament Start', 'Current Stage']);
    const start = within(schedule).getByRole('heading', { name: 'Tournament Start' }).parentElement!;
    expect(start).toHaveTextContent(/^Tournament Start20May/);
    expect(start.querySelector('time')).toHaveAttribute('dateTime', starts);
    const stage = within(schedule).getByRole('heading', { name: 'Current Stage' }).parentElement!;
    expect(stage).toHaveTextContent('Registration Phase');
  });

  it('matchmaking: Matchmaking Opens and Matchmaking Closes only', async () => {
    mockApi(tournamentRoute(MATCHMAKING));
    await renderAt('/tournaments/ladder/schedule', 'ar');
    const schedule = await screen.findByRole('region', { name: 'الجدول' });
    expect(
      within(schedule)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['بدء المطابقة', 'انتهاء المطابقة']);
  });
});

describe('faq page', () => {
  it('an accordion of the tournament’s questions in the viewer’s language', async () => {
    mockApi(tournamentRoute(BRACKET));
    await renderAt('/tournaments/cup/faqs', 'ar');
    const faq = await screen.findByRole('region', { name: 'الأسئلة الشائعة' });
    const question = within(faq).getByRole('button', { name: 'كيف أسجّل حضوري؟' });
    fireEvent.click(question);
    expect(within(faq).getByText('اضغط على تأكيد الحضور خلال الفترة.')).toBeVisible();
  });
});

describe('not found and load failures', () => {
  it('code 10001 toasts Tournament not found and goes to /tournaments', async () => {
    mockApi({
      'GET /v1/tournaments/gone': { status: 404, body: { code: 10001, message: 'Tournament not found' } },
      'GET /v1/tournaments': { body: { data: [] } },
    });
    const error = jest.spyOn(toast, 'error');
    await renderAt('/tournaments/gone/teams');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments$/));
    expect(error.mock.calls).toEqual([['Tournament not found']]);
  });
});
