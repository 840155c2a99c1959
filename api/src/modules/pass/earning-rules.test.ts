import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MatchHistoryMatch, MatchParticipant } from '@arena/contract';
import {
  activityGain,
  isRegionWeekend,
  type MatchGainContext,
  matchGain,
  missionAdvance,
  type OpenMission,
  playerMatchFacts,
  type SeasonalPromotion,
  seasonalMultiplier,
  squadMultiplier,
} from './earning-rules.js';

const at = (iso: string) => new Date(iso);

describe('isRegionWeekend', () => {
  test('Middle East: Friday and Saturday, turning at midnight in Riyadh (UTC+3)', () => {
    assert.equal(isRegionWeekend(at('2026-11-26T20:59:59Z'), 'me1'), false, 'Thursday 23:59:59 in Riyadh');
    assert.equal(isRegionWeekend(at('2026-11-26T21:00:00Z'), 'me1'), true, 'Friday 00:00 in Riyadh');
    assert.equal(isRegionWeekend(at('2026-11-27T12:00:00Z'), 'me1'), true, 'Friday');
    assert.equal(isRegionWeekend(at('2026-11-28T20:59:59Z'), 'me1'), true, 'Saturday 23:59:59 in Riyadh');
    assert.equal(isRegionWeekend(at('2026-11-28T21:00:00Z'), 'me1'), false, 'Sunday 00:00 in Riyadh');
    assert.equal(isRegionWeekend(at('2026-11-29T12:00:00Z'), 'me1'), false, 'Sunday is a working day');
  });

  test('Europe (EUW and EUNE): Saturday and Sunday, turning at midnight in Paris, summer time included', () => {
    for (const region of ['euw1', 'eun1']) {
      assert.equal(isRegionWeekend(at('2026-11-27T12:00:00Z'), region), false, `${region}: Friday`);
      assert.equal(
        isRegionWeekend(at('2026-11-27T22:59:59Z'), region),
        false,
        `${region}: Friday 23:59:59 CET`,
      );
      assert.equal(
        isRegionWeekend(at('2026-11-27T23:00:00Z'), region),
        true,
        `${region}: Saturday 00:00 CET`,
      );
      assert.equal(
        isRegionWeekend(at('2026-11-29T22:59:59Z'), region),
        true,
        `${region}: Sunday 23:59:59 CET`,
      );
      assert.equal(isRegionWeekend(at('2026-11-29T23:00:00Z'), region), false, `${region}: Monday 00:00 CET`);
      assert.equal(
        isRegionWeekend(at('2026-07-24T21:59:59Z'), region),
        false,
        `${region}: Friday 23:59:59 CEST`,
      );
      assert.equal(
        isRegionWeekend(at('2026-07-24T22:00:00Z'), region),
        true,
        `${region}: Saturday 00:00 CEST`,
      );
    }
  });

  test('another region keeps Saturday and Sunday in UTC', () => {
    assert.equal(isRegionWeekend(at('2026-11-27T23:30:00Z'), 'na1'), false);
    assert.equal(isRegionWeekend(at('2026-11-28T00:00:00Z'), 'na1'), true);
  });
});

describe('squadMultiplier', () => {
  test('10 % per teammate of the player’s team, from none to 40 % with four', () => {
    assert.deepEqual([0, 1, 2, 3, 4].map(squadMultiplier), [1, 1.1, 1.2, 1.3, 1.4]);
    assert.equal(squadMultiplier(9), 1.4, 'at most four teammates count');
    assert.equal(squadMultiplier(-1), 1);
  });
});

