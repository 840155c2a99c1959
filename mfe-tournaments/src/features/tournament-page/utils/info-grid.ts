import type { Locale, Tournament } from '@arena/shared-kit';
import { DEFAULT_FORMAT, prizePoolLabel } from '../../../utils/card-labels';

/** The info grid's defaults (P1 §9). */
export const DEFAULT_GAME_MODE = "Summoner's Rift";
export const DEFAULT_TYPE = 'Single Elimination';

export interface TournamentInfo {
  gameMode: string;
  format: string;
  /** The bracket type as stored (`Single Elimination`); the page translates the ones it knows. */
  type: string;
  /** `10,000 USD` in the locale's digits; `0 USD` when not set. */
  rewards: string;
  skillLevels: string[];
}

const filled = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

/** Game mode, format, type, rewards and skill levels, each with its default when missing. */
export function tournamentInfo(
  tournament: Pick<Tournament, 'game_mode' | 'format' | 'type' | 'prizepool_format' | 'skill_level'>,
  locale: Locale,
): TournamentInfo {
  return {
    gameMode: filled(tournament.game_mode, DEFAULT_GAME_MODE),
    format: filled(tournament.format, DEFAULT_FORMAT),
    type: filled(tournament.type, DEFAULT_TYPE),
    rewards: prizePoolLabel(tournament.prizepool_format, locale),
    skillLevels: (tournament.skill_level ?? []).filter((level) => level.trim() !== ''),
  };
}

/** The rulebook link (information.additionalInfo), only when it is a web address. */
export function rulebookUrl(tournament: Pick<Tournament, 'information'>): string | null {
  const value = tournament.information?.additionalInfo?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
