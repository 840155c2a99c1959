// The capacity bench replays real routes: every call its screens make is a GET of the published API (api/openapi.json)
// with the query parameters that route declares, and the visit shares add up to one.
// Run: node --test scripts/lib/capacity-screens.test.mjs
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  bootCalls,
  notificationsCall,
  pickScreen,
  SCREEN_WEIGHTS,
  screenCalls,
} from './capacity-screens.mjs';

const openapi = JSON.parse(readFileSync(new URL('../../api/openapi.json', import.meta.url), 'utf8'));
const ID = '7c9e6679-7425-40de-944b-e07fc1f2b8b1';
const world = {
  tournaments: [ID],
  brackets: [ID],
  posts: [ID],
  leaderboardPages: 30,
  playerNames: ['Cap1234'],
};

/** The OpenAPI GET operation a path and query answer to, or null. */
function operationOf(pathAndQuery) {
  const url = new URL(pathAndQuery, 'http://api');
  for (const [template, operations] of Object.entries(openapi.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(url.pathname) && operations.get) return { operation: operations.get, url };
  }
  return null;
}

test('every call of every screen is a published GET with declared query parameters', () => {
  const calls = [
    ...bootCalls({ lang: 'ar' }),
    notificationsCall({ lang: 'en' }, true),
    ...Object.keys(SCREEN_WEIGHTS).flatMap((screen) =>
      [0, 0.5, 0.95].flatMap((roll) => screenCalls(screen, { lang: 'en', member: true }, world, () => roll)),
    ),
  ];
  assert.ok(calls.length > 20);
  for (const entry of calls) {
    const found = operationOf(entry.path);
    assert.ok(found, `${entry.kind}: ${entry.path} is not a GET of api/openapi.json`);
    const declared = new Set(
      (found.operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((p) => p.name),
    );
    for (const name of found.url.searchParams.keys())
      assert.ok(
        declared.has(name),
        `${entry.kind}: ${entry.path} sends ?${name}, which the route does not declare`,
      );
    assert.ok(['always', 'query', 'page'].includes(entry.cache), `${entry.kind}: cache ${entry.cache}`);
  }
});

test('the visit shares add up to one and every screen can be drawn', () => {
  const total = Object.values(SCREEN_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  assert.ok(Math.abs(total - 1) < 1e-9, `shares add up to ${total}`);
  let roll = 0;
  const drawn = new Set();
  for (let step = 0; step < 1000; step += 1) drawn.add(pickScreen(() => (roll = (roll + 0.001) % 1)));
  assert.deepEqual([...drawn].sort(), Object.keys(SCREEN_WEIGHTS).sort());
});

test('a member’s pass page also asks for games XP and history; a visitor’s does not', () => {
  const kinds = (member) => screenCalls('pass', { lang: 'en', member }, world).map((entry) => entry.kind);
  assert.ok(kinds(true).includes('pass/games-xp') && kinds(true).includes('pass/history'));
  assert.ok(!kinds(false).includes('pass/games-xp') && !kinds(false).includes('pass/history'));
});

test('the pass progress is asked for every signed-in player, as the portal does, and its 404 is an answer', () => {
  for (const member of [true, false]) {
    const calls = [
      ...screenCalls('home', { lang: 'en', member }, world),
      ...screenCalls('pass', { lang: 'en', member }, world),
    ].filter((entry) => entry.kind === 'pass/progress');
    assert.equal(calls.length, 2);
    for (const entry of calls) assert.deepEqual(entry.expected, [404]);
  }
});

test('the home preview keeps its own 30 s answers, apart from the pass page’s TanStack Query cache', () => {
  const key = (entry) => entry.cacheKey ?? entry.path;
  const home = screenCalls('home', { lang: 'en', member: true }, world).filter((e) =>
    e.kind.startsWith('pass/'),
  );
  const pass = screenCalls('pass', { lang: 'en', member: true }, world).filter((e) =>
    e.kind.startsWith('pass/'),
  );
  assert.deepEqual(
    home.map((entry) => entry.cache),
    ['query', 'query'],
  );
  for (const entry of home)
    assert.ok(!pass.some((other) => key(other) === key(entry)), `${entry.kind} shares a cache`);
});
