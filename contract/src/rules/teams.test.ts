import { isSoloFormat, isTeamManager, teamEligibility, teamSizeOf } from './teams.js';

describe('team size and eligibility', () => {
  it('N is the number before "vs"', () => {
    expect(teamSizeOf('5vs5')).toBe(5);
    expect(teamSizeOf('1vs1')).toBe(1);
    expect(teamSizeOf('3v3')).toBe(3);
    expect(teamSizeOf(' 2 vs 2')).toBe(2);
    expect(teamSizeOf('Free for all')).toBe(1);
    expect(teamSizeOf('0vs0')).toBe(1);
    expect(isSoloFormat('1vs1')).toBe(true);
    expect(isSoloFormat('5vs5')).toBe(false);
  });

  it('owners and admins manage a team’s registrations, members do not', () => {
    expect(isTeamManager('owner')).toBe(true);
    expect(isTeamManager('admin')).toBe(true);
    expect(isTeamManager('member')).toBe(false);
    expect(isTeamManager(undefined)).toBe(false);
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
