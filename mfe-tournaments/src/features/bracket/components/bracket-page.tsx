import type { Tournament } from '@arena/shared-kit';

/** Placeholder: the bracket page (issue 4) lands here. */
export function BracketPage(_props: { tournament: Tournament }) {
  return null;
}
