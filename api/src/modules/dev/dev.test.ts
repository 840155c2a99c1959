import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, devClock } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const CODE = 'MENA-DEVT-0001';

describe('dev helpers: the simulated lobby join', () => {
  let t: TestApp;
  const join = async (key: string, code = CODE) =>
    t.request({
      method: 'POST',
      url: `/v1/dev/lobby/${encodeURIComponent(code)}/join`,
      token: await t.tokenFor(key),
    });

  before(async () => {
    t = await createTestApp();
    const season = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'arena-matchmaking-season')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: season.id,
        player1_id: seedPlayer('omar').id,
        player2_id: seedPlayer('sara').id,
        player1_points: 1000,
        player2_points: 1000,
        tournament_code: CODE,
        created_at: t.now,
      })
      .execute();
  });
  after(() => t.close());

  test('a player who is not in the match is refused (403) and learns nothing of the lobby', async () => {
    const refused = await join('falcon');
    assert.equal(refused.statusCode, 403, refused.body);
    const body = expectShape(errorBody, refused.json());
    assert.doesNotMatch(JSON.stringify(body), /omar|sara|joined/i);
    const evidence = await t.db
      .selectFrom('simulated_lobby_joins')
      .selectAll()
      .where('tournament_code', '=', CODE)
      .execute();
    assert.equal(evidence.length, 0, 'nothing recorded for an outsider');
  });

  test('the two players of the match record their joins', async () => {
    for (const key of ['omar', 'sara']) {
      const joined = await join(key);
      assert.equal(joined.statusCode, 200, joined.body);
    }
  });

  test('an unknown code is 404', async () => {
    assert.equal((await join('omar', 'MENA-NONE-0000')).statusCode, 404);
  });
});

describe('dev helpers: the test clock', () => {
  let t: TestApp;
  const DAYS_4 = 4 * 86_400_000;
  const move = (payload: object) => t.request({ method: 'POST', url: '/v1/dev/clock', payload });

  before(async () => {
    t = await createTestApp({ config: { testClock: true } });
  });
  after(() => t.close());

  test('moves "now"; with holdJobs the background passes are held until the next move', async () => {
    const held = await move({ offsetMs: DAYS_4, holdJobs: true });
    assert.equal(held.statusCode, 200, held.body);
    const clock = expectShape(dataOf(devClock), held.json()).data;
    assert.equal(clock.offsetMs, DAYS_4);
    assert.equal(Date.parse(clock.now), t.now.getTime() + DAYS_4);
    assert.equal(clock.jobsHeld, true);
    assert.equal(t.app.context.jobsHeld?.(), true);

    const back = expectShape(dataOf(devClock), (await move({ offsetMs: 0 })).json()).data;
    assert.deepEqual([back.offsetMs, back.jobsHeld], [0, false]);
    assert.equal(t.app.context.jobsHeld?.(), false);

    const movedOnly = expectShape(dataOf(devClock), (await move({ offsetMs: 60_000 })).json()).data;
    assert.equal(movedOnly.jobsHeld, false, 'a move without holdJobs leaves the passes running');
    await move({ offsetMs: 0 });
  });

  test('a holdJobs that is not a boolean is refused (400)', async () => {
    const refused = await move({ offsetMs: 0, holdJobs: 'yes' });
    assert.equal(refused.statusCode, 400, refused.body);
    expectShape(errorBody, refused.json());
  });
});
