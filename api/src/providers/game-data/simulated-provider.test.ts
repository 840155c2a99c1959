import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHAMPIONS, createSimulatedGameDataProvider, ITEMS } from './simulated-provider.js';

describe('simulated game-data provider', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  const provider = createSimulatedGameDataProvider(() => now);

  test('the same puuid always gives the same matches', async () => {
    assert.deepEqual(
      await provider.getRecentMatches('puuid-a', 6),
      await provider.getRecentMatches('puuid-a', 6),
    );
    assert.notDeepEqual(
      await provider.getRecentMatches('puuid-a', 2),
      await provider.getRecentMatches('puuid-b', 2),
    );
  });

  test('answers the requested count with real champion names and item ids', async () => {
    const champions = new Set(Object.values(CHAMPIONS).flat());
    const items = new Set([0, ...Object.values(ITEMS).flat()]);
    const matches = await provider.getRecentMatches('puuid-c', 10, { region: 'euw1' });
    assert.equal(matches.length, 10);
    for (const match of matches) {
      assert.match(match.metadata.matchId, /^EUW1_/);
      assert.equal(match.info.gameId, Number(match.metadata.matchId.split('_')[1]));
      for (const participant of match.info.participants) {
        assert.ok(champions.has(participant.championName), participant.championName);
        for (const item of [
          participant.item0,
          participant.item1,
          participant.item2,
          participant.item3,
          participant.item4,
          participant.item5,
        ]) {
          assert.ok(items.has(item), String(item));
        }
        assert.ok(participant.champLevel >= 1 && participant.champLevel <= 18);
      }
    }
  });

  test('uses the known game name for the player’s own participant', async () => {
    const named = createSimulatedGameDataProvider(
      () => now,
      async () => 'Falcon',
    );
    const [match] = await named.getRecentMatches('puuid-d', 1);
    assert.equal(
      match.info.participants.find((participant) => participant.puuid === 'puuid-d')!.riotIdGameName,
      'Falcon',
    );
  });
});
