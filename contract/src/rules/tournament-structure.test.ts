import {
  scheduleProblem,
  STRUCTURE_KINDS,
  structureTournamentType,
  structureTypeText,
} from './tournament-structure.js';

describe('structureTypeText', () => {
  it('gives every structure one of the five type texts the tournament page translates', () => {
    const known = ['Single Elimination', 'Double Elimination', 'Round Robin', 'Swiss', 'Matchmaking'];
    for (const kind of STRUCTURE_KINDS) expect(known).toContain(structureTypeText(kind));
    expect(structureTypeText('groups_playoffs')).toBe('Round Robin');
    expect(structureTypeText('swiss_playoff')).toBe('Swiss');
  });

  it('only a ladder is a matchmaking tournament', () => {
    expect(STRUCTURE_KINDS.filter((kind) => structureTournamentType(kind) === 'matchmaking')).toEqual([
      'ladder',
    ]);
  });
});

describe('scheduleProblem', () => {
  const bracket = {
    registration_start_time: '2026-03-01T10:00:00Z',
    registration_closed_time: '2026-03-05T10:00:00Z',
    checking_time: '2026-03-05T10:00:00Z',
    starting_time: '2026-03-06T12:00:00Z',
    ends_at: '2026-03-06T20:00:00Z',
  };

  it('accepts a bracket whose check-in opens when registration closes', () => {
    expect(scheduleProblem(bracket, 'bracket')).toBeNull();
  });

  it('names the first date out of order and the one it must follow', () => {
    expect(
      scheduleProblem({ ...bracket, registration_closed_time: bracket.registration_start_time }, 'bracket'),
    ).toEqual({ field: 'registration_closed_time', after: 'registration_start_time', orEqual: false });
    expect(scheduleProblem({ ...bracket, checking_time: '2026-03-04T10:00:00Z' }, 'bracket')).toEqual({
      field: 'checking_time',
      after: 'registration_closed_time',
      orEqual: true,
    });
    expect(scheduleProblem({ ...bracket, starting_time: bracket.checking_time }, 'bracket')?.field).toBe(
      'starting_time',
    );
    // Two dates out of order: the earlier field is named.
    expect(
      scheduleProblem(
        { ...bracket, checking_time: '2026-03-04T10:00:00Z', ends_at: '2026-03-01T00:00:00Z' },
        'bracket',
      )?.field,
    ).toBe('checking_time');
  });

  it('reads a ladder by its registration start, start and end only', () => {
    const ladder = {
      ...bracket,
      registration_closed_time: '2020-01-01T00:00:00Z',
      checking_time: '2020-01-01T00:00:00Z',
    };
    expect(scheduleProblem(ladder, 'matchmaking')).toBeNull();
    expect(scheduleProblem({ ...ladder, ends_at: ladder.starting_time }, 'matchmaking')).toEqual({
      field: 'ends_at',
      after: 'starting_time',
      orEqual: false,
    });
  });
});
