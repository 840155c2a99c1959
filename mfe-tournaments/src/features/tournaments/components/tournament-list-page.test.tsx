import { formatDateTime, toast } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { TournamentsRoutes } from '../../../app/routes';
import { DAY, iso, makeTournament } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';

beforeAll(() => {
  // Radix measures popovers with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(resetKit);

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </>
  );
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

const HOUR = DAY / 24;

/** Middle East: three upcoming (one 1vs1 Iron–Silver matchmaking), six live, one completed; Europe: one of each. */
const TOURNAMENTS = [
  makeTournament({
    id: 'me-later',
    name: { en: 'Gulf Showdown', ar: 'مواجهة الخليج' },
    starting_time: iso(9 * DAY),
  }),
  makeTournament({
    id: 'me-soon',
    name: { en: 'Levant Masters', ar: 'أساتذة بلاد الشام' },
    status: 'check-in',
    checking_time: iso(-HOUR),
    starting_time: iso(HOUR),
    skill_level: ['Platinum', 'Diamond'],
  }),
  makeTournament({
    id: 'me-solo',
    name: { en: 'Newcomers Cup' },
    format: '1vs1',
    tournament_type: 'matchmaking',
    skill_level: ['Iron', 'Bronze', 'Silver'],
    starting_time: iso(4 * DAY),
  }),
  ...[12, 80, 45, 3, 60, 25].map((participants, index) =>
    makeTournament({
      id: `me-live-${index}`,
      name: { en: `Live Cup ${index}` },
      status: 'in-progress',
      starting_time: iso(-(index + 1) * HOUR),
      checking_time: iso(-(index + 2) * HOUR),
      registration_start_time: iso(-9 * DAY),
      registration_closed_time: iso(-3 * DAY),
      registrationStats: { totalParticipants: participants },
    }),
  ),
  makeTournament({
    id: 'me-done',
    name: { en: 'Founders Cup' },
    status: 'completed',
    starting_time: iso(-30 * DAY),
  }),
  makeTournament({
    id: 'eu-up',
    name: { en: 'EUW Clash Weekly' },
    region: 'euw1',
    starting_time: iso(2 * DAY),
  }),
  makeTournament({
    id: 'eu-live',
    name: { en: 'EUW Ladder' },
    region: 'euw1',
    status: 'in-progress',
    starting_time: iso(-DAY),
    registrationStats: { totalParticipants: 12 },
  }),
  makeTournament({
    id: 'eu-done',
    name: { en: 'Winter Clash' },
    region: 'euw1',
    status: 'completed',
    starting_time: iso(-21 * DAY),
  }),
];

function mockList(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET /v1/tournaments': { body: { data: TOURNAMENTS } }, ...extra });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const cardNames = () =>
  screen
    .getAllByTestId('tournament-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const search = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

describe('/tournaments', () => {
  it('shows the Upcoming tab by default, sorted by starting time, after a skeleton', async () => {
    const fetchSpy = mockList();
    await renderAt('/tournaments');

    expect(screen.getByTestId('tournaments-skeleton')).toBeInTheDocument();
    expect(await screen.findAllByTestId('tournament-card')).toHaveLength(3);
    expect(cardNames()).toEqual(['Levant Masters', 'Newcomers Cup', 'Gulf Showdown']);
    expect(tab(/^Upcoming/)).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toBe('Tournaments | MENA Arena');
    // Visitors never ask for registrations.
    expect(fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/v1/tournaments']);
  });

  it('counts each tab and switches tabs by click and by arrow keys, in the address', async () => {
    mockList();
    await renderAt('/tournaments');
    await screen.findAllByTestId('tournament-card');

    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'Live6',
      'Upcoming3',
      'Completed1',
    ]);
    fireEvent.click(tab(/^Completed/));
    expect(cardNames()).toEqual(['Founders Cup']);
    expect(search().get('tab')).toBe('completed');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/^Completed/);

    fireEvent.keyDown(tab(/^Completed/), { key: 'ArrowRight' });
    expect(tab(/^Live/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/^Live/)).toHaveFocus();
    expect(tab(/^Upcoming/)).toHaveAttribute('tabindex', '-1');
    expect(search().get('tab')).toBe('live');
    fireEvent.keyDown(tab(/^Live/), { key: 'End' });
    expect(tab(/^Completed/)).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab(/^Completed/), { key: 'ArrowLeft' });
    expect(tab(/^Upcoming/)).toHaveAttribute('aria-selected', 'true');
    expect(search().get('tab')).toBeNull();
  });

  it('moves forward with the left arrow in Arabic', async () => {
    mockList();
    await renderAt('/tournaments', 'ar');
    await screen.findAllByTestId('tournament-card');

    fireEvent.keyDown(screen.getByRole('tab', { name: /^القادمة/ }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /^المنتهية/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^مباشرة/ })).toHaveTextContent('مباشرة٦');
  });

  it.each([
    ['live', 'No live tournaments', 'Check back later'],
    ['upcoming', 'No available tournaments', 'Try different filters'],
    ['completed', 'No completed tournaments', 'Check back later'],
  ])('the %s tab has its own empty message', async (which, title, text) => {
    mockApi({ 'GET /v1/tournaments': { body: { data: [] } } });
    await renderAt(`/tournaments?tab=${which}`);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('live-strip')).toBeNull();
  });

  it('says the empty messages in Arabic', async () => {
    mockApi({ 'GET /v1/tournaments': { body: { data: [] } } });
    await renderAt('/tournaments', 'ar');
    expect(await screen.findByRole('heading', { name: 'لا توجد بطولات متاحة' })).toBeInTheDocument();
    expect(screen.getByText('جرّب عوامل تصفية مختلفة')).toBeInTheDocument();
  });

  describe('region', () => {
    it('is Middle East for a visitor, and the switch moves to Europe through the address', async () => {
      mockList();
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');

      const group = screen.getByRole('radiogroup', { name: 'Region' });
      expect(within(group).getByRole('radio', { name: 'Middle East' })).toBeChecked();
      fireEvent.click(within(group).getByRole('radio', { name: 'Europe' }));
      expect(search().get('region')).toBe('eu');
      expect(cardNames()).toEqual(['EUW Clash Weekly']);
      expect(tab(/^Live/)).toHaveTextContent('Live1');
    });

    it('takes ?region=eu over the player’s game-account region, and euw1 without a query', async () => {
      signInAs({ region: 'me1' });
      mockList({ 'GET /v1/tournaments/me/registered': { body: { data: [] } } });
      const { unmount } = await renderAt('/tournaments?region=eu');
      expect(await screen.findAllByTestId('tournament-card')).toHaveLength(1);
      expect(screen.getByRole('radio', { name: 'Europe' })).toBeChecked();
      unmount();

      signInAs({ region: 'euw1' });
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');
      expect(screen.getByRole('radio', { name: 'Europe' })).toBeChecked();
      expect(cardNames()).toEqual(['EUW Clash Weekly']);
      expect(search().get('region')).toBeNull();
    });
  });

  describe('live strip', () => {
    it('shows the region’s five live tournaments with the most participants, each opening its page', async () => {
      mockList();
      await renderAt('/tournaments');
      const strip = await screen.findByRole('region', { name: 'Live Tournaments' });
      const links = within(strip).getAllByRole('link');
      expect(links.map((link) => within(link).getByRole('heading').textContent)).toEqual([
        'Live Cup 1',
        'Live Cup 4',
        'Live Cup 2',
        'Live Cup 5',
        'Live Cup 0',
      ]);
      expect(links[0]).toHaveAttribute('href', '/tournaments/me-live-1');
      expect(within(links[0]).getByText('Live Now')).toBeInTheDocument();
      expect(within(links[0]).getByText('80 participants')).toBeInTheDocument();
      expect(within(links[0]).getByText('10,000 USD')).toBeInTheDocument();

      fireEvent.click(links[0]);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments\/me-live-1$/);
    });

    it('is hidden when nothing is live in the region', async () => {
      mockApi({
        'GET /v1/tournaments': { body: { data: TOURNAMENTS.filter((t) => t.status !== 'in-progress') } },
      });
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');
      expect(screen.queryByRole('region', { name: 'Live Tournaments' })).toBeNull();
    });
  });

  describe('filters', () => {
    it('applies format, skill level, type, status and sort, shows chips, removes one and clears all', async () => {
      mockList();
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');

      fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), { target: { value: '1vs1' } });
      expect(search().get('format')).toBe('1vs1');
      expect(cardNames()).toEqual(['Newcomers Cup']);
      expect(tab(/^Upcoming/)).toHaveTextContent('Upcoming1');
      expect(tab(/^Live/)).toHaveTextContent('Live0');

      fireEvent.click(screen.getByRole('button', { name: /^Skill Level/ }));
      const skills = await screen.findByRole('group', { name: 'Skill Level' });
      fireEvent.click(within(skills).getByRole('checkbox', { name: 'Silver' }));
      fireEvent.click(within(skills).getByRole('checkbox', { name: 'Diamond' }));
      expect(search().getAll('skill')).toEqual(['Silver', 'Diamond']);
      fireEvent.keyDown(skills, { key: 'Escape' });

      fireEvent.change(screen.getByRole('combobox', { name: 'Tournament Type' }), {
        target: { value: 'matchmaking' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
        target: { value: 'participants' },
      });

      const chips = within(screen.getByRole('list', { name: 'Active filters' }));
      expect(chips.getAllByRole('button').map((chip) => chip.getAttribute('aria-label'))).toEqual([
        'Remove Format: 1vs1',
        'Remove Skill Level: Silver',
        'Remove Skill Level: Diamond',
        'Remove Tournament Type: Matchmaking',
        'Remove Sort by: Most participants',
      ]);
      expect(cardNames()).toEqual(['Newcomers Cup']);

      fireEvent.click(chips.getByRole('button', { name: 'Remove Format: 1vs1' }));
      expect(search().get('format')).toBeNull();
      expect(search().getAll('skill')).toEqual(['Silver', 'Diamond']);
      expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('all');

      fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
      expect(screen.getByTestId('search')).toHaveTextContent(/^$/);
      expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
      expect(cardNames()).toHaveLength(3);
    });

    it('filters by the stage the cards show', async () => {
      mockList();
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'checkIn' } });
      expect(cardNames()).toEqual(['Levant Masters']);
      expect(screen.getByRole('button', { name: 'Remove Status: Check-in Phase' })).toBeInTheDocument();
    });

    it('a shared address restores tab, region and filters; back and forward walk through the choices', async () => {
      mockList();
      await renderAt('/tournaments?tab=completed&region=eu&format=5vs5&skill=Gold&type=bracket');
      await screen.findAllByTestId('tournament-card');

      expect(tab(/^Completed/)).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('radio', { name: 'Europe' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('5vs5');
      expect(screen.getByRole('combobox', { name: 'Tournament Type' })).toHaveValue('bracket');
      expect(screen.getByRole('button', { name: /^Skill Level/ })).toHaveTextContent('Gold');
      expect(cardNames()).toEqual(['Winter Clash']);

      fireEvent.click(screen.getByRole('button', { name: 'Remove Tournament Type: Bracket' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Middle East' }));
      expect(cardNames()).toEqual(['Founders Cup']);

      act(() => screen.getByRole('button', { name: 'history back' }).click());
      expect(screen.getByRole('radio', { name: 'Europe' })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Tournament Type' })).toHaveValue('all');
      act(() => screen.getByRole('button', { name: 'history back' }).click());
      expect(screen.getByRole('combobox', { name: 'Tournament Type' })).toHaveValue('bracket');
      act(() => screen.getByRole('button', { name: 'history forward' }).click());
      act(() => screen.getByRole('button', { name: 'history forward' }).click());
      expect(screen.getByRole('radio', { name: 'Middle East' })).toBeChecked();
      expect(search().get('region')).toBe('me');
    });
  });

  describe('your registered tournaments', () => {
    const registered = [
      {
        id: 'me-soon',
        registrationStatus: 'approved',
        registrationDate: iso(-DAY),
        starting_time: iso(HOUR),
      },
      {
        id: 'me-solo',
        registrationStatus: 'pending',
        registrationDate: iso(-DAY),
        starting_time: iso(4 * DAY),
      },
      {
        id: 'me-live-3',
        registrationStatus: 'checked-in',
        registrationDate: iso(-DAY),
        starting_time: iso(-4 * HOUR),
      },
      {
        id: 'me-done',
        registrationStatus: 'checked-in',
        registrationDate: iso(-40 * DAY),
        starting_time: iso(-30 * DAY),
      },
    ];

    it('lists the player’s live and upcoming registrations with start date and time; cards show the chip', async () => {
      signInAs({ region: 'me1' });
      mockList({ 'GET /v1/tournaments/me/registered': { body: { data: registered } } });
      await renderAt('/tournaments');

      const panel = await screen.findByRole('complementary', { name: 'Your Registered Tournaments' });
      await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
      const rows = within(panel).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
        'Live Cup 3',
        'Levant Masters',
        'Newcomers Cup',
      ]);
      const start = TOURNAMENTS.find((t) => t.id === 'me-soon')!.starting_time;
      expect(within(rows[1]).getByText(formatDateTime(start, 'en')!)).toHaveAttribute('datetime', start);
      expect(within(rows[0]).getByText('Checked In')).toBeInTheDocument();
      expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/tournaments/me-soon');

      const cards = screen.getAllByTestId('tournament-card');
      const levant = cards.find((card) => within(card).queryByText('Levant Masters'))!;
      expect(within(levant).getByTestId('registration-chip')).toHaveTextContent('Approved');
      expect(within(levant).getByRole('link', { name: 'View Details' })).toBeInTheDocument();
      const newcomers = cards.find((card) => within(card).queryByText('Newcomers Cup'))!;
      expect(within(newcomers).getByTestId('registration-chip')).toHaveTextContent('Registered');
      const gulf = cards.find((card) => within(card).queryByText('Gulf Showdown'))!;
      expect(within(gulf).queryByTestId('registration-chip')).toBeNull();
      expect(within(gulf).getByRole('link', { name: 'Register Now' })).toBeInTheDocument();
    });

    it('says so when the player has none, in Arabic too', async () => {
      signInAs();
      mockList({ 'GET /v1/tournaments/me/registered': { body: { data: [registered[3]] } } });
      await renderAt('/tournaments', 'ar');
      const panel = await screen.findByRole('complementary', { name: 'بطولاتك المسجّلة' });
      expect(await within(panel).findByText('لم تسجّل بعد في أي بطولة مباشرة أو قادمة.')).toBeInTheDocument();
    });

    it('is not there for visitors', async () => {
      mockList();
      await renderAt('/tournaments');
      await screen.findAllByTestId('tournament-card');
      expect(screen.queryByRole('complementary')).toBeNull();
      expect(screen.queryByTestId('registration-chip')).toBeNull();
    });
  });

  it('toasts Failed to load tournaments on failure and offers a retry', async () => {
    mockApi({ 'GET /v1/tournaments': { status: 500, body: { code: 500, message: 'boom' } } });

    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments');

    expect(
      await within(screen.getByTestId('toaster')).findByText('Failed to load tournaments'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});

describe('/tournaments/{id}', () => {
  it('shows the localized name and a way back', async () => {
    mockApi({ 'GET /v1/tournaments/a': { body: { data: makeTournament({ id: 'a' }) } } });
    await renderAt('/tournaments/a/bracket', 'ar');

    expect(await screen.findByRole('heading', { name: 'كأس صراع الصحراء' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى البطولات' })).toHaveAttribute('href', '/tournaments');
    expect(document.title).toBe('كأس صراع الصحراء | MENA Arena');
  });

  it('toasts Tournament not found on code 10001 and goes back to the list', async () => {
    mockApi({
      'GET /v1/tournaments/missing': { status: 500, body: { code: 10001, message: 'Tournament not found' } },
      'GET /v1/tournaments': { body: { data: [] } },
    });
    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments/missing');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments$/));
    expect(toastError.mock.calls).toEqual([['Tournament not found']]);
  });

  it('toasts Failed to load tournament details on other failures', async () => {
    mockApi({
      'GET /v1/tournaments/a': { status: 503, body: { code: 503, message: 'down' } },
      'GET /v1/tournaments': { body: { data: [] } },
    });
    const toastError = jest.spyOn(toast, 'error');
    await renderAt('/tournaments/a');

    // A server failure is retried once (after about a second) before the page gives up.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/tournaments$/), {
      timeout: 4000,
    });
    expect(toastError.mock.calls).toEqual([['Failed to load tournament details']]);
  });
});
