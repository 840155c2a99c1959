import type { RegistrationState, RegistrationStatus } from '@arena/shared-kit';
import {
  canUnregister,
  isClosedByAdmin,
  isSoloTournament,
  panelButton,
  teamEligibility,
  teamSizeOf,
  tournamentPhase,
  type TournamentPhase,
} from './registration-rules';

const dates = {
  registration_start_time: '2026-03-01T10:00:00.000Z',
  registration_closed_time: '2026-03-05T10:00:00.000Z',
  checking_time: '2026-03-06T09:00:00.000Z',
  starting_time: '2026-03-06T10:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('tournamentPhase', () => {
  it('walks through the five phases; each boundary belongs to the later phase', () => {
    expect(tournamentPhase(dates, at('2026-03-01T09:59:59.999Z'))).toBe('preRegistration');
    expect(tournamentPhase(dates, at('2026-03-01T10:00:00.000Z'))).toBe('registration');
    expect(tournamentPhase(dates, at('2026-03-05T09:59:59.999Z'))).toBe('registration');
    expect(tournamentPhase(dates, at('2026-03-05T10:00:00.000Z'))).toBe('postRegistration');
    expect(tournamentPhase(dates, at('2026-03-06T09:00:00.000Z'))).toBe('checking');
    expect(tournamentPhase(dates, at('2026-03-06T09:59:59.999Z'))).toBe('checking');
    expect(tournamentPhase(dates, at('2026-03-06T10:00:00.000Z'))).toBe('started');
  });
});

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

describe('team size and eligibility', () => {
  it('N is the number before "vs"', () => {
    expect(teamSizeOf('5vs5')).toBe(5);
    expect(teamSizeOf('3v3')).toBe(3);
    expect(teamSizeOf('1vs1')).toBe(1);
    expect(teamSizeOf('Free for all')).toBe(1);
    expect(isSoloTournament({ format: '1vs1' })).toBe(true);
    expect(isSoloTournament({ format: '5vs5' })).toBe(false);
  });

  it('a plain member has no permission, whatever the team size', () => {
    expect(teamEligibility({ role: 'member', membersCount: 5 }, '5vs5')).toEqual({
      ok: false,
      reason: 'noPermission',
    });
    expect(teamEligibility({ role: 'member', membersCount: 2 }, '5vs5')).toEqual({
      ok: false,
      reason: 'noPermission',
    });
  });

  it('an owner or admin needs at least N members', () => {
    expect(teamEligibility({ role: 'owner', membersCount: 4 }, '5vs5')).toEqual({
      ok: false,
      reason: 'notEnoughMembers',
      required: 5,
    });
    expect(teamEligibility({ role: 'owner', membersCount: 5 }, '5vs5')).toEqual({ ok: true });
    expect(teamEligibility({ role: 'admin', membersCount: 6 }, '5vs5')).toEqual({ ok: true });
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
