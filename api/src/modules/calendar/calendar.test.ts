import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { calendarFeed } from '@arena/contract';
import ICAL from 'ical.js';
import { seedPlayer } from '../../seed/players.js';
import { errorBody, expectShape } from '../../testing/contract.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/test-app.js';

/** iCalendar times have whole seconds. */
const toSecond = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString();

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  start: string;
  end: string | null;
  startRaw: string;
}

/** Parses an iCalendar file with ical.js, as a calendar app would. */
function parse(ics: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: component.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : null,
      startRaw: String(component.getFirstProperty('dtstart')?.toICALString()),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

describe('calendars: a tournament as an iCalendar file, and each player’s secret feed', () => {
  let t: TestApp;
  let cup: {
    id: string;
    registration_start_time: Date;
    registration_closed_time: Date;
    checking_time: Date;
    starting_time: Date;
    ends_at: Date;
  };
  let ladderId: string;

  const ics = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  before(async () => {
    t = await createTestApp();
    cup = await t.db
      .selectFrom('tournaments')
      .select([
        'id',
        'registration_start_time',
        'registration_closed_time',
        'checking_time',
        'starting_time',
        'ends_at',
      ])
      .where('slug', '=', 'ramadan-nights-cup')
      .executeTakeFirstOrThrow();
    ladderId = (
      await t.db
        .selectFrom('tournaments')
        .select('id')
        .where('slug', '=', 'arena-matchmaking-season')
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => t.close());

  test('a bracket tournament: registration, check-in and start, in UTC, with stable UIDs', async () => {
    const response = await ics(`/v1/tournaments/${cup.id}/calendar.ics?lang=en`);
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/calendar; charset=utf-8/);
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="tournament-.+\.ics"$/,
    );
    const { name, events } = parse(response.body);
    assert.equal(name, 'Ramadan Nights Cup');
    assert.deepEqual(
      events.map((event) => [event.summary, event.start, event.end]),
      [
        [
          'Registration: Ramadan Nights Cup',
          toSecond(cup.registration_start_time),
          toSecond(cup.registration_closed_time),
        ],
        ['Check-in: Ramadan Nights Cup', toSecond(cup.checking_time), toSecond(cup.starting_time)],
        ['Tournament starts: Ramadan Nights Cup', toSecond(cup.starting_time), toSecond(cup.ends_at)],
      ],
    );
    // Written in UTC (a trailing Z), not in a floating or local time.
    for (const event of events) assert.match(event.startRaw, /^DTSTART:\d{8}T\d{6}Z$/);
    assert.ok(
      events.every((event) => event.description.includes(`http://localhost:8080/tournaments/${cup.id}`)),
    );

    // The same UIDs on every download and in every language: re-importing updates instead of duplicating.
    const arabic = parse((await ics(`/v1/tournaments/${cup.id}/calendar.ics?lang=ar`)).body);
    const again = parse((await ics(`/v1/tournaments/${cup.id}/calendar.ics?lang=en`)).body);
    assert.deepEqual(
      arabic.events.map((event) => event.uid),
      events.map((event) => event.uid),
    );
    assert.deepEqual(
      again.events.map((event) => event.uid),
      events.map((event) => event.uid),
    );
    assert.equal(new Set(events.map((event) => event.uid)).size, 3);
    assert.equal(arabic.events[0]!.summary, 'التسجيل: كأس ليالي رمضان');
    assert.equal(arabic.name, 'كأس ليالي رمضان');
  });

  test('the language: ?lang= first, then Accept-Language', async () => {
    const url = `/v1/tournaments/${cup.id}/calendar.ics`;
    const byHeader = parse((await ics(url, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' })).body);
    assert.equal(byHeader.events[1]!.summary, 'تسجيل الحضور: كأس ليالي رمضان');
    const queryWins = parse((await ics(`${url}?lang=en`, { 'accept-language': 'ar' })).body);
    assert.equal(queryWins.events[1]!.summary, 'Check-in: Ramadan Nights Cup');
  });

  test('a ladder: registration, then when it opens and closes', async () => {
    const ladder = await t.db
      .selectFrom('tournaments')
      .select(['registration_start_time', 'registration_closed_time', 'starting_time'])
      .where('id', '=', ladderId)
      .executeTakeFirstOrThrow();
    const { events } = parse((await ics(`/v1/tournaments/${ladderId}/calendar.ics?lang=en`)).body);
    assert.deepEqual(
      events.map((event) => [event.summary, event.start]),
      [
        ['Registration: Arena Matchmaking Season', toSecond(ladder.registration_start_time)],
        ['Ladder opens: Arena Matchmaking Season', toSecond(ladder.starting_time)],
        ['Ladder closes: Arena Matchmaking Season', toSecond(ladder.registration_closed_time)],
      ],
    );
  });

  test('text is escaped (commas, semicolons, backslashes, new lines) and reads back as written', async () => {
    const tricky = 'Finals; Day 1, "Group A" \\ B\nNight';
    await t.db
      .updateTable('tournaments')
      .set({ name: JSON.stringify({ en: tricky, ar: tricky }) as never })
      .where('id', '=', cup.id)
      .execute();
    try {
      const response = await ics(`/v1/tournaments/${cup.id}/calendar.ics?lang=en`);
      assert.match(response.body, /SUMMARY:Registration: Finals\\; Day 1\\, "Group A" \\\\ B\\nNight/);
      const { events } = parse(response.body);
      assert.equal(events[0]!.summary, `Registration: ${tricky}`);
      // The calendar's own name is escaped too (one line, so the file still parses).
      assert.ok(response.body.includes('\r\nX-WR-CALNAME:Finals\\; Day 1\\, "Group A" \\\\ B\\nNight\r\n'));
      assert.equal(events.length, 3);
    } finally {
      await t.db
        .updateTable('tournaments')
        .set({ name: JSON.stringify({ en: 'Ramadan Nights Cup', ar: 'كأس ليالي رمضان' }) as never })
        .where('id', '=', cup.id)
        .execute();
    }
  });

  test('an unknown tournament is 404 code 10001, a bad language 400', async () => {
    const missing = await ics('/v1/tournaments/00000000-0000-4000-8000-000000000000/calendar.ics');
    assert.equal(missing.statusCode, 404);
    assert.equal(expectShape(errorBody, missing.json()).code, 10001);
    assert.equal((await ics(`/v1/tournaments/${cup.id}/calendar.ics?lang=fr`)).statusCode, 400);
  });

  test('the personal feed lists the player’s tournaments; a rotated secret stops the old URL', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/v1/user/me/calendar' })).statusCode, 401);
    const token = await t.tokenFor('falcon');
    const first = await t.request({ method: 'GET', url: '/v1/user/me/calendar', token });
    assert.equal(first.statusCode, 200, first.body);
    const { url } = expectShape(calendarFeed, first.json().data);
    assert.match(url, new RegExp(`^${TEST_PUBLIC_URL}/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    // Reading it again gives the same URL; another player gets another.
    assert.equal(
      (await t.request({ method: 'GET', url: '/v1/user/me/calendar', token })).json().data.url,
      url,
    );
    const other = await t.request({
      method: 'GET',
      url: '/v1/user/me/calendar',
      token: await t.tokenFor('nour'),
    });
    assert.notEqual(other.json().data.url, url);

    const path = url.slice(TEST_PUBLIC_URL.length);
    const feed = await ics(`${path}?lang=en`);
    assert.equal(feed.statusCode, 200, feed.body);
    const { name, events } = parse(feed.body);
    assert.equal(name, 'My MENA Arena tournaments');
    const registered = await t.request({ method: 'GET', url: '/v1/tournaments/me/registered', token });
    const falconTournaments = (registered.json().data as { id: string; registrationStatus: string }[]).filter(
      (entry) => entry.registrationStatus !== 'rejected',
    );
    assert.ok(falconTournaments.length > 0);
    for (const entry of falconTournaments) {
      assert.ok(
        events.some((event) => event.uid.endsWith(`.${entry.id}@mena-arena`)),
        `tournament ${entry.id} is in the feed`,
      );
    }
    assert.equal(events.length % 3, 0, 'three events per tournament');
    const ladderRow = await t.db
      .selectFrom('matchmaking_players')
      .select('tournament_id')
      .where('user_id', '=', seedPlayer('falcon').id)
      .execute();
    for (const row of ladderRow)
      assert.ok(events.some((event) => event.uid === `ladder-opens.${row.tournament_id}@mena-arena`));

    const rotated = await t.request({ method: 'POST', url: '/v1/user/me/calendar/rotate', token });
    assert.equal(rotated.statusCode, 200, rotated.body);
    const newUrl = expectShape(calendarFeed, rotated.json().data).url;
    assert.notEqual(newUrl, url);
    const old = await ics(path);
    assert.equal(old.statusCode, 404);
    expectShape(errorBody, old.json());
    assert.equal((await ics(newUrl.slice(TEST_PUBLIC_URL.length))).statusCode, 200);
    assert.equal(
      (await t.request({ method: 'GET', url: '/v1/user/me/calendar', token })).json().data.url,
      newUrl,
    );
  });

  test('a deactivated player’s feed answers 404 like a rotated one (issue 27)', async () => {
    const token = await t.tokenFor('layla');
    const { url } = (await t.request({ method: 'GET', url: '/v1/user/me/calendar', token })).json().data;
    const path = url.slice(TEST_PUBLIC_URL.length);
    const before = await ics(path);
    assert.equal(before.statusCode, 200, before.body);
    assert.ok(parse(before.body).events.length > 0, 'the player is in tournaments');

    const deactivated = await t.request({
      method: 'POST',
      url: '/v1/user/me/deactivate',
      token,
      payload: { confirm: 'delete' },
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    const after = await ics(path);
    assert.equal(after.statusCode, 404, after.body);
    assert.equal(expectShape(errorBody, after.json()).message, 'Calendar feed not found');
    assert.ok(!after.body.includes('BEGIN:VCALENDAR'));
  });
});
