import { type CurrentMatch, type MatchResultEvent, type RegistrationState } from '@arena/shared-kit';
import { clearToasts, mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeTournament } from '../../../testing/fixtures';
import { MatchBox } from './match-box';

let channelHandler: ((event: MatchResultEvent) => void) | null = null;
jest.mock('../../../hooks/use-tournament-channel', () => ({
  useTournamentChannel: (_id: string, _user: string | null, handler: (event: MatchResultEvent) => void) => {
    channelHandler = handler;
  },
}));

const MINUTE = 60_000;
const STATUS = 'GET /v1/tournaments/t1/player/status';

beforeEach(() => {
  resetKit();
  clearToasts();
  signInAs({ id: 'u1' });
});
afterEach(() => jest.restoreAllMocks());

const registration: RegistrationState = {
  isRegistered: true,
  registrationType: 'solo',
  registration: { id: 'r1', registrationStatus: 'checked-in', team: null },
  currentMatch: null,
};

function match(overrides: Partial<CurrentMatch> = {}): CurrentMatch {
  return {
    id: 7,
    round: 2,
    scheduled_time: new Date(Date.now() + 2 * MINUTE).toISOString(),
    tournament_code: 'MENA-ABCD-2345',
    status: 'ready',
    team1: null,
    team2: null,
    player1: { userId: 'u1', gameName: 'Khalid', profileImage: null },
    player2: { userId: 'u2', gameName: 'Tariq', profileImage: null },
    stream: null,
    ...overrides,
  };
}

const tournament = makeTournament({ id: 't1', format: '1vs1' });
const toastSaying = (text: string) => within(screen.getByTestId('toaster')).findByText(text);

describe('MatchBox', () => {
  it('from 5 minutes before: the code copies with its message, Get Results verifies and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const verify = jest.fn(() => ({
      body: { data: { status: 'verified', winner: { side: 1, name: 'Khalid' } } },
    }));
    mockApi({
      [STATUS]: { body: { data: { currentMatch: match() } } },
      'POST /v1/tournaments/t1/matches/7/verify/MENA-ABCD-2345': verify,
    });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
    const code = await screen.findByRole('button', { name: 'Copy tournament code MENA-ABCD-2345' });
    expect(screen.getByText('Khalid')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    fireEvent.click(code);
    expect(await toastSaying('Tournament code copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('MENA-ABCD-2345');

    fireEvent.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await toastSaying('Match results updated successfully')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a failed copy and a failed verification show their messages', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      [STATUS]: { body: { data: { currentMatch: match() } } },
      'POST /v1/tournaments/t1/matches/7/verify/MENA-ABCD-2345': {
        status: 409,
        body: { code: 4009, message: 'No finished game', details: null },
      },
    });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
    fireEvent.click(await screen.findByRole('button', { name: /Copy tournament code/ }));
    expect(await toastSaying('Failed to copy tournament code')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get Results' }));
    expect(await toastSaying('Failed to get match results')).toBeInTheDocument();
  });

  it('before 5 minutes prior: a countdown and the local time, no code; refetched when it reaches 5 minutes', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const scheduled = new Date(Date.now() + 5 * MINUTE + 3000).toISOString();
      let reads = 0;
      mockApi({
        [STATUS]: () => {
          reads += 1;
          const code = reads === 1 ? null : 'MENA-WXYZ-6789';
          return {
            body: { data: { currentMatch: match({ scheduled_time: scheduled, tournament_code: code }) } },
          };
        },
      });
      await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
      expect(await screen.findByRole('timer')).toHaveTextContent('0d 0h 5m 3s');
      expect(screen.getByText(/^Scheduled for /)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Copy tournament code/ })).not.toBeInTheDocument();
      expect(reads).toBe(1);

      await act(async () => {
        jest.advanceTimersByTime(4000);
      });
      expect(
        await screen.findByRole('button', { name: 'Copy tournament code MENA-WXYZ-6789' }),
      ).toBeInTheDocument();
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it("reads the match again on the channel's events for the user's own matches", async () => {
    let reads = 0;
    mockApi({
      [STATUS]: () => {
        reads += 1;
        return { body: { data: { currentMatch: reads === 1 ? match() : null } } };
      },
    });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
    await screen.findByRole('button', { name: /Copy tournament code/ });
    act(() =>
      channelHandler!({
        targetUserId: 'u1',
        tournamentId: 't1',
        matchId: 7,
        status: 'verified',
        winner: { side: 1, name: 'Khalid' },
      }),
    );
    await waitFor(() => expect(screen.getByText(/You have no match to play right now/)).toBeInTheDocument());
  });

  it('the menu: Call Admins shows the info message; Leave match asks for confirmation and calls nothing', async () => {
    const fetchSpy = mockApi({ [STATUS]: { body: { data: { currentMatch: match() } } } });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'ar');
    const menu = await screen.findByRole('button', { name: 'خيارات المباراة' });
    fireEvent.keyDown(menu, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'استدعاء المشرفين' }));
    expect(await toastSaying('تم إبلاغ فريق الدعم من المشرفين')).toBeInTheDocument();

    fireEvent.keyDown(menu, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'مغادرة المباراة' }));
    const dialog = await screen.findByRole('dialog', { name: 'هل تريد مغادرة هذه المباراة؟' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'مغادرة المباراة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('counts down in Arabic digits and units', async () => {
    const scheduled = new Date(Date.now() + (2 * 24 * 60 + 3 * 60 + 10) * MINUTE).toISOString();
    mockApi({
      [STATUS]: {
        body: { data: { currentMatch: match({ scheduled_time: scheduled, tournament_code: null }) } },
      },
    });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'ar');
    expect(await screen.findByRole('timer')).toHaveTextContent(/^٢ ي ٣ س (٩|١٠) د [٠-٩]+ ث$/);
    expect(screen.getByText('الجولة ٢')).toBeInTheDocument();
  });
});

