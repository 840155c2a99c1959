import { isOwnMatchEvent } from './tournament-channel';

describe('tournament channel events (P1 §4)', () => {
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
