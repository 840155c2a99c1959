import type { TournamentPhase } from '@arena/contract/rules';
import type { RegistrationState, RegistrationStatus } from '@arena/shared-kit';
import { canUnregister, isClosedByAdmin, panelButton } from './registration-rules';

describe('panelButton', () => {
  const phases: TournamentPhase[] = [
    'preRegistration',
    'registration',
    'postRegistration',
    'checking',
    'started',
  ];

  it('not registered: one label per phase, enabled only to register in an open registration phase', () => {
    expect(phases.map((phase) => panelButton({ phase, registrationOpen: true, status: null }))).toEqual([
      { label: 'registrationOpensSoon', action: null },
      { label: 'registerNow', action: 'register' },
      { label: 'registrationClosed', action: null },
      { label: 'checkInClosed', action: null },
      { label: 'tournamentStarted', action: null },
    ]);
  });

  it('reads Registration Closed, disabled, when an admin closed registration', () => {
    expect(panelButton({ phase: 'registration', registrationOpen: false, status: null })).toEqual({
      label: 'registrationClosed',
      action: null,
    });
  });

  it('registered: Registered, then Check In during checking, then Checked In', () => {
    for (const status of ['pending', 'approved'] as RegistrationStatus[]) {
      expect(phases.map((phase) => panelButton({ phase, registrationOpen: true, status }))).toEqual([
        { label: 'registered', action: null },
        { label: 'registered', action: null },
        { label: 'registered', action: null },
        { label: 'checkIn', action: 'checkIn' },
        { label: 'registered', action: null },
      ]);
    }
    for (const phase of phases) {
      expect(panelButton({ phase, registrationOpen: true, status: 'checked-in' })).toEqual({
        label: 'checkedIn',
        action: null,
      });
    }
  });

  it('registration_open does not matter once registered', () => {
    expect(panelButton({ phase: 'checking', registrationOpen: false, status: 'pending' }).action).toBe(
      'checkIn',
    );
  });
});

describe('isClosedByAdmin', () => {
  it('only in the registration phase, for players not registered, when registration_open is false', () => {
    expect(isClosedByAdmin('registration', false, false)).toBe(true);
    expect(isClosedByAdmin('registration', true, false)).toBe(false);
    expect(isClosedByAdmin('registration', false, true)).toBe(false);
    expect(isClosedByAdmin('postRegistration', false, false)).toBe(false);
  });
});

describe('canUnregister', () => {
  const solo: RegistrationState = {
    isRegistered: true,
    registrationType: 'solo',
    registration: { id: 'r1', registrationStatus: 'pending', team: null },
    currentMatch: null,
  };
  const team: RegistrationState = {
    isRegistered: true,
    registrationType: 'team',
    registration: {
      id: 'r2',
      registrationStatus: 'approved',
      team: {
        id: 'team-1',
        name: 'Desert Falcons',
        members: [
          { userId: 'owner', role: 'owner' },
          { userId: 'admin', role: 'admin' },
          { userId: 'member', role: 'member' },
        ],
      },
    },
    currentMatch: null,
  };

  it('the solo registrant counts as owner, until the start', () => {
    expect(canUnregister(solo, 'me', 'registration')).toBe(true);
    expect(canUnregister(solo, 'me', 'checking')).toBe(true);
    expect(canUnregister(solo, 'me', 'started')).toBe(false);
  });

  it('a team: owner and admin, never a plain member', () => {
    expect(canUnregister(team, 'owner', 'registration')).toBe(true);
    expect(canUnregister(team, 'admin', 'postRegistration')).toBe(true);
    expect(canUnregister(team, 'member', 'registration')).toBe(false);
    expect(canUnregister(team, 'owner', 'started')).toBe(false);
  });

  it('nobody when not registered or signed out', () => {
    expect(
      canUnregister(
        { isRegistered: false, registrationType: null, registration: null, currentMatch: null },
        'me',
        'registration',
      ),
    ).toBe(false);
    expect(canUnregister(undefined, 'me', 'registration')).toBe(false);
    expect(canUnregister(solo, null, 'registration')).toBe(false);
  });
});
