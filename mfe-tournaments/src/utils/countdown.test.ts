import { countdownParts } from './countdown';

describe('countdownParts (match box and matchmaking countdowns, P1 §4, §9)', () => {
  const at = new Date('2030-01-01T12:00:00.000Z').getTime();

  it('counts down in days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(at, at - (86_400 + 2 * 3600 + 3 * 60 + 4) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(countdownParts(at, at + 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('splits the time left into days, hours, minutes and seconds, never negative', () => {
    expect(countdownParts(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(0, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
