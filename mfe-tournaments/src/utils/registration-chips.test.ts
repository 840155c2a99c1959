import { REGISTRATION_CHIPS } from './registration-chips';

describe('REGISTRATION_CHIPS', () => {
  it('pending reads Registered in yellow; approved green, rejected red, checked-in Checked In in blue', () => {
    expect(REGISTRATION_CHIPS.pending).toEqual({ label: 'registered', tone: 'warning' });
    expect(REGISTRATION_CHIPS.approved).toEqual({ label: 'approved', tone: 'success' });
    expect(REGISTRATION_CHIPS.rejected).toEqual({ label: 'rejected', tone: 'danger' });
    expect(REGISTRATION_CHIPS['checked-in']).toEqual({ label: 'checkedIn', tone: 'info' });
  });
});
