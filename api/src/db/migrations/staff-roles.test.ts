import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { seedPlayer } from '../../seed/players.js';
import { createSeededDatabase } from '../../testing/seeded-database.js';
import type { Db } from '../database.js';
import { staffRolesMigration } from './0022-staff-roles.js';

/**
 * 0022 moves the platform admins of `users.role` (any role string that includes admin, P1 §3) to `staff_roles` and
 * drops the column, so staff roles have one source of truth.
 */
describe('migration 0022: staff roles from users.role', () => {
  let db: Db;
  const id = (key: string) => seedPlayer(key).id;

  before(async () => {
    ({ db } = await createSeededDatabase());
    // Back to the schema before 0022: the seeded admin's role is `admin` again; three more role strings.
    await staffRolesMigration.down!(db as never);
    for (const [key, role] of [
      ['falcon', 'Admin'],
      ['nour', 'super-admin'],
      ['layla', 'moderator'],
    ] as const) {
      await sql`update users set role = ${role} where id = ${id(key)}`.execute(db);
    }
    await staffRolesMigration.up(db as never);
  });
  after(() => db.destroy());

  test('every user whose role includes admin holds the admin staff role, granted by nobody', async () => {
    const rows = await db
      .selectFrom('staff_roles')
      .select(['user_id', 'role', 'granted_by'])
      .orderBy('user_id')
      .execute();
    const expected = ['admin', 'falcon', 'nour']
      .map((key) => ({ user_id: id(key), role: 'admin', granted_by: null }))
      .sort((a, b) => (a.user_id < b.user_id ? -1 : 1));
    assert.deepEqual(rows, expected);
  });

  test('users.role is gone; a role outside the four and a second grant are refused by the table', async () => {
    const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'users' and column_name = 'role'`.execute(db);
    assert.deepEqual(rows, []);
    await assert.rejects(
      sql`insert into staff_roles (user_id, role) values (${id('layla')}, 'moderator')`.execute(db),
      /check constraint/,
    );
    await assert.rejects(
      sql`insert into staff_roles (user_id, role) values (${id('falcon')}, 'admin')`.execute(db),
      /duplicate key/,
    );
  });
});
