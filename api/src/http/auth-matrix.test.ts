import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { endpoints, type EndpointDefinition } from '@arena/contract';
import { STAFF_ROLES, staffMayUse, type StaffRole } from '@arena/contract/rules';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { createTokenService, TOKEN_LIFETIME_SECONDS } from '../auth/tokens.js';
import { seedPlayer } from '../seed/players.js';
import { errorBody } from '../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../testing/test-app.js';
import type { RouteTableEntry } from './route-table.js';

/**
 * The authentication and authorization matrix, generated from the app's own route table (`app.routeTable`) and
 * the contract's `auth` of each endpoint, so a new route is covered without anyone remembering:
 *
 * - every `user`/`staff` route × (no token, malformed, expired, forged signature, `alg: none`, unknown user,
 *   banned player) is refused with 401/403 in the error shape, before its input is looked at;
 * - every `staff` route × every role (a player, and a seeded holder of each staff role): the roles the contract
 *   admits (`staffRoles`, and admin) never get 403 (4003), every other one always does;
 * - every `user` route with a path parameter is listed in `OWNERSHIP` below: either it is about a resource a
 *   player owns (a team, ticket, match, report...) and another player's token is refused with 403/404, or it says
 *   why any signed-in player may call it. A protected route with a path parameter missing from the list fails
 *   the test (routes without a path parameter act on the token's own user);
 * - `optional` routes ignore a bad token: they answer exactly as to an anonymous caller (decided here: an
 *   optional route never refuses, so a stale cookie cannot lock a visitor out of public pages).
 */

type Key = `${string} ${string}`;

interface Fixtures {
  /** Desert Falcons (owner falcon, members layla, omar, sara, youssef). */
  teamId: string;
  teamMemberId: string;
  teamVanity: string;
  bugReportId: string;
  notificationId: string;
  syncJobId: string;
  bracketTournamentId: string;
  bracketMatchId: string;
  bracketCode: string;
  matchmakingTournamentId: string;
  matchmakingMatchId: string;
  matchmakingCode: string;
  /** A pending duo invite between two players of the ladder (neither is the outsider). */
  duoInviteId: string;
}

/** A route about a resource a player owns: the path of it (another player's), and the body to send. */
interface OwnedCase {
  kind: 'owned';
  /** Path parameter values naming a resource `outsider` has no part in. */
  params: (f: Fixtures) => Record<string, string>;
  body?: unknown;
  /** Who asks (default `nour`, in no team and no seeded match). */
  outsider?: string;
}

/** A route any signed-in player may call with any path parameter: why. */
interface OpenCase {
  kind: 'open' | 'self';
  why: string;
}

