import { orderSkills } from '@arena/contract/rules';
import type { TournamentType } from '@arena/shared-kit';
import { DEFAULT_TAB, type ListTab, parseTab } from './list-tabs';
import { parseRegion, type PortalRegion } from './region';
import type { CardStatus } from '../../../utils/tournament-stage';

export type FormatFilter = 'all' | '1vs1' | '5vs5';
export type TypeFilter = 'all' | TournamentType;
/** The status filter: the stage the card's badge shows (P1 §4), or Completed. */
export type StatusFilter = 'all' | CardStatus;
export type ListSort = 'starting' | '-starting' | 'newest' | 'participants';

export const FORMAT_FILTERS: readonly FormatFilter[] = ['all', '1vs1', '5vs5'];
export const TYPE_FILTERS: readonly TypeFilter[] = ['all', 'matchmaking', 'bracket'];
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  'upcoming',
  'registration',
  'checkIn',
  'inProgress',
  'completed',
];
export const LIST_SORTS: readonly ListSort[] = ['starting', '-starting', 'newest', 'participants'];

/** Every choice of the list page; all of it lives in the address so a filtered list can be shared. */
export interface ListState {
  tab: ListTab;
  /** The region the address names; null lets the selection rule decide (see `selectRegion`). */
  region: PortalRegion | null;
  format: FormatFilter;
  /** Skill levels to match, any of them (multi-select). */
  skills: string[];
  type: TypeFilter;
  status: StatusFilter;
  /** Null: the tab's own order (Upcoming by starting time ascending, P1 §4). */
  sort: ListSort | null;
}

export const DEFAULT_LIST_STATE: ListState = {
  tab: DEFAULT_TAB,
  region: null,
  format: 'all',
  skills: [],
  type: 'all',
  status: 'all',
  sort: null,
};

/** The query keys the list owns; any other parameter of the address is left alone. */
const KEYS = ['tab', 'region', 'format', 'skill', 'type', 'status', 'sort'] as const;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | null {
  return options.find((option) => option === value) ?? null;
}

/** Reads the list's choices from the address; unknown or malformed values fall back to the defaults. */
export function parseListState(params: URLSearchParams): ListState {
  const skills = params
    .getAll('skill')
    .flatMap((value) => value.split(','))
    .filter((skill) => skill.trim().length <= 40);
  return {
    tab: parseTab(params.get('tab')) ?? DEFAULT_LIST_STATE.tab,
    region: parseRegion(params.get('region')),
    format: oneOf(FORMAT_FILTERS, params.get('format')) ?? 'all',
    skills: orderSkills(skills),
    type: oneOf(TYPE_FILTERS, params.get('type')) ?? 'all',
    status: oneOf(STATUS_FILTERS, params.get('status')) ?? 'all',
    sort: oneOf(LIST_SORTS, params.get('sort')),
  };
}

/**
 * The address query for `state`: defaults are left out, the list's own keys come after any other parameters of
 * `base` (kept as they are), skill levels repeat (`skill=Gold&skill=Silver`) in ladder order.
 */
export function listStateToParams(state: ListState, base?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of KEYS) params.delete(key);
  if (state.tab !== DEFAULT_LIST_STATE.tab) params.set('tab', state.tab);
  if (state.region) params.set('region', state.region);
  if (state.format !== 'all') params.set('format', state.format);
  for (const skill of orderSkills(state.skills)) params.append('skill', skill);
  if (state.type !== 'all') params.set('type', state.type);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.sort) params.set('sort', state.sort);
  return params;
}

/** One removable chip of the filter panel. */
export type ActiveFilter =
  | { kind: 'format'; value: Exclude<FormatFilter, 'all'> }
  | { kind: 'skill'; value: string }
  | { kind: 'type'; value: Exclude<TypeFilter, 'all'> }
  | { kind: 'status'; value: Exclude<StatusFilter, 'all'> }
  | { kind: 'sort'; value: ListSort };

/** The chips for the filter panel's choices that differ from the defaults, in the panel's order. */
export function activeFilters(state: ListState): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (state.format !== 'all') chips.push({ kind: 'format', value: state.format });
  for (const skill of state.skills) chips.push({ kind: 'skill', value: skill });
  if (state.type !== 'all') chips.push({ kind: 'type', value: state.type });
  if (state.status !== 'all') chips.push({ kind: 'status', value: state.status });
  if (state.sort) chips.push({ kind: 'sort', value: state.sort });
  return chips;
}

/** `state` without one chip's choice. */
export function removeFilter(state: ListState, filter: ActiveFilter): ListState {
  switch (filter.kind) {
    case 'format':
      return { ...state, format: 'all' };
    case 'skill':
      return { ...state, skills: state.skills.filter((skill) => skill !== filter.value) };
    case 'type':
      return { ...state, type: 'all' };
    case 'status':
      return { ...state, status: 'all' };
    case 'sort':
      return { ...state, sort: null };
  }
}

/** Clear All: every filter-panel choice back to its default; the tab and the region stay. */
export function clearFilters(state: ListState): ListState {
  return { ...DEFAULT_LIST_STATE, tab: state.tab, region: state.region };
}
