import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notification as notificationSchema, type Notification } from '@arena/contract';
import { json } from '../../db/schema.js';
import { SEED_PLAYERS, seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { MatchStatus, recordBracketMatchResult } from '../brackets/brackets-service.js';
import { payBracketPrizes } from '../brackets/bracket-prizes.js';
import { prizeRewardCodes } from '../payments/prize-payouts.js';
import { decryptRewardCode, playerRewardKey, rewardCodeSecret } from './reward-code-crypto.js';
import { notifyPrizeRewardCodes } from './reward-codes-service.js';

const seedTournament = (key: string) => SEED_TOURNAMENTS.find((tournament) => tournament.key === key)!;

describe('tournament prize reward codes (P1 §6: team owners receive them to hand out)', () => {
  let t: TestApp;
  let secret: string;
  before(async () => {
    t = await createTestApp();
    secret = rewardCodeSecret(t.app.context.config);
  });
  after(() => t.close());

  const codesOf = (tournamentId: string) =>
    t.db
      .selectFrom('reward_codes')
      .select(['user_id', 'type', 'source', 'prize_position', 'code', 'notified_at'])
      .where('tournament_id', '=', tournamentId)
      .orderBy('prize_position')
      .orderBy('prize_slot')
      .execute();
  const redeemedBy = async (playerKey: string) => {
    const response = await t.request({
      method: 'GET',
      url: '/v1/reward-code/me/redeemed',
      token: await t.tokenFor(playerKey),
    });
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/reward-code/me/redeemed', response.json()).data;
  };
  const notificationsOf = async (userId: string, lang: 'en' | 'ar'): Promise<Notification[]> => {
    const player = SEED_PLAYERS.find((entry) => entry.id === userId)!;
    const response = await t.request({
      method: 'GET',
      url: `/v1/notifications?lang=${lang}`,
      token: await t.tokenFor(player.key),
    });
    assert.equal(response.statusCode, 200);
    return response.json().data.map((item: unknown) => expectShape(notificationSchema, item));
  };

  test('a prize pool grants each positioned prize its codes, numbered within the prize', () => {
    assert.deepEqual(
      prizeRewardCodes([
        {
          name: '1st Place',
          rewardCodes: [
            { type: 'hextech_chest', count: 2 },
            { type: 'hextech_key', count: 1 },
          ],
        },
        { name: 'MVP', rewardCodes: [{ type: 'mystery_skin', count: 1 }] },
        { name: '2nd Place' },
        { name: '1st Place (again)', rewardCodes: [{ type: 'hextech_key', count: 9 }] },
      ]),
      [
        { position: 1, type: 'hextech_chest', slot: 0 },
        { position: 1, type: 'hextech_chest', slot: 1 },
        { position: 1, type: 'hextech_key', slot: 2 },
      ],
    );
  });

  test('the seeded Winter Clash gave its codes to the owners of the two finalist teams, shown as tournament codes', async () => {
    const winterClash = seedTournament('winter-clash');
    const codes = await codesOf(winterClash.id);
    const lukas = seedPlayer('lukas');
    assert.equal(
      seedTeam('rhine-wolves').members.find((member) => member.role === 'owner')!.player.id,
      lukas.id,
    );
    assert.deepEqual(
      codes.filter((code) => code.prize_position === 1).map((code) => [code.user_id, code.type, code.source]),
      Array.from({ length: 5 }, () => [lukas.id, 'hextech_chest', 'tournament']),
    );
    const second = codes.filter((code) => code.prize_position === 2);
    assert.equal(second.length, 5);
    const runnerUpOwner = await t.db
      .selectFrom('team_members')
      .select('role')
      .where('user_id', '=', second[0].user_id)
      .executeTakeFirstOrThrow();
    assert.equal(runnerUpOwner.role, 'owner', 'a team’s codes go to its owner');

    const held = (await redeemedBy('lukas')).filter((code) => code.source === 'tournament');
    assert.equal(held.length, 5);
    assert.ok(held.every((code) => code.tournamentId === winterClash.id && code.type === 'hextech_chest'));
    const key = playerRewardKey(secret, lukas.id);
    const plain = held.map((code) => decryptRewardCode(key, code.code));
    assert.equal(new Set(plain).size, 5, 'five different codes, readable with the owner’s key');
    // Emma is an admin of Rhine Wolves, not its owner: she holds none of them.
    assert.equal((await redeemedBy('emma')).filter((code) => code.source === 'tournament').length, 0);

    assert.equal(await payBracketPrizes(t.db, winterClash.id), null, 'completing again grants nothing');
    assert.equal((await codesOf(winterClash.id)).length, 10);
  });

  test('completing a team tournament twice issues its codes once, to the winning team’s owner, notified once', async () => {
    const tournament = seedTournament('nile-legends-cup');
    await t.db
      .updateTable('tournaments')
      .set({
        prizepool: json([
          { name: '1st Place', amount: '3000', rewardCodes: [{ type: 'hextech_chest' as const, count: 5 }] },
          { name: '2nd Place', amount: '1500', rewardCodes: [{ type: 'hextech_key' as const, count: 2 }] },
          {
            name: 'MVP',
            amount: 'Gaming headset',
            rewardCodes: [{ type: 'mystery_skin' as const, count: 1 }],
          },
        ]),
      })
      .where('id', '=', tournament.id)
      .execute();
    assert.equal(await payBracketPrizes(t.db, tournament.id), null, 'not complete yet');
    assert.equal((await codesOf(tournament.id)).length, 0);

    for (let played = 0; played < 100; played += 1) {
      const match = await t.db
        .selectFrom('bracket_matches')
        .innerJoin('bracket_stages', 'bracket_stages.id', 'bracket_matches.stage_id')
        .select(['bracket_matches.id', 'bracket_matches.opponent1', 'bracket_matches.opponent2'])
        .where('bracket_stages.tournament_id', '=', tournament.id)
        .where('bracket_matches.status', 'in', [MatchStatus.Ready, MatchStatus.Running])
        .orderBy('bracket_matches.round_id')
        .orderBy('bracket_matches.number')
        .executeTakeFirst();
      if (!match?.opponent1?.id || !match.opponent2?.id) break;
      // The final result completes the tournament: payouts and codes are created in its transaction.
      await recordBracketMatchResult(t.db, {
        tournamentId: tournament.id,
        matchId: match.id,
        winnerParticipantId: Math.min(match.opponent1.id, match.opponent2.id),
      });
    }
    // Completing it a second time (a retried request, a second instance) changes nothing.
    assert.equal(await payBracketPrizes(t.db, tournament.id), null);

    const codes = await codesOf(tournament.id);
    assert.equal(codes.length, 7, 'five chests for first place, two keys for second, none for MVP');
    const payouts = await t.db
      .selectFrom('payment_transactions')
      .select(['position', 'user_id'])
      .where('tournament_id', '=', tournament.id)
      .orderBy('position')
      .execute();
    const [champion, runnerUp] = payouts.map((payout) => payout.user_id);
    assert.ok(codes.filter((code) => code.prize_position === 1).every((code) => code.user_id === champion));
    assert.ok(codes.filter((code) => code.prize_position === 2).every((code) => code.user_id === runnerUp));
    const championTeam = await t.db
      .selectFrom('team_members')
      .select(['team_id', 'role'])
      .where('user_id', '=', champion!)
      .executeTakeFirstOrThrow();
    assert.equal(championTeam.role, 'owner', 'the winning team’s owner holds its codes');
    const teammates = await t.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', championTeam.team_id)
      .where('role', '<>', 'owner')
      .execute();
    assert.ok(teammates.length > 0);
    assert.ok(codes.every((code) => !teammates.some((mate) => mate.user_id === code.user_id)));
    assert.ok(
      codes.every((code) => code.code === null && code.notified_at === null),
      'issued after commit',
    );

    // After the commit: codes issued under each holder's key and the holders told, once.
    const written = await notifyPrizeRewardCodes(t.app.context, secret);
    assert.equal(written, 2, 'one notification per holder and code type');
    assert.equal(await notifyPrizeRewardCodes(t.app.context, secret), 0, 'a second check tells nobody again');
    const issued = await codesOf(tournament.id);
    assert.ok(issued.every((code) => code.code !== null && code.notified_at !== null));
    const key = playerRewardKey(secret, champion!);
    for (const code of issued.filter((entry) => entry.user_id === champion))
      assert.match(decryptRewardCode(key, code.code!), /\S/);

    const rows = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', champion!)
      .where('event_key', '=', `prize-codes:${tournament.id}:hextech_chest`)
      .execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.link, '/account/rewards');
    assert.equal(
      rows[0]!.message,
      'You received 5 Hextech Chest codes from Nile Legends Cup to hand out to your team. Find them in your reward codes.',
    );
    assert.match(rows[0]!.message_ar ?? '', /صندوق هكستك/);
    const english = (await notificationsOf(champion!, 'en')).find((note) => note._id === rows[0]!.id);
    assert.equal(english?.title, 'New reward codes');
    assert.equal(english?.link, '/account/rewards');
    const arabic = (await notificationsOf(champion!, 'ar')).find((note) => note._id === rows[0]!.id);
    assert.equal(arabic?.title, 'رموز مكافآت جديدة');
  });
});
