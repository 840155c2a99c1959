import type { RefusalReason } from '@arena/contract';
import { type MatchmakingMatch, type MatchmakingStatus, type MatchResult } from '@arena/shared-kit';
import { clearToasts, mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeTournament } from '../../../testing/fixtures';
import type { RenderMatchChat } from '../../../components/chat/match-chat-slot';
import { MatchmakingPanel } from './matchmaking-panel';

type Handler = (event: unknown, name: string) => void;
let channel: Handler | null = null;
let reconnect: (() => void) | undefined;
jest.mock('../../../hooks/use-tournament-channel', () => ({
  useTournamentChannel: (
    _id: string,
    _user: string | null,
    handler: Handler,
    _names: unknown,
    onReconnect?: () => void,
  ) => {
    channel = handler;
    reconnect = onReconnect;
  },
}));
/** Stands for the match chat that src/app composes into the panel. */
const renderChat: RenderMatchChat = ({ matchType, matchId }) => (
  <p>
    chat {matchType} {matchId}
  </p>
);

const HOUR = 3_600_000;
const STATUS = 'GET /v1/matchmaking/tournaments/t1/status';

const toastSaying = (text: string | RegExp) => within(screen.getByTestId('toaster')).findByText(text);
/** The panel's own status line (toasts are status regions too). */
const panelStatus = (title = 'Matchmaking') =>
  within(screen.getByRole('region', { name: title })).findByRole('status');

/** A ladder whose daily window is open now (it started an hour ago, at this UTC hour). */
const openLadder = makeTournament({
  id: 't1',
  tournament_type: 'matchmaking',
  format: '1vs1',
  registration_start_time: new Date(Date.now() - 48 * HOUR).toISOString(),
  starting_time: new Date(Date.now() - 60_000).toISOString(),
  registration_closed_time: new Date(Date.now() + 48 * HOUR).toISOString(),
});

/** A ladder taking registrations: its registration opened two days ago, it starts in two hours. */
const upcomingLadder = makeTournament({
  ...openLadder,
  starting_time: new Date(Date.now() + 2 * HOUR).toISOString(),
});

function status(overrides: Partial<MatchmakingStatus> = {}): MatchmakingStatus {
  return {
    status: 'ready',
    points: 1000,
    games_played: 0,
    wins: 0,
    losses: 0,
    current_match: null,
    cooldown_until: null,
    ...overrides,
  };
}

function match(overrides: Partial<MatchmakingMatch> = {}): MatchmakingMatch {
  const createdAt = new Date(Date.now() - 10_000).toISOString();
  return {
    _id: 'm1',
    createdAt,
    tournament_code: 'MENA-CODE-1',
    acceptance_expires_at: new Date(Date.parse(createdAt) + 100_000).toISOString(),
    game_started: false,
    lobby_joined: [],
    player1: { user_id: 'u1', riot_id: 'Khalid#MENA', points: 1000, profileImage: null },
    player2: { user_id: 'u2', riot_id: 'Tariq#CAI', points: 1016, profileImage: null },
    ...overrides,
  };
}

const pendingResult: MatchResult = { status: 'pending', player1_report: null, player2_report: null };

beforeEach(() => {
  resetKit();
  clearToasts();
  channel = null;
  reconnect = undefined;
});

