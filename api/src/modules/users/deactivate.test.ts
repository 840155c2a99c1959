import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';

describe('POST /v1/user/me/deactivate', () => {
  let t: TestApp;
  const deactivate = (token: string, payload?: unknown) =>
    t.request({
      method: 'POST',
      url: '/v1/user/me/deactivate',
      token,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const membersOf = (teamId: string) =>
    t.db
      .selectFrom('team_members')
      .select(['user_id', 'role'])
      .where('team_id', '=', teamId)
      .orderBy('joined_at')
      .execute();
  const roleIn = async (teamId: string, key: string) =>
    (await membersOf(teamId)).find((member) => member.user_id === seedPlayer(key).id)?.role ?? null;

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('needs the typed word delete: anything else is 400 and the account stays active', async () => {
    const token = await t.tokenFor('falcon');
    for (const payload of [undefined, {}, { confirm: 'Delete' }, { confirm: 'yes' }, { confirm: true }]) {
      const response = await deactivate(token, payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      const body = expectShape(errorBody, response.json());
      assert.equal(body.code, 4000);
    }
    assert.equal((await t.request({ method: 'GET', url: '/v1/user/me', token })).statusCode, 200);
  });

  test('the owner deactivates: every call then answers 401 3002, the profile is gone and the longest-standing admin owns the team', async () => {
    const token = await t.tokenFor('falcon');
    const team = seedTeam('desert-falcons');
    assert.equal(await roleIn(team.id, 'falcon'), 'owner');
    assert.equal(await roleIn(team.id, 'layla'), 'admin');

    const response = await deactivate(token, { confirm: 'delete' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: 'Account deactivated successfully' });

    for (const url of ['/v1/user/me', '/v1/user/me/connections', '/v1/notifications']) {
      const after = await t.request({ method: 'GET', url, token });
      assert.equal(after.statusCode, 401, url);
      const body = expectShape(errorBody, after.json());
      assert.equal(body.code, 3002, url);
      assert.equal(body.message, 'This account has been deactivated', url);
    }
    const again = await deactivate(token, { confirm: 'delete' });
    assert.equal(again.statusCode, 401);

    const profile = await t.request({ method: 'GET', url: `/v1/users/${seedPlayer('falcon').id}` });
    assert.equal(profile.statusCode, 404);
    assert.equal(profile.json().message, 'This profile is private or does not exist');

    assert.equal(await roleIn(team.id, 'falcon'), null);
    assert.equal(await roleIn(team.id, 'layla'), 'owner');
    assert.equal((await membersOf(team.id)).filter((member) => member.role === 'owner').length, 1);
    assert.equal((await membersOf(team.id)).length, team.members.length - 1);

    const row = await t.db
      .selectFrom('users')
      .select(['deactivated_at', 'game_name'])
      .where('id', '=', seedPlayer('falcon').id)
      .executeTakeFirstOrThrow();
    assert.ok(row.deactivated_at, 'the account is kept, only marked deactivated');
    assert.equal(row.game_name, 'Falcon');
  });

  test('the sign-in stand-in no longer lists the player and refuses a POST for them', async () => {
    const redirectUrl = `${TEST_PORTAL_ORIGIN}/`;
    const page = await t.request({
      method: 'GET',
      url: `/auth/signin?redirect_url=${encodeURIComponent(redirectUrl)}`,
    });
    assert.equal(page.statusCode, 200);
    assert.ok(!page.body.includes(`value="${seedPlayer('falcon').id}"`));
    assert.ok(page.body.includes(`value="${seedPlayer('layla').id}"`));

    const post = await t.request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_url: redirectUrl,
        user_id: seedPlayer('falcon').id,
      }).toString(),
    });
    assert.equal(post.statusCode, 400);
    assert.equal(post.headers.location, undefined);
    assert.match(post.body, /This account has been deactivated/);
  });

  test('a member who deactivates just leaves; the owner keeps the team', async () => {
    const team = seedTeam('desert-falcons');
    const ownerBefore = (await membersOf(team.id)).find((member) => member.role === 'owner');
    const response = await deactivate(await t.tokenFor('omar'), { confirm: 'delete' });
    assert.equal(response.statusCode, 200);
    assert.equal(await roleIn(team.id, 'omar'), null);
    assert.deepEqual(
      (await membersOf(team.id)).find((member) => member.role === 'owner'),
      ownerBefore,
    );
  });

  test('without admins, ownership passes to the longest-standing member', async () => {
    const team = seedTeam('najd-knights');
    const [owner, admin, ...members] = team.members;
    assert.ok(members.length >= 2);
    await t.db
      .deleteFrom('team_members')
      .where('team_id', '=', team.id)
      .where('role', '=', 'admin')
      .execute();
    // The later seeded member is made the longest-standing one, so order really comes from joined_at.
    const longest = members[members.length - 1].player;
    await t.db
      .updateTable('team_members')
      .set({ joined_at: new Date(t.now.getTime() - 400 * 86_400_000) })
      .where('user_id', '=', longest.id)
      .execute();
    assert.equal(await roleIn(team.id, admin.player.key), null);

    const response = await deactivate(await t.tokenFor(owner.player.key), { confirm: 'delete' });
    assert.equal(response.statusCode, 200);
    assert.equal(await roleIn(team.id, longest.key), 'owner');
    assert.equal(await roleIn(team.id, owner.player.key), null);
  });

  test('a team left empty is deleted', async () => {
    const nour = seedPlayer('nour');
    const team = await t.db
      .insertInto('teams')
      .values({ name: 'Solo Squad', short_name: 'SOLO', vanity: 'solo-squad-ab12' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('team_members')
      .values({ team_id: team.id, user_id: nour.id, role: 'owner' })
      .execute();

    const response = await deactivate(await t.tokenFor('nour'), { confirm: 'delete' });
    assert.equal(response.statusCode, 200);
    assert.equal(
      await t.db.selectFrom('teams').select('id').where('id', '=', team.id).executeTakeFirst(),
      undefined,
    );
  });
});
