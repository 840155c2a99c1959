import type { DuoPlayer, MatchmakingDuo } from '@arena/contract';
import { type MatchmakingMatch, type MatchmakingStatus } from '@arena/shared-kit';
import { clearToasts, mockApi, renderWithKit, resetKit, signInAs } from '@arena/shared-kit/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { makeTournament } from '../../../testing/fixtures';
import { MatchmakingPanel } from './matchmaking-panel';

type Handler = (event: unknown, name: string) => void;
let channel: Handler | null = null;
jest.mock('../../../hooks/use-tournament-channel', () => ({
  useTournamentChannel: (_id: string, _user: string | null, handler: Handler) => {
    channel = handler;
  },
}));

const HOUR = 3_600_000;
const STATUS = 'GET /v1/matchmaking/tournaments/t1/status';
const INVITES = 'POST /v1/matchmaking/tournaments/t1/duo/invites';

const ladder = makeTournament({
  id: 't1',
  tournament_type: 'matchmaking',
  format: '1vs1',
  registration_start_time: new Date(Date.now() - 48 * HOUR).toISOString(),
  starting_time: new Date(Date.now() - 60_000).toISOString(),
  registration_closed_time: new Date(Date.now() + 48 * HOUR).toISOString(),
});

const khalid: DuoPlayer = { user_id: 'u1', riot_id: 'Khalid#MENA', profileImage: null };
const tariq: DuoPlayer = { user_id: 'u2', riot_id: 'Tariq#CAI', profileImage: null };
const noDuo: MatchmakingDuo = { partner: null, incoming: [], outgoing: null };

function status(duo: MatchmakingDuo, overrides: Partial<MatchmakingStatus> = {}): MatchmakingStatus {
  return {
    status: 'ready',
    points: 1000,
    games_played: 0,
    wins: 0,
    losses: 0,
    current_match: null,
    cooldown_until: null,
    duo,
    ...overrides,
  };
}

const toastSaying = (text: string | RegExp) => within(screen.getByTestId('toaster')).findByText(text);
const duoSection = () => screen.findByTestId('duo-section');

beforeEach(() => {
  resetKit();
  clearToasts();
  channel = null;
  signInAs({ id: 'u1', displayName: 'Khalid' });
});

