import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { BracketsManager } from 'brackets-manager';
import { tournamentBracket, type TournamentBracket } from '@arena/contract';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { PostgresBracketStorage } from './bracket-storage.js';
import { generateDueBrackets, MatchStatus, recordBracketMatchResult } from './brackets-service.js';
import { swissStandings } from './swiss-pairing.js';

const idOf = (key: string) => seedId('tournament', key);
const HOUR = 3_600_000;

type MatchRow = {
  id: number;
  stage_id: number;
  group_id: number;
  round_id: number;
  status: number;
  opponent1: { id: number | null; result?: string } | null;
  opponent2: { id: number | null; result?: string } | null;
};

async function matchesOf(t: TestApp, stageId: number): Promise<MatchRow[]> {
  return t.db
    .selectFrom('bracket_matches')
    .select(['id', 'stage_id', 'group_id', 'round_id', 'status', 'opponent1', 'opponent2'])
    .where('stage_id', '=', stageId)
    .orderBy('id')
    .execute();
}

const playable = (match: MatchRow) =>
  match.status === MatchStatus.Ready && match.opponent1?.id != null && match.opponent2?.id != null;

const winnerOf = (match: MatchRow) =>
  match.opponent1?.result === 'win'
    ? match.opponent1.id
    : match.opponent2?.result === 'win'
      ? match.opponent2.id
      : null;

async function bracketOf(t: TestApp, key: string): Promise<TournamentBracket> {
  const response = await t.request({ method: 'GET', url: `/v1/tournaments/${idOf(key)}/bracket` });
  assert.equal(response.statusCode, 200, response.body);
  return expectShape(tournamentBracket, response.json().data);
}

