/**
 * Season rollover under real concurrency (issue 31): two API instances over one Postgres, where transactions truly
 * interleave (PGlite runs one at a time). Starts of the same season sent at once to both instances make one rollover:
 * every answer is the same, one season is current, the ended season's results are written once, one audit row.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTokenService } from '../../auth/tokens.js';
import { seedPlayer } from '../../seed/players.js';
import { expectAnswer } from '../../testing/contract.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';

describe('season rollover with several API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  const now = new Date('2030-05-04T12:00:00Z');
  const clock = () => now;
  const instances = severalInstances({ now, clock });

  test('ten starts at once across both instances: one rollover, the same answer', async () => {
    const tokens = createTokenService(TEST_CONFIG.jwtSecret, clock);
    const organizer = await tokens.sign(seedPlayer('organizer').id);
    const headers = { authorization: `Bearer ${organizer}`, 'content-type': 'application/json' };
    const [{ app, db }] = instances;
    const created = await app.inject({
      method: 'POST',
      url: '/v1/admin/pass/seasons',
      headers,
      payload: {
        name: { en: 'Season 2', ar: 'الموسم ٢' },
        startsAt: '2030-05-05T00:00:00.000Z',
        endsAt: '2030-08-01T00:00:00.000Z',
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const next = expectAnswer('POST /v1/admin/pass/seasons', created.json(), 201).data;
    const players = await sql<{ n: number }>`select count(distinct user_id)::int as n from xp_ledger`.execute(
      db,
    );

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        instances[index % 2].app.inject({
          method: 'POST',
          url: `/v1/admin/pass/seasons/${next.id}/start`,
          headers,
        }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array(10).fill(200),
    );
    const bodies = answers.map((answer) => answer.body);
    assert.equal(new Set(bodies).size, 1, 'every start answers the same');
    assert.equal(
      expectAnswer('POST /v1/admin/pass/seasons/:id/start', answers[0].json()).data.status,
      'current',
    );

    const statuses = await db
      .selectFrom('reward_seasons')
      .select(['id', 'status'])
      .orderBy('starts_at')
      .execute();
    assert.deepEqual(
      statuses.map((row) => row.status),
      ['ended', 'current'],
    );
    const results = await sql<{ n: number }>`select count(*)::int as n from reward_season_results`.execute(
      db,
    );
    assert.equal(results.rows[0].n, players.rows[0].n, 'one result per player of the ended season');
    const audit = await db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', 'pass.season.start')
      .execute();
    assert.equal(audit.length, 1);
  });
});
