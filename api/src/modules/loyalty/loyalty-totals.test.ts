import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import { after, before, describe, test } from 'node:test';
import type { LoyaltyLeaderboardEntry, LoyaltyLeaderboardPage } from '@arena/contract';
import { sql } from 'kysely';
import { type Db, watchStatements } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { recordGain } from '../pass/ledger.js';
import { rankLoyaltyTotals, type LoyaltyTotal } from './loyalty-ranking.js';
import { readLeaderboardPage, readOwnEntry } from './loyalty-standings.js';

const assetUrl = (path: string | null) => path;

/**
 * The indexes the leaderboard reads (migration 0017) against the ledger itself: after every kind of write the
 * totals and the histogram equal a recount, and every page and search equals the reference ranking
 * (`rankLoyaltyTotals`) of a fresh aggregate over `xp_ledger`.
 */

/** The reference: every active player's total straight from the ledger, ranked in JavaScript. */
async function referenceRanking(db: Db): Promise<LoyaltyLeaderboardEntry[]> {
  const { rows } = await sql<{
    id: string;
    game_name: string;
    tag_line: string;
    points: number;
    reached_at: Date | null;
  }>`select users.id, users.game_name, users.tag_line, sum(xp_ledger.loyalty_points)::int as points,
      max(xp_ledger.created_at) filter (where xp_ledger.loyalty_points > 0) as reached_at
    from xp_ledger join users on users.id = xp_ledger.user_id
    where users.banned_at is null and users.deactivated_at is null
    group by users.id`.execute(db);
  const totals: LoyaltyTotal[] = rows.map((row) => ({
    userId: row.id,
    gameName: row.game_name,
    tagLine: row.tag_line,
    profileImage: null,
    loyaltyPoints: Number(row.points),
    reachedAt: row.reached_at ? new Date(row.reached_at).getTime() : 0,
  }));
  return rankLoyaltyTotals(totals);
}

/** What an entry shows, but its avatar (the reference leaves it out). */
const shown = (entry: LoyaltyLeaderboardEntry) => [
  entry.rank,
  entry.user.id,
  entry.user.gameName,
  entry.user.tagLine,
  entry.loyaltyPoints,
];

/** Totals and histogram minus a recount from the ledger: empty when they agree. */
async function driftFromLedger(db: Db): Promise<unknown[]> {
  const totals = await sql`
    (select user_id, points, reached_at, ranked from loyalty_totals where points <> 0 or ranked
     except
     select users.id, sum(xp_ledger.loyalty_points)::int,
       max(xp_ledger.created_at) filter (where xp_ledger.loyalty_points > 0),
       sum(xp_ledger.loyalty_points) > 0 and users.banned_at is null and users.deactivated_at is null
     from xp_ledger join users on users.id = xp_ledger.user_id group by users.id having sum(xp_ledger.loyalty_points) <> 0)
    union all
    (select users.id, sum(xp_ledger.loyalty_points)::int,
       max(xp_ledger.created_at) filter (where xp_ledger.loyalty_points > 0),
       sum(xp_ledger.loyalty_points) > 0 and users.banned_at is null and users.deactivated_at is null
     from xp_ledger join users on users.id = xp_ledger.user_id group by users.id having sum(xp_ledger.loyalty_points) <> 0
     except
     select user_id, points, reached_at, ranked from loyalty_totals where points <> 0 or ranked)`.execute(db);
  const histogram = await sql`
    (select points, players from loyalty_points_histogram where players <> 0
     except select points, count(*)::int from loyalty_totals where ranked group by points)
    union all
    (select points, count(*)::int from loyalty_totals where ranked group by points
     except select points, players from loyalty_points_histogram where players <> 0)`.execute(db);
  return [...totals.rows, ...histogram.rows];
}