async function participantNames(t: TestApp, tournamentId: string): Promise<Map<number, string>> {
  const rows = await t.db
    .selectFrom('bracket_participants')
    .select(['id', 'name'])
    .where('tournament_id', '=', tournamentId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

describe('brackets', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('GET /v1/tournaments/{id}/bracket', () => {
    test('seeded tournaments that have started have their bracket, typed by the tournament type', async () => {
      const doubleElimination = await bracketOf(t, 'nile-legends-cup');
      assert.equal(doubleElimination.type, 'double_elimination');
      assert.equal(doubleElimination.nextBracket, null);
      assert.equal((await bracketOf(t, 'winter-clash')).type, 'single_elimination');

      const roundRobin = await bracketOf(t, 'founders-cup');
      assert.equal(roundRobin.type, 'round_robin');
      assert.equal(roundRobin.nextBracket?.type, 'single_elimination');
      assert.notEqual(roundRobin.nextBracket?.stageId, roundRobin.stageId);

      const swiss = await bracketOf(t, 'sands-of-valor');
      assert.equal(swiss.type, 'swiss_bracket');
      assert.equal(swiss.nextBracket?.type, 'single_elimination');
    });

    test('a tournament that has not started: 404, code 4004, with the not-started message', async () => {
      for (const key of ['levant-masters', 'ramadan-nights-cup', 'arena-matchmaking-season']) {
        const response = await t.request({ method: 'GET', url: `/v1/tournaments/${idOf(key)}/bracket` });
        assert.equal(response.statusCode, 404, key);
        assert.deepEqual(expectShape(errorBody, response.json()), {
          code: 4004,
          message: 'The bracket is available when the tournament begins',
          details: null,
        });
      }
    });

    test('an unknown or malformed tournament id: 404, code 10001', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-tournament']) {
        const response = await t.request({ method: 'GET', url: `/v1/tournaments/${id}/bracket` });
        assert.equal(response.statusCode, 404);
        assert.equal(response.json().code, 10001);
      }
    });
  });

  describe('seeded results', () => {
    test('live tournaments show completed matches and matches still to play', async () => {
      for (const key of ['nile-legends-cup', 'sands-of-valor']) {
        const matches = await matchesOf(t, (await bracketOf(t, key)).stageId);
        assert.ok(
          matches.some((match) => match.status >= MatchStatus.Completed && winnerOf(match)),
          key,
        );
        assert.ok(matches.some(playable), key);
      }
    });

    test('finished tournaments are played to the end, to the winners their descriptions name', async () => {
      const winter = await bracketOf(t, 'winter-clash');
      const winterMatches = await matchesOf(t, winter.stageId);
      assert.ok(winterMatches.every((match) => match.status >= MatchStatus.Completed));
      const winterNames = await participantNames(t, idOf('winter-clash'));
      const storage = new BracketsManager(new PostgresBracketStorage(t.db));
      const winterStandings = await storage.get.finalStandings(winter.stageId);
      assert.equal(winterNames.get(Number(winterStandings[0].id)), seedTeam('rhine-wolves').name);

      const founders = await bracketOf(t, 'founders-cup');
      const groupMatches = await matchesOf(t, founders.stageId);
      assert.equal(groupMatches.length, 28);
      const foundersNames = await participantNames(t, idOf('founders-cup'));
      const falcon = [...foundersNames].find(([, name]) => name === seedPlayer('falcon').gameName)![0];
      assert.ok(
        groupMatches.filter((match) => winnerOf(match) === falcon).length === 7,
        'Falcon won every game',
      );
      const [final] = await matchesOf(t, founders.nextBracket!.stageId);
      assert.equal(winnerOf(final), falcon);
    });
  });

  describe('recordBracketMatchResult', () => {
    test('double elimination: the winner moves on, the loser drops to the losers bracket', async () => {
      const bracket = await bracketOf(t, 'nile-legends-cup');
      const before = await matchesOf(t, bracket.stageId);
      const winnersBracket = await t.db
        .selectFrom('bracket_groups')
        .select('id')
        .where('stage_id', '=', bracket.stageId)
        .where('number', '=', 1)
        .executeTakeFirstOrThrow();
      const match = before.find(
        (candidate) => playable(candidate) && candidate.group_id === winnersBracket.id,
      )!;
      const winner = match.opponent1!.id!;
      const loser = match.opponent2!.id!;
      const result = await recordBracketMatchResult(t.db, {
        tournamentId: idOf('nile-legends-cup'),
        matchId: match.id,
        winnerParticipantId: winner,
      });
      assert.deepEqual(result, {
        matchId: match.id,
        stageId: bracket.stageId,
        winnerParticipantId: winner,
        loserParticipantId: loser,
        swissRoundCreated: false,
        nextStageSeeded: false,
      });
      const afterwards = await matchesOf(t, bracket.stageId);
      const decided = afterwards.find((candidate) => candidate.id === match.id)!;
      assert.equal(winnerOf(decided), winner);
      const appearances = (id: number, matches: MatchRow[]) =>
        matches.filter((candidate) => candidate.opponent1?.id === id || candidate.opponent2?.id === id)
          .length;
      assert.equal(
        appearances(winner, afterwards),
        appearances(winner, before) + 1,
        'winner placed in a new match',
      );
      assert.equal(
        appearances(loser, afterwards),
        appearances(loser, before) + 1,
        'loser placed in a new match',
      );
    });

    test('refusals: decided, not ready, wrong winner, another tournament, no bracket', async () => {
      const winter = await matchesOf(t, (await bracketOf(t, 'winter-clash')).stageId);
      const decided = winter[0];
      await assert.rejects(
        recordBracketMatchResult(t.db, {
          tournamentId: idOf('winter-clash'),
          matchId: decided.id,
          winnerParticipantId: decided.opponent1!.id!,
        }),
        { code: 4009, message: 'This match already has a result' },
      );

      const sands = await bracketOf(t, 'sands-of-valor');
      const [playoffMatch] = await matchesOf(t, sands.nextBracket!.stageId);
      await assert.rejects(
        recordBracketMatchResult(t.db, {
          tournamentId: idOf('sands-of-valor'),
          matchId: playoffMatch.id,
          winnerParticipantId: 1,
        }),
        { code: 4009, message: 'This match cannot be played yet' },
      );

      const open = (await matchesOf(t, sands.stageId)).find(playable)!;
      await assert.rejects(
        recordBracketMatchResult(t.db, {
          tournamentId: idOf('sands-of-valor'),
          matchId: open.id,
          winnerParticipantId: -1,
        }),
        { code: 4000 },
      );
      await assert.rejects(
        recordBracketMatchResult(t.db, {
          tournamentId: idOf('nile-legends-cup'),
          matchId: open.id,
          winnerParticipantId: open.opponent1!.id!,
        }),
        { code: 4004, message: 'Match not found' },
      );
      await assert.rejects(
        recordBracketMatchResult(t.db, {
          tournamentId: idOf('levant-masters'),
          matchId: open.id,
          winnerParticipantId: open.opponent1!.id!,
        }),
        { code: 4004 },
      );
      const untouched = (await matchesOf(t, sands.stageId)).find((match) => match.id === open.id)!;
      assert.equal(untouched.status, MatchStatus.Ready);
    });

    test('swiss: each finished round pairs the next without rematches; the last one fills the playoff', async () => {
      const tournamentId = idOf('sands-of-valor');
      const bracket = await bracketOf(t, 'sands-of-valor');
      let roundsCreated = 0;
      let seeded = false;
      for (;;) {
        const match = (await matchesOf(t, bracket.stageId)).find(playable);
        if (!match) break;
        const result = await recordBracketMatchResult(t.db, {
          tournamentId,
          matchId: match.id,
          winnerParticipantId: Math.min(match.opponent1!.id!, match.opponent2!.id!),
        });
        if (result.swissRoundCreated) roundsCreated += 1;
        if (result.nextStageSeeded) seeded = true;
      }
      const matches = await matchesOf(t, bracket.stageId);
      const rounds = new Set(matches.map((match) => match.round_id));
      assert.equal(rounds.size, 5, 'five swiss rounds');
      assert.equal(roundsCreated, 3, 'rounds three to five were paired by results');
      const pairs = matches.map((match) => [match.opponent1!.id, match.opponent2!.id].sort().join('-'));
      assert.equal(new Set(pairs).size, pairs.length, 'nobody met twice');
      for (const round of rounds) {
        const inRound = matches.filter((match) => match.round_id === round);
        assert.equal(
          new Set(inRound.flatMap((match) => [match.opponent1!.id, match.opponent2!.id])).size,
          16,
        );
      }

      assert.ok(seeded);
      const participants = [...(await participantNames(t, tournamentId)).keys()].sort((a, b) => a - b);
      const standings = swissStandings(
        participants,
        matches.map((match) => ({
          opponent1: match.opponent1!.id!,
          opponent2: match.opponent2!.id,
          winner: winnerOf(match),
        })),
      );
      const playoff = await matchesOf(t, bracket.nextBracket!.stageId);
      const firstRound = playoff.filter((match) => match.round_id === playoff[0].round_id);
      assert.deepEqual(
        new Set(firstRound.flatMap((match) => [match.opponent1!.id, match.opponent2!.id])),
        new Set(standings.slice(0, 8).map((entry) => entry.id)),
      );
      assert.ok(firstRound.every(playable));
    });

    test('round robin: the final is filled with the two best once every group game is played', async () => {
      const tournamentId = idOf('euw-clash-weekly');
      await t.db
        .updateTable('registrations')
        .set({ status: 'checked-in' })
        .where('tournament_id', '=', tournamentId)
        .execute();
      await t.db
        .updateTable('tournaments')
        .set({
          checking_time: new Date(t.now.getTime() - 2 * HOUR),
          starting_time: new Date(t.now.getTime() - HOUR),
        })
        .where('id', '=', tournamentId)
        .execute();
      const report = await generateDueBrackets({ ...t.app.context, clock: () => t.now });
      assert.deepEqual(report, { created: [tournamentId], dropped: [], failed: [] });

      const bracket = await bracketOf(t, 'euw-clash-weekly');
      assert.equal(bracket.type, 'round_robin');
      const group = await matchesOf(t, bracket.stageId);
      assert.equal(group.length, 3);
      const names = await participantNames(t, tournamentId);
      const nordic = [...names].find(([, name]) => name === seedTeam('nordic-storm').name)![0];
      let seeded = false;
      for (const match of group) {
        const sides = [match.opponent1!.id!, match.opponent2!.id!];
        const winner = sides.includes(nordic) ? nordic : Math.min(...sides);
        const result = await recordBracketMatchResult(t.db, {
          tournamentId,
          matchId: match.id,
          winnerParticipantId: winner,
        });
        seeded ||= result.nextStageSeeded;
      }
      assert.ok(seeded);
      const [final] = await matchesOf(t, bracket.nextBracket!.stageId);
      assert.ok(playable(final));
      // Nordic Storm won both games; Rhine Wolves (first seed) beat Paris Phantoms.
      assert.deepEqual(
        [final.opponent1!.id, final.opponent2!.id].map((id) => names.get(id!)),
        [seedTeam('nordic-storm').name, seedTeam('rhine-wolves').name],
      );
    });
  });
});

