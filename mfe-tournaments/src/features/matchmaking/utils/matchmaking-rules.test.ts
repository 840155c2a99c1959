import {
  acceptanceSecondsLeft,
  canSubmitResult,
  formatMinutesSeconds,
  hasReported,
  adminClosure,
  queueButton,
  queueSubState,
  screenshotProblem,
} from './matchmaking-rules';

const at = (iso: string) => Date.parse(iso);

describe('countdowns', () => {
  it('formats mm:ss', () => {
    expect(formatMinutesSeconds(15 * 60_000, 0)).toBe('15:00');
    expect(formatMinutesSeconds(61_000, 500)).toBe('01:01');
    expect(formatMinutesSeconds(0, 10)).toBe('00:00');
  });
  it('counts the acceptance down from 100 s after creation, then 0 (the expired flag)', () => {
    const match = { createdAt: new Date(0).toISOString() };
    expect(acceptanceSecondsLeft(match, 0)).toBe(100);
    expect(acceptanceSecondsLeft(match, 99_500)).toBe(1);
    expect(acceptanceSecondsLeft(match, 100_000)).toBe(0);
  });
});

describe('queueButton', () => {
  const tournament = {
    tournament_type: 'matchmaking' as const,
    registration_start_time: '2025-02-20T00:00:00Z',
    starting_time: '2025-03-01T10:00:00Z',
    checking_time: '2025-03-01T10:00:00Z',
    registration_closed_time: '2025-03-10T00:00:00Z',
    registration_open: true,
  };
  const inWindow = at('2025-03-02T11:00:00Z');
  const status = (
    value: 'not_registered' | 'ready' | 'searching' | 'in_match',
    cooldown: string | null = null,
  ) => ({
    status: value,
    cooldown_until: cooldown,
  });

  it('asks visitors to sign in', () => {
    expect(queueButton(tournament, null, false, false, inWindow)).toEqual({ kind: 'signIn' });
  });
  it('registers between the registration start and the starting time, unless closed by an admin', () => {
    const beforeStart = at('2025-02-25T12:00:00Z');
    expect(queueButton(tournament, status('not_registered'), true, false, beforeStart)).toEqual({
      kind: 'register',
      enabled: true,
    });
    expect(
      queueButton(tournament, status('not_registered'), true, false, at('2025-02-20T00:00:00Z')),
    ).toEqual({ kind: 'register', enabled: true });
    expect(
      queueButton(
        { ...tournament, registration_open: false },
        status('not_registered'),
        true,
        false,
        beforeStart,
      ),
    ).toEqual({ kind: 'register', enabled: false });
    expect(queueButton(tournament, status('not_registered'), true, true, beforeStart)).toEqual({
      kind: 'register',
      enabled: false,
    });
  });
  it('does not register before the registration start', () => {
    expect(
      queueButton(tournament, status('not_registered'), true, false, at('2025-02-19T23:59:59Z')),
    ).toEqual({ kind: 'register', enabled: false });
  });
  it('does not register from the starting time on: the queue is open, registration is over', () => {
    for (const now of [at('2025-03-01T10:00:00Z'), inWindow, at('2025-03-02T17:00:00Z')]) {
      expect(queueButton(tournament, status('not_registered'), true, false, now)).toEqual({
        kind: 'register',
        enabled: false,
      });
    }
    expect(
      queueButton(tournament, status('not_registered'), true, false, at('2025-03-01T09:59:59Z')),
    ).toEqual({ kind: 'register', enabled: true });
  });
  it('does not join once an admin closed registration', () => {
    expect(
      queueButton({ ...tournament, registration_open: false }, status('ready'), true, false, inWindow),
    ).toEqual({ kind: 'join', enabled: false });
  });
  it('joins only inside the window, not during the cooldown nor while busy', () => {
    expect(queueButton(tournament, status('ready'), true, false, inWindow)).toEqual({
      kind: 'join',
      enabled: true,
    });
    expect(queueButton(tournament, status('ready'), true, false, at('2025-03-02T17:00:00Z')).kind).toBe(
      'join',
    );
    expect(queueButton(tournament, status('ready'), true, false, at('2025-03-02T17:00:00Z'))).toEqual({
      kind: 'join',
      enabled: false,
    });
    expect(
      queueButton(
        tournament,
        status('ready', new Date(inWindow + 5000).toISOString()),
        true,
        false,
        inWindow,
      ),
    ).toEqual({ kind: 'join', enabled: false });
    expect(queueButton(tournament, status('ready'), true, true, inWindow)).toEqual({
      kind: 'join',
      enabled: false,
    });
  });
  it('leaves while searching; nothing while in a match', () => {
    expect(queueButton(tournament, status('searching'), true, false, inWindow)).toEqual({
      kind: 'leave',
      enabled: true,
    });
    expect(queueButton(tournament, status('in_match'), true, false, inWindow)).toEqual({ kind: 'none' });
  });
});

