import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notification as notificationSchema, type Notification } from '@arena/contract';
import { cumulativeXp, SEED_TIERS } from '../../seed/pass.js';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { expectShape } from '../../testing/contract.js';
import {
  connected,
  listenOnFreePort,
  socketClients,
  type Socket,
  waitFor,
} from '../../testing/socket-client.js';
import { createTestApp, recentSeedMoment, TEST_PORTAL_ORIGIN, type TestApp } from '../../testing/test-app.js';
import { NOTIFICATIONS_NAMESPACE } from '../../realtime/notifications-channel.js';
import { recordGain } from '../pass/ledger.js';
import { multipartBody, PNG_1X1 } from '../../testing/test-images.js';
import { runPass } from '../matchmaking/pairing-pass.js';
import { SEARCH_COOLDOWN_MS } from '../matchmaking/matchmaking-service.js';
import {
  type NotificationEvent,
  type NotificationEventKind,
  renderNotification,
} from './notification-events.js';
import { notify, notifyOpenCheckIns } from './notifications-service.js';
import { readerLocale } from './notifications-routes.js';

const id = (key: string) => seedPlayer(key).id;

describe('notifications from events (DESIGN §5)', () => {
  let t: TestApp;
  let baseUrl: string;
  let now: Date;
  const sockets = socketClients();
  const tokens: Record<string, string> = {};
  const token = async (key: string) => (tokens[key] ??= await t.tokenFor(key));
  /** Every notification each player's sockets received, by player key and language. */
  const pushed: Record<string, Notification[]> = {};

  const listFor = async (tokenValue: string, lang?: 'en' | 'ar', acceptLanguage?: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/v1/notifications${lang ? `?lang=${lang}` : ''}`,
      token: tokenValue,
      ...(acceptLanguage ? { headers: { 'accept-language': acceptLanguage } } : {}),
    });
    assert.equal(response.statusCode, 200, response.body);
    return response
      .json()
      .data.map((item: unknown) => expectShape(notificationSchema, item)) as Notification[];
  };

  /** The player's notifications with this English title, newest first, read in English and in Arabic. */
  async function notesTitled(key: string, title: string, tokenValue?: string) {
    const who = tokenValue ?? (await token(key));
    const en = (await listFor(who, 'en')).filter((note) => note.title === title);
    const ar = await listFor(who, 'ar');
    return en.map((note) => ({ en: note, ar: ar.find((other) => other._id === note._id)! }));
  }

  /** Exactly one notification with this title for the player, in both languages, pushed on their sockets. */
  async function expectOne(key: string, title: string, check: (en: Notification, ar: Notification) => void) {
    await waitFor(async () => (await notesTitled(key, title)).length > 0, `${title} for ${key}`);
    const notes = await notesTitled(key, title);
    assert.equal(notes.length, 1, `one "${title}" for ${key}`);
    const [{ en, ar }] = notes;
    assert.notEqual(ar.title, en.title, 'an Arabic title');
    assert.match(ar.title, /[\u0600-\u06FF]/);
    assert.match(ar.message, /[\u0600-\u06FF]/);
    assert.equal(ar.link, en.link);
    check(en, ar);
    if (pushed[`${key}:en`]) {
      await waitFor(() => pushed[`${key}:en`].some((note) => note._id === en._id), `push of ${title}`);
      await waitFor(() => pushed[`${key}:ar`].some((note) => note._id === en._id), `ar push of ${title}`);
      assert.deepEqual(
        pushed[`${key}:ar`].find((note) => note._id === en._id),
        ar,
      );
    }
    return { en, ar };
  }

  async function listen(key: string): Promise<Socket[]> {
    const opened: Socket[] = [];
    for (const lang of ['en', 'ar'] as const) {
      const socket = sockets.open(`${baseUrl}${NOTIFICATIONS_NAMESPACE}`, {
        token: await token(key),
        query: { lang },
      });
      const list: Notification[] = (pushed[`${key}:${lang}`] = []);
      socket.on('notification', (note: Notification) => list.push(note));
      await connected(socket);
      opened.push(socket);
    }
    return opened;
  }

  before(async () => {
    now = await recentSeedMoment();
    t = await createTestApp({ now, clock: () => now });
    baseUrl = await listenOnFreePort(t.app);
    for (const key of ['falcon', 'layla', 'omar', 'sara', 'nour', 'admin']) await listen(key);
    // The room joins happen on connection; give the server a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  after(async () => {
    sockets.disconnectAll();
    await t.close();
  });

  test('the reader’s language: lang, else Accept-Language by quality, else English', () => {
    assert.equal(readerLocale('ar', 'en-US'), 'ar');
    assert.equal(readerLocale(undefined, 'ar-SA,ar;q=0.9,en;q=0.8'), 'ar');
    assert.equal(readerLocale(undefined, 'fr, en;q=0.5, ar;q=0.7'), 'ar');
    assert.equal(readerLocale(undefined, 'en-GB'), 'en');
    assert.equal(readerLocale(undefined, 'fr'), 'en');
    assert.equal(readerLocale(undefined, undefined), 'en');
  });

  test('someone joins, has their role changed, is removed, leaves: the rest of the team or the member are told', async () => {
    const team = seedTeam('desert-falcons');
    // Nour has no team: she joins by the invite link; the owner (Falcon), the admin (Layla) and a member (Omar) are told.
    const joined = await t.request({
      method: 'POST',
      url: `/v1/teams/join/${team.vanity}`,
      token: await token('nour'),
    });
    assert.equal(joined.statusCode, 200, joined.body);
    for (const manager of ['falcon', 'layla', 'omar']) {
      await expectOne(manager, 'New team member', (en, ar) => {
        assert.equal(en.type, 'team_invite');
        assert.equal(en.link, '/account/teams');
        assert.match(en.message, new RegExp(`joined ${team.name}`));
        assert.ok(ar.message.includes(team.name));
      });
    }
    assert.equal((await notesTitled('nour', 'New team member')).length, 0);

    const members = (
      await t.request({ method: 'GET', url: `/v1/teams/${team.id}/members`, token: await token('falcon') })
    ).json().data.members as { id: string; userId: string }[];
    const nourMember = members.find((member) => member.userId === id('nour'))!;
    const promoted = await t.request({
      method: 'POST',
      url: `/v1/teams/${team.id}/promote/${nourMember.id}`,
      token: await token('falcon'),
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    await expectOne('nour', 'Your team role changed', (en) => {
      assert.equal(en.message, `You are now an admin of ${team.name}.`);
    });

    const left = await t.request({
      method: 'POST',
      url: `/v1/teams/${team.id}/leave`,
      token: await token('nour'),
    });
    assert.equal(left.statusCode, 200, left.body);
    for (const manager of ['falcon', 'layla', 'omar']) {
      await expectOne(manager, 'A member left your team', (en) => {
        assert.match(en.message, new RegExp(`left ${team.name}`));
      });
    }
    // Nour was an admin when she left: she is not told of her own leaving.
    assert.equal((await notesTitled('nour', 'A member left your team')).length, 0);

    const omarMember = members.find((member) => member.userId === id('omar'))!;
    const removed = await t.request({
      method: 'DELETE',
      url: `/v1/teams/${team.id}/members/${omarMember.id}`,
      token: await token('falcon'),
    });
    assert.equal(removed.statusCode, 200, removed.body);
    await expectOne('omar', 'Removed from team', (en) => {
      assert.equal(en.message, `You were removed from ${team.name}.`);
    });
  });

  test('a registration approved or rejected tells its player, in both languages, with the tournament', async () => {
    const registrations = await t.db
      .selectFrom('registrations')
      .innerJoin('tournaments', 'tournaments.id', 'registrations.tournament_id')
      .select([
        'registrations.id',
        'registrations.tournament_id',
        'registrations.user_id',
        'tournaments.name',
      ])
      .where('registrations.status', '=', 'pending')
      .where('registrations.team_id', 'is', null)
      .where('registrations.user_id', 'in', [id('nour'), id('layla')])
      .execute();
    const nour = registrations.find((row) => row.user_id === id('nour'))!;
    const layla = registrations.find((row) => row.user_id === id('layla'))!;
    assert.ok(nour && layla, 'seeded pending registrations of Nour and Layla');
    const review = async (row: typeof nour, status: string) => {
      const response = await t.request({
        method: 'PATCH',
        url: `/v1/admin/tournaments/${row.tournament_id}/registrations/${row.id}`,
        token: await token('admin'),
        payload: status === 'rejected' ? { status, reason: 'Wrong server' } : { status },
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    await review(nour, 'approved');
    await review(layla, 'rejected');
    await expectOne('nour', 'Registration approved', (en, ar) => {
      assert.equal(en.type, 'tournament_update');
      assert.equal(en.link, `/tournaments/${nour.tournament_id}`);
      assert.equal(en.message, `Your registration for ${nour.name.en} has been approved.`);
      assert.ok(ar.message.includes(nour.name.ar ?? nour.name.en));
    });
    await expectOne('layla', 'Registration rejected', (en) => {
      assert.equal(
        en.message,
        `Your registration for ${layla.name.en} has been rejected. Reason: Wrong server`,
      );
    });
  });

  test('check-in open: every registered player once, even when the check runs again (several instances)', async () => {
    const tournament = await t.db
      .selectFrom('tournaments')
      .select(['id', 'checking_time'])
      .where('slug', '=', 'levant-masters')
      .executeTakeFirstOrThrow();
    assert.ok(tournament.checking_time <= now, 'Levant Masters is in check-in');
    const registered = await t.db
      .selectFrom('registrations')
      .select('user_id')
      .where('tournament_id', '=', tournament.id)
      .where('status', 'in', ['pending', 'approved'])
      .execute();
    // The check ran when the app got ready; running it again, twice at once, writes nothing more.
    const again = await Promise.all([notifyOpenCheckIns(t.app.context), notifyOpenCheckIns(t.app.context)]);
    assert.deepEqual(again, [0, 0]);
    const rows = await t.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('event_key', '=', `check-in-open:${tournament.id}`)
      .execute();
    assert.deepEqual(rows.map((row) => row.user_id).sort(), registered.map((row) => row.user_id).sort());
    assert.ok(rows.every((row) => row.link === `/tournaments/${tournament.id}`));
    // Falcon's seeded notice is that very event: he has exactly one.
    const falcon = await notesTitled('falcon', 'Check-in is open');
    assert.equal(falcon.length, 1);
    assert.equal(falcon[0].ar.title, 'تسجيل الحضور مفتوح');
  });

  test('matchmaking: match found, then the verified result, told to both players', async () => {
    const season = await t.db
      .selectFrom('tournaments')
      .select('id')
      .where('slug', '=', 'arena-matchmaking-season')
      .executeTakeFirstOrThrow();
    const mm = (action: string) => `/v1/matchmaking/tournaments/${season.id}/${action}`;
    now = new Date(now.getTime() + SEARCH_COOLDOWN_MS);
    for (const key of ['omar', 'sara']) {
      const search = await t.request({ method: 'POST', url: mm('search'), token: await token(key) });
      assert.equal(search.statusCode, 200, search.body);
    }
    const statusOf = async (key: string) =>
      (await t.request({ method: 'GET', url: mm('status'), token: await token(key) })).json().data;
    for (let attempt = 0; attempt < 4 && (await statusOf('omar')).status !== 'in_match'; attempt += 1) {
      await runPass(t.app.context, season.id);
      now = new Date(now.getTime() + 15_000);
    }
    const match = (await statusOf('omar')).current_match;
    assert.ok(match, 'omar and sara are paired');
    for (const key of ['omar', 'sara']) {
      await expectOne(key, 'Match found', (en) => {
        assert.equal(en.link, `/tournaments/${season.id}`);
      });
    }

    const winner = (key: string) =>
      t
        .request({
          method: 'POST',
          url: `/v1/match-results/${match._id}/winner`,
          token: tokens[key],
          payload: { winner_id: id('omar') },
        })
        .then((response) => response.json().data.status);
    const screenshot = async (key: string) =>
      t.request({
        method: 'POST',
        url: `/v1/match-results/${match._id}/screenshot`,
        token: tokens[key],
        ...multipartBody([
          { field: 'screenshot', filename: 'result.png', contentType: 'image/png', bytes: PNG_1X1 },
        ]),
      });
    assert.equal(await winner('omar'), 'pending');
    assert.equal((await screenshot('omar')).statusCode, 200);
    assert.equal((await screenshot('sara')).statusCode, 200);
    assert.equal(await winner('sara'), 'verified');
    await expectOne('omar', 'Match result verified', (en, ar) => {
      assert.match(en.message, /^You won your match in /);
      assert.match(ar.message, /^فزت/);
    });
    await expectOne('sara', 'Match result verified', (en) => {
      assert.match(en.message, /^You lost your match in /);
    });
  });

  test('a reward code from a pass mission tells its holder, linking to the reward codes', async () => {
    const keyMission = SEED_TIERS.find((tier) => tier.level === 5)!.missions[0];
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        redirect_url: `${TEST_PORTAL_ORIGIN}/mena-pass`,
        game_name: 'Notified',
        tag_line: 'NTF',
        region: 'me1',
      }).toString(),
    });
    const memberToken = new URL(String(signIn.headers.location)).searchParams.get('token')!;
    const { id: memberId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('game_name', '=', 'Notified')
      .executeTakeFirstOrThrow();
    await t.request({ method: 'POST', url: '/v1/menapass/register', token: memberToken });
    await recordGain(t.db, {
      userId: memberId,
      sourceKind: 'activity',
      sourceId: 'notifications-test',
      xp: cumulativeXp(5),
      loyaltyPoints: 0,
      multipliers: {},
      at: now,
    });
    await t.db
      .insertInto('pass_mission_progress')
      .values({ user_id: memberId, mission_id: keyMission.id, progress: keyMission.target })
      .execute();
    const verify = () =>
      t.request({
        method: 'POST',
        url: `/v1/menapass/missions/${keyMission.id}/verify`,
        headers: { 'content-type': 'application/json' },
        token: memberToken,
      });
    assert.equal((await verify()).json().data.alreadyCompleted, false);
    assert.equal((await verify()).json().data.alreadyCompleted, true);
    const notes = await notesTitled('', 'New reward code', memberToken);
    assert.equal(notes.length, 1, 'one notification, not one per verify');
    assert.equal(notes[0].en.link, '/account/rewards');
    assert.equal(notes[0].en.message, 'You received a Hextech Key code. Find it in your reward codes.');
    assert.equal(notes[0].ar.message, 'حصلت على رمز مفتاح هكستك. تجده في رموز مكافآتك.');
  });

  test('notify for the other modules (ticket reply, payout): Accept-Language picks the language', async () => {
    await notify(t.app.context, id('layla'), {
      kind: 'ticket_reply',
      ticketId: 'abc',
      subject: 'Lag spikes',
    });
    await notify(t.app.context, id('layla'), {
      kind: 'payout_status',
      status: 'Completed',
      amount: 1500,
      currency: 'USD',
    });
    const ar = await listFor(await token('layla'), undefined, 'ar-SA,ar;q=0.9');
    const en = await listFor(await token('layla'), undefined, 'en-US');
    const ticketAr = ar.find((note) => note.link === '/ticket/abc')!;
    assert.equal(ticketAr.title, 'ردّ الدعم على تذكرتك');
    assert.equal(ticketAr.type, 'message');
    assert.equal(
      en.find((note) => note.link === '/ticket/abc')!.message,
      'Support Staff replied to “Lag spikes”.',
    );
    assert.equal(
      en.find((note) => note.link === '/account/payments')!.message,
      'Your payment of 1,500 USD has been completed.',
    );
    assert.equal(ar.find((note) => note.link === '/account/payments')!.message, 'اكتمل دفع مبلغ ١٬٥٠٠ USD.');
    // Seeded notifications read in both languages too, with the screen they concern.
    const seeded = ar.find((note) => note.link === '/invite/najd-knights');
    assert.equal(seeded?.title, 'دعوة إلى فريق');
    // Rows written before notifications came in two languages read in English in both.
    await t.db
      .insertInto('notifications')
      .values({ user_id: id('layla'), type: 'other', title: 'Legacy row', message: 'English only.' })
      .execute();
    const legacy = (await listFor(await token('layla'), undefined, 'ar-SA,ar;q=0.9')).find(
      (note) => note.title === 'Legacy row',
    );
    assert.equal(legacy?.message, 'English only.');
  });
});

describe('notification texts: numbers in the reader’s language (issue 28)', () => {
  const names = { team: '', member: '', tournament: { en: 'Winter Clash', ar: 'مواجهة الشتاء' } };
  const prizeCodes = (count: number) =>
    renderNotification(
      { kind: 'reward_code', rewardType: 'hextech_chest', tournamentId: 't1', count },
      'u1',
      names,
    ).text;

  test('a team’s prize codes: Arabic-Indic digits and the counted noun’s Arabic form', () => {
    assert.equal(
      prizeCodes(5).en.message,
      'You received 5 Hextech Chest codes from Winter Clash to hand out to your team. Find them in your reward codes.',
    );
    assert.equal(
      prizeCodes(5).ar.message,
      'حصلت على ٥ رموز صندوق هكستك من مواجهة الشتاء لتوزيعها على فريقك. تجدها في رموز مكافآتك.',
    );
    assert.match(prizeCodes(2).ar.message, /^حصلت على رمزين من رموز صندوق هكستك من مواجهة الشتاء /);
    assert.match(prizeCodes(11).ar.message, /^حصلت على ١١ رمزًا من رموز صندوق هكستك /);
    assert.match(prizeCodes(100).ar.message, /^حصلت على ١٠٠ رمز صندوق هكستك /);
  });

  test('a no-show and a payout write their numbers in Arabic-Indic digits in Arabic', () => {
    const won = renderNotification(
      { kind: 'no_show', tournamentId: 't1', winnerId: 'u1', points: 2 },
      'u1',
      names,
    ).text;
    assert.equal(
      won.en.message,
      'Your opponent did not join the lobby. You win the match: +2 points and +1 win.',
    );
    assert.equal(won.ar.message, 'لم ينضم خصمك إلى الردهة. فزت بالمباراة (النقاط: +٢، الانتصارات: +١).');
    const lost = renderNotification(
      { kind: 'no_show', tournamentId: 't1', winnerId: 'u2', points: 2 },
      'u1',
      names,
    ).text;
    assert.match(lost.ar.message, /خلال ١٥ دقيقة/);
    const payout = renderNotification(
      { kind: 'payout_status', status: 'Pending', amount: 1500, currency: 'EUR', tournamentId: 't1' },
      'u1',
      names,
    ).text;
    assert.equal(payout.en.message, 'A payment of 1,500 EUR for Winter Clash is pending.');
    assert.equal(payout.ar.message, 'دفعة بمبلغ ١٬٥٠٠ EUR عن مواجهة الشتاء قيد الانتظار.');
    for (const text of [won, lost, payout, prizeCodes(5)]) assert.doesNotMatch(text.ar.message, /[0-9]/);
  });
});

describe('a pass grant (issue 31)', () => {
  const names = { team: '', member: '', tournament: { en: '', ar: '' } };
  test('says what was given or taken back, in the reader’s digits, and why', () => {
    const given = renderNotification(
      { kind: 'pass_grant', xp: 1200, points: 50, reason: 'Tournament host' },
      'u1',
      names,
    );
    assert.equal(given.link, '/mena-pass');
    assert.equal(
      given.text.en.message,
      'Staff gave you 1,200 XP. Staff gave you 50 loyalty points. Reason: Tournament host',
    );
    assert.equal(
      given.text.ar.message,
      'منحك فريق المنصة ١٬٢٠٠ نقطة خبرة (XP). منحك فريق المنصة ٥٠ من نقاط الولاء. السبب: Tournament host',
    );
    const taken = renderNotification(
      { kind: 'pass_grant', xp: -300, points: 0, reason: 'Boosting' },
      'u1',
      names,
    );
    assert.equal(taken.text.en.message, 'Staff took back 300 XP. Reason: Boosting');
  });
});

describe('notification texts come from the resources (issue 29)', () => {
  const names = {
    team: 'Desert Falcons',
    member: 'Layla',
    tournament: { en: 'Winter Clash', ar: 'مواجهة الشتاء' },
  };
  /** At least one event of every kind, each branch of its text: the record's type fails on a kind left out. */
  const EVENTS: Record<NotificationEventKind, NotificationEvent[]> = {
    team_member_joined: [{ kind: 'team_member_joined', teamId: 'x', memberUserId: 'y' }],
    team_member_left: [{ kind: 'team_member_left', teamId: 'x', memberUserId: 'y' }],
    team_member_removed: [{ kind: 'team_member_removed', teamId: 'x' }],
    team_role_changed: [
      { kind: 'team_role_changed', teamId: 'x', role: 'admin' },
      { kind: 'team_role_changed', teamId: 'x', role: 'member' },
    ],
    registration_reviewed: [
      { kind: 'registration_reviewed', tournamentId: 't1', status: 'approved' },
      { kind: 'registration_reviewed', tournamentId: 't1', status: 'rejected', reason: 'Roster' },
    ],
    dispute_resolved: [
      { kind: 'dispute_resolved', tournamentId: 't1', winnerId: null, note: 'Replay' },
      { kind: 'dispute_resolved', tournamentId: 't1', winnerId: 'u1', note: 'Proof' },
      { kind: 'dispute_resolved', tournamentId: 't1', winnerId: 'u2', note: 'Proof' },
    ],
    tournament_schedule_changed: [{ kind: 'tournament_schedule_changed', tournamentId: 't1' }],
    tournament_cancelled: [{ kind: 'tournament_cancelled', tournamentId: 't1', reason: 'Venue closed' }],
    registration_dropped: [{ kind: 'registration_dropped', tournamentId: 't1' }],
    registration_disqualified: [{ kind: 'registration_disqualified', tournamentId: 't1', note: 'Smurfing' }],
    match_scheduled: [{ kind: 'match_scheduled', tournamentId: 't1' }],
    match_decided: [true, false].flatMap((forfeit) =>
      [['u1'], ['u2']].map((winnerIds) => ({
        kind: 'match_decided' as const,
        tournamentId: 't1',
        winnerIds,
        forfeit,
        note: 'Replay checked',
      })),
    ),
    match_reset: [{ kind: 'match_reset', tournamentId: 't1', note: 'Wrong winner' }],
    match_no_show: [['u1'], ['u2']].map((winnerIds) => ({
      kind: 'match_no_show' as const,
      tournamentId: 't1',
      winnerIds,
    })),
    match_both_absent: [{ kind: 'match_both_absent', tournamentId: 't1', matchNumber: 3 }],
    no_show_reversed: [{ kind: 'no_show_reversed', tournamentId: 't1', note: 'Lobby events were late' }],
    prize_withdrawn: [{ kind: 'prize_withdrawn', tournamentId: 't1', note: 'Lobby events were late' }],
    check_in_open: [{ kind: 'check_in_open', tournamentId: 't1' }],
    match_found: [{ kind: 'match_found', tournamentId: 't1' }],
    duo_invite: [{ kind: 'duo_invite', tournamentId: 't1', memberUserId: 'y' }],
    duo_answered: [
      { kind: 'duo_answered', tournamentId: 't1', memberUserId: 'y', accepted: true },
      { kind: 'duo_answered', tournamentId: 't1', memberUserId: 'y', accepted: false },
    ],
    duo_left: [
      { kind: 'duo_left', tournamentId: 't1', memberUserId: 'y', queue: false },
      { kind: 'duo_left', tournamentId: 't1', memberUserId: 'y', queue: true },
    ],
    result_disputed: [{ kind: 'result_disputed', tournamentId: 't1' }],
    lobby_code_ready: [0, 1, 2, 5, 11].map((minutes) => ({
      kind: 'lobby_code_ready' as const,
      tournamentId: 't1',
      matchId: 7,
      scheduledTime: new Date('2026-11-29T12:00:00Z'),
      minutes,
    })),
    support_reply: [
      { kind: 'support_reply', tournamentId: 't1', ticketId: 'k1', messageId: 'm1', subject: 'Lag' },
    ],
    result_verified: [
      { kind: 'result_verified', tournamentId: 't1', winnerIds: ['u1'] },
      { kind: 'result_verified', tournamentId: 't1', winnerIds: ['u2'] },
    ],
    no_show: [
      { kind: 'no_show', tournamentId: 't1', winnerId: 'u1', points: 2 },
      { kind: 'no_show', tournamentId: 't1', winnerId: 'u2', points: 2 },
    ],
    ticket_reply: [{ kind: 'ticket_reply', ticketId: 'k1', subject: 'Lag' }],
    payout_status: (['Pending', 'Completed', 'Rejected'] as const).flatMap((status) => [
      { kind: 'payout_status' as const, status, amount: 1500, currency: 'USD', tournamentId: 't1' },
      { kind: 'payout_status' as const, status, amount: 20, currency: 'EUR' },
    ]),
    reward_code: (['hextech_key', 'hextech_chest', 'hextech_chest_key', 'mystery_skin'] as const).flatMap(
      (rewardType) => [
        { kind: 'reward_code' as const, rewardType },
        { kind: 'reward_code' as const, rewardType, tournamentId: 't1' },
        ...[2, 3, 11, 100].map((count) => ({
          kind: 'reward_code' as const,
          rewardType,
          tournamentId: 't1',
          count,
        })),
      ],
    ),
    pass_grant: [
      { kind: 'pass_grant', xp: 1200, points: 50, reason: 'Tournament host' },
      { kind: 'pass_grant', xp: -300, points: 0, reason: 'Boosting' },
      { kind: 'pass_grant', xp: 0, points: -25, reason: 'Duplicate reward' },
    ],
    ticket_status: (
      ['open', 'in-progress', 'closed', 'fixed', 'rejected', 'duplicate', 'pending'] as const
    ).map((status) => ({ kind: 'ticket_status' as const, ticketId: 'k1', subject: 'Lag', status })),
  };

  test('every event kind is written in both languages, placeholders filled, Arabic numbers in Arabic digits', () => {
    for (const event of Object.values(EVENTS).flat()) {
      for (const tournament of [names.tournament, { en: '', ar: '' }]) {
        const { text } = renderNotification(event, 'u1', { ...names, tournament });
        const what = `${event.kind} ${JSON.stringify(event)}`;
        for (const part of ['title', 'message'] as const) {
          assert.ok(text.en[part].length > 0 && text.ar[part].length > 0, what);
          assert.doesNotMatch(`${text.en[part]}${text.ar[part]}`, /\{\{|\}\}/, what);
          assert.doesNotMatch(text.en[part], /[\u0600-\u06FF]/, what);
          assert.match(text.ar[part], /[\u0600-\u06FF]/, what);
          assert.doesNotMatch(text.ar[part], /[0-9]/, what);
        }
      }
    }
  });

  test('a translated name inside a text is the reader’s language: reward types, ticket statuses', () => {
    const status = renderNotification(
      { kind: 'ticket_status', ticketId: 'k1', subject: 'Lag', status: 'in-progress' },
      'u1',
      names,
    ).text;
    assert.equal(status.en.message, 'The status of “Lag” is now In Progress.');
    assert.equal(status.ar.message, 'أصبحت حالة «Lag» الآن: قيد المعالجة.');
    const reviewed = renderNotification(
      { kind: 'registration_reviewed', tournamentId: 't1', status: 'rejected', reason: 'Roster {{team}} $&' },
      'u1',
      names,
    ).text;
    // A value is written as it is: never read as a placeholder or a replacement pattern.
    assert.equal(
      reviewed.en.message,
      'Your registration for Winter Clash has been rejected. Reason: Roster {{team}} $&',
    );
    assert.equal(reviewed.ar.message, 'تم رفض تسجيلك في مواجهة الشتاء. السبب: Roster {{team}} $&');
  });
});
