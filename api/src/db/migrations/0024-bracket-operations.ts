import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Running a bracket from the organizer console (issue 30):
 * - `tournament_seedings`: how an organizer seeded a bracket tournament's checked-in entrants (`points`, `random` or
 *   `manual`) and the order it gave, registration ids first seed first; the bracket is drawn in that order (in
 *   registration order without a row). One row per tournament, replaced by each seeding until the bracket starts.
 * - `registrations.disqualified_at`, `disqualified_by`, `disqualify_note`: staff disqualified the entrant (its
 *   remaining matches are forfeited, it wins no prize). The registration keeps its status: the player's answers keep
 *   their shape.
 */
export const bracketOperationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table tournament_seedings (
      tournament_id uuid primary key references tournaments (id) on delete cascade,
      method text not null check (method in ('points', 'random', 'manual')),
      registration_ids jsonb not null,
      seeded_by uuid references users (id) on delete set null,
      seeded_at timestamptz not null
    )`.execute(db);
    await sql`alter table registrations
      add column disqualified_at timestamptz,
      add column disqualified_by uuid references users (id) on delete set null,
      add column disqualify_note text`.execute(db);
    await sql`alter table registrations add constraint registrations_disqualify_note_check
      check ((disqualified_at is null) = (disqualify_note is null))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table registrations drop constraint if exists registrations_disqualify_note_check`.execute(
      db,
    );
    await sql`alter table registrations drop column if exists disqualified_at,
      drop column if exists disqualified_by, drop column if exists disqualify_note`.execute(db);
    await sql`drop table if exists tournament_seedings`.execute(db);
  },
};
