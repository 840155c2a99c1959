/**
 * Check-in that enforces itself for the tournaments the bracket pass draws (issue 33): Levant Masters and Frankfurt
 * Frenzy, made before the organizer console (no `structure`), start 45 and 90 minutes after the seed with some
 * registrations not checked in (Falcon, Omar and five others; Iberia Vipers and Lukas's Rhine Wolves). When the pass draws their
 * brackets those registrations are withdrawn and their players told once, in English and Arabic; the checked-in
 * stay and are not told; a second pass changes nothing. Then the same with two API instances over one Postgres,
 * where the passes' transactions truly overlap.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Db } from '../../db/database.js';
import { seedId } from '../../seed/ids.js';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { NO_POSTGRES, severalInstances } from '../../testing/several-instances.js';
import { createTestApp, recentSeedMoment, type TestApp } from '../../testing/test-app.js';
import { generateDueBrackets, type GenerationReport } from './brackets-service.js';
import { CHECK_IN_DROP_ACTION } from './check-in-drop.js';

const HOUR = 3_600_000;
const LEVANT = seedId('tournament', 'levant-masters');
const FRANKFURT = seedId('tournament', 'frankfurt-frenzy');
const DESERT_STORM = seedId('tournament', 'desert-storm-1v1');
const DROPPED_TITLE = 'Registration withdrawn';

async function registrationsOf(db: Db, tournamentId: string) {
  return db
    .selectFrom('registrations')
    .select(['id', 'user_id', 'team_id', 'status'])
    .where('tournament_id', '=', tournamentId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The "registration withdrawn" notifications of a player about a tournament. */
async function droppedNotes(db: Db, userId: string, tournamentId: string) {
  return db
    .selectFrom('notifications')
    .select(['title', 'message', 'title_ar', 'message_ar'])
    .where('user_id', '=', userId)
    .where('title', '=', DROPPED_TITLE)
    .where('link', '=', `/tournaments/${tournamentId}`)
    .execute();
}

/** The players a solo or team registration stands for (a team's current members). */
async function playersOf(db: Db, rows: { user_id: string; team_id: string | null }[]): Promise<string[]> {
  const players = new Set(rows.filter((row) => !row.team_id).map((row) => row.user_id));
  const teamIds = rows.flatMap((row) => (row.team_id ? [row.team_id] : []));
  if (teamIds.length > 0) {
    const members = await db
      .selectFrom('team_members')
      .select('user_id')
      .where('team_id', 'in', teamIds)
      .execute();
    for (const member of members) players.add(member.user_id);
  }
  return [...players];
}

const droppedFor = (reports: GenerationReport[], tournamentId: string) =>
  reports.flatMap((report) => report.dropped.filter((drop) => drop.tournamentId === tournamentId));