const OWNERSHIP: Record<Key, OwnedCase | OpenCase> = {
  'GET /v1/tournaments/me/registered/:tournamentId': { kind: 'self', why: "the caller's own registration" },
  'POST /v1/tournaments/:id/register/solo': { kind: 'open', why: 'any player may register in a tournament' },
  'POST /v1/tournaments/:id/register/:teamId': {
    kind: 'owned',
    params: (f) => ({ id: f.bracketTournamentId, teamId: f.teamId }),
    body: {},
  },
  'POST /v1/tournaments/:id/check-in/solo': { kind: 'self', why: "the caller's own registration" },
  'POST /v1/tournaments/:id/check-in/:teamId': {
    kind: 'owned',
    params: (f) => ({ id: f.bracketTournamentId, teamId: f.teamId }),
  },
  'DELETE /v1/tournaments/:id/unregister': { kind: 'self', why: "the caller's own registration" },
  'PUT /v1/teams/:id': {
    kind: 'owned',
    params: (f) => ({ id: f.teamId }),
    body: { name: 'Stolen Team', shortName: 'STL' },
  },
  'DELETE /v1/teams/:id': { kind: 'owned', params: (f) => ({ id: f.teamId }) },
  'POST /v1/teams/:id/leave': { kind: 'owned', params: (f) => ({ id: f.teamId }) },
  'GET /v1/teams/:id/members': { kind: 'owned', params: (f) => ({ id: f.teamId }) },
  'GET /v1/teams/:id/vanity': { kind: 'owned', params: (f) => ({ id: f.teamId }) },
  'PATCH /v1/teams/:id/vanity-status': {
    kind: 'owned',
    params: (f) => ({ id: f.teamId }),
    body: { enabled: false },
  },
  'POST /v1/teams/:id/promote/:memberId': {
    kind: 'owned',
    params: (f) => ({ id: f.teamId, memberId: f.teamMemberId }),
  },
  'DELETE /v1/teams/:id/members/:memberId': {
    kind: 'owned',
    params: (f) => ({ id: f.teamId, memberId: f.teamMemberId }),
  },
  'POST /v1/teams/join/:vanity': { kind: 'open', why: 'a team invite link: anyone holding it may join' },
  'POST /v1/teams/:id/image': { kind: 'owned', params: (f) => ({ id: f.teamId }) },
  'POST /v1/menapass/missions/:id/verify': { kind: 'self', why: "a mission of the caller's own pass" },
  'GET /v1/bug-report/:id': { kind: 'owned', params: (f) => ({ id: f.bugReportId }) },
  'POST /v1/bug-report/:id/messages': {
    kind: 'owned',
    params: (f) => ({ id: f.bugReportId }),
    body: { content: 'not mine' },
  },
  'POST /v1/bug-report/:id/close': { kind: 'owned', params: (f) => ({ id: f.bugReportId }) },
  'GET /v1/menapass/sync-status/:jobId': { kind: 'owned', params: (f) => ({ jobId: f.syncJobId }) },
  'POST /v1/menapass/cancel-sync/:jobId': { kind: 'owned', params: (f) => ({ jobId: f.syncJobId }) },
  'PATCH /v1/notifications/:id/read': { kind: 'owned', params: (f) => ({ id: f.notificationId }) },
  'GET /v1/discord/tickets/:tournamentId': { kind: 'self', why: "the caller's own tickets in a tournament" },
  'GET /v1/tournaments/:id/player/status': { kind: 'self', why: "the caller's own status in a tournament" },
  'GET /v1/tournaments/:id/teams/:teamId/status': {
    kind: 'owned',
    params: (f) => ({ id: f.bracketTournamentId, teamId: f.teamId }),
  },
  'POST /v1/tournaments/:id/matches/:matchId/verify/:tournamentCode': {
    kind: 'owned',
    params: (f) => ({ id: f.bracketTournamentId, matchId: f.bracketMatchId, tournamentCode: f.bracketCode }),
  },
  'POST /v1/chat/:matchId/:matchType/upload-image': {
    kind: 'owned',
    params: (f) => ({ matchId: f.matchmakingMatchId, matchType: 'MatchmakingMatch' }),
  },
  'GET /v1/matchmaking/tournaments/:id/status': { kind: 'self', why: "the caller's own ladder status" },
  'POST /v1/matchmaking/tournaments/:id/register': { kind: 'open', why: 'any player may join a ladder' },
  'POST /v1/matchmaking/tournaments/:id/search': { kind: 'self', why: "the caller's own queue entry" },
  'DELETE /v1/matchmaking/tournaments/:id/leave': { kind: 'self', why: "the caller's own queue entry" },
  'POST /v1/matchmaking/tournaments/:id/forfeit/:matchId': {
    kind: 'owned',
    params: (f) => ({ id: f.matchmakingTournamentId, matchId: f.matchmakingMatchId }),
  },
  'POST /v1/matchmaking/tournaments/:id/claim-noshow/:matchId': {
    kind: 'owned',
    params: (f) => ({ id: f.matchmakingTournamentId, matchId: f.matchmakingMatchId }),
  },
  'GET /v1/matchmaking/tournaments/:id/my-position': {
    kind: 'self',
    why: "the caller's own ladder position",
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites': {
    kind: 'self',
    why: "an invite from the caller's own entry",
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/accept': {
    kind: 'owned',
    params: (f) => ({ id: f.matchmakingTournamentId, inviteId: f.duoInviteId }),
  },
  'POST /v1/matchmaking/tournaments/:id/duo/invites/:inviteId/decline': {
    kind: 'owned',
    params: (f) => ({ id: f.matchmakingTournamentId, inviteId: f.duoInviteId }),
  },
  'DELETE /v1/matchmaking/tournaments/:id/duo': { kind: 'self', why: "the caller's own duo" },
  'GET /v1/match-results/:matchId': { kind: 'owned', params: (f) => ({ matchId: f.matchmakingMatchId }) },
  'POST /v1/match-results/:matchId/winner': {
    kind: 'owned',
    params: (f) => ({ matchId: f.matchmakingMatchId }),
    body: { winner_id: seedPlayer('omar').id },
  },
  'POST /v1/match-results/:matchId/screenshot': {
    kind: 'owned',
    params: (f) => ({ matchId: f.matchmakingMatchId }),
  },
  'POST /v1/dev/lobby/:tournamentCode/join': {
    kind: 'owned',
    params: (f) => ({ tournamentCode: f.matchmakingCode }),
  },
  'POST /v1/dev/lobby/:tournamentCode/game-end': {
    kind: 'owned',
    params: (f) => ({ tournamentCode: f.matchmakingCode }),
  },
  'POST /v1/dev/matchmaking/:id/points': {
    kind: 'self',
    why: "the caller's own ladder points (a test-clock helper, off outside tests)",
  },
};

