import type { RegisteredTournament } from '@arena/shared-kit';
import { DAY, iso, makeTournament } from '../../../testing/fixtures';
import { registeredPanelEntries, registrationsById } from './registration';

const entry = (id: string, registrationStatus: RegisteredTournament['registrationStatus'] = 'approved') => ({
  id,
  registrationStatus,
  registrationDate: iso(-DAY),
  starting_time: iso(DAY),
});

describe('registeredPanelEntries', () => {
  const tournaments = [
    makeTournament({ id: 'later', status: 'upcoming', starting_time: iso(5 * DAY) }),
    makeTournament({ id: 'soon', status: 'check-in', starting_time: iso(DAY / 2) }),
    makeTournament({ id: 'live', status: 'in-progress', starting_time: iso(-DAY / 4) }),
    makeTournament({ id: 'done', status: 'completed', starting_time: iso(-9 * DAY) }),
    makeTournament({ id: 'not-mine', status: 'upcoming' }),
  ];

  it('keeps the registered live and upcoming tournaments, soonest start first', () => {
    const entries = registeredPanelEntries(
      [
        entry('later', 'pending'),
        entry('done'),
        entry('live', 'checked-in'),
        entry('soon'),
        entry('elsewhere'),
      ],
      tournaments,
    );
    expect(entries.map(({ tournament }) => tournament.id)).toEqual(['live', 'soon', 'later']);
    expect(entries.map(({ registration }) => registration.registrationStatus)).toEqual([
      'checked-in',
      'approved',
      'pending',
    ]);
  });

  it('is empty without registrations', () => {
    expect(registeredPanelEntries([], tournaments)).toEqual([]);
    expect(registeredPanelEntries(undefined, tournaments)).toEqual([]);
  });
});

describe('registrationsById', () => {
  it('finds a registration by tournament id', () => {
    const byId = registrationsById([entry('a', 'rejected')]);
    expect(byId.get('a')?.registrationStatus).toBe('rejected');
    expect(byId.get('b')).toBeUndefined();
    expect(registrationsById(undefined).size).toBe(0);
  });
});
