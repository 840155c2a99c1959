import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

const PURPOSES = `'profile-image', 'banner-image', 'team-image', 'chat-image', 'result-screenshot',
  'bug-report-attachment', 'legacy'`;

/**
 * The organizer console's tournaments (issue 30):
 * - `published_at`: null for a draft, which only staff see. It defaults to the moment of insert, so a tournament
 *   written by anything but the console (the seed, a test, an older instance during a rolling deploy) is public as
 *   before; the console inserts its drafts with null. Existing rows are published as of their creation.
 * - `cancelled_at` and `cancel_reason`: a cancelled tournament is no longer public and pays no prizes.
 * - `capacity` (null: no limit) and `approval_required` (false: registrations are approved at once; true, today's
 *   behaviour, keeps them pending for staff).
 * - `structure`: the console's bracket or ladder settings (`TournamentStructure` of the contract); null for a
 *   tournament made before, whose settings follow from its `type` text as the bracket code reads it.
 * - `created_by`: the staff member who created it.
 * - uploads gain the purpose `tournament-poster`.
 */
export const organizerConsoleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table tournaments
      add column published_at timestamptz default now(),
      add column cancelled_at timestamptz,
      add column cancel_reason text,
      add column capacity integer check (capacity is null or capacity >= 2),
      add column approval_required boolean not null default true,
      add column structure jsonb,
      add column created_by uuid references users (id) on delete set null`.execute(db);
    await sql`update tournaments set published_at = created_at`.execute(db);
    await sql`alter table tournaments add constraint tournaments_cancel_reason_check
      check ((cancelled_at is null) = (cancel_reason is null))`.execute(db);
    await sql`alter table uploads drop constraint if exists uploads_purpose_check`.execute(db);
    await sql
      .raw(
        `alter table uploads add constraint uploads_purpose_check
          check (purpose in (${PURPOSES}, 'tournament-poster'))`,
      )
      .execute(db);
  },
  async down(db: Kysely<unknown>) {
    // Without the columns nothing would hide them: drafts and cancelled tournaments go.
    await sql`delete from tournaments where published_at is null or cancelled_at is not null`.execute(db);
    await sql`delete from uploads where purpose = 'tournament-poster'`.execute(db);
    await sql`alter table uploads drop constraint if exists uploads_purpose_check`.execute(db);
    await sql
      .raw(`alter table uploads add constraint uploads_purpose_check check (purpose in (${PURPOSES}))`)
      .execute(db);
    await sql`alter table tournaments drop constraint if exists tournaments_cancel_reason_check`.execute(db);
    await sql`alter table tournaments drop column if exists published_at, drop column if exists cancelled_at,
      drop column if exists cancel_reason, drop column if exists capacity,
      drop column if exists approval_required, drop column if exists structure,
      drop column if exists created_by`.execute(db);
  },
};
