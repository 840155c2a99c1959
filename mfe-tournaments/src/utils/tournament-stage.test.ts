import type { Tournament } from '@arena/shared-kit';
import { cardButton, cardStatus, isRegistrationOpen, tournamentStage } from './tournament-stage';

const dates = {
  registration_start_time: '2026-03-01T10:00:00Z',
  registration_closed_time: '2026-03-05T10:00:00Z',
  checking_time: '2026-03-06T10:00:00Z',
  starting_time: '2026-03-06T12:00:00Z',
};
const at = (iso: string) => Date.parse(iso);

describe('tournamentStage', () => {
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

  it('skips missing or invalid dates', () => {
    expect(
      tournamentStage({ ...dates, registration_start_time: 'not a date' }, at('2026-02-28T00:00:00Z')),
    ).toBe('registration');
  });
});

describe('cardStatus', () => {
  it('shows completed tournaments as completed whatever the dates', () => {
    expect(
      cardStatus({ ...dates, status: 'completed' as Tournament['status'] }, at('2026-02-28T00:00:00Z')),
    ).toBe('completed');
    expect(
      cardStatus({ ...dates, status: 'upcoming' as Tournament['status'] }, at('2026-02-28T00:00:00Z')),
    ).toBe('upcoming');
  });
});

describe('isRegistrationOpen', () => {
  const open = { ...dates, registration_open: true };

  it('is open between registration start (inclusive) and close (exclusive) when the flag is on', () => {
    expect(isRegistrationOpen(open, at('2026-03-01T10:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(open, at('2026-03-04T00:00:00Z'))).toBe(true);
    expect(isRegistrationOpen(open, at('2026-03-05T10:00:00Z'))).toBe(false);
    expect(isRegistrationOpen(open, at('2026-02-28T00:00:00Z'))).toBe(false);
  });

  it('is closed when the organiser closed it, or when dates are invalid', () => {
    expect(isRegistrationOpen({ ...open, registration_open: false }, at('2026-03-04T00:00:00Z'))).toBe(false);
    expect(isRegistrationOpen({ ...open, registration_closed_time: '' }, at('2026-03-04T00:00:00Z'))).toBe(
      false,
    );
  });
});

describe('cardButton', () => {
  it('reads View Details for a registered player, whatever registration says', () => {
    expect(cardButton(true, true)).toBe('viewDetails');
    expect(cardButton(true, false)).toBe('viewDetails');
  });

  it('reads Register Now while registration is open, else Registration Closed', () => {
    expect(cardButton(false, true)).toBe('registerNow');
    expect(cardButton(false, false)).toBe('registrationClosed');
  });
});
