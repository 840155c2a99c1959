import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAYOUT_CURRENCIES, RefusalReason, type PaymentProfileBody } from '@arena/contract';
import { MatchStatus, recordBracketMatchResult } from '../brackets/brackets-service.js';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { multipartBody, PNG_1X1 } from '../../testing/test-images.js';
import { ibanMessage, swiftMessage } from './banking-messages.js';
import { decryptDetails, encryptDetails, paymentKey } from './payment-crypto.js';
import { payBracketPrizes } from '../brackets/bracket-prizes.js';
import { payEndedLadders, payLadderPrizes } from '../matchmaking/ladder-prizes.js';
import { prizePayouts } from './prize-payouts.js';
import { maskEmail, maskIban } from './payout-destinations.js';

const VALID_BANKING = {
  accountHolderName: 'Falcon Al-Saud',
  bankName: 'Saudi National Bank',
  bankAddress: 'King Fahd Road, Riyadh',
  iban: 'SA03 8000 0000 6080 1016 7519',
  swift: 'ncbksaje',
  currency: 'SAR',
  mobileNumber: '+966 50 123 4567',
  email: 'falcon@example.com',
} as const;

const tournamentId = (key: string) => SEED_TOURNAMENTS.find((tournament) => tournament.key === key)!.id;

