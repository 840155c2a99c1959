import { NO_SHOW_AFTER_MS, noShowClaim, queuePhase, queueWindow } from './matchmaking.js';

const at = (iso: string) => Date.parse(iso);
/** A ladder that started long before the moments asked about and closes long after them. */
const ladder = (starting: string) => ({
  starting_time: starting,
  registration_closed_time: '2030-01-01T00:00:00Z',
});

describe('queueWindow', () => {
  it('opens at the start time’s UTC hour for 6 hours', () => {
    const dates = ladder('2025-03-01T14:30:00Z');
    expect(queueWindow(dates, at('2025-03-05T15:00:00Z'))).toEqual({
      state: 'open',
      start: at('2025-03-05T14:00:00Z'),
      end: at('2025-03-05T20:00:00Z'),
    });
    expect(queueWindow(dates, at('2025-03-05T20:00:00Z')).state).toBe('outside');
    expect(queueWindow(dates, at('2025-03-05T13:59:59Z'))).toMatchObject({
      state: 'outside',
      start: at('2025-03-05T14:00:00Z'),
    });
  });

  it('wraps past midnight: a 21:00 UTC window is still open at 02:00 the next day, closed at 03:00', () => {
    const dates = ladder('2025-03-01T21:00:00Z');
    expect(queueWindow(dates, at('2025-03-06T02:00:00Z'))).toEqual({
      state: 'open',
      start: at('2025-03-05T21:00:00Z'),
      end: at('2025-03-06T03:00:00Z'),
    });
    expect(queueWindow(dates, at('2025-03-06T03:00:00Z'))).toMatchObject({
      state: 'outside',
      start: at('2025-03-06T21:00:00Z'),
    });
  });

  it('takes Dates as the API holds them: the first window begins at the start itself, and wraps', () => {
    const dates = {
      starting_time: new Date('2030-03-05T21:30:00Z'),
      registration_closed_time: new Date('2030-03-20T00:00:00Z'),
    };
    const state = (iso: string) => queueWindow(dates, new Date(iso)).state;
    expect(state('2030-03-05T21:00:00Z')).toBe('outside'); // before the start itself
    expect(state('2030-03-05T21:30:00Z')).toBe('open');
    expect(state('2030-03-07T23:59:00Z')).toBe('open');
    expect(state('2030-03-08T02:59:00Z')).toBe('open'); // wrapped past midnight
    expect(queueWindow(dates, new Date('2030-03-08T03:00:00Z'))).toEqual({
      state: 'outside',
      start: at('2030-03-08T21:00:00Z'),
      end: at('2030-03-09T03:00:00Z'),
    });
    expect(state('2030-03-20T00:00:00Z')).toBe('ended');
  });

  it('ends the last window at the close, not 6 hours after it opened', () => {
    const dates = { starting_time: '2025-03-01T21:00:00Z', registration_closed_time: '2025-03-10T00:00:00Z' };
    expect(queueWindow(dates, at('2025-03-09T18:00:00Z'))).toEqual({
      state: 'outside',
      start: at('2025-03-09T21:00:00Z'),
      end: at('2025-03-10T00:00:00Z'),
    });
    expect(queueWindow(dates, at('2025-03-09T23:59:59Z')).state).toBe('open');
  });
});

describe('queuePhase', () => {
  const dates = { starting_time: '2025-03-01T10:00:00Z', registration_closed_time: '2025-03-10T00:00:00Z' };

  it('is notStarted before the start, open in the window, outsideWindow outside it, ended from the close', () => {
    expect(queuePhase(dates, at('2025-03-01T09:59:59Z'))).toBe('notStarted');
    expect(queuePhase(dates, at('2025-03-02T11:00:00Z'))).toBe('open');
    expect(queuePhase(dates, at('2025-03-02T17:00:00Z'))).toBe('outsideWindow');
    expect(queuePhase(dates, at('2025-03-10T00:00:00Z'))).toBe('ended');
  });
});

describe('noShowClaim', () => {
  const createdAt = '2026-03-06T10:00:00.000Z';
  const at = (ms: number) => new Date(Date.parse(createdAt) + ms);
  const claim = (
    ms: number,
    facts: Partial<Record<'reported' | 'selfJoined' | 'opponentJoined', boolean>> = {},
  ) =>
    noShowClaim({
      createdAt,
      now: at(ms),
      reported: false,
      selfJoined: true,
      opponentJoined: false,
      ...facts,
    });

  it('waits 15 minutes from the match’s creation', () => {
    expect(claim(NO_SHOW_AFTER_MS - 1)).toEqual({
      state: 'wait',
      availableAt: at(NO_SHOW_AFTER_MS).getTime(),
    });
    expect(claim(NO_SHOW_AFTER_MS)).toEqual({ state: 'claimable' });
  });

  it('needs the claimer in the lobby and the opponent out of it', () => {
    expect(claim(NO_SHOW_AFTER_MS, { selfJoined: false })).toEqual({
      state: 'refused',
      reason: 'notInLobby',
    });
    expect(claim(NO_SHOW_AFTER_MS, { opponentJoined: true })).toEqual({
      state: 'refused',
      reason: 'opponentInLobby',
    });
  });

  it('is never offered once the claimer has reported, whatever the time', () => {
    expect(claim(0, { reported: true })).toEqual({ state: 'refused', reason: 'reported' });
  });
});
