import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type AuditEntry } from '@arena/contract';
import { levelForXp } from '@arena/contract/rules';
import { createTokenService } from '../../auth/tokens.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';

type Method = 'GET' | 'POST';

/**
 * Staff grants and revocations of XP and loyalty points (issue 31, POST/GET /v1/admin/pass/grants): who may, what
 * is refused and why, and that one grant moves the pass level, the profile, the loyalty leaderboard, the player's
 * history and the audit log together.
 */
describe('staff grants of XP and loyalty points', () => {
  let t: TestApp;
  let signToken: (userId: string) => Promise<string>;
  const tokens: Record<string, string> = {};
  const staffToken = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const call = async (method: Method, url: string, token: string, body?: object) =>
    t.request({ method, url, token, ...(body ? { payload: body } : {}) });
  const grant = async (body: object, key = 'organizer') =>
    call('POST', '/v1/admin/pass/grants', await staffToken(key), body);
  const refusedWith = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    reason: string,
  ) => {
    assert.equal(response.statusCode, status, JSON.stringify(response.json()));
    assert.equal(expectShape(errorBody, response.json()).details?.reason, reason);
  };
  const invalidField = (response: { statusCode: number; json: () => unknown }, field: string) => {
    assert.equal(response.statusCode, 400);
    const body = expectShape(errorBody, response.json());
    const fields = (body.details as { fields?: Record<string, string> }).fields ?? {};
    assert.ok(field in fields, `${field} named in ${JSON.stringify(fields)}`);
  };

  /** A fresh pass member with no ledger row: their totals start at 0. */
  const newPlayer = async (gameName: string) => {
    const player = await t.db
      .insertInto('users')
      .values({ display_name: gameName, game_name: gameName, tag_line: 'GRT', region: 'me1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('pass_registrations')
      .values({ user_id: player.id, registered_at: t.now })
      .execute();
    return { id: player.id, riotId: `${gameName}#GRT`, token: await signToken(player.id) };
  };
  type Player = Awaited<ReturnType<typeof newPlayer>>;

  /** What the pass, the profile and the leaderboard show the player. */
  const shown = async (player: Player) => {
    // The leaderboard answers from the board, which hears the ledger's changes by notification.
    await t.app.loyaltyBoard.caughtUp();
    const progress = await call('GET', '/v1/menapass/progress', player.token);
    const me = await call('GET', '/v1/user/me', player.token);
    const board = await call('GET', '/v1/menapass/loyalty-leaderboard', player.token);
    const pass = expectAnswer('GET /v1/menapass/progress', progress.json()).data;
    const own = expectAnswer('GET /v1/menapass/loyalty-leaderboard', board.json()).me;
    return {
      pass: { level: pass.currentLevel, xp: pass.totalXP, points: pass.loyaltyPoints },
      profile: expectAnswer('GET /v1/user/me', me.json()).user.stats,
      leaderboard: own ? own.loyaltyPoints : null,
    };
  };
  const levelOf = async (xp: number) => {
    const tiers = expectAnswer('GET /v1/menapass/tiers', (await call('GET', '/v1/menapass/tiers', '')).json())
      .data.en.tiers;
    return levelForXp(xp, tiers);
  };
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await call(
      'GET',
      `/v1/admin/audit?recordId=${recordId}&action=pass`,
      await staffToken('admin'),
    );
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };
  const historyOf = async (player: Player) => {
    const response = await call('GET', '/v1/menapass/history', player.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    return expectAnswer('GET /v1/menapass/history', response.json());
  };

  before(async () => {
    t = await createTestApp();
    const tokenService = createTokenService(TEST_CONFIG.jwtSecret, () => t.now);
    signToken = (userId) => tokenService.sign(userId);
  });
  after(() => t.close());

  test('a bad body is refused with 400 naming the field', async () => {
    const valid = { riotId: 'Falcon#MENA', xp: 10, points: 0, reason: 'Event prize' };
    invalidField(await grant({ ...valid, reason: undefined }), 'reason');
    invalidField(await grant({ ...valid, reason: '   ' }), 'reason');
    invalidField(await grant({ ...valid, reason: 'x'.repeat(301) }), 'reason');
    invalidField(await grant({ ...valid, xp: 0, points: 0 }), 'xp');
    invalidField(await grant({ ...valid, xp: 1.5 }), 'xp');
    invalidField(await grant({ ...valid, points: 100_001 }), 'points');
    invalidField(await grant({ ...valid, xp: '10' }), 'xp');
    invalidField(await grant({ ...valid, riotId: 'no-tag' }), 'riotId');
    invalidField(await grant({ xp: 10, reason: 'No player' }), 'riotId');
    invalidField(await grant({ ...valid, playerId: seedPlayer('falcon').id }), 'riotId');
    invalidField(await grant({ ...valid, requestId: 'not-a-uuid' }), 'requestId');
  });

  test('players, support and editors are refused; organizers and admins grant and list', async () => {
    const player = await newPlayer('GrantRoles');
    const body = { riotId: player.riotId, xp: 5, reason: 'Roles check' };
    for (const key of ['falcon', 'support', 'editor']) {
      for (const response of [
        await grant(body, key),
        await call('GET', '/v1/admin/pass/grants', await staffToken(key)),
      ]) {
        assert.equal(response.statusCode, 403, key);
        assert.equal(expectShape(errorBody, response.json()).code, 4003);
      }
    }
    assert.equal((await call('POST', '/v1/admin/pass/grants', '', body)).statusCode, 401);
    for (const key of ['organizer', 'admin']) {
      assert.equal((await grant(body, key)).statusCode, 201, key);
      const list = await call('GET', '/v1/admin/pass/grants', await staffToken(key));
      assert.equal(list.statusCode, 200, key);
      assert.equal(list.headers['cache-control'], 'private, no-store');
    }
    assert.equal((await shown(player)).pass.xp, 10, 'nothing granted by the refused calls');
  });

  test('a grant moves the pass level, the profile and the leaderboard row together', async () => {
    const player = await newPlayer('GrantMoves');
    const before = await shown(player);
    assert.deepEqual(before, {
      pass: { level: await levelOf(0), xp: 0, points: 0 },
      profile: { completedGames: 0, xpEarned: 0, loyaltyPoints: 0 },
      leaderboard: null,
    });

    const response = await grant({
      riotId: 'grantmoves#grt',
      xp: 500,
      points: 40,
      reason: 'Community cup host',
    });
    assert.equal(response.statusCode, 201, response.body);
    const granted = expectAnswer('POST /v1/admin/pass/grants', response.json(), 201).data;
    const level = await levelOf(500);
    assert.ok(level > before.pass.level, 'the grant moves the level');
    assert.deepEqual(
      {
        player: granted.player.gameName,
        staff: granted.staff?.gameName,
        xp: granted.xp,
        points: granted.points,
        reason: granted.reason,
        totals: granted.totals,
      },
      {
        player: 'GrantMoves',
        staff: 'Organizer',
        xp: 500,
        points: 40,
        reason: 'Community cup host',
        totals: { totalXP: 500, currentLevel: level, loyaltyPoints: 40 },
      },
    );
    assert.deepEqual(await shown(player), {
      pass: { level, xp: 500, points: 40 },
      profile: { completedGames: 0, xpEarned: 500, loyaltyPoints: 40 },
      leaderboard: 40,
    });
    await t.app.loyaltyBoard.caughtUp();
    const search = await call('GET', '/v1/menapass/loyalty-leaderboard?search=grantmoves', '');
    assert.deepEqual(
      expectAnswer('GET /v1/menapass/loyalty-leaderboard', search.json()).data.map((entry) => [
        entry.user.gameName,
        entry.loyaltyPoints,
      ]),
      [['GrantMoves', 40]],
    );

    // By id, a revocation of part of it: the level and the row move back.
    const revoked = await grant(
      { playerId: player.id, xp: -200, points: -40, reason: 'Duplicate prize' },
      'admin',
    );
    assert.equal(revoked.statusCode, 201, revoked.body);
    assert.deepEqual(expectAnswer('POST /v1/admin/pass/grants', revoked.json(), 201).data.totals, {
      totalXP: 300,
      currentLevel: await levelOf(300),
      loyaltyPoints: 0,
    });
    assert.deepEqual(await shown(player), {
      pass: { level: await levelOf(300), xp: 300, points: 0 },
      profile: { completedGames: 0, xpEarned: 300, loyaltyPoints: 0 },
      leaderboard: null,
    });
  });

  test('a revocation below zero is 409 and changes nothing; unknown players are 404; no grant to oneself', async () => {
    const player = await newPlayer('GrantFloor');
    assert.equal(
      (await grant({ riotId: player.riotId, xp: 100, points: 5, reason: 'Start' })).statusCode,
      201,
    );
    const entries = (await historyOf(player)).pagination.total;
    const audits = (await auditOf(player.id)).length;

    const tooMuch = await grant({ riotId: player.riotId, xp: -50, points: -6, reason: 'Too much' });
    refusedWith(tooMuch, 409, RefusalReason.passTotalBelowZero);
    assert.deepEqual(expectShape(errorBody, tooMuch.json()).details, {
      reason: 'passTotalBelowZero',
      totalXP: 100,
      loyaltyPoints: 5,
      belowZero: ['points'],
    });
    refusedWith(
      await grant({ riotId: player.riotId, xp: -101, reason: 'Too much' }),
      409,
      'passTotalBelowZero',
    );
    assert.equal((await historyOf(player)).pagination.total, entries);
    assert.equal((await auditOf(player.id)).length, audits);
    assert.deepEqual((await shown(player)).pass.xp, 100);

    refusedWith(
      await grant({ riotId: 'Nobody#NONE', xp: 5, reason: 'x' }),
      404,
      RefusalReason.playerNotFound,
    );
    refusedWith(
      await grant({ playerId: randomUUID(), xp: 5, reason: 'x' }),
      404,
      RefusalReason.playerNotFound,
    );
    refusedWith(
      await grant({ playerId: 'not-an-id', xp: 5, reason: 'x' }),
      404,
      RefusalReason.playerNotFound,
    );
    refusedWith(
      await grant({ riotId: 'Organizer#STAFF', xp: 5, reason: 'x' }),
      403,
      RefusalReason.passOwnGrant,
    );
  });

  test('the grant is on the audit log, in the player history with its reason, and on the desk list', async () => {
    const player = await newPlayer('GrantSeen');
    const response = await grant({ riotId: player.riotId, xp: 250, points: 15, reason: 'Bug compensation' });
    assert.equal(response.statusCode, 201, response.body);
    const granted = expectAnswer('POST /v1/admin/pass/grants', response.json(), 201).data;

    const [audit] = await auditOf(player.id);
    assert.deepEqual(
      {
        staff: audit.staff?.gameName,
        action: audit.action,
        record: audit.record,
        before: audit.before,
        after: audit.after,
      },
      {
        staff: 'Organizer',
        action: 'pass.grant',
        record: { type: 'users', id: player.id },
        before: { totalXP: 0, level: await levelOf(0), loyaltyPoints: 0 },
        after: { totalXP: 250, level: await levelOf(250), loyaltyPoints: 15, reason: 'Bug compensation' },
      },
    );

    const history = await historyOf(player);
    assert.deepEqual(history.data, [
      {
        id: granted.id,
        source: 'staff',
        xp: 250,
        loyaltyPoints: 15,
        reason: 'Bug compensation',
        at: granted.at,
      },
    ]);
    const seeded = await call('GET', '/v1/menapass/history', await staffToken('falcon'));
    const seededHistory = expectAnswer('GET /v1/menapass/history', seeded.json());
    assert.ok(seededHistory.data.length > 0);
    assert.ok(seededHistory.data.every((entry) => entry.source !== 'staff' && entry.reason === null));
    assert.equal((await call('GET', '/v1/menapass/history', '')).statusCode, 401);

    const list = await call('GET', '/v1/admin/pass/grants?limit=1', await staffToken('organizer'));
    const page = expectAnswer('GET /v1/admin/pass/grants', list.json());
    assert.deepEqual(page.data, [
      {
        id: granted.id,
        player: granted.player,
        staff: granted.staff,
        xp: 250,
        points: 15,
        reason: 'Bug compensation',
        at: granted.at,
      },
    ]);
    assert.equal(page.pagination.limit, 1);
    assert.ok(page.pagination.total >= 1);
  });

  test('a retried grant with the same requestId counts once', async () => {
    const player = await newPlayer('GrantRetry');
    const body = { riotId: player.riotId, xp: 70, points: 7, reason: 'Retry', requestId: randomUUID() };
    const first = expectAnswer('POST /v1/admin/pass/grants', (await grant(body)).json(), 201).data;
    const again = await grant(body);
    assert.equal(again.statusCode, 201);
    const second = expectAnswer('POST /v1/admin/pass/grants', again.json(), 201).data;
    assert.equal(second.id, first.id);
    assert.deepEqual(second.totals, first.totals);
    assert.equal((await historyOf(player)).pagination.total, 1);
    assert.equal((await auditOf(player.id)).length, 1);
    // The player is told once, in their bell, with what changed and why.
    const bell = await t.request({ method: 'GET', url: '/v1/notifications', token: player.token });
    assert.equal(bell.statusCode, 200, bell.body);
    const notes = expectAnswer('GET /v1/notifications', bell.json()).data;
    assert.deepEqual(
      notes.map((note) => [note.title, note.message, note.link]),
      [
        [
          'Your MENA Pass was adjusted',
          'Staff gave you 70 XP. Staff gave you 7 loyalty points. Reason: Retry',
          '/mena-pass',
        ],
      ],
    );
  });
});