describe('check-in enforces itself for tournaments whose bracket the pass draws', () => {
  let t: TestApp;
  let now: Date;

  before(async () => {
    const seededAt = await recentSeedMoment();
    now = seededAt;
    // At the seed neither has started: the pass at ready draws neither.
    t = await createTestApp({ now: seededAt, clock: () => now });
  });
  after(() => t.close());

  test('the absent are dropped and told once in both languages; the checked-in kept; a second pass does nothing', async () => {
    const levantBefore = await registrationsOf(t.db, LEVANT);
    const frankfurtBefore = await registrationsOf(t.db, FRANKFURT);
    const desertBefore = await registrationsOf(t.db, DESERT_STORM);
    const levantAbsent = levantBefore.filter((row) => row.status !== 'checked-in');
    const levantIn = levantBefore.filter((row) => row.status === 'checked-in');
    assert.equal(levantIn.length, 5);
    assert.equal(levantAbsent.length, 7);
    const falcon = seedPlayer('falcon').id;
    const omar = seedPlayer('omar').id;
    assert.ok(
      levantAbsent.some((row) => row.user_id === falcon) && levantAbsent.some((row) => row.user_id === omar),
    );
    const rhineWolves = seedTeam('rhine-wolves').id;
    const frankfurtAbsent = frankfurtBefore.filter((row) => row.status !== 'checked-in');
    assert.deepEqual(
      frankfurtAbsent.map((row) => row.team_id),
      [seedTeam('iberia-vipers').id, rhineWolves],
    );

    // Two hours after the seed both have started; three passes at once (one instance: its transactions queue).
    now = new Date(now.getTime() + 2 * HOUR);
    const reports = await Promise.all([1, 2, 3].map(() => generateDueBrackets(t.app.context)));
    assert.deepEqual(
      reports.flatMap((report) => report.failed),
      [],
    );
    const created = reports.flatMap((report) => report.created);
    assert.deepEqual(
      [LEVANT, FRANKFURT].map((id) => created.filter((createdId) => createdId === id).length),
      [1, 1],
    );
    const levantDrops = droppedFor(reports, LEVANT);
    assert.equal(levantDrops.length, 1, 'dropped once');
    assert.deepEqual(new Set(levantDrops[0]!.registrationIds), new Set(levantAbsent.map((row) => row.id)));

    // Levant Masters keeps its checked-in registrations only, and every one of them has a seat.
    assert.deepEqual(await registrationsOf(t.db, LEVANT), levantIn);
    const seated = await t.db
      .selectFrom('bracket_participants')
      .select('registration_id')
      .where('tournament_id', '=', LEVANT)
      .execute();
    assert.deepEqual(
      new Set(seated.map((row) => row.registration_id)),
      new Set(levantIn.map((row) => row.id)),
    );

    // Each absent player is told once, in English and Arabic, with the tournament's name.
    for (const row of levantAbsent) {
      const notes = await droppedNotes(t.db, row.user_id, LEVANT);
      assert.equal(notes.length, 1, row.user_id);
      assert.match(notes[0]!.message, /^Levant Masters has started without you: you did not check in/);
      assert.equal(notes[0]!.title_ar, 'سُحب تسجيلك');
      assert.match(notes[0]!.message_ar ?? '', /^بدأت أساتذة بلاد الشام دون مشاركتك/);
    }
    for (const row of levantIn)
      assert.deepEqual(await droppedNotes(t.db, row.user_id, LEVANT), [], row.user_id);

    // Frankfurt Frenzy: the two absent teams' registrations are withdrawn and every member told once; the others stay.
    assert.deepEqual(
      (await registrationsOf(t.db, FRANKFURT)).map((row) => row.team_id),
      frankfurtBefore.filter((row) => row.status === 'checked-in').map((row) => row.team_id),
    );
    const absentPlayers = await playersOf(t.db, frankfurtAbsent);
    assert.ok(absentPlayers.includes(seedPlayer('lukas').id) && absentPlayers.length >= 10);
    for (const userId of absentPlayers) {
      assert.equal((await droppedNotes(t.db, userId, FRANKFURT)).length, 1, userId);
    }
    const stayed = await playersOf(
      t.db,
      frankfurtBefore.filter((row) => row.status === 'checked-in'),
    );
    for (const userId of stayed.filter((id) => !absentPlayers.includes(id))) {
      assert.deepEqual(await droppedNotes(t.db, userId, FRANKFURT), [], userId);
    }

    // One audit row each, the system's (no staff), with what was dropped.
    const audit = await t.db
      .selectFrom('staff_audit')
      .select(['record_id', 'staff_id', 'after'])
      .where('action', '=', CHECK_IN_DROP_ACTION)
      .where('record_id', 'in', [LEVANT, FRANKFURT])
      .execute();
    assert.equal(audit.length, 2);
    const levantAudit = audit.find((row) => row.record_id === LEVANT)!;
    assert.equal(levantAudit.staff_id, null);
    assert.deepEqual(
      new Set((levantAudit.after as { dropped: string[] }).dropped),
      new Set(levantAbsent.map((row) => row.id)),
    );

    // A tournament still to start keeps everyone.
    assert.deepEqual(await registrationsOf(t.db, DESERT_STORM), desertBefore);

    // A second pass, an hour on: nothing drawn, dropped or told again.
    now = new Date(now.getTime() + HOUR);
    const again = await generateDueBrackets(t.app.context);
    assert.deepEqual(again, { created: [], dropped: [], failed: [] });
    assert.equal((await droppedNotes(t.db, falcon, LEVANT)).length, 1);
    assert.equal((await droppedNotes(t.db, seedPlayer('lukas').id, FRANKFURT)).length, 1);
  });
});

describe('check-in drop with several API instances over one Postgres', { skip: NO_POSTGRES }, () => {
  const seededAt = new Date('2030-05-04T12:00:00Z');
  let now = seededAt;
  const instances = severalInstances({ now: seededAt, clock: () => now });

  test('ten passes at once across both instances draw the bracket and drop the absent once', async () => {
    const [{ db }] = instances;
    const absent = (await registrationsOf(db, LEVANT)).filter((row) => row.status !== 'checked-in');
    assert.equal(absent.length, 7);

    now = new Date(seededAt.getTime() + 2 * HOUR);
    const reports = await Promise.all(
      Array.from({ length: 10 }, (_, index) => generateDueBrackets(instances[index % 2]!.app.context)),
    );
    assert.deepEqual(
      reports.flatMap((report) => report.failed),
      [],
    );
    assert.ok(droppedFor(reports, LEVANT).length <= 1, 'dropped at most once by these passes');

    const brackets = await db
      .selectFrom('tournament_brackets')
      .select('tournament_id')
      .where('tournament_id', '=', LEVANT)
      .execute();
    assert.equal(brackets.length, 1);
    assert.deepEqual(
      (await registrationsOf(db, LEVANT)).filter((row) => row.status !== 'checked-in'),
      [],
    );
    const audit = await db
      .selectFrom('staff_audit')
      .select('id')
      .where('action', '=', CHECK_IN_DROP_ACTION)
      .where('record_id', '=', LEVANT)
      .execute();
    assert.equal(audit.length, 1);
    for (const row of absent) {
      assert.equal((await droppedNotes(db, row.user_id, LEVANT)).length, 1, row.user_id);
    }
  });
});
