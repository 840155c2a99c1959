import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GAME_CLOCK_SKEW_MS, gameMismatch } from './game-result-rules.js';
import { RESULT_WINDOW_MS } from './matchmaking-service.js';

const MINUTE = 60_000;
const created = new Date(Date.UTC(2026, 10, 25, 18, 0, 0));
const match = { createdAt: created, accounts: ['puuid-a', 'puuid-b'] as const };
const at = (offsetMs: number) => new Date(created.getTime() + offsetMs).toISOString();
const game = (overrides: Partial<Parameters<typeof gameMismatch>[1]> = {}) => ({
  accounts: ['puuid-b', 'puuid-a'],
  winningSide: 2 as const,
  startedAt: at(5 * MINUTE),
  finishedAt: at(30 * MINUTE),
  ...overrides,
});

describe('gameMismatch: whether a game settles a ladder match', () => {
  test('the match’s two accounts, one of them winning, inside the window', () => {
    assert.equal(gameMismatch(match, game()), null);
    assert.equal(gameMismatch(match, game({ winningSide: 1 })), null);
  });

  test('other players: a stranger, a missing player, an extra one, no winner of the lobby', () => {
    assert.equal(gameMismatch(match, game({ accounts: ['puuid-a', 'stranger'] })), 'players');
    assert.equal(gameMismatch(match, game({ accounts: ['puuid-a'] })), 'players');
    assert.equal(gameMismatch(match, game({ accounts: ['puuid-a', 'puuid-b', 'stranger'] })), 'players');
    assert.equal(gameMismatch(match, game({ winningSide: null })), 'players');
  });

  test('the window: from the match’s creation (a minute of clock skew) to the end of its result window', () => {
    assert.equal(gameMismatch(match, game({ startedAt: at(-GAME_CLOCK_SKEW_MS) })), null);
    assert.equal(gameMismatch(match, game({ startedAt: at(-GAME_CLOCK_SKEW_MS - 1) })), 'window');
    assert.equal(gameMismatch(match, game({ finishedAt: at(RESULT_WINDOW_MS) })), null);
    assert.equal(gameMismatch(match, game({ finishedAt: at(RESULT_WINDOW_MS + 1) })), 'window');
    // Without the publisher's start, the end counts for both.
    assert.equal(gameMismatch(match, game({ startedAt: null, finishedAt: at(-2 * MINUTE) })), 'window');
    assert.equal(gameMismatch(match, game({ startedAt: null, finishedAt: at(40 * MINUTE) })), null);
    assert.equal(gameMismatch(match, game({ finishedAt: 'not a time' })), 'window');
  });
});
