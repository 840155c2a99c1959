import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Teams: names are unique regardless of case, and a player belongs to at most one team. The indexes make both
 * rules hold even when two requests race; the teams service turns their violations into 409 answers.
 */
export const teamsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create unique index teams_name_key on teams (lower(name))`.execute(db);
    await sql`create unique index team_members_user_key on team_members (user_id)`.execute(db);
    await sql`drop index team_members_user_idx`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`create index team_members_user_idx on team_members (user_id)`.execute(db);
    await sql`drop index team_members_user_key`.execute(db);
    await sql`drop index teams_name_key`.execute(db);
  },
};