const contract = endpoints as Record<string, EndpointDefinition>;
const paramPattern = /:([A-Za-z0-9_]+)/g;
const hasBody = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);

function authOf(route: RouteTableEntry): string | undefined {
  return contract[`${route.method} ${route.url}`]?.auth;
}

function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(paramPattern, (_match, name: string) => encodeURIComponent(params[name] ?? 'x'));
}

/** A token `jose` would never accept from us: an unsigned JWT (`alg: none`) naming a real player. */
function unsignedToken(userId: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: userId, iss: 'mena-arena-api', iat: now, exp: now + 3600 })}.`;
}

interface Credential {
  name: string;
  /** The whole Authorization header, or undefined for none. */
  header: string | undefined;
  status: number;
  code: number;
}

function problemWith(
  response: LightMyRequestResponse,
  expected: { statuses: number[]; codes?: number[] },
): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without JSON: ${response.body.slice(0, 160)}`;
  }
  const parsed = errorBody.safeParse(body);
  if (!expected.statuses.includes(response.statusCode) || !parsed.success) {
    return `answered ${response.statusCode} ${response.body.slice(0, 160)}; expected ${expected.statuses.join('/')}`;
  }
  if (expected.codes && !expected.codes.includes(parsed.data.code)) {
    return `answered code ${parsed.data.code}; expected ${expected.codes.join('/')}`;
  }
  return null;
}

