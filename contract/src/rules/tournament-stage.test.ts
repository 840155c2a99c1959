import { tournamentStage } from './tournament-stage.js';

const at = (iso: string) => Date.parse(iso);

describe('tournamentStage', () => {
  const dates = {
    registration_start_time: '2026-03-01T10:00:00Z',
    registration_closed_time: '2026-03-05T10:00:00Z',
    checking_time: '2026-03-06T10:00:00Z',
    starting_time: '2026-03-06T12:00:00Z',
  };

  it('is Upcoming before registration starts', () => {
    expect(tournamentStage(dates, at('2026-02-28T00:00:00Z'))).toBe('upcoming');
  });

  it('is Registration Phase from registration start until check-in time', () => {
    expect(tournamentStage(dates, at('2026-03-01T10:00:00Z'))).toBe('registration');
    // After registration closes but before check-in it is still the registration phase on the list.
    expect(tournamentStage(dates, at('2026-03-05T12:00:00Z'))).toBe('registration');
  });

  it('is Check-in Phase from check-in time until the start', () => {
    expect(tournamentStage(dates, at('2026-03-06T10:00:00Z'))).toBe('checkIn');
    expect(tournamentStage(dates, at('2026-03-06T11:59:59Z'))).toBe('checkIn');
  });

  it('is Tournament in Progress from the start on', () => {
    expect(tournamentStage(dates, at('2026-03-06T12:00:00Z'))).toBe('inProgress');
  });

  it('runs a matchmaking ladder from its start to its end: its registration close is its end', () => {
    const ladder = {
      ...dates,
      checking_time: dates.starting_time,
      registration_closed_time: '2026-03-20T00:00:00Z',
    };
    expect(tournamentStage(ladder, at('2026-03-06T11:59:59Z'))).toBe('registration');
    expect(tournamentStage(ladder, at('2026-03-10T00:00:00Z'))).toBe('inProgress');
  });

  it('skips missing or invalid dates', () => {
    expect(
      tournamentStage({ ...dates, registration_start_time: 'not a date' }, at('2026-02-28T00:00:00Z')),
    ).toBe('registration');
  });
});
