import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHAMPIONS, createSimulatedGameDataProvider, ITEMS } from './simulated-provider.js';

const DAY = 24 * 3600 * 1000;

describe('simulated game-data provider', () => {
  const now = new Date('2030-05-01T12:00:00Z');
  const provider = createSimulatedGameDataProvider({ clock: () => now });

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
    const named = createSimulatedGameDataProvider({ clock: () => now, lookupGameName: async () => 'Falcon' });
    const [match] = await named.getRecentMatches('puuid-d', 1);
    assert.equal(
      match.info.participants.find((participant) => participant.puuid === 'puuid-d')!.riotIdGameName,
      'Falcon',
    );
  });

  test('account-v1 stand-in: answers the Riot ID the portal holds, null for an unknown account', async () => {
    const accounts = createSimulatedGameDataProvider({
      clock: () => now,
      lookupAccount: async (puuid) => (puuid === 'known' ? { gameName: 'Falcon', tagLine: 'ME1' } : null),
    });
    assert.deepEqual(await accounts.getAccount('known', 'me1'), {
      puuid: 'known',
      gameName: 'Falcon',
      tagLine: 'ME1',
    });
    assert.equal(await accounts.getAccount('unknown'), null);
    assert.equal(await provider.getAccount('known'), null, 'no account lookup: no account');
  });

  test('new matches appear as the clock moves on; listed ids read back as the same matches', async () => {
    let clock = now;
    const timeline = createSimulatedGameDataProvider({ clock: () => clock });
    const startTime = new Date(now.getTime() - 3 * DAY);
    const before = await timeline.listMatchIds('puuid-e', { startTime });
    assert.ok(before.length > 20 && before.length < 60, `${before.length} matches in 3 days`);
    assert.deepEqual(
      (await timeline.getRecentMatches('puuid-e', 4)).map((match) => match.metadata.matchId),
      before.slice(0, 4),
    );
    clock = new Date(now.getTime() + DAY);
    const after = await timeline.listMatchIds('puuid-e', { startTime });
    assert.deepEqual(after.slice(after.length - before.length), before);
    assert.ok(after.length - before.length >= 6, `${after.length - before.length} new matches in a day`);

    const [newest] = after;
    const match = await timeline.getMatch('puuid-e', newest);
    assert.equal(match?.metadata.matchId, newest);
    assert.deepEqual(match, (await timeline.getRecentMatches('puuid-e', 1))[0]);
    assert.equal(await timeline.getMatch('puuid-f', newest), null, 'another player’s match');
    assert.equal(await timeline.getMatch('puuid-e', 'ME1_12'), null);
  });

  test('lists a range newest first, bounded by the count', async () => {
    const startTime = new Date(now.getTime() - 2 * DAY);
    const endTime = new Date(now.getTime() - DAY);
    const ids = await provider.listMatchIds('puuid-g', { startTime, endTime, region: 'eun1' });
    const matches = await Promise.all(ids.map((id) => provider.getMatch('puuid-g', id)));
    let previous = Infinity;
    for (const match of matches) {
      assert.ok(match);
      assert.match(match.metadata.matchId, /^EUN1_/);
      const { gameStartTimestamp, gameDuration } = match.info;
      assert.ok(gameStartTimestamp < previous);
      previous = gameStartTimestamp;
      assert.ok(gameStartTimestamp >= startTime.getTime());
      assert.ok(gameStartTimestamp + gameDuration * 1000 <= endTime.getTime());
    }
    assert.deepEqual(
      await provider.listMatchIds('puuid-g', { startTime, endTime, region: 'eun1', count: 3 }),
      ids.slice(0, 3),
    );
  });

  test('puts the accounts a player queues with on their side in some matches', async () => {
    const friends = ['friend-1', 'friend-2', 'friend-3', 'friend-4'];
    const social = createSimulatedGameDataProvider({
      clock: () => now,
      lookupCompanions: async () => friends,
    });
    const matches = await social.getRecentMatches('puuid-h', 30);
    const withFriends = matches.filter((match) => {
      const me = match.info.participants.find((participant) => participant.puuid === 'puuid-h')!;
      const companions = match.info.participants.filter((participant) => friends.includes(participant.puuid));
      assert.ok(companions.every((participant) => participant.teamId === me.teamId));
      return companions.length > 0;
    });
    assert.ok(withFriends.length > 3 && withFriends.length < 27, `${withFriends.length} of 30`);
  });

  test('ranks (issue 33): the same puuid always has the same rank and level; players spread over the tiers', async () => {
    assert.deepEqual(await provider.getRankedEntry('puuid-a'), await provider.getRankedEntry('puuid-a'));
    assert.equal(await provider.getAccountLevel('puuid-a'), await provider.getAccountLevel('puuid-a'));
    const puuids = Array.from({ length: 400 }, (_, index) => `ranked-${index}`);
    const ranks = await Promise.all(puuids.map((puuid) => provider.getRankedEntry(puuid)));
    const unranked = ranks.filter((rank) => rank === null).length;
    assert.ok(unranked > 20 && unranked < 90, `${unranked} of 400 unranked`);
    const tiers = new Set(ranks.flatMap((rank) => (rank ? [rank.tier] : [])));
    assert.ok(tiers.size >= 8, `${tiers.size} tiers`);
    for (const rank of ranks) {
      if (!rank) continue;
      const apex = ['MASTER', 'GRANDMASTER', 'CHALLENGER'].includes(rank.tier);
      assert.equal(rank.division === null, apex, `${rank.tier} ${rank.division}`);
      assert.ok(rank.leaguePoints >= 0 && (apex || rank.leaguePoints <= 99));
    }
    const levels = await Promise.all(puuids.map((puuid) => provider.getAccountLevel(puuid)));
    assert.ok(levels.every((level) => level !== null && level >= 5 && level <= 530));
  });
});
