import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type AuditEntry, type ModeratedPlayerDetail } from '@arena/contract';
import { createTokenService } from '../../auth/tokens.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, recentSeedMoment, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';

const HOUR = 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const REASON = { en: 'Abusive chat in matches', ar: 'إساءة في دردشة المباريات' };

describe('player moderation', () => {
  let t: TestApp;
  let seededAt: Date;
  let now: Date;
  const tokens = new Map<string, string>();
  const id = (key: string) => seedPlayer(key).id;
  const token = async (key: string) => {
    if (!tokens.has(key)) tokens.set(key, await t.tokenFor(key));
    return tokens.get(key)!;
  };
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    who: string | { token: string },
    body?: object,
    headers: Record<string, string> = {},
  ) =>
    t.request({
      method,
      url,
      headers,
      token: typeof who === 'string' ? await token(who) : who.token,
      ...(body ? { payload: body } : {}),
    });
  const ban = (playerId: string, key: string, body: object = { reason: REASON }) =>
    call('POST', `/v1/admin/players/${playerId}/ban`, key, body);
  const unban = (playerId: string, key: string, reason = 'Appeal accepted') =>
    call('POST', `/v1/admin/players/${playerId}/unban`, key, { reason });
  const detail = async (playerId: string): Promise<ModeratedPlayerDetail> => {
    const response = await call('GET', `/v1/admin/players/${playerId}`, 'support');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/players/:id', response.json()).data;
  };
  const refusedWith = (
    response: { statusCode: number; body: string; json: () => unknown },
    status: number,
    reason: string,
  ) => {
    assert.equal(response.statusCode, status, response.body);
    assert.equal(expectShape(errorBody, response.json()).details?.reason, reason);
  };
  const auditOf = async (recordId: string): Promise<AuditEntry[]> => {
    const response = await call('GET', `/v1/admin/audit?recordId=${recordId}`, 'admin');
    assert.equal(response.statusCode, 200, response.body);
    return expectAnswer('GET /v1/admin/audit', response.json()).data;
  };

  /** A fresh player of this file (nobody else's registrations), with a token of theirs. */
  const freshPlayer = async (gameName: string) => {
    const row = await t.db
      .insertInto('users')
      .values({
        display_name: gameName,
        game_name: gameName,
        tag_line: 'MOD',
        region: 'me1',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const signed = await createTokenService(TEST_CONFIG.jwtSecret, () => now).sign(row.id);
    return { id: row.id, token: signed };
  };

  before(async () => {
    seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
  });
  after(() => t.close());

  describe('who may moderate', () => {
    test('players, editors and organizers are refused; support and admins search', async () => {
      for (const key of ['falcon', 'editor', 'organizer']) {
        for (const [method, url, body] of [
          ['GET', '/v1/admin/players'],
          ['GET', `/v1/admin/players/${id('falcon')}`],
          ['POST', `/v1/admin/players/${id('omar')}/ban`, { reason: REASON }],
          ['POST', `/v1/admin/players/${id('cheater')}/unban`, { reason: 'Appeal' }],
        ] as const) {
          const response = await call(method, url, key, body);
          assert.equal(response.statusCode, 403, `${key} ${method} ${url}`);
          assert.equal(expectShape(errorBody, response.json()).code, 4003);
        }
      }
      for (const key of ['support', 'admin']) {
        const response = await call('GET', '/v1/admin/players', key);
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.headers['cache-control'], 'private, no-store');
      }
      const anonymous = await t.request({ method: 'GET', url: '/v1/admin/players' });
      assert.equal(anonymous.statusCode, 401);
    });

    test('staff cannot ban themselves; support cannot ban or unban a staff member, an admin can', async () => {
      refusedWith(await ban(id('support'), 'support'), 403, RefusalReason.banOwnAccount);
      refusedWith(await ban(id('admin'), 'admin'), 403, RefusalReason.banOwnAccount);
      for (const staff of ['editor', 'organizer', 'admin']) {
        refusedWith(await ban(id(staff), 'support'), 403, RefusalReason.staffBanNeedsAdmin);
      }

      const banned = await ban(id('editor'), 'admin');
      assert.equal(banned.statusCode, 201, banned.body);
      const editorMe = await call('GET', '/v1/user/me', 'editor');
      assert.equal(editorMe.statusCode, 403);
      assert.equal(expectShape(errorBody, editorMe.json()).code, 1002);
      refusedWith(await unban(id('editor'), 'support'), 403, RefusalReason.staffBanNeedsAdmin);
      const lifted = await unban(id('editor'), 'admin');
      assert.equal(lifted.statusCode, 200, lifted.body);
      assert.equal((await call('GET', '/v1/user/me', 'editor')).statusCode, 200);
      // The ban kept their staff role: they are back at their desk.
      assert.deepEqual((await detail(id('editor'))).staffRoles, ['editor']);
    });
  });

  describe('finding players', () => {
    const search = async (query: string, key = 'support') => {
      const response = await call('GET', `/v1/admin/players?${query}`, key);
      assert.equal(response.statusCode, 200, response.body);
      return expectAnswer('GET /v1/admin/players', response.json());
    };
    const riotIds = (page: Awaited<ReturnType<typeof search>>) =>
      page.data.map((row) => `${row.player.gameName}#${row.player.tagLine}`);

    test('by game name, tag, name#tag or id, in any case; with the region, staff roles and the ban in force', async () => {
      assert.deepEqual(riotIds(await search('search=FALC')), ['Falcon#MENA']);
      assert.deepEqual(riotIds(await search('search=%20falcon%23mena%20')), ['Falcon#MENA']);
      assert.deepEqual(riotIds(await search(`search=${id('layla')}`)), ['Layla#ARB']);
      assert.deepEqual(riotIds(await search('search=%23staff')).sort(), [
        'ArenaAdmin#STAFF',
        'Editor#STAFF',
        'Organizer#STAFF',
        'Support#STAFF',
      ]);
      assert.deepEqual(riotIds(await search('search=no-such-player%25')), []);

      const [cheater] = (await search('search=cheater%23ban')).data;
      assert.equal(cheater?.region, 'me1');
      assert.deepEqual(cheater?.staffRoles, []);
      assert.equal(cheater?.ban?.status, 'active');
      assert.deepEqual(cheater?.ban?.reason, {
        en: 'Use of third-party cheating software',
        ar: 'استخدام برامج غش من طرف ثالث',
      });
      assert.equal(cheater?.ban?.endsAt, null);
      assert.equal(cheater?.ban?.createdBy, null);
      const [admin] = (await search('search=arenaadmin')).data;
      assert.deepEqual(admin?.staffRoles, ['admin']);
      assert.equal(admin?.ban, null);
    });

    test('by region, a page of 20 at a time in Riot ID order', async () => {
      const euw = await search('region=euw1');
      assert.ok(euw.data.length > 0);
      assert.ok(euw.data.every((row) => row.region === 'euw1'));
      const first = await search('');
      assert.equal(first.pagination.limit, 20);
      assert.equal(first.pagination.page, 1);
      assert.equal(first.pagination.pages, Math.ceil(first.pagination.total / 20));
      const names = riotIds(first).map((riotId) => riotId.toLowerCase());
      assert.deepEqual(names, [...names].sort());
      if (first.pagination.pages > 1) {
        const second = await search('page=2');
        assert.equal(second.pagination.page, 2);
        assert.ok(riotIds(second).every((riotId) => !riotIds(first).includes(riotId)));
      }
    });

    test('a bad query is a 400 naming the field', async () => {
      for (const [query, field] of [
        ['region=mars', 'region'],
        ['page=0', 'page'],
        [`search=${'x'.repeat(61)}`, 'search'],
      ]) {
        const response = await call('GET', `/v1/admin/players?${query}`, 'support');
        assert.equal(response.statusCode, 400, query);
        const { details } = expectShape(errorBody, response.json());
        assert.equal(details?.location, 'query');
        assert.ok(Object.keys(details?.fields as object).includes(field!), JSON.stringify(details));
      }
    });

    test("a player's detail: basics, team and role, staff roles, every ban; 404 for no such player", async () => {
      const falcon = await detail(id('falcon'));
      assert.equal(falcon.player.gameName, 'Falcon');
      assert.equal(falcon.location, 'Riyadh, Saudi Arabia');
      assert.equal(falcon.team?.name, 'Desert Falcons');
      assert.equal(falcon.team?.role, 'owner');
      assert.deepEqual(falcon.bans, []);
      assert.equal(falcon.ban, null);
      const cheater = await detail(id('cheater'));
      assert.equal(cheater.bans.length, 1);
      assert.equal(cheater.ban?.id, cheater.bans[0]?.id);
      for (const unknown of [UNKNOWN, 'not-an-id']) {
        refusedWith(
          await call('GET', `/v1/admin/players/${unknown}`, 'support'),
          404,
          RefusalReason.playerNotFound,
        );
        refusedWith(await ban(unknown, 'support'), 404, RefusalReason.playerNotFound);
        refusedWith(await unban(unknown, 'support'), 404, RefusalReason.playerNotFound);
      }
    });
  });

  describe('banning', () => {
    test('every field is checked: a 400 names it', async () => {
      const target = id('nour');
      const long = 'x'.repeat(501);
      for (const [body, field] of [
        [{}, 'reason'],
        [{ reason: { ar: REASON.ar } }, 'reason.en'],
        [{ reason: { en: REASON.en } }, 'reason.ar'],
        [{ reason: { en: '   ', ar: REASON.ar } }, 'reason.en'],
        [{ reason: { en: REASON.en, ar: long } }, 'reason.ar'],
        [{ reason: { en: 'a\u0000b', ar: REASON.ar } }, 'reason.en'],
        [{ reason: REASON, endsAt: 'tomorrow' }, 'endsAt'],
        [{ reason: REASON, endsAt: new Date(now.getTime() - 1000).toISOString() }, 'endsAt'],
        [{ reason: REASON, endsAt: now.toISOString() }, 'endsAt'],
      ] as const) {
        const response = await ban(target, 'support', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        const { details } = expectShape(errorBody, response.json());
        assert.equal(details?.location, 'body');
        assert.ok(Object.keys(details?.fields as object).includes(field), JSON.stringify(details));
      }
      for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }]) {
        const response = await call('POST', `/v1/admin/players/${id('cheater')}/unban`, 'support', body);
        assert.equal(response.statusCode, 400, JSON.stringify(body));
        const { details } = expectShape(errorBody, response.json());
        assert.deepEqual(Object.keys(details?.fields as object), ['reason']);
      }
      assert.equal((await detail(target)).bans.length, 0);
    });

    test('support bans a player: their next call is 1002 with the reason in their language; they leave queues and unstarted registrations; audited', async () => {
      const player = await freshPlayer('Moderated');
      const me = (headers: Record<string, string> = {}) =>
        call('GET', '/v1/user/me', player, undefined, headers);
      assert.equal((await me()).statusCode, 200);

      // A running ladder's queue, registrations of tournaments ahead and under way, a team and its registration.
      const tournaments = await t.db
        .selectFrom('tournaments')
        .select(['id', 'slug', 'starting_time', 'tournament_type'])
        .where('cancelled_at', 'is', null)
        .where('published_at', 'is not', null)
        .execute();
      const ladder = tournaments.find((row) => row.slug === 'arena-matchmaking-season')!;
      assert.ok(ladder.starting_time <= now, 'the seeded season is under way');
      const ahead = tournaments.filter((row) => row.starting_time > now && row.tournament_type === 'bracket');
      const started = tournaments.find(
        (row) => row.starting_time <= now && row.tournament_type === 'bracket',
      )!;
      assert.ok(ahead.length >= 3 && started, 'seeded tournaments ahead and under way');
      const [soloAhead, rejectedAhead, teamAhead] = ahead;
      await t.db
        .insertInto('matchmaking_players')
        .values({ tournament_id: ladder.id, user_id: player.id, points: 1000, registered_at: now })
        .execute();
      await t.db
        .insertInto('matchmaking_queue')
        .values({ tournament_id: ladder.id, user_id: player.id, points: 1000, joined_at: now })
        .execute();
      const team = await t.db
        .insertInto('teams')
        .values({ name: 'Moderated Team', short_name: 'MODT', vanity: 'moderated-team' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('team_members')
        .values({ team_id: team.id, user_id: player.id, role: 'owner' })
        .execute();
      await t.db
        .insertInto('registrations')
        .values([
          { tournament_id: ladder.id, user_id: player.id, team_id: null, status: 'approved' },
          { tournament_id: soloAhead!.id, user_id: player.id, team_id: null, status: 'approved' },
          { tournament_id: rejectedAhead!.id, user_id: player.id, team_id: null, status: 'rejected' },
          { tournament_id: teamAhead!.id, user_id: player.id, team_id: team.id, status: 'pending' },
          { tournament_id: started.id, user_id: player.id, team_id: null, status: 'checked-in' },
        ])
        .execute();

      const response = await ban(player.id, 'support');
      assert.equal(response.statusCode, 201, response.body);
      const answer = expectAnswer('POST /v1/admin/players/:id/ban', response.json(), 201);
      assert.deepEqual(answer.effects, { queuesLeft: 1, registrationsWithdrawn: 1 });
      assert.equal(answer.data.ban?.status, 'active');
      assert.deepEqual(answer.data.ban?.reason, REASON);
      assert.equal(answer.data.ban?.createdBy?.gameName, 'Support');
      assert.equal(answer.data.ban?.createdAt, now.toISOString());
      assert.equal(answer.data.ban?.endsAt, null);
      assert.equal(answer.data.team?.role, 'owner', 'the team and its role stay');

      for (const [headers, reason] of [
        [{}, REASON.en],
        [{ 'accept-language': 'en-US,en;q=0.9' }, REASON.en],
        [{ 'accept-language': 'ar' }, REASON.ar],
        [{ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' }, REASON.ar],
      ] as const) {
        const refused = await me(headers);
        assert.equal(refused.statusCode, 403);
        assert.deepEqual(refused.json(), {
          code: 1002,
          message: 'Your account has been banned',
          details: { reason },
        });
      }
      const teams = await call('GET', '/v1/teams/me', player);
      assert.equal(expectShape(errorBody, teams.json()).code, 1002);

      assert.deepEqual(
        await t.db
          .selectFrom('matchmaking_queue')
          .select('tournament_id')
          .where('user_id', '=', player.id)
          .execute(),
        [],
      );
      const registrations = await t.db
        .selectFrom('registrations')
        .select(['tournament_id', 'status', 'team_id'])
        .where('user_id', '=', player.id)
        .orderBy('tournament_id')
        .execute();
      assert.deepEqual(
        registrations,
        [
          { tournament_id: ladder.id, status: 'approved', team_id: null },
          { tournament_id: rejectedAhead!.id, status: 'rejected', team_id: null },
          { tournament_id: teamAhead!.id, status: 'pending', team_id: team.id },
          { tournament_id: started.id, status: 'checked-in', team_id: null },
        ].sort((a, b) => a.tournament_id.localeCompare(b.tournament_id)),
      );
      const banned = await t.db
        .selectFrom('users')
        .select(['banned_at', 'ban_reason'])
        .where('id', '=', player.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(banned, { banned_at: now, ban_reason: REASON.en });

      const [entry, ...others] = await auditOf(player.id);
      assert.equal(others.length, 0);
      assert.equal(entry?.staff?.gameName, 'Support');
      assert.equal(entry?.action, 'player.ban');
      assert.deepEqual(entry?.record, { type: 'users', id: player.id });
      assert.deepEqual(entry?.before, { banned: false });
      assert.deepEqual(entry?.after, {
        banned: true,
        reasonEn: REASON.en,
        reasonAr: REASON.ar,
        endsAt: null,
        queuesLeft: [ladder.id],
        registrationsWithdrawn: [soloAhead!.id],
        banId: answer.data.ban?.id,
      });

      refusedWith(await ban(player.id, 'admin'), 409, RefusalReason.playerBanned);
      assert.equal(expectShape(errorBody, (await ban(player.id, 'admin')).json()).details?.endsAt, null);
    });

    test('unbanning lifts the ban now: the player is back; the history keeps it; audited; twice is 409', async () => {
      const player = await freshPlayer('Unbanned');
      assert.equal((await ban(player.id, 'admin')).statusCode, 201);
      assert.equal((await call('GET', '/v1/user/me', player)).statusCode, 403);

      const response = await unban(player.id, 'support', '  Appeal accepted  ');
      assert.equal(response.statusCode, 200, response.body);
      const lifted = expectAnswer('POST /v1/admin/players/:id/unban', response.json()).data;
      assert.equal(lifted.ban, null);
      assert.equal(lifted.bans.length, 1);
      assert.equal(lifted.bans[0]?.status, 'lifted');
      assert.equal(lifted.bans[0]?.liftedAt, now.toISOString());
      assert.equal(lifted.bans[0]?.liftedBy?.gameName, 'Support');
      assert.equal(lifted.bans[0]?.liftReason, 'Appeal accepted');
      assert.equal(lifted.bans[0]?.createdBy?.gameName, 'ArenaAdmin');

      assert.equal((await call('GET', '/v1/user/me', player)).statusCode, 200);
      refusedWith(await unban(player.id, 'support'), 409, RefusalReason.playerNotBanned);
      refusedWith(await unban(id('falcon'), 'support'), 409, RefusalReason.playerNotBanned);

      const entries = await auditOf(player.id);
      assert.deepEqual(
        entries.map((entry) => [entry.action, entry.staff?.gameName]),
        [
          ['player.unban', 'Support'],
          ['player.ban', 'ArenaAdmin'],
        ],
      );
      assert.deepEqual(entries[0]?.after, { banned: false, liftReason: 'Appeal accepted' });
      assert.equal(entries[0]?.before?.reasonEn, REASON.en);

      // Banned again later: a second ban, newest first.
      assert.equal((await ban(player.id, 'support')).statusCode, 201);
      const history = await detail(player.id);
      assert.deepEqual(
        history.bans.map((entry) => entry.status),
        ['active', 'lifted'],
      );
    });

    test('a seeded ban (from before moderation) is lifted like any other', async () => {
      const cheater = await token('cheater');
      assert.equal((await call('GET', '/v1/user/me', { token: cheater })).statusCode, 403);
      assert.equal((await unban(id('cheater'), 'support')).statusCode, 200);
      assert.equal((await call('GET', '/v1/user/me', { token: cheater })).statusCode, 200);
      const after = await t.db
        .selectFrom('users')
        .select(['banned_at', 'ban_reason'])
        .where('id', '=', id('cheater'))
        .executeTakeFirstOrThrow();
      assert.deepEqual(after, { banned_at: null, ban_reason: null });
    });
  });

  describe('a ban with an end', () => {
    test('lifts itself at the first request after its end; the history shows it ended', async () => {
      const player = await freshPlayer('Timed');
      const endsAt = new Date(now.getTime() + HOUR);
      const response = await ban(player.id, 'support', { reason: REASON, endsAt: endsAt.toISOString() });
      assert.equal(response.statusCode, 201, response.body);
      const answer = expectAnswer('POST /v1/admin/players/:id/ban', response.json(), 201);
      assert.equal(answer.data.ban?.endsAt, endsAt.toISOString());
      const me = () => call('GET', '/v1/user/me', player);
      assert.equal((await me()).statusCode, 403);

      try {
        now = new Date(endsAt.getTime() - 1);
        assert.equal((await me()).statusCode, 403, 'a moment before its end');
        now = endsAt;
        // Before any request of the player: the desk already reads it as ended, no longer in force.
        const read = await detail(player.id);
        assert.equal(read.ban, null);
        assert.equal(read.bans[0]?.status, 'ended');
        assert.equal(read.bans[0]?.liftedAt, endsAt.toISOString());

        now = new Date(endsAt.getTime() + HOUR);
        assert.equal((await me()).statusCode, 200, 'after its end');
        const stored = await t.db
          .selectFrom('player_bans')
          .select(['lifted_at', 'lifted_by', 'lift_reason'])
          .where('user_id', '=', player.id)
          .executeTakeFirstOrThrow();
        assert.deepEqual(stored, { lifted_at: endsAt, lifted_by: null, lift_reason: null });
        const user = await t.db
          .selectFrom('users')
          .select('banned_at')
          .where('id', '=', player.id)
          .executeTakeFirstOrThrow();
        assert.equal(user.banned_at, null);
        const history = await detail(player.id);
        assert.equal(history.ban, null);
        assert.deepEqual(
          history.bans.map((entry) => [entry.status, entry.liftedAt, entry.liftedBy, entry.liftReason]),
          [['ended', endsAt.toISOString(), null, null]],
        );
        assert.equal((await me()).statusCode, 200);
        refusedWith(await unban(player.id, 'support'), 409, RefusalReason.playerNotBanned);
      } finally {
        now = seededAt;
      }
    });

    test('an ended ban the player has not come back since neither blocks a new ban nor counts as one', async () => {
      const player = await freshPlayer('Returning');
      const endsAt = new Date(now.getTime() + HOUR);
      assert.equal(
        (await ban(player.id, 'support', { reason: REASON, endsAt: endsAt.toISOString() })).statusCode,
        201,
      );
      try {
        now = new Date(endsAt.getTime() + HOUR);
        refusedWith(await unban(player.id, 'support'), 409, RefusalReason.playerNotBanned);
        const again = await ban(player.id, 'support', { reason: REASON });
        assert.equal(again.statusCode, 201, again.body);
        assert.deepEqual(
          expectAnswer('POST /v1/admin/players/:id/ban', again.json(), 201).data.bans.map(
            (entry) => entry.status,
          ),
          ['active', 'ended'],
        );
        assert.equal((await call('GET', '/v1/user/me', player)).statusCode, 403);
      } finally {
        now = seededAt;
      }
    });
  });
});