describe('result reporting rules', () => {
  it('accepts images up to 5 MB only', () => {
    expect(screenshotProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(screenshotProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
    expect(screenshotProblem({ type: 'application/pdf', size: 10 })).toBe('notImage');
  });
  it('needs a winner and a screenshot, and not while submitting', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(canSubmitResult('u1', file, false)).toBe(true);
    expect(canSubmitResult(null, file, false)).toBe(false);
    expect(canSubmitResult('u1', null, false)).toBe(false);
    expect(canSubmitResult('u1', file, true)).toBe(false);
  });
  it('counts a report once it is complete', () => {
    const half = { user_id: 'u1', winner_id: 'u1', screenshot_url: null, reported_at: null };
    const result = { status: 'pending' as const, player1_report: half, player2_report: null };
    expect(hasReported(result, 'u1')).toBe(false);
    expect(
      hasReported(
        { ...result, player1_report: { ...half, screenshot_url: '/x.png', reported_at: 'now' } },
        'u1',
      ),
    ).toBe(true);
    expect(hasReported(result, 'u2')).toBe(false);
  });
});

describe('queueSubState', () => {
  const status = (value: 'not_registered' | 'ready' | 'searching' | 'in_match', gameStarted = false) => ({
    status: value,
    current_match:
      value === 'in_match'
        ? {
            _id: 'm1',
            createdAt: '2025-03-02T11:00:00Z',
            tournament_code: 'CODE',
            acceptance_expires_at: '2025-03-02T11:01:40Z',
            game_started: gameStarted,
            lobby_joined: gameStarted ? ['u1', 'u2'] : [],
            player1: { user_id: 'u1', riot_id: 'A#1', points: 1000, profileImage: null },
            player2: { user_id: 'u2', riot_id: 'B#2', points: 1000, profileImage: null },
          }
        : null,
  });

  it('is starting while the join call runs, canceling while the leave call runs (P1 §4)', () => {
    expect(queueSubState(status('ready'), null)).toBe('ready');
    expect(queueSubState(status('ready'), 'search')).toBe('starting');
    expect(queueSubState(status('searching'), null)).toBe('searching');
    expect(queueSubState(status('searching'), 'leave')).toBe('canceling');
    expect(queueSubState(status('not_registered'), 'search')).toBe('not_registered');
  });

  it('is in game once the match’s game has started, in a match before', () => {
    expect(queueSubState(status('in_match'), null)).toBe('in_match');
    expect(queueSubState(status('in_match', true), null)).toBe('in_game');
  });
});

describe('adminClosure', () => {
  it('closes registration for players not registered and the queue for the others; nothing when open', () => {
    expect(adminClosure({ registration_open: true }, { status: 'not_registered' })).toBeNull();
    expect(adminClosure({ registration_open: false }, null)).toBe('registration');
    expect(adminClosure({ registration_open: false }, { status: 'not_registered' })).toBe('registration');
    expect(adminClosure({ registration_open: false }, { status: 'ready' })).toBe('queue');
    expect(adminClosure({ registration_open: false }, { status: 'searching' })).toBe('queue');
  });
});
