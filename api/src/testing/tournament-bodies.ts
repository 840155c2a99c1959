import type { CreateTournamentBody } from '@arena/contract';

/**
 * The creation body of a bracket cup for the organizer console's tests: single elimination, 1vs1 in me1, open to
 * every skill level, registration open since an hour ago, check-in in an hour, the start in two; `at(hours)` is the
 * test clock's time that many hours on, as ISO text. `overrides` replace whole fields.
 */
export function cupBody(
  at: (hours: number) => string,
  posters: { en: string; ar: string },
  overrides: Partial<CreateTournamentBody> = {},
): CreateTournamentBody {
  return {
    name: { en: 'Test Cup', ar: 'كأس الاختبار' },
    description: { en: 'A cup.', ar: 'كأس.' },
    poster: posters,
    region: 'me1',
    format: '1vs1',
    structure: { kind: 'single_elimination', thirdPlaceMatch: false },
    skill_level: ['Iron', 'Challenger'],
    approval_required: false,
    registration_start_time: at(-1),
    registration_closed_time: at(1),
    checking_time: at(1),
    starting_time: at(2),
    ends_at: at(30),
    rules: [{ en: 'Best of one.', ar: 'جولة واحدة.' }],
    ...overrides,
  };
}
