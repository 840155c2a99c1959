import { orderSkills, SKILL_LEVELS, skillRank } from '@arena/contract/rules';
import type { Tournament } from '@arena/shared-kit';
import { DEFAULT_FORMAT } from '../../../utils/card-labels';
import { countByTab, type ListTab, tabOf } from './list-tabs';
import type { ListSort, ListState } from './list-state';
import { matchesRegion, type PortalRegion } from './region';
import { cardStatus } from '../../../utils/tournament-stage';

/** Each tab's own order: Upcoming by starting time ascending (P1 §4), Live alike, Completed latest first. */
export const TAB_SORT: Readonly<Record<ListTab, ListSort>> = {
  live: 'starting',
  upcoming: 'starting',
  completed: '-starting',
};

/** The order the list is shown in: the one chosen, else the tab's own. */
export function effectiveSort(state: Pick<ListState, 'tab' | 'sort'>): ListSort {
  return state.sort ?? TAB_SORT[state.tab];
}

/** Players per side: the number before "vs" (`5vs5`, `5v5` → 5); the default format when missing. */
export function teamSize(format: string | null | undefined): number | null {
  const match = /^\s*(\d+)\s*v/i.exec(format || DEFAULT_FORMAT);
  return match ? Number(match[1]) : null;
}

type Filters = Pick<ListState, 'format' | 'skills' | 'type' | 'status'>;

/**
 * True when a tournament passes the filter panel: its format, any one of the chosen skill levels (a
 * tournament open to every level passes any choice), its tournament type and the stage its badge shows.
 */
export function matchesFilters(tournament: Tournament, filters: Filters, now: number): boolean {
  if (filters.format !== 'all' && teamSize(tournament.format) !== teamSize(filters.format)) return false;
  if (filters.type !== 'all' && tournament.tournament_type !== filters.type) return false;
  if (filters.status !== 'all' && cardStatus(tournament, now) !== filters.status) return false;
  const levels = (tournament.skill_level ?? []).map((level) => level.toLowerCase());
  if (
    filters.skills.length > 0 &&
    levels.length > 0 &&
    !filters.skills.some((skill) => levels.includes(skill.toLowerCase()))
  )
    return false;
  return true;
}

function time(value: string | null | undefined, missing: number): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? missing : parsed;
}

const COMPARE: Record<ListSort, (a: Tournament, b: Tournament) => number> = {
  starting: (a, b) => time(a.starting_time, Infinity) - time(b.starting_time, Infinity),
  '-starting': (a, b) => time(b.starting_time, -Infinity) - time(a.starting_time, -Infinity),
  newest: (a, b) => time(b.created_at, -Infinity) - time(a.created_at, -Infinity),
  participants: (a, b) =>
    (b.registrationStats?.totalParticipants ?? 0) - (a.registrationStats?.totalParticipants ?? 0),
};

/** A sorted copy; ties keep a stable order by id so the list never shuffles between renders. */
export function sortTournaments(tournaments: readonly Tournament[], sort: ListSort): Tournament[] {
  return [...tournaments].sort((a, b) => COMPARE[sort](a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface TournamentListView {
  /** What each tab holds in the region with the filters applied. */
  counts: Record<ListTab, number>;
  /** The current tab's tournaments, in order. */
  tournaments: Tournament[];
}

/** The list as the page shows it: region, then the filter panel, then the tab and its order. */
export function tournamentListView(
  all: readonly Tournament[],
  state: ListState,
  region: PortalRegion,
  now: number,
): TournamentListView {
  const filtered = all.filter(
    (tournament) => matchesRegion(tournament.region, region) && matchesFilters(tournament, state, now),
  );
  return {
    counts: countByTab(filtered),
    tournaments: sortTournaments(
      filtered.filter((tournament) => tabOf(tournament) === state.tab),
      effectiveSort(state),
    ),
  };
}

/** The skill-level filter's options: the ladder, then any other level the tournaments or the address name. */
export function skillOptions(tournaments: readonly Tournament[], selected: readonly string[]): string[] {
  const onLadder = (skill: string) => skillRank(skill) !== -1;
  const others = orderSkills([
    ...tournaments.flatMap((tournament) => tournament.skill_level ?? []),
    ...selected,
  ]).filter((skill) => !onLadder(skill));
  return [...SKILL_LEVELS, ...others];
}
