import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { currentMatch, matchResultEvent, type MatchResultEvent } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import {
  connected,
  handshakeRefusal,
  listenOnFreePort,
  nextEvent,
  type Socket,
  socketClients,
} from '../../testing/socket-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { expectAnswer, expectShape } from '../../testing/contract.js';
import { isCodeRevealed, playersOfBracketMatch } from './match-players.js';
import { MATCH_RESULT_EVENTS } from './matches-service.js';
import { TOURNAMENT_NAMESPACE } from './tournament-channel.js';

const MINUTE = 60_000;

describe('bracket matches: current match, verify by code, the /tournament channel', () => {
  let t: TestApp;
  let baseUrl: string;
  const ids: Record<string, string> = {};
  const sockets = socketClients();

  const status = async (slug: string, player: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/tournaments/${ids[slug]}/player/status`,
      token: await t.tokenFor(player),
    });
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/tournaments/:id/player/status', response.json()).data.currentMatch;
  };
  const verify = async (slug: string, player: string, matchId: number, code: string) =>
    t.request({
      method: 'POST',
      url: `/v1/tournaments/${ids[slug]}/matches/${matchId}/verify/${code}`,
      token: await t.tokenFor(player),
    });
  const open = (token: string | undefined, tournamentId: string) =>
    sockets.open(`${baseUrl}${TOURNAMENT_NAMESPACE}`, { token, query: { tournament_id: tournamentId } });

  before(async () => {
    t = await createTestApp();
    baseUrl = await listenOnFreePort(t.app);
    const rows = await t.db.selectFrom('tournaments').select(['id', 'slug']).execute();
    for (const row of rows) ids[row.slug] = row.id;
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('the code shows only from 5 minutes before the scheduled time', () => {
    const slot = new Date('2030-01-01T12:00:00Z');
    assert.equal(isCodeRevealed(slot, new Date(slot.getTime() - 5 * MINUTE - 1)), false);
    assert.equal(isCodeRevealed(slot, new Date(slot.getTime() - 5 * MINUTE)), true);
    assert.equal(isCodeRevealed(slot, new Date(slot.getTime() + MINUTE)), true);
  });

  test('a team player sees their team match with its code two minutes ahead; the registration state carries it', async () => {
    const match = await status('nile-legends-cup', 'falcon');
    assert.ok(match);
    expectShape(currentMatch, match);
    assert.equal(match.team1?.name, 'Desert Falcons');
    assert.ok(match.team1?.players.some((player) => player.gameName === 'Falcon'));
    assert.equal(match.player1, null);
    assert.equal(new Date(match.scheduled_time).getTime(), t.now.getTime() + 2 * MINUTE);
    assert.match(match.tournament_code ?? '', /^MENA-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // A teammate sees the same match.
    assert.equal((await status('nile-legends-cup', 'layla'))?.id, match.id);

    const state = await t.request({
      method: 'GET',
      url: `/v1/tournaments/me/registered/${ids['nile-legends-cup']}`,
      token: await t.tokenFor('falcon'),
    });
    assert.equal(state.json().data.currentMatch.id, match.id);
  });

  test('a later match has no code yet; players not in the bracket have no match', async () => {
    const match = await status('sands-of-valor', 'nour');
    assert.ok(match);
    assert.equal(match.player1?.gameName, 'Nour');
    assert.equal(match.player2?.gameName, 'Hamza');
    assert.equal(match.team1, null);
    assert.equal(match.tournament_code, null);
    assert.equal(await status('sands-of-valor', 'falcon'), null);
  });

  test('team status: only members of the team; the match of that team', async () => {
    const team = await t.db
      .selectFrom('teams')
      .select('id')
      .where('name', '=', 'Desert Falcons')
      .executeTakeFirstOrThrow();
    const url = `/v1/tournaments/${ids['nile-legends-cup']}/teams/${team.id}/status`;
    const member = await t.request({ method: 'GET', url, token: await t.tokenFor('omar') });
    assert.equal(member.statusCode, 200);
    assert.equal(member.json().data.currentMatch.team1.id, team.id);
    const stranger = await t.request({ method: 'GET', url, token: await t.tokenFor('nour') });
    assert.equal(stranger.statusCode, 403);
    assert.equal(stranger.json().message, 'You are not a member of this team');
    const anonymous = await t.request({ method: 'GET', url });
    assert.equal(anonymous.statusCode, 401);
  });

  test('verify refuses strangers, wrong codes and codes not revealed yet', async () => {
    const match = (await status('sands-of-valor', 'community-khalid'))!;
    const stranger = await verify('sands-of-valor', 'nour', match.id, match.tournament_code!);
    assert.equal(stranger.statusCode, 403);
    assert.equal(stranger.json().message, 'Only the players of this match can verify its result');
    const wrong = await verify('sands-of-valor', 'community-khalid', match.id, 'MENA-AAAA-AAAA');
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'This is not the tournament code of this match');

    const later = (await status('sands-of-valor', 'nour'))!;
    const code = await t.db
      .selectFrom('bracket_match_schedules')
      .select('tournament_code')
      .where('match_id', '=', later.id)
      .executeTakeFirstOrThrow();
    const early = await verify('sands-of-valor', 'nour', later.id, code.tournament_code);
    assert.equal(early.statusCode, 409);
    assert.equal(early.json().message, 'The tournament code is available 5 minutes before the match');
    const unknown = await verify('sands-of-valor', 'nour', 999_999, code.tournament_code);
    assert.equal(unknown.statusCode, 404);
  });

  test('a player verifies with the code: the winner is recorded, events reach only the match players', async () => {
    const tournamentId = ids['sands-of-valor'];
    const match = (await status('sands-of-valor', 'community-khalid'))!;
    const khalid = open(await t.tokenFor('community-khalid'), tournamentId);
    const tariq = open(await t.tokenFor('community-tariq'), tournamentId);
    const nour = open(await t.tokenFor('nour'), tournamentId);
    await Promise.all([connected(khalid), connected(tariq), connected(nour)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const received = (socket: Socket) =>
      Promise.all(MATCH_RESULT_EVENTS.map((name) => nextEvent<MatchResultEvent>(socket, name)));
    const khalidEvents = received(khalid);
    const tariqEvents = received(tariq);
    let nourReceived = false;
    for (const name of MATCH_RESULT_EVENTS) nour.on(name, () => (nourReceived = true));

    const response = await verify('sands-of-valor', 'community-khalid', match.id, match.tournament_code!);
    assert.equal(response.statusCode, 200, response.body);
    const result = expectAnswer(
      'POST /v1/tournaments/:id/matches/:matchId/verify/:tournamentCode',
      response.json(),
    ).data;
    assert.ok(['Khalid', 'Tariq'].includes(result.winner.name));

    const [khalidGot, tariqGot] = await Promise.all([khalidEvents, tariqEvents]);
    for (const event of [...khalidGot, ...tariqGot]) expectShape(matchResultEvent, event);
    assert.deepEqual(
      khalidGot.map((event) => event.targetUserId),
      [1, 2, 3].map(() => seedPlayer('community-khalid').id),
    );
    assert.equal(tariqGot[0].targetUserId, seedPlayer('community-tariq').id);
    assert.equal(tariqGot[0].matchId, match.id);
    assert.equal(tariqGot[0].winner.name, result.winner.name);
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(nourReceived, false);

    // The bracket has the result; the match is no longer anybody's current match; a second verify is refused.
    const stored = await t.db
      .selectFrom('bracket_matches')
      .select(['status', 'opponent1', 'opponent2'])
      .where('id', '=', match.id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.status, 4);
    assert.ok([stored.opponent1?.result, stored.opponent2?.result].includes('win'));
    assert.notEqual((await status('sands-of-valor', 'community-khalid'))?.id, match.id);
    const again = await verify('sands-of-valor', 'community-tariq', match.id, match.tournament_code!);
    assert.equal(again.statusCode, 409);
  });

  test('playersOfBracketMatch lists both sides; a team side is its members', async () => {
    const match = (await status('nile-legends-cup', 'falcon'))!;
    const players = await playersOfBracketMatch(t.db, ids['nile-legends-cup'], match.id);
    assert.ok(players.some((player) => player.userId === seedPlayer('falcon').id && player.side === 1));
    assert.ok(players.filter((player) => player.side === 2).length >= 5);
    assert.deepEqual(await playersOfBracketMatch(t.db, ids['sands-of-valor'], match.id), []);
  });

  test('the channel refuses anonymous sockets and unknown tournaments', async () => {
    const anonymous = open(undefined, ids['sands-of-valor']);
    const error = await handshakeRefusal(anonymous);
    assert.equal(error.data?.code, 3001);
    const unknown = open(await t.tokenFor('falcon'), '00000000-0000-4000-8000-000000000000');
    const refusal = await nextEvent<{ code: number }>(unknown, 'tournament_error');
    assert.equal(refusal.code, 10001);
  });
});