describe('seasonalMultiplier', () => {
  const ramadan: SeasonalPromotion = {
    startsAt: at('2027-02-07T21:00:00Z'),
    endsAt: at('2027-03-09T21:00:00Z'),
    xpMultiplier: 5,
    maxLevel: 12,
  };
  test('5x inside the range (start included, end excluded) for levels up to 12', () => {
    assert.equal(seasonalMultiplier(at('2027-02-07T20:59:59Z'), 3, [ramadan]), 1);
    assert.equal(seasonalMultiplier(at('2027-02-07T21:00:00Z'), 3, [ramadan]), 5);
    assert.equal(seasonalMultiplier(at('2027-03-09T20:59:59Z'), 12, [ramadan]), 5);
    assert.equal(seasonalMultiplier(at('2027-03-09T21:00:00Z'), 12, [ramadan]), 1);
    assert.equal(seasonalMultiplier(at('2027-02-20T12:00:00Z'), 13, [ramadan]), 1, 'level 13 has no boost');
    assert.equal(seasonalMultiplier(at('2027-02-20T12:00:00Z'), 0, []), 1, 'no season configured');
  });
});

describe('matchGain', () => {
  const season: SeasonalPromotion = {
    startsAt: at('2027-02-07T21:00:00Z'),
    endsAt: at('2027-03-09T21:00:00Z'),
    xpMultiplier: 5,
    maxLevel: 12,
  };
  const weekday = at('2026-11-25T18:00:00Z'); // Wednesday
  const base: MatchGainContext = {
    playedAt: weekday,
    region: 'me1',
    teammatesInMatch: 0,
    premade: false,
    level: 14,
    seasons: [season],
  };

  test('base 50 XP, no loyalty points, only the base listed', () => {
    assert.deepEqual(matchGain(base), { xp: 50, loyaltyPoints: 0, multipliers: { base: 50 } });
  });

  test('squad bonus by teammates of the player’s team', () => {
    assert.deepEqual(matchGain({ ...base, teammatesInMatch: 2 }), {
      xp: 60,
      loyaltyPoints: 0,
      multipliers: { base: 50, squad: 1.2 },
    });
    assert.equal(matchGain({ ...base, teammatesInMatch: 4 }).xp, 70);
  });

  test('double XP on the region’s weekend: a Friday doubles in the Middle East, not in Europe', () => {
    const friday = at('2026-11-27T18:00:00Z');
    assert.deepEqual(matchGain({ ...base, playedAt: friday }).multipliers, { base: 50, weekend: 2 });
    assert.equal(matchGain({ ...base, playedAt: friday }).xp, 100);
    assert.equal(matchGain({ ...base, playedAt: friday, region: 'euw1' }).xp, 50);
    const sunday = at('2026-11-29T18:00:00Z');
    assert.equal(matchGain({ ...base, playedAt: sunday, region: 'eun1' }).xp, 100);
    assert.equal(matchGain({ ...base, playedAt: sunday }).xp, 50);
  });

  test('premade adds a flat 2 XP, after squad and weekend', () => {
    assert.deepEqual(matchGain({ ...base, premade: true }), {
      xp: 52,
      loyaltyPoints: 0,
      multipliers: { base: 50, premade: 2 },
    });
    const friday = at('2026-11-27T18:00:00Z');
    assert.equal(matchGain({ ...base, playedAt: friday, teammatesInMatch: 2, premade: true }).xp, 122);
  });

  test('seasonal 5x during the range for levels up to 12, applied last', () => {
    const inSeason = at('2027-02-17T18:00:00Z'); // Wednesday
    assert.equal(matchGain({ ...base, playedAt: inSeason, level: 12 }).xp, 250);
    assert.equal(matchGain({ ...base, playedAt: inSeason, level: 13 }).xp, 50);
    assert.equal(matchGain({ ...base, playedAt: weekday, level: 5 }).xp, 50, 'outside the range');
    const seasonFriday = at('2027-02-19T18:00:00Z');
    assert.deepEqual(
      matchGain({ ...base, playedAt: seasonFriday, level: 0, teammatesInMatch: 4, premade: true }),
      {
        xp: 710,
        loyaltyPoints: 0,
        multipliers: { base: 50, squad: 1.4, weekend: 2, premade: 2, seasonal: 5 },
      },
      '(50 × 1.4 × 2 + 2) × 5',
    );
  });
});

