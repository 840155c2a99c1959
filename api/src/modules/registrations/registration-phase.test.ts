import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSoloFormat, teamSizeOf, tournamentPhase } from './registration-phase.js';

const schedule = {
  registration_start_time: new Date('2026-03-01T10:00:00Z'),
  registration_closed_time: new Date('2026-03-05T10:00:00Z'),
  checking_time: new Date('2026-03-06T09:00:00Z'),
  starting_time: new Date('2026-03-06T10:00:00Z'),
};

test('the phase follows the dates; each boundary belongs to the later phase', () => {
  const at = (iso: string) => tournamentPhase(schedule, new Date(iso));
  assert.equal(at('2026-03-01T09:59:59.999Z'), 'pre-registration');
  assert.equal(at('2026-03-01T10:00:00Z'), 'registration');
  assert.equal(at('2026-03-05T09:59:59Z'), 'registration');
  assert.equal(at('2026-03-05T10:00:00Z'), 'post-registration');
  assert.equal(at('2026-03-06T09:00:00Z'), 'checking');
  assert.equal(at('2026-03-06T09:59:59Z'), 'checking');
  assert.equal(at('2026-03-06T10:00:00Z'), 'started');
  assert.equal(at('2027-01-01T00:00:00Z'), 'started');
});

test('the team size is the number before "vs"', () => {
  assert.equal(teamSizeOf('5vs5'), 5);
  assert.equal(teamSizeOf('1vs1'), 1);
  assert.equal(teamSizeOf('3v3'), 3);
  assert.equal(teamSizeOf(' 2 vs 2'), 2);
  assert.equal(teamSizeOf('FFA'), 1);
  assert.equal(teamSizeOf('0vs0'), 1);
  assert.equal(isSoloFormat('1vs1'), true);
  assert.equal(isSoloFormat('5vs5'), false);
});
