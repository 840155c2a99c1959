import { acceptsRegistrations, isRegistrationWindow } from './registration-window.js';

const at = (iso: string) => Date.parse(iso);

describe('isRegistrationWindow (a matchmaking ladder)', () => {
  const dates = { registration_start_time: '2025-02-20T00:00:00Z', starting_time: '2025-03-01T10:00:00Z' };

  it('runs from the registration start up to, not including, the starting time', () => {
    expect(isRegistrationWindow(dates, at('2025-02-19T23:59:59Z'))).toBe(false);
    expect(isRegistrationWindow(dates, at('2025-02-20T00:00:00Z'))).toBe(true);
    expect(isRegistrationWindow(dates, at('2025-03-01T09:59:59Z'))).toBe(true);
    expect(isRegistrationWindow(dates, new Date('2025-03-01T10:00:00Z'))).toBe(false);
  });
});

describe('acceptsRegistrations', () => {
  const bracket = {
    tournament_type: 'bracket' as const,
    registration_open: true,
    registration_start_time: '2026-03-01T10:00:00Z',
    registration_closed_time: '2026-03-05T10:00:00Z',
    checking_time: '2026-03-06T10:00:00Z',
    starting_time: '2026-03-06T12:00:00Z',
  };

  it('a bracket: between registration start (inclusive) and close (exclusive) while the flag is on', () => {
    expect(acceptsRegistrations(bracket, at('2026-03-01T10:00:00Z'))).toBe(true);
    expect(acceptsRegistrations(bracket, at('2026-03-04T00:00:00Z'))).toBe(true);
    expect(acceptsRegistrations(bracket, at('2026-03-05T10:00:00Z'))).toBe(false);
    expect(acceptsRegistrations(bracket, at('2026-02-28T00:00:00Z'))).toBe(false);
  });

  it('none when an admin closed registration, or when a date is invalid', () => {
    expect(
      acceptsRegistrations({ ...bracket, registration_start_time: 'soon' }, at('2026-03-04T00:00:00Z')),
    ).toBe(false);
    expect(acceptsRegistrations({ ...bracket, registration_open: false }, at('2026-03-04T00:00:00Z'))).toBe(
      false,
    );
    expect(
      acceptsRegistrations({ ...bracket, registration_closed_time: '' }, at('2026-03-04T00:00:00Z')),
    ).toBe(false);
  });

  it('a matchmaking ladder: from registration start until its starting time, as the API registers players', () => {
    const ladder = {
      ...bracket,
      tournament_type: 'matchmaking' as const,
      // A ladder's registration_closed_time is its end, after the start; the queue runs in between.
      checking_time: '2026-03-06T12:00:00Z',
      registration_closed_time: '2026-03-20T00:00:00Z',
    };
    expect(acceptsRegistrations(ladder, at('2026-03-06T11:59:59Z'))).toBe(true);
    expect(acceptsRegistrations(ladder, at('2026-03-06T12:00:00Z'))).toBe(false);
    expect(acceptsRegistrations(ladder, at('2026-03-10T00:00:00Z'))).toBe(false);
  });
});
