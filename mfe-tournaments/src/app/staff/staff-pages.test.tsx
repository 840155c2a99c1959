import type { MatchDispute, StaffTournament } from '@arena/contract';
import { mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeStaffRegistration, makeStaffTournament } from '../../testing/fixtures';
import { TournamentsRoutes } from '../routes';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => resetKit());

const renderAt = (path: string, locale: 'en' | 'ar' = 'en') =>
  renderWithKit(
    <MemoryRouter initialEntries={[path]}>
      <TournamentsRoutes />
    </MemoryRouter>,
    locale,
  );

const report = (userId: string, winnerId: string) => ({
  user_id: userId,
  winner_id: winnerId,
  screenshot_url: `http://api.test/uploads/${userId}.png`,
  reported_at: '2026-11-25T10:00:00.000Z',
});

const DISPUTE: MatchDispute = {
  match_id: 'm1',
  tournament: { id: 't1', name: { en: 'Arena Matchmaking Season', ar: 'موسم المطابقة' } },
  tournament_code: 'MM-CODE',
  createdAt: '2026-11-25T09:40:00.000Z',
  disputedAt: '2026-11-25T10:00:00.000Z',
  player1: {
    user_id: 'u1',
    riot_id: 'Omar#KSA',
    points: 1000,
    profileImage: null,
    report: report('u1', 'u1'),
  },
  player2: {
    user_id: 'u2',
    riot_id: 'Sara#UAE',
    points: 1000,
    profileImage: null,
    report: report('u2', 'u2'),
  },
  player1_partner: null,
  player2_partner: null,
  chat: [
    {
      _id: 'c1',
      userId: 'u1',
      username: 'Omar',
      isAdmin: false,
      messageType: 'text',
      content: 'gg, I won',
      imageUrl: null,
      timestamp: '2026-11-25T09:59:00.000Z',
    },
  ],
};