describe('payments: payment settings', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const call = async (method: 'GET' | 'PUT', player: string | null, payload?: PaymentProfileBody) =>
    t.request({
      method,
      url: '/v1/payment/banking-info',
      token: player ? await t.tokenFor(player) : undefined,
      ...(payload ? { payload } : {}),
    });
  const refusedFields = async (player: string, payload: unknown) => {
    const response = await call('PUT', player, payload as PaymentProfileBody);
    assert.equal(response.statusCode, 400, response.body);
    const body = expectShape(errorBody, response.json());
    assert.equal(body.code, 4000);
    return (body.details as { fields: Record<string, string> }).fields;
  };

  test('signed in only; a player who saved nothing gets bank transfer and no details, never cached', async () => {
    assert.equal((await call('GET', null)).statusCode, 401);
    assert.equal((await call('PUT', null, { preferredPaymentMethod: 'paypal' })).statusCode, 401);
    const response = await call('GET', 'nour');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    assert.deepEqual(expectAnswer('GET /v1/payment/banking-info', response.json()), {
      status: 'success',
      data: { preferredPaymentMethod: 'bank_transfer', bankingDetails: null, paypalDetails: null },
    });
  });

  test('bank transfer: every field is required (P2 §5), each named with the message', async () => {
    const missingObject = await refusedFields('falcon', { preferredPaymentMethod: 'bank_transfer' });
    assert.deepEqual(Object.keys(missingObject), ['bankingDetails']);
    assert.equal(missingObject.bankingDetails, 'This Field Is Required');

    const empty = Object.fromEntries(
      Object.keys(VALID_BANKING)
        .filter((field) => field !== 'currency')
        .map((field) => [field, '  ']),
    );
    const fields = await refusedFields('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: empty,
    });
    for (const field of [
      'accountHolderName',
      'bankName',
      'bankAddress',
      'iban',
      'swift',
      'mobileNumber',
      'email',
    ]) {
      assert.match(fields[`bankingDetails.${field}`] ?? '', /This Field Is Required/, field);
    }
    for (const field of Object.keys(VALID_BANKING)) {
      const { [field as keyof typeof VALID_BANKING]: _left, ...rest } = VALID_BANKING;
      if (field === 'currency') continue; // USD by default (P2 §9)
      const one = await refusedFields('falcon', {
        preferredPaymentMethod: 'bank_transfer',
        bankingDetails: rest,
      });
      assert.deepEqual(Object.keys(one), [`bankingDetails.${field}`], field);
    }
    const badFormats = await refusedFields('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...VALID_BANKING, email: 'falcon-at-example', mobileNumber: 'call me' },
    });
    assert.equal(badFormats['bankingDetails.email'], 'Enter a valid email address');
    assert.equal(badFormats['bankingDetails.mobileNumber'], 'Enter a valid mobile number');
  });

  test('online wallet: its email is required and must be an email', async () => {
    const missing = await refusedFields('falcon', { preferredPaymentMethod: 'paypal' });
    assert.deepEqual(missing, { 'paypalDetails.email': 'This Field Is Required' });
    const empty = await refusedFields('falcon', {
      preferredPaymentMethod: 'paypal',
      paypalDetails: { email: '' },
    });
    assert.match(empty['paypalDetails.email'], /This Field Is Required/);
    const wrong = await refusedFields('falcon', {
      preferredPaymentMethod: 'paypal',
      paypalDetails: { email: 'not an email' },
    });
    assert.equal(wrong['paypalDetails.email'], 'Enter a valid email address');
  });

  test('IBAN by its checksum and SWIFT/BIC by its format, with clear messages', async () => {
    const checksum = await refusedFields('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...VALID_BANKING, iban: 'SA04 8000 0000 6080 1016 7519' },
    });
    assert.deepEqual(checksum, {
      'bankingDetails.iban': 'IBAN check digits do not match: check it for a typo',
    });
    const both = await refusedFields('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...VALID_BANKING, iban: 'XX00123', swift: 'NCB1' },
    });
    assert.match(both['bankingDetails.iban'], /country code/);
    assert.match(both['bankingDetails.swift'], /8 or 11 letters and digits/);
    assert.match(ibanMessage('SA03800000006080101675') ?? '', /wrong length/);
    assert.equal(ibanMessage('GB82 WEST 1234 5698 7654 32'), null);
    assert.match(swiftMessage('DEUTQQFF') ?? '', /unknown country code/);
  });

  test('currency: one of the eight payout currencies, USD by default', async () => {
    const fields = await refusedFields('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...VALID_BANKING, currency: 'GBP' },
    });
    assert.equal(fields['bankingDetails.currency'], 'Choose one of USD, EUR, AED, SAR, QAR, KWD, BHD, OMR');
    for (const currency of PAYOUT_CURRENCIES) {
      const response = await call('PUT', 'omar', {
        preferredPaymentMethod: 'bank_transfer',
        bankingDetails: { ...VALID_BANKING, currency },
      });
      assert.equal(response.statusCode, 200, currency);
    }
    const { currency: _currency, ...withoutCurrency } = VALID_BANKING;
    const defaulted = await call('PUT', 'omar', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: withoutCurrency,
    });
    assert.equal(
      expectAnswer('PUT /v1/payment/banking-info', defaulted.json()).data.bankingDetails?.currency,
      'USD',
    );
  });

  test('saved, read back by the owner only, encrypted at rest and every change audited by field name', async () => {
    const saved = await call('PUT', 'falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: VALID_BANKING,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const { data } = expectAnswer('PUT /v1/payment/banking-info', saved.json());
    assert.ok(data.bankingDetails?._id);
    assert.deepEqual(
      { ...data.bankingDetails, _id: undefined },
      {
        ...VALID_BANKING,
        _id: undefined,
        iban: 'SA0380000000608010167519',
        swift: 'NCBKSAJE',
      },
    );
    const read = expectAnswer('GET /v1/payment/banking-info', (await call('GET', 'falcon')).json());
    assert.deepEqual(read.data, data);

    // There is no id to ask for: another player's call answers their own (empty) profile.
    const layla = expectAnswer('GET /v1/payment/banking-info', (await call('GET', 'layla')).json());
    assert.deepEqual(layla.data, {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: null,
      paypalDetails: null,
    });
    assert.doesNotMatch(JSON.stringify(layla), /SA0380|Falcon Al-Saud/);

    const row = await t.db
      .selectFrom('payment_profiles')
      .selectAll()
      .where('user_id', '=', seedPlayer('falcon').id)
      .executeTakeFirstOrThrow();
    assert.match(row.banking_details ?? '', /^v1:[0-9a-f]{24}:[0-9a-f]{32}:[0-9a-f]+$/);
    for (const plain of [
      'SA0380000000608010167519',
      'Falcon',
      'Saudi National Bank',
      '+966',
      'falcon@example.com',
    ]) {
      assert.ok(!row.banking_details!.includes(plain), `${plain} is not stored in clear`);
    }
    const key = paymentKey(t.app.context.config);
    assert.throws(
      () => decryptDetails(key, seedPlayer('layla').id, row.banking_details!),
      'bound to its owner',
    );

    const changes = await t.db
      .selectFrom('payment_profile_changes')
      .selectAll()
      .where('user_id', '=', seedPlayer('falcon').id)
      .orderBy('changed_at')
      .execute();
    assert.equal(changes.length, 1);
    assert.equal(changes[0].changed_by, seedPlayer('falcon').id);
    assert.deepEqual(changes[0].changed_fields, [
      'preferredPaymentMethod',
      ...Object.keys(VALID_BANKING).map((field) => `bankingDetails.${field}`),
    ]);
    assert.doesNotMatch(JSON.stringify(changes), /SA0380|Saudi National Bank/);

    // The same details again change nothing and record nothing; the wallet keeps the bank details.
    await call('PUT', 'falcon', { preferredPaymentMethod: 'bank_transfer', bankingDetails: VALID_BANKING });
    const wallet = await call('PUT', 'falcon', {
      preferredPaymentMethod: 'paypal',
      paypalDetails: { email: 'falcon.wallet@example.com' },
    });
    const walletData = expectAnswer('PUT /v1/payment/banking-info', wallet.json()).data;
    assert.equal(walletData.preferredPaymentMethod, 'paypal');
    assert.equal(walletData.paypalDetails?.email, 'falcon.wallet@example.com');
    assert.equal(walletData.bankingDetails?._id, data.bankingDetails?._id);
    const later = await t.db
      .selectFrom('payment_profile_changes')
      .select('changed_fields')
      .where('user_id', '=', seedPlayer('falcon').id)
      .orderBy('changed_at')
      .execute();
    assert.deepEqual(
      later.map((change) => change.changed_fields),
      [changes[0].changed_fields, ['preferredPaymentMethod', 'paypalDetails.email']],
    );
  });

  test('crypto: authenticated encryption, a fresh IV each time', () => {
    const key = paymentKey({ jwtSecret: 'x'.repeat(40), paymentSecret: 'y'.repeat(40) });
    const first = encryptDetails(key, 'owner', { iban: 'SA03' });
    assert.notEqual(first, encryptDetails(key, 'owner', { iban: 'SA03' }));
    assert.deepEqual(decryptDetails(key, 'owner', first), { iban: 'SA03' });
    const tampered = first.slice(0, -2) + (first.endsWith('00') ? '11' : '00');
    assert.throws(() => decryptDetails(key, 'owner', tampered));
  });
});

