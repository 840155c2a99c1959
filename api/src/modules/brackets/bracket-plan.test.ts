import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bracketPlan } from './bracket-plan.js';

const seeded = (type: string) => ({ type, structure: null });

describe('bracketPlan', () => {
  test('a tournament made before the console is read from its type text, as before', () => {
    assert.deepEqual(bracketPlan(seeded('Single Elimination'), 5), {
      format: 'single_elimination',
      size: 8,
      swissRounds: null,
      thirdPlaceMatch: true,
      grandFinal: 'simple',
      groups: 1,
      next: null,
    });
    assert.equal(bracketPlan(seeded('Single Elimination'), 3)?.thirdPlaceMatch, false);
    assert.deepEqual(bracketPlan(seeded('Double Elimination'), 3), {
      format: 'double_elimination',
      size: 4,
      swissRounds: null,
      thirdPlaceMatch: false,
      grandFinal: 'simple',
      groups: 1,
      next: null,
    });
    assert.deepEqual(bracketPlan(seeded('Round Robin'), 4)?.next, { format: 'single_elimination', size: 2 });
    assert.equal(bracketPlan(seeded('Round Robin'), 2)?.next, null);
    const swiss = bracketPlan(seeded('Swiss'), 16);
    assert.deepEqual([swiss?.swissRounds, swiss?.next?.size], [5, 8]);
    assert.equal(bracketPlan(seeded('Swiss'), 6)?.next, null);
    assert.equal(bracketPlan(seeded('Swiss'), 1), null);
  });

  test('a console tournament follows its structure’s settings', () => {
    const plan = (structure: Parameters<typeof bracketPlan>[0]['structure'], count: number) =>
      bracketPlan({ type: 'ignored', structure }, count);
    assert.equal(plan({ kind: 'single_elimination', thirdPlaceMatch: false }, 8)?.thirdPlaceMatch, false);
    assert.equal(plan({ kind: 'single_elimination', thirdPlaceMatch: true }, 8)?.thirdPlaceMatch, true);
    assert.equal(plan({ kind: 'single_elimination', thirdPlaceMatch: true }, 3)?.thirdPlaceMatch, false);
    assert.equal(plan({ kind: 'double_elimination', grandFinalReset: true }, 6)?.grandFinal, 'double');
    assert.equal(plan({ kind: 'double_elimination', grandFinalReset: false }, 6)?.grandFinal, 'simple');

    const groups = plan({ kind: 'round_robin', groups: 3 }, 12);
    assert.deepEqual([groups?.format, groups?.groups, groups?.next], ['round_robin', 3, null]);
    assert.equal(plan({ kind: 'round_robin', groups: 8 }, 5)?.groups, 2, 'at least two in a group');

    assert.equal(plan({ kind: 'swiss', rounds: 3 }, 10)?.swissRounds, 3);
    assert.equal(plan({ kind: 'swiss', rounds: 15 }, 6)?.swissRounds, 5, 'no more rounds than opponents');
    assert.equal(plan({ kind: 'swiss', rounds: null }, 16)?.swissRounds, 5);
    assert.equal(plan({ kind: 'swiss', rounds: null }, 16)?.next, null);

    assert.deepEqual(plan({ kind: 'groups_playoffs', groups: 4, playoffSize: 8 }, 16)?.next, {
      format: 'single_elimination',
      size: 8,
    });
    assert.equal(plan({ kind: 'groups_playoffs', groups: 1, playoffSize: null }, 6)?.next?.size, 2);
    assert.equal(plan({ kind: 'groups_playoffs', groups: 3, playoffSize: null }, 12)?.next?.size, 4);
    assert.equal(plan({ kind: 'groups_playoffs', groups: 2, playoffSize: 16 }, 6)?.next?.size, 4);

    assert.deepEqual(plan({ kind: 'swiss_playoff', rounds: 4, playoffSize: null }, 12)?.next?.size, 4);
    assert.deepEqual(plan({ kind: 'swiss_playoff', rounds: 4, playoffSize: 2 }, 12)?.next?.size, 2);
    assert.equal(plan({ kind: 'swiss_playoff', rounds: null, playoffSize: null }, 5)?.next?.size, 2);

    assert.equal(plan({ kind: 'ladder' }, 10), null);
  });
});
