import type { Tournament } from '@arena/shared-kit';

/** The list's tabs (P1 §4): Live, Upcoming (the default) and Completed. */
export type ListTab = 'live' | 'upcoming' | 'completed';

export const LIST_TABS: readonly ListTab[] = ['live', 'upcoming', 'completed'];

export const DEFAULT_TAB: ListTab = 'upcoming';

// Statuses as the server names them; `on-going` and `live` are other readings of in progress (P1 §4).
const TAB_BY_STATUS: Readonly<Record<string, ListTab>> = {
  'in-progress': 'live',
  'on-going': 'live',
  live: 'live',
  upcoming: 'upcoming',
  'check-in': 'upcoming',
  completed: 'completed',
};

/** Live = in progress; Upcoming = upcoming or check-in; Completed = completed; null for an unknown status. */
export function tabOf(tournament: Pick<Tournament, 'status'>): ListTab | null {
  return TAB_BY_STATUS[String(tournament.status).toLowerCase()] ?? null;
}

export function parseTab(value: string | null | undefined): ListTab | null {
  return LIST_TABS.find((tab) => tab === value) ?? null;
}

/** How many of `tournaments` each tab holds. */
export function countByTab(tournaments: readonly Pick<Tournament, 'status'>[]): Record<ListTab, number> {
  const counts: Record<ListTab, number> = { live: 0, upcoming: 0, completed: 0 };
  for (const tournament of tournaments) {
    const tab = tabOf(tournament);
    if (tab) counts[tab] += 1;
  }
  return counts;
}