describe('auth matrix over the route table', () => {
  let t: TestApp;
  let routes: RouteTableEntry[];
  let fixtures: Fixtures;
  const tokens = new Map<string, string>();

  before(async () => {
    t = await createTestApp();
    routes = t.app.routeTable.filter((route) => authOf(route) !== undefined);
    for (const key of ['falcon', 'nour', 'cheater', ...STAFF_ROLES]) tokens.set(key, await t.tokenFor(key));

    const falcon = seedPlayer('falcon').id;
    const team = await t.db
      .selectFrom('teams')
      .innerJoin('team_members', 'team_members.team_id', 'teams.id')
      .select(['teams.id', 'teams.vanity'])
      .where('team_members.user_id', '=', falcon)
      .where('team_members.role', '=', 'owner')
      .executeTakeFirstOrThrow();
    const member = await t.db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', '=', team.id)
      .where('user_id', '!=', falcon)
      .executeTakeFirstOrThrow();
    const bugReport = await t.db
      .selectFrom('bug_reports')
      .select('id')
      .where('user_id', '=', falcon)
      .executeTakeFirstOrThrow();
    const notification = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', falcon)
      .executeTakeFirstOrThrow();
    const syncJobId = randomUUID();
    await t.db.insertInto('pass_sync_jobs').values({ id: syncJobId, user_id: falcon }).execute();
    const schedule = await t.db
      .selectFrom('bracket_match_schedules')
      .select(['match_id', 'tournament_id', 'tournament_code'])
      .orderBy('match_id')
      .executeTakeFirstOrThrow();
    const ladder = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('tournament_type', '=', 'matchmaking')
      .executeTakeFirstOrThrow();
    const matchmakingCode = 'MENA-AUTH-0001';
    const match = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: ladder.id,
        player1_id: seedPlayer('omar').id,
        player2_id: seedPlayer('sara').id,
        player1_points: 1000,
        player2_points: 1000,
        tournament_code: matchmakingCode,
        created_at: t.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outsider = seedPlayer('nour').id;
    const ladderPlayers = await t.db
      .selectFrom('matchmaking_players')
      .select('user_id')
      .where('tournament_id', '=', ladder.id)
      .where('user_id', '!=', outsider)
      .orderBy('user_id')
      .limit(2)
      .execute();
    assert.equal(ladderPlayers.length, 2, 'two seeded players of the ladder');
    const duoInvite = await t.db
      .insertInto('matchmaking_duos')
      .values({
        tournament_id: ladder.id,
        inviter_id: ladderPlayers[0]!.user_id,
        invitee_id: ladderPlayers[1]!.user_id,
        created_at: t.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fixtures = {
      teamId: team.id,
      teamVanity: team.vanity,
      teamMemberId: member.user_id,
      bugReportId: bugReport.id,
      notificationId: notification.id,
      syncJobId,
      bracketTournamentId: schedule.tournament_id,
      bracketMatchId: String(schedule.match_id),
      bracketCode: schedule.tournament_code,
      matchmakingTournamentId: ladder.id,
      matchmakingMatchId: match.id,
      matchmakingCode,
      duoInviteId: duoInvite.id,
    };
  });
  after(() => t.close());

  const send = (
    route: RouteTableEntry,
    header: string | undefined,
    params?: Record<string, string>,
    body?: unknown,
  ) =>
    t.app.inject({
      method: route.method as 'GET',
      url: fill(route.url, params),
      headers: header === undefined ? {} : { authorization: header },
      ...(hasBody(route.method) ? { payload: (body ?? {}) as object } : {}),
    });

  async function badCredentials(): Promise<Credential[]> {
    const falcon = seedPlayer('falcon').id;
    const past = new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 3600) * 1000);
    const expired = await createTokenService(TEST_CONFIG.jwtSecret, () => past).sign(falcon);
    const forged = await createTokenService('another-secret-another-secret-another-0123456789').sign(falcon);
    const valid = tokens.get('falcon')!;
    const [head, payload] = valid.split('.');
    const tampered = `${head}.${Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        sub: seedPlayer('admin').id,
      }),
    ).toString('base64url')}.${valid.split('.')[2]}`;
    const otherIssuer = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(falcon)
      .setIssuer('someone-else')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_CONFIG.jwtSecret));
    // A token signed out on the server (`POST /auth/logout`): refused from then on.
    const revoked = await t.tokenFor('falcon');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    assert.equal(logout.statusCode, 200, logout.body);
    return [
      { name: 'no token', header: undefined, status: 401, code: 3001 },
      {
        name: 'not a bearer header',
        header: `Basic ${Buffer.from('falcon:pw').toString('base64')}`,
        status: 401,
        code: 3001,
      },
      { name: 'malformed token', header: 'Bearer not.a.jwt', status: 401, code: 3002 },
      { name: 'garbage token', header: `Bearer ${'A'.repeat(500)}`, status: 401, code: 3002 },
      { name: 'expired token', header: `Bearer ${expired}`, status: 401, code: 3002 },
      { name: 'forged signature', header: `Bearer ${forged}`, status: 401, code: 3002 },
      { name: 'payload swapped to admin', header: `Bearer ${tampered}`, status: 401, code: 3002 },
      { name: 'alg none', header: `Bearer ${unsignedToken(falcon)}`, status: 401, code: 3002 },
      { name: 'another issuer', header: `Bearer ${otherIssuer}`, status: 401, code: 3002 },
      {
        name: 'unknown user',
        header: `Bearer ${await createTokenService(TEST_CONFIG.jwtSecret).sign(randomUUID())}`,
        status: 401,
        code: 3002,
      },
      { name: 'banned player', header: `Bearer ${tokens.get('cheater')}`, status: 403, code: 1002 },
      { name: 'signed out (revoked)', header: `Bearer ${revoked}`, status: 401, code: 3002 },
    ];
  }

  test('every user and staff route refuses missing, malformed, expired, forged and banned credentials', async (context) => {
    const protectedRoutes = routes.filter((route) => ['user', 'staff'].includes(authOf(route)!));
    assert.ok(
      protectedRoutes.length > 60,
      `the route table lists the protected routes (${protectedRoutes.length})`,
    );
    const credentials = await badCredentials();
    const problems: string[] = [];
    let cases = 0;
    for (const route of protectedRoutes) {
      for (const credential of credentials) {
        cases += 1;
        const response = await send(route, credential.header);
        const problem = problemWith(response, { statuses: [credential.status], codes: [credential.code] });
        if (problem) problems.push(`${route.method} ${route.url} (${credential.name}): ${problem}`);
      }
    }
    context.diagnostic(`${cases} cases over ${protectedRoutes.length} protected routes`);
    assert.deepEqual(problems, []);
  });

  test('every staff route admits exactly the roles the contract names: the others get 403 (4003)', async (context) => {
    const staffRoutes = routes.filter((route) => authOf(route) === 'staff');
    assert.ok(staffRoutes.length >= 20, `staff routes (${staffRoutes.length})`);
    // Each seeded staff account is named after the one role it holds; falcon holds none.
    const callers: [string, StaffRole[]][] = [
      ['falcon', []],
      ...STAFF_ROLES.map((role) => [role, [role]] as [string, StaffRole[]]),
    ];
    for (const [key, held] of callers) assert.deepEqual(seedPlayer(key).staffRoles, held, key);
    const problems: string[] = [];
    for (const route of staffRoutes) {
      const admitted = contract[`${route.method} ${route.url}`]!.staffRoles ?? [];
      for (const [key, held] of callers) {
        const response = await send(route, `Bearer ${tokens.get(key)}`);
        const name = `${route.method} ${route.url} (${key})`;
        if (!staffMayUse(held, admitted)) {
          const problem = problemWith(response, { statuses: [403], codes: [4003] });
          if (problem) problems.push(`${name}: ${problem}`);
        } else if (response.statusCode === 403 && response.json().code === 4003) {
          problems.push(`${name}: refused an admitted role: ${response.body.slice(0, 160)}`);
        } else if (response.statusCode >= 500) {
          problems.push(`${name}: answered ${response.statusCode}`);
        }
      }
    }
    context.diagnostic(
      `${staffRoutes.length * callers.length} cases over ${staffRoutes.length} staff routes`,
    );
    assert.deepEqual(problems, []);
  });

  test("every user route with a path parameter is classified, and refuses another player's resource", async (context) => {
    const userRoutes = routes.filter(
      (route) => authOf(route) === 'user' && [...route.url.matchAll(paramPattern)].length > 0,
    );
    const unclassified = userRoutes
      .map((route) => `${route.method} ${route.url}` as Key)
      .filter((key) => !(key in OWNERSHIP));
    assert.deepEqual(
      unclassified,
      [],
      'each protected route with a path parameter needs an OWNERSHIP entry (owned, with the case, or open/self with why)',
    );
    const stale = Object.keys(OWNERSHIP).filter(
      (key) => !userRoutes.some((route) => `${route.method} ${route.url}` === key),
    );
    assert.deepEqual(stale, [], 'OWNERSHIP lists routes the app no longer has');

    const problems: string[] = [];
    let cases = 0;
    for (const route of userRoutes) {
      const entry = OWNERSHIP[`${route.method} ${route.url}` as Key];
      if (entry.kind !== 'owned') continue;
      cases += 1;
      const outsider = entry.outsider ?? 'nour';
      const response = await send(
        route,
        `Bearer ${tokens.get(outsider)}`,
        entry.params(fixtures),
        entry.body,
      );
      const problem = problemWith(response, { statuses: [403, 404] });
      if (problem) problems.push(`${route.method} ${route.url} (${outsider}): ${problem}`);
    }
    context.diagnostic(
      `${cases} other-player cases over ${userRoutes.length} user routes with a path parameter`,
    );
    assert.ok(cases >= 20);
    assert.deepEqual(problems, []);
  });

  test('optional routes ignore a bad token: the same answer as an anonymous caller', async (context) => {
    const optionalRoutes = routes.filter((route) => authOf(route) === 'optional');
    assert.ok(optionalRoutes.length > 0);
    const credentials = (await badCredentials()).filter((credential) => credential.header !== undefined);
    const problems: string[] = [];
    for (const route of optionalRoutes) {
      const anonymous = await send(route, undefined);
      assert.ok(
        anonymous.statusCode < 500,
        `${route.method} ${route.url} anonymous: ${anonymous.statusCode}`,
      );
      for (const credential of credentials) {
        const response = await send(route, credential.header);
        if (response.statusCode !== anonymous.statusCode) {
          problems.push(
            `${route.method} ${route.url} (${credential.name}): ${response.statusCode}, anonymous ${anonymous.statusCode}`,
          );
        }
      }
    }
    context.diagnostic(
      `${optionalRoutes.length * credentials.length} cases over ${optionalRoutes.length} optional routes`,
    );
    assert.deepEqual(problems, []);
  });
});
