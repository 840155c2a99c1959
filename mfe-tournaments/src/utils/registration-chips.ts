import type { BadgeTone, RegistrationStatus } from '@arena/shared-kit';

/** The registration chip (P1 §4): pending reads Registered in yellow, approved green, rejected red, checked-in blue. */
export const REGISTRATION_CHIPS: Readonly<
  Record<RegistrationStatus, { label: 'registered' | 'approved' | 'rejected' | 'checkedIn'; tone: BadgeTone }>
> = {
  pending: { label: 'registered', tone: 'warning' },
  approved: { label: 'approved', tone: 'success' },
  rejected: { label: 'rejected', tone: 'danger' },
  'checked-in': { label: 'checkedIn', tone: 'info' },
};
