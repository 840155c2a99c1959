/** The steps of the onboarding tour (DESIGN §3), in order; `page` links a step to the route it describes. */
export interface TourStep {
  key: 'welcome' | 'pass' | 'tournaments' | 'team' | 'loyalty' | 'help';
  page?: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  { key: 'welcome' },
  { key: 'pass', page: '/me-pass' },
  { key: 'tournaments', page: '/tournaments' },
  { key: 'team', page: '/account/teams' },
  { key: 'loyalty', page: '/loyalty-leaderboard' },
  { key: 'help' },
];

/** The tour is offered once per player on this device: finished or declined, it is not offered again. */
export const tourDoneKey = (userId: string) => `arena.tour.done.${userId}`;

export function isTourDone(userId: string, storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return storage.getItem(tourDoneKey(userId)) === '1';
  } catch {
    return true;
  }
}

export function markTourDone(userId: string, storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(tourDoneKey(userId), '1');
  } catch {
    // Storage refused (private mode): the prompt shows again next visit, nothing else breaks.
  }
}
