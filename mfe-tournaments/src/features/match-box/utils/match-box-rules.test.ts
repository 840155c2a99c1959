import { CODE_REVEAL_MS, countdownParts, isCodeTime, isOwnMatchEvent } from './match-box-rules';

const slot = '2030-01-01T12:00:00.000Z';
const at = new Date(slot).getTime();

describe('match box rules (P1 §4, §9)', () => {
  it('shows the code from 5 minutes before the scheduled time, not a moment earlier', () => {
    expect(CODE_REVEAL_MS).toBe(5 * 60_000);
    expect(isCodeTime({ scheduled_time: slot }, at - CODE_REVEAL_MS - 1)).toBe(false);
    expect(isCodeTime({ scheduled_time: slot }, at - CODE_REVEAL_MS)).toBe(true);
    expect(isCodeTime({ scheduled_time: slot }, at + 60_000)).toBe(true);
  });

  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(at, at - (86_400 + 2 * 3600 + 3 * 60 + 4) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdownParts(at, at + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('uses channel events only when they target the signed-in user in this tournament', () => {
    const event = { targetUserId: 'u1', tournamentId: 't1', matchId: 4, status: 'verified', winner: {} };
    expect(isOwnMatchEvent(event, 'u1', 't1')).toBe(true);
    expect(isOwnMatchEvent(event, 'u2', 't1')).toBe(false);
    expect(isOwnMatchEvent(event, 'u1', 't2')).toBe(false);
    expect(isOwnMatchEvent(event, null, 't1')).toBe(false);
    expect(isOwnMatchEvent('MATCH_RESULT', 'u1', 't1')).toBe(false);
    expect(isOwnMatchEvent({ matchId: 4 }, 'u1', 't1')).toBe(false);
  });
});
