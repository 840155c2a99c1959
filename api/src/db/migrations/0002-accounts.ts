import type { Migration } from 'kysely/migration';
import { sqlMigration } from './sql-migration.js';

/**
 * Account settings: uploaded images (kept in the database, served at `/uploads/{id}.{ext}`), linked chat-community
 * and social accounts, and the short-lived state of a linking round trip (single use, bound to the player who
 * started it, expires after 10 minutes; expiry is checked by the service against `created_at`).
 */
const statements = [
  `create table uploads (
    id uuid primary key default gen_random_uuid(),
    owner_user_id uuid not null references users (id) on delete cascade,
    content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
    extension text not null check (extension in ('png', 'jpg', 'gif', 'webp')),
    bytes bytea not null,
    byte_size integer not null check (byte_size > 0),
    created_at timestamptz not null default now()
  )`,
  `create index uploads_owner_idx on uploads (owner_user_id)`,

  `create table connections (
    user_id uuid not null references users (id) on delete cascade,
    provider text not null check (provider in ('discord', 'twitter')),
    external_id text not null,
    username text not null,
    avatar text,
    profile_image_url text,
    connected_at timestamptz not null default now(),
    unique (user_id, provider)
  )`,

  `create table oauth_states (
    state text primary key,
    user_id uuid not null references users (id) on delete cascade,
    provider text not null check (provider in ('discord', 'twitter')),
    redirect_url text not null,
    code_verifier text,
    created_at timestamptz not null default now()
  )`,
  `create index oauth_states_created_idx on oauth_states (created_at)`,
];

export const accountsMigration: Migration = sqlMigration(statements, [
  'oauth_states',
  'connections',
  'uploads',
]);