describe('activityGain', () => {
  test('10 loyalty points per tournament, event or activity, no XP', () => {
    assert.deepEqual(activityGain(), { xp: 0, loyaltyPoints: 10, multipliers: { loyaltyPoints: 10 } });
  });
});

describe('missionAdvance', () => {
  const mission = (id: string, level: number, kind: OpenMission['kind'], progress = 0, target = 2) => ({
    id,
    level,
    position: 0,
    kind,
    progress,
    target,
  });
  const loss = { win: false, takedowns: 7, damageToChampions: 9_000, premade: false, tournamentMatch: false };

  test('a match advances one mission only: the lowest level it counts toward', () => {
    const open = [mission('play-3', 3, 'play'), mission('play-1', 1, 'play'), mission('play-2', 2, 'play')];
    assert.deepEqual(missionAdvance(open, loss), { missionId: 'play-1', amount: 1 });
  });

  test('missions the match does not count toward, or already at their target, are passed over', () => {
    const open = [
      mission('done', 1, 'play', 2, 2),
      mission('win', 2, 'win'),
      mission('damage', 3, 'damage'),
      mission('premade', 4, 'premade'),
      mission('takedowns', 5, 'takedowns', 8, 10),
    ];
    assert.deepEqual(
      missionAdvance(open, loss),
      { missionId: 'takedowns', amount: 2 },
      'capped at the target',
    );
    assert.deepEqual(missionAdvance(open, { ...loss, win: true }), { missionId: 'win', amount: 1 });
    assert.deepEqual(missionAdvance(open, { ...loss, damageToChampions: 15_000 }), {
      missionId: 'damage',
      amount: 1,
    });
    assert.equal(missionAdvance([mission('tournament', 1, 'tournament')], loss), null);
    assert.equal(missionAdvance([], loss), null);
  });
});

describe('playerMatchFacts', () => {
  const participant = (puuid: string, teamId: 100 | 200, extra: Partial<MatchParticipant> = {}) =>
    ({
      puuid,
      teamId,
      kills: 1,
      assists: 1,
      win: teamId === 100,
      totalDamageDealtToChampions: 10_000,
      ...extra,
    }) as MatchParticipant;
  const match = {
    metadata: { matchId: 'ME1_1' },
    info: {
      gameId: 1,
      gameMode: 'CLASSIC',
      gameStartTimestamp: Date.parse('2026-11-27T18:00:00Z'),
      gameDuration: 1800,
      participants: [
        participant('me', 100, { kills: 6, assists: 9, totalDamageDealtToChampions: 21_000 }),
        participant('teammate-a', 100),
        participant('teammate-b', 100),
        participant('friend', 100),
        participant('stranger', 100),
        participant('teammate-c', 200),
        participant('x', 200),
        participant('y', 200),
        participant('z', 200),
        participant('w', 200),
      ],
    },
  } as MatchHistoryMatch;

  test('squad teammates are team members on the player’s side; premade means a friend on that side', () => {
    const facts = playerMatchFacts(match, {
      puuid: 'me',
      teamPuuids: new Set(['teammate-a', 'teammate-b', 'teammate-c']),
      friendPuuids: new Set(['friend']),
    });
    assert.deepEqual(facts, {
      matchId: 'ME1_1',
      playedAt: at('2026-11-27T18:00:00Z'),
      teammatesInMatch: 2,
      premade: true,
      win: true,
      takedowns: 15,
      damageToChampions: 21_000,
    });
    const alone = playerMatchFacts(match, {
      puuid: 'me',
      teamPuuids: new Set(),
      friendPuuids: new Set(['x']),
    });
    assert.equal(alone?.teammatesInMatch, 0);
    assert.equal(alone?.premade, false, 'a friend on the other side is no premade');
    assert.equal(
      playerMatchFacts(match, { puuid: 'nobody', teamPuuids: new Set(), friendPuuids: new Set() }),
      null,
    );
  });
});
