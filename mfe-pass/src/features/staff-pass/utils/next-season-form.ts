import type { RewardSeasonBody } from '@arena/contract';
import { PASS_SEASON_LIMITS } from '@arena/contract/rules';

/** The next season's form: its name in both languages and its first and last days (`YYYY-MM-DD`). */
export interface NextSeasonFormValues {
  nameEn: string;
  nameAr: string;
  startsOn: string;
  endsOn: string;
}

export type NextSeasonField = keyof NextSeasonFormValues;
export type NextSeasonProblem = 'required' | 'tooLong' | 'badDate' | 'endBeforeStart' | 'refused';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight at the start of a `YYYY-MM-DD` day in the browser's time zone; null for anything else. */
export function dayStart(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with each field (none: the form can be sent). The season ends at the end of its last day. */
export function nextSeasonProblems(values: NextSeasonFormValues): Map<NextSeasonField, NextSeasonProblem> {
  const problems = new Map<NextSeasonField, NextSeasonProblem>();
  for (const field of ['nameEn', 'nameAr'] as const) {
    const name = values[field].trim();
    if (name === '') problems.set(field, 'required');
    else if (name.length > PASS_SEASON_LIMITS.seasonName) problems.set(field, 'tooLong');
  }
  const start = dayStart(values.startsOn);
  const end = dayStart(values.endsOn);
  if (values.startsOn === '') problems.set('startsOn', 'required');
  else if (!start) problems.set('startsOn', 'badDate');
  if (values.endsOn === '') problems.set('endsOn', 'required');
  else if (!end) problems.set('endsOn', 'badDate');
  else if (start && end < start) problems.set('endsOn', 'endBeforeStart');
  return problems;
}

/** The body of POST /v1/admin/pass/seasons: from the first day's start to the end of the last day. */
export function nextSeasonBody(values: NextSeasonFormValues): RewardSeasonBody {
  const start = dayStart(values.startsOn);
  const end = dayStart(values.endsOn);
  if (!start || !end) throw new Error('The form has problems');
  const endOfLastDay = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
  return {
    name: { en: values.nameEn.trim(), ar: values.nameAr.trim() },
    startsAt: start.toISOString(),
    endsAt: endOfLastDay.toISOString(),
  };
}

/** The form field a 400 names (`name.en`, `startsAt`...), or null. */
export function nextSeasonFieldOf(path: string): NextSeasonField | null {
  const fields: Record<string, NextSeasonField> = {
    'name.en': 'nameEn',
    'name.ar': 'nameAr',
    startsAt: 'startsOn',
    endsAt: 'endsOn',
  };
  return fields[path] ?? null;
}
