import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import {
  RefusalReason,
  team as teamSchema,
  teamInvite,
  teamMember,
  vanityStatus,
  type Team,
  type TeamMember,
} from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { nourLiveMatchId } from '../../testing/live-match.js';
import { createTestApp, TEST_PORTAL_ORIGIN, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';
import { createTeam, vanitySlug } from './teams-service.js';

const DSF = seedTeam('desert-falcons');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Helpers bound to one test app: every call signs in as a seeded player by key. */
function teamsClient(t: () => TestApp) {
  const tokens = new Map<string, string>();
  const tokenOf = async (player: string) => {
    if (!tokens.has(player)) tokens.set(player, await t().tokenFor(player));
    return tokens.get(player)!;
  };
  const call = async (
    player: string | null,
    method: Method,
    url: string,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    t().request({ method, url, token: player ? await tokenOf(player) : undefined, payload });
  const myTeam = async (player: string): Promise<Team | undefined> => {
    const response = await call(player, 'GET', '/v1/teams/me');
    assert.equal(response.statusCode, 200);
    const teams = response.json().data.map((team: unknown) => expectShape(teamSchema, team));
    assert.ok(teams.length <= 1);
    return teams[0];
  };
  return { call, myTeam };
}

function expectError(
  response: LightMyRequestResponse,
  status: number,
  code: number,
  message?: string,
  reason?: RefusalReason,
) {
  assert.equal(response.statusCode, status, response.body);
  const body = expectShape(errorBody, response.json());
  assert.equal(body.code, code, response.body);
  if (message !== undefined) assert.equal(body.message, message);
  // Screens translate the reason, never the message (issue 29).
  if (reason !== undefined) assert.equal(body.details?.reason, reason, response.body);
  return body;
}

describe('teams: reading', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('GET /v1/teams/me: the owner sees the team, members ordered owner, admin, then members by joinedAt', async () => {
    const response = await call('falcon', 'GET', '/v1/teams/me');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    const team = (await myTeam('falcon'))!;
    assert.equal(team.id, DSF.id);
    assert.equal(team.name, 'Desert Falcons');
    assert.equal(team.shortName, 'DSF');
    assert.equal(team.role, 'owner');
    assert.equal(team.vanity, 'desert-falcons');
    assert.equal(team.profileImg, `${TEST_PUBLIC_URL}/static/teams/desert-falcons.svg`);
    assert.equal(team.membersCount, 5);
    assert.deepEqual(
      team.members.map((member) => [`${member.gameName}#${member.tagLine}`, member.role]),
      [
        ['Falcon#MENA', 'owner'],
        ['Layla#ARB', 'admin'],
        ['Omar#KSA', 'member'],
        ['Sara#UAE', 'member'],
        ['Youssef#EGY', 'member'],
      ],
    );
    assert.equal(team.members[0].userId, seedPlayer('falcon').id);
    assert.equal(team.members[0].profileImage, `${TEST_PUBLIC_URL}/static/avatars/Falcon.svg`);
    const joined = team.members.slice(2).map((member) => Date.parse(member.joinedAt));
    assert.deepEqual(
      joined,
      [...joined].sort((a, b) => a - b),
    );
  });

  test('the role is the caller’s own; a player without a team gets an empty list; sign-in is required', async () => {
    assert.equal((await myTeam('layla'))!.role, 'admin');
    assert.equal((await myTeam('omar'))!.role, 'member');
    assert.equal(await myTeam('nour'), undefined);
    assert.equal(await myTeam('newcomer'), undefined);
    expectError(await call(null, 'GET', '/v1/teams/me'), 401, 3001);
    expectError(await call('cheater', 'GET', '/v1/teams/me'), 403, 1002);
  });

  test('GET /members: any member reads the ordered list; outsiders and unknown ids get 404 "Team not found"', async () => {
    const response = await call('omar', 'GET', `/v1/teams/${DSF.id}/members`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json().data), ['members']);
    const members = response.json().data.members.map((member: unknown) => expectShape(teamMember, member));
    assert.deepEqual(members, (await myTeam('falcon'))!.members);
    for (const [player, id] of [
      ['nour', DSF.id],
      ['lukas', DSF.id],
      ['omar', UNKNOWN_ID],
      ['omar', 'not-a-uuid'],
    ]) {
      expectError(
        await call(player, 'GET', `/v1/teams/${id}/members`),
        404,
        4004,
        'Team not found',
        RefusalReason.teamNotFound,
      );
    }
    expectError(await call(null, 'GET', `/v1/teams/${DSF.id}/members`), 401, 3001);
  });

  test('GET /vanity: owner and admin get the portal invite link; a member 403; an outsider 404', async () => {
    for (const player of ['falcon', 'layla']) {
      const response = await call(player, 'GET', `/v1/teams/${DSF.id}/vanity`);
      assert.equal(response.statusCode, 200);
      assert.deepEqual(expectShape(vanityStatus, response.json().data), {
        inviteLink: `${TEST_PORTAL_ORIGIN}/invite/desert-falcons`,
        vanityEnabled: true,
      });
    }
    expectError(
      await call('omar', 'GET', `/v1/teams/${DSF.id}/vanity`),
      403,
      4003,
      undefined,
      RefusalReason.notTeamManager,
    );
    expectError(
      await call('nour', 'GET', `/v1/teams/${DSF.id}/vanity`),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
  });

  test('GET /vanity/{vanity} is public and shows the invite page’s team; unknown → 404 "Team not found"', async () => {
    const response = await call(null, 'GET', '/v1/teams/vanity/desert-falcons');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(expectShape(teamInvite, response.json().data), {
      id: DSF.id,
      name: 'Desert Falcons',
      shortName: 'DSF',
      profileImg: `${TEST_PUBLIC_URL}/static/teams/desert-falcons.svg`,
      membersCount: 5,
      vanity: 'desert-falcons',
    });
    expectError(
      await call(null, 'GET', '/v1/teams/vanity/no-such-team'),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
  });
});

describe('teams: refusals', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  let members: Record<string, TeamMember>;
  before(async () => {
    t = await createTestApp();
    const team = (await myTeam('falcon'))!;
    members = Object.fromEntries(
      ['falcon', 'layla', 'omar'].map((key) => [
        key,
        team.members.find((member) => member.userId === seedPlayer(key).id)!,
      ]),
    );
  });
  after(() => t.close());

  const unchanged = async () => {
    const team = (await myTeam('falcon'))!;
    assert.equal(team.name, 'Desert Falcons');
    assert.equal(team.membersCount, 5);
    assert.deepEqual(
      team.members.map((member) => member.role),
      ['owner', 'admin', 'member', 'member', 'member'],
    );
    const vanity = await call('falcon', 'GET', `/v1/teams/${DSF.id}/vanity`);
    assert.equal(vanity.json().data.vanityEnabled, true);
  };

  test('an ordinary member may not edit, toggle the link, change roles, remove or delete (403 4003)', async () => {
    const body = { name: 'Hijacked', shortName: 'HJK' };
    const refused = [
      await call('omar', 'PUT', `/v1/teams/${DSF.id}`, body),
      await call('omar', 'PATCH', `/v1/teams/${DSF.id}/vanity-status`, { enabled: false }),
      await call('omar', 'POST', `/v1/teams/${DSF.id}/promote/${members.omar.id}`),
      await call('omar', 'DELETE', `/v1/teams/${DSF.id}/members/${members.layla.id}`),
      await call('omar', 'DELETE', `/v1/teams/${DSF.id}`),
    ];
    for (const response of refused) expectError(response, 403, 4003);
    await unchanged();
  });

  test('someone outside the team gets 404 "Team not found" for every team call', async () => {
    const refused = [
      await call('nour', 'PUT', `/v1/teams/${DSF.id}`, { name: 'Hijacked', shortName: 'HJK' }),
      await call('nour', 'PATCH', `/v1/teams/${DSF.id}/vanity-status`, {}),
      await call('lukas', 'POST', `/v1/teams/${DSF.id}/promote/${members.omar.id}`),
      await call('lukas', 'DELETE', `/v1/teams/${DSF.id}/members/${members.omar.id}`),
      await call('lukas', 'DELETE', `/v1/teams/${DSF.id}`),
      await call('nour', 'POST', `/v1/teams/${DSF.id}/leave`),
    ];
    for (const response of refused) expectError(response, 404, 4004, 'Team not found');
    await unchanged();
  });

  test('only the owner deletes the team: the admin gets 403', async () => {
    expectError(
      await call('layla', 'DELETE', `/v1/teams/${DSF.id}`),
      403,
      4003,
      'Only the team owner can delete the team',
      RefusalReason.notTeamOwner,
    );
    await unchanged();
  });

  test('nobody changes the owner’s role (403 4003) or removes the owner (403 20025)', async () => {
    for (const player of ['falcon', 'layla']) {
      expectError(
        await call(player, 'POST', `/v1/teams/${DSF.id}/promote/${members.falcon.id}`),
        403,
        4003,
        "The team owner's role cannot be changed",
        RefusalReason.ownerRoleFixed,
      );
      expectError(
        await call(player, 'DELETE', `/v1/teams/${DSF.id}/members/${members.falcon.id}`),
        403,
        20025,
        'The team owner cannot be removed',
        RefusalReason.ownerNotRemovable,
      );
    }
    await unchanged();
  });

  test('removing yourself is 400 "Use leave to leave your team"; the owner cannot leave (409)', async () => {
    expectError(
      await call('layla', 'DELETE', `/v1/teams/${DSF.id}/members/${members.layla.id}`),
      400,
      4000,
      'Use leave to leave your team',
      RefusalReason.removeSelf,
    );
    expectError(
      await call('falcon', 'POST', `/v1/teams/${DSF.id}/leave`),
      409,
      4009,
      'The team owner cannot leave the team; delete it instead',
      RefusalReason.ownerCannotLeave,
    );
    await unchanged();
  });

  test('a member id of another team, an unknown or a malformed one is 404 "Member not found"', async () => {
    const wolves = seedTeam('rhine-wolves');
    const lukasTeam = (await myTeam('lukas'))!;
    assert.equal(lukasTeam.id, wolves.id);
    for (const memberId of [lukasTeam.members[1].id, UNKNOWN_ID, 'garbage']) {
      expectError(
        await call('falcon', 'POST', `/v1/teams/${DSF.id}/promote/${memberId}`),
        404,
        4004,
        'Member not found',
        RefusalReason.memberNotFound,
      );
      expectError(
        await call('falcon', 'DELETE', `/v1/teams/${DSF.id}/members/${memberId}`),
        404,
        4004,
        'Member not found',
        RefusalReason.memberNotFound,
      );
    }
    assert.equal((await myTeam('lukas'))!.membersCount, lukasTeam.membersCount);
  });

  test('creating or joining while in a team is 409 "You are already in a team"', async () => {
    expectError(
      await call('omar', 'POST', '/v1/teams/create', { name: 'Second Team', shortName: 'SEC' }),
      409,
      4009,
      'You are already in a team',
      RefusalReason.alreadyInTeam,
    );
    for (const player of ['omar', 'lukas']) {
      expectError(
        await call(player, 'POST', '/v1/teams/join/desert-falcons'),
        409,
        4009,
        'You are already in a team',
        RefusalReason.alreadyInTeam,
      );
    }
    assert.equal((await myTeam('lukas'))!.id, seedTeam('rhine-wolves').id);
    await unchanged();
  });

  test('joining an unknown link is 404; joining needs sign-in; banned players are refused', async () => {
    expectError(
      await call('nour', 'POST', '/v1/teams/join/no-such-team'),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
    expectError(await call(null, 'POST', '/v1/teams/join/desert-falcons'), 401, 3001);
    expectError(await call('cheater', 'POST', '/v1/teams/join/desert-falcons'), 403, 1002);
    expectError(await call(null, 'POST', '/v1/teams/create', { name: 'Anon', shortName: 'A' }), 401, 3001);
    await unchanged();
  });

  test('create validates name (3–32) and short name (1–4 letters or digits): 400 naming the field', async () => {
    const cases: [Record<string, unknown> | undefined, string][] = [
      [{ name: 'Sand Storm', shortName: 'TOOLONG' }, 'shortName'],
      [{ name: 'Sand Storm', shortName: 'S-S' }, 'shortName'],
      [{ name: 'Sand Storm', shortName: '   ' }, 'shortName'],
      [{ name: 'Sand Storm' }, 'shortName'],
      [{ name: '  ab  ', shortName: 'SND' }, 'name'],
      [{ name: 'x'.repeat(33), shortName: 'SND' }, 'name'],
      [{ name: 'Bad\u0000Name', shortName: 'SND' }, 'name'],
      [{ shortName: 'SND' }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const body = expectError(await call('nour', 'POST', '/v1/teams/create', payload), 400, 4000);
      const fields = (body.details as { fields: Record<string, string> }).fields;
      assert.deepEqual(Object.keys(fields), [field], JSON.stringify(payload));
    }
    expectError(await call('nour', 'POST', '/v1/teams/create'), 400, 4000);
    assert.equal(await myTeam('nour'), undefined);
  });

  test('a taken name is 409 regardless of case, on create and on rename', async () => {
    expectError(
      await call('nour', 'POST', '/v1/teams/create', { name: '  desert   FALCONS ', shortName: 'DF' }),
      409,
      4009,
      'A team with this name already exists',
      RefusalReason.teamNameTaken,
    );
    assert.equal(await myTeam('nour'), undefined);
    expectError(
      await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { name: 'nile pharaohs', shortName: 'DSF' }),
      409,
      4009,
      'A team with this name already exists',
      RefusalReason.teamNameTaken,
    );
    await unchanged();
  });

  test('PUT validates like create and refuses an image that is not one of our uploads', async () => {
    const tooLong = expectError(
      await call('layla', 'PUT', `/v1/teams/${DSF.id}`, { name: 'Desert Falcons', shortName: 'DESRT' }),
      400,
      4000,
    );
    assert.deepEqual(Object.keys((tooLong.details as { fields: object }).fields), ['shortName']);
    for (const profileImg of [
      'https://tracker.example/pixel.png',
      '/static/avatars/Falcon.svg',
      'javascript:1',
    ]) {
      const body = expectError(
        await call('layla', 'PUT', `/v1/teams/${DSF.id}`, {
          name: 'Desert Falcons',
          shortName: 'DSF',
          profileImg,
        }),
        400,
        4000,
      );
      assert.deepEqual(Object.keys((body.details as { fields: object }).fields), ['profileImg']);
    }
    assert.equal((await myTeam('falcon'))!.profileImg, `${TEST_PUBLIC_URL}/static/teams/desert-falcons.svg`);
  });
});

describe('teams: the full flow create → invite → join → promote → demote → remove → join again', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  let team: Team;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a player without a team creates one and is its owner (201)', async () => {
    const response = await call('nour', 'POST', '/v1/teams/create', {
      name: '  Sand   Storm ',
      shortName: 'SND',
    });
    assert.equal(response.statusCode, 201);
    team = expectShape(teamSchema, response.json().data);
    assert.equal(team.name, 'Sand Storm');
    assert.equal(team.shortName, 'SND');
    assert.equal(team.role, 'owner');
    assert.equal(team.profileImg, null);
    assert.match(team.vanity, /^sand-storm-[0-9a-z]{12}$/, 'an invite code nobody can guess');
    assert.equal(team.membersCount, 1);
    assert.deepEqual(
      team.members.map((member) => [member.userId, member.role]),
      [[seedPlayer('nour').id, 'owner']],
    );
    assert.deepEqual(await myTeam('nour'), team);
  });

  test('the owner reads the invite link; the public lookup shows the team', async () => {
    const vanity = await call('nour', 'GET', `/v1/teams/${team.id}/vanity`);
    assert.deepEqual(vanity.json().data, {
      inviteLink: `${TEST_PORTAL_ORIGIN}/invite/${team.vanity}`,
      vanityEnabled: true,
    });
    const invite = await call(null, 'GET', `/v1/teams/vanity/${team.vanity}`);
    assert.equal(invite.statusCode, 200);
    assert.deepEqual(invite.json().data, {
      id: team.id,
      name: 'Sand Storm',
      shortName: 'SND',
      profileImg: null,
      membersCount: 1,
      vanity: team.vanity,
    });
  });

  test('another player joins through the link as a member; the user comes from the token', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/v1/teams/join/${team.vanity}?userId=${seedPlayer('omar').id}`,
      token: await t.tokenFor('newcomer'),
      payload: { userId: seedPlayer('omar').id },
    });
    assert.equal(response.statusCode, 200);
    const joined = expectShape(teamSchema, response.json().data);
    assert.equal(joined.id, team.id);
    assert.equal(joined.role, 'member');
    assert.equal(joined.membersCount, 2);
    assert.deepEqual(
      joined.members.map((member) => [member.gameName, member.role]),
      [
        ['Nour', 'owner'],
        ['Newcomer', 'member'],
      ],
    );
    assert.equal((await myTeam('newcomer'))!.id, team.id);
    assert.equal((await myTeam('omar'))!.id, DSF.id);
    expectError(
      await call('newcomer', 'POST', `/v1/teams/join/${team.vanity}`),
      409,
      4009,
      'You are already in a team',
      RefusalReason.alreadyInTeam,
    );
    const invite = await call(null, 'GET', `/v1/teams/vanity/${team.vanity}`);
    assert.equal(invite.json().data.membersCount, 2);
  });

  test('promote toggles member → admin → member and answers the member', async () => {
    const newcomer = (await myTeam('nour'))!.members[1];
    const promoted = await call('nour', 'POST', `/v1/teams/${team.id}/promote/${newcomer.id}`);
    assert.equal(promoted.statusCode, 200);
    assert.deepEqual(expectShape(teamMember, promoted.json().data), { ...newcomer, role: 'admin' });
    assert.equal((await myTeam('newcomer'))!.role, 'admin');
    const vanity = await call('newcomer', 'GET', `/v1/teams/${team.id}/vanity`);
    assert.equal(vanity.statusCode, 200);

    const demoted = await call('nour', 'POST', `/v1/teams/${team.id}/promote/${newcomer.id}`);
    assert.equal(demoted.statusCode, 200);
    assert.equal(demoted.json().data.role, 'member');
    assert.equal((await myTeam('newcomer'))!.role, 'member');
    expectError(await call('newcomer', 'GET', `/v1/teams/${team.id}/vanity`), 403, 4003);
  });

  test('the owner removes the member, who can then join again', async () => {
    const newcomer = (await myTeam('nour'))!.members[1];
    const removed = await call('nour', 'DELETE', `/v1/teams/${team.id}/members/${newcomer.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: 'Member removed successfully' });
    assert.equal(await myTeam('newcomer'), undefined);
    assert.equal((await myTeam('nour'))!.membersCount, 1);
    expectError(await call('newcomer', 'GET', `/v1/teams/${team.id}/members`), 404, 4004);

    const again = await call('newcomer', 'POST', `/v1/teams/join/${team.vanity}`);
    assert.equal(again.statusCode, 200);
    assert.equal((await myTeam('newcomer'))!.role, 'member');
  });

  test('PATCH /vanity-status sets or toggles the link; a disabled link is 404 publicly and 403 to join', async () => {
    const url = `/v1/teams/${team.id}/vanity-status`;
    const disabled = await call('nour', 'PATCH', url, { enabled: false });
    assert.equal(disabled.statusCode, 200);
    assert.deepEqual(expectShape(vanityStatus, disabled.json().data), {
      inviteLink: `${TEST_PORTAL_ORIGIN}/invite/${team.vanity}`,
      vanityEnabled: false,
    });
    assert.equal((await call('nour', 'PATCH', url, { enabled: false })).json().data.vanityEnabled, false);
    assert.equal((await call('nour', 'GET', `/v1/teams/${team.id}/vanity`)).json().data.vanityEnabled, false);
    expectError(
      await call(null, 'GET', `/v1/teams/vanity/${team.vanity}`),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
    expectError(
      await call('sara', 'POST', `/v1/teams/join/${team.vanity}`),
      403,
      4003,
      'This invite link is disabled',
      RefusalReason.inviteDisabled,
    );
    expectError(
      await call('admin', 'POST', `/v1/teams/join/${team.vanity}`),
      403,
      4003,
      'This invite link is disabled',
      RefusalReason.inviteDisabled,
    );
    assert.equal(await myTeam('admin'), undefined);

    const toggledOn = await t.request({ method: 'PATCH', url, token: await t.tokenFor('nour') });
    assert.equal(toggledOn.statusCode, 200);
    assert.equal(toggledOn.json().data.vanityEnabled, true);
    assert.equal((await call('nour', 'PATCH', url, {})).json().data.vanityEnabled, false);
    assert.equal((await call('nour', 'PATCH', url, { enabled: true })).json().data.vanityEnabled, true);
    assert.equal((await call('nour', 'PATCH', url, { enabled: true })).json().data.vanityEnabled, true);
    expectError(await call('nour', 'PATCH', url, { enabled: 'yes' }), 400, 4000);
    assert.equal((await call(null, 'GET', `/v1/teams/vanity/${team.vanity}`)).statusCode, 200);
    const joined = await call('admin', 'POST', `/v1/teams/join/${team.vanity.toUpperCase()}`);
    assert.equal(joined.statusCode, 200);
  });

  test('PUT edits name and short name; the invite link stays the same', async () => {
    const response = await call('nour', 'PUT', `/v1/teams/${team.id}`, {
      name: 'Sand Storm Esports',
      shortName: 'sse',
    });
    assert.equal(response.statusCode, 200);
    const updated = expectShape(teamSchema, response.json().data);
    assert.equal(updated.name, 'Sand Storm Esports');
    assert.equal(updated.shortName, 'sse');
    assert.equal(updated.vanity, team.vanity);
    assert.equal(updated.role, 'owner');
    assert.deepEqual(await myTeam('nour'), updated);
    const same = await call('nour', 'PUT', `/v1/teams/${team.id}`, {
      name: 'SAND STORM ESPORTS',
      shortName: 'SSE',
    });
    assert.equal(same.statusCode, 200, 'renaming to its own name in another case is not a conflict');
  });

  test('DELETE by the owner removes the team and its members; everyone is free to start again', async () => {
    assert.equal((await myTeam('nour'))!.membersCount, 3);
    const response = await call('nour', 'DELETE', `/v1/teams/${team.id}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Team deleted successfully' });
    for (const player of ['nour', 'newcomer', 'admin']) assert.equal(await myTeam(player), undefined);
    const left = await t.db.selectFrom('team_members').select('id').where('team_id', '=', team.id).execute();
    assert.deepEqual(left, []);
    expectError(await call(null, 'GET', `/v1/teams/vanity/${team.vanity}`), 404, 4004);
    expectError(
      await call('nour', 'DELETE', `/v1/teams/${team.id}`),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
    const created = await call('nour', 'POST', '/v1/teams/create', { name: 'Sand Storm', shortName: 'SND' });
    assert.equal(created.statusCode, 201);
    const joined = await call('newcomer', 'POST', `/v1/teams/join/${created.json().data.vanity}`);
    assert.equal(joined.statusCode, 200);
  });
});

describe('teams: admins, leaving', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  const member = async (player: string) =>
    (await myTeam('falcon'))!.members.find((candidate) => candidate.userId === seedPlayer(player).id)!;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('an admin edits the team and promotes a member', async () => {
    const edited = await call('layla', 'PUT', `/v1/teams/${DSF.id}`, {
      name: 'Desert Falcons',
      shortName: 'DF',
    });
    assert.equal(edited.statusCode, 200);
    assert.equal(edited.json().data.role, 'admin');
    assert.equal((await myTeam('falcon'))!.shortName, 'DF');
    const omar = await member('omar');
    const promoted = await call('layla', 'POST', `/v1/teams/${DSF.id}/promote/${omar.id}`);
    assert.equal(promoted.statusCode, 200);
    assert.equal(promoted.json().data.role, 'admin');
    assert.deepEqual(
      (await myTeam('falcon'))!.members.map((candidate) => [candidate.gameName, candidate.role]).slice(0, 3),
      [
        ['Falcon', 'owner'],
        ['Layla', 'admin'],
        ['Omar', 'admin'],
      ],
    );
  });

  test('an admin may not demote or remove another admin (403); the owner may', async () => {
    const omar = await member('omar');
    expectError(
      await call('layla', 'POST', `/v1/teams/${DSF.id}/promote/${omar.id}`),
      403,
      4003,
      "Only the team owner can change an admin's role",
      RefusalReason.notTeamOwner,
    );
    expectError(
      await call('layla', 'DELETE', `/v1/teams/${DSF.id}/members/${omar.id}`),
      403,
      4003,
      'Only the team owner can remove an admin',
      RefusalReason.notTeamOwner,
    );
    assert.equal((await member('omar')).role, 'admin');
    const demoted = await call('falcon', 'POST', `/v1/teams/${DSF.id}/promote/${omar.id}`);
    assert.equal(demoted.json().data.role, 'member');
    await call('falcon', 'POST', `/v1/teams/${DSF.id}/promote/${omar.id}`);
    const removed = await call('falcon', 'DELETE', `/v1/teams/${DSF.id}/members/${omar.id}`);
    assert.equal(removed.statusCode, 200);
    assert.equal(await myTeam('omar'), undefined);
  });

  test('an admin removes an ordinary member and may step down to member', async () => {
    const youssef = await member('youssef');
    const removed = await call('layla', 'DELETE', `/v1/teams/${DSF.id}/members/${youssef.id}`);
    assert.equal(removed.statusCode, 200);
    assert.deepEqual(removed.json(), { message: 'Member removed successfully' });
    assert.equal(await myTeam('youssef'), undefined);
    const layla = await member('layla');
    const stepped = await call('layla', 'POST', `/v1/teams/${DSF.id}/promote/${layla.id}`);
    assert.equal(stepped.statusCode, 200);
    assert.equal(stepped.json().data.role, 'member');
    assert.equal((await myTeam('layla'))!.role, 'member');
  });

  test('a member leaves; afterwards the team is out of reach and the member can join elsewhere', async () => {
    const response = await call('sara', 'POST', `/v1/teams/${DSF.id}/leave`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Left team successfully' });
    assert.equal(await myTeam('sara'), undefined);
    assert.ok(
      !(await myTeam('falcon'))!.members.some((candidate) => candidate.userId === seedPlayer('sara').id),
    );
    expectError(
      await call('sara', 'POST', `/v1/teams/${DSF.id}/leave`),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
    const joined = await call('sara', 'POST', '/v1/teams/join/nile-pharaohs');
    assert.equal(joined.statusCode, 200);
    assert.equal(joined.json().data.name, 'Nile Pharaohs');
  });

  test('an admin leaves too', async () => {
    await call('falcon', 'POST', `/v1/teams/${DSF.id}/promote/${(await member('layla')).id}`);
    assert.equal((await myTeam('layla'))!.role, 'admin');
    const response = await call('layla', 'POST', `/v1/teams/${DSF.id}/leave`);
    assert.equal(response.statusCode, 200);
    assert.equal(await myTeam('layla'), undefined);
    assert.deepEqual(
      (await myTeam('falcon'))!.members.map((candidate) => candidate.gameName),
      ['Falcon'],
    );
  });
});

describe('teams: vanity', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a vanity is a slug of the name', () => {
    assert.equal(vanitySlug('Desert Falcons'), 'desert-falcons');
    assert.equal(vanitySlug('  Équipe d’Été!! '), 'equipe-d-ete');
    assert.equal(vanitySlug('صقور الصحراء'), 'team');
    assert.equal(vanitySlug('A'.repeat(60)).length, 40);
  });

  test('a colliding vanity is drawn again', async () => {
    const suffixes = ['aaaa', 'aaaa', 'bbbb'];
    const suffix = () => suffixes.shift()!;
    const first = await createTeam(
      t.app.context,
      seedPlayer('nour').id,
      { name: 'Sand Storm', shortName: 'S' },
      suffix,
    );
    assert.equal(first.vanity, 'sand-storm-aaaa');
    const second = await createTeam(
      t.app.context,
      seedPlayer('newcomer').id,
      { name: 'Sand Storm!', shortName: 'S2' },
      suffix,
    );
    assert.equal(second.vanity, 'sand-storm-bbbb');
    assert.deepEqual(suffixes, []);
  });
});

/** A multipart/form-data body with one file part. */
function multipartBody(field: string, filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----arena-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('teams: image', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  const upload = async (player: string, body: ReturnType<typeof multipartBody>) =>
    t.request({
      method: 'POST',
      url: `/v1/teams/${DSF.id}/image`,
      token: await t.tokenFor(player),
      ...body,
    });
  const uploadCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('owner or admin uploads an image; the team answers its absolute URL', async () => {
    for (const player of ['layla', 'falcon']) {
      const response = await upload(player, multipartBody('image', 'logo.png', 'image/png', PNG));
      assert.equal(response.statusCode, 200, response.body);
      const { profileImg } = response.json().data;
      assert.deepEqual(Object.keys(response.json().data), ['profileImg']);
      assert.match(profileImg, new RegExp(`^${TEST_PUBLIC_URL}/uploads/[0-9a-f-]{36}\\.png$`));
      assert.equal((await myTeam('omar'))!.profileImg, profileImg);
      const id = /\/uploads\/([0-9a-f-]+)\.png$/.exec(profileImg)![1];
      const stored = await t.db
        .selectFrom('uploads')
        .select(['owner_user_id', 'content_type'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.deepEqual(stored, { owner_user_id: seedPlayer(player).id, content_type: 'image/png' });
    }
  });

  test('PUT keeps the image when it is sent back or left out, and removes it with null', async () => {
    const current = (await myTeam('falcon'))!.profileImg!;
    const base = { name: 'Desert Falcons', shortName: 'DSF' };
    const sentBack = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg: current });
    assert.equal(sentBack.json().data.profileImg, current);
    const leftOut = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, base);
    assert.equal(leftOut.json().data.profileImg, current);
    const removed = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg: null });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().data.profileImg, null);
    const restored = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg: current });
    assert.equal(restored.json().data.profileImg, current);
  });

  test('a member gets 403 and an outsider 404, and nothing is stored', async () => {
    const before = await uploadCount();
    const image = (await myTeam('falcon'))!.profileImg;
    expectError(await upload('omar', multipartBody('image', 'logo.png', 'image/png', PNG)), 403, 4003);
    expectError(
      await upload('nour', multipartBody('image', 'logo.png', 'image/png', PNG)),
      404,
      4004,
      'Team not found',
      RefusalReason.teamNotFound,
    );
    assert.equal(await uploadCount(), before);
    assert.equal((await myTeam('falcon'))!.profileImg, image);
  });

  test('the upload rules: SVG 415, no image 400, over 2 MB 413', async () => {
    const image = (await myTeam('falcon'))!.profileImg;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectError(
      await upload('falcon', multipartBody('image', 'logo.png', 'image/png', svg)),
      415,
      4015,
      'Please upload an image file',
    );
    expectError(
      await upload('falcon', multipartBody('file', 'logo.png', 'image/png', PNG)),
      400,
      4000,
      'An image file is required',
    );
    const huge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectError(
      await upload('falcon', multipartBody('image', 'logo.png', 'image/png', huge)),
      413,
      4013,
      'Image size should be less than 2MB',
    );
    assert.equal((await myTeam('falcon'))!.profileImg, image);
  });
});

describe('teams: the image is always the team’s own (issue 27: defects 1 and 6)', () => {
  let t: TestApp;
  const { call, myTeam } = teamsClient(() => t);
  const base = { name: 'Desert Falcons', shortName: 'DSF' };
  const teamImage = async (player: string, teamId = DSF.id) =>
    t.request({
      method: 'POST',
      url: `/v1/teams/${teamId}/image`,
      token: await t.tokenFor(player),
      ...multipartBody('image', 'logo.png', 'image/png', PNG),
    });
  const status = async (address: string) =>
    (await t.request({ method: 'GET', url: new URL(address, TEST_PUBLIC_URL).pathname })).statusCode;
  const uploadsOf = async (player: string) =>
    Number(
      (
        await t.db
          .selectFrom('uploads')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('owner_user_id', '=', seedPlayer(player).id)
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** Sets the team image straight in the database, as an address stored before these checks existed. */
  const storedBefore = (profileImg: string) =>
    t.db.updateTable('teams').set({ profile_img: profileImg }).where('id', '=', DSF.id).execute();
  let victimChatImage: string;
  let victimProfileImage: string;

  before(async () => {
    t = await createTestApp();
    // The victim, Nour: an image in the chat of a live match (evidence) and a profile image.
    const matchId = await nourLiveMatchId(t.db);
    const chat = await t.request({
      method: 'POST',
      url: `/v1/chat/${matchId}/BracketMatch/upload-image`,
      token: await t.tokenFor('nour'),
      ...multipartBody('image', 'proof.png', 'image/png', PNG),
    });
    assert.equal(chat.statusCode, 201, chat.body);
    victimChatImage = chat.json().data.imageUrl;
    const profile = await t.request({
      method: 'POST',
      url: '/v1/user/me/profile/image',
      token: await t.tokenFor('nour'),
      ...multipartBody('image', 'me.png', 'image/png', PNG),
    });
    assert.equal(profile.statusCode, 200, profile.body);
    victimProfileImage = profile.json().user.profileImage;
  });
  after(() => t.close());

  test('PUT with another player’s file (evidence or profile image) is 400 4001; the next image upload deletes neither', async () => {
    const image = (await myTeam('falcon'))!.profileImg;
    for (const address of [victimChatImage, victimProfileImage]) {
      for (const profileImg of [address, new URL(address).pathname]) {
        for (const player of ['falcon', 'layla']) {
          const body = expectError(
            await call(player, 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg }),
            400,
            4001,
            "The image must be this team's own image, uploaded with POST /v1/teams/{id}/image",
          );
          assert.deepEqual(body.details, { field: 'profileImg' });
        }
      }
    }
    assert.equal((await myTeam('falcon'))!.profileImg, image, 'the team image did not change');
    const replaced = await teamImage('falcon');
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(await status(victimChatImage), 200, 'the match chat image is still there');
    assert.equal(await status(victimProfileImage), 200, 'the profile image is still there');
  });

  test('a team image pointing at someone else’s file (stored before the check) is replaced without deleting it', async () => {
    for (const victim of [victimChatImage, victimProfileImage]) {
      await storedBefore(new URL(victim).pathname);
      const replaced = await teamImage('layla');
      assert.equal(replaced.statusCode, 200, replaced.body);
      assert.equal(await status(victim), 200);
    }
  });

  test('another team’s own image is refused too; the team’s own image may be sent back', async () => {
    const other = seedTeam('nile-pharaohs');
    const theirs = await teamImage(other.members[0]!.player.key, other.id);
    assert.equal(theirs.statusCode, 200, theirs.body);
    const theirImage = theirs.json().data.profileImg as string;
    expectError(
      await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg: theirImage }),
      400,
      4001,
    );

    const own = (await teamImage('falcon')).json().data.profileImg as string;
    const removed = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg: null });
    assert.equal(removed.json().data.profileImg, null);
    const restored = await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, {
      ...base,
      profileImg: new URL(own).pathname,
    });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().data.profileImg, own);
    // Their image is untouched by all this.
    assert.equal(await status(theirImage), 200);
  });

  test('a malformed upload address is 400 at PUT, and one stored earlier never makes the image upload fail', async () => {
    const dashes = '/uploads/------------------------------------.png';
    for (const profileImg of [dashes, `${TEST_PUBLIC_URL}${dashes}`, '/uploads/not-a-uuid.png']) {
      const body = expectError(
        await call('falcon', 'PUT', `/v1/teams/${DSF.id}`, { ...base, profileImg }),
        400,
        4000,
      );
      assert.deepEqual(Object.keys((body.details as { fields: object }).fields), ['profileImg']);
    }
    const uploaded = await teamImage('falcon');
    assert.equal(uploaded.statusCode, 200, uploaded.body);

    await storedBefore(dashes);
    const before = await uploadsOf('falcon');
    const replaced = await teamImage('falcon');
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(await uploadsOf('falcon'), before + 1, 'the new image, and nothing deleted by a cast');
    assert.equal((await myTeam('falcon'))!.profileImg, replaced.json().data.profileImg);
  });

  test('when setting the team image fails, the uploaded file is not kept (nothing counted in the quota)', async () => {
    const image = (await myTeam('falcon'))!.profileImg;
    const before = await uploadsOf('falcon');
    await sql`create function refuse_team_image() returns trigger language plpgsql as $$
      begin raise exception 'team image refused'; end $$`.execute(t.db);
    await sql`create trigger refuse_team_image before update of profile_img on teams
      for each row execute function refuse_team_image()`.execute(t.db);
    try {
      const failed = await teamImage('falcon');
      assert.equal(failed.statusCode, 500, failed.body);
    } finally {
      await sql`drop trigger refuse_team_image on teams`.execute(t.db);
      await sql`drop function refuse_team_image()`.execute(t.db);
    }
    assert.equal(await uploadsOf('falcon'), before, 'no orphan file');
    assert.equal((await myTeam('falcon'))!.profileImg, image);
  });
});
