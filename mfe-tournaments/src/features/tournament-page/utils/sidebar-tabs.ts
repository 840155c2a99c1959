import type { TournamentType } from '@arena/shared-kit';

export type TournamentTab = 'overview' | 'leaderboard' | 'bracket' | 'teams' | 'schedule' | 'faqs';

/** Path of each tab below /tournaments/{id}. */
export const TAB_PATHS: Readonly<Record<TournamentTab, string>> = {
  overview: '',
  leaderboard: 'leaderboard',
  bracket: 'bracket',
  teams: 'teams',
  schedule: 'schedule',
  faqs: 'faqs',
};

/**
 * The sidebar tabs (P1 §2): Overview; Leaderboard for matchmaking, Bracket and Teams for bracket tournaments;
 * then Schedule and FAQ.
 */
export function tabsFor(type: TournamentType): TournamentTab[] {
  return type === 'matchmaking'
    ? ['overview', 'leaderboard', 'schedule', 'faqs']
    : ['overview', 'bracket', 'teams', 'schedule', 'faqs'];
}

const TYPE_KEY = (id: string) => `arena.tournament-type.${id}`;

/** The type remembered for a tournament (P1 §2: kept in local storage per tournament), so tabs show at once. */
export function rememberedType(id: string): TournamentType | null {
  try {
    const value = window.localStorage.getItem(TYPE_KEY(id));
    return value === 'bracket' || value === 'matchmaking' ? value : null;
  } catch {
    return null;
  }
}

export function rememberType(id: string, type: TournamentType): void {
  try {
    window.localStorage.setItem(TYPE_KEY(id), type);
  } catch {
    // Storage may be full or blocked; the tabs then wait for the tournament, nothing else changes.
  }
}