describe('payments: prize payouts from completed tournaments', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const payoutsOf = (key: string) =>
    t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('tournament_id', '=', tournamentId(key))
      .orderBy('position')
      .execute();

  test('prize pool entries: positioned money prizes only, in the pool currency', () => {
    assert.deepEqual(
      prizePayouts(
        [
          { name: '1st Place', amount: '5,000' },
          { name: '2nd Place', amount: '3000' },
          { name: 'MVP', amount: '200' },
          { name: '3rd Place', amount: 'Gaming headset' },
        ],
        '10000 AED',
      ),
      [
        { position: 1, amount: 5000, currency: 'AED' },
        { position: 2, amount: 3000, currency: 'AED' },
      ],
    );
    assert.equal(prizePayouts([{ name: '1st', amount: '10' }], '10 GBP')[0].currency, 'USD');
  });

  test('a bracket played to its final pays its winners (a team: its owner) once, Pending, with position', async () => {
    const winterClash = await payoutsOf('winter-clash');
    const owner = seedTeam('rhine-wolves').members.find((member) => member.role === 'owner')!.player;
    assert.deepEqual(
      winterClash.map((row) => [row.position, row.user_id, Number(row.amount), row.currency, row.status]),
      [
        [1, owner.id, 1500, 'EUR', 'Pending'],
        [2, winterClash[1].user_id, 700, 'EUR', 'Pending'],
      ],
    );
    assert.equal(winterClash[0].description.en, 'Winter Clash — 1st place prize');
    const foundersCup = await payoutsOf('founders-cup');
    assert.equal(
      foundersCup[0].user_id,
      seedPlayer('falcon').id,
      'the round robin then the final: Falcon won',
    );
    assert.deepEqual(
      foundersCup.map((row) => row.position),
      [1, 2],
      'the third prize is a jersey',
    );

    // Completing again changes nothing.
    assert.equal(await payBracketPrizes(t.db, tournamentId('winter-clash')), null);
    assert.equal((await payoutsOf('winter-clash')).length, 2);
  });

  test('a live bracket pays nothing until its final result is recorded, then exactly once, dated by its clock', async () => {
    const id = tournamentId('nile-legends-cup');
    // The results are recorded at a moment of the app's clock (a test clock here), not the wall clock.
    const resultAt = new Date(t.now.getTime() + 3 * 3_600_000);
    assert.equal((await payoutsOf('nile-legends-cup')).length, 0);
    assert.equal(await payBracketPrizes(t.db, id), null, 'not complete');
    for (let played = 0; played < 100; played += 1) {
      const match = await t.db
        .selectFrom('bracket_matches')
        .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
        .select(['bracket_matches.id', 'bracket_matches.opponent1', 'bracket_matches.opponent2'])
        .where('bracket_stages.tournament_id', '=', id)
        .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
        .orderBy('bracket_matches.round_id')
        .orderBy('bracket_matches.number')
        .executeTakeFirst();
      if (!match?.opponent1?.id || !match.opponent2?.id) break;
      const winner = Math.min(match.opponent1.id, match.opponent2.id);
      await recordBracketMatchResult(t.db, {
        tournamentId: id,
        matchId: match.id,
        winnerParticipantId: winner,
        now: resultAt,
      });
    }
    const payouts = await payoutsOf('nile-legends-cup');
    assert.ok(payouts.length > 0);
    assert.ok(
      payouts.every((row) => row.created_at.getTime() === resultAt.getTime()),
      'dated by the clock of the final result',
    );
    const tournament = SEED_TOURNAMENTS.find((entry) => entry.key === 'nile-legends-cup')!;
    assert.equal(payouts.length, prizePayouts(tournament.prizepool, tournament.prizepoolFormat).length);
    assert.ok(payouts.every((row) => row.status === 'Pending'));
    assert.equal(new Set(payouts.map((row) => row.user_id)).size, payouts.length, 'one place each');
    assert.equal(await payBracketPrizes(t.db, id), null);
    assert.equal((await payoutsOf('nile-legends-cup')).length, payouts.length);
  });

  test('a ladder pays by its final leaderboard once its end time has passed, once', async () => {
    const riyadh = await payoutsOf('riyadh-rumble');
    assert.deepEqual(
      riyadh.map((row) => [row.position, row.user_id, Number(row.amount)]),
      [
        [1, seedPlayer('falcon').id, 700],
        [2, seedPlayer('omar').id, 350],
        [3, seedPlayer('nour').id, 150],
      ],
    );
    assert.deepEqual(await payEndedLadders(t.db, new Date(t.now.getTime() + 60_000)), []);
    // The open ladder is not over: nothing now, its payouts when its end has passed — and only then.
    const open = SEED_TOURNAMENTS.find((entry) => entry.key === 'arena-matchmaking-season')!;
    assert.equal((await payoutsOf(open.key)).length, 0);
    const afterEnd = new Date(t.now.getTime() + 400 * 24 * 3_600_000);
    const paid = await payEndedLadders(t.db, afterEnd);
    assert.ok(paid.includes(open.id));
    const first = (await payoutsOf(open.key)).length;
    assert.ok(first > 0);
    assert.deepEqual(await payEndedLadders(t.db, afterEnd), []);
    assert.equal(await payLadderPrizes(t.db, open.id, afterEnd), null);
    assert.equal((await payoutsOf(open.key)).length, first);
  });
});

