import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bracketStart, dataOf, organizerMatch, type OrganizerMatch } from '@arena/contract';
import { BRACKET_NO_SHOW_AFTER_MS } from '@arena/contract/rules';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { expectShape } from '../../testing/contract.js';
import { cupBody } from '../../testing/tournament-bodies.js';
import { organizerCalls } from '../../testing/organizer-calls.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { CODE_REVEAL_MS } from '../matches/match-players.js';
import { BOTH_ABSENT_ACTION, NO_SHOW_FORFEIT_ACTION, runNoShowPass } from './no-show-pass.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Bracket no-shows that enforce themselves (issue 33), with the simulated provider's lobby (the dev lobby route) and
 * the app's clock moved by the test: an absent side forfeits 15 minutes after its code was revealed and not before,
 * both absent are flagged for the organizer, a side that joined is not forfeited, two passes decide a match once,
 * and an organizer (not a player) reverses an automatic forfeit with a note unless the next match has started.
 */
describe('bracket no-shows: the pass and its reversal', () => {
  let t: TestApp;
  /** The app's clock: tests move it forward only. */
  let now: Date;
  let posters: { en: string; ar: string };
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const { call, refusal: refusalOf, matchesOf, act, uploadPosters } = organizerCalls(() => t);
  const matchOf = async (tournamentId: string, matchId: number) =>
    (await matchesOf(tournamentId)).find((match) => match.id === matchId)!;
  const auditOf = (matchId: number) =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'action', 'before', 'after'])
      .where('record_type', '=', 'bracket_matches')
      .where('record_id', '=', String(matchId))
      .orderBy('seq')
      .execute();
  const notesOf = (key: string, title: string) =>
    t.db
      .selectFrom('notifications')
      .select(['message', 'message_ar', 'link'])
      .where('user_id', '=', seedPlayer(key).id)
      .where('title', '=', title)
      .execute();
  /**
   * One turn of the pass, its report narrowed to `matchIds` (the seeded brackets' slots fall due as the clock
   * moves on too, and are decided beside the test's).
   */
  const pass = async (matchIds: number[]) => {
    const report = await runNoShowPass(t.app.context);
    const ours = (ids: number[]) => ids.filter((id) => matchIds.includes(id)).sort((a, b) => a - b);
    return {
      forfeited: ours(report.forfeited),
      bothAbsent: ours(report.bothAbsent),
      present: ours(report.present),
    };
  };

  interface Cup {
    id: string;
    /** Player key by registration id. */
    players: Map<string, string>;
  }

  /** A published, started 1vs1 single-elimination cup of four players made through the console. */
  async function startedCup(keys: string[]): Promise<{ cup: Cup; semis: OrganizerMatch[] }> {
    const body = cupBody(at, posters, {
      name: { en: 'No-show Cup', ar: 'كأس الغياب' },
      description: { en: 'Be in the lobby.', ar: 'كن في الردهة.' },
      skill_level: ['Iron', 'Gold', 'Challenger'],
      prize_pool: { currency: 'USD', places: [] },
    });
    const created = await call('POST', '/v1/admin/tournaments', 'organizer', body);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    for (const key of keys) {
      const registered = await call('POST', `/v1/tournaments/${id}/register/solo`, key);
      assert.equal(registered.statusCode, 201, `${key}: ${registered.body}`);
    }
    now = new Date(Date.parse(body.starting_time) - 30 * MINUTE);
    for (const key of keys) {
      const checkedIn = await call('POST', `/v1/tournaments/${id}/check-in/solo`, key);
      assert.ok(checkedIn.statusCode < 300, `${key}: ${checkedIn.body}`);
    }
    now = new Date(Date.parse(body.starting_time) + MINUTE);
    const started = await call('POST', `/v1/admin/tournaments/${id}/start`, 'organizer');
    assert.equal(started.statusCode, 200, started.body);
    expectShape(dataOf(bracketStart), started.json());
    const rows = await t.db
      .selectFrom('registrations')
      .select(['id', 'user_id'])
      .where('tournament_id', '=', id)
      .execute();
    const players = new Map(
      rows.map((row) => [row.id, keys.find((key) => seedPlayer(key).id === row.user_id)!]),
    );
    const semis = (await matchesOf(id)).filter((match) => match.round === 1);
    assert.equal(semis.length, 2);
    return { cup: { id, players }, semis };
  }

  /** The player keys of a match's two sides. */
  const sidesOf = (cup: Cup, match: OrganizerMatch) =>
    [match.opponent1, match.opponent2].map((side) => cup.players.get(side!.registrationId!)!) as [
      string,
      string,
    ];

  /**
   * Gives a match its slot and code as a player's status read does (the slot 15 minutes from now, its code revealed
   * 5 minutes before), then answers the code and when its no-show deadline falls.
   */
  async function slotOf(cup: Cup, key: string, matchId: number) {
    const status = await call('GET', `/v1/tournaments/${cup.id}/player/status`, key);
    assert.equal(status.statusCode, 200, status.body);
    const slot = await t.db
      .selectFrom('bracket_match_schedules')
      .select(['scheduled_time', 'tournament_code'])
      .where('match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    const revealedAt = slot.scheduled_time.getTime() - CODE_REVEAL_MS;
    return { code: slot.tournament_code, deadline: new Date(revealedAt + BRACKET_NO_SHOW_AFTER_MS) };
  }

  const join = async (key: string, code: string) => {
    const joined = await call('POST', `/v1/dev/lobby/${code}/join`, key);
    assert.equal(joined.statusCode, 200, joined.body);
  };

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    // Only the test's own turns decide: the app's background pass (every 5 s, on the same clock) could decide a slot
    // between a turn's reading of the due slots and its decision, leaving the slot out of the turn's report (a
    // present match missing from it, once in a CI run).
    t.app.context.jobsHeld = () => true;
    posters = await uploadPosters();
  });
  after(() => t.close());

  test('an absent side forfeits on time (not before), once with two passes; both absent are flagged; the organizer reverses the forfeit, a player may not', async () => {
    const { cup, semis } = await startedCup([
      'community-saqr',
      'community-najm',
      'community-shaheen',
      'community-reem',
    ]);
    const [forfeitMatch, absentMatch] = semis as [OrganizerMatch, OrganizerMatch];
    const ids = [forfeitMatch.id, absentMatch.id];
    const [present, absent] = sidesOf(cup, forfeitMatch);
    const [first, second] = sidesOf(cup, absentMatch);
    const { code, deadline } = await slotOf(cup, present, forfeitMatch.id);
    const other = await slotOf(cup, first, absentMatch.id);
    // Revealed: the one side joins the lobby (the simulated publisher's lobby events); nobody of the other match.
    now = new Date(deadline.getTime() - 15 * MINUTE);
    await join(present, code);

    // A minute before the deadline: nothing is decided.
    now = new Date(deadline.getTime() - MINUTE);
    assert.deepEqual(await pass(ids), { forfeited: [], bothAbsent: [], present: [] });
    assert.equal((await matchOf(cup.id, forfeitMatch.id)).status, 'ready');
    assert.deepEqual(await auditOf(forfeitMatch.id), []);

    // From the deadline on, two passes at once (two instances): the match is decided once.
    now = new Date(Math.max(deadline.getTime(), other.deadline.getTime()));
    const reports = await Promise.all([pass(ids), pass(ids)]);
    assert.deepEqual(
      reports.flatMap((report) => report.forfeited),
      [forfeitMatch.id],
    );
    assert.deepEqual(
      reports.flatMap((report) => report.bothAbsent),
      [absentMatch.id],
    );
    assert.deepEqual(await pass(ids), { forfeited: [], bothAbsent: [], present: [] });

    const forfeited = await matchOf(cup.id, forfeitMatch.id);
    assert.equal(forfeited.status, 'completed');
    const winnerSide =
      forfeited.opponent1!.registrationId && cup.players.get(forfeited.opponent1!.registrationId) === present
        ? 1
        : 2;
    const [winner, loser] =
      winnerSide === 1
        ? [forfeited.opponent1!, forfeited.opponent2!]
        : [forfeited.opponent2!, forfeited.opponent1!];
    assert.equal(winner.result, 'win');
    assert.equal(loser.forfeit, true);
    assert.deepEqual(forfeited.noShow?.state, 'forfeited');
    assert.equal(forfeited.noShow?.absentSide, winnerSide === 1 ? 2 : 1);
    // The bracket moved on: the present side is in the final.
    const final = (await matchesOf(cup.id)).find((match) => match.round === 2)!;
    assert.ok(
      [final.opponent1?.registrationId, final.opponent2?.registrationId].includes(winner.registrationId),
    );
    const audit = await auditOf(forfeitMatch.id);
    assert.deepEqual(
      audit.map((row) => [row.action, row.staff_id]),
      [[NO_SHOW_FORFEIT_ACTION, null]],
    );
    const [won] = await notesOf(present, 'Match decided: no-show');
    assert.match(won!.message, /did not join the lobby within 15 minutes .*you win by forfeit/);
    assert.match(won!.message_ar ?? '', /[\u0600-\u06FF]/);
    const lost = await notesOf(absent, 'Match decided: no-show');
    assert.equal(lost.length, 1, 'told once');
    assert.match(lost[0]!.message, /You did not join the lobby/);

    // Both absent: no result, flagged on the desk, the tournament's organizer told with a link to its run page.
    const flagged = await matchOf(cup.id, absentMatch.id);
    assert.equal(flagged.status, 'ready');
    assert.equal(flagged.noShow?.state, 'bothAbsent');
    assert.equal(flagged.opponent1?.forfeit || flagged.opponent2?.forfeit, false);
    assert.deepEqual(
      (await auditOf(absentMatch.id)).map((row) => [row.action, row.staff_id]),
      [[BOTH_ABSENT_ACTION, null]],
    );
    const [organizerNote] = await notesOf('organizer', 'Both sides absent');
    assert.equal(organizerNote!.link, `/staff/tournaments/${cup.id}/run`);
    assert.match(organizerNote!.message_ar ?? '', /[\u0600-\u06FF]/);
    for (const key of [first, second]) assert.deepEqual(await notesOf(key, 'Match decided: no-show'), []);

    // A player (even of the match) may not reverse it; nothing changes.
    assert.equal(
      refusalOf(await act(forfeitMatch.id, { action: 'reverseForfeit', note: 'I was there' }, present), 403)
        .code,
      4003,
    );
    assert.equal(
      refusalOf(await act(forfeitMatch.id, { action: 'reverseForfeit', note: 'I was there' }, absent), 403)
        .code,
      4003,
    );
    // A note is required; a match without an automatic forfeit has none to reverse.
    assert.equal(refusalOf(await act(forfeitMatch.id, { action: 'reverseForfeit' }), 400).code, 4000);
    assert.equal(
      refusalOf(await act(absentMatch.id, { action: 'reverseForfeit', note: 'No' }), 409).details?.reason,
      'noAutoForfeit',
    );

    // The organizer reverses it: playable again in a new slot, the winner out of the final, audited, both told.
    const reversed = await act(forfeitMatch.id, {
      action: 'reverseForfeit',
      note: 'The lobby events came late: play it again.',
    });
    assert.equal(reversed.statusCode, 200, reversed.body);
    const replay = expectShape(dataOf(organizerMatch), reversed.json()).data;
    assert.equal(replay.status, 'ready');
    assert.equal(replay.noShow?.state, 'reversed');
    assert.equal(replay.scheduledTime, new Date(now.getTime() + 15 * MINUTE).toISOString());
    assert.ok([replay.opponent1, replay.opponent2].every((side) => side?.result === null && !side.forfeit));
    const finalAfter = (await matchesOf(cup.id)).find((match) => match.round === 2)!;
    assert.ok(
      ![finalAfter.opponent1?.registrationId, finalAfter.opponent2?.registrationId].includes(
        winner.registrationId,
      ),
    );
    const reversal = (await auditOf(forfeitMatch.id)).at(-1)!;
    assert.equal(reversal.action, 'match.reverse_forfeit');
    assert.equal(reversal.staff_id, seedPlayer('organizer').id);
    assert.equal((reversal.after as { note: string }).note, 'The lobby events came late: play it again.');
    for (const key of [present, absent]) {
      const [told] = await notesOf(key, 'No-show forfeit reversed');
      assert.match(told!.message, /Note: The lobby events came late: play it again\./);
      assert.match(told!.message_ar ?? '', /[\u0600-\u06FF]/);
    }
    // Once: there is nothing left to reverse, and the pass leaves the replay to staff after its new deadline.
    assert.equal(
      refusalOf(await act(forfeitMatch.id, { action: 'reverseForfeit', note: 'Again' }), 409).details?.reason,
      'noAutoForfeit',
    );
    now = new Date(now.getTime() + HOUR);
    const later = await pass(ids);
    assert.ok(!later.forfeited.includes(forfeitMatch.id));
    assert.equal((await matchOf(cup.id, forfeitMatch.id)).status, 'ready');
  });

  test('a side that joined is not forfeited; a forfeit whose next match has started stays (409 laterMatchStarted)', async () => {
    const { cup, semis } = await startedCup([
      'community-zaid',
      'community-hamza',
      'community-mariam',
      'community-dana',
    ]);
    const [forfeitMatch, playedMatch] = semis as [OrganizerMatch, OrganizerMatch];
    const [present] = sidesOf(cup, forfeitMatch);
    const [first, second] = sidesOf(cup, playedMatch);
    const forfeitSlot = await slotOf(cup, present, forfeitMatch.id);
    const playedSlot = await slotOf(cup, first, playedMatch.id);
    now = new Date(forfeitSlot.deadline.getTime() - 10 * MINUTE);
    await join(present, forfeitSlot.code);
    await join(first, playedSlot.code);
    await join(second, playedSlot.code);
    now = new Date(Math.max(forfeitSlot.deadline.getTime(), playedSlot.deadline.getTime()));
    const report = await pass([forfeitMatch.id, playedMatch.id]);
    assert.deepEqual(report, { forfeited: [forfeitMatch.id], bothAbsent: [], present: [playedMatch.id] });
    const played = await matchOf(cup.id, playedMatch.id);
    assert.equal(played.status, 'ready');
    assert.equal(played.noShow, null);
    assert.deepEqual(await auditOf(playedMatch.id), []);

    // The other semi-final is decided; the final's code is revealed to its players.
    const result = await act(playedMatch.id, {
      action: 'result',
      winner: played.opponent1!.registrationId,
      note: 'Played on stream.',
    });
    assert.equal(result.statusCode, 200, result.body);
    const final = (await matchesOf(cup.id)).find((match) => match.round === 2)!;
    assert.equal(final.status, 'ready');
    const finalSlot = await slotOf(cup, present, final.id);
    now = new Date(finalSlot.deadline.getTime() - BRACKET_NO_SHOW_AFTER_MS);
    const refused = await act(forfeitMatch.id, { action: 'reverseForfeit', note: 'Too late?' });
    assert.equal(refusalOf(refused, 409).details?.reason, 'laterMatchStarted');
    assert.equal((await matchOf(cup.id, forfeitMatch.id)).noShow?.state, 'forfeited');
    assert.equal((await auditOf(forfeitMatch.id)).length, 1);
  });
  test('5vs5: a team counts as present when one member joined (the publisher names players by puuid); a flagged match given a new time is decided afresh', async () => {
    const created = await call(
      'POST',
      '/v1/admin/tournaments',
      'organizer',
      cupBody(at, posters, {
        name: { en: 'No-show Team Cup', ar: 'كأس غياب الفرق' },
        description: { en: 'Teams.', ar: 'فرق.' },
        format: '5vs5',
      }),
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    const startsAt = new Date(now.getTime() + 2 * HOUR);
    const teams = ['desert-falcons', 'nile-pharaohs'].map(seedTeam);
    for (const team of teams) {
      const registered = await call(
        'POST',
        `/v1/tournaments/${id}/register/${team.id}`,
        team.members[0]!.player.key,
      );
      assert.equal(registered.statusCode, 201, `${team.key}: ${registered.body}`);
    }
    now = new Date(startsAt.getTime() - 30 * MINUTE);
    for (const team of teams) {
      const checkedIn = await call(
        'POST',
        `/v1/tournaments/${id}/check-in/${team.id}`,
        team.members[1]!.player.key,
      );
      assert.ok(checkedIn.statusCode < 300, checkedIn.body);
    }
    now = new Date(startsAt.getTime() + MINUTE);
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/start`, 'organizer')).statusCode, 200);
    const [final] = await matchesOf(id);
    const falcon = teams[0]!.members[3]!.player.key;
    const status = await call('GET', `/v1/tournaments/${id}/player/status`, falcon);
    assert.equal(status.statusCode, 200, status.body);
    const slot = await t.db
      .selectFrom('bracket_match_schedules')
      .select(['scheduled_time', 'tournament_code'])
      .where('match_id', '=', final!.id)
      .executeTakeFirstOrThrow();
    const deadline = new Date(slot.scheduled_time.getTime() - CODE_REVEAL_MS + BRACKET_NO_SHOW_AFTER_MS);

    // Nobody joined: both absent, flagged. A new time clears the flag, and the new deadline is decided afresh.
    now = deadline;
    assert.deepEqual(await pass([final!.id]), { forfeited: [], bothAbsent: [final!.id], present: [] });
    const later = new Date(now.getTime() + HOUR);
    const moved = await act(final!.id, { action: 'schedule', at: later.toISOString() });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(expectShape(dataOf(organizerMatch), moved.json()).data.noShow, null);
    assert.deepEqual(await pass([final!.id]), { forfeited: [], bothAbsent: [], present: [] });

    // One Falcons member in the lobby, seen by the publisher's puuid: the Falcons are present, the Pharaohs forfeit.
    const member = await t.db
      .selectFrom('users')
      .select('puuid')
      .where('id', '=', seedPlayer(falcon).id)
      .executeTakeFirstOrThrow();
    assert.ok(member.puuid);
    await t.db
      .insertInto('simulated_lobby_joins')
      .values({ tournament_code: slot.tournament_code, account: member.puuid })
      .execute();
    now = new Date(later.getTime() - CODE_REVEAL_MS + BRACKET_NO_SHOW_AFTER_MS);
    assert.deepEqual(await pass([final!.id]), { forfeited: [final!.id], bothAbsent: [], present: [] });
    const decided = await matchOf(id, final!.id);
    assert.equal(decided.noShow?.state, 'forfeited');
    const pharaohs = [decided.opponent1!, decided.opponent2!].find((side) => side.name === teams[1]!.name)!;
    assert.equal(pharaohs.forfeit, true);
    // Every member of both teams is told.
    for (const team of teams) {
      for (const { player } of team.members) {
        const notes = await notesOf(player.key, 'Match decided: no-show');
        const ofCup = notes.filter((note) => note.link === `/tournaments/${id}`);
        assert.equal(ofCup.length, 1, player.key);
      }
    }
  });
});
