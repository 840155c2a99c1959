import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  organizerTournament,
  staffTournament,
  tournament as publicTournament,
  updateTournamentBody,
  type CreateTournamentBody,
  type OrganizerTournament,
} from '@arena/contract';
import { seedPlayer } from '../../seed/players.js';
import { expectShape } from '../../testing/contract.js';
import { imageBody, PNG_1X1 } from '../../testing/test-images.js';
import { organizerCalls } from '../../testing/organizer-calls.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';
import { createPrizePayouts } from '../payments/prize-payouts.js';

const HOUR = 3_600_000;

describe('organizer console: tournaments created, edited, published and cancelled by staff', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  const { call, refusal, uploadPosters } = organizerCalls(() => t);
  const at = (hours: number) => new Date(t.now.getTime() + hours * HOUR).toISOString();
  let posters: { en: string; ar: string };

  /** A 1vs1 single-elimination cup whose registration is open now, complete enough to publish. */
  const cupBody = (overrides: Partial<CreateTournamentBody> = {}): CreateTournamentBody => ({
    name: { en: 'Console Cup', ar: 'كأس لوحة التحكم' },
    description: { en: 'A cup made in the console.', ar: 'بطولة أنشئت من لوحة التحكم.' },
    poster: posters,
    region: 'me1',
    format: '1vs1',
    structure: { kind: 'single_elimination', thirdPlaceMatch: true },
    skill_level: ['gold', 'Iron', 'Silver'],
    registration_start_time: at(-1),
    registration_closed_time: at(48),
    checking_time: at(48),
    starting_time: at(50),
    ends_at: at(56),
    prize_pool: {
      currency: 'USD',
      places: [
        { place: 2, amount: 500, rewardCodes: [{ type: 'hextech_key', count: 1 }] },
        { place: 1, amount: 1000 },
        { place: 3, amount: 0, item: 'Gaming headset' },
      ],
    },
    rules: [{ en: 'Best of one.', ar: 'جولة واحدة.' }],
    requirements: [{ en: 'A linked game account.', ar: 'حساب لعبة مرتبط.' }],
    faqs: [{ title: { en: 'When?', ar: 'متى؟' }, description: { en: 'Friday.', ar: 'الجمعة.' } }],
    support_live_chat: true,
    ...overrides,
  });

  const create = async (body: object, key = 'organizer'): Promise<OrganizerTournament> => {
    const response = await call('POST', '/v1/admin/tournaments', key, body);
    assert.equal(response.statusCode, 201, response.body);
    return expectShape(organizerTournament, response.json().data);
  };
  const publish = (id: string, key = 'organizer') => call('POST', `/v1/admin/tournaments/${id}/publish`, key);
  const cancel = (id: string, reason = 'The venue is closed', key = 'organizer') =>
    call('POST', `/v1/admin/tournaments/${id}/cancel`, key, { reason });
  const edit = (id: string, patch: object, key = 'organizer') =>
    call('PATCH', `/v1/admin/tournaments/${id}`, key, patch);
  const publicIds = async () => {
    const response = await call('GET', '/v1/tournaments?status=upcoming,check-in,in-progress,completed');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json().data as { id: string }[]).map((item) => item.id);
  };
  const auditOf = (id: string) =>
    t.db
      .selectFrom('staff_audit')
      .select(['staff_id', 'action', 'record_type', 'before', 'after'])
      .where('record_id', '=', id)
      .orderBy('seq')
      .execute();
  const notesOf = (key: string, title: string) =>
    t.db
      .selectFrom('notifications')
      .select(['title', 'message', 'message_ar', 'link'])
      .where('user_id', '=', seedPlayer(key).id)
      .where('title', '=', title)
      .execute();
  const registerSolo = async (id: string, key: string) =>
    call('POST', `/v1/tournaments/${id}/register/solo`, key);
  const fieldsOf = (response: { statusCode: number; body: string; json: () => unknown }) =>
    Object.keys((refusal(response, 400).details as { fields: Record<string, string> }).fields);

  before(async () => {
    t = await createTestApp();
    posters = await uploadPosters();
  });
  after(() => t.close());

  test('a player, a support member and an editor are refused every organizer call', async () => {
    const draft = await create(cupBody());
    for (const key of ['falcon', 'support', 'editor']) {
      const refused = [
        await call('POST', '/v1/admin/tournaments', key, cupBody()),
        await call('GET', `/v1/admin/tournaments/${draft.id}`, key),
        await edit(draft.id, { name: { en: 'Mine', ar: 'لي' } }, key),
        await publish(draft.id, key),
        await cancel(draft.id, 'No', key),
        await t.request({
          method: 'POST',
          url: '/v1/admin/tournaments/posters',
          token: await token(key),
          ...imageBody(PNG_1X1),
        }),
      ];
      for (const response of refused)
        assert.equal(refusal(response, 403).code, 4003, `${key}: ${response.body}`);
    }
    const unchanged = await call('GET', `/v1/admin/tournaments/${draft.id}`, 'admin');
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.equal(unchanged.json().data.lifecycle, 'draft');
    assert.equal(unchanged.json().data.name.en, 'Console Cup');
  });

  test('every field is checked: a missing language, a bad value, each named by its path', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['name without Arabic', { name: { en: 'Cup' } }, 'name.ar'],
      ['description without English', { description: { ar: 'وصف' } }, 'description.en'],
      ['blank Arabic name', { name: { en: 'Cup', ar: '   ' } }, 'name.ar'],
      ['rule without Arabic', { rules: [{ en: 'Be nice.' }] }, 'rules.0.ar'],
      ['requirement without English', { requirements: [{ ar: 'حساب' }] }, 'requirements.0.en'],
      [
        'FAQ answer without Arabic',
        { faqs: [{ title: { en: 'Q', ar: 'س' }, description: { en: 'A' } }] },
        'faqs.0.description.ar',
      ],
      ['poster without Arabic', { poster: { en: 'x' } }, 'poster.ar'],
      ['unknown region', { region: 'na1' }, 'region'],
      ['unknown format', { format: '3vs3' }, 'format'],
      ['unknown structure', { structure: { kind: 'battle_royale' } }, 'structure.kind'],
      [
        'structure without its setting',
        { structure: { kind: 'double_elimination' } },
        'structure.grandFinalReset',
      ],
      ['unknown skill level', { skill_level: ['Gold', 'Wood'] }, 'skill_level.1'],
      ['no skill level', { skill_level: [] }, 'skill_level'],
      ['capacity of one', { capacity: 1 }, 'capacity'],
      ['unknown currency', { prize_pool: { currency: 'XYZ', places: [] } }, 'prize_pool.currency'],
      [
        'a place listed twice',
        {
          prize_pool: {
            currency: 'EUR',
            places: [
              { place: 1, amount: 10 },
              { place: 1, amount: 5 },
            ],
          },
        },
        'prize_pool.places.1.place',
      ],
      [
        'a negative amount',
        { prize_pool: { currency: 'EUR', places: [{ place: 1, amount: -5 }] } },
        'prize_pool.places.0.amount',
      ],
      ['a rulebook that is not a web address', { additional_info: 'javascript:alert(1)' }, 'additional_info'],
      ['a date that is not one', { starting_time: 'tomorrow' }, 'starting_time'],
    ];
    for (const [what, override, field] of cases) {
      const response = await call('POST', '/v1/admin/tournaments', 'organizer', {
        ...cupBody(),
        ...override,
      });
      assert.ok(fieldsOf(response).includes(field), `${what}: ${response.body}`);
    }
    const { name: _name, ...nameless } = cupBody();
    assert.deepEqual(fieldsOf(await call('POST', '/v1/admin/tournaments', 'organizer', nameless)), ['name']);
  });

  test('the schedule is checked in order, naming the first date out of it', async () => {
    const cases: [Partial<CreateTournamentBody>, string][] = [
      [{ registration_closed_time: at(-1) }, 'registration_closed_time'],
      [{ checking_time: at(47) }, 'checking_time'],
      [{ starting_time: at(48) }, 'starting_time'],
      [{ ends_at: at(50) }, 'ends_at'],
      // Two dates out of order: the earlier one is named.
      [{ checking_time: at(10), ends_at: at(0) }, 'checking_time'],
      [{ checking_time: undefined }, 'checking_time'],
    ];
    for (const [override, field] of cases) {
      const response = await call('POST', '/v1/admin/tournaments', 'organizer', cupBody(override));
      assert.deepEqual(fieldsOf(response), [field], JSON.stringify(override));
    }
    // A ladder registers until its start and plays until its end: it takes no close or check-in of its own.
    const ladder = await create(
      cupBody({
        structure: { kind: 'ladder' },
        registration_closed_time: undefined,
        checking_time: undefined,
      }),
    );
    assert.equal(ladder.tournament_type, 'matchmaking');
    assert.equal(ladder.type, 'Matchmaking');
    assert.equal(ladder.registration_closed_time, ladder.ends_at);
    assert.equal(ladder.checking_time, ladder.starting_time);
    // Made a bracket, the ladder's dates are read as a bracket's: registration would close after check-in opens.
    const bracket = await edit(ladder.id, { structure: { kind: 'swiss', rounds: null } });
    assert.deepEqual(fieldsOf(bracket), ['checking_time']);
    const fixed = await edit(ladder.id, {
      structure: { kind: 'swiss', rounds: 5 },
      registration_closed_time: at(40),
      checking_time: at(41),
    });
    assert.equal(fixed.statusCode, 200, fixed.body);
    assert.equal(fixed.json().data.type, 'Swiss');
    // An edit is checked against the dates it keeps.
    const draft = await create(cupBody());
    assert.deepEqual(fieldsOf(await edit(draft.id, { checking_time: at(51) })), ['starting_time']);
    assert.deepEqual(fieldsOf(await edit(draft.id, { ends_at: at(49) })), ['ends_at']);
  });

  test('a poster is the portal’s own upload: another site’s address or a player’s image is refused', async () => {
    const profile = await t.db
      .insertInto('uploads')
      .values({
        owner_user_id: seedPlayer('nour').id,
        content_type: 'image/png',
        extension: 'png',
        bytes: PNG_1X1,
        byte_size: PNG_1X1.length,
        purpose: 'profile-image',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cases: [{ en: string; ar: string }, string][] = [
      [{ en: 'https://evil.example/poster.png', ar: posters.ar }, 'poster.en'],
      [{ en: posters.en, ar: `${TEST_PUBLIC_URL}/uploads/${profile.id}.png` }, 'poster.ar'],
      [{ en: `/uploads/${profile.id}.png`, ar: posters.ar }, 'poster.en'],
      [{ en: '/static/posters/founders-cup.en.svg', ar: posters.ar }, 'poster.en'],
      [{ en: posters.en.replace(/\.png$/, '.gif'), ar: posters.ar }, 'poster.en'],
    ];
    for (const [poster, field] of cases) {
      const response = await call('POST', '/v1/admin/tournaments', 'organizer', cupBody({ poster }));
      assert.deepEqual(fieldsOf(response), [field], JSON.stringify(poster));
    }
    // Uploads are checked by their bytes.
    const svg = await t.request({
      method: 'POST',
      url: '/v1/admin/tournaments/posters',
      token: await token('organizer'),
      ...imageBody(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'poster.png'),
    });
    assert.equal(refusal(svg, 415).code, 4015);
    // Both the relative path and the absolute address of our own poster are taken, stored as the path.
    const created = await create(cupBody({ poster: { en: posters.en, ar: new URL(posters.ar).pathname } }));
    assert.deepEqual(created.poster, posters);
    const stored = await t.db
      .selectFrom('tournaments')
      .select('poster')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored.poster, { en: new URL(posters.en).pathname, ar: new URL(posters.ar).pathname });
  });

  test('a draft is staff-only; once published it reads like a seeded tournament', async () => {
    const draft = await create(cupBody({ capacity: 16, approval_required: false }));
    assert.equal(draft.lifecycle, 'draft');
    assert.equal(draft.published_at, null);
    assert.deepEqual(draft.missing, []);
    assert.deepEqual(draft.skill_level, ['Iron', 'Silver', 'Gold']);
    assert.equal(draft.type, 'Single Elimination');
    assert.equal(draft.created_by, seedPlayer('organizer').id);
    assert.deepEqual(
      draft.prize_pool.places.map((prize) => prize.place),
      [1, 2, 3],
    );

    // Invisible to players everywhere.
    assert.ok(!(await publicIds()).includes(draft.id));
    for (const url of [
      `/v1/tournaments/${draft.id}`,
      `/v1/tournaments/${draft.id}/teams`,
      `/v1/tournaments/${draft.id}/calendar.ics`,
      `/v1/tournaments/${draft.id}/bracket`,
    ]) {
      assert.equal(refusal(await call('GET', url), 404).code, 10001, url);
    }
    assert.equal(refusal(await registerSolo(draft.id, 'nour'), 404).code, 10001);
    const registered = await call('GET', `/v1/tournaments/me/registered/${draft.id}`, 'nour');
    assert.equal(refusal(registered, 404).code, 10001);

    // Staff see it on their list, flagged, and find it by name in either language.
    const desk = await call('GET', '/v1/admin/tournaments?search=console%20CUP', 'organizer');
    assert.equal(desk.statusCode, 200, desk.body);
    const listed = desk.json().data.map((item: unknown) => expectShape(staffTournament, item));
    assert.ok(listed.every((item: { name: { en: string } }) => /console cup/i.test(item.name.en)));
    assert.equal(listed.find((item: { id: string }) => item.id === draft.id)?.lifecycle, 'draft');
    const arabic = await call('GET', `/v1/admin/tournaments?search=${encodeURIComponent('لوحة')}`, 'admin');
    assert.ok(arabic.json().data.some((item: { id: string }) => item.id === draft.id));
    const none = await call('GET', '/v1/admin/tournaments?search=100%25_', 'admin');
    assert.deepEqual(none.json().data, []);

    const published = await publish(draft.id);
    assert.equal(published.statusCode, 200, published.body);
    const record = expectShape(organizerTournament, published.json().data);
    assert.equal(record.lifecycle, 'published');
    assert.equal(record.published_at, t.now.toISOString());

    assert.ok((await publicIds()).includes(draft.id));
    const page = await call('GET', `/v1/tournaments/${draft.id}`);
    assert.equal(page.statusCode, 200, page.body);
    const shown = expectShape(publicTournament, page.json().data);
    const seeded = (await call('GET', '/v1/tournaments?limit=1')).json().data[0];
    assert.deepEqual(Object.keys(page.json().data).sort(), Object.keys(seeded).sort());
    assert.deepEqual(shown.name, { en: 'Console Cup', ar: 'كأس لوحة التحكم' });
    assert.deepEqual(shown.poster, posters);
    assert.equal(shown.type, 'Single Elimination');
    assert.equal(shown.tournament_type, 'bracket');
    assert.equal(shown.game_mode, "Summoner's Rift");
    assert.equal(shown.prizepool_format, '1500 USD');
    assert.deepEqual(shown.prizepool, [
      { name: '1st Place', amount: '1000' },
      { name: '2nd Place', amount: '500', rewardCodes: [{ type: 'hextech_key', count: 1 }] },
      { name: '3rd Place', amount: 'Gaming headset' },
    ]);
    assert.equal(shown.status, 'upcoming');
    assert.equal(shown.registration_open, true);
    assert.equal(shown.support_live_chat, true);

    // Players register now; no approval needed here.
    const registration = await registerSolo(draft.id, 'nour');
    assert.equal(registration.statusCode, 201, registration.body);
    const state = await call('GET', `/v1/tournaments/me/registered/${draft.id}`, 'nour');
    assert.equal(state.json().data.registration.registrationStatus, 'approved');
  });

  test('a seeded tournament opens in the console and saves back unchanged; an edit keeps what it does not show', async () => {
    const seeded = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'ramadan-nights-cup')
      .executeTakeFirstOrThrow();
    const loaded = await call('GET', `/v1/admin/tournaments/${seeded.id}`, 'organizer');
    assert.equal(loaded.statusCode, 200, loaded.body);
    const record = expectShape(organizerTournament, loaded.json().data);
    assert.equal(record.lifecycle, 'published');
    assert.deepEqual(record.structure, { kind: 'single_elimination', thirdPlaceMatch: true });
    assert.deepEqual(record.prize_pool, {
      currency: 'USD',
      places: [
        { place: 1, amount: 5000 },
        { place: 2, amount: 3000 },
        { place: 3, amount: 1500 },
        { place: 4, amount: 500 },
      ],
    });
    assert.deepEqual(record.missing, []);

    const editable = Object.fromEntries(
      Object.keys(updateTournamentBody.shape).map((key) => [key, record[key as keyof OrganizerTournament]]),
    );
    const saved = await edit(seeded.id, editable);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(await auditOf(seeded.id), []);

    assert.equal(
      (await edit(seeded.id, { name: { en: 'Ramadan Nights Cup 2', ar: 'كأس ليالي رمضان ٢' } })).statusCode,
      200,
    );
    const stored = await t.db
      .selectFrom('tournaments')
      .select(['prizepool', 'structure', 'type', 'poster'])
      .where('id', '=', seeded.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(stored.prizepool.at(-1), { name: 'MVP', amount: 'Gaming headset' });
    assert.equal(stored.structure, null);
    assert.equal(stored.type, 'Single Elimination');
    assert.match(stored.poster.en, /^\/static\/posters\//);
    assert.deepEqual(
      (await auditOf(seeded.id)).map((row) => [row.action, Object.keys(row.after ?? {})]),
      [['tournament.edit', ['name']]],
    );
  });

  test('publishing needs a complete, future tournament, once', async () => {
    const { description: _d, poster: _p, rules: _r, ...bare } = cupBody();
    const draft = await create(bare);
    assert.deepEqual(draft.missing, ['description.en', 'description.ar', 'poster.en', 'poster.ar', 'rules']);
    const incomplete = refusal(await publish(draft.id), 409);
    assert.deepEqual(incomplete.details, {
      reason: 'tournamentIncomplete',
      missing: ['description.en', 'description.ar', 'poster.en', 'poster.ar', 'rules'],
    });
    const completed = await edit(draft.id, {
      description: cupBody().description,
      poster: posters,
      rules: cupBody().rules,
    });
    assert.equal(completed.statusCode, 200, completed.body);
    assert.deepEqual(completed.json().data.missing, []);
    assert.equal((await publish(draft.id)).statusCode, 200);
    assert.equal(refusal(await publish(draft.id), 409).details?.reason, 'tournamentPublished');

    const late = await create(
      cupBody({
        registration_start_time: at(-10),
        registration_closed_time: at(-5),
        checking_time: at(-4),
        starting_time: at(-2),
      }),
    );
    assert.equal(refusal(await publish(late.id), 409).details?.reason, 'tournamentStarted');
    assert.equal(refusal(await publish('not-an-id'), 404).code, 10001);
  });

  test('an edit is audited with the changed fields only; a schedule change tells the registered players', async () => {
    const cup = await create(cupBody());
    assert.equal((await publish(cup.id)).statusCode, 200);
    for (const key of ['nour', 'layla']) assert.equal((await registerSolo(cup.id, key)).statusCode, 201);
    const rejected = await registerSolo(cup.id, 'youssef');
    assert.equal(rejected.statusCode, 201, rejected.body);
    await t.db
      .updateTable('registrations')
      .set({ status: 'rejected' })
      .where('tournament_id', '=', cup.id)
      .where('user_id', '=', seedPlayer('youssef').id)
      .execute();

    const renamed = await edit(cup.id, {
      name: { en: 'Console Cup II', ar: 'كأس لوحة التحكم ٢' },
      capacity: 8,
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(renamed.json().data.name.en, 'Console Cup II');
    assert.deepEqual(await notesOf('nour', 'Tournament schedule changed'), []);

    const moved = await edit(cup.id, { starting_time: at(52), ends_at: at(58), support_live_chat: true });
    assert.equal(moved.statusCode, 200, moved.body);
    for (const key of ['nour', 'layla']) {
      const notes = await notesOf(key, 'Tournament schedule changed');
      assert.equal(notes.length, 1, key);
      assert.equal(notes[0]!.link, `/tournaments/${cup.id}/schedule`);
      assert.match(notes[0]!.message, /Console Cup II/);
      assert.match(notes[0]!.message_ar ?? '', /كأس لوحة التحكم/);
    }
    assert.deepEqual(await notesOf('youssef', 'Tournament schedule changed'), []);

    // Nothing changed, nothing written.
    assert.equal((await edit(cup.id, { support_live_chat: true })).statusCode, 200);

    const audit = await auditOf(cup.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['tournament.create', 'tournament.publish', 'tournament.edit', 'tournament.edit'],
    );
    assert.ok(
      audit.every((row) => row.staff_id === seedPlayer('organizer').id && row.record_type === 'tournaments'),
    );
    assert.equal(audit[0]!.before, null);
    assert.equal((audit[0]!.after as { name: { en: string } }).name.en, 'Console Cup');
    assert.deepEqual(audit[1]!.before, { lifecycle: 'draft', published_at: null });
    assert.deepEqual(audit[2]!.before, { name: cupBody().name, capacity: null });
    assert.deepEqual(audit[2]!.after, {
      name: { en: 'Console Cup II', ar: 'كأس لوحة التحكم ٢' },
      capacity: 8,
    });
    assert.deepEqual(audit[3]!.before, { starting_time: at(50), ends_at: at(56) });
    assert.deepEqual(audit[3]!.after, { starting_time: at(52), ends_at: at(58) });

    // What registrations were made for stays: the format, ladder or bracket; the capacity holds them.
    assert.deepEqual(refusal(await edit(cup.id, { format: '5vs5' }), 409).details, {
      reason: 'tournamentFieldLocked',
      field: 'format',
    });
    assert.equal(
      refusal(await edit(cup.id, { structure: { kind: 'ladder' } }), 409).details?.reason,
      'tournamentFieldLocked',
    );
    assert.equal(
      (await edit(cup.id, { structure: { kind: 'double_elimination', grandFinalReset: true } })).statusCode,
      200,
    );
    assert.deepEqual(fieldsOf(await edit(cup.id, { capacity: 1 })), ['capacity']);
    assert.equal((await edit(cup.id, { capacity: 2 })).statusCode, 200);
    assert.deepEqual(refusal(await registerSolo(cup.id, 'sara'), 409).details, {
      reason: 'tournamentFull',
      capacity: 2,
    });
    assert.equal((await edit(cup.id, { capacity: 4 })).statusCode, 200);
    await t.db
      .updateTable('registrations')
      .set({ status: 'pending' })
      .where('tournament_id', '=', cup.id)
      .where('user_id', '=', seedPlayer('youssef').id)
      .execute();
    assert.deepEqual(refusal(await edit(cup.id, { capacity: 2 }), 409).details, {
      reason: 'capacityBelowRegistrations',
      registrations: 3,
    });
  });

  test('cancelling withdraws the registrations, tells the players why, hides it and pays no prizes', async () => {
    const cup = await create(cupBody({ name: { en: 'Doomed Cup', ar: 'كأس ملغاة' } }));
    assert.equal((await publish(cup.id)).statusCode, 200);
    for (const key of ['nour', 'omar']) assert.equal((await registerSolo(cup.id, key)).statusCode, 201);

    const cancelled = await cancel(cup.id, 'The servers are down');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const record = expectShape(organizerTournament, cancelled.json().data);
    assert.equal(record.lifecycle, 'cancelled');
    assert.equal(record.cancel_reason, 'The servers are down');
    assert.equal(record.registrations, 0);
    assert.equal(record.registration_open, false);

    const left = await t.db
      .selectFrom('registrations')
      .select('id')
      .where('tournament_id', '=', cup.id)
      .execute();
    assert.deepEqual(left, []);
    for (const key of ['nour', 'omar']) {
      const notes = await notesOf(key, 'Tournament cancelled');
      assert.equal(notes.length, 1, key);
      assert.equal(
        notes[0]!.message,
        'Doomed Cup has been cancelled and your registration withdrawn. Reason: The servers are down',
      );
      assert.equal(notes[0]!.link, '/tournaments');
    }
    assert.ok(!(await publicIds()).includes(cup.id));
    assert.equal(refusal(await call('GET', `/v1/tournaments/${cup.id}`), 404).code, 10001);
    assert.equal(refusal(await registerSolo(cup.id, 'nour'), 404).code, 10001);
    const mine = await call('GET', '/v1/tournaments/me/registered', 'nour');
    assert.ok(!mine.json().data.some((item: { id: string }) => item.id === cup.id));
    const desk = await call('GET', '/v1/admin/tournaments', 'organizer');
    assert.equal(desk.json().data.find((item: { id: string }) => item.id === cup.id)?.lifecycle, 'cancelled');

    const audit = (await auditOf(cup.id)).at(-1)!;
    assert.equal(audit.action, 'tournament.cancel');
    assert.equal((audit.before as { registrations: string[] }).registrations.length, 2);
    assert.equal((audit.after as { cancel_reason: string }).cancel_reason, 'The servers are down');

    assert.equal(
      await createPrizePayouts(t.db, cup.id, new Date(t.now.getTime() + 100 * HOUR), async () => [
        seedPlayer('nour').id,
      ]),
      null,
    );
    for (const response of [
      await cancel(cup.id),
      await publish(cup.id),
      await edit(cup.id, { name: { en: 'Back', ar: 'عودة' } }),
    ]) {
      assert.equal(refusal(response, 409).details?.reason, 'tournamentCancelled');
    }

    // A tournament that is over cannot be cancelled.
    const founders = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'founders-cup')
      .executeTakeFirstOrThrow();
    assert.equal(refusal(await cancel(founders.id), 409).details?.reason, 'tournamentCompleted');
    // A draft may be discarded.
    const draft = await create(cupBody());
    assert.equal((await cancel(draft.id, 'Duplicate')).statusCode, 200);
  });

  test('a ladder cancelled mid-season loses its players and queue', async () => {
    const ladder = await create(
      cupBody({
        name: { en: 'Console Ladder', ar: 'سلم لوحة التحكم' },
        structure: { kind: 'ladder' },
        registration_closed_time: undefined,
        checking_time: undefined,
        starting_time: at(1),
        ends_at: at(100),
      }),
    );
    assert.equal((await publish(ladder.id)).statusCode, 200);
    const joined = await call('POST', `/v1/matchmaking/tournaments/${ladder.id}/register`, 'nour');
    assert.equal(joined.statusCode, 201, joined.body);
    assert.equal((await cancel(ladder.id)).statusCode, 200);
    const players = await t.db
      .selectFrom('matchmaking_players')
      .select('user_id')
      .where('tournament_id', '=', ladder.id)
      .execute();
    assert.deepEqual(players, []);
    const status = await call('GET', `/v1/matchmaking/tournaments/${ladder.id}/status`, 'nour');
    assert.equal(refusal(status, 404).code, 10001);
  });

  test('two publishes or two cancels at once: one wins, the other gets 409, never a 500', async () => {
    const statuses = async (responses: Promise<{ statusCode: number }>[]) =>
      (await Promise.all(responses)).map((response) => response.statusCode).sort();
    const first = await create(cupBody());
    assert.deepEqual(await statuses([publish(first.id), publish(first.id, 'admin')]), [200, 409]);
    assert.deepEqual(
      (await auditOf(first.id)).map((row) => row.action),
      ['tournament.create', 'tournament.publish'],
    );
    const second = await create(cupBody());
    assert.deepEqual(await statuses([cancel(second.id), cancel(second.id, 'Again', 'admin')]), [200, 409]);
    assert.deepEqual(
      (await auditOf(second.id)).map((row) => row.action),
      ['tournament.create', 'tournament.cancel'],
    );
    // A publish and a cancel: the cancel wins either way (a cancelled draft cannot be published; a published one
    // can be cancelled).
    const third = await create(cupBody());
    const both = await statuses([publish(third.id), cancel(third.id)]);
    assert.ok(
      both.every((status) => status === 200 || status === 409),
      JSON.stringify(both),
    );
    const after = await call('GET', `/v1/admin/tournaments/${third.id}`, 'organizer');
    assert.equal(after.json().data.lifecycle, 'cancelled');
    assert.equal((await auditOf(third.id)).length, 1 + both.filter((status) => status === 200).length);
  });
});
