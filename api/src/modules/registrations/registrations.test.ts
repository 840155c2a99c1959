import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RefusalReason, type RegistrationState } from '@arena/contract';
import { createTokenService } from '../../auth/tokens.js';
import { json, type TeamRole } from '../../db/schema.js';
import { seedTeam } from '../../seed/teams.js';
import { SEED_TOURNAMENTS } from '../../seed/tournaments.js';
import { errorBody, expectAnswer, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_CONFIG, type TestApp } from '../../testing/test-app.js';
import type { TournamentPhase } from '@arena/contract/rules';

const HOUR = 3_600_000;

function seedTournament(key: string) {
  const tournament = SEED_TOURNAMENTS.find((candidate) => candidate.key === key);
  if (!tournament) throw new Error(`No seeded tournament ${key}`);
  return tournament;
}

/** Hours from "now" for each phase: registration start, close, checking, start. */
const SCHEDULES: Record<TournamentPhase, [number, number, number, number]> = {
  preRegistration: [1, 48, 49, 50],
  registration: [-1, 48, 49, 50],
  postRegistration: [-48, -1, 1, 2],
  checking: [-48, -2, -1, 1],
  started: [-48, -3, -2, -1],
};

interface Player {
  id: string;
  token: string;
}

interface TestTeam {
  id: string;
  owner: Player;
  admin: Player | undefined;
  members: Player[];
  all: Player[];
}

