import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Staff roles (DESIGN §5, issue 30): a player holds any of admin, organizer, support and editor, one row each; the
 * primary key makes a second grant of the same role a conflict, whatever the timing. `granted_by` is null for a
 * role given by the seed or by this migration.
 *
 * `staff_roles` is the one source of truth: every user whose `users.role` said admin gets an `admin` row, then
 * `users.role` is dropped, so no check can read a stale copy (the API's `role` answer is derived from the rows).
 * The audit log gains `seq`, the order rows were written in (several rows of one transaction share its time), and
 * the indexes its list reads by (newest first, by staff member).
 */
export const staffRolesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table staff_roles (
      user_id uuid not null references users (id) on delete cascade,
      role text not null check (role in ('admin', 'organizer', 'support', 'editor')),
      granted_by uuid references users (id) on delete set null,
      granted_at timestamptz not null default now(),
      primary key (user_id, role)
    )`.execute(db);
    await sql`insert into staff_roles (user_id, role)
      select id, 'admin' from users where lower(role) like '%admin%'`.execute(db);
    await sql`alter table users drop column role`.execute(db);
    await sql`alter table staff_audit add column seq bigint generated always as identity`.execute(db);
    await sql`create index staff_audit_at_idx on staff_audit (at desc, seq desc)`.execute(db);
    await sql`create index staff_audit_staff_idx on staff_audit (staff_id, at desc)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists staff_audit_staff_idx`.execute(db);
    await sql`drop index if exists staff_audit_at_idx`.execute(db);
    await sql`alter table staff_audit drop column if exists seq`.execute(db);
    await sql`alter table users add column role text not null default 'player'`.execute(db);
    await sql`update users set role = 'admin'
      where id in (select user_id from staff_roles where role = 'admin')`.execute(db);
    await sql`drop table if exists staff_roles`.execute(db);
  },
};
