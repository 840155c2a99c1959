import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type AuditEntry } from '@arena/contract';
import { json } from '../../db/schema.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('staff roles and the audit log', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const id = (key: string) => seedPlayer(key).id;
  const call = async (method: Method, url: string, key: string, body?: object) =>
    t.request({ method, url, token: await token(key), ...(body ? { payload: body } : {}) });
  const grant = (riotId: string, role: string, key = 'admin') =>
    call('POST', '/v1/admin/staff-roles', key, { riotId, role });
  const revoke = (userId: string, role: string, key = 'admin') =>
    call('DELETE', `/v1/admin/staff-roles/${userId}/${role}`, key);

  /** The audit entries of one record, newest first, as an admin reads them. */
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await call('GET', `/v1/admin/audit?recordId=${recordId}`, 'admin');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };
  /** Who did what to which record, and the fields before and after: what each audit test asserts. */
  const summary = (entry: AuditEntry) => ({
    staff: entry.staff?.gameName,
    action: entry.action,
    record: entry.record,
    before: entry.before,
    after: entry.after,
    at: entry.at,
  });
  const refusedWith = (
    response: { statusCode: number; json: () => unknown },
    status: number,
    reason: string,
  ) => {
    assert.equal(response.statusCode, status);
    assert.equal(expectShape(errorBody, response.json()).details?.reason, reason);
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  describe('roles', () => {
    test('the list shows every staff member with their roles; seeded grants have no granter; admins only', async () => {
      const response = await call('GET', '/v1/admin/staff-roles', 'admin');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['cache-control'], 'private, no-store');
      const members = expectAnswer('GET /v1/admin/staff-roles', response.json()).data;
      assert.deepEqual(
        members.map((member) => [
          member.player.gameName,
          member.roles.map((role) => [role.role, role.grantedBy]),
        ]),
        [
          ['ArenaAdmin', [['admin', null]]],
          ['Editor', [['editor', null]]],
          ['Organizer', [['organizer', null]]],
          ['Support', [['support', null]]],
        ],
      );
      for (const key of ['organizer', 'support', 'editor', 'falcon']) {
        const refused = await call('GET', '/v1/admin/staff-roles', key);
        assert.equal(refused.statusCode, 403, key);
        assert.equal(expectShape(errorBody, refused.json()).code, 4003);
      }
    });

    test('an admin grants a role by Riot ID in any case and revokes it; the player has it exactly meanwhile', async () => {
      const falcon = await token('falcon');
      const tickets = () => t.request({ method: 'GET', url: '/v1/admin/support/tickets', token: falcon });
      const me = async () =>
        (await t.request({ method: 'GET', url: '/v1/user/me', token: falcon })).json().user.staffRoles;
      assert.equal((await tickets()).statusCode, 403);

      const granted = await grant('  falcon#mena ', 'support');
      assert.equal(granted.statusCode, 201, granted.body);
      const member = expectAnswer('POST /v1/admin/staff-roles', granted.json(), 201).data;
      assert.equal(member.player.id, id('falcon'));
      assert.deepEqual(
        member.roles.map((role) => [role.role, role.grantedBy?.gameName, role.grantedAt]),
        [['support', 'ArenaAdmin', t.now.toISOString()]],
      );
      assert.deepEqual(await me(), ['support']);
      assert.equal((await tickets()).statusCode, 200);

      const revoked = await revoke(id('falcon'), 'support');
      assert.equal(revoked.statusCode, 200, revoked.body);
      assert.deepEqual(
        expectAnswer('DELETE /v1/admin/staff-roles/:userId/:role', revoked.json()).data.roles,
        [],
      );
      assert.deepEqual(await me(), []);
      assert.equal((await tickets()).statusCode, 403);
    });

    test('a bad Riot ID or role is a 400 naming the field', async () => {
      for (const [body, location, field] of [
        [{ riotId: 'Falcon', role: 'support' }, 'body', 'riotId'],
        [{ riotId: 'Falcon#MENA#X', role: 'support' }, 'body', 'riotId'],
        [{ riotId: 'Falcon#MENA', role: 'moderator' }, 'body', 'role'],
        [{ role: 'support' }, 'body', 'riotId'],
      ] as const) {
        const response = await call('POST', '/v1/admin/staff-roles', 'admin', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        const { details } = expectShape(errorBody, response.json());
        assert.equal(details?.location, location);
        assert.ok(Object.keys(details?.fields as object).includes(field), JSON.stringify(details));
      }
      const badRole = await revoke(id('organizer'), 'moderator');
      assert.equal(badRole.statusCode, 400);
      assert.deepEqual(Object.keys(expectShape(errorBody, badRole.json()).details?.fields as object), [
        'role',
      ]);
    });

    test('an admin can never grant or revoke their own roles (403); nothing is written', async () => {
      refusedWith(await grant('ArenaAdmin#STAFF', 'support'), 403, RefusalReason.staffOwnRoles);
      refusedWith(await revoke(id('admin'), 'admin'), 403, RefusalReason.staffOwnRoles);
      assert.deepEqual(await auditOf(id('admin')), []);
      const admin = await t.db
        .selectFrom('staff_roles')
        .select('role')
        .where('user_id', '=', id('admin'))
        .execute();
      assert.deepEqual(admin, [{ role: 'admin' }]);
    });

    test('an unknown Riot ID and a role not held are 404; a role held already is 409', async () => {
      refusedWith(await grant('Nobody#NONE', 'support'), 404, RefusalReason.playerNotFound);
      refusedWith(await grant('Organizer#STAFF', 'organizer'), 409, RefusalReason.staffRoleHeld);
      refusedWith(await revoke(id('falcon'), 'editor'), 404, RefusalReason.staffRoleNotHeld);
      refusedWith(await revoke('not-a-player', 'editor'), 404, RefusalReason.staffRoleNotHeld);
      assert.deepEqual(await auditOf(id('organizer')), []);
    });

    test('two grants of one role at once: one 201, one 409, one row and one audit entry', async () => {
      const answers = await Promise.all([grant('Nour#JOR', 'editor'), grant('Nour#JOR', 'editor')]);
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
      const rows = await t.db
        .selectFrom('staff_roles')
        .select('role')
        .where('user_id', '=', id('nour'))
        .execute();
      assert.deepEqual(rows, [{ role: 'editor' }]);
      assert.equal((await auditOf(id('nour'))).length, 1);
      assert.equal((await revoke(id('nour'), 'editor')).statusCode, 200);
    });

    test('a revoked role is refused at the very next request, with the same token', async () => {
      const organizer = await token('organizer');
      const tournaments = () => t.request({ method: 'GET', url: '/v1/admin/tournaments', token: organizer });
      assert.equal((await tournaments()).statusCode, 200);
      assert.equal((await revoke(id('organizer'), 'organizer')).statusCode, 200);
      const refused = await tournaments();
      assert.equal(refused.statusCode, 403);
      assert.equal(expectShape(errorBody, refused.json()).code, 4003);
      assert.equal((await grant('Organizer#STAFF', 'organizer')).statusCode, 201);
      assert.equal((await tournaments()).statusCode, 200);
    });
  });

  describe('every staff write is one audit entry in the same transaction', () => {
    test('staffRole.grant and staffRole.revoke: the roles before and after', async () => {
      assert.equal((await grant('Layla#ARB', 'organizer')).statusCode, 201);
      assert.equal((await grant('Layla#ARB', 'support')).statusCode, 201);
      assert.equal((await revoke(id('layla'), 'organizer')).statusCode, 200);
      const record = { type: 'users', id: id('layla') };
      const at = t.now.toISOString();
      assert.deepEqual((await auditOf(id('layla'))).map(summary), [
        {
          staff: 'ArenaAdmin',
          action: 'staffRole.revoke',
          record,
          before: { staffRoles: ['organizer', 'support'] },
          after: { staffRoles: ['support'] },
          at,
        },
        {
          staff: 'ArenaAdmin',
          action: 'staffRole.grant',
          record,
          before: { staffRoles: ['organizer'] },
          after: { staffRoles: ['organizer', 'support'] },
          at,
        },
        {
          staff: 'ArenaAdmin',
          action: 'staffRole.grant',
          record,
          before: { staffRoles: [] },
          after: { staffRoles: ['organizer'] },
          at,
        },
      ]);
      assert.equal((await revoke(id('layla'), 'support')).statusCode, 200);
    });

    test('supportTicket.reply and supportTicket.close: the staff answer, the status', async () => {
      const tournament = await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('support_live_chat', '=', true)
        .executeTakeFirstOrThrow();
      const created = await call('POST', '/v1/discord/create-ticket', 'sara', {
        subject: 'Lobby code',
        description: 'The lobby code does not work',
        tournament_id: tournament.id,
      });
      assert.equal(created.statusCode, 201, created.body);
      const ticketId: string = created.json().data.ticketId;
      const answered = await call('POST', `/v1/admin/support/tickets/${ticketId}/messages`, 'support', {
        content: 'A new code is on its way',
      });
      assert.equal(answered.statusCode, 201, answered.body);
      const messageId: string = answered.json().data.id;
      assert.equal(
        (await call('POST', `/v1/admin/support/tickets/${ticketId}/close`, 'support')).statusCode,
        200,
      );
      assert.equal(
        (await call('POST', `/v1/admin/support/tickets/${ticketId}/close`, 'support')).statusCode,
        200,
      );
      const record = { type: 'support_tickets', id: ticketId };
      const at = t.now.toISOString();
      assert.deepEqual((await auditOf(ticketId)).map(summary), [
        {
          staff: 'Support',
          action: 'supportTicket.close',
          record,
          before: { status: 'open' },
          after: { status: 'closed' },
          at,
        },
        {
          staff: 'Support',
          action: 'supportTicket.reply',
          record,
          before: null,
          after: { messageId, content: 'A new code is on its way', embed: false },
          at,
        },
      ]);
    });

    test('bugReport.reply and bugReport.setStatus: the status before and after, the answer', async () => {
      const report = await t.db
        .selectFrom('bug_reports')
        .select(['id', 'status'])
        .where('user_id', '=', id('falcon'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      const answered = await call('POST', `/v1/admin/bug-reports/${report.id}/messages`, 'support', {
        content: 'We are looking into it.',
      });
      assert.equal(answered.statusCode, 201, answered.body);
      const messageId: string = answered.json().data.message._id;
      const url = `/v1/admin/bug-reports/${report.id}`;
      assert.equal((await call('PATCH', url, 'support', { status: 'fixed' })).statusCode, 200);
      assert.equal((await call('PATCH', url, 'support', { status: 'fixed' })).statusCode, 200);
      const record = { type: 'bug_reports', id: report.id };
      const at = t.now.toISOString();
      assert.deepEqual((await auditOf(report.id)).map(summary), [
        {
          staff: 'Support',
          action: 'bugReport.setStatus',
          record,
          before: { status: 'in-progress' },
          after: { status: 'fixed' },
          at,
        },
        {
          staff: 'Support',
          action: 'bugReport.reply',
          record,
          before: { status: 'open' },
          after: { status: 'in-progress', messageId, content: 'We are looking into it.' },
          at,
        },
      ]);
    });

    test('registration.approve, registration.reject, registration.close and registration.open', async () => {
      const cup = await t.db
        .selectFrom('tournaments')
        .select(['id', 'registration_open'])
        .where('slug', '=', 'newcomers-cup')
        .executeTakeFirstOrThrow();
      const pending = await t.db
        .selectFrom('registrations')
        .select('id')
        .where('tournament_id', '=', cup.id)
        .where('status', '=', 'pending')
        .orderBy('id')
        .limit(2)
        .execute();
      assert.equal(pending.length, 2);
      const [approved, rejected] = pending.map((row) => row.id) as [string, string];
      const review = (registrationId: string, body: object) =>
        call('PATCH', `/v1/admin/tournaments/${cup.id}/registrations/${registrationId}`, 'organizer', body);
      assert.equal((await review(approved, { status: 'approved' })).statusCode, 200);
      assert.equal((await review(rejected, { status: 'rejected', reason: 'Wrong region' })).statusCode, 200);
      const switchTo = (open: boolean) =>
        call('PATCH', `/v1/admin/tournaments/${cup.id}/registration`, 'organizer', { open });
      assert.equal((await switchTo(!cup.registration_open)).statusCode, 200);
      assert.equal((await switchTo(cup.registration_open)).statusCode, 200);

      const at = t.now.toISOString();
      assert.deepEqual((await auditOf(approved)).map(summary), [
        {
          staff: 'Organizer',
          action: 'registration.approve',
          record: { type: 'registrations', id: approved },
          before: { status: 'pending', reviewReason: null },
          after: { status: 'approved', reviewReason: null },
          at,
        },
      ]);
      assert.deepEqual((await auditOf(rejected)).map(summary), [
        {
          staff: 'Organizer',
          action: 'registration.reject',
          record: { type: 'registrations', id: rejected },
          before: { status: 'pending', reviewReason: null },
          after: { status: 'rejected', reviewReason: 'Wrong region' },
          at,
        },
      ]);
      const record = { type: 'tournaments', id: cup.id };
      const [first, second] = cup.registration_open ? ['close', 'open'] : ['open', 'close'];
      assert.deepEqual((await auditOf(cup.id)).map(summary), [
        {
          staff: 'Organizer',
          action: `registration.${second}`,
          record,
          before: { registrationOpen: !cup.registration_open },
          after: { registrationOpen: cup.registration_open },
          at,
        },
        {
          staff: 'Organizer',
          action: `registration.${first}`,
          record,
          before: { registrationOpen: cup.registration_open },
          after: { registrationOpen: !cup.registration_open },
          at,
        },
      ]);
    });

    test('dispute.resolve: the status and winner before and after, with the note', async () => {
      const season = await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('slug', '=', 'arena-matchmaking-season')
        .executeTakeFirstOrThrow();
      const match = await t.db
        .insertInto('matchmaking_matches')
        .values({
          tournament_id: season.id,
          player1_id: id('omar'),
          player2_id: id('youssef'),
          player1_points: 1000,
          player2_points: 1000,
          tournament_code: 'AUDIT-DISPUTE',
          created_at: t.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const url = `/v1/admin/matchmaking/matches/${match.id}/resolve`;
      const note = 'Neither player showed a result';
      assert.equal((await call('PATCH', url, 'support', { winner_id: null, note })).statusCode, 403);
      const resolved = await call('PATCH', url, 'organizer', { winner_id: null, note });
      assert.equal(resolved.statusCode, 200, resolved.body);
      assert.deepEqual((await auditOf(match.id)).map(summary), [
        {
          staff: 'Organizer',
          action: 'dispute.resolve',
          record: { type: 'matchmaking_matches', id: match.id },
          before: { status: 'open', winnerId: null },
          after: { status: 'voided', winnerId: null, note },
          at: t.now.toISOString(),
        },
      ]);
    });

    test('payout.settle: support reads payouts but may not settle; an admin does, audited', async () => {
      const payout = await t.db
        .selectFrom('payment_transactions')
        .select(['id', 'destination_method'])
        .where('status', '=', 'Pending')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      assert.equal((await call('GET', '/v1/admin/payouts', 'support')).statusCode, 200);
      const body = { status: 'Rejected', notes: 'Duplicate payout' };
      assert.equal((await call('PATCH', `/v1/admin/payouts/${payout.id}`, 'support', body)).statusCode, 403);
      assert.equal((await call('PATCH', `/v1/admin/payouts/${payout.id}`, 'admin', body)).statusCode, 200);
      assert.deepEqual((await auditOf(payout.id)).map(summary), [
        {
          staff: 'ArenaAdmin',
          action: 'payout.settle',
          record: { type: 'payment_transactions', id: payout.id },
          before: { status: 'Pending' },
          after: {
            status: 'Rejected',
            reference: null,
            notes: 'Duplicate payout',
            paymentMethod: payout.destination_method,
          },
          at: t.now.toISOString(),
        },
      ]);
    });
  });

  describe('the audit list', () => {
    /** 30 entries in 2020, a minute apart (the oldest first): every third one of organizer, the rest admin's. */
    const base = Date.parse('2020-03-01T10:00:00.000Z');
    const minute = (index: number) => new Date(base + index * 60_000).toISOString();
    const ACTIONS = ['payout.settle', 'payoutish.test', 'registration.open'];
    const list = async (query: string, key = 'admin') => {
      const response = await call('GET', `/v1/admin/audit?${query}`, key);
      assert.equal(response.statusCode, 200, response.body);
      return expectAnswer('GET /v1/admin/audit', response.json());
    };
    const in2020 = `from=${minute(0)}&to=${minute(29)}`;

    before(async () => {
      await t.db
        .insertInto('staff_audit')
        .values(
          Array.from({ length: 30 }, (_, index) => ({
            staff_id: index % 3 === 0 ? id('organizer') : id('admin'),
            action: ACTIONS[index % 3]!,
            record_type: index < 15 ? 'tournaments' : 'registrations',
            record_id: `record-${index}`,
            before: json({ index }),
            after: null,
            at: minute(index),
          })),
        )
        .execute();
    });

    test('newest first, a page at a time, each entry with its staff member', async () => {
      const first = await list(`${in2020}&limit=10`);
      assert.deepEqual(first.pagination, { total: 30, page: 1, limit: 10, pages: 3 });
      assert.deepEqual(
        first.data.map((entry) => entry.record.id),
        Array.from({ length: 10 }, (_, index) => `record-${29 - index}`),
      );
      const third = await list(`${in2020}&limit=10&page=3`);
      assert.deepEqual(
        third.data.map((entry) => entry.before),
        Array.from({ length: 10 }, (_, index) => ({ index: 9 - index })),
      );
      assert.deepEqual(third.data.at(-1)!.staff, {
        id: id('organizer'),
        displayName: 'Arena Organizer',
        gameName: 'Organizer',
        tagLine: 'STAFF',
        profileImage: 'http://api.test/static/avatars/Organizer.svg',
      });
      assert.deepEqual((await list(`${in2020}&limit=10&page=4`)).data, []);
      assert.equal((await list('limit=25')).pagination.limit, 25);
    });

    test('filters: staff member, action or its domain, record, time', async () => {
      const ids = async (query: string) =>
        (await list(`${in2020}&limit=100&${query}`)).data.map((entry) => entry.record.id);
      const indexes = (keep: (index: number) => boolean) =>
        Array.from({ length: 30 }, (_, index) => 29 - index)
          .filter(keep)
          .map((index) => `record-${index}`);
      assert.deepEqual(
        await ids(`staffId=${id('organizer')}`),
        indexes((index) => index % 3 === 0),
      );
      assert.deepEqual(
        await ids('action=payout'),
        indexes((index) => index % 3 === 0),
      );
      assert.deepEqual(
        await ids('action=payout.settle'),
        indexes((index) => index % 3 === 0),
      );
      assert.deepEqual(
        await ids('action=payoutish'),
        indexes((index) => index % 3 === 1),
      );
      assert.deepEqual(await ids('action=payout.set'), []);
      assert.deepEqual(
        await ids('recordType=registrations&action=registration'),
        indexes((index) => index >= 15 && index % 3 === 2),
      );
      assert.deepEqual(await ids('recordId=record-7'), ['record-7']);
      assert.deepEqual(
        (await list(`from=${minute(5)}&to=${minute(7)}`)).data.map((entry) => entry.record.id),
        ['record-7', 'record-6', 'record-5'],
      );
      assert.deepEqual(await ids('staffId=not-a-player'), []);
    });

    test('bad filters are a 400 naming the field; only admins read the log', async () => {
      for (const [query, field] of [
        ['limit=101', 'limit'],
        ['page=0', 'page'],
        ['from=yesterday', 'from'],
        [`action=${'x'.repeat(61)}`, 'action'],
      ]) {
        const response = await call('GET', `/v1/admin/audit?${query}`, 'admin');
        assert.equal(response.statusCode, 400, query);
        const { details } = expectShape(errorBody, response.json());
        assert.deepEqual([details?.location, Object.keys(details?.fields as object)], ['query', [field]]);
      }
      for (const key of ['organizer', 'support', 'editor', 'falcon']) {
        assert.equal((await call('GET', '/v1/admin/audit', key)).statusCode, 403, key);
      }
    });
  });
});