describe('bracket generation when tournaments start', () => {
  let t: TestApp;
  let seededAt: Date;

  before(async () => {
    seededAt = await recentSeedMoment();
    // Two hours after the seed: Levant Masters and Frankfurt Frenzy have started since; the app generates their
    // brackets when it is ready.
    t = await createTestApp({ now: seededAt, clock: () => new Date(seededAt.getTime() + 2 * HOUR) });
  });
  after(() => t.close());

  test('from the checked-in registrations, in registration order', async () => {
    const tournamentId = idOf('levant-masters');
    const checkedIn = await t.db
      .selectFrom('registrations')
      .innerJoin('users', 'users.id', 'registrations.user_id')
      .select('users.game_name')
      .where('registrations.tournament_id', '=', tournamentId)
      .where('registrations.status', '=', 'checked-in')
      .orderBy('registrations.created_at')
      .execute();
    assert.equal(checkedIn.length, 5);
    const names = await participantNames(t, tournamentId);
    assert.deepEqual(
      [...names.entries()].sort(([a], [b]) => a - b).map(([, name]) => name),
      checkedIn.map((row) => row.game_name),
    );
    assert.ok(
      ![...names.values()].includes(seedPlayer('falcon').gameName),
      'not checked in, not in the bracket',
    );

    const bracket = await bracketOf(t, 'levant-masters');
    assert.deepEqual(
      { type: bracket.type, next: bracket.nextBracket },
      { type: 'single_elimination', next: null },
    );
    const matches = await matchesOf(t, bracket.stageId);
    // Eight slots (three byes): quarter-finals, semi-finals, final and the match for third place.
    assert.equal(matches.length, 8);

    const frankfurt = await bracketOf(t, 'frankfurt-frenzy');
    const [final] = await matchesOf(t, frankfurt.stageId);
    assert.ok(playable(final), 'two checked-in teams: straight to the final');
  });

  test('runs again without creating anything twice; tournaments still to start get none', async () => {
    const report = await generateDueBrackets({
      ...t.app.context,
      clock: () => new Date(seededAt.getTime() + 2 * HOUR),
    });
    assert.deepEqual(report, { created: [], dropped: [], failed: [] });
    const response = await t.request({
      method: 'GET',
      url: `/v1/tournaments/${idOf('newcomers-cup')}/bracket`,
    });
    assert.equal(response.statusCode, 404);
  });
});
