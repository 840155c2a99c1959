import type { RegisteredTournament, Tournament } from '@arena/shared-kit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { testUser } from '../../../testing/fixtures';
import { mockApi, renderWithKit, resetKit } from '@arena/shared-kit/testing';
import { setSession } from '../../../testing/render';

function tournament(id: string, overrides: Partial<Tournament> = {}): Tournament {
  return {
    id,
    name: { en: `Cup ${id}`, ar: `كأس ${id}` },
    description: { en: '' },
    poster: { en: `/static/posters/${id}.en.svg`, ar: `/static/posters/${id}.ar.svg` },
    status: 'upcoming',
    format: '1vs1',
    game_mode: "Summoner's Rift",
    type: 'Single Elimination',
    tournament_type: 'bracket',
    region: 'me1',
    skill_level: [],
    prizepool: [],
    prizepool_format: '100 USD',
    registration_open: true,
    registrationStats: { totalParticipants: 3 },
    registration_start_time: '2026-03-01T10:00:00Z',
    registration_closed_time: '2026-03-05T10:00:00Z',
    checking_time: '2026-03-06T09:00:00Z',
    starting_time: '2026-03-06T10:00:00Z',
    information: { additionalInfo: null },
    requirements: [],
    rules: [],
    faqs: [],
    support_live_chat: false,
    stream: null,
    rankRequirements: { minRank: null, maxRank: null, minAccountLevel: null },
    created_at: '2026-02-01T00:00:00Z',
    ...overrides,
  };
}

function registered(
  id: string,
  registrationStatus: RegisteredTournament['registrationStatus'],
): RegisteredTournament {
  return {
    id,
    registrationStatus,
    registrationDate: '2026-03-02T12:00:00Z',
    starting_time: '2026-03-06T10:00:00Z',
  };
}

beforeEach(async () => {
  await resetKit('en');
  setSession(testUser);
  window.history.replaceState(null, '', '/account/tournaments');
});

function renderPage() {
  return renderWithKit(<AccountRoutes />, { path: '/account/tournaments' });
}

