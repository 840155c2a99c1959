/**
 * A bracket match's lobby code comes from the publisher (tournament-v5) when the match is first read. With the
 * publisher failing, the registration state and the match status still answer: the match without its code (and
 * without a stored slot), asked for again on the next read.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { matchStatusResponse, registrationState } from '@arena/contract';
import { createTokenService } from '../../auth/tokens.js';
import { expectShape } from '../../testing/contract.js';
import { type RiotStandIn, startRiotStandIn } from '../../testing/riot-stand-in.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';
import { playersOfBracketMatch } from '../matches/match-players.js';

const API_KEY = 'RGAPI-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

describe('bracket match codes on a failing publisher (GAME_DATA_PROVIDER=riot, stand-in)', () => {
  let standIn: RiotStandIn;
  let t: TestApp;

  before(async () => {
    standIn = await startRiotStandIn({ apiKey: API_KEY });
    t = await createTestApp({
      config: {
        gameDataProvider: 'riot',
        riot: { apiKey: API_KEY, baseUrl: standIn.url, tournamentRegion: 'EUW', tournamentStub: false },
      },
    });
  });
  after(async () => {
    await t.close();
    await standIn.close();
  });

  test('registration state and match status answer without a code, and get one once the publisher is back', async () => {
    // A seeded bracket match without a result: forget its slot, so the next read creates it anew.
    const schedule = await t.db
      .selectFrom('bracket_match_schedules')
      .selectAll()
      .where('verified_at', 'is', null)
      .executeTakeFirstOrThrow();
    const [player] = await playersOfBracketMatch(t.db, schedule.tournament_id, schedule.match_id);
    assert.ok(player, 'the seeded match has players');
    await t.db.deleteFrom('bracket_match_schedules').where('match_id', '=', schedule.match_id).execute();
    const token = await createTokenService(TEST_CONFIG.jwtSecret, () => t.now).sign(player.userId);
    const read = async () => {
      const status = await t.request({
        method: 'GET',
        url: `/v1/tournaments/${schedule.tournament_id}/player/status`,
        token,
      });
      const registration = await t.request({
        method: 'GET',
        url: `/v1/tournaments/me/registered/${schedule.tournament_id}`,
        token,
      });
      assert.equal(status.statusCode, 200, status.body);
      assert.equal(registration.statusCode, 200, registration.body);
      return {
        status: expectShape(matchStatusResponse, status.json().data).currentMatch,
        registration: expectShape(registrationState, registration.json().data).currentMatch,
      };
    };
    const stored = () =>
      t.db
        .selectFrom('bracket_match_schedules')
        .select(['tournament_code', 'scheduled_time'])
        .where('match_id', '=', schedule.match_id)
        .executeTakeFirst();

    standIn.failAlways({ pathPrefix: '/lol/tournament/v5/codes', status: 500 });
    let answers;
    try {
      answers = await read();
    } finally {
      standIn.stopFailing();
    }
    for (const match of [answers.status, answers.registration]) {
      assert.equal(match?.id, schedule.match_id, 'the match is answered');
      assert.equal(match?.tournament_code, null, 'without a code');
    }
    assert.equal(await stored(), undefined, 'no slot is stored without a code');
    assert.ok(
      standIn.requests.some((request) => request.path.startsWith('/lol/tournament/v5/codes')),
      'the code was asked of the publisher',
    );

    // The publisher is back: the next read gets the match its code and stores its slot.
    await read();
    const row = await stored();
    assert.ok(row, 'the slot is stored');
    assert.ok(standIn.issuedCodes.includes(row.tournament_code), 'with a code the publisher issued');
    const again = await read();
    assert.equal(again.status?.scheduled_time, row.scheduled_time.toISOString(), 'the slot holds');
  });
});