describe('loyalty totals and histogram (migration 0017)', () => {
  let t: TestApp;
  const ids: string[] = [];

  /**
   * The leaderboard as the route reads it, straight from the indexes (the route keeps a page up to 10 s, which
   * would hide the writes these tests make): `?page&limit&search` as the API takes them.
   */
  const leaderboard = async (query: string, me?: string): Promise<LoyaltyLeaderboardPage> => {
    const params = new URLSearchParams(query);
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 100);
    const answer = await readLeaderboardPage(t.db, assetUrl, {
      page,
      limit,
      search: params.get('search') ?? '',
    });
    return {
      data: answer.data,
      pagination: { page, limit, total: answer.total, pages: Math.ceil(answer.total / limit) },
      me: me ? await readOwnEntry(t.db, assetUrl, me) : null,
    };
  };

  /**
   * The instance's in-process board (what the route serves) against the reference: the whole ranking, every page
   * of `limit`, a search and `me`. `settled` first waits for a reload the change asked for (a batch, a reseed);
   * without it the change must already be in the board by the notification alone (no reload ran).
   */
  const assertBoardMatchesReference = async (options: { settled?: boolean; search?: string } = {}) => {
    const board = t.app.loyaltyBoard;
    const loads = board.loads;
    if (options.settled) await board.settled();
    else {
      // Notifications are sent at the writer's commit: the board hears them during it on the embedded database, a
      // moment later over its listening connection on a Postgres server.
      await board.caughtUp();
    }
    assert.equal(board.ready, true);
    if (!options.settled) assert.equal(board.loads, loads, 'followed by notifications, not by a reload');
    const reference = await referenceRanking(t.db);
    assert.deepEqual(
      board.ranking().map((row) => [row.rank, row.userId, row.points]),
      reference.map((entry) => [entry.rank, entry.user.id, entry.loyaltyPoints]),
    );
    const limit = 7;
    const pages = Math.ceil(reference.length / limit);
    const seen: LoyaltyLeaderboardEntry[] = [];
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = board.page(assetUrl, { page, limit, search: '' });
      assert.equal(answer.total, reference.length);
      seen.push(...answer.data);
    }
    assert.deepEqual(seen.map(shown), reference.map(shown));
    const search = options.search ?? 'q1';
    const matching = reference.filter((entry) =>
      `${entry.user.gameName}#${entry.user.tagLine}`.toLowerCase().includes(search.toLowerCase()),
    );
    const searched = board.page(assetUrl, { page: 1, limit: 100, search: search.toUpperCase() });
    assert.deepEqual(
      { data: searched.data.map(shown), total: searched.total },
      { data: matching.slice(0, 100).map(shown), total: matching.length },
    );
    for (const entry of [reference[0], reference[reference.length - 1]].filter(Boolean))
      assert.deepEqual(board.own(assetUrl, entry.user.id), await readOwnEntry(t.db, assetUrl, entry.user.id));
  };

  /** Every page of `limit` (and of a search), compared with the reference ranking. */
  const assertMatchesReference = async (limit: number, search?: string) => {
    const reference = await referenceRanking(t.db);
    const expected = search
      ? reference.filter((entry) =>
          `${entry.user.gameName}#${entry.user.tagLine}`.toLowerCase().includes(search.toLowerCase()),
        )
      : reference;
    const pages = Math.ceil(expected.length / limit);
    const seen: [number, string, number][] = [];
    for (let page = 1; page <= pages + 1; page += 1) {
      const answer = await leaderboard(
        `?page=${page}&limit=${limit}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
      );
      assert.deepEqual(answer.pagination, { page, limit, total: expected.length, pages });
      seen.push(
        ...answer.data.map(
          (entry) => [entry.rank, entry.user.id, entry.loyaltyPoints] as [number, string, number],
        ),
      );
    }
    assert.deepEqual(
      seen,
      expected.map((entry) => [entry.rank, entry.user.id, entry.loyaltyPoints]),
    );
  };

  before(async () => {
    t = await createTestApp();
    // Forty players in a handful of point values, so ties and shared ranks are everywhere.
    const { rows } = await sql<{ id: string }>`insert into users (display_name, game_name, tag_line, region)
      select 'Tie ' || n, 'Tie' || n, 'Q' || (n % 4), 'me1' from generate_series(1, 40) n returning id`.execute(
      t.db,
    );
    ids.push(...rows.map((row) => row.id));
    for (const [index, id] of ids.entries()) {
      for (let gain = 0; gain < 1 + (index % 3); gain += 1) {
        await recordGain(t.db, {
          userId: id,
          sourceKind: 'activity',
          sourceId: `tie-${gain}`,
          xp: 5,
          loyaltyPoints: 10 * (1 + ((index * 7 + gain) % 3)),
          multipliers: {},
          // Several players reach their total at the same instant: the user id decides.
          at: new Date(Date.UTC(2026, 0, 1 + (index % 5), gain)),
        });
      }
    }
  });
  after(() => t.close());

  test('a batch insert (the seed) and single gains keep totals and histogram equal to a recount', async () => {
    assert.deepEqual(await driftFromLedger(t.db), []);
    await assertMatchesReference(7);
    await assertBoardMatchesReference({ settled: true });
  });

  test('the board follows single gains by notification, equal to the reference after each', async () => {
    await t.app.loyaltyBoard.settled();
    for (const [step, index] of [5, 17, 33, 5].entries()) {
      await recordGain(t.db, {
        userId: ids[index],
        sourceKind: 'activity',
        sourceId: `board-${step}`,
        xp: 5,
        loyaltyPoints: 10 * (step + 1),
        multipliers: {},
        at: new Date(Date.UTC(2026, 1, 1, step)),
      });
      await assertBoardMatchesReference({ search: `tie${index + 1}#` });
    }
  });

  test('a staff revocation (a negative row, migration 0025) moves the player down, or out at 0, by notification', async () => {
    await t.app.loyaltyBoard.settled();
    const revoke = async (index: number, points: number, step: number) => {
      await recordGain(t.db, {
        userId: ids[index],
        sourceKind: 'staff',
        sourceId: `revoke-${step}`,
        xp: -5,
        loyaltyPoints: -points,
        multipliers: {},
        at: new Date(Date.UTC(2026, 2, 1, step)),
      });
      assert.deepEqual(await driftFromLedger(t.db), []);
      await assertBoardMatchesReference({ search: `tie${index + 1}#` });
    };
    await revoke(8, 10, 0);
    const [{ points }] = await sql<{ points: number }>`
      select points from loyalty_totals where user_id = ${ids[9]}`
      .execute(t.db)
      .then((answer) => answer.rows);
    await revoke(9, points, 1);
    assert.equal(t.app.loyaltyBoard.own(assetUrl, ids[9]), null, 'no points left: out of the ranking');
  });

  test('a repeated gain counts once; a gain without points does not move "reached"', async () => {
    const before = await leaderboard('?search=tie1%23');
    const repeat = await recordGain(t.db, {
      userId: ids[0],
      sourceKind: 'activity',
      sourceId: 'tie-0',
      xp: 5,
      loyaltyPoints: 10,
      multipliers: {},
      at: new Date(),
    });
    assert.equal(repeat.inserted, false);
    await recordGain(t.db, {
      userId: ids[0],
      sourceKind: 'mission',
      sourceId: 'xp-only',
      xp: 100,
      loyaltyPoints: 0,
      multipliers: {},
      at: new Date(Date.UTC(2030, 0, 1)),
    });
    assert.deepEqual(await leaderboard('?search=tie1%23'), before);
    assert.deepEqual(await driftFromLedger(t.db), []);
    await assertMatchesReference(7);
  });

  test('a ban, a deactivation, a rename and a deleted ledger row move the player at once', async () => {
    await t.db.updateTable('users').set({ banned_at: new Date() }).where('id', '=', ids[1]).execute();
    await t.db.updateTable('users').set({ deactivated_at: new Date() }).where('id', '=', ids[2]).execute();
    await t.db.updateTable('users').set({ game_name: 'Renamed' }).where('id', '=', ids[3]).execute();
    await t.db
      .deleteFrom('xp_ledger')
      .where('user_id', '=', ids[4])
      .where('source_id', '=', 'tie-0')
      .execute();
    assert.deepEqual(await driftFromLedger(t.db), []);
    await assertMatchesReference(7);
    await assertBoardMatchesReference({ search: 'renamed' });
    await assertMatchesReference(3, 'q1');
    assert.equal((await leaderboard('?search=renamed')).data[0]?.user.id, ids[3]);
    assert.equal((await leaderboard('?search=tie4%23')).pagination.total, 0);
    await t.db.updateTable('users').set({ banned_at: null }).where('id', '=', ids[1]).execute();
    assert.deepEqual(await driftFromLedger(t.db), []);
    await assertMatchesReference(7);
    await assertBoardMatchesReference();
    // A new avatar shows on the board too; a deleted player leaves it.
    await t.db
      .updateTable('users')
      .set({ profile_image: 'avatars/new.png' })
      .where('id', '=', ids[6])
      .execute();
    await t.app.loyaltyBoard.caughtUp();
    assert.equal(t.app.loyaltyBoard.own(assetUrl, ids[6])?.user.profileImage, 'avatars/new.png');
    await t.db.deleteFrom('xp_ledger').where('user_id', '=', ids[7]).execute();
    await assertBoardMatchesReference();
    assert.equal(t.app.loyaltyBoard.own(assetUrl, ids[7]), null);
  });

  test('search treats %, _ and \\ literally and matches name#tag across the #', async () => {
    assert.equal((await leaderboard('?search=%25')).pagination.total, 0);
    assert.equal((await leaderboard('?search=_')).pagination.total, 0);
    await assertMatchesReference(5, 'E1');
    await assertMatchesReference(5, '5#q');
  });

  test('me: the caller’s rank equals their row in the ranking, also on a page that does not hold them', async () => {
    const reference = await referenceRanking(t.db);
    const last = reference[reference.length - 1];
    const { me, data } = await leaderboard('?page=1&limit=1', last.user.id);
    assert.deepEqual(me && [me.rank, me.user.id, me.loyaltyPoints], [
      last.rank,
      last.user.id,
      last.loyaltyPoints,
    ]);
    assert.notEqual(data[0].user.id, last.user.id);
  });

  test('a reseed (truncate and insert) leaves totals and histogram equal to the new ledger', async () => {
    const { seedDatabase } = await import('../../seed/seed.js');
    await seedDatabase(t.db);
    assert.deepEqual(await driftFromLedger(t.db), []);
    await assertMatchesReference(10);
    await assertBoardMatchesReference({ settled: true, search: 'a' });
  });

  test('the route answers from the board: the same page as the indexes, without a statement per request', async () => {
    await t.app.loyaltyBoard.settled();
    // Counted: the statements the route's handlers run (Fastify runs each handler inside the stores bound to its
    // tracing channel). Not counted: the app's timers (the matchmaking engine's pass, the board's own check), which
    // run statements of their own beside the requests.
    const inHandler = new AsyncLocalStorage<true>();
    const handlerStart = diagnostics.tracingChannel('fastify.request.handler').start;
    handlerStart.bindStore(inHandler, () => true);
    const statements: string[] = [];
    const unwatch = watchStatements(t.db, (statement) => {
      if (inHandler.getStore()) statements.push(statement);
    });
    try {
      for (const url of ['?page=1&limit=5', '?page=2&limit=5', '?search=A&limit=3']) {
        const response = await t.app.inject({ method: 'GET', url: `/v1/menapass/loyalty-leaderboard${url}` });
        assert.equal(response.statusCode, 200);
        const params = new URLSearchParams(url);
        const page = Number(params.get('page') ?? 1);
        const limit = Number(params.get('limit'));
        const direct = await readLeaderboardPage(t.db, t.app.context.assetUrl, {
          page,
          limit,
          search: params.get('search') ?? '',
        });
        assert.deepEqual(
          response.json(),
          {
            data: direct.data,
            pagination: { page, limit, total: direct.total, pages: Math.ceil(direct.total / limit) },
            me: null,
          },
          url,
        );
      }
    } finally {
      unwatch();
      handlerStart.unbindStore(inHandler);
    }
    assert.deepEqual(statements, []);
  });
});