describe('the staff desk in the tournaments remote', () => {
  it.each([
    ['en', 'The staff desk is for platform staff only.'],
    ['ar', 'مكتب فريق العمل مخصص لفريق عمل المنصة فقط.'],
  ] as const)(
    'is not for players: a not-allowed message once the user is loaded again, and no other call (%s)',
    async (locale, notAllowed) => {
      signInAs({ role: 'player', staffRoles: [] });
      const api = mockApi({
        'GET /v1/user/me': { body: { user: { id: 'u1', displayName: 'Player', staffRoles: [] } } },
      });
      await renderAt('/staff/disputes', locale);
      expect(await screen.findByText(notAllowed)).toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(api.calls()).toEqual(['GET /v1/user/me']);
    },
  );

  it.each([
    ['en', 'This page is not open to your staff roles.', 'Staff'],
    ['ar', 'هذه الصفحة ليست ضمن صلاحيات أدوارك في فريق العمل.', 'فريق العمل'],
  ] as const)(
    'refuses an editor the tournaments console, and support too, showing only their own pages (%s)',
    async (locale, notForRoles, staffNav) => {
      signInAs({ staffRoles: ['editor'] });
      const api = mockApi({
        'GET /v1/user/me': { body: { user: { id: 'u1', displayName: 'Player', staffRoles: ['support'] } } },
      });
      await renderAt('/staff/tournaments', locale);
      expect(await screen.findByText(notForRoles)).toBeInTheDocument();
      // Loaded again, the user is support: tickets, payouts, disputes and players, not tournaments.
      const nav = screen.getByRole('navigation', { name: staffNav });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/staff/tickets', '/staff/payouts', '/staff/disputes', '/staff/players']);
      expect(api.calls()).toEqual(['GET /v1/user/me']);
    },
  );

  it('opens the console to a player granted the organizer role since the page loaded, without signing in again', async () => {
    signInAs({ role: 'player', staffRoles: [] });
    const api = mockApi({
      'GET /v1/user/me': { body: { user: { id: 'u1', displayName: 'Player', staffRoles: ['organizer'] } } },
      'GET /v1/admin/tournaments': { body: { data: [] } },
    });
    await renderAt('/staff/tournaments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    expect(screen.queryByText('The staff desk is for platform staff only.')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Staff' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Disputes', 'Tournaments', 'Pass']);
    expect(api.calls()).toContain('GET /v1/admin/tournaments');
  });

  it('shows a dispute with both reports, a full-size screenshot dialog and the chat; resolving needs a note', async () => {
    signInAs({ role: 'admin', staffRoles: ['admin'] });
    const sent: unknown[] = [];
    mockApi({
      'GET /v1/admin/matchmaking/disputes': { body: { data: [DISPUTE] } },
      'PATCH /v1/admin/matchmaking/matches/m1/resolve': ({ body }) => {
        sent.push(body);
        return { body: { data: { status: 'voided', player1_report: null, player2_report: null } } };
      },
    });
    await renderAt('/staff/disputes');
    const nav = await screen.findByRole('navigation', { name: 'Staff' });
    expect(within(nav).getByRole('link', { name: 'Disputes' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/staff/tickets');
    const dispute = await screen.findByRole('article', { name: 'Omar#KSA vs Sara#UAE' });
    expect(within(dispute).getByText('gg, I won')).toBeInTheDocument();
    expect(within(dispute).getAllByText(/^Says the winner is /)).toHaveLength(2);

    fireEvent.click(within(dispute).getByRole('button', { name: "View Sara#UAE's screenshot" }));
    const viewer = await screen.findByRole('dialog', { name: "Screenshot of Sara#UAE's report" });
    expect(
      within(viewer).getByRole('img', { name: 'The result screenshot Sara#UAE submitted' }),
    ).toHaveAttribute('src', 'http://api.test/uploads/u2.png');

    const submit = within(dispute).getByRole('button', { name: 'Resolve Dispute' });
    fireEvent.click(within(dispute).getByRole('radio', { name: 'Void the match (no points move)' }));
    expect(submit).toBeDisabled();
    fireEvent.change(within(dispute).getByLabelText('Note to both players'), {
      target: { value: '  Both screenshots are cropped.  ' },
    });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual([{ winner_id: null, note: 'Both screenshots are cropped.' }]));
  });

  it.each([
    [
      'en',
      'Omar#KSA and Layla#ARB vs Sara#UAE and Nour#JOR',
      'Duo with Layla#ARB, who shares the result',
      'Omar#KSA and Layla#ARB won',
    ],
    [
      'ar',
      'Omar#KSA وLayla#ARB ضد Sara#UAE وNour#JOR',
      'ثنائي مع Layla#ARB، يتقاسمان النتيجة',
      'فاز Omar#KSA وLayla#ARB',
    ],
  ] as const)(
    'names both players of a duo side and the partner who shares its result (%s)',
    async (locale, title, partner, winner) => {
      signInAs({ role: 'admin', staffRoles: ['admin'] });
      const player = (userId: string, riotId: string) => ({
        user_id: userId,
        riot_id: riotId,
        points: 1000,
        profileImage: null,
      });
      mockApi({
        'GET /v1/admin/matchmaking/disputes': {
          body: {
            data: [
              {
                ...DISPUTE,
                player1_partner: player('u3', 'Layla#ARB'),
                player2_partner: player('u4', 'Nour#JOR'),
              },
            ],
          },
        },
      });
      await renderAt('/staff/disputes', locale);
      const dispute = await screen.findByRole('article', { name: title });
      expect(within(dispute).getByText(partner)).toBeInTheDocument();
      expect(within(dispute).getByRole('radio', { name: winner })).toHaveAttribute('value', 'u1');
    },
  );

  it('lists registrations by status and rejects with a required reason', async () => {
    signInAs({ role: 'admin', staffRoles: ['admin'] });
    const tournament = makeStaffTournament({
      registrations: { total: 1, pending: 1, approved: 0, rejected: 0, 'checked-in': 0 },
    });
    const registration = makeStaffRegistration();
    const reviews: unknown[] = [];
    const switches: unknown[] = [];
    mockApi({
      'GET /v1/admin/tournaments': { body: { data: [tournament] } },
      'GET /v1/admin/tournaments/t1/registrations': ({ url }) => ({
        body: { data: url.searchParams.get('status') === 'approved' ? [] : [registration] },
      }),
      'PATCH /v1/admin/tournaments/t1/registrations/r1': ({ body }) => {
        reviews.push(body);
        return { body: { data: { id: 'r1', registrationStatus: 'rejected' } } };
      },
      'PATCH /v1/admin/tournaments/t1/registration': ({ body }) => {
        switches.push(body);
        return { body: { data: { id: 't1', registration_open: false } } };
      },
    });
    await renderAt('/staff/tournaments', 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'مراجعة تسجيلات كأس ليالي رمضان' }));
    const panel = await screen.findByRole('region', { name: 'التسجيلات: كأس ليالي رمضان' });
    expect(within(panel).getByLabelText('الحالة')).toHaveValue('pending');
    fireEvent.click(await within(panel).findByRole('button', { name: 'رفض Gulf Sharks' }));
    const dialog = await screen.findByRole('dialog', { name: 'رفض Gulf Sharks؟' });
    const confirm = within(dialog).getByRole('button', { name: 'رفض التسجيل' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('السبب'), {
      target: { value: 'Not enough members online' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(reviews).toEqual([{ status: 'rejected', reason: 'Not enough members online' }]),
    );
    fireEvent.change(within(panel).getByLabelText('الحالة'), { target: { value: 'approved' } });
    expect(await within(panel).findByText('لا توجد تسجيلات بهذه الحالة.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'إغلاق التسجيل في كأس ليالي رمضان' }));
    await waitFor(() => expect(switches).toEqual([{ open: false }]));
  });

  const CUP = makeStaffTournament({
    registrations: { total: 14, pending: 3, approved: 11, rejected: 0, 'checked-in': 2 },
  });

  it.each([
    [
      'en',
      'Review',
      'Review registrations of Ramadan Nights Cup',
      '3 pending · 11 approved · 0 rejected',
      '2 of 14',
    ],
    ['ar', 'مراجعة', 'مراجعة تسجيلات كأس ليالي رمضان', 'قيد الانتظار: ٣ · مقبولة: ١١ · مرفوضة: ٠', '٢ من ١٤'],
  ] as const)(
    'names each Review button after its visible word, with the counts in the page digits (%s)',
    async (locale, visible, name, counts, checkedIn) => {
      signInAs({ role: 'admin', staffRoles: ['admin'] });
      mockApi({ 'GET /v1/admin/tournaments': { body: { data: [CUP] } } });
      await renderAt('/staff/tournaments', locale);
      const review = await screen.findByRole('button', { name });
      // axe's label-content-name-mismatch: the accessible name starts with the text the button shows.
      expect(review).toHaveTextContent(visible);
      expect(name.startsWith(review.textContent!)).toBe(true);
      const row = screen.getByTestId('staff-tournament-row');
      expect(row).toHaveTextContent(counts);
      expect(row).toHaveTextContent(checkedIn);
    },
  );

  it.each([
    [
      'en',
      'Ended Cup',
      'Completed',
      'Open',
      'Close registration of Ended Cup',
      'Close registration of Ramadan Nights Cup',
    ],
    [
      'ar',
      'كأس منتهية',
      'منتهية',
      'مفتوح',
      'إغلاق التسجيل في كأس منتهية',
      'إغلاق التسجيل في كأس ليالي رمضان',
    ],
  ] as const)(
    'a completed tournament shows that it is completed, without a registration switch; start times stay on one line (%s)',
    async (locale, endedName, completed, open, closeEnded, closeCup) => {
      signInAs({ role: 'admin', staffRoles: ['admin'] });
      const ended: StaffTournament = {
        ...CUP,
        id: 't0',
        name: { en: 'Ended Cup', ar: 'كأس منتهية' },
        status: 'completed',
        registration_open: true,
      };
      mockApi({ 'GET /v1/admin/tournaments': { body: { data: [ended, CUP] } } });
      await renderAt('/staff/tournaments', locale);
      const [endedRow, cupRow] = await screen.findAllByTestId('staff-tournament-row');
      expect(endedRow).toHaveTextContent(endedName);
      expect(within(endedRow!).getByText(completed)).toBeInTheDocument();
      expect(within(endedRow!).queryByText(open)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: closeEnded })).not.toBeInTheDocument();
      expect(within(cupRow!).getByRole('button', { name: closeCup })).toBeInTheDocument();
      for (const row of [endedRow!, cupRow!]) {
        expect(getComputedStyle(within(row).getAllByRole('cell')[0]!).whiteSpace).toBe('nowrap');
      }
    },
  );

  it('keeps focus on Close registration while it is saved, and there as Reopen registration', async () => {
    signInAs({ role: 'admin', staffRoles: ['admin'] });
    let open = true;
    const api = mockApi({
      'GET /v1/admin/tournaments': () => ({ body: { data: [{ ...CUP, registration_open: open }] } }),
      'PATCH /v1/admin/tournaments/t1/registration': () => {
        open = false;
        return { body: { data: { id: 't1', registration_open: false } } };
      },
    });
    // The switch answers only when the test says so, to look at the button while it is saved.
    let answerSwitch: () => void = () => undefined;
    const switched = new Promise<void>((resolve) => (answerSwitch = resolve));
    const answer = api.getMockImplementation()!;
    api.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await switched;
      return answer(input, init);
    });
    await renderAt('/staff/tournaments');
    const close = await screen.findByRole('button', { name: 'Close registration of Ramadan Nights Cup' });
    close.focus();
    fireEvent.click(close);
    // Marked unavailable while saving, yet not disabled: a disabled button drops focus to the page.
    await waitFor(() => expect(close).toHaveAttribute('aria-disabled', 'true'));
    expect(close).toBeEnabled();
    expect(close).toHaveFocus();
    answerSwitch();
    const reopen = await screen.findByRole('button', { name: 'Reopen registration of Ramadan Nights Cup' });
    expect(reopen).toBe(close);
    expect(reopen).toHaveFocus();
    expect(reopen).not.toHaveAttribute('aria-disabled');
  });
});