describe('tournament registration', () => {
  let t: TestApp;
  let sign: (userId: string) => Promise<string>;
  let counter = 0;

  before(async () => {
    t = await createTestApp();
    sign = createTokenService(TEST_CONFIG.jwtSecret, () => t.now).sign;
  });
  after(() => t.close());

  const at = (hours: number) => new Date(t.now.getTime() + hours * HOUR);

  async function newTournament(
    phase: TournamentPhase,
    options: { format?: string; open?: boolean; kind?: 'bracket' | 'matchmaking' } = {},
  ): Promise<string> {
    counter += 1;
    const [start, close, checking, starting] = SCHEDULES[phase];
    const { id } = await t.db
      .insertInto('tournaments')
      .values({
        slug: `registration-test-${counter}`,
        name: json({ en: `Test Cup ${counter}` }),
        description: json({ en: 'A test tournament' }),
        poster: json({ en: '/static/posters/test.svg' }),
        format: options.format ?? '1vs1',
        game_mode: "Summoner's Rift",
        type: 'Single Elimination',
        tournament_type: options.kind ?? 'bracket',
        region: 'me1',
        skill_level: json(['Gold']),
        prizepool: json([]),
        prizepool_format: '100 USD',
        registration_open: options.open ?? true,
        registration_start_time: at(start),
        registration_closed_time: at(close),
        checking_time: at(checking),
        starting_time: at(starting),
        ends_at: at(starting + 6),
        additional_info: null,
        requirements: json([]),
        rules: json([]),
        faqs: json([]),
        support_live_chat: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function newPlayer(): Promise<Player> {
    counter += 1;
    const { id } = await t.db
      .insertInto('users')
      .values({
        display_name: `Reg${counter}`,
        game_name: `Reg${counter}`,
        tag_line: 'TST',
        region: 'me1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, token: await sign(id) };
  }

  /** A fresh team: an owner, an admin when size ≥ 2, plain members for the rest. */
  async function newTeam(size: number): Promise<TestTeam> {
    counter += 1;
    const { id } = await t.db
      .insertInto('teams')
      .values({ name: `Team ${counter}`, short_name: `T${counter % 1000}`, vanity: `team-${counter}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const all: Player[] = [];
    for (let index = 0; index < size; index += 1) {
      const player = await newPlayer();
      const role: TeamRole = index === 0 ? 'owner' : index === 1 ? 'admin' : 'member';
      await t.db.insertInto('team_members').values({ team_id: id, user_id: player.id, role }).execute();
      all.push(player);
    }
    return { id, owner: all[0], admin: all[1], members: all.slice(2), all };
  }

  async function insertRegistration(
    tournamentId: string,
    userId: string,
    options: { teamId?: string; status?: 'pending' | 'approved' | 'rejected' | 'checked-in' } = {},
  ): Promise<string> {
    const { id } = await t.db
      .insertInto('registrations')
      .values({
        tournament_id: tournamentId,
        user_id: userId,
        team_id: options.teamId ?? null,
        status: options.status ?? 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const post = (url: string, token?: string) => t.request({ method: 'POST', url, token });

  async function stateOf(tournamentId: string, token: string): Promise<RegistrationState> {
    const response = await t.request({
      method: 'GET',
      url: `/v1/tournaments/me/registered/${tournamentId}`,
      token,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    return expectAnswer('GET /v1/tournaments/me/registered/:tournamentId', response.json()).data;
  }

  async function expectError(
    response: { statusCode: number; json: () => unknown; body: string },
    status: number,
    message?: string,
    reason?: RefusalReason,
  ) {
    assert.equal(response.statusCode, status, response.body);
    const body = expectShape(errorBody, response.json());
    if (message !== undefined) assert.equal(body.message, message);
    // A refusal a screen reacts to names its reason: the screen translates it, never the message.
    if (reason !== undefined) assert.equal(body.details?.reason, reason, body.message);
    return body;
  }

  async function participants(tournamentId: string): Promise<number> {
    const response = await t.request({ method: 'GET', url: '/v1/tournaments?limit=100' });
    const tournament = response.json().data.find((item: { id: string }) => item.id === tournamentId) as
      { registrationStats: { totalParticipants: number } } | undefined;
    assert.ok(tournament, 'the tournament is on the list');
    return tournament.registrationStats.totalParticipants;
  }

  describe('GET /v1/tournaments/me/registered/{tournamentId}', () => {
    test('needs a token', async () => {
      const id = seedTournament('levant-masters').id;
      const response = await t.request({ method: 'GET', url: `/v1/tournaments/me/registered/${id}` });
      await expectError(response, 401);
      assert.equal(response.json().code, 3001);
    });

    test('an unknown or malformed tournament id is 10001', async () => {
      const token = await t.tokenFor('falcon');
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await t.request({
          method: 'GET',
          url: `/v1/tournaments/me/registered/${id}`,
          token,
        });
        assert.equal((await expectError(response, 404)).code, 10001);
      }
    });

    test('a player who is not registered reads isRegistered false and nothing else', async () => {
      const player = await newPlayer();
      assert.deepEqual(await stateOf(seedTournament('levant-masters').id, player.token), {
        isRegistered: false,
        registrationType: null,
        registration: null,
        currentMatch: null,
      });
    });

    test('a solo registration reads as solo with its status and no team', async () => {
      const state = await stateOf(seedTournament('levant-masters').id, await t.tokenFor('falcon'));
      assert.equal(state.isRegistered, true);
      assert.equal(state.registrationType, 'solo');
      assert.equal(state.registration?.registrationStatus, 'approved');
      assert.equal(state.registration?.team, null);
      assert.equal(state.currentMatch, null);
    });

    test('a team registration reaches every member, with the team and its members by role', async () => {
      const desertFalcons = seedTeam('desert-falcons');
      // Falcon (the owner) registered Desert Falcons; Layla is an admin of the team.
      const state = await stateOf(seedTournament('gulf-showdown').id, await t.tokenFor('layla'));
      assert.equal(state.registrationType, 'team');
      assert.equal(state.registration?.team?.id, desertFalcons.id);
      assert.equal(state.registration?.team?.name, desertFalcons.name);
      assert.deepEqual(
        state.registration?.team?.members,
        desertFalcons.members.map((member) => ({ userId: member.player.id, role: member.role })),
      );
    });
  });

  describe('POST /v1/tournaments/{id}/register/solo', () => {
    test('registers the caller as pending, and the list counts them at once', async () => {
      const id = await newTournament('registration');
      const player = await newPlayer();
      assert.equal(await participants(id), 0); // warms the list cache
      const response = await post(`/v1/tournaments/${id}/register/solo`, player.token);
      assert.equal(response.statusCode, 201, response.body);
      const body = expectAnswer('POST /v1/tournaments/:id/register/solo', response.json(), 201);
      assert.equal(body.message, 'Successfully registered for tournament');
      const state = await stateOf(id, player.token);
      assert.equal(state.registrationType, 'solo');
      assert.equal(state.registration?.id, body.data.registrationId);
      assert.equal(state.registration?.registrationStatus, 'pending');
      assert.equal(await participants(id), 1);
      const registered = await t.request({
        method: 'GET',
        url: '/v1/tournaments/me/registered',
        token: player.token,
      });
      assert.ok(registered.json().data.some((entry: { id: string }) => entry.id === id));
    });

    test('needs a token', async () => {
      const id = await newTournament('registration');
      assert.equal((await post(`/v1/tournaments/${id}/register/solo`)).statusCode, 401);
    });

    test('once per player: a second registration is a 409', async () => {
      const id = await newTournament('registration');
      const player = await newPlayer();
      assert.equal((await post(`/v1/tournaments/${id}/register/solo`, player.token)).statusCode, 201);
      await expectError(
        await post(`/v1/tournaments/${id}/register/solo`, player.token),
        409,
        'You are already registered for this tournament',
        RefusalReason.alreadyRegistered,
      );
      assert.equal(await participants(id), 1);
    });

    test('only in the registration phase', async () => {
      const player = await newPlayer();
      const cases: [TournamentPhase, string, RefusalReason][] = [
        ['preRegistration', 'Registration has not opened yet', RefusalReason.registrationNotOpen],
        ['postRegistration', 'Registration has closed', RefusalReason.registrationClosed],
        ['checking', 'Registration has closed', RefusalReason.registrationClosed],
        ['started', 'Registration has closed', RefusalReason.registrationClosed],
      ];
      for (const [phase, message, reason] of cases) {
        const id = await newTournament(phase);
        const response = await post(`/v1/tournaments/${id}/register/solo`, player.token);
        await expectError(response, 409, message, reason);
        assert.equal((await stateOf(id, player.token)).isRegistered, false, phase);
      }
    });

    test('the phase boundaries: registration opens at its start time and closes at its close time', async () => {
      const player = await newPlayer();
      const opening = await newTournament('registration');
      await t.db
        .updateTable('tournaments')
        .set({ registration_start_time: t.now })
        .where('id', '=', opening)
        .execute();
      assert.equal((await post(`/v1/tournaments/${opening}/register/solo`, player.token)).statusCode, 201);
      const closing = await newTournament('registration');
      await t.db
        .updateTable('tournaments')
        .set({ registration_closed_time: t.now })
        .where('id', '=', closing)
        .execute();
      await expectError(
        await post(`/v1/tournaments/${closing}/register/solo`, player.token),
        409,
        'Registration has closed',
        RefusalReason.registrationClosed,
      );
    });

    test('not while an admin has closed registration', async () => {
      const id = await newTournament('registration', { open: false });
      const player = await newPlayer();
      await expectError(
        await post(`/v1/tournaments/${id}/register/solo`, player.token),
        409,
        'Registration is closed by admin',
        RefusalReason.closedByAdmin,
      );
    });

    test('solo is for 1vs1 tournaments only, and never for matchmaking ones', async () => {
      const player = await newPlayer();
      const team = await newTournament('registration', { format: '5vs5' });
      const refused = await expectError(
        await post(`/v1/tournaments/${team}/register/solo`, player.token),
        400,
        undefined,
        RefusalReason.teamTournament,
      );
      assert.match(refused.message, /only for 1vs1 tournaments/);
      assert.equal(refused.details?.format, '5vs5');
      const matchmaking = await newTournament('registration', { kind: 'matchmaking' });
      await expectError(
        await post(`/v1/tournaments/${matchmaking}/register/solo`, player.token),
        400,
        'Matchmaking tournaments are joined through matchmaking registration',
        RefusalReason.ladderTournament,
      );
    });

    test('an unknown tournament is 10001', async () => {
      const player = await newPlayer();
      const response = await post(
        '/v1/tournaments/00000000-0000-4000-8000-000000000000/register/solo',
        player.token,
      );
      assert.equal((await expectError(response, 404)).code, 10001);
    });
  });

  describe('POST /v1/tournaments/{id}/register/{teamId}', () => {
    test('the owner registers a full team: pending, for every member', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      const response = await post(`/v1/tournaments/${id}/register/${team.id}`, team.owner.token);
      assert.equal(response.statusCode, 201, response.body);
      const body = expectAnswer('POST /v1/tournaments/:id/register/:teamId', response.json(), 201);
      assert.equal(body.message, 'Team successfully registered for tournament');
      for (const member of team.all) {
        const state = await stateOf(id, member.token);
        assert.equal(state.registrationType, 'team');
        assert.equal(state.registration?.id, body.data.registrationId);
        assert.equal(state.registration?.registrationStatus, 'pending');
        assert.equal(state.registration?.team?.id, team.id);
      }
      assert.equal(await participants(id), 1);
    });

    test('an admin of the team may register it too', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      assert.equal(
        (await post(`/v1/tournaments/${id}/register/${team.id}`, team.admin!.token)).statusCode,
        201,
      );
    });

    test('a plain member, or someone outside the team, may not', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      const outsider = await newTeam(5);
      for (const token of [team.members[0].token, outsider.owner.token]) {
        await expectError(
          await post(`/v1/tournaments/${id}/register/${team.id}`, token),
          403,
          'Only team owners and admins can register teams in tournaments',
          RefusalReason.notTeamManager,
        );
      }
      assert.equal((await stateOf(id, team.owner.token)).isRegistered, false);
    });

    test('a team needs at least N members, N being the number before "vs"', async () => {
      const fiveVsFive = await newTournament('registration', { format: '5vs5' });
      const small = await newTeam(4);
      const refused = await expectError(
        await post(`/v1/tournaments/${fiveVsFive}/register/${small.id}`, small.owner.token),
        400,
        "This team doesn't have enough members. You need at least 5 members to participate in this tournament.",
        RefusalReason.notEnoughMembers,
      );
      assert.deepEqual(refused.details, { reason: RefusalReason.notEnoughMembers, required: 5, members: 4 });
      const threeVsThree = await newTournament('registration', { format: '3vs3' });
      assert.equal(
        (await post(`/v1/tournaments/${threeVsThree}/register/${small.id}`, small.owner.token)).statusCode,
        201,
      );
    });

    test('once per team: a second registration of the same team is a 409', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      assert.equal(
        (await post(`/v1/tournaments/${id}/register/${team.id}`, team.owner.token)).statusCode,
        201,
      );
      await expectError(
        await post(`/v1/tournaments/${id}/register/${team.id}`, team.admin!.token),
        409,
        'This team is already registered for this tournament',
        RefusalReason.teamAlreadyRegistered,
      );
    });

    test('one registration per player: a team with an already registered member is refused', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      // A solo entry left from before the tournament became a team event.
      await insertRegistration(id, team.members[0].id);
      const refused = await expectError(
        await post(`/v1/tournaments/${id}/register/${team.id}`, team.owner.token),
        409,
        'Some members of this team are already registered for this tournament',
        RefusalReason.membersAlreadyRegistered,
      );
      assert.equal((refused.details?.players as string[]).length, 1);
      // Nor can a member of a registered team register solo.
      const oneVsOne = await newTournament('registration');
      await insertRegistration(oneVsOne, team.owner.id, { teamId: team.id });
      await expectError(
        await post(`/v1/tournaments/${oneVsOne}/register/solo`, team.members[1].token),
        409,
        'You are already registered for this tournament with your team',
        RefusalReason.alreadyRegisteredWithTeam,
      );
    });

    test('team registration is for team formats, in the registration phase, while open', async () => {
      const team = await newTeam(5);
      const oneVsOne = await newTournament('registration');
      const refused = await expectError(
        await post(`/v1/tournaments/${oneVsOne}/register/${team.id}`, team.owner.token),
        400,
        undefined,
        RefusalReason.soloTournament,
      );
      assert.match(refused.message, /only for team tournaments/);
      const closed = await newTournament('registration', { format: '5vs5', open: false });
      await expectError(
        await post(`/v1/tournaments/${closed}/register/${team.id}`, team.owner.token),
        409,
        'Registration is closed by admin',
        RefusalReason.closedByAdmin,
      );
      const checking = await newTournament('checking', { format: '5vs5' });
      await expectError(
        await post(`/v1/tournaments/${checking}/register/${team.id}`, team.owner.token),
        409,
        'Registration has closed',
        RefusalReason.registrationClosed,
      );
    });

    test('an unknown team is a 404', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const player = await newPlayer();
      for (const teamId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        await expectError(
          await post(`/v1/tournaments/${id}/register/${teamId}`, player.token),
          404,
          'Team not found',
          RefusalReason.teamNotFound,
        );
      }
    });
  });

  describe('check-in', () => {
    test('a solo registrant checks in once during the checking phase', async () => {
      const id = await newTournament('checking');
      const player = await newPlayer();
      await insertRegistration(id, player.id, { status: 'pending' });
      const response = await post(`/v1/tournaments/${id}/check-in/solo`, player.token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Successfully checked in' });
      assert.equal((await stateOf(id, player.token)).registration?.registrationStatus, 'checked-in');
      const row = await t.db
        .selectFrom('registrations')
        .select('checked_in_at')
        .where('tournament_id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.checked_in_at?.getTime(), t.now.getTime());
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/solo`, player.token),
        409,
        'Already checked in',
        RefusalReason.alreadyCheckedIn,
      );
    });

    test('approved registrations check in too; rejected ones cannot', async () => {
      const id = await newTournament('checking');
      const approved = await newPlayer();
      const rejected = await newPlayer();
      await insertRegistration(id, approved.id, { status: 'approved' });
      await insertRegistration(id, rejected.id, { status: 'rejected' });
      assert.equal((await post(`/v1/tournaments/${id}/check-in/solo`, approved.token)).statusCode, 200);
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/solo`, rejected.token),
        403,
        'This registration was rejected',
        RefusalReason.registrationRejected,
      );
      assert.equal((await stateOf(id, rejected.token)).registration?.registrationStatus, 'rejected');
    });

    test('only registered players check in', async () => {
      const id = await newTournament('checking');
      const player = await newPlayer();
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/solo`, player.token),
        403,
        'Only registered players can check in',
        RefusalReason.notRegistered,
      );
      assert.equal((await post(`/v1/tournaments/${id}/check-in/solo`)).statusCode, 401);
    });

    test('only in the checking phase', async () => {
      const player = await newPlayer();
      const cases: [TournamentPhase, string, RefusalReason][] = [
        ['registration', 'Check-in has not opened yet', RefusalReason.checkInNotOpen],
        ['postRegistration', 'Check-in has not opened yet', RefusalReason.checkInNotOpen],
        ['started', 'Check-in has closed', RefusalReason.checkInClosed],
      ];
      for (const [phase, message, reason] of cases) {
        const id = await newTournament(phase);
        await insertRegistration(id, player.id);
        const response = await post(`/v1/tournaments/${id}/check-in/solo`, player.token);
        await expectError(response, 409, message, reason);
        assert.equal((await stateOf(id, player.token)).registration?.registrationStatus, 'pending', phase);
      }
    });

    test('any member of a registered team checks the team in, once', async () => {
      const id = await newTournament('checking', { format: '5vs5' });
      const team = await newTeam(5);
      await insertRegistration(id, team.owner.id, { teamId: team.id, status: 'approved' });
      const response = await post(`/v1/tournaments/${id}/check-in/${team.id}`, team.members[1].token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Successfully checked in' });
      for (const member of team.all) {
        assert.equal((await stateOf(id, member.token)).registration?.registrationStatus, 'checked-in');
      }
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/${team.id}`, team.owner.token),
        409,
        'Already checked in',
        RefusalReason.alreadyCheckedIn,
      );
    });

    test('a team is checked in only by its own members, and only when it is registered', async () => {
      const id = await newTournament('checking', { format: '5vs5' });
      const registered = await newTeam(5);
      const other = await newTeam(5);
      await insertRegistration(id, registered.owner.id, { teamId: registered.id });
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/${registered.id}`, other.owner.token),
        403,
        'Only registered players can check in',
        RefusalReason.notRegistered,
      );
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/${other.id}`, other.owner.token),
        403,
        'Only registered players can check in',
        RefusalReason.notRegistered,
      );
      await expectError(
        await post(`/v1/tournaments/${id}/check-in/solo`, registered.owner.token),
        403,
        'Only registered players can check in',
        RefusalReason.notRegistered,
      );
      assert.equal((await stateOf(id, registered.owner.token)).registration?.registrationStatus, 'pending');
    });
  });

  describe('DELETE /v1/tournaments/{id}/unregister', () => {
    const unregister = (id: string, token?: string) =>
      t.request({ method: 'DELETE', url: `/v1/tournaments/${id}/unregister`, token });

    test('the solo registrant unregisters before the start, and the list count drops', async () => {
      const id = await newTournament('registration');
      const player = await newPlayer();
      assert.equal((await post(`/v1/tournaments/${id}/register/solo`, player.token)).statusCode, 201);
      assert.equal(await participants(id), 1);
      const response = await unregister(id, player.token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { message: 'Successfully unregistered from tournament' });
      assert.equal((await stateOf(id, player.token)).isRegistered, false);
      assert.equal(await participants(id), 0);
      // …and may register again while registration is open.
      assert.equal((await post(`/v1/tournaments/${id}/register/solo`, player.token)).statusCode, 201);
    });

    test('a checked-in registrant may still withdraw during check-in', async () => {
      const id = await newTournament('checking');
      const player = await newPlayer();
      await insertRegistration(id, player.id, { status: 'checked-in' });
      assert.equal((await unregister(id, player.token)).statusCode, 200);
    });

    test('a team is unregistered by its owner or an admin, never by a plain member', async () => {
      const id = await newTournament('registration', { format: '5vs5' });
      const team = await newTeam(5);
      await insertRegistration(id, team.owner.id, { teamId: team.id });
      await expectError(
        await unregister(id, team.members[0].token),
        403,
        'Only team owners and admins can unregister teams from tournaments',
        RefusalReason.notTeamManager,
      );
      assert.equal((await stateOf(id, team.owner.token)).isRegistered, true);
      assert.equal((await unregister(id, team.admin!.token)).statusCode, 200);
      for (const member of team.all) assert.equal((await stateOf(id, member.token)).isRegistered, false);
    });

    test('not once the tournament has started', async () => {
      const id = await newTournament('started');
      const player = await newPlayer();
      await insertRegistration(id, player.id, { status: 'checked-in' });
      await expectError(
        await unregister(id, player.token),
        409,
        'The tournament has already started',
        RefusalReason.tournamentStarted,
      );
      assert.equal((await stateOf(id, player.token)).isRegistered, true);
    });

    test('a player who is not registered gets a 404; without a token, a 401', async () => {
      const id = await newTournament('registration');
      const player = await newPlayer();
      await expectError(
        await unregister(id, player.token),
        404,
        'You are not registered for this tournament',
        RefusalReason.notRegistered,
      );
      assert.equal((await unregister(id)).statusCode, 401);
    });

    test('a player acts only on their own registration', async () => {
      const id = await newTournament('registration');
      const [first, second] = [await newPlayer(), await newPlayer()];
      await insertRegistration(id, first.id);
      await expectError(await unregister(id, second.token), 404);
      assert.equal((await stateOf(id, first.token)).isRegistered, true);
    });
  });

  describe('admin switches', () => {
    const setOpen = (id: string, open: unknown, token?: string) =>
      t.request({
        method: 'PATCH',
        url: `/v1/admin/tournaments/${id}/registration`,
        token,
        payload: { open },
      });
    const review = (id: string, registrationId: string, status: unknown, token?: string) =>
      t.request({
        method: 'PATCH',
        url: `/v1/admin/tournaments/${id}/registrations/${registrationId}`,
        token,
        // A rejection carries the reason the player reads (issue 16).
        payload: status === 'rejected' ? { status, reason: 'Not eligible' } : { status },
      });

    test('a platform admin closes and reopens registration; the list shows it at once', async () => {
      const id = await newTournament('registration');
      const admin = await t.tokenFor('admin');
      const player = await newPlayer();
      const listed = async () =>
        (await t.request({ method: 'GET', url: `/v1/tournaments/${id}` })).json().data.registration_open;
      await participants(id); // warms the list cache
      const closed = await setOpen(id, false, admin);
      assert.equal(closed.statusCode, 200, closed.body);
      assert.deepEqual(closed.json(), { data: { id, registration_open: false } });
      assert.equal(await listed(), false);
      const list = await t.request({ method: 'GET', url: '/v1/tournaments?limit=100' });
      assert.equal(list.json().data.find((item: { id: string }) => item.id === id).registration_open, false);
      await expectError(
        await post(`/v1/tournaments/${id}/register/solo`, player.token),
        409,
        'Registration is closed by admin',
        RefusalReason.closedByAdmin,
      );
      assert.equal((await setOpen(id, true, admin)).statusCode, 200);
      assert.equal((await post(`/v1/tournaments/${id}/register/solo`, player.token)).statusCode, 201);
    });

    test('players may not switch registration; the body is checked', async () => {
      const id = await newTournament('registration');
      await expectError(
        await setOpen(id, false, await t.tokenFor('falcon')),
        403,
        'Only staff (admin, organizer) can do this',
      );
      assert.equal((await setOpen(id, false)).statusCode, 401);
      await expectError(await setOpen(id, 'no', await t.tokenFor('admin')), 400);
      assert.equal(
        (await t.request({ method: 'GET', url: `/v1/tournaments/${id}` })).json().data.registration_open,
        true,
      );
    });

    test('a platform admin approves or rejects a registration; a checked-in one is past review', async () => {
      const id = await newTournament('registration');
      const admin = await t.tokenFor('admin');
      const player = await newPlayer();
      const registrationId = await insertRegistration(id, player.id);
      const approved = await review(id, registrationId, 'approved', admin);
      assert.equal(approved.statusCode, 200, approved.body);
      assert.deepEqual(approved.json(), { data: { id: registrationId, registrationStatus: 'approved' } });
      assert.equal((await stateOf(id, player.token)).registration?.registrationStatus, 'approved');
      assert.equal((await review(id, registrationId, 'rejected', admin)).statusCode, 200);
      assert.equal((await stateOf(id, player.token)).registration?.registrationStatus, 'rejected');

      const checkedIn = await insertRegistration(id, (await newPlayer()).id, { status: 'checked-in' });
      await expectError(
        await review(id, checkedIn, 'rejected', admin),
        409,
        'This registration has already checked in',
      );
      await expectError(await review(id, registrationId, 'checked-in', admin), 400);
      await expectError(await review(id, registrationId, 'approved', player.token), 403);
      const elsewhere = await newTournament('registration');
      await expectError(
        await review(elsewhere, registrationId, 'approved', admin),
        404,
        'Registration not found',
      );
    });
  });

  describe('permission before phase (a player with no say learns nothing of the phase)', () => {
    const phases: TournamentPhase[] = ['preRegistration', 'postRegistration', 'checking', 'started'];
    const unregister = (id: string, token?: string) =>
      t.request({ method: 'DELETE', url: `/v1/tournaments/${id}/unregister`, token });

    test('registering a team: a plain member or an outsider gets 403 in every phase, not the phase', async () => {
      const team = await newTeam(5);
      const outsider = await newPlayer();
      for (const phase of phases) {
        const id = await newTournament(phase, { format: '5vs5' });
        for (const token of [team.members[0].token, outsider.token]) {
          await expectError(
            await post(`/v1/tournaments/${id}/register/${team.id}`, token),
            403,
            'Only team owners and admins can register teams in tournaments',
            RefusalReason.notTeamManager,
          );
        }
      }
      const closed = await newTournament('registration', { format: '5vs5', open: false });
      await expectError(
        await post(`/v1/tournaments/${closed}/register/${team.id}`, outsider.token),
        403,
        'Only team owners and admins can register teams in tournaments',
        RefusalReason.notTeamManager,
      );
    });

    test('checking in: a player who is not registered gets 403 in every phase, not the phase', async () => {
      const team = await newTeam(5);
      const outsider = await newPlayer();
      for (const phase of ['registration', 'postRegistration', 'started'] as TournamentPhase[]) {
        const solo = await newTournament(phase);
        await expectError(
          await post(`/v1/tournaments/${solo}/check-in/solo`, outsider.token),
          403,
          'Only registered players can check in',
          RefusalReason.notRegistered,
        );
        const teams = await newTournament(phase, { format: '5vs5' });
        await insertRegistration(teams, team.owner.id, { teamId: team.id });
        await expectError(
          await post(`/v1/tournaments/${teams}/check-in/${team.id}`, outsider.token),
          403,
          'Only registered players can check in',
          RefusalReason.notRegistered,
        );
      }
    });

    test('unregistering a team: a plain member gets 403 once the tournament has started, not the phase', async () => {
      const id = await newTournament('started', { format: '5vs5' });
      const team = await newTeam(5);
      await insertRegistration(id, team.owner.id, { teamId: team.id, status: 'checked-in' });
      await expectError(
        await unregister(id, team.members[0].token),
        403,
        'Only team owners and admins can unregister teams from tournaments',
        RefusalReason.notTeamManager,
      );
    });
  });
});
