import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SEED_PLAYERS } from '../../seed/players.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 28: the account pages (GET /v1/tournaments/me/registered, from registrations) and a ladder's panel
 * (GET /v1/matchmaking/tournaments/{id}/status, from the ladder's players) must tell a player the same thing. A
 * player listed as registered for a ladder is on it; a player on it is listed.
 */
describe('ladder registrations: the account pages and the ladder panel agree', () => {
  let t: TestApp;
  const ladders = SEED_TOURNAMENTS.filter(
    (tournament) => tournament.tournamentType === 'matchmaking' && tournament.schedule.ends > 0,
  );

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('every seeded player on every running ladder: registered in the account pages exactly when on the ladder', async () => {
    assert.ok(ladders.length >= 2);
    const disagreements: string[] = [];
    // A banned player reads neither screen.
    for (const player of SEED_PLAYERS.filter((candidate) => !candidate.ban)) {
      const token = await t.tokenFor(player.key);
      const registered = await t.request({ method: 'GET', url: '/v1/tournaments/me/registered', token });
      assert.equal(registered.statusCode, 200, `${player.key}: ${registered.body}`);
      const listed = new Set((registered.json().data as { id: string }[]).map((entry) => entry.id));
      for (const ladder of ladders) {
        const answer = await t.request({
          method: 'GET',
          url: `/v1/matchmaking/tournaments/${ladder.id}/status`,
          token,
        });
        assert.equal(answer.statusCode, 200, `${player.key} on ${ladder.key}: ${answer.body}`);
        const onLadder = (answer.json().data as { status: string }).status !== 'not_registered';
        if (onLadder !== listed.has(ladder.id)) {
          disagreements.push(
            `${player.key} on ${ladder.key}: account pages ${listed.has(ladder.id) ? 'registered' : 'not registered'}, panel ${onLadder ? 'registered' : 'not registered'}`,
          );
        }
      }
    }
    assert.deepEqual(disagreements, []);
  });

  test('Falcon is not on the open ladder, and the account pages do not list it', async () => {
    const season = ladders.find((ladder) => ladder.key === 'arena-matchmaking-season')!;
    const token = await t.tokenFor('falcon');
    const status = await t.request({
      method: 'GET',
      url: `/v1/matchmaking/tournaments/${season.id}/status`,
      token,
    });
    assert.equal(status.json().data.status, 'not_registered');
    const registered = await t.request({ method: 'GET', url: '/v1/tournaments/me/registered', token });
    assert.ok(!(registered.json().data as { id: string }[]).some((entry) => entry.id === season.id));
  });
});
