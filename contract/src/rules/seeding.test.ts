import { manualOrderProblem, seedByPoints, seedRandomly } from './seeding.js';

const entrant = (registrationId: string, points: number | null, registeredAt: string) => ({
  registrationId,
  points,
  registeredAt,
});

describe('seedByPoints', () => {
  it('puts the most points first, those without points last, ties in registration order', () => {
    const entrants = [
      entrant('late-none', null, '2026-03-01T12:00:00Z'),
      entrant('early-none', null, '2026-03-01T09:00:00Z'),
      entrant('low', 980, '2026-03-01T08:00:00Z'),
      entrant('tie-late', 1040, '2026-03-01T11:00:00Z'),
      entrant('tie-early', 1040, '2026-03-01T10:00:00Z'),
      entrant('top', 1180, '2026-03-01T13:00:00Z'),
    ];
    expect(seedByPoints(entrants).map((item) => item.registrationId)).toEqual([
      'top',
      'tie-early',
      'tie-late',
      'low',
      'early-none',
      'late-none',
    ]);
    expect(entrants[0]!.registrationId).toBe('late-none');
  });

  it('breaks a tie of the same moment by registration id', () => {
    const at = '2026-03-01T10:00:00Z';
    expect(
      seedByPoints([entrant('b', 1000, at), entrant('a', 1000, at)]).map((item) => item.registrationId),
    ).toEqual(['a', 'b']);
  });
});

describe('seedRandomly', () => {
  it('is a permutation drawn from the given numbers', () => {
    const drawn: number[] = [];
    const order = seedRandomly(['a', 'b', 'c', 'd'], (below) => {
      drawn.push(below);
      return 0;
    });
    expect(drawn).toEqual([4, 3, 2]);
    expect(order).toEqual(['b', 'c', 'd', 'a']);
    expect([...order].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves one entrant or none as it is', () => {
    expect(seedRandomly(['a'], () => 0)).toEqual(['a']);
    expect(seedRandomly([], () => 0)).toEqual([]);
  });
});

describe('manualOrderProblem', () => {
  const entrants = ['a', 'b', 'c'];

  it('takes every entrant exactly once, in any order', () => {
    expect(manualOrderProblem(['c', 'a', 'b'], entrants)).toBeNull();
  });

  it('names a registration listed twice, one that is not an entrant, or an entrant left out', () => {
    expect(manualOrderProblem(['a', 'a', 'b', 'c'], entrants)).toEqual({
      kind: 'duplicate',
      registrationId: 'a',
    });
    expect(manualOrderProblem(['a', 'x', 'b'], entrants)).toEqual({ kind: 'unknown', registrationId: 'x' });
    expect(manualOrderProblem(['a', 'c'], entrants)).toEqual({ kind: 'missing', registrationId: 'b' });
    expect(manualOrderProblem([], entrants)).toEqual({ kind: 'missing', registrationId: 'a' });
  });
});
