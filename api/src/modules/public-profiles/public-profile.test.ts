import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { playerProfile, teamPage, type PlayerProfile, type TeamPage } from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** What only a public profile answers: a private one must carry none of these keys. */
const PUBLIC_ONLY = [
  'displayName',
  'region',
  'location',
  'profileImage',
  'bannerImage',
  'memberSince',
  'pass',
  'loyalty',
  'ladders',
  'recentTournaments',
  'matchHistory',
] as const;

describe('public player and team pages', () => {
  let t: TestApp;
  const get = (url: string) => t.request({ method: 'GET', url });
  const player = async (gameName: string, tagLine: string) => {
    const response = await get(`/v1/players/${encodeURIComponent(gameName)}/${encodeURIComponent(tagLine)}`);
    return {
      response,
      profile: response.statusCode === 200 ? expectShape(playerProfile, response.json().data) : null,
    };
  };

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  test('a public profile answers, without a token, everything its page shows', async () => {
    const { response, profile } = await player('falcon', 'mena');
    assert.equal(response.statusCode, 200, 'the Riot ID is matched regardless of case');
    assert.match(String(response.headers['cache-control']), /public/);
    assert.ok(profile && profile.visibility === 'public');
    const falcon = seedPlayer('falcon');
    assert.equal(profile.gameName, 'Falcon');
    assert.equal(profile.tagLine, 'MENA');
    assert.equal(profile.displayName, falcon.displayName);
    assert.equal(profile.region, 'me1');
    assert.deepEqual(
      { name: profile.team?.name, vanity: profile.team?.vanity, role: profile.team?.role },
      { name: 'Desert Falcons', vanity: 'desert-falcons', role: 'owner' },
    );
    assert.equal(profile.pass.level, 14, 'the pass level is read from the ledger like the pass page');
    assert.ok(profile.loyalty.points > 0 && profile.loyalty.rank !== null && profile.loyalty.rank >= 1);
    assert.ok(profile.recentTournaments.length > 0, 'Falcon is registered in several tournaments');
    assert.ok(profile.recentTournaments.every((entry) => entry.registrationStatus === 'approved'));
    assert.ok(profile.matchHistory.games.length > 0);
    assert.equal(profile.matchHistory.wins + profile.matchHistory.losses, profile.matchHistory.games.length);
  });

  test('a private profile answers its name and team only, and leaks nothing a public one would not', async () => {
    const sara = seedPlayer('sara');
    assert.equal(sara.isProfileVisible, false);
    const { response, profile } = await player('Sara', 'UAE');
    assert.equal(response.statusCode, 200);
    assert.ok(profile && profile.visibility === 'private');
    const raw = response.json().data as Record<string, unknown>;
    assert.deepEqual(Object.keys(raw).sort(), ['gameName', 'tagLine', 'team', 'visibility']);
    for (const key of PUBLIC_ONLY) assert.ok(!(key in raw), `${key} is left out`);
    assert.equal(raw.gameName, 'Sara');
    assert.equal((raw.team as { vanity: string }).vanity, 'desert-falcons');
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', sara.id)
      .executeTakeFirstOrThrow();
    const hidden = [
      row.id,
      row.display_name,
      row.email,
      row.location,
      row.region,
      row.profile_image,
      row.banner_image,
    ];
    for (const value of hidden.filter((value) => value && value !== row.game_name))
      assert.ok(!response.body.includes(value!), `the answer does not carry ${value}`);

    // The same player made public shows the rest: what was hidden was the visibility, not missing data.
    await t.db.updateTable('users').set({ is_profile_visible: true }).where('id', '=', sara.id).execute();
    const opened = await player('Sara', 'UAE');
    assert.ok(opened.profile?.visibility === 'public');
    assert.equal(opened.profile.region, 'me1');
    await t.db.updateTable('users').set({ is_profile_visible: false }).where('id', '=', sara.id).execute();
  });

  test('unknown, banned and deactivated players are 404 with the code and a message', async () => {
    const nour = seedPlayer('nour');
    await t.db.updateTable('users').set({ deactivated_at: t.now }).where('id', '=', nour.id).execute();
    for (const [gameName, tagLine] of [
      ['Nobody', 'NONE'],
      ['Cheater', 'BAN'],
      ['Nour', 'JOR'],
      ['Falcon', 'NOPE'],
    ]) {
      const { response } = await player(gameName!, tagLine!);
      assert.equal(response.statusCode, 404, `${gameName}#${tagLine}`);
      const error = response.json();
      assert.equal(typeof error.code, 'number');
      assert.equal(typeof error.message, 'string');
      assert.equal(error.details?.reason, 'playerNotFound');
    }
    await t.db.updateTable('users').set({ deactivated_at: null }).where('id', '=', nour.id).execute();
  });

  test('a game name with spaces and Arabic letters is found by its encoded address', async () => {
    const falcon = seedPlayer('falcon');
    await t.db.updateTable('users').set({ game_name: 'صقر الصحراء' }).where('id', '=', falcon.id).execute();
    const { response, profile } = await player('صقر الصحراء', 'MENA');
    assert.equal(response.statusCode, 200);
    assert.equal(profile?.gameName, 'صقر الصحراء');
    await t.db.updateTable('users').set({ game_name: 'Falcon' }).where('id', '=', falcon.id).execute();
  });

  test("a team's page lists members with roles, a private member by name only, and its tournaments", async () => {
    const response = await get('/v1/teams/vanity/DESERT-FALCONS/page');
    assert.equal(response.statusCode, 200);
    const team: TeamPage = expectShape(teamPage, response.json().data);
    assert.equal(team.name, 'Desert Falcons');
    assert.deepEqual(
      team.members.map((member) => [member.gameName, member.role]),
      [
        ['Falcon', 'owner'],
        ['Layla', 'admin'],
        ['Omar', 'member'],
        ['Sara', 'member'],
        ['Youssef', 'member'],
      ],
    );
    const sara = team.members.find((member) => member.gameName === 'Sara')!;
    assert.deepEqual(sara, {
      gameName: 'Sara',
      tagLine: 'UAE',
      role: 'member',
      profileImage: null,
      hasPage: true,
    });
    assert.ok(team.members.find((member) => member.gameName === 'Falcon')!.profileImage);
    assert.ok(team.tournaments.length > 0);
    assert.ok(team.tournaments.every((entry) => entry.registrationStatus === 'approved'));

    // The invite link being off hides joining, not the page.
    await t.db
      .updateTable('teams')
      .set({ vanity_enabled: false })
      .where('vanity', '=', 'desert-falcons')
      .execute();
    assert.equal((await get('/v1/teams/vanity/desert-falcons/page')).statusCode, 200);
    await t.db
      .updateTable('teams')
      .set({ vanity_enabled: true })
      .where('vanity', '=', 'desert-falcons')
      .execute();
  });

  test('an unknown team is 404 teamNotFound', async () => {
    const response = await get('/v1/teams/vanity/no-such-team/page');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().details?.reason, 'teamNotFound');
  });

  test('the answer is the same with or without a token', async () => {
    const token = await t.tokenFor('sara');
    const signedIn = await t.request({ method: 'GET', url: '/v1/players/Sara/UAE', token });
    const anonymous = await get('/v1/players/Sara/UAE');
    assert.deepEqual(signedIn.json() as PlayerProfile, anonymous.json());
  });
});
