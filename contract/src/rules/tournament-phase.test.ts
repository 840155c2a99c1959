import { tournamentPhase } from './tournament-phase.js';

const at = (iso: string) => Date.parse(iso);
/** A schedule: registration start, registration close, checking time, starting time. */
const schedule = (start: string, close: string, checking: string, starting: string) => ({
  registration_start_time: start,
  registration_closed_time: close,
  checking_time: checking,
  starting_time: starting,
});

describe('tournamentPhase', () => {
  const dates = schedule(
    '2026-03-01T10:00:00.000Z',
    '2026-03-05T10:00:00.000Z',
    '2026-03-06T09:00:00.000Z',
    '2026-03-06T10:00:00.000Z',
  );

  it('walks through the five phases; each boundary belongs to the later phase', () => {
    expect(tournamentPhase(dates, at('2026-03-01T09:59:59.999Z'))).toBe('preRegistration');
    expect(tournamentPhase(dates, at('2026-03-01T10:00:00.000Z'))).toBe('registration');
    expect(tournamentPhase(dates, at('2026-03-05T09:59:59.999Z'))).toBe('registration');
    expect(tournamentPhase(dates, at('2026-03-05T10:00:00.000Z'))).toBe('postRegistration');
    expect(tournamentPhase(dates, at('2026-03-06T09:00:00.000Z'))).toBe('checking');
    expect(tournamentPhase(dates, at('2026-03-06T09:59:59.999Z'))).toBe('checking');
    expect(tournamentPhase(dates, at('2026-03-06T10:00:00.000Z'))).toBe('started');
    expect(tournamentPhase(dates, at('2027-01-01T00:00:00Z'))).toBe('started');
  });

  it('reads the API’s Dates the same way', () => {
    const rows = {
      registration_start_time: new Date(dates.registration_start_time),
      registration_closed_time: new Date(dates.registration_closed_time),
      checking_time: new Date(dates.checking_time),
      starting_time: new Date(dates.starting_time),
    };
    expect(tournamentPhase(rows, new Date('2026-03-05T09:59:59Z'))).toBe('registration');
    expect(tournamentPhase(rows, new Date('2026-03-05T10:00:00Z'))).toBe('postRegistration');
  });
});
