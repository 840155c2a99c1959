import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { MatchHistoryMatch, MatchParticipant } from '@arena/contract';
import { missionAdvance, type OpenMission, playerMatchFacts } from './earning-rules.js';

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
      playedAt: new Date('2026-11-27T18:00:00Z'),
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
