import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Where a payout goes, frozen (issue 27): a pending payout's bank or wallet details could change with the player's
 * payment profile until staff paid it.
 * - `payment_transactions.destination`: a copy of the details the payout pays to, taken when it is created (or,
 *   for a player who had saved none, when they first save some), still encrypted for its owner (the same ciphertext:
 *   the owner's id is its associated data); `destination_method` and `destination_details_id` say which details,
 *   `destination_frozen_at` when. Later edits of the profile never change it.
 * - `details_changed_at`: the last time the player changed their payment details while the payout was pending with
 *   a destination already frozen — a flag for staff to look at the change history before paying.
 * - `staff_audit`: one row per staff write (DESIGN §5): who, what, which record, before and after, when; written in
 *   the same transaction as the change. Never holds banking details.
 */
export const payoutDestinationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table payment_transactions
      add column destination_method text
        check (destination_method is null or destination_method in ('bank_transfer', 'paypal')),
      add column destination_details_id uuid,
      add column destination text,
      add column destination_frozen_at timestamptz,
      add column details_changed_at timestamptz,
      add constraint payment_transactions_destination_whole check (
        (destination is null) = (destination_method is null)
        and (destination is null) = (destination_details_id is null)
        and (destination is null) = (destination_frozen_at is null)
      )`.execute(db);
    await sql`create table staff_audit (
      id uuid primary key default gen_random_uuid(),
      staff_id uuid references users (id) on delete set null,
      action text not null,
      record_type text not null,
      record_id text not null,
      before jsonb,
      after jsonb,
      at timestamptz not null default now()
    )`.execute(db);
    await sql`create index staff_audit_record_idx on staff_audit (record_type, record_id, at desc)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table if exists staff_audit`.execute(db);
    await sql`alter table payment_transactions
      drop constraint if exists payment_transactions_destination_whole,
      drop column if exists destination_method,
      drop column if exists destination_details_id,
      drop column if exists destination,
      drop column if exists destination_frozen_at,
      drop column if exists details_changed_at`.execute(db);
  },
};
