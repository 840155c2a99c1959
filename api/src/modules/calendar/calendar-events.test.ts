import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tournamentCalendarEvents, type CalendarTournament } from './calendar-events.js';
import { calendarName } from './calendar-service.js';

const at = (hours: number) => new Date(Date.UTC(2026, 11, 1) + hours * 3_600_000);
const cup: CalendarTournament = {
  id: 'cup-id',
  name: { en: 'Desert Cup', ar: 'كأس الصحراء' },
  tournament_type: 'bracket',
  registration_start_time: at(0),
  registration_closed_time: at(48),
  checking_time: at(49),
  starting_time: at(50),
  ends_at: at(56),
};

test('a bracket tournament: registration phase, check-in and the tournament itself', () => {
  const events = tournamentCalendarEvents(cup, 'en', 'https://portal.test/tournaments/cup-id');
  assert.deepEqual(
    events.map((event) => [event.uid, event.summary, event.start, event.end]),
    [
      ['registration.cup-id@mena-arena', 'Registration: Desert Cup', at(0), at(48)],
      ['check-in.cup-id@mena-arena', 'Check-in: Desert Cup', at(49), at(50)],
      ['start.cup-id@mena-arena', 'Tournament starts: Desert Cup', at(50), at(56)],
    ],
  );
  assert.ok(events.every((event) => event.description.endsWith('\nhttps://portal.test/tournaments/cup-id')));
});

test('a ladder: registration until the start, then the moments it opens and closes; Arabic titles', () => {
  const ladder = {
    ...cup,
    tournament_type: 'matchmaking' as const,
    checking_time: at(50),
    registration_closed_time: at(200),
  };
  const events = tournamentCalendarEvents(ladder, 'ar', 'https://portal.test/tournaments/cup-id');
  assert.deepEqual(
    events.map((event) => [event.kind, event.summary, event.start, event.end]),
    [
      ['registration', 'التسجيل: كأس الصحراء', at(0), at(50)],
      ['ladder-opens', 'افتتاح التصنيف: كأس الصحراء', at(50), null],
      ['ladder-closes', 'إغلاق التصنيف: كأس الصحراء', at(200), null],
    ],
  );
});

test('a tournament without an Arabic name keeps its English one in Arabic calendars', () => {
  const [first] = tournamentCalendarEvents({ ...cup, name: { en: 'Desert Cup' } }, 'ar', 'https://p.test');
  assert.equal(first!.summary, 'التسجيل: Desert Cup');
});

test('calendar names are escaped as iCalendar text', () => {
  assert.equal(calendarName('A; B, C \\ D\nE'), 'A\\; B\\, C \\\\ D\\nE');
});
