import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type PlayerRecord } from '@arena/contract';
import { json } from '../../db/schema.js';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';
import { encryptDetails, paymentKey } from '../payments/payment-crypto.js';
import { encryptRewardCode, playerRewardKey, rewardCodeSecret } from '../reward-codes/reward-code-crypto.js';
import { maskRewardCode } from './player-record-service.js';

const HOUR = 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const IBAN = 'SA0380000000608010167519';
const WALLET_EMAIL = 'sahar.wallet@example.com';
const CONTACT_EMAIL = 'sahar.contact@example.com';
const MOBILE = '+966501234567';
const BANK_ADDRESS = 'King Fahd Road 12, Riyadh';
const REWARD_CODE = 'MENA-ABCD-EFGH-JK23';
const DISCORD_USERNAME = 'sahar_on_discord';

describe('a player record (GET /v1/admin/players/{id}/record)', () => {
  let t: TestApp;
  let now: Date;
  const tokens = new Map<string, string>();
  const token = async (key: string) => {
    if (!tokens.has(key)) tokens.set(key, await t.tokenFor(key));
    return tokens.get(key)!;
  };
  const recordCall = async (playerId: string, key = 'support') =>
    t.request({ method: 'GET', url: `/v1/admin/players/${playerId}/record`, token: await token(key) });
  const record = async (playerId: string): Promise<PlayerRecord> => {
    const response = await recordCall(playerId);
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/players/:id/record', response.json()).data;
  };

  /** A fresh player with one row of every kind the record lists; answers their id. */
  const playerWithEverything = async () => {
    const insertPlayer = (gameName: string) =>
      t.db
        .insertInto('users')
        .values({
          display_name: gameName,
          game_name: gameName,
          tag_line: 'REC',
          region: 'me1',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const { id } = await insertPlayer('Sahar');
    const opponent = await insertPlayer('Rival');
    const ladder = seedId('tournament', 'riyadh-rumble');
    const cup = seedId('tournament', 'founders-cup');
    await t.db
      .insertInto('registrations')
      .values({ tournament_id: cup, user_id: id, status: 'approved', created_at: now })
      .execute();
    await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: ladder,
        player1_id: id,
        player2_id: opponent.id,
        player1_points: 100,
        player2_points: 90,
        tournament_code: 'MENA-TEST-CODE',
        status: 'verified',
        winner_id: id,
        created_at: new Date(now.getTime() - 2 * HOUR),
        closed_at: new Date(now.getTime() - HOUR),
      })
      .execute();
    await t.db
      .insertInto('bug_reports')
      .values({
        user_id: id,
        bug_type: 'billing-question',
        title: 'Where is my prize?',
        description: 'Hello',
      })
      .execute();
    await t.db
      .insertInto('payment_transactions')
      .values({
        user_id: id,
        tournament_id: null,
        position: 1,
        description: json({ en: 'Desert Duel — 1st place prize', ar: 'مبارزة الصحراء — جائزة المركز الأول' }),
        amount: 700,
        currency: 'USD',
        created_at: now,
      })
      .execute();
    const key = paymentKey(TEST_CONFIG);
    await t.db
      .insertInto('payment_profiles')
      .values({
        user_id: id,
        preferred_payment_method: 'paypal',
        banking_details_id: randomUUID(),
        banking_details: encryptDetails(key, id, {
          accountHolderName: 'Sahar Ahmed',
          bankName: 'Al Rajhi Bank',
          bankAddress: BANK_ADDRESS,
          iban: IBAN,
          swift: 'RJHISARI',
          currency: 'SAR',
          mobileNumber: MOBILE,
          email: CONTACT_EMAIL,
        }),
        paypal_details_id: randomUUID(),
        paypal_details: encryptDetails(key, id, { email: WALLET_EMAIL }),
      })
      .execute();
    await t.db
      .insertInto('reward_codes')
      .values({
        user_id: id,
        type: 'hextech_chest',
        source: 'tournament',
        tournament_id: ladder,
        code: encryptRewardCode(playerRewardKey(rewardCodeSecret(TEST_CONFIG), id), REWARD_CODE),
        used_at: now,
      })
      .execute();
    await t.db
      .insertInto('xp_ledger')
      .values({
        user_id: id,
        source_kind: 'match',
        source_id: 'record-test-match',
        xp: 50,
        loyalty_points: 10,
        multipliers: json({ base: 50 }),
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('connections')
      .values({ user_id: id, provider: 'discord', external_id: '998877665544', username: DISCORD_USERNAME })
      .execute();
    const banned = await t.request({
      method: 'POST',
      url: `/v1/admin/players/${id}/ban`,
      token: await token('support'),
      payload: { reason: { en: 'Chat abuse', ar: 'إساءة في الدردشة' } },
    });
    assert.equal(banned.statusCode, 201, banned.body);
    return { id, opponentId: opponent.id, ladder, cup };
  };

  before(async () => {
    now = await recentSeedMoment();
    t = await createTestApp({ now, clock: () => now });
  });
  after(() => t.close());

  test('support and admins read it (no-store); players, organizers and editors are refused; no token is 401', async () => {
    const falcon = seedPlayer('falcon').id;
    for (const key of ['falcon', 'organizer', 'editor']) {
      const response = await recordCall(falcon, key);
      assert.equal(response.statusCode, 403, key);
      assert.equal(expectShape(errorBody, response.json()).code, 4003);
    }
    for (const key of ['support', 'admin']) {
      const response = await recordCall(falcon, key);
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'private, no-store');
    }
    const anonymous = await t.request({ method: 'GET', url: `/v1/admin/players/${falcon}/record` });
    assert.equal(anonymous.statusCode, 401);
  });

  test('an unknown or malformed id is 404 playerNotFound', async () => {
    for (const playerId of [UNKNOWN, 'not-an-id']) {
      const response = await recordCall(playerId);
      assert.equal(response.statusCode, 404, playerId);
      assert.equal(expectShape(errorBody, response.json()).details?.reason, RefusalReason.playerNotFound);
    }
  });

  test("a seeded player's registrations, bracket results and payouts", async () => {
    const falcon = await record(seedPlayer('falcon').id);
    const cup = seedId('tournament', 'founders-cup');
    assert.ok(falcon.registrations.some((entry) => entry.tournament.id === cup && entry.team === null));
    const cupMatches = falcon.matches.filter((match) => match.tournament.id === cup);
    // "Falcon took the trophy without dropping a game".
    assert.ok(cupMatches.length > 0);
    assert.ok(
      cupMatches.every((match) => match.kind === 'bracket' && match.result === 'win' && match.opponent),
    );
    assert.ok(
      falcon.transactions.some(
        (payout) => payout.amount === 750 && payout.currency === 'SAR' && payout.status === 'Completed',
      ),
    );
    for (const list of Object.values(falcon)) assert.ok(list.length <= 20);
  });

  test('shows every list of a player, payment details and codes masked; reading writes no audit row', async () => {
    const { id, ladder, cup } = await playerWithEverything();
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('staff_audit')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await audits();
    const response = await recordCall(id);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(await audits(), before);
    const data = expectAnswer('GET /v1/admin/players/:id/record', response.json()).data;

    assert.deepEqual(
      data.registrations.map((entry) => [entry.tournament.id, entry.tournament.name.en, entry.status]),
      [[cup, 'Founders Cup', 'approved']],
    );
    assert.deepEqual(
      data.matches.map(({ kind, tournament, opponent, result }) => [kind, tournament.id, opponent, result]),
      [['ladder', ladder, 'Rival#REC', 'win']],
    );
    assert.deepEqual(
      data.tickets.map(({ subject, type, status }) => [subject, type, status]),
      [['Where is my prize?', 'billing-question', 'open']],
    );
    assert.deepEqual(
      data.transactions.map(({ amount, currency, status }) => [amount, currency, status]),
      [[700, 'USD', 'Pending']],
    );
    assert.deepEqual(data.payoutMethods, [
      { method: 'paypal', preferred: true, email: 's***@example.com' },
      {
        method: 'bank_transfer',
        preferred: false,
        accountHolderName: 'Sahar Ahmed',
        bankName: 'Al Rajhi Bank',
        iban: 'SA** **** **** **** **** 7519',
        swift: 'RJHISARI',
        currency: 'SAR',
      },
    ]);
    assert.deepEqual(
      data.rewardCodes.map(({ type, source, tournament, maskedCode }) => [
        type,
        source,
        tournament?.id,
        maskedCode,
      ]),
      [['hextech_chest', 'tournament', ladder, '****-****-****-JK23']],
    );
    assert.deepEqual(
      data.ledger.map(({ source, xp, loyaltyPoints }) => [source, xp, loyaltyPoints]),
      [['match', 50, 10]],
    );
    assert.deepEqual(
      data.linkedAccounts.map((account) => account.provider),
      ['discord'],
    );
    assert.deepEqual(
      data.audit.map((entry) => [entry.action, entry.record.type, entry.record.id, entry.staff?.gameName]),
      [['player.ban', 'users', id, seedPlayer('support').gameName]],
    );

    // Never a whole account number, email, phone, address, code or linked username.
    const raw = response.body;
    for (const secret of [
      IBAN,
      IBAN.replace(/(.{4})/g, '$1 ').trim(),
      '0608010167519',
      WALLET_EMAIL,
      'sahar.wallet',
      CONTACT_EMAIL,
      MOBILE,
      BANK_ADDRESS,
      REWARD_CODE,
      'ABCD',
      DISCORD_USERNAME,
      '998877665544',
    ]) {
      assert.ok(!raw.includes(secret), `the answer holds ${secret}`);
    }
  });

  test('a code is masked to its last four characters', () => {
    assert.equal(maskRewardCode('MENA-7KQ2-PLMN-X9ZB'), '****-****-****-X9ZB');
    assert.equal(maskRewardCode('AB12'), '***2');
  });
});