describe('My Tournaments', () => {
  it('shows the heading, the Find Tournaments link and the loading state', async () => {
    mockApi({ 'GET /v1/tournaments/me/registered': () => ({ body: { data: [] } }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tournaments' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(screen.getByText('Loading your tournaments…')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Tournaments | MENA Arena'));
  });

  it('shows the empty state with Browse Tournaments when the player registered for nothing', async () => {
    const api = mockApi({ 'GET /v1/tournaments/me/registered': { body: { data: [] } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No tournaments yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Tournaments' })).toHaveAttribute('href', '/tournaments');
    expect(api.calls()).not.toContain('GET /v1/tournaments');
  });

  it('lists a card per registration, joined with the tournament list, with both chips and a link', async () => {
    const api = mockApi({
      'GET /v1/tournaments/me/registered': {
        body: {
          data: [registered('a', 'pending'), registered('b', 'checked-in'), registered('old', 'approved')],
        },
      },
      'GET /v1/tournaments': {
        body: {
          data: [
            tournament('a', { starting_time: '2026-04-01T10:00:00Z' }),
            tournament('b', { status: 'in-progress', starting_time: '2026-03-01T10:00:00Z' }),
            tournament('not-mine'),
          ],
        },
      },
      'GET /v1/tournaments/old': { body: { data: tournament('old', { status: 'completed' }) } },
    });
    renderPage();
    const cards = await screen.findAllByTestId('my-tournament');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Cup b',
      'Cup a',
      'Cup old',
    ]);
    expect(within(cards[0]).getByText('Live')).toBeInTheDocument();
    expect(within(cards[0]).getByTestId('registration-chip')).toHaveTextContent('Checked In');
    expect(within(cards[1]).getByText('Upcoming')).toBeInTheDocument();
    expect(within(cards[1]).getByTestId('registration-chip')).toHaveTextContent('Registered');
    expect(within(cards[2]).getByTestId('registration-chip')).toHaveTextContent('Approved');
    expect(within(cards[1]).getByRole('link', { name: 'Cup a' })).toHaveAttribute('href', '/tournaments/a');
    expect(within(cards[1]).getByRole('img', { name: 'Cup a poster' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/static\/posters\/a\.en\.svg$/),
    );
    expect(screen.queryByText('Cup not-mine')).not.toBeInTheDocument();
    expect(api.calls()).toContain('GET /v1/tournaments/old');
  });

  it('a click on a card opens the tournament page', async () => {
    mockApi({
      'GET /v1/tournaments/me/registered': { body: { data: [registered('a', 'pending')] } },
      'GET /v1/tournaments': { body: { data: [tournament('a')] } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Cup a' }));
    await waitFor(() => expect(window.location.pathname).toBe('/tournaments/a'));
  });

  it('reads in Arabic', async () => {
    await resetKit('ar');
    setSession(testUser);
    mockApi({
      'GET /v1/tournaments/me/registered': { body: { data: [registered('a', 'pending')] } },
      'GET /v1/tournaments': { body: { data: [tournament('a')] } },
    });
    renderPage();
    const card = await screen.findByTestId('my-tournament');
    expect(screen.getByRole('heading', { level: 1, name: 'بطولاتي' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'كأس a' })).toBeInTheDocument();
    expect(within(card).getByTestId('registration-chip')).toHaveTextContent('مسجّل');
    expect(screen.getByRole('link', { name: 'ابحث عن بطولات' })).toBeInTheDocument();
  });

  it('offers a retry when the registrations cannot be loaded', async () => {
    mockApi({
      'GET /v1/tournaments/me/registered': () => ({ status: 500, body: { code: 5000, message: 'boom' } }),
    });
    renderPage();
    expect(await screen.findByTestId('section-unavailable')).toBeInTheDocument();
  });

  it('shows the list with the calendar link, not before it (the link above would push the cards down)', async () => {
    let answerFeed: (answer: { body: unknown }) => void = () => undefined;
    const api = mockApi({
      'GET /v1/tournaments/me/registered': { body: { data: [registered('a', 'pending')] } },
      'GET /v1/tournaments': { body: { data: [tournament('a')] } },
      'GET /v1/user/me/calendar': {
        later: new Promise((resolve) => {
          answerFeed = resolve;
        }),
      },
    });
    renderPage();
    // The list has answered (and had time to show) while the feed has not.
    await waitFor(() => expect(api.calls()).toContain('GET /v1/tournaments'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.getByText('Loading your tournaments…')).toBeInTheDocument();
    expect(screen.queryByTestId('my-tournament')).not.toBeInTheDocument();
    answerFeed({ body: { data: { url: 'http://api.test/v1/calendar/secret.ics' } } });
    expect(await screen.findByTestId('my-tournament')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar' })).toBeInTheDocument();
  });

  it('offers the personal calendar feed in the reader’s language, and replaces its link on demand', async () => {
    const feed = 'http://api.test/v1/calendar/old-secret.ics';
    mockApi({
      'GET /v1/tournaments/me/registered': { body: { data: [] } },
      'GET /v1/user/me/calendar': { body: { data: { url: feed } } },
      'POST /v1/user/me/calendar/rotate': {
        body: { data: { url: 'http://api.test/v1/calendar/new-secret.ics' } },
      },
    });
    renderPage();
    const subscribe = await screen.findByRole('link', { name: 'Subscribe in your calendar' });
    expect(subscribe).toHaveAttribute('href', `${feed}?lang=en`);
    fireEvent.click(screen.getByRole('button', { name: 'Replace the link' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Subscribe in your calendar' })).toHaveAttribute(
        'href',
        'http://api.test/v1/calendar/new-secret.ics?lang=en',
      ),
    );
  });
});
