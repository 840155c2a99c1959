import type { Tournament } from '@arena/shared-kit';

/** Placeholder: the registration panel of a bracket tournament (issue 4) lands here. */
export function RegistrationPanel(_props: { tournament: Tournament }) {
  return null;
}
