import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tournament operations (issue 16):
 * - a disputed ladder match settled by staff keeps the decision: `resolution_note` (the players read it),
 *   `resolved_by`, and the new status `voided` (staff voided it: no winner, no points moved);
 * - a reviewed registration keeps the reason the player was given (`review_reason`);
 * - `calendar_feeds`: the secret of each player's personal calendar feed (`/v1/calendar/{secret}.ics`); rotating
 *   replaces the row's secret, so the old URL stops working.
 */
export const tournamentOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table matchmaking_matches drop constraint if exists matchmaking_matches_status_check`.execute(
      db,
    );
    await sql`alter table matchmaking_matches add constraint matchmaking_matches_status_check
      check (status in ('open', 'disputed', 'verified', 'forfeited', 'no_show', 'resolved', 'voided'))`.execute(
      db,
    );
    await sql`alter table matchmaking_matches add column resolution_note text,
      add column resolved_by uuid references users (id) on delete set null,
      add column disputed_at timestamptz`.execute(db);
    await sql`create index matchmaking_matches_disputed_idx on matchmaking_matches (disputed_at)
      where status = 'disputed'`.execute(db);
    await sql`alter table registrations add column review_reason text`.execute(db);
    await sql`create table calendar_feeds (
      user_id uuid primary key references users (id) on delete cascade,
      secret text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists calendar_feeds`.execute(db);
    await sql`alter table registrations drop column if exists review_reason`.execute(db);
    await sql`drop index if exists matchmaking_matches_disputed_idx`.execute(db);
    await sql`alter table matchmaking_matches drop column if exists resolution_note,
      drop column if exists resolved_by, drop column if exists disputed_at`.execute(db);
    await sql`alter table matchmaking_matches drop constraint if exists matchmaking_matches_status_check`.execute(
      db,
    );
    await sql`alter table matchmaking_matches add constraint matchmaking_matches_status_check
      check (status in ('open', 'disputed', 'verified', 'forfeited', 'no_show', 'resolved'))`.execute(db);
  },
};
