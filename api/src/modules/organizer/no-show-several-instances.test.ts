/**
 * The bracket no-show pass under real concurrency (issue 33): two API instances over one Postgres, where
 * transactions truly interleave (PGlite runs one at a time). Khalid's seeded Sands of Valor match (its slot two
 * minutes after the seed) has Khalid in the lobby and Tariq not; once the deadline has passed, turns of the pass run
 * at once on both instances (beside their own timers) forfeit Tariq exactly once: one result, one audit row, one
 * notification each.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BRACKET_NO_SHOW_AFTER_MS } from '@arena/contract/rules';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';
import { CODE_REVEAL_MS, currentMatchOf } from '../matches/match-players.js';
import { NO_SHOW_FORFEIT_ACTION, runNoShowPass } from './no-show-pass.js';

describe('bracket no-shows with several API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  let now = new Date('2030-05-04T12:00:00Z');
  const instances = severalInstances({ now, clock: () => now });

  test('ten turns at once across both instances forfeit the absent player once', async () => {
    const [{ db }] = instances;
    const tournamentId = seedId('tournament', 'sands-of-valor');
    const khalid = seedPlayer('community-khalid').id;
    const match = await currentMatchOf(db, tournamentId, khalid, now);
    assert.ok(match?.player1 && match.player2, 'Khalid plays a seeded match');
    const slot = await db
      .selectFrom('bracket_match_schedules')
      .select(['scheduled_time', 'tournament_code'])
      .where('match_id', '=', match.id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('simulated_lobby_joins')
      .values({ tournament_code: slot.tournament_code, account: khalid })
      .execute();
    now = new Date(slot.scheduled_time.getTime() - CODE_REVEAL_MS + BRACKET_NO_SHOW_AFTER_MS);

    const reports = await Promise.all(
      Array.from({ length: 10 }, (_, index) => runNoShowPass(instances[index % 2]!.app.context)),
    );
    const forfeits = reports.flatMap((report) => report.forfeited).filter((id) => id === match.id);
    assert.ok(forfeits.length <= 1, `decided ${forfeits.length} times`);

    const audit = await db
      .selectFrom('staff_audit')
      .select(['action', 'staff_id'])
      .where('record_type', '=', 'bracket_matches')
      .where('record_id', '=', String(match.id))
      .execute();
    assert.deepEqual(audit, [{ action: NO_SHOW_FORFEIT_ACTION, staff_id: null }]);
    const row = await db
      .selectFrom('bracket_matches')
      .select(['status', 'opponent1', 'opponent2'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    const sides = [row.opponent1, row.opponent2];
    assert.equal(sides.filter((side) => side?.result === 'win').length, 1);
    assert.equal(sides.filter((side) => side?.forfeit === true).length, 1);
    for (const userId of [match.player1.userId, match.player2.userId]) {
      const notes = await db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', userId)
        .where('title', '=', 'Match decided: no-show')
        .execute();
      assert.equal(notes.length, 1, userId);
    }
  });
});
