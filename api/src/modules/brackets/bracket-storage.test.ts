import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BracketsManager } from 'brackets-manager';
import type { Db } from '../../db/database.js';
import { seedId } from '../../seed/ids.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import { PostgresBracketStorage } from './bracket-storage.js';
import { MatchStatus } from './brackets-service.js';

/**
 * brackets-manager running on our Postgres storage: stages are created, results recorded and winners (and losers,
 * in double elimination) moved on exactly as the library does on its own in-memory storage.
 */
describe('brackets-manager over PostgresBracketStorage', () => {
  let db: Db;
  // Tournaments of the seed that have not started, so they have no bracket of their own.
  const tournaments = [
    'ramadan-nights-cup',
    'desert-storm-1v1',
    'newcomers-cup',
    'gulf-showdown',
    'levant-masters',
  ];
  let next = 0;
  const freshTournament = () => seedId('tournament', tournaments[next++]);

  before(async () => {
    ({ db } = await createSeededDatabase());
  });
  after(() => db.destroy());

  async function participants(tournamentId: string, count: number): Promise<number[]> {
    const storage = new PostgresBracketStorage(db);
    const ids: number[] = [];
    for (let index = 1; index <= count; index += 1) {
      ids.push(
        Number(await storage.insert('participant', { tournament_id: tournamentId, name: `P${index}` })),
      );
    }
    return ids;
  }

  /** Plays every playable match, the better seed (smaller id) winning, until none is left; returns the count. */
  async function playOut(manager: BracketsManager, stageId: number): Promise<number> {
    let played = 0;
    for (;;) {
      const data = await manager.get.stageData(stageId);
      const match = data.match.find(
        (candidate) =>
          candidate.status === MatchStatus.Ready &&
          candidate.opponent1?.id != null &&
          candidate.opponent2?.id != null,
      );
      if (!match) return played;
      const firstWins = Number(match.opponent1!.id) < Number(match.opponent2!.id);
      await manager.update.match({
        id: match.id,
        opponent1: { result: firstWins ? 'win' : 'loss' },
        opponent2: { result: firstWins ? 'loss' : 'win' },
      });
      played += 1;
    }
  }

  test('single elimination, 8 participants: 7 matches, winners move on, the first seed wins', async () => {
    const tournamentId = freshTournament();
    const seeding = await participants(tournamentId, 8);
    const manager = new BracketsManager(new PostgresBracketStorage(db));
    const stage = await manager.create.stage({
      tournamentId,
      name: 'Main',
      type: 'single_elimination',
      seedingIds: seeding,
      settings: { seedOrdering: ['inner_outer'] },
    });
    const created = await manager.get.stageData(stage.id);
    assert.equal(created.round.length, 3);
    assert.equal(created.match.length, 7);
    assert.equal(created.match.filter((match) => match.status === MatchStatus.Ready).length, 4);

    // One result: its winner appears in the next round's match.
    const first = created.match.find((match) => match.status === MatchStatus.Ready)!;
    await manager.update.match({ id: first.id, opponent1: { result: 'win' }, opponent2: { result: 'loss' } });
    const afterOne = await manager.get.stageData(stage.id);
    const secondRound = afterOne.match.filter((match) => match.round_id === created.round[1].id);
    assert.ok(
      secondRound.some(
        (match) => match.opponent1?.id === first.opponent1!.id || match.opponent2?.id === first.opponent1!.id,
      ),
      'the winner moved to round two',
    );
    assert.equal(afterOne.match.find((match) => match.id === first.id)!.status, MatchStatus.Completed);

    assert.equal(await playOut(manager, Number(stage.id)), 6);
    const standings = await manager.get.finalStandings(stage.id);
    assert.equal(standings[0].id, seeding[0]);
    assert.equal(standings[0].rank, 1);
  });

  test('single elimination, 4 participants with a consolation final', async () => {
    const tournamentId = freshTournament();
    const seeding = await participants(tournamentId, 4);
    const manager = new BracketsManager(new PostgresBracketStorage(db));
    const stage = await manager.create.stage({
      tournamentId,
      name: 'Main',
      type: 'single_elimination',
      seedingIds: seeding,
      settings: { consolationFinal: true },
    });
    assert.equal((await manager.get.stageData(stage.id)).match.length, 4);
    assert.equal(await playOut(manager, Number(stage.id)), 4);
    const standings = await manager.get.finalStandings(stage.id);
    assert.deepEqual(
      standings.map((item) => [item.id, item.rank]),
      [
        [seeding[0], 1],
        [seeding[1], 2],
        [seeding[2], 3],
        [seeding[3], 4],
      ],
    );
  });

  test('double elimination, 8 participants: losers drop to the losers bracket; grand final', async () => {
    const tournamentId = freshTournament();
    const seeding = await participants(tournamentId, 8);
    const manager = new BracketsManager(new PostgresBracketStorage(db));
    const stage = await manager.create.stage({
      tournamentId,
      name: 'Main',
      type: 'double_elimination',
      seedingIds: seeding,
      settings: { grandFinal: 'simple', seedOrdering: ['natural'] },
    });
    const created = await manager.get.stageData(stage.id);
    assert.equal(created.group.length, 3, 'winners, losers, final');
    assert.equal(created.match.length, 14);

    const [winnersGroup, losersGroup] = created.group;
    const opening = created.match.find(
      (match) => match.group_id === winnersGroup.id && match.status === MatchStatus.Ready,
    )!;
    await manager.update.match({
      id: opening.id,
      opponent1: { result: 'win' },
      opponent2: { result: 'loss' },
    });
    const afterOne = await manager.get.stageData(stage.id);
    const loser = opening.opponent2!.id;
    assert.ok(
      afterOne.match.some(
        (match) =>
          match.group_id === losersGroup.id &&
          (match.opponent1?.id === loser || match.opponent2?.id === loser),
      ),
      'the loser of the winners bracket plays on in the losers bracket',
    );

    assert.equal(await playOut(manager, Number(stage.id)), 13);
    const standings = await manager.get.finalStandings(stage.id);
    assert.equal(standings[0].id, seeding[0]);
  });

  test('round robin, 4 and 8 participants: everybody meets everybody once', async () => {
    for (const count of [4, 8]) {
      const tournamentId = freshTournament();
      const seeding = await participants(tournamentId, count);
      const manager = new BracketsManager(new PostgresBracketStorage(db));
      const stage = await manager.create.stage({
        tournamentId,
        name: 'Groups',
        type: 'round_robin',
        seedingIds: seeding,
        settings: { groupCount: 1 },
      });
      const data = await manager.get.stageData(stage.id);
      assert.equal(data.round.length, count - 1);
      assert.equal(data.match.length, (count * (count - 1)) / 2);
      const pairs = new Set(
        data.match.map((match) => [match.opponent1!.id, match.opponent2!.id].sort().join('-')),
      );
      assert.equal(pairs.size, data.match.length, 'no pair twice');
      assert.equal(await playOut(manager, Number(stage.id)), data.match.length);
      const standings = await manager.get.finalStandings(stage.id, {
        rankingFormula: (item) => 3 * item.wins,
      });
      assert.equal(standings[0].id, seeding[0]);
      assert.equal(standings[0].wins, count - 1);
    }
  });

  test('storage: rows by id and by filter, in insertion order; partial updates merge opponents', async () => {
    const storage = new PostgresBracketStorage(db);
    const manager = new BracketsManager(storage);
    const tournamentId = seedId('tournament', 'euw-clash-weekly');
    const seeding = await participants(tournamentId, 4);
    for (const name of ['First', 'Second']) {
      await manager.create.stage({ tournamentId, name, type: 'single_elimination', seedingIds: seeding });
    }
    const stages = await storage.select('stage', { tournament_id: tournamentId });
    assert.deepEqual(
      stages?.map((stage) => [stage.name, stage.number]),
      [
        ['First', 1],
        ['Second', 2],
      ],
    );
    assert.equal(await storage.select('stage', 999_999), null);
    assert.equal(await storage.select('stage', 'not-a-number'), null);

    const matches = (await storage.select('match', { stage_id: stages[0].id }))!;
    const target = matches.find((match) => match.opponent1?.id != null)!;
    await storage.update('match', { id: target.id }, { opponent1: { id: null, score: 3 } });
    const updated = (await storage.select('match', target.id))!;
    assert.equal(updated.opponent1!.score, 3);
    assert.equal(updated.opponent1!.id, null, 'the given fields replace theirs');
    assert.equal(updated.opponent1!.position, target.opponent1!.position, 'the others stay');

    await assert.rejects(() => storage.delete('match'), /refusing to empty/);
    await assert.rejects(() => storage.select('match', { nonsense: 1 } as never), /no column "nonsense"/);
    assert.equal(manager.storage, storage);
  });
});
