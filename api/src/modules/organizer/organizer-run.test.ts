import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bracketStart,
  closedTournament,
  disqualification,
  organizerMatch,
  tournamentSeeding,
  type CreateTournamentBody,
  type OrganizerMatch,
  type TournamentSeeding,
  type TournamentStructure,
} from '@arena/contract';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { organizerCalls, type Response } from '../../testing/organizer-calls.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('organizer console: seeding, starting and running brackets, ending ladders', () => {
  let t: TestApp;
  /** The app's clock: tests move it forward only. */
  let now: Date;
  let posters: { en: string; ar: string };
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  const { call, refusal, ok, matchesOf, act, uploadPosters } = organizerCalls(() => t);
  const reasonOf = (response: Response, status = 409) => refusal(response, status).details?.reason;
  const fieldsOf = (response: Response) =>
    Object.keys((refusal(response, 400).details as { fields: Record<string, string> }).fields);

  const entrantsOf = async (id: string, key = 'organizer') =>
    ok<TournamentSeeding>(await call('GET', `/v1/admin/tournaments/${id}/entrants`, key), tournamentSeeding);
  const seed = (id: string, body: object, key = 'organizer') =>
    call('PUT', `/v1/admin/tournaments/${id}/seeding`, key, body);
  const start = (id: string, key = 'organizer') => call('POST', `/v1/admin/tournaments/${id}/start`, key);
  const auditOf = (recordId: string) =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'action', 'record_type', 'before', 'after'])
      .where('record_id', '=', recordId)
      .orderBy('seq')
      .execute();
  const notesOf = (key: string, title: string) =>
    t.db
      .selectFrom('notifications')
      .select(['message', 'message_ar', 'link'])
      .where('user_id', '=', seedPlayer(key).id)
      .where('title', '=', title)
      .execute();

  interface Cup {
    id: string;
    /** Registration id by player key. */
    registrations: Map<string, string>;
    startsAt: Date;
  }

  /**
   * A published 1vs1 cup made through the console whose players register now and, an hour and a half later, check
   * in (those of `checkIn`, all by default); the clock is left in its check-in phase.
   */
  async function cup(
    players: string[],
    options: {
      structure?: TournamentStructure;
      checkIn?: string[];
      prizes?: CreateTournamentBody['prize_pool'];
    } = {},
  ): Promise<Cup> {
    const body: CreateTournamentBody = {
      name: { en: 'Run Cup', ar: 'كأس التشغيل' },
      description: { en: 'Run from the console.', ar: 'تدار من لوحة التحكم.' },
      poster: posters,
      region: 'me1',
      format: '1vs1',
      structure: options.structure ?? { kind: 'single_elimination', thirdPlaceMatch: true },
      skill_level: ['Iron', 'Gold', 'Challenger'],
      approval_required: false,
      registration_start_time: at(-1),
      registration_closed_time: at(1),
      checking_time: at(1),
      starting_time: at(2),
      ends_at: at(30),
      prize_pool: options.prizes ?? { currency: 'USD', places: [] },
      rules: [{ en: 'Best of one.', ar: 'جولة واحدة.' }],
    };
    const created = await call('POST', '/v1/admin/tournaments', 'organizer', body);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    const startsAt = new Date(body.starting_time);
    for (const key of players) {
      const registered = await call('POST', `/v1/tournaments/${id}/register/solo`, key);
      assert.equal(registered.statusCode, 201, `${key}: ${registered.body}`);
      // A second apart: registration order is the players' order.
      now = new Date(now.getTime() + 1000);
    }
    now = new Date(startsAt.getTime() - 30 * MINUTE);
    for (const key of options.checkIn ?? players) {
      const checkedIn = await call('POST', `/v1/tournaments/${id}/check-in/solo`, key);
      assert.ok(checkedIn.statusCode < 300, `${key}: ${checkedIn.body}`);
    }
    const rows = await t.db
      .selectFrom('registrations')
      .select(['id', 'user_id'])
      .where('tournament_id', '=', id)
      .execute();
    const registrations = new Map(
      players.map((key) => [key, rows.find((row) => row.user_id === seedPlayer(key).id)!.id]),
    );
    return { id, registrations, startsAt };
  }

  /** Check-in closes: the clock moves just past the cup's start. */
  const closeCheckIn = (tournament: Cup) => {
    now = new Date(tournament.startsAt.getTime() + MINUTE);
  };

  /** Starts a cup whose check-in has closed; answers its matches. */
  async function started(tournament: Cup): Promise<OrganizerMatch[]> {
    closeCheckIn(tournament);
    ok(await start(tournament.id), bracketStart);
    return matchesOf(tournament.id);
  }

  const playable = (match: OrganizerMatch) =>
    match.status === 'ready' && Boolean(match.opponent1?.registrationId && match.opponent2?.registrationId);

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    t = await createTestApp({ now: seededAt, clock: () => now });
    posters = await uploadPosters();
  });
  after(() => t.close());

  test('a player, a support member and an editor are refused every call; nothing changes', async () => {
    const tournament = await cup(['community-saqr', 'community-najm']);
    const matches = await started(tournament);
    const registration = tournament.registrations.get('community-saqr')!;
    for (const key of ['falcon', 'support', 'editor']) {
      const refused = [
        await call('GET', `/v1/admin/tournaments/${tournament.id}/entrants`, key),
        await seed(tournament.id, { method: 'random' }, key),
        await start(tournament.id, key),
        await call('GET', `/v1/admin/tournaments/${tournament.id}/matches`, key),
        await act(matches[0]!.id, { action: 'reset', note: 'No' }, key),
        await call('POST', `/v1/admin/tournaments/${tournament.id}/disqualify/${registration}`, key, {
          note: 'No',
        }),
        await call('POST', `/v1/admin/tournaments/${tournament.id}/complete`, key),
        await call('POST', `/v1/admin/tournaments/${tournament.id}/end`, key),
      ];
      for (const response of refused)
        assert.equal(refusal(response, 403).code, 4003, `${key}: ${response.body}`);
    }
    const row = await t.db
      .selectFrom('registrations')
      .select('disqualified_at')
      .where('id', '=', registration)
      .executeTakeFirstOrThrow();
    assert.equal(row.disqualified_at, null);
    // The admin is always admitted.
    assert.equal(
      (await call('GET', `/v1/admin/tournaments/${tournament.id}/matches`, 'admin')).statusCode,
      200,
    );
  });

  test('entrants after check-in closes, seeded by points, at random and by hand (audited)', async () => {
    const players = ['layla', 'omar', 'sara', 'youssef', 'falcon'];
    const tournament = await cup(players, { checkIn: ['layla', 'omar', 'sara', 'youssef'] });
    const early = await call('GET', `/v1/admin/tournaments/${tournament.id}/entrants`, 'organizer');
    assert.deepEqual(refusal(early, 409).details, {
      reason: 'checkInNotClosed',
      checkInClosesUtc: tournament.startsAt.toISOString(),
    });
    assert.equal(reasonOf(await seed(tournament.id, { method: 'points' })), 'checkInNotClosed');
    assert.equal(reasonOf(await start(tournament.id)), 'checkInNotClosed');

    closeCheckIn(tournament);
    const listed = await entrantsOf(tournament.id);
    assert.equal(listed.method, 'registration');
    assert.equal(listed.bracketStarted, false);
    assert.equal(listed.notCheckedIn, 1);
    const id = (key: string) => tournament.registrations.get(key)!;
    assert.deepEqual(
      listed.entrants.map((entrant) => entrant.registrationId),
      ['layla', 'omar', 'sara', 'youssef'].map(id),
      'the checked-in, in registration order',
    );
    assert.deepEqual(
      listed.entrants.map((entrant) => entrant.seed),
      [1, 2, 3, 4],
    );
    // Ladder points: the player's on the latest started ladder of the region they play on.
    const season = await t.db
      .selectFrom('matchmaking_players')
      .select(['user_id', 'points'])
      .where('tournament_id', '=', seedId('tournament', 'arena-matchmaking-season'))
      .where('user_id', 'in', [seedPlayer('omar').id, seedPlayer('sara').id])
      .execute();
    for (const row of season) {
      assert.equal(listed.entrants.find((entrant) => entrant.player.id === row.user_id)?.points, row.points);
    }

    const byPoints = await seed(tournament.id, { method: 'points' });
    const pointsOrder = ok<TournamentSeeding>(byPoints, tournamentSeeding);
    assert.equal(pointsOrder.method, 'points');
    const points = pointsOrder.entrants.map((entrant) => entrant.points ?? -1);
    assert.deepEqual(
      points,
      [...points].sort((a, b) => b - a),
      'the most points first, none last',
    );

    const random = ok<TournamentSeeding>(await seed(tournament.id, { method: 'random' }), tournamentSeeding);
    assert.equal(random.method, 'random');
    assert.deepEqual(
      random.entrants.map((entrant) => entrant.registrationId).sort(),
      listed.entrants.map((entrant) => entrant.registrationId).sort(),
    );

    const cases: [object, string][] = [
      [{ method: 'manual' }, 'order'],
      [{ method: 'points', order: [id('omar')] }, 'order'],
      [{ method: 'manual', order: ['youssef', 'sara', 'omar'].map(id) }, 'order'],
      [{ method: 'manual', order: ['youssef', 'sara', 'omar', 'layla', 'layla'].map(id) }, 'order'],
      [{ method: 'manual', order: ['youssef', 'sara', 'omar', 'falcon'].map(id) }, 'order'],
      [{ method: 'manual', order: ['youssef', 'sara', 'omar', 'layla', 'falcon'].map(id) }, 'order'],
      [{ method: 'alphabetical' }, 'method'],
    ];
    for (const [body, field] of cases) {
      assert.deepEqual(fieldsOf(await seed(tournament.id, body)), [field], JSON.stringify(body));
    }
    const manualOrder = ['youssef', 'layla', 'sara', 'omar'].map(id);
    const manual = ok<TournamentSeeding>(
      await seed(tournament.id, { method: 'manual', order: manualOrder }),
      tournamentSeeding,
    );
    assert.deepEqual(
      manual.entrants.map((entrant) => entrant.registrationId),
      manualOrder,
    );
    assert.deepEqual(
      (await entrantsOf(tournament.id)).entrants.map((entrant) => entrant.registrationId),
      manualOrder,
    );

    const audit = (await auditOf(tournament.id)).filter((row) => row.action === 'tournament.seed');
    assert.equal(audit.length, 3);
    assert.ok(
      audit.every((row) => row.staff_id === seedPlayer('organizer').id && row.record_type === 'tournaments'),
    );
    assert.deepEqual(audit[0]!.before, {
      method: 'registration',
      order: ['layla', 'omar', 'sara', 'youssef'].map(id),
    });
    assert.deepEqual(audit[2]!.after, { method: 'manual', order: manualOrder });
  });

  test('start: drawn from the seeding, the absent dropped and told, once — a second or concurrent start is 409', async () => {
    const players = [
      'community-shaheen',
      'community-reem',
      'community-zaid',
      'community-hamza',
      'community-mariam',
    ];
    const tournament = await cup(players, { checkIn: players.slice(0, 4) });
    closeCheckIn(tournament);
    const order = ['community-zaid', 'community-shaheen', 'community-hamza', 'community-reem'].map((key) =>
      tournament.registrations.get(key)!,
    );
    assert.equal((await seed(tournament.id, { method: 'manual', order })).statusCode, 200);

    const [first, second] = await Promise.all([start(tournament.id), start(tournament.id, 'admin')]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    assert.equal(reasonOf(loser), 'bracketStarted');
    const answer = ok(winner, bracketStart);
    assert.equal(answer.entrants, 4);
    assert.equal(answer.bracket.type, 'single_elimination');
    assert.deepEqual(answer.dropped, [
      {
        registrationId: tournament.registrations.get('community-mariam')!,
        name: seedPlayer('community-mariam').gameName,
      },
    ]);

    const participants = await t.db
      .selectFrom('bracket_participants')
      .select('registration_id')
      .where('tournament_id', '=', tournament.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      participants.map((row) => row.registration_id),
      order,
      'seeded by hand',
    );
    const dropped = await t.db
      .selectFrom('registrations')
      .select('id')
      .where('id', '=', tournament.registrations.get('community-mariam')!)
      .execute();
    assert.deepEqual(dropped, [], 'the absent registration is withdrawn');
    const [note] = await notesOf('community-mariam', 'Registration withdrawn');
    assert.match(note!.message, /did not check in/);
    assert.match(note!.message_ar ?? '', /[\u0600-\u06FF]/);
    assert.deepEqual(await notesOf('community-zaid', 'Registration withdrawn'), []);

    // Third-place match (structure) with four: two semi-finals, the final and the match for third place.
    assert.equal((await matchesOf(tournament.id)).length, 4);
    const seeding = await entrantsOf(tournament.id);
    assert.equal(seeding.bracketStarted, true);
    assert.deepEqual(
      seeding.entrants.map((entrant) => entrant.registrationId),
      order,
    );
    assert.equal(reasonOf(await seed(tournament.id, { method: 'random' })), 'bracketStarted');
    assert.equal(reasonOf(await start(tournament.id)), 'bracketStarted');

    const audit = (await auditOf(tournament.id)).filter((row) => row.action === 'tournament.start');
    assert.equal(audit.length, 1);
    assert.deepEqual((audit[0]!.after as { dropped: string[] }).dropped, [
      tournament.registrations.get('community-mariam')!,
    ]);
  });

  test('a 5vs5 cup: teams are entrants with their members’ mean ladder points; an absent team’s members are told', async () => {
    const created = await call('POST', '/v1/admin/tournaments', 'organizer', {
      name: { en: 'Team Run Cup', ar: 'كأس الفرق' },
      description: { en: 'Teams.', ar: 'فرق.' },
      poster: posters,
      region: 'me1',
      format: '5vs5',
      structure: { kind: 'single_elimination', thirdPlaceMatch: false },
      skill_level: ['Iron', 'Challenger'],
      approval_required: false,
      registration_start_time: at(-1),
      registration_closed_time: at(1),
      checking_time: at(1),
      starting_time: at(2),
      ends_at: at(30),
      rules: [{ en: 'Best of one.', ar: 'جولة واحدة.' }],
    } satisfies CreateTournamentBody);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    const startsAt = new Date(now.getTime() + 2 * HOUR);
    const teams = ['desert-falcons', 'nile-pharaohs', 'gulf-sharks'].map(seedTeam);
    for (const team of teams) {
      const registered = await call(
        'POST',
        `/v1/tournaments/${id}/register/${team.id}`,
        team.members[0]!.player.key,
      );
      assert.equal(registered.statusCode, 201, `${team.key}: ${registered.body}`);
      now = new Date(now.getTime() + 1000);
    }
    now = new Date(startsAt.getTime() - 30 * MINUTE);
    // Any member checks the team in; the sharks do not.
    for (const team of teams.slice(0, 2)) {
      const checkedIn = await call(
        'POST',
        `/v1/tournaments/${id}/check-in/${team.id}`,
        team.members[2]!.player.key,
      );
      assert.ok(checkedIn.statusCode < 300, checkedIn.body);
    }
    now = new Date(startsAt.getTime() + MINUTE);

    const listed = await entrantsOf(id);
    assert.deepEqual(
      listed.entrants.map((entrant) => [entrant.name, entrant.team?.id]),
      teams.slice(0, 2).map((team) => [team.name, team.id]),
    );
    const falcons = listed.entrants[0]!;
    assert.equal(falcons.player.id, seedPlayer('falcon').id, 'the owner registered it');
    // Omar, Sara and Youssef play the running season; Falcon played Riyadh Rumble before it; Layla no ladder.
    const pointsOf = async (key: string, ladder: string) =>
      (
        await t.db
          .selectFrom('matchmaking_players')
          .select('points')
          .where('tournament_id', '=', seedId('tournament', ladder))
          .where('user_id', '=', seedPlayer(key).id)
          .executeTakeFirst()
      )?.points;
    const members = await Promise.all([
      pointsOf('falcon', 'riyadh-rumble'),
      ...['omar', 'sara', 'youssef'].map((key) => pointsOf(key, 'arena-matchmaking-season')),
      pointsOf('layla', 'arena-matchmaking-season'),
    ]);
    const known = members.filter((points): points is number => points !== undefined);
    assert.ok(known.length >= 3, JSON.stringify(members));
    assert.equal(falcons.points, Math.round(known.reduce((sum, points) => sum + points, 0) / known.length));

    const answer = ok(await start(id), bracketStart);
    assert.equal(answer.entrants, 2);
    assert.deepEqual(
      answer.dropped.map((entry) => entry.name),
      ['Gulf Sharks'],
    );
    for (const member of teams[2]!.members) {
      const notes = await notesOf(member.player.key, 'Registration withdrawn');
      assert.equal(notes.filter((note) => note.link === `/tournaments/${id}`).length, 1, member.player.key);
    }
    const [final] = await matchesOf(id);
    assert.ok(playable(final!), 'two teams: straight to the final');
  });

  test('start: refused for fewer than two entrants, a ladder, a draft; the structure’s settings are honoured', async () => {
    const lonely = await cup(['community-khalid', 'community-dana'], { checkIn: ['community-khalid'] });
    closeCheckIn(lonely);
    assert.deepEqual(refusal(await start(lonely.id), 409).details, {
      reason: 'notEnoughEntrants',
      entrants: 1,
    });

    const noThird = await cup(['community-tariq', 'community-yara', 'community-faris', 'community-lina'], {
      structure: { kind: 'single_elimination', thirdPlaceMatch: false },
    });
    assert.equal((await started(noThird)).length, 3, 'semi-finals and the final, no match for third place');

    const reset = await cup(['community-rami', 'community-hala', 'community-karim', 'community-mirage'], {
      structure: { kind: 'double_elimination', grandFinalReset: true },
    });
    await started(reset);
    const stage = await t.db
      .selectFrom('bracket_stages')
      .select('settings')
      .where('tournament_id', '=', reset.id)
      .executeTakeFirstOrThrow();
    assert.equal((stage.settings as { grandFinal?: string }).grandFinal, 'double');

    const groups = await cup(
      [
        'community-sandstorm',
        'community-oasis',
        'community-scorpion',
        'community-dune',
        'community-layali',
        'community-atlas',
      ],
      { structure: { kind: 'groups_playoffs', groups: 2, playoffSize: 4 } },
    );
    const groupMatches = await started(groups);
    assert.deepEqual(
      [...new Set(groupMatches.filter((match) => match.stage === 'main').map((m) => m.group))],
      [1, 2],
    );
    const playoff = await t.db
      .selectFrom('tournament_brackets')
      .select(['format', 'next_size'])
      .where('tournament_id', '=', groups.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(playoff, { format: 'round_robin', next_size: 4 });

    const ladder = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'arena-matchmaking-season')
      .executeTakeFirstOrThrow();
    assert.equal(reasonOf(await start(ladder.id)), 'notABracket');
    assert.equal(
      reasonOf(await call('GET', `/v1/admin/tournaments/${ladder.id}/entrants`, 'organizer')),
      'notABracket',
    );
  });

  test('matches: rescheduled, decided, forfeited, reset while nothing after them was played; then completed with prizes', async () => {
    const players = ['community-qamar', 'nour', 'lukas', 'emma'];
    const tournament = await cup(players, {
      prizes: {
        currency: 'USD',
        places: [
          { place: 1, amount: 1000, rewardCodes: [{ type: 'hextech_chest', count: 1 }] },
          { place: 2, amount: 400 },
        ],
      },
    });
    closeCheckIn(tournament);
    const registrationOf = (key: string) => tournament.registrations.get(key)!;
    assert.equal(
      (await seed(tournament.id, { method: 'manual', order: players.map(registrationOf) })).statusCode,
      200,
    );
    const matches = await started(tournament);
    const semis = matches.filter(playable);
    assert.equal(semis.length, 2);
    const [semi1, semi2] = semis as [OrganizerMatch, OrganizerMatch];
    const sideKeys = (match: OrganizerMatch) =>
      [match.opponent1!.registrationId, match.opponent2!.registrationId].map((registrationId) =>
        players.find((key) => registrationOf(key) === registrationId)!,
      );

    // A new time: its players are told.
    const time = at(3);
    const scheduled = ok<OrganizerMatch>(
      await act(semi1.id, { action: 'schedule', at: time }),
      organizerMatch,
    );
    assert.equal(scheduled.scheduledTime, time);
    for (const key of sideKeys(semi1)) assert.equal((await notesOf(key, 'Match rescheduled')).length, 1, key);

    // Refusals: a winner who does not play it, a missing note, a match not playable yet.
    const [a1, b1] = sideKeys(semi1) as [string, string];
    const [a2, b2] = sideKeys(semi2) as [string, string];
    assert.deepEqual(
      fieldsOf(await act(semi1.id, { action: 'result', winner: registrationOf(a2), note: 'x' })),
      ['winner'],
    );
    assert.deepEqual(fieldsOf(await act(semi1.id, { action: 'result', winner: registrationOf(a1) })), [
      'note',
    ]);
    assert.deepEqual(
      fieldsOf(
        await act(semi1.id, {
          action: 'result',
          winner: registrationOf(a1),
          note: 'x',
          scores: { winner: 0, loser: 1 },
        }),
      ),
      ['scores.winner'],
    );
    assert.deepEqual(fieldsOf(await act(semi1.id, { action: 'forfeit', loser: 'nobody', note: 'x' })), [
      'loser',
    ]);
    assert.deepEqual(fieldsOf(await act(semi1.id, { action: 'teleport' })), ['action']);
    const final = matches.find((match) => match.stage === 'main' && match.round === 2 && match.group === 1)!;
    assert.equal(
      reasonOf(await act(final.id, { action: 'result', winner: registrationOf(a1), note: 'x' })),
      'matchNotPlayable',
    );
    assert.equal(reasonOf(await act(semi1.id, { action: 'reset', note: 'x' })), 'matchNotDecided');
    assert.equal(refusal(await act(999_999, { action: 'reset', note: 'x' }), 404).code, 4004);

    // A result with a note: the bracket advances, both sides are told.
    const decided = ok<OrganizerMatch>(
      await act(semi1.id, {
        action: 'result',
        winner: registrationOf(a1),
        scores: { winner: 1, loser: 0 },
        note: 'Replay reviewed',
      }),
      organizerMatch,
    );
    assert.equal(decided.status, 'completed');
    const winnerSide =
      decided.opponent1!.registrationId === registrationOf(a1) ? decided.opponent1! : decided.opponent2!;
    assert.deepEqual([winnerSide.result, winnerSide.score], ['win', 1]);
    assert.equal(
      reasonOf(await act(semi1.id, { action: 'result', winner: registrationOf(a1), note: 'x' })),
      'matchDecided',
    );
    const [won] = await notesOf(a1, 'Match result recorded');
    assert.match(won!.message, /you won\. Note: Replay reviewed$/);
    const [lost] = await notesOf(b1, 'Match result recorded');
    assert.match(lost!.message, /you lost/);
    let finalNow = (await matchesOf(tournament.id)).find((match) => match.id === final.id)!;
    assert.ok(
      [finalNow.opponent1?.registrationId, finalNow.opponent2?.registrationId].includes(registrationOf(a1)),
    );

    // Nothing after it was played: it can be reset, and the winner leaves the final.
    const reset = ok<OrganizerMatch>(
      await act(semi1.id, { action: 'reset', note: 'Wrong winner' }),
      organizerMatch,
    );
    assert.equal(reset.status, 'ready');
    assert.equal(reset.opponent1!.result, null);
    finalNow = (await matchesOf(tournament.id)).find((match) => match.id === final.id)!;
    assert.ok(
      ![finalNow.opponent1?.registrationId, finalNow.opponent2?.registrationId].includes(registrationOf(a1)),
    );
    assert.equal((await notesOf(b1, 'Match result reset')).length, 1);

    // b1 wins after all; a2 forfeits the other semi-final.
    assert.equal(
      (await act(semi1.id, { action: 'result', winner: registrationOf(b1), note: 'Corrected' })).statusCode,
      200,
    );
    const forfeited = ok<OrganizerMatch>(
      await act(semi2.id, { action: 'forfeit', loser: registrationOf(a2), note: 'No show' }),
      organizerMatch,
    );
    const forfeitSide =
      forfeited.opponent1!.registrationId === registrationOf(a2)
        ? forfeited.opponent1!
        : forfeited.opponent2!;
    assert.equal(forfeitSide.forfeit, true);
    const [byForfeit] = await notesOf(b2, 'Match result recorded');
    assert.match(byForfeit!.message, /forfeited: you win/);

    // The final is played: the semi-finals can no longer be reset; the match for third place remains.
    const ready = (await matchesOf(tournament.id)).filter(playable);
    const finalMatch = ready.find((match) => match.id === final.id)!;
    assert.equal(
      (await act(finalMatch.id, { action: 'result', winner: registrationOf(b1), note: 'Champion' }))
        .statusCode,
      200,
    );
    assert.equal(reasonOf(await act(semi1.id, { action: 'reset', note: 'Too late' })), 'laterMatchPlayed');
    assert.deepEqual(
      refusal(await call('POST', `/v1/admin/tournaments/${tournament.id}/complete`, 'organizer'), 409)
        .details,
      { reason: 'bracketNotFinished', matches: 1 },
    );
    const third = (await matchesOf(tournament.id)).find(playable)!;
    assert.equal(
      (await act(third.id, { action: 'result', winner: third.opponent1!.registrationId, note: 'Bronze' }))
        .statusCode,
      200,
    );

    const completed = ok(
      await call('POST', `/v1/admin/tournaments/${tournament.id}/complete`, 'organizer'),
      closedTournament,
    );
    assert.equal(completed.prizesPaid, true);
    assert.equal(completed.tournament.status, 'completed');
    assert.equal(completed.tournament.ends_at, now.toISOString());
    assert.equal(
      reasonOf(await call('POST', `/v1/admin/tournaments/${tournament.id}/complete`, 'organizer')),
      'tournamentCompleted',
    );

    // The prizes are in the winners' transactions, the champion's reward code with their codes.
    const history = async (key: string) =>
      (
        (await call('GET', '/v1/payment/history', key)).json() as {
          data: { tournamentId: string | null; amount: number; position: number | null }[];
        }
      ).data.filter((item) => item.tournamentId === tournament.id);
    assert.deepEqual(
      (await history(b1)).map((item) => [item.position, item.amount]),
      [[1, 1000]],
    );
    assert.deepEqual(
      (await history(a2)).map((item) => [item.position, item.amount]),
      [],
    );
    assert.deepEqual(
      (await history(b2)).map((item) => [item.position, item.amount]),
      [[2, 400]],
    );
    const codes = (await call('GET', '/v1/reward-code/me/redeemed', b1)).json() as {
      data: { type: string; tournamentId: string | null }[];
    };
    assert.deepEqual(
      codes.data.filter((code) => code.tournamentId === tournament.id).map((code) => code.type),
      ['hextech_chest'],
    );

    const actions = (await auditOf(String(semi1.id))).map((row) => row.action);
    assert.deepEqual(actions, ['match.schedule', 'match.result', 'match.reset', 'match.result']);
    assert.deepEqual(
      (await auditOf(String(semi2.id))).map((row) => row.action),
      ['match.forfeit'],
    );
    const resetRow = (await auditOf(String(semi1.id)))[2]!;
    assert.equal((resetRow.before as { status: string }).status, 'completed');
    assert.deepEqual(
      [
        (resetRow.after as { status: string; note: string }).status,
        (resetRow.after as { note: string }).note,
      ],
      ['ready', 'Wrong winner'],
    );
    assert.ok((await auditOf(tournament.id)).some((row) => row.action === 'tournament.complete'));
  });

  test('disqualify: the entrant’s matches are forfeited, it is marked and told, once', async () => {
    const players = ['community-saqr', 'community-najm', 'community-shaheen', 'community-reem'];
    const tournament = await cup(players);
    closeCheckIn(tournament);
    const registrationOf = (key: string) => tournament.registrations.get(key)!;
    await seed(tournament.id, { method: 'manual', order: players.map(registrationOf) });
    const matches = await started(tournament);
    const target = 'community-najm';
    const mine = matches.find(
      (match) =>
        playable(match) &&
        [match.opponent1?.registrationId, match.opponent2?.registrationId].includes(registrationOf(target)),
    )!;
    const disqualify = (registrationId: string) =>
      call('POST', `/v1/admin/tournaments/${tournament.id}/disqualify/${registrationId}`, 'organizer', {
        note: 'Account sharing',
      });
    const answer = ok(await disqualify(registrationOf(target)), disqualification);
    assert.deepEqual(answer.forfeitedMatches, [mine.id]);
    const after = (await matchesOf(tournament.id)).find((match) => match.id === mine.id)!;
    assert.equal(after.status, 'completed');
    const side =
      after.opponent1!.registrationId === registrationOf(target) ? after.opponent1! : after.opponent2!;
    assert.deepEqual([side.forfeit, side.disqualified], [true, true]);

    const row = await t.db
      .selectFrom('registrations')
      .select(['status', 'disqualified_at', 'disqualify_note'])
      .where('id', '=', registrationOf(target))
      .executeTakeFirstOrThrow();
    assert.equal(row.status, 'checked-in');
    assert.equal(row.disqualify_note, 'Account sharing');
    const [note] = await notesOf(target, 'Disqualified');
    assert.match(note!.message, /disqualified.*Reason: Account sharing$/);

    assert.equal(reasonOf(await disqualify(registrationOf(target))), 'entrantDisqualified');
    assert.equal(
      reasonOf(await disqualify('00000000-0000-4000-8000-000000000000'), 404),
      'registrationNotFound',
    );
    const audit = await auditOf(registrationOf(target));
    assert.deepEqual(
      audit.map((entry) => entry.action),
      ['registration.disqualify'],
    );
    assert.deepEqual((audit[0]!.after as { forfeited_matches: number[] }).forfeited_matches, [mine.id]);
  });

  test('group stages step back on a reset: a later swiss round is unpaired, a filled playoff emptied', async () => {
    const winnerOf = (match: OrganizerMatch) => match.opponent1!.registrationId!;
    const playAll = async (id: string, stage: 'main' | 'next') => {
      for (;;) {
        const match = (await matchesOf(id)).find(
          (candidate) => candidate.stage === stage && playable(candidate),
        );
        if (!match) return;
        const decided = await act(match.id, { action: 'result', winner: winnerOf(match), note: 'Played' });
        assert.equal(decided.statusCode, 200, decided.body);
      }
    };

    const swiss = await cup(['community-saqr', 'community-najm', 'community-reem', 'community-zaid'], {
      structure: { kind: 'swiss', rounds: 2 },
    });
    const firstRound = (await started(swiss)).filter(playable);
    assert.equal(firstRound.length, 2);
    for (const match of firstRound) {
      assert.equal(
        (await act(match.id, { action: 'result', winner: winnerOf(match), note: 'R1' })).statusCode,
        200,
      );
    }
    assert.equal(
      (await matchesOf(swiss.id)).filter((match) => match.round === 2).length,
      2,
      'round two paired',
    );
    const undone = ok<OrganizerMatch>(
      await act(firstRound[0]!.id, { action: 'reset', note: 'Replay' }),
      organizerMatch,
    );
    assert.equal(undone.status, 'ready');
    assert.equal(
      (await matchesOf(swiss.id)).filter((match) => match.round === 2).length,
      0,
      'round two unpaired',
    );
    assert.equal(
      (await act(firstRound[0]!.id, { action: 'result', winner: winnerOf(firstRound[0]!), note: 'R1' }))
        .statusCode,
      200,
    );
    const secondRound = (await matchesOf(swiss.id)).filter((match) => match.round === 2);
    assert.equal(secondRound.length, 2, 'paired again');
    assert.equal(
      (await act(secondRound[0]!.id, { action: 'result', winner: winnerOf(secondRound[0]!), note: 'R2' }))
        .statusCode,
      200,
    );
    assert.equal(
      reasonOf(await act(firstRound[0]!.id, { action: 'reset', note: 'Late' })),
      'laterMatchPlayed',
    );

    const groups = await cup(
      ['community-shaheen', 'community-hamza', 'community-mariam', 'community-khalid'],
      {
        structure: { kind: 'groups_playoffs', groups: 1, playoffSize: 2 },
      },
    );
    await started(groups);
    await playAll(groups.id, 'main');
    const final = () =>
      matchesOf(groups.id).then((matches) => matches.find((match) => match.stage === 'next')!);
    assert.ok(playable(await final()), 'the playoff is filled');
    const groupGame = (await matchesOf(groups.id)).find((match) => match.stage === 'main')!;
    assert.equal((await act(groupGame.id, { action: 'reset', note: 'Replay' })).statusCode, 200);
    const emptied = await final();
    assert.deepEqual(
      [emptied.opponent1?.registrationId ?? null, emptied.opponent2?.registrationId ?? null],
      [null, null],
    );
    await playAll(groups.id, 'main');
    const refilled = await final();
    assert.ok(playable(refilled), 'filled again');
    assert.equal(
      (await act(refilled.id, { action: 'result', winner: winnerOf(refilled), note: 'Final' })).statusCode,
      200,
    );
    assert.equal(reasonOf(await act(groupGame.id, { action: 'reset', note: 'Late' })), 'tournamentCompleted');
  });

  test('an entrant disqualified before the start is not seeded and not drawn', async () => {
    const players = ['community-hala', 'community-karim', 'community-mirage'];
    const tournament = await cup(players);
    closeCheckIn(tournament);
    const registrationOf = (key: string) => tournament.registrations.get(key)!;
    const out = await call(
      'POST',
      `/v1/admin/tournaments/${tournament.id}/disqualify/${registrationOf('community-karim')}`,
      'organizer',
      { note: 'Wrong region' },
    );
    assert.deepEqual(ok(out, disqualification).forfeitedMatches, []);
    const listed = await entrantsOf(tournament.id);
    assert.deepEqual(
      listed.entrants.map((entrant) => [
        entrant.registrationId,
        entrant.seed,
        Boolean(entrant.disqualifiedAt),
      ]),
      [
        [registrationOf('community-hala'), 1, false],
        [registrationOf('community-mirage'), 2, false],
        [registrationOf('community-karim'), null, true],
      ],
    );
    const withKarim = players.map(registrationOf);
    assert.deepEqual(fieldsOf(await seed(tournament.id, { method: 'manual', order: withKarim })), ['order']);
    const order = [registrationOf('community-mirage'), registrationOf('community-hala')];
    assert.equal((await seed(tournament.id, { method: 'manual', order })).statusCode, 200);
    assert.equal(ok(await start(tournament.id), bracketStart).entrants, 2);
    const [final] = await matchesOf(tournament.id);
    assert.deepEqual([final!.opponent1?.registrationId, final!.opponent2?.registrationId], order);
  });

  test('a ladder ends early once its disputes are settled; its prizes are paid', async () => {
    const created = await call('POST', '/v1/admin/tournaments', 'organizer', {
      name: { en: 'Short Ladder', ar: 'سلم قصير' },
      description: { en: 'Ends early.', ar: 'ينتهي مبكرًا.' },
      poster: posters,
      region: 'me1',
      format: '1vs1',
      structure: { kind: 'ladder' },
      skill_level: ['Iron', 'Challenger'],
      registration_start_time: at(-1),
      starting_time: at(1),
      ends_at: at(100),
      prize_pool: { currency: 'USD', places: [{ place: 1, amount: 300 }] },
      rules: [{ en: 'Play fair.', ar: 'العب بنزاهة.' }],
    } satisfies CreateTournamentBody);
    assert.equal(created.statusCode, 201, created.body);
    const id = (created.json() as { data: { id: string } }).data.id;
    assert.equal((await call('POST', `/v1/admin/tournaments/${id}/publish`, 'organizer')).statusCode, 200);
    for (const key of ['community-dana', 'community-tariq']) {
      const joined = await call('POST', `/v1/matchmaking/tournaments/${id}/register`, key);
      assert.equal(joined.statusCode, 201, joined.body);
    }
    const end = (key = 'organizer') => call('POST', `/v1/admin/tournaments/${id}/end`, key);
    assert.equal(reasonOf(await end()), 'tournamentNotStarted');
    now = new Date(now.getTime() + 2 * HOUR);

    const match = await t.db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: id,
        player1_id: seedPlayer('community-dana').id,
        player2_id: seedPlayer('community-tariq').id,
        player1_points: 1000,
        player2_points: 1000,
        tournament_code: 'MENA-ENDS-0001',
        status: 'disputed',
        created_at: new Date(now.getTime() - 3 * HOUR),
        disputed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual(refusal(await end(), 409).details, { reason: 'disputesOpen', disputes: 1 });

    const resolved = await call('PATCH', `/v1/admin/matchmaking/matches/${match.id}/resolve`, 'organizer', {
      winner_id: seedPlayer('community-dana').id,
      note: 'Screenshot checked',
    });
    assert.equal(resolved.statusCode, 200, resolved.body);
    const ended = ok(await end(), closedTournament);
    assert.equal(ended.prizesPaid, true);
    assert.equal(ended.tournament.ends_at, now.toISOString());
    assert.equal(ended.tournament.status, 'completed');
    assert.equal(reasonOf(await end()), 'tournamentEnded');

    const history = (await call('GET', '/v1/payment/history', 'community-dana')).json() as {
      data: { tournamentId: string | null; amount: number }[];
    };
    assert.deepEqual(
      history.data.filter((item) => item.tournamentId === id).map((item) => item.amount),
      [300],
    );
    const audit = (await auditOf(id)).filter((row) => row.action === 'ladder.end');
    assert.equal(audit.length, 1);
    assert.equal((audit[0]!.after as { ends_at: string }).ends_at, now.toISOString());

    const bracketCup = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'levant-masters')
      .executeTakeFirstOrThrow();
    assert.equal(
      reasonOf(await call('POST', `/v1/admin/tournaments/${bracketCup.id}/end`, 'organizer')),
      'notALadder',
    );
  });
});