describe("the match's live stream (issue 32)", () => {
  const TWITCH = {
    provider: 'twitch',
    channel: 'menaarena',
    url: 'https://www.twitch.tv/menaarena',
  } as const;
  const YOUTUBE = {
    provider: 'youtube',
    videoId: 'dQw4w9WgXcQ',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  } as const;
  const TEXT = {
    en: {
      title: 'Live stream of this match',
      load: 'Load the stream',
      notice: (provider: string) =>
        `Loading the stream shows content from ${provider}, which may set its own cookies.`,
      frame: (provider: string) => `Khalid vs Tariq: live stream on ${provider}`,
      watchOn: (provider: string) => `Watch on ${provider}`,
    },
    ar: {
      title: 'البث المباشر لهذه المباراة',
      load: 'تشغيل البث',
      notice: (provider: string) =>
        `يعرض تشغيل البث محتوى من ${provider}، وقد يضع ملفات تعريف الارتباط الخاصة به.`,
      frame: (provider: string) => `Khalid ضد Tariq: بث مباشر على ${provider}`,
      watchOn: (provider: string) => `شاهد على ${provider}`,
    },
  } as const;

  it.each(['en', 'ar'] as const)(
    '(%s) a section under the match offers it; nothing of the provider loads before the click',
    async (locale) => {
      const text = TEXT[locale];
      mockApi({ [STATUS]: { body: { data: { currentMatch: match({ stream: YOUTUBE }) } } } });
      await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, locale);
      const section = await screen.findByRole('region', { name: text.title });
      expect(document.querySelector('iframe')).toBeNull();
      expect(within(section).getByText(text.notice('YouTube'))).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: text.watchOn('YouTube') })).toHaveAttribute(
        'href',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      );

      fireEvent.click(within(section).getByRole('button', { name: text.load }));
      const frame = within(section).getByTitle(text.frame('YouTube'));
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
      expect(frame).toHaveFocus();
      expect(within(section).queryByRole('button', { name: text.load })).toBeNull();
    },
  );

  it("Twitch's player names the page's host; a match without a stream has no such section", async () => {
    mockApi({ [STATUS]: { body: { data: { currentMatch: match({ stream: TWITCH }) } } } });
    const view = await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
    const section = await screen.findByRole('region', { name: 'Live stream of this match' });
    fireEvent.click(within(section).getByRole('button', { name: 'Load the stream' }));
    expect(within(section).getByTitle('Khalid vs Tariq: live stream on Twitch')).toHaveAttribute(
      'src',
      `https://player.twitch.tv/?channel=menaarena&parent=${window.location.hostname}`,
    );
    view.unmount();
    resetKit();
    signInAs({ id: 'u1' });

    mockApi({ [STATUS]: { body: { data: { currentMatch: match() } } } });
    await renderWithKit(<MatchBox tournament={tournament} registration={registration} />, 'en');
    expect(await screen.findByText('Khalid')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live stream of this match' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load the stream' })).toBeNull();
  });
});
