import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { registeredTournament, type RegisteredTournament } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** What the seed registered for a player: solo entries, and entries of the teams the player is in. */
function seededFor(playerKey: string) {
  return SEED_TOURNAMENTS.flatMap((tournament) =>
    tournament.registrations
      .filter((registration) =>
        registration.team
          ? registration.team.members.some((member) => member.player.key === playerKey)
          : registration.player.key === playerKey,
      )
      .map((registration) => ({ tournament, registration })),
  );
}

const REGISTERED_URL = '/v1/tournaments/me/registered';

describe('GET /v1/tournaments/me/registered', () => {
  let t: TestApp;
  const registeredFor = async (token: string, query = ''): Promise<RegisteredTournament[]> => {
    const response = await t.request({ method: 'GET', url: `${REGISTERED_URL}${query}`, token });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    return response.json().data.map((item: unknown) => expectShape(registeredTournament, item));
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('answers the caller’s solo and team registrations with status, date and start, soonest first', async () => {
    const entries = await registeredFor(await t.tokenFor('falcon'));
    const expected = seededFor('falcon');
    assert.ok(
      expected.some(({ registration }) => registration.team) && expected.some((e) => !e.registration.team),
    );
    assert.deepEqual(
      new Set(entries.map((entry) => entry.id)),
      new Set(expected.map(({ tournament }) => tournament.id)),
    );
    assert.equal(entries.length, expected.length);
    for (const { tournament, registration } of expected) {
      const entry = entries.find((candidate) => candidate.id === tournament.id)!;
      assert.equal(entry.registrationStatus, registration.status, tournament.key);
      const hoursFromSeed = (Date.parse(entry.registrationDate) - t.now.getTime()) / 3_600_000;
      assert.equal(Math.round(hoursFromSeed), registration.registeredAt, tournament.key);
      const startFromSeed = (Date.parse(entry.starting_time) - t.now.getTime()) / 3_600_000;
      assert.equal(startFromSeed, tournament.schedule.starting, tournament.key);
    }
    const starts = entries.map((entry) => Date.parse(entry.starting_time));
    assert.deepEqual(
      starts,
      [...starts].sort((a, b) => a - b),
    );
    // Statuses the list shows as chips are all there for Falcon.
    assert.deepEqual([...new Set(entries.map((entry) => entry.registrationStatus))].sort(), [
      'approved',
      'checked-in',
    ]);
  });

  test('team registrations reach every member of the team, not only the one who registered', async () => {
    const desertFalcons = seedTeam('desert-falcons');
    const teamTournaments = SEED_TOURNAMENTS.filter((tournament) =>
      tournament.registrations.some((registration) => registration.team?.id === desertFalcons.id),
    ).map((tournament) => tournament.id);
    assert.ok(teamTournaments.length >= 2);
    // Layla is an admin of Desert Falcons; Falcon (the owner) made the team's registrations.
    const layla = await registeredFor(await t.tokenFor('layla'));
    for (const id of teamTournaments)
      assert.ok(
        layla.some((entry) => entry.id === id),
        id,
      );
    assert.deepEqual(
      new Set(layla.map((entry) => entry.id)),
      new Set(seededFor('layla').map(({ tournament }) => tournament.id)),
    );
  });

  test('only the caller’s own: other players’ solo registrations never show', async () => {
    const falcon = new Set((await registeredFor(await t.tokenFor('falcon'))).map((entry) => entry.id));
    const nourOnly = seededFor('nour')
      .map(({ tournament }) => tournament.id)
      .filter((id) => !falcon.has(id));
    assert.ok(nourOnly.length > 0);
    const lukas = await registeredFor(await t.tokenFor('lukas'));
    assert.ok(lukas.every((entry) => !nourOnly.includes(entry.id)));
    assert.ok(lukas.length > 0 && lukas.every((entry) => !falcon.has(entry.id)));
  });

  test('the player comes from the token: ids in the query are ignored', async () => {
    const falconToken = await t.tokenFor('falcon');
    const plain = await registeredFor(falconToken);
    const asLayla = await registeredFor(
      falconToken,
      `?userId=${seedPlayer('layla').id}&user_id=${seedPlayer('layla').id}`,
    );
    assert.deepEqual(asLayla, plain);
  });

  test('leaving a team takes its registrations away from the former member', async () => {
    const token = await t.tokenFor('omar');
    const teamIds = new Set(
      seededFor('omar')
        .filter(({ registration }) => registration.team)
        .map(({ tournament }) => tournament.id),
    );
    assert.ok(teamIds.size > 0);
    const before = await registeredFor(token);
    assert.ok([...teamIds].every((id) => before.some((entry) => entry.id === id)));

    await t.db
      .deleteFrom('team_members')
      .where('user_id', '=', seedPlayer('omar').id)
      .where('team_id', '=', seedTeam('desert-falcons').id)
      .execute();
    const afterLeaving = await registeredFor(token);
    assert.ok(afterLeaving.every((entry) => !teamIds.has(entry.id)));
    assert.equal(afterLeaving.length, before.length - teamIds.size);
  });

  test('a player without registrations gets an empty list', async () => {
    const response = await t.request({
      method: 'GET',
      url: REGISTERED_URL,
      token: await t.tokenFor('newcomer'),
    });
    assert.equal(seededFor('newcomer').length, 0);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { data: [] });
  });

  test('requires sign-in: 401 code 3001 without a token, 401 3002 with a bad one', async () => {
    const missing = await t.request({ method: 'GET', url: REGISTERED_URL });
    assert.equal(missing.statusCode, 401);
    assert.equal(expectShape(errorBody, missing.json()).code, 3001);
    const bad = await t.request({ method: 'GET', url: REGISTERED_URL, token: 'not-a-token' });
    assert.equal(bad.statusCode, 401);
    assert.equal(expectShape(errorBody, bad.json()).code, 3002);
  });
});
