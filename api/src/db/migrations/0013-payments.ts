import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Payments (DESIGN §5 "Money and personal data", P2 §3):
 * - `payment_profiles`: a player's preferred method and their bank and wallet details, each details object
 *   encrypted as a whole (AES-256-GCM under the server's payment key, the player id as associated data, so a
 *   ciphertext copied to another player's row does not decrypt). The ids are the details' `_id`.
 * - `payment_profile_changes`: who changed whose profile, when, and which fields (names, never values).
 * - `payment_transactions`: payouts. Prize payouts carry their tournament and position, at most one per position
 *   of a tournament; `prize_payout_runs` marks a tournament whose prizes were turned into payouts, so that happens
 *   once even when nobody placed.
 */
const statements = [
  `create table payment_profiles (
    user_id uuid primary key references users (id) on delete cascade,
    preferred_payment_method text not null check (preferred_payment_method in ('bank_transfer', 'paypal')),
    banking_details_id uuid,
    banking_details text,
    paypal_details_id uuid,
    paypal_details text,
    updated_at timestamptz not null default now(),
    check ((banking_details is null) = (banking_details_id is null)),
    check ((paypal_details is null) = (paypal_details_id is null))
  )`,
  `create table payment_profile_changes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    changed_by uuid references users (id) on delete set null,
    changed_fields jsonb not null,
    changed_at timestamptz not null default now()
  )`,
  `create index payment_profile_changes_user_idx on payment_profile_changes (user_id, changed_at desc)`,
  `create table payment_transactions (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    tournament_id uuid references tournaments (id) on delete set null,
    position integer check (position is null or position >= 1),
    description jsonb not null,
    amount numeric(14, 2) not null check (amount > 0),
    currency text not null check (currency in ('USD', 'EUR', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR')),
    status text not null default 'Pending' check (status in ('Completed', 'Pending', 'Rejected')),
    payment_method text check (payment_method is null or payment_method in ('bank_transfer', 'paypal')),
    reference text,
    notes text,
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    settled_by uuid references users (id) on delete set null,
    unique (tournament_id, position)
  )`,
  `create index payment_transactions_user_idx on payment_transactions (user_id, created_at desc)`,
  `create index payment_transactions_status_idx on payment_transactions (status, created_at desc)`,
  `create table prize_payout_runs (
    tournament_id uuid primary key references tournaments (id) on delete cascade,
    payouts integer not null,
    ran_at timestamptz not null default now()
  )`,
];

export const paymentsMigration: Migration = sqlMigration(statements, [
  'prize_payout_runs',
  'payment_transactions',
  'payment_profile_changes',
  'payment_profiles',
]);