describe('duo queue on the ladder panel (issue 33)', () => {
  it('invites a partner by Riot ID, then shows the invite waiting with a way to withdraw it (en)', async () => {
    let current = status(noDuo);
    const bodies: unknown[] = [];
    const api = mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      [INVITES]: ({ body }) => {
        bodies.push(body);
        current = status({ ...noDuo, outgoing: { id: 'i1', from: khalid, to: tariq, created_at: '' } });
        return { status: 201, body: { data: current } };
      },
      'POST /v1/matchmaking/tournaments/t1/duo/invites/i1/decline': () => {
        current = status(noDuo);
        return { body: { data: current } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'en');
    const section = await duoSection();
    expect(within(section).getByRole('heading', { name: 'Duo queue' })).toBeInTheDocument();
    const invite = within(section).getByRole('button', { name: 'Invite' });
    expect(invite).toBeDisabled();
    fireEvent.change(within(section).getByLabelText("Your partner's Riot ID"), {
      target: { value: ' Tariq#CAI ' },
    });
    fireEvent.click(invite);
    expect(await toastSaying('Duo invite sent')).toBeInTheDocument();
    expect(bodies).toEqual([{ riot_id: 'Tariq#CAI' }]);
    expect(await screen.findByTestId('duo-outgoing')).toHaveTextContent(
      'Invite sent to Tariq#CAI. Waiting for the answer.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await toastSaying('Duo invite withdrawn')).toBeInTheDocument();
    expect(api.calls()).toContain('POST /v1/matchmaking/tournaments/t1/duo/invites/i1/decline');
  });

  it('a refused invite says why in the player’s language, by its reason (ar)', async () => {
    mockApi({
      [STATUS]: { body: { data: status(noDuo) } },
      [INVITES]: {
        status: 409,
        body: {
          code: 1009,
          message: 'That player plays in another region',
          details: { reason: 'duoOtherRegion', region: 'EUW1' },
        },
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'ar');
    const section = await duoSection();
    fireEvent.change(within(section).getByLabelText('معرّف Riot لشريكك'), { target: { value: 'Lukas#EUW' } });
    fireEvent.click(within(section).getByRole('button', { name: 'دعوة' }));
    expect(await toastSaying('هذا اللاعب يلعب في منطقة أخرى (EUW1)')).toBeInTheDocument();
  });

  it('an invite to the player shows with Accept and Decline; accepting makes the duo (ar)', async () => {
    let current = status({ ...noDuo, incoming: [{ id: 'i2', from: tariq, to: khalid, created_at: '' }] });
    mockApi({
      [STATUS]: () => ({ body: { data: current } }),
      'POST /v1/matchmaking/tournaments/t1/duo/invites/i2/accept': () => {
        current = status({ ...noDuo, partner: tariq });
        return { body: { data: current } };
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'ar');
    const incoming = await screen.findByTestId('duo-incoming');
    expect(incoming).toHaveTextContent('دعاك Tariq#CAI إلى البحث عن مباراة كثنائي.');
    expect(within(incoming).getByRole('button', { name: 'رفض' })).toBeEnabled();
    fireEvent.click(within(incoming).getByRole('button', { name: 'قبول' }));
    expect(await toastSaying('أصبحتما ثنائيًا')).toBeInTheDocument();
    expect(await screen.findByTestId('duo-partner')).toHaveTextContent('شريكك في الثنائي: Tariq#CAI');
    expect(screen.getByRole('button', { name: 'مغادرة الثنائي' })).toBeEnabled();
    // In a duo, no invite form.
    expect(screen.queryByLabelText('معرّف Riot لشريكك')).not.toBeInTheDocument();
  });

  it('searching as a duo names the partner; the partner leaving the queue is said and read again (en)', async () => {
    let current = status({ ...noDuo, partner: tariq }, { status: 'searching' });
    const api = mockApi({ [STATUS]: () => ({ body: { data: current } }) });
    await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'en');
    expect(await screen.findByTestId('duo-partner')).toHaveTextContent(
      'Searching for another duo with Tariq#CAI…',
    );
    current = status({ ...noDuo, partner: tariq });
    await act(async () => {
      channel?.({ targetUserId: 'u1', tournamentId: 't1', partnerLeftQueue: true }, 'DUO_UPDATED');
    });
    expect(
      await toastSaying('Your duo partner left the queue: your duo is no longer searching.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your duo partner: Tariq#CAI')).toBeInTheDocument();
    expect(api.calls().filter((call) => call === STATUS).length).toBeGreaterThan(1);
  });

  it('a duo match shows both sides’ two players, the caller’s side first (en)', async () => {
    const createdAt = new Date(Date.now() - 10_000).toISOString();
    const duoMatch: MatchmakingMatch = {
      _id: 'm1',
      createdAt,
      tournament_code: 'MENA-CODE-1',
      acceptance_expires_at: new Date(Date.parse(createdAt) + 100_000).toISOString(),
      game_started: false,
      lobby_joined: [],
      player1: { user_id: 'u3', riot_id: 'Omar#RUH', points: 1010, profileImage: null },
      player1_partner: { user_id: 'u4', riot_id: 'Sara#DXB', points: 990, profileImage: null },
      player2: { user_id: 'u2', riot_id: 'Tariq#CAI', points: 1000, profileImage: null },
      player2_partner: { user_id: 'u1', riot_id: 'Khalid#MENA', points: 1005, profileImage: null },
    };
    mockApi({
      [STATUS]: {
        body: { data: status({ ...noDuo, partner: tariq }, { status: 'in_match', current_match: duoMatch }) },
      },
      'GET /v1/match-results/m1': {
        body: { data: { status: 'pending', player1_report: null, player2_report: null } },
      },
    });
    await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'en');
    const [own, other] = await screen.findAllByTestId('match-side');
    expect(own).toHaveTextContent('You');
    expect(own).toHaveTextContent('Khalid#MENA');
    expect(own).toHaveTextContent('Tariq#CAI');
    expect(other).toHaveTextContent('Opponents');
    expect(other).toHaveTextContent('Omar#RUH');
    expect(other).toHaveTextContent('Sara#DXB');
    // The duo section steps aside during the match.
    expect(screen.queryByTestId('duo-section')).not.toBeInTheDocument();
  });

  describe('the result report of a duo match names both players of each side', () => {
    // Khalid (u1) plays beside Tariq (u2, his side's first player) against Omar and Sara.
    const duoMatch: MatchmakingMatch = {
      _id: 'm1',
      createdAt: new Date(Date.now() - 200_000).toISOString(),
      tournament_code: 'MENA-CODE-1',
      acceptance_expires_at: new Date(Date.now() - 100_000).toISOString(),
      game_started: false,
      lobby_joined: [],
      player1: { user_id: 'u3', riot_id: 'Omar#RUH', points: 1010, profileImage: null },
      player1_partner: { user_id: 'u4', riot_id: 'Sara#DXB', points: 990, profileImage: null },
      player2: { user_id: 'u2', riot_id: 'Tariq#CAI', points: 1000, profileImage: null },
      player2_partner: { user_id: 'u1', riot_id: 'Khalid#MENA', points: 1005, profileImage: null },
    };
    const inMatch = status({ ...noDuo, partner: tariq }, { status: 'in_match', current_match: duoMatch });
    const pending = { status: 'pending', player1_report: null, player2_report: null };
    const TEXT = {
      en: {
        us: 'Tariq#CAI and I won',
        them: 'Omar#RUH and Sara#DXB won',
        screenshot: 'Screenshot of the result',
        submit: 'Submit Result',
        waiting: "Your duo's result is in. Waiting for the other duo to report.",
        contradicts: 'The game already settled this match: Omar#RUH and Sara#DXB won',
      },
      ar: {
        us: 'فزنا أنا وTariq#CAI',
        them: 'فاز Omar#RUH وSara#DXB',
        screenshot: 'لقطة شاشة للنتيجة',
        submit: 'أرسل النتيجة',
        waiting: 'وصلت نتيجة ثنائيكما. بانتظار أن يبلغ الثنائي الآخر عن النتيجة.',
        contradicts: 'حُسمت هذه المباراة من نتيجة اللعبة نفسها: فاز Omar#RUH وSara#DXB',
      },
    } as const;

    for (const locale of ['en', 'ar'] as const) {
      it(`offers "my partner and I" and both opponents; the side's report is the side's (${locale})`, async () => {
        const text = TEXT[locale];
        let result: unknown = pending;
        const winners: unknown[] = [];
        mockApi({
          [STATUS]: { body: { data: inMatch } },
          'GET /v1/match-results/m1': () => ({ body: { data: result } }),
          'POST /v1/match-results/m1/screenshot': { body: { data: pending } },
          'POST /v1/match-results/m1/winner': ({ body }) => {
            winners.push(body);
            // The API keeps the side's report under its first player (Tariq), whoever of the two sent it.
            result = {
              status: 'waiting',
              player1_report: null,
              player2_report: {
                user_id: 'u2',
                winner_id: 'u2',
                screenshot_url: '/uploads/a.png',
                reported_at: new Date().toISOString(),
              },
            };
            return { body: { data: result } };
          },
        });
        await renderWithKit(<MatchmakingPanel tournament={ladder} />, locale);
        const us = await screen.findByRole('radio', { name: text.us });
        expect(screen.getByRole('radio', { name: text.them })).toBeInTheDocument();
        fireEvent.click(us);
        fireEvent.change(screen.getByLabelText(text.screenshot), {
          target: { files: [new File(['x'], 'ok.png', { type: 'image/png' })] },
        });
        fireEvent.click(screen.getByRole('button', { name: text.submit }));
        expect(await screen.findByText(text.waiting)).toBeInTheDocument();
        // The side is named by its first player.
        expect(winners).toEqual([{ winner_id: 'u2' }]);
        expect(screen.queryByRole('radio', { name: text.us })).not.toBeInTheDocument();
      });

      it(`a report the game contradicts names the winning duo, both players (${locale})`, async () => {
        const text = TEXT[locale];
        mockApi({
          [STATUS]: { body: { data: inMatch } },
          'GET /v1/match-results/m1': { body: { data: pending } },
          'POST /v1/match-results/m1/screenshot': { body: { data: pending } },
          'POST /v1/match-results/m1/winner': {
            status: 409,
            body: {
              code: 1009,
              message: 'The game already settled this match: Omar#RUH won',
              details: {
                reason: 'contradictsGameResult',
                winnerId: 'u3',
                winnerRiotId: 'Omar#RUH',
                gameId: 'ME1_1',
              },
            },
          },
        });
        jest.spyOn(console, 'error').mockImplementation(() => {});
        await renderWithKit(<MatchmakingPanel tournament={ladder} />, locale);
        fireEvent.click(await screen.findByRole('radio', { name: text.us }));
        fireEvent.change(screen.getByLabelText(text.screenshot), {
          target: { files: [new File(['x'], 'ok.png', { type: 'image/png' })] },
        });
        fireEvent.click(screen.getByRole('button', { name: text.submit }));
        expect(await toastSaying(text.contradicts)).toBeInTheDocument();
      });
    }

    it('the partner whose side has reported waits, and is not offered the form again (en)', async () => {
      mockApi({
        [STATUS]: { body: { data: inMatch } },
        'GET /v1/match-results/m1': {
          body: {
            data: {
              status: 'waiting',
              player1_report: null,
              player2_report: {
                user_id: 'u2',
                winner_id: 'u3',
                screenshot_url: '/uploads/a.png',
                reported_at: new Date().toISOString(),
              },
            },
          },
        },
      });
      await renderWithKit(<MatchmakingPanel tournament={ladder} />, 'en');
      expect(await screen.findByText(TEXT.en.waiting)).toBeInTheDocument();
      expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    });
  });
});
