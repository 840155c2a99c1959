import { BRACKET_NO_SHOW_AFTER_MS, bracketNoShow } from './bracket-no-show.js';

const revealedAt = '2026-11-29T18:00:00Z';
const revealed = Date.parse(revealedAt);
const deadline = revealed + BRACKET_NO_SHOW_AFTER_MS;

describe('bracketNoShow', () => {
  it('waits until 15 minutes after the code was revealed, whoever joined', () => {
    expect(BRACKET_NO_SHOW_AFTER_MS).toBe(15 * 60_000);
    for (const joined of [
      [0, 0],
      [1, 0],
      [0, 5],
    ] as const) {
      expect(bracketNoShow({ revealedAt, now: deadline - 1, joined })).toEqual({
        state: 'wait',
        decideAt: deadline,
      });
    }
  });

  it('forfeits the side nobody of which joined, from the deadline on', () => {
    expect(bracketNoShow({ revealedAt, now: deadline, joined: [1, 0] })).toEqual({
      state: 'forfeit',
      absentSide: 2,
    });
    expect(
      bracketNoShow({ revealedAt: new Date(revealed), now: new Date(deadline + 1), joined: [0, 2] }),
    ).toEqual({ state: 'forfeit', absentSide: 1 });
  });

  it('counts a team present when one of its players joined', () => {
    expect(bracketNoShow({ revealedAt, now: deadline, joined: [1, 5] })).toEqual({ state: 'present' });
    expect(bracketNoShow({ revealedAt, now: deadline, joined: [1, 1] })).toEqual({ state: 'present' });
  });

  it('forfeits nobody when both sides are absent', () => {
    expect(bracketNoShow({ revealedAt, now: deadline + 60 * 60_000, joined: [0, 0] })).toEqual({
      state: 'bothAbsent',
    });
  });

  it('never decides on a reveal time that is not a date', () => {
    expect(bracketNoShow({ revealedAt: 'not a date', now: deadline, joined: [1, 0] }).state).toBe('wait');
  });
});
