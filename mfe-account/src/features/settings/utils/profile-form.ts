import type { ProfileUpdate, User } from '@arena/shared-kit';
import {
  notificationChoicesOf,
  notificationPreferencesOf,
  type NotificationChoices,
} from './notification-preferences';

/** Display name length after trimming (the API's rule). */
export const DISPLAY_NAME_LENGTH = { min: 3, max: 32 } as const;

/** What the settings form edits. */
export interface ProfileFormValues {
  displayName: string;
  /** A country name from GET /v1/general/countries, or null for none. */
  location: string | null;
  email: string;
  visibility: 'public' | 'private';
  notifications: NotificationChoices;
}

export function profileFormValuesOf(user: User): ProfileFormValues {
  return {
    displayName: user.displayName,
    location: user.location,
    email: user.email ?? '',
    visibility: user.isProfileVisible ? 'public' : 'private',
    notifications: notificationChoicesOf(user.notificationPreferences),
  };
}

/** The body of PUT /v1/user/me/profile: trimmed texts, no email as null, the ticked boxes counted. */
export function profileUpdateOf(values: ProfileFormValues): ProfileUpdate {
  const email = values.email.trim();
  return {
    displayName: values.displayName.trim(),
    location: values.location,
    email: email || null,
    isProfileVisible: values.visibility === 'public',
    notificationPreferences: notificationPreferencesOf(values.notifications),
  };
}

export type DisplayNameProblem = 'required' | 'length';

export function displayNameProblem(value: string): DisplayNameProblem | null {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < DISPLAY_NAME_LENGTH.min || length > DISPLAY_NAME_LENGTH.max) return 'length';
  return null;
}

/** A blank email is allowed (none); anything else must look like name@domain.tld. */
export function isAcceptableEmail(value: string): boolean {
  const email = value.trim();
  return email === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}