describe('payments: an ended ladder is paid once its results are settled, by its leaderboard', () => {
  let t: TestApp;
  /** The app's clock, moved by the tests. */
  let clock: Date;
  let endsAt: Date;
  const season = SEED_TOURNAMENTS.find((entry) => entry.key === 'arena-matchmaking-season')!;
  // The season's lowest-ranked seeded players (its registrations are seeded strongest first).
  const [abandonedA, abandonedB, lateA, lateB] = season.registrations
    .map((registration) => registration.player.key)
    .reverse();
  const id = (key: string) => seedPlayer(key).id;
  // Tokens are signed when used: the clock moves days ahead.
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
    t.request({ method, url, token: await t.tokenFor(key), ...(payload ? { payload } : {}) });
  const payouts = () =>
    t.db
      .selectFrom('payment_transactions')
      .select(['position', 'user_id', 'amount', 'created_at'])
      .where('tournament_id', '=', season.id)
      .orderBy('position')
      .execute();
  const standing = (key: string) =>
    t.db
      .selectFrom('matchmaking_players')
      .select(['points', 'wins', 'losses', 'games_played'])
      .where('tournament_id', '=', season.id)
      .where('user_id', '=', id(key))
      .executeTakeFirstOrThrow();

  /** An open match of two of the season's players, created at `createdAt`. */
  const openMatch = async (a: string, b: string, code: string, createdAt: Date): Promise<string> => {
    const match = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: season.id,
        player1_id: id(a),
        player2_id: id(b),
        player1_points: (await standing(a)).points,
        player2_points: (await standing(b)).points,
        tournament_code: code,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('matchmaking_seats')
      .values([a, b].map((key) => ({ tournament_id: season.id, user_id: id(key), match_id: match.id })))
      .execute();
    return match.id;
  };
  /** The player's full report (winner and screenshot) through the API; answers the status of the last call. */
  const report = async (matchId: string, key: string, winner: string): Promise<number> => {
    const won = await call('POST', `/v1/match-results/${matchId}/winner`, key, { winner_id: id(winner) });
    if (won.statusCode !== 200) return won.statusCode;
    const shot = await t.request({
      method: 'POST',
      url: `/v1/match-results/${matchId}/screenshot`,
      token: await t.tokenFor(key),
      ...multipartBody([
        { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
      ]),
    });
    return shot.statusCode;
  };
  const resultOf = async (matchId: string, key: string) =>
    (await call('GET', `/v1/match-results/${matchId}`, key)).json().data.status as string;

  let disputed = '';
  let late = '';
  let abandoned = '';

  before(async () => {
    const start = await recentSeedMoment();
    clock = start;
    t = await createTestApp({ now: start, clock: () => clock });
    endsAt = (
      await t.db
        .selectFrom('tournaments')
        .select('ends_at')
        .where('id', '=', season.id)
        .executeTakeFirstOrThrow()
    ).ends_at;
    // The top of the table: Omar leads Sara by 10 points before their disputed match. Layla only registered (no
    // game) but holds the most points; Falcon and Youssef tie on points and wins, Falcon with fewer games played
    // though he registered last.
    const top = (points: number, wins: number, gamesPlayed: number) => ({
      points,
      wins,
      losses: gamesPlayed - wins,
      games_played: gamesPlayed,
    });
    await t.db
      .insertInto('matchmaking_players')
      .values([
        { tournament_id: season.id, user_id: id('layla'), ...top(1600, 0, 0), registered_at: start },
        { tournament_id: season.id, user_id: id('falcon'), ...top(1400, 5, 6), registered_at: start },
      ])
      .execute();
    for (const [key, stats] of [
      ['omar', top(1500, 10, 12)],
      ['sara', top(1490, 10, 12)],
      ['youssef', top(1400, 5, 8)],
    ] as const) {
      await t.db
        .updateTable('matchmaking_players')
        .set(stats)
        .where('tournament_id', '=', season.id)
        .where('user_id', '=', id(key))
        .execute();
    }
  });
  after(() => t.close());

  test('a dispute, or an open match still in its result window, holds the prizes; an abandoned match does not', async () => {
    disputed = await openMatch('omar', 'sara', 'LADDER-DISPUTE', t.now);
    for (const key of ['omar', 'sara']) assert.equal(await report(disputed, key, key), 200);
    assert.equal(await resultOf(disputed, 'omar'), 'disputed');
    // Created half an hour before the end: its players may still report after it.
    late = await openMatch(lateA!, lateB!, 'LADDER-LATE', new Date(endsAt.getTime() - 30 * 60_000));
    // Created days before the end and never reported: abandoned.
    abandoned = await openMatch(abandonedA!, abandonedB!, 'LADDER-ABANDONED', t.now);

    clock = new Date(endsAt.getTime() + 60_000);
    assert.deepEqual(await payEndedLadders(t.db, clock), []);
    assert.deepEqual(await payouts(), [], 'nothing while the dispute and the late match are open');

    // The late match is reported after the end: it counts.
    const lateBefore = await standing(lateA!);
    for (const key of [lateA!, lateB!]) assert.equal(await report(late, key, lateA!), 200);
    assert.equal(await resultOf(late, lateA!), 'verified');
    assert.equal((await standing(lateA!)).wins, lateBefore.wins + 1);

    // Past the late match's window the dispute alone still holds them.
    clock = new Date(endsAt.getTime() + 3 * 3_600_000);
    assert.deepEqual(await payEndedLadders(t.db, clock), []);
    assert.equal(await payLadderPrizes(t.db, season.id, clock), null);
    assert.deepEqual(await payouts(), [], 'nothing while the dispute waits for staff');
  });

  test('the staff decision pays the ladder at once, once, ranked as its leaderboard shows with the decision in', async () => {
    assert.ok(disputed, 'the dispute of the previous test');
    const decision = await call('PATCH', `/v1/admin/matchmaking/matches/${disputed}/resolve`, 'admin', {
      winner_id: id('sara'),
      note: 'The end screen shows Sara’s victory.',
    });
    assert.equal(decision.statusCode, 200, decision.body);
    assert.ok((await standing('sara')).points > (await standing('omar')).points, 'Sara overtook Omar');

    // Paid by the decision itself, not by the next minute's check.
    const paid = await payouts();
    assert.deepEqual(
      paid.map((row) => [row.position, row.user_id, Number(row.amount)]),
      [
        [1, id('sara'), 1200],
        [2, id('omar'), 700],
        [3, id('falcon'), 400],
        [4, id('youssef'), 100],
      ],
    );
    assert.ok(
      paid.every((row) => row.created_at.getTime() === clock.getTime()),
      "dated by the app's clock",
    );
    // The same order as the leaderboard's rows of players who played: Layla shows first but played no game.
    const board = await call(
      'GET',
      `/v1/matchmaking/tournaments/${season.id}/leaderboard?page=1&limit=20`,
      'nour',
    );
    const rows = expectAnswer('GET /v1/matchmaking/tournaments/:id/leaderboard', board.json()).data;
    assert.equal(rows[0]!.user.id, id('layla'));
    assert.equal(rows[0]!.stats.games_played, 0);
    assert.deepEqual(
      paid.map((row) => row.user_id),
      rows
        .filter((row) => row.stats.games_played > 0)
        .slice(0, paid.length)
        .map((row) => row.user.id),
    );

    // Once: the periodic check and a second run change nothing.
    assert.deepEqual(await payEndedLadders(t.db, clock), []);
    assert.equal(await payLadderPrizes(t.db, season.id, clock), null);
    assert.equal((await payouts()).length, 4);
  });

  test('once the prizes are paid the results are final: the abandoned match can be neither reported nor settled', async () => {
    assert.ok(abandoned, 'the abandoned match of the first test');
    const before = [await standing(abandonedA!), await standing(abandonedB!)];
    const won = await call('POST', `/v1/match-results/${abandoned}/winner`, abandonedA!, {
      winner_id: id(abandonedA!),
    });
    assert.equal(won.statusCode, 409, won.body);
    assert.match(expectShape(errorBody, won.json()).message, /prizes are paid; its results are final/);
    const decision = await call('PATCH', `/v1/admin/matchmaking/matches/${abandoned}/resolve`, 'admin', {
      winner_id: id(abandonedB!),
      note: 'Late evidence.',
    });
    assert.equal(decision.statusCode, 409, decision.body);
    assert.deepEqual([await standing(abandonedA!), await standing(abandonedB!)], before);
    assert.equal(await resultOf(abandoned, abandonedA!), 'pending');
  });
});

describe('payments: history and staff settlement', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const history = async (player: string) =>
    expectAnswer(
      'GET /v1/payment/history',
      (
        await t.request({ method: 'GET', url: '/v1/payment/history', token: await t.tokenFor(player) })
      ).json(),
    ).data;

  test("history: the caller's own payouts, newest first, in all three states for Falcon", async () => {
    assert.equal((await t.request({ method: 'GET', url: '/v1/payment/history' })).statusCode, 401);
    const falcon = await history('falcon');
    assert.deepEqual(new Set(falcon.map((row) => row.status)), new Set(['Completed', 'Pending', 'Rejected']));
    assert.deepEqual(
      falcon.map((row) => row.date),
      [...falcon.map((row) => row.date)].sort().reverse(),
    );
    const pending = falcon.find((row) => row.status === 'Pending')!;
    assert.equal(pending.tournamentId, tournamentId('riyadh-rumble'));
    assert.equal(pending.position, 1);
    assert.equal(pending.paymentMethod, null);
    assert.ok(new Set(falcon.map((row) => row.date.slice(0, 4))).size >= 2, 'more than one year');
    const layla = await history('layla');
    assert.ok(layla.every((row) => !falcon.some((own) => own.id === row.id)));
  });

  test('admin calls refuse players with 403 and signed-out callers with 401', async () => {
    const player = await t.tokenFor('falcon');
    const list = await t.request({ method: 'GET', url: '/v1/admin/payouts', token: player });
    assert.equal(list.statusCode, 403);
    const [anyPayout] = await history('falcon');
    const settle = await t.request({
      method: 'PATCH',
      url: `/v1/admin/payouts/${anyPayout.id}`,
      token: player,
      payload: { status: 'Completed', reference: 'X' },
    });
    assert.equal(settle.statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: '/v1/admin/payouts' })).statusCode, 401);
  });

  test('staff list by status, settle Pending → Completed with a reference, once', async () => {
    const admin = await t.tokenFor('admin');
    const pendingPage = expectAnswer(
      'GET /v1/admin/payouts',
      (
        await t.request({ method: 'GET', url: '/v1/admin/payouts?status=Pending&limit=2', token: admin })
      ).json(),
    );
    assert.ok(pendingPage.data.every((row) => row.status === 'Pending'));
    assert.equal(pendingPage.pagination.limit, 2);
    assert.ok(pendingPage.pagination.total >= 5);
    assert.equal(pendingPage.pagination.pages, Math.ceil(pendingPage.pagination.total / 2));

    const payout = (await history('falcon')).find((row) => row.status === 'Pending')!;
    const patch = (payload: unknown) =>
      t.request({
        method: 'PATCH',
        url: `/v1/admin/payouts/${payout.id}`,
        token: admin,
        payload: payload as object,
      });

    const noReference = await patch({ status: 'Completed' });
    assert.equal(noReference.statusCode, 400);
    assert.deepEqual(expectShape(errorBody, noReference.json()).details?.fields, {
      reference: 'This Field Is Required',
    });
    assert.equal((await patch({ status: 'Pending', reference: 'X' })).statusCode, 400);

    await t.request({
      method: 'PUT',
      url: '/v1/payment/banking-info',
      token: await t.tokenFor('falcon'),
      payload: { preferredPaymentMethod: 'bank_transfer', bankingDetails: VALID_BANKING },
    });
    const settled = await patch({ status: 'Completed', reference: 'TRF-2026-0042', notes: 'Paid on time' });
    assert.equal(settled.statusCode, 200, settled.body);
    const { data } = expectAnswer('PATCH /v1/admin/payouts/:id', settled.json());
    assert.deepEqual(
      [data.status, data.reference, data.notes, data.paymentMethod, data.user.gameName],
      ['Completed', 'TRF-2026-0042', 'Paid on time', 'bank_transfer', 'Falcon'],
    );
    assert.equal(data.settledAt, t.now.toISOString());
    const seen = (await history('falcon')).find((row) => row.id === payout.id)!;
    assert.deepEqual([seen.status, seen.reference], ['Completed', 'TRF-2026-0042']);
    const notifications = expectAnswer(
      'GET /v1/notifications',
      (
        await t.request({
          method: 'GET',
          url: '/v1/notifications?lang=en',
          token: await t.tokenFor('falcon'),
        })
      ).json(),
    ).data;
    assert.ok(
      notifications.some((item) => item.message.includes(`${payout.amount} ${payout.currency}`)),
      'the player is told the payout was settled',
    );

    const again = await patch({ status: 'Rejected', notes: 'too late' });
    assert.equal(again.statusCode, 409);
    assert.deepEqual(expectShape(errorBody, again.json()).details, {
      reason: RefusalReason.payoutSettled,
      status: 'Completed',
    });
    const unknown = await t.request({
      method: 'PATCH',
      url: '/v1/admin/payouts/00000000-0000-4000-8000-000000000000',
      token: admin,
      payload: { status: 'Rejected' },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(expectShape(errorBody, unknown.json()).details?.reason, RefusalReason.payoutNotFound);

    const rejected = (await history('omar')).find((row) => row.status === 'Pending')!;
    const reject = await t.request({
      method: 'PATCH',
      url: `/v1/admin/payouts/${rejected.id}`,
      token: admin,
      payload: { status: 'Rejected', notes: 'No payment details saved' },
    });
    assert.equal(reject.statusCode, 200);
    const rejectedData = expectAnswer('PATCH /v1/admin/payouts/:id', reject.json()).data;
    assert.deepEqual(
      [rejectedData.status, rejectedData.reference, rejectedData.paymentMethod],
      ['Rejected', null, null],
    );
  });
});

