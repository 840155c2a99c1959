import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, organizerMatch, type OrganizerMatch } from '@arena/contract';
import { BRACKET_NO_SHOW_AFTER_MS } from '@arena/contract/rules';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { cupBody } from '../../testing/tournament-bodies.js';
import { organizerCalls } from '../../testing/organizer-calls.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { CODE_REVEAL_MS } from '../matches/match-players.js';
import { runNoShowPass } from './no-show-pass.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Reversing the automatic no-show forfeit of a FINAL (issue 33): the final's result paid the prizes, so staff's
 * reversal takes back exactly the payouts and prize reward codes it awarded, in one transaction, the tournament runs
 * again and the final is played again; deciding it again pays the prizes once. A prize already paid out cannot be
 * taken back: 409 `prizePaidOut` naming it, and nothing changes. Only organizers and admins reverse.
 */
describe('reversing a forfeited final', () => {
  let t: TestApp;
  let now: Date;
  let posters: { en: string; ar: string };
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const { call, refusal: refusalOf, matchesOf, act, uploadPosters } = organizerCalls(() => t);
  const payoutsOf = (tournamentId: string) =>
    t.db
      .selectFrom('payment_transactions')
      .select(['id', 'user_id', 'position', 'amount', 'status'])
      .where('tournament_id', '=', tournamentId)
      .orderBy('position')
      .execute();
  const codesOf = (tournamentId: string) =>
    t.db
      .selectFrom('reward_codes')
      .select(['user_id', 'type', 'prize_position'])
      .where('tournament_id', '=', tournamentId)
      .orderBy('prize_position')
      .orderBy('prize_slot')
      .execute();
  const runOf = (tournamentId: string) =>
    t.db
      .selectFrom('prize_payout_runs')
      .select('payouts')
      .where('tournament_id', '=', tournamentId)
      .executeTakeFirst();
  const notesOf = (key: string, title: string) =>
    t.db
      .selectFrom('notifications')
      .select(['message', 'message_ar'])
      .where('user_id', '=', seedPlayer(key).id)
      .where('title', '=', title)
      .execute();
  const reversalsOf = (matchId: number) =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'after'])
      .where('record_type', '=', 'bracket_matches')
      .where('record_id', '=', String(matchId))
      .where('action', '=', 'match.reverse_forfeit')
      .execute();
  /** Whether the console may still edit the tournament: 409 `tournamentCompleted` once its prizes are paid. */
  const editRefusal = async (id: string) => {
    const response = await call('PATCH', `/v1/admin/tournaments/${id}`, 'organizer', {
      description: { en: 'Play the final again.', ar: 'العب النهائي من جديد.' },
    });
    if (response.statusCode === 200) return null;
    return refusalOf(response, 409).details?.reason;
  };

  interface Final {
    id: string;
    final: OrganizerMatch;
    /** Player key by registration id. */
    players: Map<string, string>;
    present: string;
    absent: string;
  }

  /**
   * A four-player cup paying 1,000 and 400 USD (the winner also gets two hextech keys) whose semi-finals the
   * organizer decided and whose final the no-show pass forfeited: its prizes are paid.
   */
  async function forfeitedFinal(keys: string[]): Promise<Final> {
    const body = cupBody(at, posters, {
      name: { en: 'Final Cup', ar: 'كأس النهائي' },
      description: { en: 'Play the final.', ar: 'العب النهائي.' },
      prize_pool: {
        currency: 'USD',
        places: [
          { place: 1, amount: 1000, rewardCodes: [{ type: 'hextech_key', count: 2 }] },
          { place: 2, amount: 400 },
        ],
      },
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
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/start`, 'organizer')).statusCode, 200);
    const rows = await t.db
      .selectFrom('registrations')
      .select(['id', 'user_id'])
      .where('tournament_id', '=', id)
      .execute();
    const players = new Map(
      rows.map((row) => [row.id, keys.find((key) => seedPlayer(key).id === row.user_id)!]),
    );
    for (const semi of (await matchesOf(id)).filter((match) => match.round === 1)) {
      const decided = await act(semi.id, {
        action: 'result',
        winner: semi.opponent1!.registrationId,
        note: 'Played on stage',
      });
      assert.equal(decided.statusCode, 200, decided.body);
    }
    const final = (await matchesOf(id)).find((match) => match.round === 2)!;
    assert.equal(final.status, 'ready');
    const [present, absent] = [final.opponent1, final.opponent2].map((side) =>
      players.get(side!.registrationId!)!,
    ) as [string, string];
    // The final's slot and code, as its players' status read gives them; one side joins the lobby in time.
    assert.equal((await call('GET', `/v1/tournaments/${id}/player/status`, present)).statusCode, 200);
    const slot = await t.db
      .selectFrom('bracket_match_schedules')
      .select(['scheduled_time', 'tournament_code'])
      .where('match_id', '=', final.id)
      .executeTakeFirstOrThrow();
    const deadline = slot.scheduled_time.getTime() - CODE_REVEAL_MS + BRACKET_NO_SHOW_AFTER_MS;
    now = new Date(deadline - 10 * MINUTE);
    const joined = await call('POST', `/v1/dev/lobby/${slot.tournament_code}/join`, present);
    assert.equal(joined.statusCode, 200, joined.body);
    now = new Date(deadline);
    // This turn, or the app's own turn of the pass running beside it, decides the final (once).
    await runNoShowPass(t.app.context);
    const decided = (await matchesOf(id)).find((match) => match.id === final.id)!;
    assert.equal(decided.noShow?.state, 'forfeited');
    return { id, final: decided, players, present, absent };
  }

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    posters = await uploadPosters();
  });
  after(() => t.close());

  test('the final reopens, its prizes taken back once and paid once when it is decided again; players and support may not reverse', async () => {
    const cup = await forfeitedFinal([
      'community-saqr',
      'community-najm',
      'community-shaheen',
      'community-reem',
    ]);
    const winnerId = seedPlayer(cup.present).id;
    const runnerUpId = seedPlayer(cup.absent).id;
    // Paid by the forfeit: 1,000 to the present side, 400 to the absent one, two keys to the winner.
    assert.deepEqual(
      (await payoutsOf(cup.id)).map((row) => [row.position, row.user_id, Number(row.amount), row.status]),
      [
        [1, winnerId, 1000, 'Pending'],
        [2, runnerUpId, 400, 'Pending'],
      ],
    );
    assert.equal((await codesOf(cup.id)).length, 2);
    assert.equal(await editRefusal(cup.id), 'tournamentCompleted');

    // Only console staff reverse: the players of the final and a support agent get 403, and nothing changes.
    for (const key of [cup.present, cup.absent, 'support']) {
      const refused = await act(cup.final.id, { action: 'reverseForfeit', note: 'Replay it' }, key);
      assert.equal(refusalOf(refused, 403).code, 4003, key);
    }
    assert.equal((await payoutsOf(cup.id)).length, 2);

    const reversed = await act(cup.final.id, {
      action: 'reverseForfeit',
      note: 'The lobby events came late: play the final again.',
    });
    assert.equal(reversed.statusCode, 200, reversed.body);
    const replay = expectShape(dataOf(organizerMatch), reversed.json()).data;
    assert.equal(replay.status, 'ready');
    assert.equal(replay.noShow?.state, 'reversed');
    assert.ok([replay.opponent1, replay.opponent2].every((side) => side?.result === null && !side.forfeit));
    // Exactly the decision's prizes are gone: its run, its two payouts, its two codes; the tournament runs again.
    assert.equal(await runOf(cup.id), undefined);
    assert.deepEqual(await payoutsOf(cup.id), []);
    assert.deepEqual(await codesOf(cup.id), []);
    assert.equal(await editRefusal(cup.id), null);

    const [audit, ...more] = await reversalsOf(cup.final.id);
    assert.equal(more.length, 0);
    assert.equal(audit!.staff_id, seedPlayer('organizer').id);
    const withdrawn = (audit!.after as { prizes_withdrawn: { payouts: unknown[]; reward_codes: unknown[] } })
      .prizes_withdrawn;
    assert.deepEqual(
      (withdrawn.payouts as { position: number; userId: string; amount: number; status: string }[]).map(
        (payout) => [payout.position, payout.userId, payout.amount, payout.status],
      ),
      [
        [1, winnerId, 1000, 'Pending'],
        [2, runnerUpId, 400, 'Pending'],
      ],
    );
    assert.deepEqual(withdrawn.reward_codes, [{ userId: winnerId, type: 'hextech_key', count: 2 }]);
    // Both sides told: the reversal, and their prize withdrawn (in both languages, with the note).
    for (const key of [cup.present, cup.absent]) {
      const [told, ...again] = await notesOf(key, 'Prize withdrawn');
      assert.equal(again.length, 0, `${key} told once`);
      assert.match(told!.message, /reopened the final of Final Cup/);
      assert.match(told!.message, /Note: The lobby events came late: play the final again\./);
      assert.match(told!.message_ar ?? '', /كأس النهائي/);
      assert.equal((await notesOf(key, 'No-show forfeit reversed')).length, 1);
    }
    // Once: nothing is left to reverse.
    assert.equal(
      refusalOf(await act(cup.final.id, { action: 'reverseForfeit', note: 'Again' }), 409).details?.reason,
      'noAutoForfeit',
    );

    // Decided again (the other side wins this time): the prizes are paid once, to the new order.
    const decided = await act(cup.final.id, {
      action: 'result',
      winner: [replay.opponent1, replay.opponent2].find(
        (side) => cup.players.get(side!.registrationId!) === cup.absent,
      )!.registrationId,
      note: 'Played on stage',
    });
    assert.equal(decided.statusCode, 200, decided.body);
    assert.deepEqual(
      (await payoutsOf(cup.id)).map((row) => [row.position, row.user_id, Number(row.amount)]),
      [
        [1, runnerUpId, 1000],
        [2, winnerId, 400],
      ],
    );
    assert.deepEqual(
      (await codesOf(cup.id)).map((row) => [row.user_id, row.type, row.prize_position]),
      [
        [runnerUpId, 'hextech_key', 1],
        [runnerUpId, 'hextech_key', 1],
      ],
    );
    assert.equal((await runOf(cup.id))?.payouts, 2);
    assert.equal(await editRefusal(cup.id), 'tournamentCompleted');
  });

  test('a prize paid out to a bank account cannot be taken back: 409 prizePaidOut naming it, nothing changes; an admin may reverse once it is not', async () => {
    const cup = await forfeitedFinal([
      'community-zaid',
      'community-hamza',
      'community-mariam',
      'community-dana',
    ]);
    const [first, second] = await payoutsOf(cup.id);
    // Staff settled the winner's prize: the money left for the player's bank account.
    await t.db
      .updateTable('payment_transactions')
      .set({ status: 'Completed', payment_method: 'bank_transfer', settled_at: now, reference: 'TRX-1' })
      .where('id', '=', first!.id)
      .execute();
    const refused = refusalOf(
      await act(cup.final.id, { action: 'reverseForfeit', note: 'Replay it' }, 'admin'),
      409,
    );
    assert.deepEqual(refused.details, {
      reason: 'prizePaidOut',
      position: 1,
      amount: 1000,
      currency: 'USD',
      method: 'bank_transfer',
    });
    // Nothing changed: the final stands, every prize row is there, no audit row, nobody told.
    const final = (await matchesOf(cup.id)).find((match) => match.id === cup.final.id)!;
    assert.equal(final.status, 'completed');
    assert.equal(final.noShow?.state, 'forfeited');
    assert.deepEqual(
      (await payoutsOf(cup.id)).map((row) => [row.id, row.status]),
      [
        [first!.id, 'Completed'],
        [second!.id, 'Pending'],
      ],
    );
    assert.equal((await codesOf(cup.id)).length, 2);
    assert.ok(await runOf(cup.id));
    assert.deepEqual(await reversalsOf(cup.final.id), []);
    assert.deepEqual(await notesOf(cup.present, 'Prize withdrawn'), []);

    // Had it been rejected instead (nothing left the portal), the admin's reversal takes it back with the rest.
    await t.db
      .updateTable('payment_transactions')
      .set({ status: 'Rejected', payment_method: null })
      .where('id', '=', first!.id)
      .execute();
    const reversed = await act(cup.final.id, { action: 'reverseForfeit', note: 'Replay it' }, 'admin');
    assert.equal(reversed.statusCode, 200, reversed.body);
    assert.deepEqual(await payoutsOf(cup.id), []);
    assert.equal((await reversalsOf(cup.final.id))[0]!.staff_id, seedPlayer('admin').id);
  });
});
