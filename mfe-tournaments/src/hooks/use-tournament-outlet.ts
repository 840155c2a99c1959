import type { Tournament } from '@arena/shared-kit';
import { useOutletContext } from 'react-router-dom';

/** What the tournament layout hands its sub-pages: the id from the address and the tournament once loaded. */
export interface TournamentOutletContext {
  id: string;
  /** Undefined while the tournament loads; sub-pages show their skeleton meanwhile. */
  tournament: Tournament | undefined;
}

export function useTournamentOutlet(): TournamentOutletContext {
  return useOutletContext<TournamentOutletContext>();
}