describe('MatchmakingPanel', () => {
  it('visitors see the sign-in-to-join button and the info popup', async () => {
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'How matchmaking works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Matchmaking Works' });
    expect(within(dialog).getByText(/similar points/)).toBeInTheDocument();
  });

  it('registers before the start: the player is ready, with the starting points, and waits for the queue', async () => {
    signInAs({ id: 'u1', displayName: 'Khalid' });
    let current = status({ status: 'not_registered' });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'POST /v1/matchmaking/tournaments/t1/register': () => {
        current = status();
        return { status: 201, body: { data: current } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={upcomingLadder} renderChat={renderChat} />, 'en');
    expect(await panelStatus()).toHaveTextContent('You are not registered for this tournament yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toastSaying('Successfully registered!')).toBeInTheDocument();
    expect(screen.getByTestId('matchmaking-points')).toHaveTextContent('1,000');
    expect(await panelStatus()).toHaveTextContent('Ready. Join the queue to find an opponent.');
    expect(screen.getByRole('button', { name: 'Join Queue' })).toBeDisabled();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('after the start, a player who is not registered sees Register disabled and registration closed', async () => {
    signInAs({ id: 'u1' });
    const calls: string[] = [];
    mockApi({
      [STATUS]: { body: { data: status({ status: 'not_registered' }) } },
      'POST /v1/matchmaking/tournaments/t1/register': () => {
        calls.push('register');
        return { status: 403, body: { message: 'Registration period has ended' } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    expect(await panelStatus()).toHaveTextContent(
      'Registration closed when the tournament started; you are not registered for it.',
    );
    fireEvent.click(register);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Join Queue' })).not.toBeInTheDocument();
  });

  it('before the registration start, Register is disabled', async () => {
    signInAs({ id: 'u1' });
    mockApi({ [STATUS]: { body: { data: status({ status: 'not_registered' }) } } });
    const early = makeTournament({
      ...upcomingLadder,
      registration_start_time: new Date(Date.now() + HOUR).toISOString(),
    });
    await renderWithKit(<MatchmakingPanel tournament={early} renderChat={renderChat} />, 'en');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeDisabled();
    expect(await panelStatus()).toHaveTextContent('You are not registered for this tournament yet.');
  });

  it('a registration the server refuses as too late says so in the player’s language', async () => {
    signInAs({ id: 'u1' });
    mockApi({
      [STATUS]: { body: { data: status({ status: 'not_registered' }) } },
      'POST /v1/matchmaking/tournaments/t1/register': {
        status: 403,
        body: {
          code: 4003,
          message: 'Registration period has ended',
          details: { reason: 'registrationClosed' },
        },
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithKit(<MatchmakingPanel tournament={upcomingLadder} renderChat={renderChat} />, 'ar');
    fireEvent.click(await screen.findByRole('button', { name: 'سجّل الآن' }));
    expect(await toastSaying('انتهت فترة التسجيل')).toBeInTheDocument();
  });

  it('joins the queue when ready in the open window, shows the search and leaves after confirming', async () => {
    signInAs({ id: 'u1', displayName: 'Khalid' });
    let current = status();
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'POST /v1/matchmaking/tournaments/t1/search': () => {
        current = status({ status: 'searching' });
        return { body: { data: current } };
      },
      'DELETE /v1/matchmaking/tournaments/t1/leave': () => {
        current = status();
        return { body: { data: current } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Queue' }));
    expect(await toastSaying('Started searching')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Searching for an opponent' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Leave Queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the queue?' });
    expect(within(dialog).getByText('You will lose your place in the queue.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave Queue' }));
    expect(await toastSaying('Successfully left matchmaking queue')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join Queue' })).toBeInTheDocument();
  });

  it('shows the server refusal outside the window in the viewer’s time zone, and register failures', async () => {
    signInAs({ id: 'u1' });
    mockApi({
      [STATUS]: { body: { data: status() } },
      'POST /v1/matchmaking/tournaments/t1/search': {
        status: 403,
        body: {
          code: 4003,
          message: 'This tournament is only available from 10:00 UTC to 16:00 UTC',
          details: {
            reason: 'outsideWindow',
            windowStartUtc: '2025-03-02T10:00:00Z',
            windowEndUtc: '2025-03-02T16:00:00Z',
          },
        },
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Join Queue' }));
    expect(
      await toastSaying(/^This tournament is only available from \d\d:\d\d .. to \d\d:\d\d .. \w+$/),
    ).toBeInTheDocument();
  });

  it('outside the daily window the queue button is disabled with the message; after the end, ended', async () => {
    signInAs({ id: 'u1' });
    mockApi({ [STATUS]: { body: { data: status() } } });
    const outside = makeTournament({
      ...openLadder,
      starting_time: new Date(Date.now() - 8 * HOUR).toISOString(),
    });
    const { unmount } = await renderWithKit(
      <MatchmakingPanel tournament={outside} renderChat={renderChat} />,
      'en',
    );
    expect(await screen.findByRole('button', { name: 'Join Queue' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(/^This tournament is only available from .+ to .+/);
    unmount();
    const ended = makeTournament({
      ...openLadder,
      registration_closed_time: new Date(Date.now() - 1000).toISOString(),
    });
    await renderWithKit(<MatchmakingPanel tournament={ended} renderChat={renderChat} />, 'en');
    expect(await screen.findByRole('note')).toHaveTextContent('The tournament has ended');
  });

  const SUB_STATE_TEXTS = {
    en: {
      panel: 'Matchmaking',
      join: 'Join Queue',
      leave: 'Leave Queue',
      starting: 'Joining the queue…',
      canceling: 'Leaving the queue…',
      inGame: 'In game. Report the result once your game is over.',
    },
    ar: {
      panel: 'المطابقة',
      join: 'انضم إلى قائمة الانتظار',
      leave: 'غادر قائمة الانتظار',
      starting: 'جارٍ الانضمام إلى قائمة الانتظار…',
      canceling: 'جارٍ مغادرة قائمة الانتظار…',
      inGame: 'اللعبة جارية. أبلغ عن النتيجة عند انتهائها.',
    },
  } as const;

  it.each(['en', 'ar'] as const)(
    'says it is starting while the join call is under way (%s)',
    async (locale) => {
      const text = SUB_STATE_TEXTS[locale];
      signInAs({ id: 'u1' });
      mockApi({
        [STATUS]: { body: { data: status() } },
        'POST /v1/matchmaking/tournaments/t1/search': { pending: true },
      });
      await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, locale);
      fireEvent.click(await screen.findByRole('button', { name: text.join }));
      expect(await panelStatus(text.panel)).toHaveTextContent(text.starting);
      expect(screen.getByRole('button', { name: text.join })).toBeDisabled();
    },
  );

  it.each(['en', 'ar'] as const)(
    'says it is canceling while the leave call is under way (%s)',
    async (locale) => {
      const text = SUB_STATE_TEXTS[locale];
      signInAs({ id: 'u1' });
      mockApi({
        [STATUS]: { body: { data: status({ status: 'searching' }) } },
        'DELETE /v1/matchmaking/tournaments/t1/leave': { pending: true },
      });
      await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, locale);
      fireEvent.click(await screen.findByRole('button', { name: text.leave }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: text.leave }));
      expect(await panelStatus(text.panel)).toHaveTextContent(text.canceling);
      expect(screen.getByRole('button', { name: text.leave })).toBeDisabled();
    },
  );

  it.each(['en', 'ar'] as const)(
    'says the player is in game once the match’s game has started (%s)',
    async (locale) => {
      signInAs({ id: 'u1' });
      mockApi({
        [STATUS]: {
          body: { data: status({ status: 'in_match', current_match: match({ game_started: true }) }) },
        },
        'GET /v1/match-results/m1': { body: { data: pendingResult } },
      });
      await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, locale);
      const text = SUB_STATE_TEXTS[locale];
      expect(await panelStatus(text.panel)).toHaveTextContent(text.inGame);
    },
  );

  const CLOSED_BY_ADMIN = {
    en: {
      registration: 'Registration is closed by admin',
      queue: 'Tournament registration is closed',
      register: 'Register',
      join: 'Join Queue',
    },
    ar: {
      registration: 'أغلق المشرف باب التسجيل',
      queue: 'التسجيل في البطولة مغلق',
      register: 'سجّل الآن',
      join: 'انضم إلى قائمة الانتظار',
    },
  } as const;

  it.each(['en', 'ar'] as const)(
    'closed by an admin, a player who is not registered reads that registration is closed by admin (%s)',
    async (locale) => {
      const text = CLOSED_BY_ADMIN[locale];
      signInAs({ id: 'u1' });
      mockApi({ [STATUS]: { body: { data: status({ status: 'not_registered' }) } } });
      const closed = makeTournament({ ...upcomingLadder, registration_open: false });
      await renderWithKit(<MatchmakingPanel tournament={closed} renderChat={renderChat} />, locale);
      expect(await screen.findByRole('button', { name: text.register })).toBeDisabled();
      expect(screen.getByRole('note')).toHaveTextContent(text.registration);
    },
  );

  it.each(['en', 'ar'] as const)(
    'closed by an admin, a registered player reads that tournament registration is closed, and cannot queue (%s)',
    async (locale) => {
      const text = CLOSED_BY_ADMIN[locale];
      signInAs({ id: 'u1' });
      mockApi({ [STATUS]: { body: { data: status() } } });
      const closed = makeTournament({ ...openLadder, registration_open: false });
      await renderWithKit(<MatchmakingPanel tournament={closed} renderChat={renderChat} />, locale);
      expect(await screen.findByRole('button', { name: text.join })).toBeDisabled();
      expect(screen.getByRole('note')).toHaveTextContent(text.queue);
      expect(screen.getByRole('note')).not.toHaveTextContent(text.registration);
    },
  );

  it('counts down to the start in days, hours, minutes and seconds', async () => {
    signInAs({ id: 'u1' });
    mockApi({ [STATUS]: { body: { data: status() } } });
    const later = makeTournament({
      ...openLadder,
      starting_time: new Date(Date.now() + 26 * HOUR + 5 * 60_000 + 30_000).toISOString(),
    });
    await renderWithKit(<MatchmakingPanel tournament={later} renderChat={renderChat} />, 'en');
    const timer = await screen.findByRole('timer');
    expect(within(timer).getByText('Days').nextSibling).toHaveTextContent('01');
    expect(within(timer).getByText('Hours').nextSibling).toHaveTextContent('02');
  });

  /**
   * A signed-in player searching in the open ladder until MATCH_FOUND (toast checked); `answerStatus` changes what
   * the status read answers from then on.
   */
  async function searchUntilMatchFound() {
    let current = status({ status: 'searching' });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    await screen.findByRole('button', { name: 'Leave Queue' });
    current = status({ status: 'in_match', current_match: match() });
    act(() => channel!({ targetUserId: 'u1', tournamentId: 't1', match: match() }, 'MATCH_FOUND'));
    expect(await toastSaying('Match found!')).toBeInTheDocument();
    return {
      answerStatus: (next: ReturnType<typeof status>) => {
        current = next;
      },
    };
  }

  it('reads the status again when its socket is back: a match found while it was away shows', async () => {
    signInAs({ id: 'u1' });
    let current = status({ status: 'searching' });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    await screen.findByRole('button', { name: 'Leave Queue' });
    // The pairing happened while the socket was away: no MATCH_FOUND came.
    current = status({ status: 'in_match', current_match: match() });
    act(() => reconnect!());
    expect(await screen.findByRole('region', { name: 'Current Match' })).toBeInTheDocument();
  });

  it('says "Match found!" once per match, even when a stale read puts searching back for a moment', async () => {
    signInAs({ id: 'u1' });
    const { answerStatus } = await searchUntilMatchFound();
    await screen.findByRole('region', { name: 'Current Match' });
    // A status read answered from before the pairing puts searching back for a moment; then the match is back.
    answerStatus(status({ status: 'searching' }));
    act(() => channel!({ targetUserId: 'u1', tournamentId: 't1', searching: true }, 'QUEUE_STATUS'));
    await screen.findByRole('button', { name: 'Leave Queue' });
    answerStatus(status({ status: 'in_match', current_match: match() }));
    act(() => channel!({ targetUserId: 'u1', tournamentId: 't1', match: match() }, 'MATCH_FOUND'));
    await screen.findByRole('region', { name: 'Current Match' });
    expect(screen.getAllByText('Match found!')).toHaveLength(1);
  });

  it('MATCH_FOUND shows the match with the code (copied), the acceptance countdown and the chat', async () => {
    signInAs({ id: 'u1' });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await searchUntilMatchFound();
    const card = await screen.findByRole('region', { name: 'Current Match' });
    expect(within(card).getByText('Tariq#CAI')).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent(/Accept the match within \d+ s/);
    fireEvent.click(within(card).getByRole('button', { name: 'Copy tournament code MENA-CODE-1' }));
    expect(await toastSaying('Tournament code copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('MENA-CODE-1');
    expect(await screen.findByText('chat MatchmakingMatch m1')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^No-show claim available in 14:\d\d$/ })).toBeDisabled();
  });

  it('reports with a winner and a screenshot; refuses a large screenshot; then waits for the opponent', async () => {
    signInAs({ id: 'u1' });
    let result = pendingResult;
    const calls: string[] = [];
    mockApi({
      [STATUS]: {
        body: {
          data: status({
            status: 'in_match',
            current_match: match({ createdAt: new Date(Date.now() - 200_000).toISOString() }),
          }),
        },
      },
      'GET /v1/match-results/m1': () => ({ body: { data: result } }),
      'POST /v1/match-results/m1/screenshot': () => {
        calls.push('screenshot');
        return { body: { data: result } };
      },
      'POST /v1/match-results/m1/winner': () => {
        calls.push('winner');
        result = {
          status: 'waiting',
          player1_report: {
            user_id: 'u1',
            winner_id: 'u1',
            screenshot_url: '/uploads/a.png',
            reported_at: new Date().toISOString(),
          },
          player2_report: null,
        };
        return { body: { data: result } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    const card = await screen.findByRole('region', { name: 'Current Match' });
    expect(within(card).getByText('Acceptance time expired')).toBeInTheDocument();
    const submit = await within(card).findByRole('button', { name: 'Submit Result' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(card).getByRole('radio', { name: 'I won' }));
    expect(submit).toBeDisabled();
    const file = within(card).getByLabelText('Screenshot of the result');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(file, { target: { files: [big] } });
    expect(await within(card).findByText('Screenshot is too large (max 5MB)')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(file, { target: { files: [new File(['x'], 'ok.png', { type: 'image/png' })] } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await toastSaying('Match Result Submitted')).toBeInTheDocument();
    expect(calls).toEqual(['screenshot', 'winner']);
    expect(
      await within(card).findByText('Your result is in. Waiting for your opponent to report.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /No-show/ })).not.toBeInTheDocument();
  });

  it('says when the screenshot upload fails', async () => {
    signInAs({ id: 'u1' });
    mockApi({
      [STATUS]: { body: { data: status({ status: 'in_match', current_match: match() }) } },
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
      'POST /v1/match-results/m1/screenshot': { status: 500, body: { message: 'boom' } },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    const card = await screen.findByRole('region', { name: 'Current Match' });
    fireEvent.click(await within(card).findByRole('radio', { name: 'Tariq#CAI won' }));
    fireEvent.change(within(card).getByLabelText('Screenshot of the result'), {
      target: { files: [new File(['x'], 'ok.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Submit Result' }));
    expect(await toastSaying('Failed to Upload Screenshot')).toBeInTheDocument();
  });

  it('offers the no-show claim only when it will be accepted: after 15 minutes, in the lobby, the opponent not', async () => {
    signInAs({ id: 'u1' });
    const createdAt = new Date(Date.now() - 16 * 60_000).toISOString();
    const current = status({ status: 'in_match', current_match: match({ createdAt }) });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    const card = await screen.findByRole('region', { name: 'Current Match' });
    const claim = await within(card).findByRole('button', { name: 'Claim no-show' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription(
      'Join the lobby with the tournament code first: a no-show can only be claimed by a player who is in it.',
    );
  });

  it('says in Arabic why the claim is off when the opponent is in the lobby', async () => {
    signInAs({ id: 'u1' });
    const createdAt = new Date(Date.now() - 16 * 60_000).toISOString();
    const current = status({
      status: 'in_match',
      current_match: match({ createdAt, lobby_joined: ['u1', 'u2'] }),
    });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
    });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'ar');
    const card = await screen.findByRole('region', { name: 'المباراة الحالية' });
    const arabicClaim = await within(card).findByRole('button', { name: 'الإبلاغ عن غياب المنافس' });
    expect(arabicClaim).toBeDisabled();
    expect(arabicClaim).toHaveAccessibleDescription(
      'منافسك موجود في الردهة، لذا لا يُعد ذلك غيابًا. العب المباراة، أو استخدم «استدعاء المشرفين».',
    );
  });

  it('forfeits after the confirmation (a loss), and claims a no-show after 15 minutes', async () => {
    signInAs({ id: 'u1' });
    let current = status({
      status: 'in_match',
      current_match: match({
        createdAt: new Date(Date.now() - 16 * 60_000).toISOString(),
        lobby_joined: ['u1'],
      }),
    });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'GET /v1/match-results/m1': { body: { data: pendingResult } },
      'POST /v1/matchmaking/tournaments/t1/claim-noshow/m1': {
        status: 409,
        body: { code: 4009, message: 'nope' },
      },
      'POST /v1/matchmaking/tournaments/t1/forfeit/m1': () => {
        current = status({ losses: 1, games_played: 1, points: 984 });
        return { body: { data: current } };
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    const card = await screen.findByRole('region', { name: 'Current Match' });
    const claim = await within(card).findByRole('button', { name: 'Claim no-show' });
    expect(claim).toBeEnabled();
    fireEvent.click(claim);
    // A refusal without a reason the screen knows: its own words, never the server's English.
    expect(await toastSaying('failed to claim no-show')).toBeInTheDocument();

    fireEvent.click(within(card).getByRole('button', { name: 'Leave match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this match?' });
    expect(within(dialog).getByText('Leaving the match counts as a loss.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave match' }));
    expect(await toastSaying('Successfully forfeited the match')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Current Match' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('matchmaking-points')).toHaveTextContent('984');
  });

  it('says when the status cannot be fetched', async () => {
    signInAs({ id: 'u1' });
    mockApi({ [STATUS]: { status: 500, body: { message: 'down' } } });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'en');
    expect(await toastSaying('Failed to fetch matchmaking status')).toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    signInAs({ id: 'u1' });
    mockApi({ [STATUS]: { body: { data: status() } } });
    await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, 'ar');
    expect(await screen.findByRole('button', { name: 'انضم إلى قائمة الانتظار' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المطابقة' })).toBeInTheDocument();
  });

  it.each([
    ['en', '12 games · 7 wins · 5 losses', ['1,000 points', '1 point']],
    ['ar', 'المباريات: ١٢ · الانتصارات: ٧ · الخسائر: ٥', ['١٬٠٠٠ نقطة', 'نقطة واحدة']],
  ] as const)(
    'writes the record and the points of both players in the page digits (%s)',
    async (locale, record, points) => {
      signInAs({ id: 'u1' });
      const current = match({
        player2: { user_id: 'u2', riot_id: 'Tariq#CAI', points: 1, profileImage: null },
      });
      mockApi({
        [STATUS]: {
          body: {
            data: status({
              status: 'in_match',
              games_played: 12,
              wins: 7,
              losses: 5,
              current_match: current,
            }),
          },
        },
        'GET /v1/match-results/m1': { body: { data: pendingResult } },
      });
      await renderWithKit(<MatchmakingPanel tournament={openLadder} renderChat={renderChat} />, locale);
      expect(await screen.findByText(record)).toBeInTheDocument();
      for (const text of points) expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );
});

/**
 * Every refusal the panel shows, as the API sends it (`details.reason` with its parameters), in both languages
 * (issue 29): the panel translates the reason, never the English `message`.
 */
describe('MatchmakingPanel: refusals by reason', () => {
  type Row = [
    details: { reason: RefusalReason } & Record<string, unknown>,
    en: string | RegExp,
    ar: string | RegExp,
  ];
  const period = { registrationStartUtc: '2025-03-01T00:00:00Z', registrationEndUtc: '2025-03-02T00:00:00Z' };
  const REGISTER: Row[] = [
    [{ reason: 'closedByAdmin' }, 'Registration is closed by admin', 'أغلق المشرف باب التسجيل'],
    [{ reason: 'registrationNotOpen', ...period }, 'Registration has not opened yet', 'لم يُفتح التسجيل بعد'],
    [{ reason: 'registrationClosed', ...period }, 'Registration period has ended', 'انتهت فترة التسجيل'],
    [
      { reason: 'alreadyRegistered' },
      'You are already registered for this tournament',
      'أنت مسجّل في هذه البطولة بالفعل',
    ],
  ];
  const SEARCH: Row[] = [
    [{ reason: 'notRegistered' }, 'Register for this tournament first', 'سجّل في هذه البطولة أولًا'],
    [
      {
        reason: 'outsideWindow',
        windowStartUtc: '2025-03-02T10:00:00Z',
        windowEndUtc: '2025-03-02T16:00:00Z',
      },
      /^This tournament is only available from \d\d:\d\d .. to \d\d:\d\d .. \S+$/,
      /^هذه البطولة متاحة فقط من [٠-٩]{2}:[٠-٩]{2} .+ إلى [٠-٩]{2}:[٠-٩]{2} .+$/,
    ],
    [{ reason: 'tournamentEnded' }, 'The tournament has ended', 'انتهت البطولة'],
    [{ reason: 'queueClosed' }, 'Tournament registration is closed', 'التسجيل في البطولة مغلق'],
    [{ reason: 'alreadyInMatch', matchId: 'm1' }, 'You are already in a match', 'أنت في مباراة بالفعل'],
    [{ reason: 'alreadySearching' }, 'You are already searching for a match', 'أنت تبحث عن مباراة بالفعل'],
    [
      { reason: 'searchCooldown', retryAfterMs: 11_200 },
      'Please wait 12 s before searching again',
      'يُرجى الانتظار ١٢ ث قبل البحث مجددًا',
    ],
  ];
  const inBothLanguages = (rows: Row[]) =>
    rows.flatMap(([details, en, ar]) => [
      [details.reason, 'en', details, en],
      [details.reason, 'ar', details, ar],
    ]) as [RefusalReason, 'en' | 'ar', Row[0], string | RegExp][];
  const BUTTONS = {
    en: { register: 'Register', join: 'Join Queue' },
    ar: { register: 'سجّل الآن', join: 'انضم إلى قائمة الانتظار' },
  } as const;

  /** Clicks Register or Join Queue and answers the call with a 409 `{ code, message, details }`. */
  async function refuse(action: 'register' | 'join', locale: 'en' | 'ar', body: unknown) {
    signInAs({ id: 'u1' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = action === 'register' ? 'register' : 'search';
    mockApi({
      [STATUS]: { body: { data: status(action === 'register' ? { status: 'not_registered' } : {}) } },
      [`POST /v1/matchmaking/tournaments/t1/${call}`]: { status: 409, body },
    });
    const tournament = action === 'register' ? upcomingLadder : openLadder;
    await renderWithKit(<MatchmakingPanel tournament={tournament} renderChat={renderChat} />, locale);
    fireEvent.click(await screen.findByRole('button', { name: BUTTONS[locale][action] }));
  }
  const body = (details: Row[0]) => ({ code: 4009, message: `English words for ${details.reason}`, details });

  it.each(inBothLanguages(REGISTER))(
    'register refused with %s says it in %s',
    async (_, locale, details, text) => {
      await refuse('register', locale, body(details));
      expect(await toastSaying(text)).toBeInTheDocument();
    },
  );

  it.each(inBothLanguages(SEARCH))(
    'search refused with %s says it in %s',
    async (_, locale, details, text) => {
      await refuse('join', locale, body(details));
      expect(await toastSaying(text)).toBeInTheDocument();
    },
  );

  it('a reworded English message with the same reason shows the same Arabic', async () => {
    await refuse('join', 'ar', {
      code: 4009,
      message: 'Slow down: one search at a time',
      details: { reason: 'alreadySearching' },
    });
    expect(await toastSaying('أنت تبحث عن مباراة بالفعل')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Failed to join the matchmaking queue'],
    ['ar', 'تعذّر الانضمام إلى قائمة انتظار المطابقة'],
  ] as const)(
    'a reason it does not know says the generic failure, never the message (%s)',
    async (locale, failed) => {
      await refuse('join', locale, {
        code: 4009,
        message: 'A brand new refusal',
        details: { reason: 'brandNew' },
      });
      expect(await toastSaying(failed)).toBeInTheDocument();
      expect(screen.queryByText('A brand new refusal')).not.toBeInTheDocument();
    },
  );
});
