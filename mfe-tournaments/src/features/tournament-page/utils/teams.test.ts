import { isSoloFormat, participantsView, registrationBadge } from './teams';

describe('isSoloFormat', () => {
  it('1vs1 is solo; 5vs5 and 2v2 are teams; no number means solo', () => {
    expect(isSoloFormat('1vs1')).toBe(true);
    expect(isSoloFormat('5vs5')).toBe(false);
    expect(isSoloFormat('2v2')).toBe(false);
    expect(isSoloFormat('')).toBe(true);
    expect(isSoloFormat(undefined)).toBe(true);
  });
});

describe('participantsView', () => {
  it('reads the players shape and the teams shape', () => {
    expect(participantsView({ format: '1vs1', players: [], playersCount: 0 })).toEqual({
      kind: 'players',
      format: '1vs1',
      count: 0,
      entries: [],
    });
    expect(participantsView({ format: '5vs5', teams: [], teamsCount: 3 })).toMatchObject({
      kind: 'teams',
      count: 3,
    });
  });
});

describe('registrationBadge', () => {
  it('pending reads Registered in yellow, approved green, rejected red, checked-in blue (P1 §4)', () => {
    expect(registrationBadge('pending')).toEqual({ label: 'teams.status.registered', tone: 'warning' });
    expect(registrationBadge('approved')).toEqual({ label: 'teams.status.approved', tone: 'success' });
    expect(registrationBadge('rejected')).toEqual({ label: 'teams.status.rejected', tone: 'danger' });
    expect(registrationBadge('checked-in')).toEqual({ label: 'teams.status.checkedIn', tone: 'info' });
  });
});
