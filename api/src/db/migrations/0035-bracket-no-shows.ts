import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Bracket no-shows that enforce themselves (issue 33), on the match's slot: when the no-show pass read the lobby
 * once the slot's deadline had passed (`lobby_checked_at`, whatever it found), forfeited a side that had not joined
 * (`no_show_forfeit_at`, `no_show_absent_side` 1 or 2) or found both sides absent and told the organizers
 * (`both_absent_at`); when staff reversed the automatic forfeit (`no_show_reversed_at`). The pass decides a slot
 * once: while `lobby_checked_at` and `no_show_reversed_at` are null (a new time clears `lobby_checked_at`). The
 * partial index keeps its turn to the slots it may still decide.
 */
export const bracketNoShowsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table bracket_match_schedules
      add column lobby_checked_at timestamptz,
      add column no_show_forfeit_at timestamptz,
      add column no_show_absent_side smallint check (no_show_absent_side in (1, 2)),
      add column both_absent_at timestamptz,
      add column no_show_reversed_at timestamptz`.execute(db);
    await sql`create index bracket_match_schedules_no_show_due on bracket_match_schedules (scheduled_time)
      where verified_at is null and lobby_checked_at is null and no_show_reversed_at is null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists bracket_match_schedules_no_show_due`.execute(db);
    await sql`alter table bracket_match_schedules
      drop column if exists lobby_checked_at,
      drop column if exists no_show_forfeit_at,
      drop column if exists no_show_absent_side,
      drop column if exists both_absent_at,
      drop column if exists no_show_reversed_at`.execute(db);
  },
};
