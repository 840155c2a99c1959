import { registrationState } from './registration-state';

describe('registrationState', () => {
  it('is open or closed by an admin until the tournament is completed, then completed whatever the switch', () => {
    expect(registrationState({ status: 'upcoming', registration_open: true })).toBe('open');
    expect(registrationState({ status: 'in-progress', registration_open: false })).toBe('closedByAdmin');
    expect(registrationState({ status: 'completed', registration_open: true })).toBe('completed');
    expect(registrationState({ status: 'completed', registration_open: false })).toBe('completed');
  });
});