describe('payments: a payout pays where it was frozen, and staff see where and what changed (issue 27)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const NEW_IBAN = 'SA44 2000 0001 2345 6789 1234';
  const saveDetails = async (player: string, payload: PaymentProfileBody) => {
    const response = await t.request({
      method: 'PUT',
      url: '/v1/payment/banking-info',
      token: await t.tokenFor(player),
      payload,
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const staffPayout = async (payoutId: string) => {
    const page = expectAnswer(
      'GET /v1/admin/payouts',
      (
        await t.request({
          method: 'GET',
          url: '/v1/admin/payouts?status=Pending&limit=100',
          token: await t.tokenFor('admin'),
        })
      ).json(),
    );
    return page.data.find((row) => row.id === payoutId);
  };
  const reveal = async (payoutId: string, player = 'admin') =>
    t.request({
      method: 'GET',
      url: `/v1/admin/payouts/${payoutId}/destination`,
      token: await t.tokenFor(player),
    });
  const payoutRow = (payoutId: string) =>
    t.db.selectFrom('payment_transactions').selectAll().where('id', '=', payoutId).executeTakeFirstOrThrow();

  test('masks: an IBAN keeps its country and last four, an email its first letter and domain', () => {
    assert.equal(maskIban('SA0380000000608010167519'), 'SA** **** **** **** **** 7519');
    assert.equal(maskIban('de89 3704 0044 0532 0130 00'), 'DE** **** **** **** **30 00');
    assert.equal(maskIban('SA12'), 'SA12');
    assert.equal(maskEmail('falcon@example.com'), 'f***@example.com');
    assert.equal(maskEmail('no-at-sign'), '***');
  });

  test('a pending payout keeps the details frozen for it; a later change is flagged and listed for staff', async () => {
    const payoutId = (
      await t.db
        .selectFrom('payment_transactions')
        .select('id')
        .where('tournament_id', '=', tournamentId('riyadh-rumble'))
        .where('position', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;

    // Falcon saved no details: nowhere to pay yet, so it can only be rejected.
    const before = (await staffPayout(payoutId))!;
    assert.equal(before.user.gameName, 'Falcon');
    assert.deepEqual([before.destination, before.detailsChangedAt, before.detailsHistory], [null, null, []]);
    const settle = (payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/v1/admin/payouts/${payoutId}`,
        token: adminToken,
        payload,
      });
    const adminToken = await t.tokenFor('admin');
    const noDestination = await settle({ status: 'Completed', reference: 'TRF-1' });
    assert.equal(noDestination.statusCode, 409);
    assert.deepEqual(expectShape(errorBody, noDestination.json()).details, {
      reason: RefusalReason.noDestination,
    });
    assert.equal((await reveal(payoutId)).statusCode, 404);

    // The first details Falcon saves become the payout's destination.
    await saveDetails('falcon', { preferredPaymentMethod: 'bank_transfer', bankingDetails: VALID_BANKING });
    const frozen = (await staffPayout(payoutId))!;
    assert.deepEqual(frozen.destination, {
      method: 'bank_transfer',
      frozenAt: frozen.destination!.frozenAt,
      accountHolderName: 'Falcon Al-Saud',
      bankName: 'Saudi National Bank',
      iban: 'SA** **** **** **** **** 7519',
      swift: 'NCBKSAJE',
      currency: 'SAR',
    });
    assert.equal(frozen.detailsChangedAt, null);
    assert.equal(frozen.detailsHistory.length, 1);
    assert.equal(frozen.detailsHistory[0]!.afterFrozen, false);
    assert.deepEqual(frozen.detailsHistory[0]!.changedBy, {
      id: seedPlayer('falcon').id,
      gameName: 'Falcon',
      tagLine: seedPlayer('falcon').tagLine,
    });
    assert.ok(frozen.detailsHistory[0]!.fields.includes('bankingDetails.iban'));
    const ciphertext = (await payoutRow(payoutId)).destination;
    assert.ok(ciphertext?.startsWith('v1:'), 'the frozen copy is encrypted');
    assert.ok(!ciphertext!.includes('SA03'));

    // Falcon (or whoever holds his session) changes the IBAN and the holder: the payout still pays the first.
    await saveDetails('falcon', {
      preferredPaymentMethod: 'bank_transfer',
      bankingDetails: { ...VALID_BANKING, iban: NEW_IBAN, accountHolderName: 'Someone Else' },
    });
    const own = await t.request({
      method: 'GET',
      url: '/v1/payment/banking-info',
      token: await t.tokenFor('falcon'),
    });
    assert.equal(
      expectAnswer('GET /v1/payment/banking-info', own.json()).data.bankingDetails?.iban,
      'SA4420000001234567891234',
      'the profile changed',
    );
    assert.equal((await payoutRow(payoutId)).destination, ciphertext, 'the payout did not');
    const changed = (await staffPayout(payoutId))!;
    assert.deepEqual(changed.destination, frozen.destination);
    assert.ok(changed.detailsChangedAt, 'flagged for staff');
    assert.equal(changed.detailsHistory.length, 2);
    assert.deepEqual(changed.detailsHistory[0]!.fields, [
      'bankingDetails.accountHolderName',
      'bankingDetails.iban',
    ]);
    assert.equal(changed.detailsHistory[0]!.afterFrozen, true);
    assert.ok(changed.detailsHistory[0]!.changedAt > changed.detailsHistory[1]!.changedAt);

    // The staff member making the transfer sees every frozen detail.
    const full = await reveal(payoutId);
    assert.equal(full.statusCode, 200, full.body);
    assert.equal(full.headers['cache-control'], 'private, no-store');
    assert.deepEqual(expectAnswer('GET /v1/admin/payouts/:id/destination', full.json()).data, {
      method: 'bank_transfer',
      frozenAt: frozen.destination!.frozenAt,
      ...VALID_BANKING,
      iban: 'SA0380000000608010167519',
      swift: 'NCBKSAJE',
    });

    // Settled with the frozen method, and audited without any banking detail.
    const paid = await settle({ status: 'Completed', reference: 'TRF-2026-7519' });
    assert.equal(paid.statusCode, 200, paid.body);
    const paidData = expectAnswer('PATCH /v1/admin/payouts/:id', paid.json()).data;
    assert.deepEqual([paidData.status, paidData.paymentMethod], ['Completed', 'bank_transfer']);
    const audit = await t.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('record_id', '=', payoutId)
      .execute();
    assert.equal(audit.length, 1);
    assert.deepEqual(
      [audit[0]!.staff_id, audit[0]!.action, audit[0]!.record_type, audit[0]!.before, audit[0]!.after],
      [
        seedPlayer('admin').id,
        'payout.settle',
        'payment_transactions',
        { status: 'Pending' },
        { status: 'Completed', reference: 'TRF-2026-7519', notes: null, paymentMethod: 'bank_transfer' },
      ],
    );
    assert.ok(!JSON.stringify(audit).includes('SA03'));
    // A refused settlement writes nothing.
    assert.equal((await settle({ status: 'Rejected' })).statusCode, 409);
    assert.equal(
      (await t.db.selectFrom('staff_audit').select('id').where('record_id', '=', payoutId).execute()).length,
      1,
    );
  });

  test('a payout created after the details were saved is frozen as it is created', async () => {
    const ladder = SEED_TOURNAMENTS.find((entry) => entry.key === 'arena-matchmaking-season')!;
    const players = await t.db
      .selectFrom('matchmaking_players')
      .innerJoin('users', 'users.id', 'matchmaking_players.user_id')
      .select('users.id')
      .where('matchmaking_players.tournament_id', '=', ladder.id)
      .execute();
    const keys = ['falcon', 'layla', 'omar', 'sara', 'youssef', 'nour', 'lukas', 'emma', 'newcomer'];
    const walletOf = (key: string) => `${key}@wallet.example`;
    for (const key of keys) {
      if (!players.some((player) => player.id === seedPlayer(key).id)) continue;
      await saveDetails(key, { preferredPaymentMethod: 'paypal', paypalDetails: { email: walletOf(key) } });
    }
    const afterEnd = new Date(t.now.getTime() + 400 * 24 * 3_600_000);
    assert.ok((await payEndedLadders(t.db, afterEnd)).includes(ladder.id));
    const created = await t.db
      .selectFrom('payment_transactions')
      .selectAll()
      .where('tournament_id', '=', ladder.id)
      .execute();
    const withDetails = created.filter((row) =>
      keys.some((key) => seedPlayer(key).id === row.user_id && players.some((p) => p.id === row.user_id)),
    );
    assert.ok(withDetails.length > 0, 'a prize winner had saved details');
    for (const row of withDetails) {
      assert.equal(row.destination_method, 'paypal');
      assert.equal(row.destination_frozen_at?.getTime(), afterEnd.getTime());
      const key = keys.find((entry) => seedPlayer(entry).id === row.user_id)!;
      const full = expectAnswer('GET /v1/admin/payouts/:id/destination', (await reveal(row.id)).json()).data;
      assert.deepEqual(full, { method: 'paypal', frozenAt: afterEnd.toISOString(), email: walletOf(key) });
      assert.equal((await staffPayout(row.id))!.destination?.method, 'paypal');
    }
  });

  test('the full destination is for platform admins only; unknown payouts are 404', async () => {
    const [any] = await t.db.selectFrom('payment_transactions').select('id').limit(1).execute();
    assert.equal((await reveal(any!.id, 'falcon')).statusCode, 403);
    assert.equal(
      (await t.request({ method: 'GET', url: `/v1/admin/payouts/${any!.id}/destination` })).statusCode,
      401,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await reveal(id);
      assert.equal(response.statusCode, 404);
      expectShape(errorBody, response.json());
    }
  });
});
