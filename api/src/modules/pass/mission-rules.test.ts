import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isMissionCompletable, type MissionCompletableInput } from './mission-rules.js';

const reached: MissionCompletableInput = {
  missionLevel: 5,
  progress: 3,
  target: 3,
  currentLevel: 5,
  totalXP: 700,
  xpNeededForLevel: 700,
};

describe('isMissionCompletable (P2 §4 "Mission")', () => {
  test('a level 1 mission: completable once progress reaches the target, at any level and XP', () => {
    const levelOne = { ...reached, missionLevel: 1, currentLevel: 0, totalXP: 0, xpNeededForLevel: 100 };
    assert.equal(isMissionCompletable(levelOne), true);
    assert.equal(isMissionCompletable({ ...levelOne, progress: 2 }), false);
  });

  test('a mission of the current level or below, with the XP of its level and the target reached', () => {
    assert.equal(isMissionCompletable(reached), true);
    assert.equal(isMissionCompletable({ ...reached, currentLevel: 9, totalXP: 2_000 }), true);
  });

  test('progress beyond the target still counts as reached', () => {
    assert.equal(isMissionCompletable({ ...reached, progress: 4 }), true);
  });

  test('not completable: progress short of the target', () => {
    assert.equal(isMissionCompletable({ ...reached, progress: 2 }), false);
  });

  test('not completable: a mission above the current level', () => {
    assert.equal(isMissionCompletable({ ...reached, currentLevel: 4 }), false);
  });

  test('not completable: less XP than the level needs', () => {
    assert.equal(isMissionCompletable({ ...reached, totalXP: 699 }), false);
  });
});
