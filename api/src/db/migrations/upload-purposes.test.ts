import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { seedPlayer } from '../../seed/players.js';
import { seedTeam } from '../../seed/teams.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import type { Db } from '../database.js';
import { uploadPurposesMigration } from './0020-upload-purposes.js';

/**
 * 0020 classifies the uploads of a database that had no purposes by what points at them (evidence first) and takes a
 * team image that is not the team's own off the team — including the addresses issue 27's attacks left behind.
 */
describe('migration 0020: upload purposes of existing files', () => {
  let db: Db;
  const ids: Record<string, string> = {};
  const path = (key: string, extension = 'png') => `/uploads/${ids[key]}.${extension}`;

  before(async () => {
    ({ db } = await createSeededDatabase());
    // Back to the schema before 0020, with files stored the old way.
    await uploadPurposesMigration.down!(db as never);
    const store = async (key: string, owner: string | null, extension = 'png') => {
      const { rows } = await sql<{ id: string }>`insert into uploads
        (owner_user_id, content_type, extension, bytes, byte_size)
        values (${owner}, ${extension === 'mp4' ? 'video/mp4' : 'image/png'}, ${extension}, ${Buffer.from('x')}, 1)
        returning id`.execute(db);
      ids[key] = rows[0]!.id;
    };
    const nour = seedPlayer('nour').id;
    const falcon = seedPlayer('falcon').id;
    const layla = seedPlayer('layla').id;
    await store('chat', nour);
    await store('result', nour);
    await store('ticket', falcon);
    await store('anonymous', null, 'mp4');
    await store('profile', falcon);
    await store('banner', falcon);
    await store('teamImage', layla);
    await store('replaced', layla);

    await db
      .insertInto('match_chat_uploads')
      .values({ upload_id: ids.chat!, match_key: 'BracketMatch:1', user_id: nour, created_at: new Date() })
      .execute();
    const tournament = await db.selectFrom('tournaments').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('matchmaking_matches')
      .values({
        tournament_id: tournament.id,
        player1_id: nour,
        player2_id: falcon,
        player1_points: 0,
        player2_points: 0,
        tournament_code: 'MIGRATION-TEST',
        player1_screenshot: path('result'),
        created_at: new Date(),
      })
      .execute();
    await db
      .insertInto('bug_reports')
      .values({
        user_id: falcon,
        bug_type: 'other',
        title: 'With a screenshot',
        description: 'See it.',
        screenshot_url: path('ticket'),
      })
      .execute();
    await db
      .updateTable('users')
      .set({ profile_image: path('profile'), banner_image: path('banner') })
      .where('id', '=', falcon)
      .execute();
    const team = (key: string, profileImg: string | null) =>
      db.updateTable('teams').set({ profile_img: profileImg }).where('id', '=', seedTeam(key).id).execute();
    await team('desert-falcons', path('teamImage'));
    // The attacks of issue 27: a team image set to a victim's evidence and to a string of dashes.
    await team('nile-pharaohs', path('result'));
    await team('gulf-sharks', '/uploads/------------------------------------.png');
    await team('levant-lions', path('chat'));

    await uploadPurposesMigration.up(db as never);
  });
  after(() => db.destroy());

  test('each file gets the purpose of what points at it; evidence wins; the rest is legacy', async () => {
    const rows = await db.selectFrom('uploads').select(['id', 'purpose', 'team_id']).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const expected: Record<string, [string, string | null]> = {
      chat: ['chat-image', null],
      result: ['result-screenshot', null],
      ticket: ['bug-report-attachment', null],
      anonymous: ['bug-report-attachment', null],
      profile: ['profile-image', null],
      banner: ['banner-image', null],
      teamImage: ['team-image', seedTeam('desert-falcons').id],
      replaced: ['legacy', null],
    };
    for (const [key, [purpose, teamId]] of Object.entries(expected)) {
      const row = byId.get(ids[key]!);
      assert.equal(row?.purpose, purpose, key);
      assert.equal(row?.team_id, teamId, key);
    }
  });

  test("team images that are not the team's own are taken off the team; the rest stay", async () => {
    const images = Object.fromEntries(
      (await db.selectFrom('teams').select(['id', 'profile_img']).execute()).map((row) => [
        row.id,
        row.profile_img,
      ]),
    );
    assert.equal(images[seedTeam('desert-falcons').id], path('teamImage'));
    assert.equal(images[seedTeam('nile-pharaohs').id], null);
    assert.equal(images[seedTeam('gulf-sharks').id], null);
    assert.equal(images[seedTeam('levant-lions').id], null);
    assert.equal(images[seedTeam('atlas-eagles').id], '/static/teams/atlas-eagles.svg');
  });

  test('the purpose is required to be known, and a team image names its team', async () => {
    const insert = (purpose: string, teamId: string | null) =>
      sql`insert into uploads (owner_user_id, content_type, extension, bytes, byte_size, purpose, team_id)
        values (null, 'image/png', 'png', ${Buffer.from('x')}, 1, ${purpose}, ${teamId})`.execute(db);
    await assert.rejects(insert('anything', null));
    await assert.rejects(insert('team-image', null));
    await assert.rejects(insert('profile-image', seedTeam('desert-falcons').id));
  });
});
