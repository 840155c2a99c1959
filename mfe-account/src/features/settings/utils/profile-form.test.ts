import type { User } from '@arena/shared-kit';
import { testUser } from '../../../testing/fixtures';
import { displayNameProblem, isAcceptableEmail, profileFormValuesOf, profileUpdateOf } from './profile-form';

describe('profile form values', () => {
  it('reads the user into the form', () => {
    const user: User = { ...testUser, email: null, isProfileVisible: false, notificationPreferences: 2 };
    expect(profileFormValuesOf(user)).toEqual({
      displayName: 'Falcon',
      location: 'Saudi Arabia',
      email: '',
      visibility: 'private',
      notifications: { tournaments: true, challenges: true, rewards: false },
    });
  });

  it('builds the update body: trimmed, blank email as null, ticked boxes counted', () => {
    expect(
      profileUpdateOf({
        displayName: '  Desert Hawk ',
        location: null,
        email: '   ',
        visibility: 'public',
        notifications: { tournaments: false, challenges: true, rewards: true },
      }),
    ).toEqual({
      displayName: 'Desert Hawk',
      location: null,
      email: null,
      isProfileVisible: true,
      notificationPreferences: 2,
    });
  });
});

describe('profile form checks', () => {
  it('wants a display name of 3 to 32 characters once trimmed', () => {
    expect(displayNameProblem('   ')).toBe('required');
    expect(displayNameProblem(' ab ')).toBe('length');
    expect(displayNameProblem('a'.repeat(33))).toBe('length');
    expect(displayNameProblem(' abc ')).toBeNull();
    expect(displayNameProblem('a'.repeat(32))).toBeNull();
  });

  it('accepts a blank email or one that looks like an address', () => {
    expect(isAcceptableEmail('')).toBe(true);
    expect(isAcceptableEmail('falcon@example.com')).toBe(true);
    expect(isAcceptableEmail('falcon@example')).toBe(false);
    expect(isAcceptableEmail('not an email')).toBe(false);
  });
});
