import type { Tournament } from '@arena/shared-kit';
import { cardButton, cardStatus } from './tournament-stage';

const dates = {
  registration_start_time: '2026-03-01T10:00:00Z',
  registration_closed_time: '2026-03-05T10:00:00Z',
  checking_time: '2026-03-06T10:00:00Z',
  starting_time: '2026-03-06T12:00:00Z',
};
const at = (iso: string) => Date.parse(iso);

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
