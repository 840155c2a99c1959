import type { MatchHistoryMatch, MatchParticipant } from '@arena/shared-kit';
import {
  calculateKda,
  championImageUrl,
  findOwnParticipant,
  itemImageUrl,
  minionCount,
  playerMatches,
  teamLabelKey,
  teamSide,
  visibleItems,
} from './match-stats';

function participant(overrides: Partial<MatchParticipant> = {}): MatchParticipant {
  return {
    puuid: 'other',
    participantId: 1,
    teamId: 100,
    championName: 'Ahri',
    champLevel: 16,
    kills: 0,
    deaths: 0,
    assists: 0,
    item0: 0,
    item1: 0,
    item2: 0,
    item3: 0,
    item4: 0,
    item5: 0,
    totalMinionsKilled: 0,
    neutralMinionsKilled: 0,
    totalDamageDealtToChampions: 0,
    win: true,
    riotIdGameName: 'Someone',
    ...overrides,
  };
}

function match(id: string, participants: MatchParticipant[]): MatchHistoryMatch {
  return {
    metadata: { matchId: id },
    info: { gameId: 1, gameMode: 'CLASSIC', gameStartTimestamp: 0, gameDuration: 1800, participants },
  };
}

describe('calculateKda', () => {
  it('divides kills plus assists by deaths, to 2 decimals', () => {
    expect(calculateKda({ kills: 10, deaths: 4, assists: 5 })).toBe(3.75);
    expect(calculateKda({ kills: 2, deaths: 3, assists: 0 })).toBe(0.67);
  });

  it('treats zero deaths as one', () => {
    expect(calculateKda({ kills: 7, deaths: 0, assists: 3 })).toBe(10);
    expect(calculateKda({ kills: 0, deaths: 0, assists: 0 })).toBe(0);
  });
});

describe('findOwnParticipant', () => {
  const me = participant({ puuid: 'me-puuid', championName: 'Jinx' });
  const game = match('EUW1_1', [participant(), me]);

  it('finds the participant whose puuid equals the user puuid', () => {
    expect(findOwnParticipant(game, 'me-puuid')).toBe(me);
  });

  it('finds nothing without a puuid or when the user did not play', () => {
    expect(findOwnParticipant(game, null)).toBeUndefined();
    expect(findOwnParticipant(game, 'stranger')).toBeUndefined();
  });

  it('keeps only matches the player took part in', () => {
    const other = match('EUW1_2', [participant()]);
    expect(playerMatches([game, other], 'me-puuid')).toEqual([{ match: game, player: me }]);
  });
});

describe('minionCount', () => {
  it('adds lane minions and neutral monsters', () => {
    expect(minionCount({ totalMinionsKilled: 180, neutralMinionsKilled: 24 })).toBe(204);
  });
});

describe('visibleItems', () => {
  it('hides empty slots (item id 0) and keeps slot order', () => {
    expect(
      visibleItems(participant({ item0: 3078, item1: 0, item2: 6672, item3: 0, item4: 0, item5: 3340 })),
    ).toEqual([3078, 6672, 3340]);
  });

  it('returns nothing when every slot is empty', () => {
    expect(visibleItems(participant())).toEqual([]);
  });
});

describe('team label', () => {
  it('maps 100 to the Blue Team and 200 to the Red Team', () => {
    expect(teamSide(100)).toBe('blue');
    expect(teamSide(200)).toBe('red');
    expect(teamLabelKey(100)).toBe('matchHistory.blueTeam');
    expect(teamLabelKey(200)).toBe('matchHistory.redTeam');
  });
});

describe('image URLs', () => {
  it('builds champion and item URLs on the CDN', () => {
    expect(championImageUrl('https://cdn.example/15.1', 'MissFortune')).toBe(
      'https://cdn.example/15.1/champion/MissFortune.png',
    );
    expect(itemImageUrl('https://cdn.example/15.1', 3078)).toBe('https://cdn.example/15.1/item/3078.png');
  });
});
