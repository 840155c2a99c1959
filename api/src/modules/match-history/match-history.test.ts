import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { matchHistoryMatch, type MatchHistoryMatch } from '@arena/contract';
import { puuidOf, seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('GET /v1/lol/last-four-matches', () => {
  let t: TestApp;
  const matchesOf = async (playerKey: string): Promise<MatchHistoryMatch[]> => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/lol/last-four-matches',
      token: await t.tokenFor(playerKey),
    });
    assert.equal(response.statusCode, 200);
    return response.json().data.map((match: unknown) => expectShape(matchHistoryMatch, match));
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('answers the player’s last four matches, each with their own participant', async () => {
    const matches = await matchesOf('falcon');
    assert.equal(matches.length, 4);
    const puuid = puuidOf(seedPlayer('falcon'));
    for (const match of matches) {
      assert.match(match.metadata.matchId, /^ME1_\d+$/);
      assert.equal(match.info.participants.length, 10);
      const own = match.info.participants.filter((participant) => participant.puuid === puuid);
      assert.equal(own.length, 1);
      assert.equal(own[0].riotIdGameName, 'Falcon');
    }
  });

  test('is deterministic for a player and differs between players', async () => {
    const first = await matchesOf('falcon');
    const second = await matchesOf('falcon');
    assert.deepEqual(first, second);
    const lukas = await matchesOf('lukas');
    assert.notDeepEqual(
      first.map((match) => match.metadata.matchId),
      lukas.map((match) => match.metadata.matchId),
    );
    assert.match(lukas[0].metadata.matchId, /^EUW1_/);
  });

  test('matches are plausible: newest first, in the last days, 15–40 minutes, two teams of five', async () => {
    const matches = await matchesOf('layla');
    const now = t.now.getTime();
    let previous = Infinity;
    for (const match of matches) {
      const { gameStartTimestamp, gameDuration, participants } = match.info;
      assert.ok(gameStartTimestamp < previous);
      previous = gameStartTimestamp;
      assert.ok(gameStartTimestamp + gameDuration * 1000 <= now);
      assert.ok(now - gameStartTimestamp < 7 * 24 * 3600 * 1000);
      assert.ok(gameDuration >= 15 * 60 && gameDuration <= 40 * 60);
      assert.deepEqual(
        participants.map((participant) => participant.teamId),
        [100, 100, 100, 100, 100, 200, 200, 200, 200, 200],
      );
      assert.deepEqual(
        participants.map((participant) => participant.participantId),
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      );
      const blueWin = participants[0].win;
      assert.ok(
        participants.every(
          (participant) => participant.win === (participant.teamId === 100 ? blueWin : !blueWin),
        ),
      );
      assert.equal(new Set(participants.map((participant) => participant.championName)).size, 10);
      for (const participant of participants) {
        const items = [
          participant.item0,
          participant.item1,
          participant.item2,
          participant.item3,
          participant.item4,
          participant.item5,
        ];
        assert.ok(items.some((item) => item > 0));
      }
    }
  });

  test('a player without a game account gets an empty list', async () => {
    assert.deepEqual(await matchesOf('newcomer'), []);
  });

  test('requires sign-in', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/lol/last-four-matches' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().code, 3001);
  });
});
