import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loyaltyLeaderboardPage, type LoyaltyLeaderboardPage } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';
import { recordGain } from '../pass/ledger.js';

/** Players added above every seeded one: two share the top total, one reached it earlier. */
const TOP = [
  { gameName: 'TopLate', tagLine: 'TIE', points: 900_000, at: '2026-01-02T00:00:00Z' },
  { gameName: 'TopEarly', tagLine: 'TIE', points: 900_000, at: '2026-01-01T00:00:00Z' },
  { gameName: 'Third', tagLine: 'XYZ', points: 800_000, at: '2026-01-01T00:00:00Z' },
  { gameName: 'Zero', tagLine: 'NIL', points: 0, at: '2026-01-01T00:00:00Z' },
  { gameName: 'Gone', tagLine: 'OFF', points: 950_000, at: '2026-01-01T00:00:00Z', deactivated: true },
];

describe('loyalty leaderboard', () => {
  let t: TestApp;
  const ids = new Map<string, string>();

  const leaderboard = async (query = '', token?: string): Promise<LoyaltyLeaderboardPage> => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/menapass/loyalty-leaderboard${query}`,
      token,
    });
    assert.equal(response.statusCode, 200, response.body);
    return expectShape(loyaltyLeaderboardPage, response.json());
  };

  before(async () => {
    t = await createTestApp();
    for (const player of TOP) {
      const row = await t.db
        .insertInto('users')
        .values({
          display_name: player.gameName,
          game_name: player.gameName,
          tag_line: player.tagLine,
          region: 'me1',
          deactivated_at: player.deactivated ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(player.gameName, row.id);
      // Two gains each, so the total is a sum and "reached" is the later gain.
      for (const [index, share] of [player.points / 2, player.points / 2].entries()) {
        await recordGain(t.db, {
          userId: row.id,
          sourceKind: 'activity',
          sourceId: `test-${index}`,
          xp: 0,
          loyaltyPoints: share,
          multipliers: {},
          at: new Date(new Date(player.at).getTime() - (1 - index) * 3_600_000),
        });
      }
    }
    // The route answers from the board, which hears these gains by notification.
    await t.app.loyaltyBoard.caughtUp();
  });
  after(() => t.close());

  test('ranks by points from 1; equal points share a rank, the first to reach the total first', async () => {
    const { data } = await leaderboard();
    assert.deepEqual(
      data.slice(0, 3).map((entry) => [entry.rank, entry.user.gameName, entry.loyaltyPoints]),
      [
        [1, 'TopEarly', 900_000],
        [1, 'TopLate', 900_000],
        [3, 'Third', 800_000],
      ],
    );
    for (let index = 1; index < data.length; index += 1) {
      const [previous, entry] = [data[index - 1], data[index]];
      assert.ok(previous.loyaltyPoints >= entry.loyaltyPoints);
      assert.equal(entry.rank, previous.loyaltyPoints === entry.loyaltyPoints ? previous.rank : index + 1);
    }
  });

  test('players without points, banned and deactivated players are left out', async () => {
    const { data, pagination } = await leaderboard('?limit=100');
    assert.ok(pagination.total <= 100, 'the seed fits one page');
    const names = data.map((entry) => entry.user.gameName);
    for (const absent of ['Zero', 'Gone', seedPlayer('cheater').gameName])
      assert.ok(!names.includes(absent), absent);
    assert.ok(data.every((entry) => entry.loyaltyPoints > 0));
  });

  test('pages: limit at most 100, pagination total and pages, rows continue across pages', async () => {
    const all = await leaderboard();
    assert.equal(all.pagination.limit, 100);
    const first = await leaderboard('?page=1&limit=2');
    const second = await leaderboard('?page=2&limit=2');
    assert.deepEqual(first.pagination, {
      page: 1,
      limit: 2,
      total: all.pagination.total,
      pages: Math.ceil(all.pagination.total / 2),
    });
    assert.deepEqual([...first.data, ...second.data], all.data.slice(0, 4));
    const beyond = await leaderboard(`?page=${all.pagination.pages + 5}`);
    assert.deepEqual(beyond.data, []);
    const tooMany = await t.request({ method: 'GET', url: '/v1/menapass/loyalty-leaderboard?limit=101' });
    assert.equal(tooMany.statusCode, 400);
  });

  test('search: game name or tag line, case-insensitive, each row keeps its global rank', async () => {
    const byTag = await leaderboard('?search=tie');
    assert.deepEqual(
      byTag.data.map((entry) => [entry.rank, entry.user.gameName]),
      [
        [1, 'TopEarly'],
        [1, 'TopLate'],
      ],
    );
    const byName = await leaderboard('?search=tHIRD');
    assert.deepEqual(
      byName.data.map((entry) => [entry.rank, entry.user.gameName]),
      [[3, 'Third']],
    );
    assert.equal(byName.pagination.total, 1);
    const all = await leaderboard();
    const falcon = all.data.find((entry) => entry.user.gameName === 'Falcon');
    assert.ok(falcon);
    assert.deepEqual((await leaderboard('?search=falcon%23mena')).data, [falcon]);
    assert.equal((await leaderboard('?search=nobody-has-this')).pagination.total, 0);
  });

  test('me: the signed-in player’s row; null for visitors and for a player without points', async () => {
    const token = await t.tokenFor('falcon');
    const signedIn = await leaderboard('?search=third', token);
    assert.equal(signedIn.me?.user.id, seedPlayer('falcon').id);
    assert.equal(signedIn.me?.user.gameName, 'Falcon');
    assert.equal(signedIn.me?.user.tagLine, 'MENA');
    const all = await leaderboard();
    assert.deepEqual(
      signedIn.me,
      all.data.find((entry) => entry.user.id === seedPlayer('falcon').id),
    );
    assert.equal(all.me, null);
    assert.equal((await leaderboard('', await t.tokenFor('newcomer'))).me, null);
  });

  test('a visitor’s page may be cached, but never reused for a signed-in player (Vary: Authorization)', async () => {
    const visitor = await t.request({
      method: 'GET',
      url: '/v1/menapass/loyalty-leaderboard',
      headers: { origin: TEST_PORTAL_ORIGIN },
    });
    assert.equal(visitor.headers['cache-control'], 'public, max-age=10');
    // CORS's Origin stays beside it.
    assert.equal(visitor.headers.vary, 'Origin, Authorization');
    const player = await t.request({
      method: 'GET',
      url: '/v1/menapass/loyalty-leaderboard',
      token: await t.tokenFor('falcon'),
    });
    assert.equal(player.headers['cache-control'], 'private, no-store');
  });

  test('points are the ledger totals that GET /v1/menapass/progress answers', async () => {
    for (const key of ['falcon', 'layla']) {
      const token = await t.tokenFor(key);
      const progress = await t.request({ method: 'GET', url: '/v1/menapass/progress', token });
      assert.equal(progress.statusCode, 200);
      const { me } = await leaderboard('', token);
      assert.equal(me?.loyaltyPoints, progress.json().data.loyaltyPoints, key);
    }
  });
});
